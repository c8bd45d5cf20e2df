package hud

import (
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/render/glyph"
	"periscope/render/ui"
)

// The glossary (issue 14, "glossary tooltips on every game term"): the
// game's own words — RTB, AAC, TDC, Spotted, damaged, a counter's transit
// and patrol sides — each with a one-line definition in the player's
// language. Wherever one appears in something the player points at (an
// option of the prompt panel, a target's tip on the map, a counter or
// target on the combat board, the boat card), a small box beside it
// defines it. The box is drawn over the scene and moves nothing.

// GlossaryTerms are the terms defined, in the order the box lists them.
// Each has the messages "gloss.<id>.word" (its spellings in a language,
// separated by "|") and "gloss.<id>" (the definition).
var GlossaryTerms = []string{"rtb", "spotted", "damaged", "tdc", "aac", "transit", "patrol"}

// outcomeTerm maps an odds outcome to its term.
var outcomeTerm = map[string]string{"RTB": "rtb", "spotted": "spotted", "damaged": "damaged"}

// GlossaryIn returns the terms that appear in the texts (as whole words,
// in any case) or as outcomes of the odds, in glossary order.
func GlossaryIn(odds []engine.Odd, texts ...string) []string {
	return GlossaryAmong(GlossaryTerms, odds, texts...)
}

// GlossaryAmong is GlossaryIn over a game's own terms (a game whose words
// mean something else, the naval game's "patrol", names its own).
func GlossaryAmong(terms []string, odds []engine.Odd, texts ...string) []string {
	found := map[string]bool{}
	for _, o := range odds {
		if t, ok := outcomeTerm[o.Outcome]; ok && o.P > 0 && slices.Contains(terms, t) {
			found[t] = true
		}
	}
	all := strings.ToLower(strings.Join(texts, " \n "))
	for _, id := range terms {
		if found[id] {
			continue
		}
		for _, w := range strings.Split(i18n.T("gloss."+id+".word"), "|") {
			if w = strings.ToLower(strings.TrimSpace(w)); w != "" && hasWord(all, w) {
				found[id] = true
				break
			}
		}
	}
	var out []string
	for _, id := range terms {
		if found[id] {
			out = append(out, id)
		}
	}
	return out
}

// hasWord reports whether w occurs in s with no letter either side.
func hasWord(s, w string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], w)
		if k < 0 {
			return false
		}
		a, b := i+k, i+k+len(w)
		before, _ := utf8.DecodeLastRuneInString(s[:a])
		after, _ := utf8.DecodeRuneInString(s[b:])
		if (a == 0 || !unicode.IsLetter(before)) && (b == len(s) || !unicode.IsLetter(after)) {
			return true
		}
		i = a + 1
	}
}

// Glossary is a laid-out glossary box.
type Glossary struct {
	Rect  ui.Rect
	lines []glossLine
}

type glossLine struct {
	s    string
	bold bool
}

// LayoutGlossary lays the definitions of ids out in a box beside anchor:
// to its left when there is room in bounds, else to its right, else
// below; at the anchor's top, kept inside bounds.
func LayoutGlossary(fonts *ui.Fonts, m ui.Metrics, ids []string, anchor, bounds ui.Rect) Glossary {
	var g Glossary
	if len(ids) == 0 {
		return g
	}
	w := math.Min(m.Pt(300), bounds.W-m.Pt(16))
	pad := m.Pt(8)
	face := fonts.Face(ui.Regular, m.Pt(11))
	for _, id := range ids {
		word, _, _ := strings.Cut(i18n.T("gloss."+id+".word"), "|")
		g.lines = append(g.lines, glossLine{word, true})
		for _, l := range Wrap(i18n.T("gloss."+id), face, w-2*pad) {
			g.lines = append(g.lines, glossLine{l, false})
		}
	}
	h := float64(len(g.lines))*m.Pt(14) + 2*pad
	x := anchor.X - w - m.Pt(6)
	if x < bounds.X {
		x = anchor.X + anchor.W + m.Pt(6)
	}
	y := anchor.Y
	if x+w > bounds.X+bounds.W {
		x = math.Max(bounds.X, math.Min(anchor.X, bounds.X+bounds.W-w))
		y = anchor.Y + anchor.H + m.Pt(4)
	}
	y = math.Max(bounds.Y, math.Min(y, bounds.Y+bounds.H-h))
	g.Rect = ui.Rect{X: x, Y: y, W: w, H: h}.Snap()
	return g
}

// Draw draws the box.
func (g Glossary) Draw(dst *ebiten.Image, fonts *ui.Fonts, m ui.Metrics) {
	if len(g.lines) == 0 {
		return
	}
	p := &glyph.Painter{Dst: dst}
	RoundBox(p, g.Rect, m.Pt(4), ui.Fade(BarFill, 0.97), ui.BrassDim, m.Pt(1))
	p.Flush()
	pad := m.Pt(8)
	reg, bold := fonts.Face(ui.Regular, m.Pt(11)), fonts.Face(ui.Bold, m.Pt(11))
	for k, l := range g.lines {
		face, ink := reg, ui.PaperDim
		if l.bold {
			face, ink = bold, ui.Paper
		}
		ui.DrawText(dst, l.s, face, g.Rect.X+pad, g.Rect.Y+pad+m.Pt(7)+float64(k)*m.Pt(14), ui.Left, ink)
	}
}

// GlossaryLines returns the box's text, for tests.
func (g Glossary) GlossaryLines() []string {
	out := make([]string, len(g.lines))
	for i, l := range g.lines {
		out[i] = l.s
	}
	return out
}
