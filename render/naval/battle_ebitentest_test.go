//go:build ebitentest

package naval

import (
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/assets"
	"periscope/game/engine"
	"periscope/game/naval"
	"periscope/render/hud"
	"periscope/render/table"
	"periscope/render/ui"
)

// tableBoard is where the table scene draws a board on a w×h screen at
// UI scale 1 (render/table's Layout: the HUD's main area less the seat
// strip of 40 points).
func tableBoard(w, h float64) image.Rectangle {
	hd := hud.New()
	hd.Layout(ui.Metrics{Width: w, Height: h, DeviceScale: 1, UIScale: 1})
	m := hd.Main
	return image.Rect(int(m.X), int(m.Y+40), int(m.X+m.W), int(m.Y+m.H))
}

// battleForm replays the browser's battle form (Rheinübung, seed 1, the
// computer's Germany, Britain intercepting Bismarck with every force; see
// game/naval's TestBrowserBattleFormReplay) to Britain's retreat
// declaration after the first round, and returns the game with the log as
// Britain sees it.
func battleForm(t *testing.T) (*naval.Game, []engine.Entry) {
	th, err := naval.Load(assets.Data(), naval.TheatreID)
	if err != nil {
		t.Fatal(err)
	}
	g, err := naval.NewGame(th, engine.Record{System: naval.SystemID, Theatre: naval.TheatreID, Scenario: "rheinubung-1941", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	log, err := g.Start()
	if err != nil {
		t.Fatal(err)
	}
	britain := 0
	for n := 0; n < 400; n++ {
		p := g.Prompt()
		if p == nil {
			t.Fatal("the game ended before the battle")
		}
		c := naval.Bot{Seat: p.Seat}.Choose(g, p)
		if p.Seat != g.Seat(0) {
			if britain++; britain == 14 {
				if p.Kind != "retreat" || g.S.Battle == nil {
					t.Fatalf("Britain's 14th decision is %s, want the retreat declaration", p.Kind)
				}
				var seen []engine.Entry
				for i := range log {
					if log[i].VisibleTo(p.Seat) {
						seen = append(seen, log[i])
					}
				}
				return g, seen
			}
			c = engine.Pick(battleFormPick(p))
		}
		es, err := g.Apply(c)
		if err != nil {
			t.Fatal(err)
		}
		log = append(log, es...)
	}
	t.Fatal("no retreat declaration")
	return nil, nil
}

// battleFormPick is Britain's answer in the battle form: intercept, engage
// and strike the first group, no other strike, fight on.
func battleFormPick(p *engine.Prompt) int {
	for i, o := range p.Options {
		if p.Kind == "intercept" && strings.HasPrefix(o.Key, "cut:") || (p.Kind == "engage" || p.Kind == "carrier-strike") && strings.HasPrefix(o.Key, "cg:") {
			return i
		}
	}
	keys := []string{"none", "fight", "go-on", "alone"}
	if p.Kind == "orders" {
		keys = append(keys, "done")
	}
	for _, w := range keys {
		for i, o := range p.Options {
			if o.Key == w {
				return i
			}
		}
	}
	return 0
}

// TestBattleBoardOnTheTable draws the browser battle form's battle where
// the table scene draws it, at 1024×640 and 1920×1080, and checks what the
// session-25 screenshots showed wrong: force labels cut ("Battlecruiser
// F…"), the battle board filling only the top quarter of its column at
// 1920, the Iceland–Faroes stack over Bergen's and Scapa Flow's discs and
// crowding Bergen's name at 1024, no dice on the board, and the chart cut
// at its left edge (the westernmost area's name pushed off its centre).
func TestBattleBoardOnTheTable(t *testing.T) {
	fonts, err := ui.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	g, log := battleForm(t)
	for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
		w, h := int(size[0]), int(size[1])
		r := tableBoard(size[0], size[1])
		img := ebiten.NewImage(w, h)
		v := table.View{Seat: g.Seat(1), Fonts: fonts, Lang: "en", Scale: 1, Log: log}
		b := &Board{}
		b.Draw(img.SubImage(r).(*ebiten.Image), r, g, v)
		shot(t, img, "battle-table-"+itoa(w)+".png")
		px := image.NewRGBA(img.Bounds())
		img.ReadPixels(px.Pix)
		l := b.last
		chartRight := float64(l.battle.Min.X)
		// Labels whole, counters inside the chart.
		for _, it := range l.items {
			f := g.Force(strings.TrimPrefix(it.ref, "force:"))
			if lb := label(g, f, 1); strings.Contains(lb, "…") {
				t.Errorf("%d: the label %q is cut", w, lb)
			}
			if it.x < float64(r.Min.X) || it.x+it.w > chartRight || it.y < float64(r.Min.Y) || it.y+it.h > float64(r.Max.Y) {
				t.Errorf("%d: counter %s at %.0f,%.0f %.0f×%.0f leaves the chart %v (right %.0f)", w, it.ref, it.x, it.y, it.w, it.h, r, chartRight)
			}
		}
		// No counter over another area's disc, no name plate under a
		// counter.
		for _, it := range l.items {
			f := g.Force(strings.TrimPrefix(it.ref, "force:"))
			box := ui.Rect{X: it.x, Y: it.y, W: it.w, H: it.h}
			for _, a := range g.Map.Areas {
				c := l.areas[a.ID]
				disc := ui.Rect{X: c[0] - l.radius, Y: c[1] - l.radius, W: 2 * l.radius, H: 2 * l.radius}
				if a.ID != f.At && overlapArea(box, []ui.Rect{disc}) > 0 {
					t.Errorf("%d: counter %s covers %s's disc", w, it.ref, a.ID)
				}
			}
			for i, p := range l.plates {
				if overlapArea(box, []ui.Rect{p}) > 0 {
					t.Errorf("%d: counter %s covers %s's name", w, it.ref, g.Map.Areas[i].ID)
				}
			}
		}
		// Every name inside the chart; the westernmost area's centred over
		// it (the chart is not cut at its left edge).
		west := 0
		for i, a := range g.Map.Areas {
			if l.areas[a.ID][0] < l.areas[g.Map.Areas[west].ID][0] {
				west = i
			}
		}
		for i, p := range l.plates {
			if p.X < float64(r.Min.X)+1 || p.X+p.W > chartRight {
				t.Errorf("%d: %s's name at x %.0f–%.0f leaves the chart", w, g.Map.Areas[i].ID, p.X, p.X+p.W)
			}
		}
		for i, p := range l.plates {
			for _, a := range g.Map.Areas {
				c := l.areas[a.ID]
				if overlapArea(p, []ui.Rect{{X: c[0] - l.radius, Y: c[1] - l.radius, W: 2 * l.radius, H: 2 * l.radius}}) > 0 {
					t.Errorf("%d: %s's name covers %s's disc", w, g.Map.Areas[i].ID, a.ID)
				}
			}
		}
		small := fonts.Face(ui.Regular, 11)
		if nw, c := ui.TextWidth(areaLabel(g.Map.Areas[west]), small, 0)+6, l.areas[g.Map.Areas[west].ID]; c[0]-nw/2 < float64(r.Min.X)+2 {
			t.Errorf("%d: %s's name does not fit centred over it (area at x %.0f, name %.0f wide)", w, g.Map.Areas[west].ID, c[0], nw)
		}
		// The dice: each roll's dice drawn with their faces.
		if len(l.battleDice) < 4 {
			t.Errorf("%d: %d dice on the battle board, want the fleet fire's and more", w, len(l.battleDice))
		}
		for _, d := range l.battleDice {
			x, y := int(d.box.X+d.box.W*0.5), int(d.box.Y+d.box.H*0.22)
			if c := px.RGBAAt(x, y); c != dieBody {
				t.Errorf("%d: the die at %.0f,%.0f shows %v, not a die's face", w, d.box.X, d.box.Y, c)
				break
			}
		}
		// The battle board fills its column: something drawn below three
		// quarters of its height.
		col := l.battle
		low := 0
		for y := col.Min.Y; y < col.Max.Y; y++ {
			for x := col.Min.X + 4; x < col.Max.X; x++ {
				if c := px.RGBAAt(x, y); c != battleInk && int(c.R)+int(c.G)+int(c.B) > 200 {
					low = y
					break
				}
			}
		}
		if frac := float64(low-col.Min.Y) / float64(col.Dy()); frac < 0.75 {
			t.Errorf("%d: the battle board's lowest line at %.0f%% of its column", w, 100*frac)
		}
	}
}
