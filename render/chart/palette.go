package chart

import "image/color"

// The palette of a night-lit plotting table: a deep navy sea that lightens
// over the shelves, muted land, pale chart ink, brass for bases and
// selection. Chosen to sit with render/ui's theme (SeaDeep, ChartInk, Paper,
// Brass).
var (
	SeaNorth   = color.RGBA{0x07, 0x14, 0x26, 0xff}
	SeaSouth   = color.RGBA{0x0b, 0x22, 0x3d, 0xff}
	Shelf      = color.RGBA{0x2c, 0x63, 0x8c, 0xff} // drawn faint along the coasts
	Land       = color.RGBA{0x2a, 0x2d, 0x2a, 0xff}
	LandLight  = color.RGBA{0x35, 0x37, 0x31, 0xff}
	CoastInk   = color.RGBA{0x9d, 0xb6, 0xc4, 0xff}
	ChartInk   = color.RGBA{0x7f, 0xa8, 0xcc, 0xff}
	Paper      = color.RGBA{0xec, 0xe6, 0xd3, 0xff}
	Brass      = color.RGBA{0xd9, 0xb2, 0x62, 0xff}
	LinkBlue   = color.RGBA{0x5a, 0x9c, 0xf0, 0xff}
	LineRed    = color.RGBA{0xd8, 0x6a, 0x5a, 0xff}
	Halo       = color.RGBA{0x04, 0x0c, 0x17, 0xff}
	TransitInk = color.RGBA{0xe0, 0xa0, 0x48, 0xff}
	Table      = color.RGBA{0x0c, 0x0b, 0x09, 0xff} // the plotting table beyond the sheet

	// Area Activity Chart box colours [13.21].
	AACWhite  = color.RGBA{0xee, 0xea, 0xdd, 0xff}
	AACGreen  = color.RGBA{0x4e, 0xa0, 0x5c, 0xff}
	AACOrange = color.RGBA{0xe8, 0x8c, 0x2a, 0xff}
	AACBlue   = color.RGBA{0x3c, 0x74, 0xd0, 0xff}
	AACRed    = color.RGBA{0xc8, 0x34, 0x2c, 0xff}
	AACDot    = color.RGBA{0xd4, 0x10, 0x10, 0xff}
)

// fade scales a colour's alpha (premultiplied).
func fade(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// aacColour returns the colour of an AAC box letter and whether it carries
// a red dot (upper case).
func aacColour(b byte) (color.RGBA, bool) {
	dot := b >= 'A' && b <= 'Z'
	if dot {
		b += 'a' - 'A'
	}
	switch b {
	case 'g':
		return AACGreen, dot
	case 'o':
		return AACOrange, dot
	case 'b':
		return AACBlue, dot
	case 'r':
		return AACRed, dot
	}
	return AACWhite, dot
}
