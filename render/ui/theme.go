package ui

import "image/color"

// The palette of a naval plotting table at night: deep navy sea, faint
// chart ink, ivory paper and brass.
var (
	SeaDeep    = color.RGBA{0x07, 0x14, 0x26, 0xff}
	SeaShallow = color.RGBA{0x10, 0x2c, 0x4a, 0xff}
	ChartInk   = color.RGBA{0x7f, 0xa8, 0xcc, 0xff} // graticule and labels, drawn faint
	Paper      = color.RGBA{0xec, 0xe6, 0xd3, 0xff}
	PaperDim   = color.RGBA{0xa9, 0xb4, 0xbd, 0xff}
	Brass      = color.RGBA{0xd9, 0xb2, 0x62, 0xff}
	BrassDim   = color.RGBA{0x8a, 0x72, 0x40, 0xff}

	ButtonFill         = color.RGBA{0x0e, 0x27, 0x42, 0xe6}
	ButtonFillHover    = color.RGBA{0x18, 0x3d, 0x63, 0xf0}
	ButtonFillPressed  = color.RGBA{0x09, 0x1c, 0x31, 0xf0}
	ButtonFillDisabled = color.RGBA{0x0b, 0x1a, 0x2a, 0xb0}
	ButtonEdge         = color.RGBA{0x5b, 0x84, 0xa8, 0xff}
	ButtonEdgeDisabled = color.RGBA{0x2b, 0x3d, 0x50, 0xff}
	TextDisabled       = color.RGBA{0x5d, 0x6d, 0x7d, 0xff}
	FocusRing          = Brass
)

// Fade returns c with its alpha (and, premultiplied, its colour) scaled by a.
func Fade(c color.Color, a float64) color.RGBA {
	r, g, b, al := c.RGBA()
	return color.RGBA{
		uint8(float64(r>>8) * a), uint8(float64(g>>8) * a),
		uint8(float64(b>>8) * a), uint8(float64(al>>8) * a),
	}
}
