package hud

import (
	"strings"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
)

// Advice with its reasons (issue 14, item 4: "advice with reasons", and
// "Advice that explains itself"): beside Bot's advice, the panel says in a
// line why the advised option is worth taking, from what the player can
// check on the screen — where it sends the boat (how much of the area's
// search chart holds shipping this period, how many boats are there
// already), how safe it is against the safest way offered that carries
// any risk, and for a choice whose odds are not about the boat's safety,
// its odds.

// Reasons are the reasons line for each option of p, read from the game g
// (nil entries: no reason beyond the plain advice).
func Reasons(g *campaign.Game, p *engine.Prompt) []string {
	if g == nil || p == nil {
		return nil
	}
	out := make([]string, len(p.Options))
	safeOf := func(o engine.Option) (float64, bool) {
		for _, x := range o.Odds {
			if x.Outcome == "safe" {
				return x.P, true
			}
		}
		return 0, false
	}
	best, bestSafe, ways := -1, 0.0, 0
	for i, o := range p.Options {
		// A way without risk (staying in the Baltic) is no yardstick.
		if sp, ok := safeOf(o); ok && sp < 0.995 {
			ways++
			if best < 0 || sp > bestSafe {
				best, bestSafe = i, sp
			}
		}
	}
	for i, o := range p.Options {
		var parts []string
		if r := raidReason(g, o.Key); r != "" {
			parts = append(parts, r)
		}
		if dest := destination(o.Key); dest != "" && g.T.Area(dest) != nil {
			parts = append(parts, areaReason(g, dest, p.Sub))
		}
		sp, ok := safeOf(o)
		switch {
		case ok && sp >= 0.995:
		case ok && ways > 1 && sp >= bestSafe-1e-9:
			parts = append(parts, i18n.T("advice.safest", engine.Int("n", ways)))
		case ok && ways > 1:
			parts = append(parts, i18n.T("advice.safer", engine.Text("safe", Pct(bestSafe))))
		case !ok && len(o.Odds) > 0:
			parts = append(parts, OddsText(o.Odds))
		}
		if len(parts) > 0 {
			out[i] = i18n.T("advice.why", engine.Text("why", strings.Join(parts, "; ")))
		}
	}
	return out
}

// destination is the area a move option's key ends at
// ("path:germany>north-sea>scapa-flow|raid" → "scapa-flow"), or "".
func destination(key string) string {
	if !strings.HasPrefix(key, "path:") {
		return ""
	}
	k := strings.TrimPrefix(key, "path:")
	if i := strings.IndexByte(k, '|'); i >= 0 {
		k = k[:i]
	}
	if i := strings.LastIndexByte(k, '>'); i >= 0 {
		k = k[i+1:]
	}
	return k
}

// areaReason says what an area offers: its shipping this period and the
// boats already there.
func areaReason(g *campaign.Game, area, self string) string {
	name := i18n.AreaName(g.T, area)
	boats := 0
	for _, s := range g.S.Subs {
		if s.ID != self && s.Area == area && s.Status != campaign.StBase && s.Status != "" {
			boats++
		}
	}
	a := g.T.Area(area)
	if a.Kind != "oparea" || len(a.AAC) == 0 {
		return i18n.T("advice.area-plain", engine.Text("area", name), engine.Int("boats", boats))
	}
	row := g.Row(area)
	ships := 0
	for i := 0; i < len(row.Boxes); i++ {
		if campaign.BoxColour(row, i) != data.White {
			ships++
		}
	}
	return i18n.T("advice.area", engine.Text("area", name), engine.Int("ships", ships), engine.Int("boats", boats))
}
