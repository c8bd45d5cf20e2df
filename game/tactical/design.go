package tactical

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Design your own [55–63]: a battle made from a few choices rather than
// one of S1–S12. A design is plain text, so that a record names it as its
// scenario ("design:…") and a save replays it like any other:
//
//	design:F42;night;turns=20;convoy=10/fast;escorts=Flower,Flower,V1;boats=VIIC/G7e,VIIC;torpedoes=rolled
//
// Fields (separated by ";", any order, the period first):
//
//	period     W, Sp, S or F and the year, as the Weapon Availability Chart ("F42")
//	night      a night battle [21, 25] (default day)
//	turns=N    1–60 (default 20) [57]
//	convoy=N/fast|slow   N merchantmen (1–18) in the rulebook's formation for N [20.2]; none: no convoy
//	merchants=NATION     the convoy's flag: its merchant classes in service, in turn (default: the
//	                     rulebook's American types) [63]
//	escorts=A,B,…        escort classes, placed on stations outside the convoy box [20.3] (at most 8)
//	boats=C[/T],…        submarine classes (and torpedo type; default the class's first), placed by [20.4] (at most 4)
//	torpedoes=rolled     each boat's load is rolled on the Torpedo Availability Table [62]
//	cargo=rolled         each merchantman's cargo and VP are rolled [60]
//	weather=W            clear, rough, storm or gale [50] (default: none chosen; the
//	                     weather switch then rolls it)
//	sea=S                atlantic, pacific or mediterranean: the weather table's
//	                     column [50] (default: the first boat's nation's sea [63])
//	convoyturns=N        the convoy turns once in N turns at most, 2–10 [58]
//	reload=advanced|basic  tubes reload at the crew's rate, that column [59]
//	dcstock=rolled       each escort's depth charges are rolled [61]
//
// The design's limits are the rules': every class and torpedo in service
// by the period (its "from" in the data, the Weapon Availability Chart
// [55]); 1–4 boats, at most 8 escorts, 1–18 merchantmen, 1–60 turns.
//
// The winner is the side with more victory points [20.1]: the boats must
// out-score the escorts (a margin of 1). Merchant classes follow the
// period: C-2, C-3 and T-2, with EC-2 from winter 1942; under merchants=
// another nation's merchant classes in service, in turn.

// DesignPrefix marks a designed scenario's id.
const DesignPrefix = "design:"

// Design is a designed battle.
type Design struct {
	Period    string
	Night     bool
	Turns     int
	Convoy    int
	Slow      bool
	Merchants string // the convoy's nation ("" = the rulebook's American types)
	Escorts   []string
	Boats     []string // class[/torpedo]
	RollLoads bool
	RollCargo bool    // [60]
	Weather   Weather // "" = not chosen [50]
	Sea       string  // "" = the first boat's nation's [50, 63]
	// ConvoyTurns [58], Reload [59] and DCStock [61]: own.go.
	ConvoyTurns int
	Reload      string
	DCStock     bool
}

// DesignSeas are the seas a design may name: the weather table's columns [50].
var DesignSeas = []string{"atlantic", "pacific", "mediterranean"}

// DesignWeathers are the weathers a design may name [50].
var DesignWeathers = []Weather{Clear, Rough, Storm, Gale}

// ParseDesign reads a design (with or without its prefix).
func ParseDesign(s string) (Design, error) {
	s = strings.TrimPrefix(s, DesignPrefix)
	parts := strings.Split(s, ";")
	d := Design{Turns: 20}
	if len(parts) == 0 || len(s) > 400 {
		return d, fmt.Errorf("a design names its period first")
	}
	if _, err := ParsePeriod(parts[0]); err != nil {
		return d, err
	}
	d.Period = parts[0]
	for _, p := range parts[1:] {
		k, v, _ := strings.Cut(p, "=")
		switch k {
		case "night":
			d.Night = true
		case "turns":
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > 60 {
				return d, fmt.Errorf("turns %q: 1–60", v)
			}
			d.Turns = n
		case "convoy":
			ns, speed, _ := strings.Cut(v, "/")
			n, err := strconv.Atoi(ns)
			if err != nil || n < 1 || n > 18 || speed != "fast" && speed != "slow" {
				return d, fmt.Errorf("convoy %q: 1–18 ships, fast or slow", v)
			}
			d.Convoy, d.Slow = n, speed == "slow"
		case "merchants":
			if v == "" || len(v) > 4 {
				return d, fmt.Errorf("merchants %q: a nation", engineClip(v))
			}
			d.Merchants = v
		case "escorts":
			d.Escorts = strings.Split(v, ",")
		case "boats":
			d.Boats = strings.Split(v, ",")
		case "torpedoes":
			if err := onlyRolled(k, v); err != nil {
				return d, err
			}
			d.RollLoads = true
		case "cargo":
			if err := onlyRolled(k, v); err != nil {
				return d, err
			}
			d.RollCargo = true
		case "weather":
			w := Weather(v)
			if !slices.Contains(DesignWeathers, w) {
				return d, fmt.Errorf("weather %q: clear, rough, storm or gale", v)
			}
			d.Weather = w
		case "sea":
			if _, ok := seaNames[v]; !ok || v == "" {
				return d, fmt.Errorf("sea %q: atlantic, pacific or mediterranean", v)
			}
			d.Sea = v
		case "convoyturns":
			n, err := strconv.Atoi(v)
			if err != nil || n < 2 || n > 10 {
				return d, fmt.Errorf("convoyturns %q: 2–10", v)
			}
			d.ConvoyTurns = n
		case "reload":
			if v != "advanced" && v != "basic" {
				return d, fmt.Errorf("reload=%q: advanced or basic", v)
			}
			d.Reload = v
		case "dcstock":
			if err := onlyRolled(k, v); err != nil {
				return d, err
			}
			d.DCStock = true
		default:
			return d, fmt.Errorf("no design field %q", k)
		}
	}
	if len(d.Boats) < 1 || len(d.Boats) > 4 || len(d.Escorts) > 8 {
		return d, fmt.Errorf("1–4 boats and at most 8 escorts")
	}
	if d.Convoy == 0 && len(d.Escorts) == 0 {
		return d, fmt.Errorf("nothing for the boats to fight")
	}
	return d, nil
}

// String writes the design back in its canonical form.
func (d Design) String() string {
	parts := []string{d.Period}
	if d.Night {
		parts = append(parts, "night")
	}
	parts = append(parts, fmt.Sprintf("turns=%d", d.Turns))
	if d.Convoy > 0 {
		parts = append(parts, fmt.Sprintf("convoy=%d/%s", d.Convoy, map[bool]string{true: "slow", false: "fast"}[d.Slow]))
	}
	if d.Merchants != "" {
		parts = append(parts, "merchants="+d.Merchants)
	}
	if len(d.Escorts) > 0 {
		parts = append(parts, "escorts="+strings.Join(d.Escorts, ","))
	}
	parts = append(parts, "boats="+strings.Join(d.Boats, ","))
	if d.RollLoads {
		parts = append(parts, "torpedoes=rolled")
	}
	if d.RollCargo {
		parts = append(parts, "cargo=rolled")
	}
	if d.Weather != "" {
		parts = append(parts, "weather="+string(d.Weather))
	}
	if d.Sea != "" {
		parts = append(parts, "sea="+d.Sea)
	}
	if d.ConvoyTurns > 0 {
		parts = append(parts, fmt.Sprintf("convoyturns=%d", d.ConvoyTurns))
	}
	if d.Reload != "" {
		parts = append(parts, "reload="+d.Reload)
	}
	if d.DCStock {
		parts = append(parts, "dcstock=rolled")
	}
	return DesignPrefix + strings.Join(parts, ";")
}

// Scenario builds the designed battle as a scenario, checked against the data.
func (d Design) Scenario(data *Data) (Scenario, error) {
	p, err := ParsePeriod(d.Period)
	if err != nil {
		return Scenario{}, err
	}
	s := Scenario{ID: d.String(), Name: "Your own battle", Rule: "55", Period: d.Period, Turns: d.Turns, Night: d.Night,
		RollTorpedoes: d.RollLoads, RollCargo: d.RollCargo, Weather: d.Weather, Sea: d.Sea, DCStock: d.DCStock, Reload: d.Reload, ConvoyTurnEvery: d.ConvoyTurns, Victory: Victory{Kind: "margin", VP: 1, Text: "the side with more victory points wins [20.1]"},
		Briefing: "A battle of your own design [55–63].", History: "—"}
	if d.Convoy > 0 {
		f, err := FormationFor(d.Convoy)
		if err != nil {
			return Scenario{}, err
		}
		mix := []string{"C-2", "C-3", "T-2"}
		if p >= mustPeriodOf("W42") {
			mix = []string{"C-2", "EC-2", "C-3", "T-2"}
		}
		if d.Merchants != "" {
			if mix = MerchantsOf(data, d.Merchants, p); len(mix) == 0 {
				return Scenario{}, fmt.Errorf("no %s merchantmen in service in %s", engineClip(d.Merchants), p)
			}
		}
		c := &ScenarioConv{Formation: f, Speed: 2}
		if d.Slow {
			c.Speed = 1
		}
		for i := 0; i < d.Convoy; i++ {
			c.Ships = append(c.Ships, mix[i%len(mix)])
		}
		s.Convoy = c
	}
	seen := map[string]int{}
	name := func(class string) string {
		seen[class]++
		return fmt.Sprintf("%s %d", class, seen[class])
	}
	for _, e := range d.Escorts {
		if data.Ships[e] == nil || data.Ships[e].Role == Merchant {
			return Scenario{}, fmt.Errorf("no escort class %q", engineClip(e))
		}
		if err := inService(e, data.Ships[e].From, p); err != nil {
			return Scenario{}, err
		}
		s.Escorts = append(s.Escorts, ScenarioShip{ID: name(e), Class: e, Station: true})
	}
	for i, b := range d.Boats {
		class, torp, _ := strings.Cut(b, "/")
		c := data.Subs[class]
		if c == nil {
			return Scenario{}, fmt.Errorf("no submarine class %q", engineClip(class))
		}
		if torp == "" && len(c.Torpedoes) > 0 {
			torp = c.Torpedoes[0]
		}
		if err := inService(class, c.From, p); err != nil {
			return Scenario{}, err
		}
		if t := data.Torpedoes[torp]; t != nil {
			if err := inService(torp, t.From, p); err != nil {
				return Scenario{}, err
			}
		}
		s.Subs = append(s.Subs, ScenarioSub{ID: fmt.Sprintf("%s-%d", class, i+1), Class: class, Torpedo: torp, Compass: 1 + i%6})
	}
	if err := s.check(data); err != nil {
		return Scenario{}, err
	}
	return s, nil
}

// inService refuses a class or torpedo the period does not have yet [55]:
// its first period in the data (the Weapon Availability Chart's season).
func inService(id, from string, p Period) error {
	f, err := ParsePeriod(from)
	if err == nil && p < f {
		return fmt.Errorf("%s is not in service before %s", engineClip(id), f)
	}
	return nil
}

func engineClip(s string) string {
	if len(s) > 30 {
		return s[:30] + "…"
	}
	return s
}

// DesignChoices lists what the builder offers: the escort and submarine
// classes in the data, sorted.
func DesignChoices(data *Data) (escorts, boats []string) {
	for id, c := range data.Ships {
		if c.Role != Merchant {
			escorts = append(escorts, id)
		}
	}
	for id := range data.Subs {
		boats = append(boats, id)
	}
	sort.Strings(escorts)
	sort.Strings(boats)
	return escorts, boats
}

// MerchantsOf lists a nation's merchant classes in service in period p
// [55, 63], sorted: a designed convoy under merchants= takes them in turn.
func MerchantsOf(data *Data, nation string, p Period) []string {
	var out []string
	for id, c := range data.Ships {
		if c.Role == Merchant && c.Nation == nation && inService(id, c.From, p) == nil {
			out = append(out, id)
		}
	}
	sort.Strings(out)
	return out
}

// MerchantNations lists the nations with merchant classes in service in
// period p, sorted: the flags a designed convoy may fly.
func MerchantNations(data *Data, p Period) []string {
	var out []string
	for _, c := range data.Ships {
		if c.Role == Merchant && inService(c.ID, c.From, p) == nil && !slices.Contains(out, c.Nation) {
			out = append(out, c.Nation)
		}
	}
	sort.Strings(out)
	return out
}

// DesignChoicesAt lists what the builder offers in a period: the escort
// and submarine classes in service by then [55].
func DesignChoicesAt(data *Data, p Period) (escorts, boats []string) {
	es, bs := DesignChoices(data)
	for _, e := range es {
		if inService(e, data.Ships[e].From, p) == nil {
			escorts = append(escorts, e)
		}
	}
	for _, b := range bs {
		if inService(b, data.Subs[b].From, p) == nil {
			boats = append(boats, b)
		}
	}
	return escorts, boats
}

// rollLoads applies [62] to every boat: the torpedoes available, taken off
// the reloads first, then the stern tubes, then the bow tubes.
func (g *Game) rollLoads() {
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if !v.Sub || v.Gone() {
			continue
		}
		c := g.SubClass(v)
		total := c.BowTubes + c.SternTubes + c.BowReloads + c.SternReloads
		carried := total - v.NotCarried
		n := g.TorpedoesAvailable(v.ID, carried)
		for drop := carried - n; drop > 0; drop-- {
			switch {
			case v.SternReload > 0:
				v.SternReload--
			case v.BowReloads > 0:
				v.BowReloads--
			default:
				for k := len(v.Tubes) - 1; k >= 0; k-- {
					if v.Tubes[k].Loaded {
						v.Tubes[k].Loaded = false
						break
					}
				}
			}
			v.NotCarried++
		}
	}
}

// rollCargoes applies [60] to every merchantman: its cargo, and with it
// its VP, double damage (explosives, aviation fuel) or triple the hits to
// sink (timber).
func (g *Game) rollCargoes() {
	for i := range g.B.Vessels {
		v := &g.B.Vessels[i]
		if v.Sub || g.Role(v) != Merchant {
			continue
		}
		c := g.RollCargo(v.ID, v.Class)
		v.Cargo = &c
	}
}

// onlyRolled checks a design field whose one value is "rolled": the rule's
// random roll at set-up ([62] torpedo loads, [60] cargo, [61] depth-charge
// stock) is the only choice the builder offers for it.
func onlyRolled(k, v string) error {
	if v != "rolled" {
		return fmt.Errorf("%s=%q: only \"rolled\"", k, v)
	}
	return nil
}
