package tactical

import (
	"fmt"
	"slices"

	"periscope/game/engine"
)

// S3SubMoves is the Killer Group automated sub's move table [20.7]: row =
// d6 − 1, column = the number marker drawn (0–6). It is printed in the
// rulebook's text (spec §12), so it is code, not authored data.
var S3SubMoves = [6][7]string{
	{"1", "1L", "1R", "L1", "R1", "2", "1L1"},
	{"1R1", "2L", "2R", "L2", "R2", "1L2", "1R2"},
	{"2L1", "2R1", "3", "1L1R", "1R1L", "L1R1", "R1L1"},
	{"1R2L", "1L2R", "L2R1", "R2L1", "L1R2", "L2R", "R2L"},
	{"1L1L", "1R1R", "R1R1", "L1L1", "L1L", "R1R", "L1R"},
	{"R1L", "1L1", "2", "R1", "L1", "1R", "1L"},
}

// S1ConvoyMoves is the unplotted convoy of S1/S2 [20.7]: d6 1 = L2, 2 = R2,
// 3–4 = 2, 5 = 2L, 6 = 2R (index d6 − 1).
var S1ConvoyMoves = [6]string{"L2", "R2", "2", "2", "2L", "2R"}

// S1ConvoyPlot rolls the unplotted S1/S2 convoy's move for the turn [20.7].
func (g *Game) S1ConvoyPlot() Plot {
	r := g.Dice.D6("convoy move", "20.7").For(msg("tac.roll.convoy-move"))
	p := S1ConvoyMoves[r.Raw-1]
	g.Dice.Record(r.Says(msg("tac.roll.plain", txt("s", "1 L2, 2 R2, 3–4 2, 5 2L, 6 2R")), msg("tac.roll.plain", txt("s", p))), "1 L2, 2 R2, 3–4 2, 5 2L, 6 2R", p)
	return MustPlot(p)
}

// DrawMarker draws a number marker 0–6 with replacement (spec §18
// ambiguity 11; the printed mix is MISSING, so every number is equally
// likely): two d6 read as 0–35, 35 rerolled, the reading mod 7.
func (g *Game) DrawMarker(purpose string, pm *engine.Msg, rule string) int {
	for {
		r := g.Dice.D66(purpose, rule).For(pm)
		v := (r.Faces[0]-1)*6 + r.Faces[1] - 1
		if v == 35 {
			g.Dice.Record(r.Says(msg("tac.roll.plain", txt("s", "0–34")), msg("tac.roll.again")), "0–34", "drawn again")
			continue
		}
		g.Dice.Record(r.Says(msg("tac.roll.marker-test"), msg("tac.roll.marker", num("n", v%7))), "0–34 mod 7", fmt.Sprintf("marker %d", v%7))
		return v % 7
	}
}

// drawKept draws one of the S3 markers not yet out, without replacement
// (the s3-markers-kept switch, ambiguity 11's other reading); once all
// seven are out they go back in the cup. Two d6 read as 0–35, rerolled at
// or above the largest multiple of the markers left, the reading modulo
// their number picks one.
func (g *Game) drawKept() int {
	if len(g.B.MarkersOut) >= 7 {
		g.B.MarkersOut = nil
	}
	var left []int
	for n := 0; n <= 6; n++ {
		if !slices.Contains(g.B.MarkersOut, n) {
			left = append(left, n)
		}
	}
	k := len(left)
	top := 36 - 36%k
	test := fmt.Sprintf("0–%d mod %d", top-1, k)
	for {
		r := g.Dice.D66("S3 marker", "20.7").For(msg("tac.roll.s3-marker"))
		v := (r.Faces[0]-1)*6 + r.Faces[1] - 1
		if v >= top {
			g.Dice.Record(r.Says(msg("tac.roll.plain", txt("s", test)), msg("tac.roll.again")), test, "drawn again")
			continue
		}
		m := left[v%k]
		g.B.MarkersOut = append(g.B.MarkersOut, m)
		g.Dice.Record(r.Says(msg("tac.roll.plain", txt("s", test)), msg("tac.roll.marker", num("n", m))), test, fmt.Sprintf("marker %d", m))
		return m
	}
}

// S3SubPlot is the S3–S5 automated boat's move [20.7]: just before the
// submarine moves, draw a number marker and roll d6 on the table. EP are
// ignored.
func (g *Game) S3SubPlot() Plot {
	var m int
	if g.B.Options.S3MarkersKept {
		m = g.drawKept()
	} else {
		m = g.DrawMarker("S3 marker", msg("tac.roll.s3-marker"), "20.7")
	}
	r := g.Dice.D6("S3 sub move", "20.7").For(msg("tac.roll.s3-move"))
	p := S3SubMoves[r.Raw-1][m]
	g.Dice.Record(r.Says(msg("tac.roll.marker", num("n", m)), msg("tac.roll.plain", txt("s", p))), fmt.Sprintf("marker %d", m), p)
	return MustPlot(p)
}

// automatedFire is the s3-sub-fires switch, ambiguity 11's other reading
// (the recommended one: the S3–S5 boat never fires, [20.7] gives it only
// moves): in the torpedo phase [11] each automated boat fires the spread
// the submarine commander would fire from where it lies (spread, at most
// three tubes) at its target, when a track meets it and the launch is
// legal (0–100 ft [11.5]).
func (g *Game) automatedFire() error {
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if !v.Sub || !v.Automated || v.Gone() {
			continue
		}
		t := g.targetOf(v)
		if t == nil {
			continue
		}
		ls := g.spread(v, t)
		if len(ls) == 0 || g.CheckLaunches(v, ls, v.Depth) != nil {
			continue
		}
		if err := g.LaunchTorpedoes(v, ls); err != nil {
			return err
		}
	}
	return nil
}

// MerchantFires are the S1/S2 merchantmen's fire orders [20.7]: each armed
// merchantman fires at the closest surfaced boat in range and line of
// sight (ties: the first in the order of play).
func (g *Game) MerchantFires(diving map[string]bool) []Fire {
	var out []Fire
	for i := range g.B.Vessels {
		m := &g.B.Vessels[i]
		if m.Gone() || m.Sub || g.Role(m) != Merchant || m.Guns == nil {
			continue
		}
		best, bestRange := "", 1<<30
		for j := range g.B.Vessels {
			b := &g.B.Vessels[j]
			if !b.Sub || b.Gone() {
				continue
			}
			f := Fire{Firer: m.ID, Target: b.ID}
			if _, _, rng, err := g.GunFactor(f, diving, nil); err == nil && rng < bestRange {
				best, bestRange = b.ID, rng
			}
		}
		if best != "" {
			out = append(out, Fire{Firer: m.ID, Target: best})
		}
	}
	return out
}
