package main

import (
	"image/color"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"periscope/game/data"
	"periscope/render/counters"
)

// tray shows sample counters of every kind along the bottom of the window:
// U-boats on both sides, every Allied counter type face up, the two face-down
// flags, and the markers.
type tray struct {
	visible bool
	atlas   *counters.Atlas
	rows    [][]counters.Spec
	scale   float64 // counter scale in the tray
	unit    float64
}

func newTray(th *data.Theatre, unit, scale float64) *tray {
	t := &tray{visible: true, atlas: counters.New(counters.Options{Unit: unit}), scale: scale, unit: unit}
	classes := map[string]data.SubClass{}
	for _, c := range th.SubClasses {
		classes[c.ID] = c
	}
	var boats []counters.Spec
	seen := map[string]bool{}
	for _, b := range th.Boats {
		c, ok := classes[b.Class]
		if !ok || seen[b.Class] {
			continue
		}
		seen[b.Class] = true
		boats = append(boats, counters.UBoatFromData(b, c, counters.Transit), counters.UBoatFromData(b, c, counters.Patrol))
	}
	var allied []counters.Spec
	flags := map[string]bool{}
	for _, a := range th.Allied {
		allied = append(allied, counters.AlliedFromData(a))
		flags[a.Flag] = true
	}
	var fl []string
	for f := range flags {
		fl = append(fl, f)
	}
	sort.Strings(fl)
	for _, f := range fl {
		allied = append(allied, counters.Back{Flag: f})
	}
	markers := []counters.Spec{
		counters.Marker{Kind: counters.Damaged}, counters.Marker{Kind: counters.Spotted}, counters.Marker{Kind: counters.RTB},
		counters.Marker{Kind: counters.Ace, Value: 1}, counters.Marker{Kind: counters.Ace, Value: 2},
		counters.Marker{Kind: counters.TDC, Value: -4}, counters.Marker{Kind: counters.TDC, Value: 0}, counters.Marker{Kind: counters.TDC, Value: 3},
		counters.Marker{Kind: counters.Inexp, Value: 1}, counters.Marker{Kind: counters.Mines, Value: 2},
		counters.Marker{Kind: counters.Weather, Value: 990}, counters.Marker{Kind: counters.Weather, Value: 965},
		counters.Marker{Kind: counters.BDienst, Value: 2}, counters.Marker{Kind: counters.Recon, Label: "Fw 200", Value: 2},
	}
	t.rows = [][]counters.Spec{append(boats, markers...), allied}
	for _, r := range t.rows {
		t.atlas.Preload(t.scale, r...)
	}
	return t
}

func (t *tray) Draw(dst *ebiten.Image) {
	w, h := float64(dst.Bounds().Dx()), float64(dst.Bounds().Dy())
	size := t.atlas.Size(t.scale)
	gap := size * 0.18
	perRow := int((w - gap) / (size + gap))
	var lines [][]counters.Spec
	for _, r := range t.rows {
		for len(r) > perRow {
			lines = append(lines, r[:perRow])
			r = r[perRow:]
		}
		lines = append(lines, r)
	}
	th := float64(len(lines))*(size+gap) + gap
	vector.FillRect(dst, 0, float32(h-th), float32(w), float32(th), color.RGBA{0x10, 0x0d, 0x09, 0xe8}, false)
	vector.StrokeLine(dst, 0, float32(h-th), float32(w), float32(h-th), float32(t.unit), color.RGBA{0x8a, 0x72, 0x40, 0xff}, false)
	y := h - th + gap
	for _, line := range lines {
		x := gap
		for _, s := range line {
			t.atlas.Draw(dst, s, x, y, t.scale)
			x += size + gap
		}
		y += size + gap
	}
}
