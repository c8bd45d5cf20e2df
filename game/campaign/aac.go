package campaign

import (
	"unicode"

	"periscope/game/data"
)

// Row returns the Area Activity Chart row an OpArea uses this turn [2.13],
// with the special rules' row overrides [30.3] and event overrides applied.
// For an SMZ it returns the row of its first linked OpArea (callers that
// know the entry area should pass that instead).
func (g *Game) Row(areaID string) data.AACRow {
	a := g.area(areaID)
	if a == nil {
		return data.AACRow{Boxes: "wwwwwwwwww"}
	}
	if a.Kind == data.KindSMZ && len(a.Links) > 0 {
		a = g.area(a.Links[0])
	}
	if len(a.AAC) == 0 {
		return data.AACRow{Boxes: "wwwwwwwwww"}
	}
	p := g.rowPeriod(a)
	row := a.AAC[p-1]
	for _, o := range g.S.Overrides {
		if o.Area != a.ID || !g.overrideLive(o) {
			continue
		}
		switch o.Op {
		case "air":
			switch o.Text {
			case "none":
				row.Air = ""
			case "row":
				row.Air = a.AAC[p-1].Air // its own row's cover again (Operation Puma [36.63F])
			default:
				row.Air = o.Text
			}
		}
	}
	return row
}

// rowPeriod is the war period whose AAC row an area uses [30.3].
func (g *Game) rowPeriod(a *data.Area) int {
	p := g.S.Period
	for _, o := range g.S.Overrides {
		if o.Area == a.ID && o.Op == "aac-row" && g.overrideLive(o) {
			p = o.Value
		}
	}
	switch {
	case a.InRegion("arctic"):
		// Period-2 row until Barbarossa, then the period-3 row [30.3].
		if g.S.Flags["barbarossa"] {
			p = max(p, 3)
		} else {
			p = min(p, 2)
		}
	case a.InRegion("central-atlantic"):
		// In period 5 the period-4 row until Torch [30.3].
		if p == 5 && !g.S.Flags["torch"] {
			p = 4
		}
	case a.InRegion("baltic"):
		// Period 1 row only in Sep 1939; period 2 row until Barbarossa [30.3].
		if !(p == 1 && g.S.Month == 1939*12+8) && !g.S.Flags["barbarossa"] {
			p = 2
		}
	}
	return max(1, min(p, len(a.AAC)))
}

func (g *Game) overrideLive(o Override) bool { return o.Until == 0 || g.S.Turn <= o.Until }

// BoxColour is the colour letter of box i (0–9), lower case.
func BoxColour(row data.AACRow, i int) byte { return boxColour(row.Boxes[i]) }

// boxColour lower-cases a box letter (ASCII at once; anything else as
// unicode.ToLower does).
func boxColour(b byte) byte {
	if b < 0x80 {
		if 'A' <= b && b <= 'Z' {
			return b + ('a' - 'A')
		}
		return b
	}
	return byte(unicode.ToLower(rune(b)))
}

// RedDot reports whether box i carries a red dot.
func RedDot(row data.AACRow, i int) bool { return redDot(row.Boxes[i]) }

func redDot(b byte) bool {
	if b < 0x80 {
		return 'A' <= b && b <= 'Z'
	}
	return unicode.IsUpper(rune(b))
}

// HighRisk reports whether box i is red or has a red dot [2.13].
func HighRisk(row data.AACRow, i int) bool { return highRisk(row.Boxes[i]) }

func highRisk(b byte) bool { return boxColour(b) == data.Red || redDot(b) }

// RedCount is the number of red and red-dot boxes in a row: the counterattack
// add-on [14.2A] and the transit governing-area measure [19.1].
func RedCount(row data.AACRow) int {
	n := 0
	for i := 0; i < len(row.Boxes); i++ {
		if highRisk(row.Boxes[i]) {
			n++
		}
	}
	return n
}

// FirstRed is the index of the first red or red-dot box (the transit-event
// threshold [19.1]), or -1 if there is none.
func FirstRed(row data.AACRow) int {
	for i := 0; i < len(row.Boxes); i++ {
		if highRisk(row.Boxes[i]) {
			return i
		}
	}
	return -1
}

// HasColour reports whether a row has any box of the colour.
func HasColour(row data.AACRow, c byte) bool {
	for i := 0; i < len(row.Boxes); i++ {
		if boxColour(row.Boxes[i]) == c {
			return true
		}
	}
	return false
}

// ShiftColour raises an activity colour one step for an SMZ [20.4]:
// green → orange → blue → red; white and red stay.
func ShiftColour(c byte) byte {
	switch c {
	case data.Green:
		return data.Orange
	case data.Orange:
		return data.Blue
	case data.Blue:
		return data.Red
	}
	return c
}
