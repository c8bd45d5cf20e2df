package glyph

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// NewLayer returns a w×h image for a layer: a part of the screen drawn
// offscreen and copied each frame (a panel, a board's table, the chart).
//
// A layer is its own texture, off Ebitengine's automatic atlas. On the
// atlas, an image drawn to is moved to another page whenever a page it
// shares is a source in the same frame, and a page is freed only when
// the last image on it goes: big layers redrawn and re-sized as the game
// goes on left pages half used and made them grow, until WebGL in the
// browser ran out of device memory in a patrol (GL_OUT_OF_MEMORY, then
// CONTEXT_LOST_WEBGL). Off the atlas, Deallocate gives the memory back at
// once. Small, long-lived images (sprites, glyphs, counters) stay on the
// atlas, where they batch.
func NewLayer(w, h int) *ebiten.Image {
	LayersMade++
	return ebiten.NewImageWithOptions(image.Rect(0, 0, max(w, 1), max(h, 1)), &ebiten.NewImageOptions{Unmanaged: true})
}

// LayersMade counts the layers made (tests: a scene that makes one a
// frame leaks).
var LayersMade int
