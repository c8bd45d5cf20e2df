package bot

import (
	"fmt"
	"strings"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// The political war's doctrine [36] (issue 13). Dönitz's petitions to
// Berlin, in the order he pressed them: the torpedo failures first (the
// 1940 inquiry), then the security of the U-boat cipher (the 4-rotor
// machine of February 1942 and the investigations of 1941–43), then the
// B-Dienst. A request is made only when, with the favour the prestige can
// buy, it is granted at least two times in five; the favour bought is the
// cheapest that reaches that, petitioning from Kerneval where that is
// enough and going to Berlin for the week where it is not (the options
// come in that order). The month's free points go to prestige while
// it is under 6 (it pays for requests), else to the group least inclined
// to help. The careless bot makes no requests.

// requestOrder is the doctrine's priority among the planned requests:
// the torpedoes and the cipher first, then what Dönitz asked Berlin for
// month after month — more boats (the major programme, else the minor),
// quicker turn-rounds in the bases, the Condors of KG 40 under his own
// command (January 1941) and kept, the U-tankers, reconnaissance
// seaplanes; then the seas Hitler kept him out of before December 1941
// (the Grand Banks, the Maritimes, the Caribbean, the American escorts;
// not the whole Western Waters, which brings American air cover), Spain
// in the war (Gibraltar neutralised, the Biscay–Canaries ports), the
// B-Dienst. Not Vichy France (its sub icons and Dakar orders cost more
// than they bring), nor the French fleet seized [36.63G] (the Toulon
// boats are worn coastal and 1500 t boats that must pass Gibraltar, and
// the French ships overseas go into the Allied cups for good: Dönitz
// never asked for them), nor the HSK for a week. Granted anyway, its
// Surcouf prompt takes the swap (the first option: the worst-damaged
// 1500 t boat for a cruiser submarine already in the Atlantic).
var requestOrder = []string{"36.61G", "36.63C", "36.63D", "36.63B", "36.61C", "36.61D", "36.61A", "36.61B",
	"36.62C", "36.62D", "36.61F", "36.62A", "36.62B", "36.63I", "36.63J", "36.63K", "36.63M", "36.63F", "36.63A"}

// requestEnough is the least chance the doctrine petitions for.
const requestEnough = 0.4

// bestFavour is the cheapest favour the prestige can pay that reaches
// requestEnough for a request, with its chance; else the best chance.
func bestFavour(g *campaign.Game, id string, difficulty int) (fv int, p float64) {
	fv, p = -1, -1
	for _, f := range []int{0, 1, 3, 5} {
		if g.S.Political.Prestige < difficulty+f {
			break
		}
		for _, berlin := range []bool{false, true} {
			q, ok := g.PoliticalOdds(id, f, berlin || !g.BerlinChoice())
			if !ok {
				continue
			}
			if q >= requestEnough {
				return f, q
			}
			if q > p {
				fv, p = f, q
			}
		}
	}
	return fv, p
}

func polRequest(c *ctx) engine.Choice {
	if c.careless() || c.g.S.Political == nil {
		return pick(c.p, "none")
	}
	for _, id := range requestOrder {
		i := find(c.p, "req:"+id)
		if i < 0 {
			continue
		}
		if r := c.g.PoliticalRequest(id); r != nil {
			if _, p := bestFavour(c.g, id, r.Difficulty); p >= requestEnough {
				return engine.Pick(i)
			}
		}
	}
	return pick(c.p, "none")
}

func polFavour(c *ctx) engine.Choice {
	// The cheapest option granted often enough, else the likeliest.
	for i, o := range c.p.Options {
		for _, x := range o.OddsOf() {
			if x.Outcome == "granted" && x.P >= requestEnough {
				return engine.Pick(i)
			}
		}
	}
	return best(c.p, func(_ int, o engine.Option) (float64, bool) {
		for _, x := range o.OddsOf() {
			if x.Outcome == "granted" {
				return x.P, true
			}
		}
		return 0, false
	})
}

func polPoints(c *ctx) engine.Choice {
	pol := c.g.S.Political
	if pol == nil {
		return engine.Pick(0)
	}
	k := 0
	if pol.Prestige < 6 {
		k = 2
	}
	low := campaign.PoliticalGroups[0]
	for _, gr := range campaign.PoliticalGroups {
		if pol.Influence[gr] < pol.Influence[low] {
			low = gr
		}
	}
	for ; k >= 0; k-- {
		for _, key := range []string{fmt.Sprintf("p%d:%s", k, low), fmt.Sprintf("p%d", k)} {
			if i := find(c.p, key); i >= 0 {
				return engine.Pick(i)
			}
		}
	}
	for i, o := range c.p.Options {
		if strings.HasPrefix(o.Key, "p") {
			return engine.Pick(i)
		}
	}
	return engine.Pick(0)
}

// polReaction: Dönitz fought every diversion from the tonnage war (Norway,
// the Mediterranean, Gibraltar). The doctrine cancels a BdU order while
// the prestige stays at 3 or more, and asks a group to cancel its order
// when the cheapest choice that is granted two times in five leaves
// prestige for the month's planned request (3 or more); else it obeys.
func polReaction(c *ctx) engine.Choice {
	pol := c.g.S.Political
	if c.careless() || pol == nil {
		return pick(c.p, "carry")
	}
	if i := find(c.p, "cancel"); i >= 0 {
		if pol.Prestige >= 4 {
			return engine.Pick(i)
		}
		return pick(c.p, "carry")
	}
	for i, o := range c.p.Options {
		if !strings.HasPrefix(o.Key, "cancel:") {
			continue
		}
		var fv int
		fmt.Sscanf(strings.TrimPrefix(o.Key, "cancel:"), "f%d", &fv)
		for _, x := range o.OddsOf() {
			if x.Outcome == "granted" && x.P >= requestEnough && pol.Prestige-fv-2 >= 3 {
				return engine.Pick(i)
			}
		}
	}
	return pick(c.p, "carry")
}

// polPlace: the engine lists the doctrine's choice first (the Biscay
// bases for aircraft, the HSK where most boats are at sea, a Type VII in
// port for El Ferrol).
func polPlace(c *ctx) engine.Choice { return engine.Pick(0) }
