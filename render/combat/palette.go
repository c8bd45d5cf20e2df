package combat

import (
	"image/color"
	"strings"

	"periscope/render/ui"
)

// The board's colours: a dark plotting table, the display printed on it in
// slate and brass, outcomes coloured by what they mean.
var (
	tableTop   = color.RGBA{0x06, 0x10, 0x1d, 0xff}
	boardFace  = color.RGBA{0x0d, 0x22, 0x38, 0xff}
	boardEdge  = color.RGBA{0x8a, 0x72, 0x40, 0xff}
	laneA      = color.RGBA{0x10, 0x2a, 0x44, 0xff}
	laneB      = color.RGBA{0x0c, 0x24, 0x3b, 0xff}
	laneLine   = color.RGBA{0x3b, 0x5d, 0x7e, 0xff}
	gridInk    = color.RGBA{0x1b, 0x36, 0x52, 0xff}
	panelFace  = color.RGBA{0x0a, 0x1a, 0x2c, 0xf4}
	panelEdge  = color.RGBA{0x33, 0x52, 0x70, 0xff}
	rowFace    = color.RGBA{0x10, 0x28, 0x42, 0xff}
	rowHover   = color.RGBA{0x18, 0x3d, 0x63, 0xff}
	subBoxInk  = color.RGBA{0x5b, 0x84, 0xa8, 0xff}
	hotRing    = color.RGBA{0xd9, 0xb2, 0x62, 0xff}
	hotFill    = color.RGBA{0xd9, 0xb2, 0x62, 0x30}
	targetRing = color.RGBA{0xe0, 0x5a, 0x3c, 0xff}
	sunkInk    = color.RGBA{0xc8, 0x2c, 0x28, 0xff}
	roleOuter  = color.RGBA{0x4a, 0x5d, 0x70, 0xff}
	roleInner  = color.RGBA{0x3d, 0x6a, 0x8e, 0xff}
	roleCentre = color.RGBA{0x8a, 0x72, 0x40, 0xff}
	okGreen    = color.RGBA{0x5f, 0xa8, 0x6a, 0xff}
	errRed     = color.RGBA{0xe0, 0x6a, 0x5a, 0xff}
)

// outcomeColour colours an outcome by what it means: losses and sinkings
// red, damage orange, being spotted amber, a forced return blue, misses and
// no effect grey, success green.
func outcomeColour(outcome string) color.RGBA {
	o := strings.ToLower(outcome)
	switch {
	case strings.Contains(o, "explode"):
		return color.RGBA{0xff, 0x7a, 0x2a, 0xff}
	case strings.Contains(o, "sunk") || strings.Contains(o, "lost") && !strings.Contains(o, "contact"):
		return color.RGBA{0xc8, 0x2c, 0x28, 0xff}
	case strings.Contains(o, "damag"):
		return color.RGBA{0xe0, 0x8a, 0x2a, 0xff}
	case strings.Contains(o, "spot"):
		return color.RGBA{0xe2, 0xc0, 0x4c, 0xff}
	case strings.Contains(o, "rtb") || strings.Contains(o, "return"):
		return color.RGBA{0x4f, 0x7f, 0xb8, 0xff}
	case strings.HasPrefix(o, "no ") || strings.Contains(o, "no effect") || strings.Contains(o, "miss"):
		return color.RGBA{0x6b, 0x78, 0x86, 0xff}
	case strings.Contains(o, "fail") || strings.Contains(o, "falls back") || strings.Contains(o, "loses") || strings.Contains(o, "unarmed"):
		return color.RGBA{0x55, 0x62, 0x70, 0xff}
	case strings.Contains(o, "hit"):
		return color.RGBA{0xd9, 0xb2, 0x62, 0xff}
	case strings.Contains(o, "armed"):
		return color.RGBA{0xb0, 0x5a, 0x40, 0xff}
	case strings.Contains(o, "aircraft"):
		return color.RGBA{0x8e, 0x9c, 0xc8, 0xff}
	case strings.Contains(o, "escort"):
		return color.RGBA{0x9a, 0x6a, 0xb0, 0xff}
	case strings.Contains(o, "event"):
		return color.RGBA{0xc2, 0x40, 0x60, 0xff}
	case strings.Contains(o, "merchant") || strings.Contains(o, "liner"):
		return color.RGBA{0x7a, 0xa8, 0x6a, 0xff}
	}
	return okGreen
}

func roleColour(role string) color.RGBA {
	switch role {
	case "inner":
		return roleInner
	case "centre":
		return roleCentre
	}
	return roleOuter
}

var _ = ui.Paper
