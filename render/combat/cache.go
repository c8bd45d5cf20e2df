package combat

import (
	"fmt"
	"hash/fnv"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/render/glyph"

	"periscope/render/ui"
)

// layerCache keeps a part of the screen (the panel, the tray) drawn in an
// image of its own and redraws it only when what it shows changes: most
// frames are a single copy instead of hundreds of glyphs.
type layerCache struct {
	img  *ebiten.Image
	key  uint64
	Hits int // frames served from the cache (for tests)
}

// cached draws r from the cache, redrawing it with draw (which draws in
// screen coordinates) when key changed.
func (s *Scene) cached(dst *ebiten.Image, c *layerCache, r ui.Rect, key uint64, draw func(*ebiten.Image)) {
	w, h := int(math.Ceil(s.m.Width)), int(math.Ceil(s.m.Height))
	if c.img == nil || c.img.Bounds().Dx() != w || c.img.Bounds().Dy() != h {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img = glyph.NewLayer(w, h)
		c.key = 0
	}
	rect := image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
	sub := c.img.SubImage(rect).(*ebiten.Image)
	if key != c.key || key == 0 {
		sub.Clear()
		draw(sub)
		c.key = key
	} else {
		c.Hits++
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(rect.Min.X), float64(rect.Min.Y))
	dst.DrawImage(sub, op)
}

// hasher sums up what a layer shows.
type hasher struct{ h uint64 }

func newHasher() *hasher { return &hasher{h: 14695981039346656037} }

func (h *hasher) mix(v uint64) {
	h.h ^= v
	h.h *= 1099511628211
}

func (h *hasher) int(v int)       { h.mix(uint64(v)) }
func (h *hasher) float(v float64) { h.mix(math.Float64bits(v)) }
func (h *hasher) bool(b bool)     { h.int(map[bool]int{false: 0, true: 1}[b]) }
func (h *hasher) rect(r ui.Rect)  { h.float(r.X); h.float(r.Y); h.float(r.W); h.float(r.H) }
func (h *hasher) sum() uint64     { return h.h | 1 }
func (h *hasher) colour(c any) {
	if cc, ok := c.(color.Color); ok {
		r, g, b, a := cc.RGBA()
		h.mix(uint64(r)<<48 | uint64(g)<<32 | uint64(b)<<16 | uint64(a))
	}
}

func (h *hasher) str(s string) {
	f := fnv.New64a()
	f.Write([]byte(s))
	h.mix(f.Sum64())
}

// panelHash is what the panel's picture depends on: everything
// layoutPanel put on it, the rows' states and the boats shown.
func (s *Scene) panelHash() uint64 {
	h := newHasher()
	L := &s.lay
	h.rect(L.panel)
	h.float(s.m.Unit())
	for _, it := range L.items {
		h.str(it.s)
		h.float(it.x)
		h.float(it.y)
		h.float(it.size)
		h.int(int(it.style))
		h.colour(it.clr)
	}
	for _, b := range L.boxes {
		h.rect(b.r)
		h.rect(b.bar)
		h.int(b.kind)
		for _, o := range b.odds {
			h.str(o.Outcome)
			h.float(o.P)
		}
	}
	for _, hh := range s.hots {
		if hh.board {
			continue
		}
		h.str(hh.id)
		h.str(hh.line)
		h.rect(hh.rect)
		h.bool(hh.enabled)
		h.bool(hh.id == s.hover)
		h.bool(hh.id == s.focus)
		h.bool(hh.id == s.pressed)
	}
	for _, p := range L.pack {
		h.str(p.id)
		h.rect(p.r)
		if s.view != nil {
			if b := s.view.Boat(p.id); b != nil {
				h.bool(b.Out)
			}
		}
		if s.prompt != nil {
			h.str(s.prompt.Sub)
		}
	}
	return h.sum()
}

// StillKey implements render.Still: while nothing moves (no die tumbling,
// no log left to reveal) the App redraws the board only when what it shows
// changes, so an idle board costs nothing.
func (s *Scene) StillKey() string {
	if !s.dice.idle() || len(s.sinking) > 0 {
		return ""
	}
	if rv, ok := s.sess.(Revealer); ok && !rv.Ready() {
		return ""
	}
	h := newHasher()
	h.int(int(s.panelHash()))
	h.int(int(s.trayHash()))
	h.str(s.staticKey)
	h.str(s.focus)
	h.str(s.hover)
	h.str(s.pressed)
	if s.tutor != nil {
		h.str(s.tutor.StillKey())
	}
	for _, p := range s.points {
		h.int(p)
	}
	if v := s.view; v != nil {
		h.int(v.Round)
		h.int(v.Dispersal)
		for _, c := range v.Columns {
			h.int(len(c.Units))
			for _, u := range c.Units {
				h.str(u.ID)
				h.bool(u.Up)
				h.bool(u.Damaged)
				h.bool(u.Sunk)
				h.bool(u.Left)
				h.bool(u.TDCUp)
				h.bool(u.Unplaced)
				h.int(u.TDC)
				h.int(u.Points)
			}
			for _, sub := range c.Subs {
				h.str(sub)
			}
		}
	}
	g := s.sess.Game()
	for _, b := range s.viewBoats() {
		if sub := g.Sub(b); sub != nil {
			h.int(sub.Damage)
			h.bool(sub.Spotted)
			h.str(sub.Side)
		}
	}
	return fmt.Sprintf("%x", h.sum())
}

func (s *Scene) viewBoats() []string {
	var out []string
	if s.view != nil {
		for _, b := range s.view.Boats {
			out = append(out, b.ID)
		}
	}
	return out
}
