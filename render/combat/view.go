package combat

import (
	"fmt"
	"math"
	"strings"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/i18n"
)

// copyCombat copies a combat display deeply enough that the engine's later
// changes do not show through: the board keeps showing the last position
// of a combat after the clean-up has emptied it [14.8].
func copyCombat(c *campaign.Combat) *campaign.Combat {
	if c == nil {
		return nil
	}
	cp := *c
	cp.Columns = make([]campaign.BoardColumn, len(c.Columns))
	for i, col := range c.Columns {
		col.Units = append([]campaign.BoardUnit(nil), col.Units...)
		col.Subs = append([]string(nil), col.Subs...)
		cp.Columns[i] = col
	}
	cp.Boats = append([]campaign.CombatBoat(nil), c.Boats...)
	return &cp
}

// boardOf is the display a contact kind is fought on [2.4].
func boardOf(kind string) string {
	switch kind {
	case "c1", "c2", "single":
		return kind
	}
	return "tf"
}

// roundName names a round [14.4], [14.41].
func roundName(r int) string {
	switch r {
	case 1:
		return i18n.T("combat.round.1")
	case 2:
		return i18n.T("combat.round.2")
	case 3:
		return i18n.T("combat.round.3")
	}
	return ""
}

// roleName describes a boat's part in a wolfpack [24.1], [24.13].
func roleName(b campaign.CombatBoat) string {
	if b.Out {
		if b.Why != "" {
			return i18n.ModReason(b.Why)
		}
		return i18n.T("combat.role.out")
	}
	switch b.Role {
	case "lone":
		return i18n.T("combat.role.lone")
	case "shadower":
		return i18n.T("combat.role.shadower")
	case "round1":
		return i18n.T("combat.role.round1")
	case "reattack":
		return i18n.T("combat.role.reattack")
	case "left-off":
		return i18n.T("combat.role.left-off")
	}
	return b.Role
}

// kindTitle is the heading of a prompt kind on the panel.
func kindTitle(kind string) string {
	switch kind {
	case "placement", "placement-fallback":
		return i18n.T("combat.kind.placement")
	case "shift":
		return i18n.T("combat.kind.shift")
	case "reveal":
		return i18n.T("combat.kind.reveal")
	case "tdc":
		return i18n.T("combat.kind.tdc")
	case "allocate":
		return i18n.T("combat.kind.allocate")
	case "repoint":
		return i18n.T("combat.kind.repoint")
	case "lone-attack":
		return i18n.T("combat.kind.lone-attack")
	case "pack-order":
		return i18n.T("combat.kind.pack-order")
	case "pack-stay":
		return i18n.T("combat.kind.pack-stay")
	case "reattack":
		return i18n.T("combat.kind.reattack")
	case "de-withdraw":
		return i18n.T("combat.kind.de-withdraw")
	case "gun":
		return i18n.T("combat.kind.gun")
	case "wolfpack":
		return i18n.T("combat.kind.wolfpack")
	case "pack-join":
		return i18n.T("combat.kind.pack-join")
	case "shadower":
		return i18n.T("combat.kind.shadower")
	case "decline-convoy":
		return i18n.T("combat.kind.decline-convoy")
	case "encounter":
		return i18n.T("combat.kind.encounter")
	case "coastal":
		return i18n.T("combat.kind.coastal")
	case "substitute":
		return i18n.T("combat.kind.substitute")
	}
	return strings.ReplaceAll(kind, "-", " ")
}

// instruction tells the player how the board answers a prompt kind.
func instruction(kind string) string {
	switch kind {
	case "placement", "placement-fallback":
		return i18n.T("combat.how.placement")
	case "shift":
		return i18n.T("combat.how.shift")
	case "reveal":
		return i18n.T("combat.how.reveal")
	case "tdc":
		return i18n.T("combat.how.tdc")
	case "allocate":
		return i18n.T("combat.how.allocate")
	case "repoint":
		return i18n.T("combat.how.repoint")
	case "lone-attack":
		return i18n.T("combat.how.lone-attack")
	case "pack-order":
		return i18n.T("combat.how.pack-order")
	}
	return ""
}

// optRef is what an option points at on the board: a column, a unit or a
// boat ("" when it has no place there). A face-down counter's option names
// its place, resolved here against the board (cb may be nil: no board).
func optRef(cb *campaign.Combat, o engine.Option) (col int, unit, sub string) {
	col = -1
	switch {
	case strings.HasPrefix(o.Key, "col:"):
		fmt.Sscanf(o.Key, "col:%d", &col)
	case strings.HasPrefix(o.Key, "unit:"), strings.HasPrefix(o.Key, "fire:"):
		if cb != nil {
			unit = cb.UnitOfKey(o.Key)
		}
	case strings.HasPrefix(o.Key, "sub:"):
		sub = strings.TrimPrefix(o.Key, "sub:")
	}
	return
}

// oddsText renders odds as "placed here 40% · falls back 60%".
func oddsText(odds []engine.Odd) string {
	var parts []string
	for _, o := range odds {
		if o.P <= 0 {
			continue
		}
		parts = append(parts, i18n.Outcome(o.Outcome)+" "+pct(o.P))
	}
	return strings.Join(parts, " · ")
}

// pct formats a probability: "40%", "2.5%", "<1%"; in Italian "40 %",
// "2,5 %", "<1 %".
func pct(p float64) string {
	s := pctEnglish(p)
	if i18n.Current() == i18n.IT {
		s = strings.Replace(strings.Replace(s, ".", ",", 1), "%", "\u00a0%", 1)
	}
	return s
}

func pctEnglish(p float64) string {
	switch {
	case p >= 0.9995:
		return "100%"
	case p < 0.005 && p > 0:
		return "<1%"
	case math.Abs(p*100-math.Round(p*100)) > 0.05 && p < 0.1:
		return fmt.Sprintf("%.1f%%", p*100)
	}
	return fmt.Sprintf("%.0f%%", p*100)
}

// oddOf is the probability of the outcomes whose name contains any of
// words.
func oddOf(odds []engine.Odd, words ...string) float64 {
	t := 0.0
	for _, o := range odds {
		for _, w := range words {
			if strings.Contains(o.Outcome, w) {
				t += o.P
				break
			}
		}
	}
	return t
}
