package tactical

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"periscope/game/engine"
)

// ONS 5's air cover, the British summons and the hunter-killer group's
// edge ([20.1 campaign], spec §12 "Campaign ONS 5"; ambiguity 26).
//
// Readings (authored, with the reasons):
//   - Air depth charges: the Escort player allots the 24 to the four day
//     scenarios (29 April, 2, 3 and 5 May) at the start of the campaign,
//     from a short list of splits (prompt "tac.air.allot"; the bot and a
//     campaign begun past the first scenario take 6 each). The split is
//     carried in the scenario id; unused charges are lost.
//   - In the escort phase, after the escorts' moves, each air DC is placed
//     on a boat the Escort player sees at 0–75 ft (the Sub player's
//     declaration of 25–75 ft is the computer's: the depth of a seen boat
//     is known) and resolved at once, before the boats move: a 300 lb
//     charge set to 50 ft on the Depth Charge Attack Table's 300 lb row
//     (the charge the rule names). The switch air-dc-half reads it as one
//     charge of a DC counter's two [56.2]: half the damage, rounded down
//     (bot campaigns, ONS5=full seeds 11–41: the U-boats won all four,
//     +125 to +200, with it). One aircraft's run a boat a turn:
//     a 30-second turn is shorter than a Liberator's circuit.
//   - Each air DC used adds 1 to the Sub player's scenario points.
//   - The summons is asked at the start of each scenario once three of the
//     seven escorts are out (prompt "tac.hk.summon"): a summons answered
//     there is made after the scenario before, and the group arrives at
//     the start of the second scenario after that one, the next one
//     played.
//   - The group arrives as one unit on an edge rolled on a d6 (ambiguity
//     26: 6 and 3 those edges, 1–2 the Z side (2), 4–5 the A side (5)),
//     abreast, 3 hexes apart, facing into the board, level with the
//     convoy's middle. The switch hk-on-station puts it on stations
//     around the convoy instead (the eleventh round's reading).

// ons5DayScenarios are the day scenarios the air DCs are allotted to.
var ons5DayScenarios = []int{2, 5, 6, 8}

// ONS5AirDCs is the campaign's air depth charges.
const ONS5AirDCs = 24

// ons5Allotments are the splits offered to the Escort player: even, early,
// late, the two last days (when the convoy met the Gruppe Fink), and all on
// 29 April.
var ons5Allotments = [][]int{{6, 6, 6, 6}, {12, 6, 3, 3}, {3, 3, 6, 12}, {0, 4, 8, 12}, {24, 0, 0, 0}}

func allotString(a []int) string {
	s := make([]string, len(a))
	for i, n := range a {
		s[i] = strconv.Itoa(n)
	}
	return strings.Join(s, ",")
}

func parseAllot(v string) ([]int, error) {
	parts := strings.Split(v, ",")
	if len(parts) != len(ons5DayScenarios) {
		return nil, fmt.Errorf("air %q: %d numbers", engineClip(v), len(ons5DayScenarios))
	}
	var out []int
	sum := 0
	for _, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || n > ONS5AirDCs {
			return nil, fmt.Errorf("air %q", engineClip(v))
		}
		out = append(out, n)
		sum += n
	}
	if sum != ONS5AirDCs {
		return nil, fmt.Errorf("air %q: the %d charges", engineClip(v), ONS5AirDCs)
	}
	return out, nil
}

// airFor is this scenario's allotment (the even split while none is chosen).
func (c ONS5) airFor() int {
	k := slices.Index(ons5DayScenarios, c.Scenario)
	if k < 0 {
		return 0
	}
	if c.Air == nil {
		return ons5Allotments[0][k]
	}
	return c.Air[k]
}

// out is how many of the seven escorts are gone.
func (c ONS5) out() int {
	n := 0
	for _, e := range ons5Escorts {
		if slices.Contains(c.Lost, e.ID) {
			n++
		}
	}
	return n
}

// RollGroupEdge rolls the edge a group arrives on (spec §18 ambiguity 26):
// 6 and 3 those edges, 1–2 the Z side (edge 2), 4–5 the A side (edge 5).
func (g *Game) RollGroupEdge(ship string) int {
	r := g.Dice.D6(ship+"'s group edge", "20.1").For(msg("tac.roll.hk-edge", txt("ship", ship)))
	edge := [7]int{0, 2, 2, 3, 5, 5, 6}[r.Raw]
	g.Dice.Record(r.Says(msg("tac.roll.hk-edge.test"), msg("tac.roll.hk-edge.n", num("edge", edge))),
		"6, 3 those edges; 1–2 Z side; 4–5 A side", fmt.Sprintf("edge %d", edge))
	return edge
}

// edgePose is the k-th ship of a group arriving on an edge: abreast, 3
// hexes apart, level with the convoy's middle, facing into the board.
func (g *Game) edgePose(edge, k int) Pose {
	mid := g.convoyStation(0) // ahead of the convoy: its middle column
	back := g.convoyStation(3)
	row := (mid.Row + back.Row) / 2
	off := []int{0, 3, -3, 6, -6, 9, -9, 12, -12}
	var bow Hex
	var f Dir
	for step := 0; ; step++ {
		d := off[k%len(off)] + 3*len(off)*(k/len(off)) + step
		switch edge {
		case 6:
			bow, f = Hex{Col: mid.Col + 2*d, Row: 2}, Dir3
		case 3:
			bow, f = Hex{Col: mid.Col + 2*d, Row: Rows - 1}, Dir6
		case 5:
			bow, f = Hex{Col: 1, Row: row + d}, Dir1
		default:
			bow, f = Hex{Col: Panels*ColumnsPerPanel - 2, Row: row + d}, Dir5
		}
		p := Pose{Bow: bow, Facing: f}
		if p.Bow.OnBoard() && p.Stern().OnBoard() && !g.occupied(p.Bow) && !g.occupied(p.Stern()) || step > 60 {
			return p
		}
	}
}

// ---------------------------------------------------------------- prompts

// stepAllot asks the Escort player to allot the air DCs (scenario 1).
func stepAllot(m *Match, f *engine.Frame) {
	if f.Ans == nil {
		var opts []engine.Option
		for _, a := range ons5Allotments {
			opts = append(opts, engine.Option{Key: "air:" + allotString(a), Rule: "20.1",
				Label:    fmt.Sprintf("29 Apr %d, 2 May %d, 3 May %d, 5 May %d", a[0], a[1], a[2], a[3]),
				LabelMsg: msg("tac.air.allot.opt", num("a", a[0]), num("b", a[1]), num("c", a[2]), num("d", a[3]))})
		}
		m.Ask(f, engine.Prompt{Kind: "tac.air.allot", Seat: SeatEscort, Secret: true, Rule: "20.1",
			Text: "Allot the 24 air depth charges to the day scenarios", Msg: msg("tac.prompt.air-allot"), Options: opts})
		return
	}
	a, err := parseAllot(strings.TrimPrefix(m.Key(f), "air:"))
	if err != nil {
		a = ons5Allotments[0]
	}
	m.S.AirAllot = a
}

// stepSummon asks the British whether to summon the hunter-killer group.
func stepSummon(m *Match, f *engine.Frame) {
	if f.Ans == nil {
		c, _ := ParseONS5(m.Scen.ID)
		m.Ask(f, engine.Prompt{Kind: "tac.hk.summon", Seat: SeatEscort, Rule: "20.1",
			Text: "Three or more escorts are out: summon the hunter-killer group?",
			Msg:  msg("tac.prompt.hk-summon", num("out", c.out()), num("arrives", c.Scenario+1)),
			Options: []engine.Option{
				{Key: "summon", Label: "Summon it", Rule: "20.1", LabelMsg: msg("tac.hk.summon")},
				{Key: "wait", Label: "Not yet", Rule: "20.1", LabelMsg: msg("tac.hk.wait")},
			}})
		return
	}
	m.S.Summoned = m.Key(f) == "summon"
	if m.S.Summoned {
		m.G.Say("20.1", msg("tac.log.hk-summoned"), "the hunter-killer group is summoned")
	}
}

// airTargets are the boats an air DC may be placed on now: seen by the
// Escort player, at 0–75 ft, not attacked from the air this turn.
func (m *Match) airTargets() []*Vessel {
	b := &m.S.Battle
	if b.AirDCs <= 0 || b.Options.Night {
		return nil
	}
	var out []*Vessel
	for i := range b.Vessels {
		v := &b.Vessels[i]
		if v.Sub && v.Side == SubSide && m.SeesBoat(v) && v.Depth <= 75 && !slices.Contains(b.AirTurn, v.ID) {
			out = append(out, v)
		}
	}
	return out
}

// stepAir is the air attacks of the escort phase: one prompt an air DC,
// until the Escort player holds or has no target or charge left.
func stepAir(m *Match, f *engine.Frame) {
	ts := m.airTargets()
	if len(ts) == 0 {
		return
	}
	if f.Ans == nil {
		opts := []engine.Option{{Key: "hold", Label: "No air attack", Rule: "20.1", LabelMsg: msg("tac.air.hold")}}
		for _, v := range ts {
			opts = append(opts, engine.Option{Key: "air:" + v.ID, Ref: "hex:" + v.Bow.String(), Rule: "20.1",
				Label:    fmt.Sprintf("Air DC on %s at %s (%d ft)", v.ID, v.Bow, v.Depth),
				LabelMsg: msg("tac.air.drop", txt("boat", v.ID), txt("hex", v.Bow.String()), num("depth", v.Depth))})
		}
		m.Ask(f, engine.Prompt{Kind: "tac.air", Seat: SeatEscort, Rule: "20.1",
			Text: fmt.Sprintf("Aircraft over the convoy: %d air depth charges left", m.S.Battle.AirDCs),
			Msg:  msg("tac.prompt.air", num("n", m.S.Battle.AirDCs)), Options: opts})
		return
	}
	id, ok := strings.CutPrefix(m.Key(f), "air:")
	if !ok {
		return
	}
	if v := m.G.Vessel(id); v != nil && slices.ContainsFunc(ts, func(t *Vessel) bool { return t == v }) {
		m.G.AirAttack(v)
		m.observe()
		m.Push(engine.Frame{Op: opAir})
	}
}

// AirAttack drops one air depth charge on a boat: a 300 lb charge set to
// 50 ft, resolved at once [20.1 campaign, 16.3].
func (g *Game) AirAttack(v *Vessel) {
	b := g.B
	b.AirDCs--
	b.AirUsed++
	b.AirTurn = append(b.AirTurn, v.ID)
	const setting = 50
	gap := abs(setting - v.Depth)
	if gap > 50 { // deeper than 100 ft: no target for aircraft (airTargets)
		return
	}
	g.Say("20.1", msg("tac.log.air-dc", txt("boat", v.ID), txt("hex", v.Bow.String())), "an aircraft drops a depth charge on %s in %s", v.ID, v.Bow)
	// The damage is secret as every depth charge's [16.3.5]: its roll is
	// the Sub player's.
	// The table's 300 lb row, the charge the rule names; with air-dc-half
	// one charge of a DC counter's two [56.2]: half its damage, rounded
	// down.
	df := g.Data.DCType("300lb").DF[g.SubClass(v).Def][gap/25]
	if g.B.Options.AirDCHalf {
		g.aswHalf = true
		defer func() { g.aswHalf = false }()
	}
	g.rollASWDamage(v, df, fmt.Sprintf("air DC at %d ft", setting), msg("tac.roll.air-dc", num("depth", setting), txt("boat", v.ID)), "16.3.5")
}
