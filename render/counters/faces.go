package counters

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"periscope/render/glyph"
	"periscope/render/typeface"
)

// nationStyle is the look of a submarine nation's counters: a light face
// for the transit side and a dark one for the patrol side, so a flipped
// counter reads at a glance.
type nationStyle struct {
	transit, transitInk, patrol, patrolInk color.RGBA
}

var subNations = map[string]nationStyle{
	// German field grey.
	"DE": {rgb(0x9c, 0xa3, 0x98), rgb(0x16, 0x1a, 0x17), rgb(0x3b, 0x42, 0x3d), rgb(0xee, 0xef, 0xe6)},
	// Regia Marina: a green-olive.
	"IT": {rgb(0xa8, 0xb0, 0x82), rgb(0x18, 0x1c, 0x10), rgb(0x45, 0x52, 0x33), rgb(0xf1, 0xf0, 0xe0)},
	// US Navy (the Pacific game): a blue-grey.
	"US": {rgb(0x9d, 0xae, 0xbf), rgb(0x12, 0x1a, 0x24), rgb(0x2e, 0x40, 0x55), rgb(0xec, 0xf0, 0xf4)},
	// Japan (opposing submarines in the Pacific game would use Allied faces).
	"JP": {rgb(0xc4, 0xb5, 0x96), rgb(0x1e, 0x18, 0x0e), rgb(0x55, 0x4a, 0x36), rgb(0xf4, 0xee, 0xe0)},
}

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xff} }

// Allied nationality colours for the band along the top of a counter.
var nationBands = map[string]color.RGBA{
	"UK":    rgb(0x1f, 0x3f, 0x7a), // Royal Navy blue
	"CA":    rgb(0xa3, 0x24, 0x2b), // Canadian red
	"US":    rgb(0x4d, 0x5e, 0x2c), // olive
	"FR":    rgb(0x3f, 0x7c, 0xc0), // French light blue
	"NL":    rgb(0xd0, 0x6c, 0x16), // Dutch orange
	"NO":    rgb(0x7a, 0x2e, 0x3a), // Norway
	"PL":    rgb(0xb8, 0x3a, 0x4a),
	"GR":    rgb(0x2e, 0x7e, 0xa8),
	"SU":    rgb(0x8e, 0x1c, 0x1c), // Soviet
	"FF":    rgb(0x27, 0x4f, 0x8f), // Free French: French blue, darker
	"BR":    rgb(0x2f, 0x7d, 0x3e), // Brazil
	"BE":    rgb(0x8a, 0x6d, 0x1c),
	"DK":    rgb(0xa8, 0x3a, 0x3a),
	"SE":    rgb(0x2b, 0x6d, 0xa8),
	"FI":    rgb(0x4a, 0x6f, 0x9c),
	"PA":    rgb(0x55, 0x61, 0x70), // Panama (flag of convenience)
	"YU":    rgb(0x3e, 0x5c, 0x8a),
	"JP":    rgb(0x9a, 0x2a, 0x22),
	"other": rgb(0x5a, 0x5f, 0x66),
}

var (
	alliedFace = rgb(0xea, 0xe2, 0xca) // buff card
	alliedInk  = rgb(0x17, 0x17, 0x17)
	diligent   = rgb(0xc2, 0x20, 0x25)
	backFace   = rgb(0x27, 0x30, 0x3a)
)

// uboat draws either side of a submarine counter.
func (c *canvas) uboat(u UBoat) {
	st, ok := subNations[u.Nation]
	if !ok {
		st = subNations["DE"]
	}
	if u.Side == Transit {
		face, ink := st.transit, st.transitInk
		c.body(face)
		// The boat's id across the top, its type under it on the left.
		c.text(u.ID, typeface.Bold, 0.22, 0.5, 0.155, text.AlignCenter, 0.86, ink)
		c.text(u.Type, typeface.Regular, 0.14, 0.07, 0.34, text.AlignStart, 0.34, fade(ink, 0.85))
		// Surfaced boat.
		c.silhouette(glyph.Submarine, 0.5, 0.66, 0.84, 0.30, ink)
		// Speed, range, readiness along the bottom: range in the middle,
		// readiness in a box.
		light := mix(face, color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.35)
		c.text(itoa(u.Speed), typeface.Bold, 0.24, 0.14, 0.83, text.AlignCenter, 0, ink)
		c.text(itoa(u.Range), typeface.Bold, 0.24, 0.5, 0.83, text.AlignCenter, 0, ink)
		c.box(0.845, 0.83, 0.105, light, ink, itoa(u.Readiness), 0.2)
		return
	}
	face, ink := st.patrol, st.patrolInk
	c.body(face)
	c.text(u.ID, typeface.Bold, 0.22, 0.5, 0.155, text.AlignCenter, 0.86, ink)
	// At periscope depth, between the endurance (a circle) and the
	// crash-dive number (a triangle).
	c.silhouette(glyph.Tower, 0.5, 0.64, 0.44, 0.34, fade(ink, 0.92))
	c.circle(0.14, 0.47, 0.11, mix(face, color.RGBA{0, 0, 0, 0xff}, 0.3), ink, itoa(u.Endurance), 0.19)
	c.triangle(0.855, 0.48, 0.29, mix(face, ink, 0.88), mix(face, color.RGBA{0, 0, 0, 0xff}, 0.4), itoa(u.CrashDive))
	// Attack–defence–tactics along the bottom.
	c.text(itoa(u.Attack)+"-"+itoa(u.Defense)+"-"+itoa(u.Tactics), typeface.Bold, 0.27, 0.5, 0.835, text.AlignCenter, 0.9, ink)
}

// shortName drops the navy prefix of a named ship for the counter band
// ("HMS Royal Oak" → "Royal Oak"); the full name is in the tooltip.
func shortName(s string) string {
	for _, p := range []string{"HMS ", "HMCS ", "HMAS ", "USS ", "HNLMS ", "HNoMS ", "ORP ", "FS ", "RMS ", "SS ", "MV "} {
		if strings.HasPrefix(s, p) {
			return s[len(p):]
		}
	}
	return s
}

// allied draws the face of an opposing counter.
func (c *canvas) allied(a Allied) {
	band, ok := nationBands[a.Nation]
	if !ok {
		band = nationBands["other"]
	}
	c.body(alliedFace)
	c.band(0, 0.25, band)
	switch a.Type {
	case "EVENT":
		c.text("EVENT", typeface.Bold, 0.17, 0.5, 0.125, text.AlignCenter, 0.86, white)
		c.glyphIn(glyph.Burst.Shape(), 0.24, 0.3, 0.52, 0.52, diligent, false)
		c.text("!", typeface.Bold, 0.3, 0.5, 0.56, text.AlignCenter, 0, white)
		return
	case "LINER":
		c.text("LINER", typeface.Bold, 0.17, 0.5, 0.125, text.AlignCenter, 0.86, white)
		c.silhouette(glyph.Liner, 0.5, 0.66, 0.84, 0.34, alliedInk)
		c.text("draw", typeface.Regular, 0.16, 0.5, 0.83, text.AlignCenter, 0.86, alliedInk)
		return
	}
	if a.Named {
		c.text(shortName(a.Name), typeface.Bold, 0.16, 0.5, 0.125, text.AlignCenter, 0.9, white)
	} else {
		c.text(a.Type, typeface.Bold, 0.17, 0.07, 0.125, text.AlignStart, 0.5, white)
		c.text(a.Nation, typeface.Regular, 0.13, 0.93, 0.125, text.AlignEnd, 0.4, fade(white, 0.8))
	}
	ink := alliedInk
	if a.Diligent {
		ink = diligent
	}
	sil := glyph.ForType(a.Type)
	if sil == glyph.Aircraft {
		c.silhouette(sil, 0.5, 0.68, 0.5, 0.4, ink)
	} else {
		c.silhouette(sil, 0.5, 0.665, 0.86, 0.34, ink)
	}
	if a.Fast {
		c.text("+", typeface.Bold, 0.24, 0.9, 0.36, text.AlignCenter, 0, alliedInk)
	}
	if a.Carrier {
		c.glyphIn(glyph.Aircraft.Shape(), 0.05, 0.29, 0.15, 0.13, alliedInk, false)
	}
	// Defence and ASW in the bottom corners, tonnage between them.
	c.text(itoa(a.Defense), typeface.Bold, 0.23, 0.13, 0.84, text.AlignCenter, 0, alliedInk)
	if a.Tons > 0 {
		c.text(itoa(a.Tons), typeface.Bold, 0.27, 0.5, 0.84, text.AlignCenter, 0, alliedInk)
	}
	switch {
	case a.Type == "SS" && a.Attack > 0:
		c.circle(0.86, 0.84, 0.1, rgb(0xc2, 0x20, 0x25), white, itoa(a.Attack), 0.17)
	case a.ASW2 > 0:
		c.text(half(a.ASW2), typeface.Bold, 0.23, 0.87, 0.84, text.AlignCenter, 0, alliedInk)
	}
}

// back draws a face-down Allied counter: only its flag [2.3B].
func (c *canvas) back(b Back) {
	c.body(backFace)
	cloth := rgb(0xf0, 0xed, 0xe2)
	if b.Flag == "red" {
		cloth = rgb(0xc8, 0x2c, 0x28)
	}
	sh := glyph.Flag.Shape()
	c.glyphIn(glyph.Shape{sh[0]}, 0.2, 0.18, 0.64, 0.64, rgb(0xb9, 0xb1, 0x9c), false)
	c.glyphIn(glyph.Shape{sh[1]}, 0.2, 0.18, 0.64, 0.64, cloth, false)
}

// marker draws a game marker.
func (c *canvas) marker(m Marker) {
	var face, ink color.RGBA
	caption := ""
	big := ""
	var icon glyph.Shape
	iconInk := color.RGBA{}
	switch m.Kind {
	case Damaged:
		face, ink, caption = rgb(0xa8, 0x3a, 0x26), white, "DAMAGED"
		icon, iconInk = glyph.Burst.Shape(), rgb(0xf2, 0xb0, 0x3a)
	case Spotted:
		face, ink, caption = rgb(0xe2, 0xb6, 0x3c), rgb(0x1f, 0x1a, 0x0e), "SPOTTED"
	case RTB:
		face, ink, caption, big = rgb(0x3d, 0x67, 0x8c), white, "RETURN", "RTB"
	case Ace:
		face, ink, caption, big = rgb(0xd0, 0xa6, 0x3e), rgb(0x22, 0x1a, 0x08), "ACE", signed(m.Value)
		icon, iconInk = glyph.Star.Shape(), rgb(0xf3, 0xd9, 0x8c)
	case TDC:
		face, ink, caption, big = rgb(0x2f, 0x34, 0x39), rgb(0xe8, 0xea, 0xe6), "TDC", signed(m.Value)
	case Inexp:
		face, ink, caption = rgb(0xcf, 0xc8, 0xb6), rgb(0x2a, 0x25, 0x1a), "INEXP"
		if m.Value != 0 {
			big = itoa(m.Value)
		}
	case Mines:
		face, ink, caption = rgb(0x34, 0x3e, 0x47), rgb(0xe8, 0xea, 0xe6), "MINES"
		icon, iconInk = glyph.Mine.Shape(), rgb(0x12, 0x16, 0x1a)
	case Weather:
		face, ink, caption, big = rgb(0x5a, 0x6e, 0x86), white, itoa(m.Value), "L"
	case BDienst:
		face, ink, caption = rgb(0x5c, 0x42, 0x7a), white, "B-DIENST"
		if m.Value != 0 {
			big = itoa(m.Value)
		}
	case Recon:
		face, ink, caption = rgb(0x6a, 0x76, 0x7c), white, m.Label
		if caption == "" {
			caption = "RECON"
		}
		icon, iconInk = glyph.Aircraft.Shape(), rgb(0x1b, 0x20, 0x23)
	}
	c.body(face)
	switch {
	case m.Kind == Spotted:
		c.eye(0.5, 0.4, ink)
	case m.Kind == Weather:
		for i, r := range []float64{0.3, 0.22, 0.14} {
			c.ring(0.5, 0.41, r, fade(white, 0.35+0.15*float64(i)))
		}
		c.text(big, typeface.Bold, 0.28, 0.5, 0.41, text.AlignCenter, 0, ink)
	case m.Kind == Recon:
		c.glyphIn(icon, 0.2, 0.07, 0.6, 0.56, iconInk, false)
		if m.Value > 0 {
			c.circle(0.85, 0.17, 0.1, face, ink, itoa(m.Value), 0.16)
		}
	case icon != nil:
		c.glyphIn(icon, 0.2, 0.1, 0.6, 0.6, iconInk, false)
		if big != "" {
			c.text(big, typeface.Bold, 0.26, 0.5, 0.41, text.AlignCenter, 0, ink)
		}
	case m.Kind == Mines:
	default:
		if big != "" {
			c.text(big, typeface.Bold, 0.36, 0.5, 0.42, text.AlignCenter, 0.86, ink)
		}
	}
	if m.Kind == Mines && m.Value > 0 {
		c.text(itoa(m.Value), typeface.Bold, 0.22, 0.5, 0.4, text.AlignCenter, 0, ink)
	}
	// Whole or not at all: on a marker too small for its word (a sub
	// box's Spotted marker at 1024×640 read "SPOTTE") the picture says it.
	if captionFits(caption, c.faces, c.s) {
		c.text(caption, typeface.Bold, 0.16, 0.5, 0.84, text.AlignCenter, 0.86, ink)
	}
}

// captionFits reports whether a marker's caption fits within the marker's
// side (in pixels) at the smallest size the caption shrinks to (it aims at
// 0.86 of the side; the B-Dienst marker on the map at 1024×640 takes all
// of it, whole).
func captionFits(caption string, faces typeface.Source, side float64) bool {
	px := math.Min(math.Round(0.16*side), 5)
	w, _ := text.Measure(caption, faces(typeface.Bold, px), 0)
	return w <= side
}

// eye draws the Spotted marker's eye.
func (c *canvas) eye(cx, cy float64, ink color.RGBA) {
	lens := []glyph.P{}
	for i := 0; i <= 16; i++ {
		t := float32(i) / 16
		lens = append(lens, glyph.P{X: t, Y: 0.5 - 0.5*float32(4*t*(1-t))})
	}
	for i := 15; i > 0; i-- {
		t := float32(i) / 16
		lens = append(lens, glyph.P{X: t, Y: 0.5 + 0.5*float32(4*t*(1-t))})
	}
	c.glyphIn(glyph.Shape{lens}, cx-0.32, cy-0.17, 0.64, 0.34, ink, false)
	c.glyphIn(glyph.Shape{glyph.Ellipse(0.5, 0.5, 0.5, 0.5, 20)}, cx-0.12, cy-0.12, 0.24, 0.24, rgb(0xe2, 0xb6, 0x3c), false)
	c.glyphIn(glyph.Shape{glyph.Ellipse(0.5, 0.5, 0.5, 0.5, 16)}, cx-0.06, cy-0.06, 0.12, 0.12, ink, false)
}
