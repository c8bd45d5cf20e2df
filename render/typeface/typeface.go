// Package typeface gives the chart and the counter atlas their type: the Go
// fonts as x/image opentype faces wrapped with text.NewGoXFace (far smaller
// in the wasm than text/v2's GoTextFace and its shaper).
//
// Callers that already hold fonts pass their own Source; the styles match
// render/ui's, so the app's faces plug in as
//
//	typeface.Source(func(s typeface.Style, px float64) text.Face { return fonts.Face(ui.Style(s), px) })
//
// Default parses the same three embedded Go fonts (assets/fonts) itself.
package typeface

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

// Source returns a face of a style at a size in device pixels.
type Source func(style Style, px float64) text.Face

var (
	defaultOnce sync.Once
	defaultSrc  Source
)

// Default returns a Source over the embedded Go fonts, caching one face per
// style and whole-pixel size. It is safe for concurrent use.
func Default() Source {
	defaultOnce.Do(func() {
		fonts := map[Style]*opentype.Font{}
		for s, name := range map[Style]string{Regular: assets.FontRegular, Bold: assets.FontBold, Mono: assets.FontMono} {
			ttf, err := assets.Font(name)
			if err != nil {
				panic(fmt.Sprintf("typeface: %s: %v", name, err)) // the fonts are embedded
			}
			f, err := opentype.Parse(ttf)
			if err != nil {
				panic(fmt.Sprintf("typeface: %s: %v", name, err))
			}
			fonts[s] = f
		}
		defaultSrc = cached(func(s Style) *opentype.Font { return fonts[s] })
	})
	return defaultSrc
}

// FromFonts returns a Source over parsed fonts (for callers that embed their
// own copies); a missing style falls back to regular.
func FromFonts(regular, bold, mono *opentype.Font) Source {
	m := map[Style]*opentype.Font{Regular: regular, Bold: bold, Mono: mono}
	return cached(func(s Style) *opentype.Font {
		if f := m[s]; f != nil {
			return f
		}
		return regular
	})
}

type key struct {
	s  Style
	px int
}

func cached(fontOf func(Style) *opentype.Font) Source {
	var mu sync.Mutex
	faces := map[key]text.Face{}
	return func(s Style, size float64) text.Face {
		px := int(math.Round(size))
		if px < 5 {
			px = 5
		}
		k := key{s, px}
		mu.Lock()
		defer mu.Unlock()
		if f, ok := faces[k]; ok {
			return f
		}
		xf, err := opentype.NewFace(fontOf(s), &opentype.FaceOptions{Size: float64(px), DPI: 72, Hinting: font.HintingVertical})
		if err != nil {
			panic(fmt.Sprintf("typeface: face %d/%d: %v", s, px, err)) // only bad options fail
		}
		f := text.NewGoXFace(xf)
		faces[k] = f
		return f
	}
}
