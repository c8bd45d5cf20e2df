package ui

import "github.com/hajimehoshi/ebiten/v2"

// Sprites keeps small pre-drawn images under comparable keys. Anti-aliased
// vector shapes cost about one pass over their whole destination image, so
// controls draw their shapes once into a sprite the size of the control and
// copy it to the screen each frame.
type Sprites struct {
	m map[any]*ebiten.Image
}

// Get returns the sprite for key, drawing a w×h one with draw on first use.
func (s *Sprites) Get(key any, w, h int, draw func(img *ebiten.Image)) *ebiten.Image {
	if img, ok := s.m[key]; ok {
		return img
	}
	if s.m == nil {
		s.m = map[any]*ebiten.Image{}
	}
	img := ebiten.NewImage(max(w, 1), max(h, 1))
	draw(img)
	s.m[key] = img
	return img
}

// Clear frees every sprite.
func (s *Sprites) Clear() {
	for k, img := range s.m {
		img.Deallocate()
		delete(s.m, k)
	}
}

// Len returns the number of sprites held.
func (s *Sprites) Len() int { return len(s.m) }
