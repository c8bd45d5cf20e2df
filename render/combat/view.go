package combat

import (
	"fmt"
	"math"
	"strings"

	"periscope/game/campaign"
	"periscope/game/engine"
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
		return "Attack"
	case 2:
		return "Re-attack"
	case 3:
		return "Second re-attack"
	}
	return ""
}

// roleName describes a boat's part in a wolfpack [24.1], [24.13].
func roleName(b campaign.CombatBoat) string {
	if b.Out {
		if b.Why != "" {
			return b.Why
		}
		return "out"
	}
	switch b.Role {
	case "lone":
		return "alone"
	case "shadower":
		return "shadower"
	case "round1":
		return "round 1"
	case "reattack":
		return "re-attack"
	case "left-off":
		return "left off"
	}
	return b.Role
}

// kindTitle is the heading of a prompt kind on the panel.
func kindTitle(kind string) string {
	switch kind {
	case "placement", "placement-fallback":
		return "Take position"
	case "shift":
		return "Shift column"
	case "reveal":
		return "Reveal"
	case "tdc":
		return "Place TDC"
	case "allocate":
		return "Split the attack"
	case "repoint":
		return "Re-aim"
	case "lone-attack":
		return "Attack lone contacts"
	case "pack-order":
		return "Next boat"
	case "pack-stay":
		return "Stay with the convoy?"
	case "reattack":
		return "Withdraw or re-attack"
	case "de-withdraw":
		return "Diligent escort"
	case "gun":
		return "Deck gun"
	case "wolfpack":
		return "Wolfpack"
	case "pack-join":
		return "Wolfpack: join"
	case "shadower":
		return "New shadower"
	case "decline-convoy":
		return "Damaged boat"
	case "encounter":
		return "Encounter"
	case "coastal":
		return "Coastal traffic"
	case "substitute":
		return "Sister ship"
	}
	return strings.ReplaceAll(kind, "-", " ")
}

// instruction tells the player how the board answers a prompt kind.
func instruction(kind string) string {
	switch kind {
	case "placement", "placement-fallback":
		return "Click a column (or Tab to it and press Enter). Each column shows the chance of taking a box there."
	case "shift":
		return "Click the column to attack from. Each shows the counterattack risk there."
	case "reveal":
		return "Click a highlighted face-down counter to turn it up."
	case "tdc":
		return "Click a highlighted unit to put a TDC on it."
	case "allocate":
		return "Put points on the targets with + and − (or Tab to a target and press + / −); the odds update as you go. Enter fires."
	case "repoint":
		return "Click the target that takes the points, or let them go."
	case "lone-attack":
		return "Click a target to torpedo it with the full attack value, or choose below."
	case "pack-order":
		return "Click the boat that attacks next."
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
		parts = append(parts, o.Outcome+" "+pct(o.P))
	}
	return strings.Join(parts, " · ")
}

// pct formats a probability: "40%", "2.5%", "<1%".
func pct(p float64) string {
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
