//go:build ebitentest

package tactical

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	tac "periscope/game/tactical"
	"periscope/render/hud"
	"periscope/render/table"
	"periscope/render/ui"
)

// The board's circles (the fog's last sightings, ships dead in the
// water): vector.StrokeCircle with anti-aliasing against ring, ten
// circles a frame at the 1920×1080 board's size, each frame read back so
// the drawing is done, not queued.
//
//	xvfb-run -a go test -tags=ebitentest ./render/tactical -run '^$' -bench Circles
func BenchmarkCirclesStrokeCircle(b *testing.B) {
	dst := ebiten.NewImage(400, 400)
	px := make([]byte, 4*400*400)
	for b.Loop() {
		for i := range 10 {
			vector.StrokeCircle(dst, float32(40+i*30), 200, 27, 2, ghostCol, true)
		}
		dst.ReadPixels(px)
	}
}

func BenchmarkCirclesRing(b *testing.B) {
	dst := ebiten.NewImage(400, 400)
	px := make([]byte, 4*400*400)
	for b.Loop() {
		for i := range 10 {
			hud.Ring(dst, float32(40+i*30), 200, 27, 2, ghostCol)
		}
		dst.ReadPixels(px)
	}
}

// The whole board by night under hidden movement, as the escorts with
// last sightings in the fog, at 1920×1080.
func BenchmarkBoardDraw(b *testing.B) {
	fonts, err := ui.NewFonts()
	if err != nil {
		b.Fatal(err)
	}
	_, m := newMatch(b, "S11", 3, "hidden-movement", "sonar")
	for m.Prompt() != nil && m.S.Battle.Turn < 4 {
		p := m.Prompt()
		var c = (&tac.SubBot{}).Choose(m, p)
		if p.Seat == tac.SeatEscort {
			c = (&tac.EscortBot{}).Choose(m, p)
		}
		if _, err := m.Apply(c); err != nil {
			b.Fatal(err)
		}
	}
	img := ebiten.NewImage(1920, 1080)
	px := make([]byte, 4*1920*1080)
	r := image.Rect(0, 0, 1344, 1080)
	bd := NewBoard()
	v := table.View{Seat: tac.SeatEscort, Fonts: fonts, Scale: 1080.0 / 640}
	b.Logf("%d sightings in the fog", len(m.Sightings()))
	for b.Loop() {
		bd.Draw(img, r, m, v)
		img.ReadPixels(px)
	}
}
