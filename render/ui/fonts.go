package ui

import (
	"fmt"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"periscope/assets"
)

// Style selects a font of the family.
type Style int

const (
	Regular Style = iota
	Bold
	Mono
)

var styleFiles = map[Style]string{
	Regular: assets.FontRegular,
	Bold:    assets.FontBold,
	Mono:    assets.FontMono,
}

// Fonts makes text faces from the embedded Go fonts and caches one face per
// style and pixel size. Faces are x/image opentype faces wrapped with
// text.NewGoXFace: they cost far less in the wasm than text/v2's GoTextFace,
// which pulls in a full shaper.
type Fonts struct {
	mu    sync.Mutex
	fonts map[Style]*opentype.Font
	faces map[faceKey]text.Face
}

type faceKey struct {
	style Style
	size  int // pixels
}

// NewFonts parses the embedded fonts.
func NewFonts() (*Fonts, error) {
	f := &Fonts{fonts: map[Style]*opentype.Font{}, faces: map[faceKey]text.Face{}}
	for style, name := range styleFiles {
		data, err := assets.Font(name)
		if err != nil {
			return nil, fmt.Errorf("ui: font %s: %w", name, err)
		}
		otf, err := opentype.Parse(data)
		if err != nil {
			return nil, fmt.Errorf("ui: font %s: %w", name, err)
		}
		f.fonts[style] = otf
	}
	return f, nil
}

// Face returns a face of the style at size pixels (rounded to a whole pixel,
// at least 6), creating it on first use.
func (f *Fonts) Face(style Style, size float64) text.Face {
	px := int(math.Round(size))
	if px < 6 {
		px = 6
	}
	key := faceKey{style, px}
	f.mu.Lock()
	defer f.mu.Unlock()
	if face, ok := f.faces[key]; ok {
		return face
	}
	otf, ok := f.fonts[style]
	if !ok {
		otf = f.fonts[Regular]
	}
	xf, err := opentype.NewFace(otf, &opentype.FaceOptions{
		Size:    float64(px),
		DPI:     72, // so that Size is in pixels
		Hinting: font.HintingVertical,
	})
	if err != nil {
		// Only invalid options make NewFace fail; the options above are valid.
		panic(fmt.Sprintf("ui: face %v/%d: %v", style, px, err))
	}
	face := text.NewGoXFace(xf)
	f.faces[key] = face
	return face
}

// CachedFaces returns how many faces have been made (for tests).
func (f *Fonts) CachedFaces() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.faces)
}
