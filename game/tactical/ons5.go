package tactical

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The ONS 5 campaign ([20.1 campaign], spec §12 "Campaign ONS 5"): eight
// linked scenarios of 20 turns, 28 April to 5 May 1943 (ambiguity 12),
// fought by one convoy, its escort group and, once summoned, the
// hunter-killer group, against a pool of 25 VIIC and 26 IXC. Each
// scenario is a record of its own whose scenario id carries the
// campaign's state so far, so a save of any of the eight replays alone
// and the next follows from the last one's end:
//
//	ons5:3;used=14;lost=Isis,Whitehall;hk=2;score=-40
//
// 3 the scenario (1–8); used the U-boats that have played [each plays
// once]; lost the escorts sunk or dead in the water, gone for good; hk the
// scenario in which the British summoned the hunter-killer group (it
// arrives at the start of the second scenario after and then starts
// every one); score the campaign total so far, the Sub player's points
// less the Escort player's.
//
// Readings (authored, with the reasons):
//   - Boats per scenario: the pool is spread evenly over the scenarios
//     left, ⌈left ÷ scenarios left⌉, at most 8; the first four are placed
//     by [20.4], the rest enter by [26]. Every boat then plays once and the
//     last scenario is not fought by none (7,7,7,6,6,6,6,6). Boats alternate
//     IXC and VIIC from the pool's first (26 IXC, 25 VIIC).
//   - The summons, the group's d6 edge and the air depth charges: see
//     ons5air.go (the bot summons as soon as it may and allots the air
//     DCs evenly).
//   - Scenario score: ONS5Points; the campaign total decides, a tie is a
//     draw.

// ONS5Prefix marks an ONS 5 scenario's id.
const ONS5Prefix = "ons5:"

// ONS5Scenarios is the campaign's length.
const ONS5Scenarios = 8

// ons5Night is the schedule's light: 28 Apr night, 29 day, 30 night,
// 1 May night, 2 day, 3 day, 4 night, 5 day.
var ons5Night = [ONS5Scenarios]bool{true, false, true, true, false, false, true, false}

// ons5Escorts are the escort group and ons5HK the hunter-killer group.
var (
	ons5Escorts = []ScenarioShip{{ID: "Niagara", Class: "Town"}, {ID: "Chesterfield", Class: "Town"}, {ID: "Isis", Class: "I"},
		{ID: "Loch Killin", Class: "Loch"}, {ID: "Loch Fada", Class: "Loch"}, {ID: "Whitehall", Class: "W"}, {ID: "Spragge", Class: "Captain"}}
	ons5HK     = []ScenarioShip{{ID: "Keats", Class: "Captain"}, {ID: "Rowley", Class: "Captain"}, {ID: "Javelin", Class: "J"}, {ID: "Vesper", Class: "V2"}}
	ons5Convoy = []string{"C-2", "C-3", "T-2", "EC-2", "C-2", "C-3", "T-2", "EC-2", "T-3",
		"C-2", "C-3", "T-2", "EC-2", "C-2", "C-3", "T-2", "EC-2", "T-3"}
)

// ONS5PoolVIIC and ONS5PoolIXC are the German pool.
const (
	ONS5PoolVIIC = 25
	ONS5PoolIXC  = 26
)

// ONS5 is the campaign's state at the start of a scenario.
type ONS5 struct {
	Scenario int      // 1–8
	Used     int      // U-boats that have played
	Lost     []string // escorts gone for good
	HK       int      // the scenario of the summons (0: not summoned)
	Score    int      // the Sub player's campaign points less the Escort player's
	Air      []int    // the air DCs allotted to the day scenarios 2, 5, 6, 8 (nil: not yet, 6 each)
}

// ONS5Start is the campaign's first scenario.
var ONS5Start = ONS5{Scenario: 1}

// ParseONS5 reads an ONS 5 scenario id.
func ParseONS5(s string) (ONS5, error) {
	rest, ok := strings.CutPrefix(s, ONS5Prefix)
	if !ok || len(s) > 300 {
		return ONS5{}, fmt.Errorf("not an ONS 5 scenario")
	}
	parts := strings.Split(rest, ";")
	var c ONS5
	n, err := strconv.Atoi(parts[0])
	if err != nil || n < 1 || n > ONS5Scenarios {
		return c, fmt.Errorf("ONS 5 scenario %q: 1–8", parts[0])
	}
	c.Scenario = n
	for _, p := range parts[1:] {
		k, v, _ := strings.Cut(p, "=")
		switch k {
		case "used":
			c.Used, err = strconv.Atoi(v)
			if err != nil || c.Used < 0 || c.Used > ONS5PoolVIIC+ONS5PoolIXC {
				return c, fmt.Errorf("used %q", v)
			}
		case "lost":
			for _, e := range strings.Split(v, ",") {
				if !slices.ContainsFunc(append(slices.Clone(ons5Escorts), ons5HK...), func(s ScenarioShip) bool { return s.ID == e }) || slices.Contains(c.Lost, e) {
					return c, fmt.Errorf("lost %q", engineClip(e))
				}
				c.Lost = append(c.Lost, e)
			}
		case "hk":
			c.HK, err = strconv.Atoi(v)
			if err != nil || c.HK < 1 || c.HK >= c.Scenario {
				return c, fmt.Errorf("hk %q", v)
			}
		case "air":
			if c.Air, err = parseAllot(v); err != nil {
				return c, err
			}
		case "score":
			c.Score, err = strconv.Atoi(v)
			if err != nil || c.Score < -100000 || c.Score > 100000 {
				return c, fmt.Errorf("score %q", v)
			}
		default:
			return c, fmt.Errorf("no ONS 5 field %q", engineClip(k))
		}
	}
	return c, nil
}

// String is the canonical id.
func (c ONS5) String() string {
	parts := []string{strconv.Itoa(c.Scenario)}
	if c.Used > 0 {
		parts = append(parts, "used="+strconv.Itoa(c.Used))
	}
	if len(c.Lost) > 0 {
		parts = append(parts, "lost="+strings.Join(c.Lost, ","))
	}
	if c.HK > 0 {
		parts = append(parts, "hk="+strconv.Itoa(c.HK))
	}
	if c.Score != 0 {
		parts = append(parts, "score="+strconv.Itoa(c.Score))
	}
	if c.Air != nil {
		parts = append(parts, "air="+allotString(c.Air))
	}
	return ONS5Prefix + strings.Join(parts, ";")
}

// Boats is how many U-boats this scenario brings: the pool left spread
// over the scenarios left, at most 8.
func (c ONS5) Boats() int {
	left := ONS5PoolVIIC + ONS5PoolIXC - c.Used
	slots := ONS5Scenarios - c.Scenario + 1
	return max(0, min(8, (left+slots-1)/slots))
}

// HKInPlay reports whether the hunter-killer group starts this scenario.
func (c ONS5) HKInPlay() bool { return c.HK > 0 && c.Scenario >= c.HK+2 }

// Scenario builds the scenario: the convoy reset, the escorts not lost,
// the group if it has arrived, this scenario's boats.
func (c ONS5) ScenarioOf(d *Data) (Scenario, error) {
	s := Scenario{ID: c.String(), Name: fmt.Sprintf("ONS 5, scenario %d", c.Scenario), Rule: "20.1", Period: "Sp43", Turns: 20,
		Night:    ons5Night[c.Scenario-1],
		Convoy:   &ScenarioConv{Formation: 2, Speed: 2, Ships: slices.Clone(ons5Convoy)},
		Victory:  Victory{Kind: "margin", VP: 1, Text: "the campaign total over eight scenarios decides [20.1 campaign]"},
		Briefing: "ONS 5, a slow westbound convoy, fought through seven days and eight actions against the largest wolf-pack concentration of the war.",
		History:  "Between 28 April and 6 May 1943 ONS 5 lost 13 ships; the escorts and the support groups sank six U-boats and damaged more. Many historians see it as the turning point of the Atlantic battle."}
	groups := ons5Escorts
	if c.HKInPlay() {
		groups = append(slices.Clone(ons5Escorts), ons5HK...)
	}
	for _, e := range groups {
		if !slices.Contains(c.Lost, e.ID) {
			e.Station = true
			// The group's first scenario: it arrives on a d6 edge
			// (ambiguity 26); after that it starts on stations.
			e.Edge = c.Scenario == c.HK+2 && slices.ContainsFunc(ons5HK, func(h ScenarioShip) bool { return h.ID == e.ID })
			s.Escorts = append(s.Escorts, e)
		}
	}
	s.Air = !s.Night
	s.AirDCs = c.airFor()
	s.AirAllot = c.Scenario == 1 && c.Air == nil
	s.HKSummon = c.HK == 0 && c.Scenario > 1 && c.out() >= 3
	n := c.Boats()
	if n == 0 {
		return Scenario{}, fmt.Errorf("ONS 5: no U-boat left for scenario %d", c.Scenario)
	}
	for i := 0; i < n; i++ {
		k := c.Used + i
		class := "IXC"
		if k%2 == 1 {
			class = "VIIC"
		}
		id := fmt.Sprintf("U-%d (%s)", k+1, class)
		if i < 4 {
			s.Subs = append(s.Subs, ScenarioSub{ID: id, Class: class, Torpedo: "G7e"})
		} else {
			s.Reserves = append(s.Reserves, Reserve{ID: id, Class: class, Torpedo: "G7e"})
		}
	}
	if err := s.check(d); err != nil {
		return Scenario{}, err
	}
	return s, nil
}

// ONS5Points is a finished scenario's campaign points, the Sub player's
// less the Escort player's: CampaignBalance of the VP of the submarines and
// of the escorts that were in play at any time, sunk or not (the seed's
// example: three IX of 37 against two Loch of 7 and two Flower of 5, 111
// against 24, 87 to the Escort player; merchantmen do not count), plus the
// scenario's [20.1] VP. A reserve boat that never entered was not in play.
func (m *Match) ONS5Points() int {
	subInPlay, escortInPlay := 0, 0
	for i := range m.G.B.Vessels {
		v := &m.G.B.Vessels[i]
		switch {
		case v.Sub:
			subInPlay += m.G.VP(v)
		case m.G.Role(v) == Escort:
			escortInPlay += m.G.VP(v)
		}
	}
	side, pts := CampaignBalance(subInPlay, escortInPlay)
	if side == EscortSide {
		pts = -pts
	}
	return pts + m.S.Score.Sub - m.S.Score.Escort + m.S.Battle.AirUsed
}

// ONS5Next is the campaign's state after this scenario (ok false when the
// match is not an ONS 5 scenario or is not over); last is set after the
// eighth, when the total decides.
func (m *Match) ONS5Next() (next ONS5, last, ok bool) {
	c, err := ParseONS5(m.Scen.ID)
	if err != nil || !m.S.Over {
		return ONS5{}, false, false
	}
	next = ONS5{Scenario: c.Scenario + 1, Used: c.Used + c.Boats(), Lost: slices.Clone(c.Lost), HK: c.HK, Score: c.Score + m.ONS5Points(), Air: c.Air}
	if m.S.AirAllot != nil {
		next.Air = slices.Clone(m.S.AirAllot)
	}
	if m.S.Summoned { // asked at this scenario's start: made after the one before
		next.HK = c.Scenario - 1
	}
	for i := range m.G.B.Vessels {
		v := &m.G.B.Vessels[i]
		if !v.Sub && m.G.Role(v) != Merchant && (v.Sunk || v.DIW) && !slices.Contains(next.Lost, v.ID) {
			next.Lost = append(next.Lost, v.ID)
		}
	}
	return next, c.Scenario == ONS5Scenarios, true
}

// ONS5Winner is the campaign's result from its total: the Sub player's
// with a positive total, the Escort player's with a negative, a draw at 0.
func ONS5Winner(total int) Side {
	switch {
	case total > 0:
		return SubSide
	case total < 0:
		return EscortSide
	}
	return ""
}
