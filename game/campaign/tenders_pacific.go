package campaign

import (
	"fmt"

	"periscope/game/data"
)

// tenderDraw draws an event's tender from those available by a logged
// roll [SW 21.21]: each of the n tenders, in the data's order, takes
// ⌊10/n⌋ faces of a d10 (with more than ten, of the d100 read from two
// d10), and a face beyond them is rolled again, so every tender has the
// same chance and every die shows in the log.
func (g *Game) tenderDraw(free []*data.Tender) int {
	n := len(free)
	faces := 10
	if n > 10 {
		faces = 100
	}
	per := faces / n
	for {
		r := g.Roll("tender draw", "21.21", "")
		v := r.Raw
		if faces == 100 {
			r.Say(rollMsg(msgM("pac.tender.roll.tens"), nil, nil)).Record("tens", fmt.Sprint(v))
			r = g.Roll("tender draw", "21.21", "")
			v = v*10 + r.Raw
		}
		target := fmt.Sprintf("%d faces each for %d tenders", per, n)
		tm := msgM("pac.tender.roll.t", aInt("per", per), aInt("n", n))
		if v >= per*n {
			r.Say(rollMsg(msgM("pac.tender.roll"), tm, msgM("pac.tender.roll.again"))).Record(target, "roll again")
			continue
		}
		i := v / per
		r.Say(rollMsg(msgM("pac.tender.roll"), tm, msgM("pac.tender.roll.r", aText("t", free[i].Name)))).Record(target, free[i].Name)
		return i
	}
}
