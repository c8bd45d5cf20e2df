package campaign

import (
	"slices"
	"sort"
	"strings"
	"unsafe"

	"periscope/game/data"
)

// Option is an optional rule or an interpretation switch. Where the rules
// are ambiguous the engine plays the recommended reading (the spec's, in
// shared/rules/*.md) and offers the other as a switch; they are all listed
// here, in one place.
type Option struct {
	Name string
	// Rule is the rule the switch is about.
	Rule string
	// Text is the one-line explanation shown on the new-game screen.
	Text string
	// Ambiguity marks an interpretation switch (rather than an optional rule).
	Ambiguity bool
	// Games are the rules systems (data.SteelWolves, data.SilentWar) the
	// switch belongs to; none means every game. The new-game page lists a
	// theatre's switches by its rules.system (OptionsFor), never by an
	// "if theatre".
	Games []string
	// GameRule is the switch's rule number in a game that numbers it
	// otherwise (Silent War's War Mix remix is [3.14], Steel Wolves' [3.15]).
	GameRule map[string]string
}

// atl marks a switch of Steel Wolves alone.
var atl = []string{data.SteelWolves}

// Options lists every switch, in display order.
var Options = append([]Option{
	// Optional rules.
	{Name: "no-remix", Rule: "3.15", Text: "Do not remix the War Mix cups every two months (only at a new war period).", GameRule: map[string]string{data.SilentWar: "3.14"}},
	{Name: "very-early", Rule: "8.15", Text: "Very early deployment: a boat may arrive two months early with an Inexp-2 crew.", Games: atl},
	{Name: "german-doctrine", Rule: "30.81", Text: "Apply the Italian period-3 torpedo doctrine to German boats too.", Games: atl},
	{Name: "choose-order", Rule: "4.0", Text: "Choose the order in which boats act in the Operations segment (default: area by area, boat by boat)."},
	{Name: "fight-it-out", Rule: "14.15", Text: "Offer to fight each convoy attack out on the tactical board (Submarine) instead of the combat tables."},
	{Name: "prewar", Rule: "35.1", Text: "Pre-war construction: Dönitz's Type VIIBs replace the IIC, IID and IXB blocks.", Games: atl},
	{Name: "later-boats", Rule: "35.2", Text: "Later substitutions: Type XI U-cruisers replace U-84–87, U-93–98, U-201–208.", Games: atl},
	{Name: "captured", Rule: "35.3", Text: "Captured boats: the Dutch UD-3–5, French UF-1–3 and British UB join the fleet.", Games: atl},
	{Name: "prototype", Rule: "35.4", Text: "A late-war prototype, the Type XXI U-2511, arrives in April 1943.", Games: atl},
	{Name: "quick-resolution", Rule: "27.0", Text: "Offer quick resolution beside each search: the ships sunk and the counterattack from one table, without the combat display.", Games: []string{data.SilentWar}},
	{Name: "two-player", Rule: "26.0", Text: "Two players at one screen, co-operating: one commands Pearl Harbor, the other the Southwest Pacific (Fremantle and Brisbane), each the boats of their bases.", Games: []string{data.SilentWar}},
	{Name: OptPolitical, Rule: "36.0", Text: "The political war (campaign): influence with OKM, OKW, OKL and the Chancellery and the BdU's prestige; B-Dienst, Enigma and aircraft no longer come from the list, nor torpedo improvements by rolls.", Games: atl},
	{Name: "no-allied-minefields", Rule: "19.1M", Text: "Leave out the Allied defensive minefields, a Periscope addition the printed rules do not have (home waters in 1939–40).", Games: atl},
	// Interpretation switches (the default is the recommended reading).
	{Name: "torpedo-one-roll", Rule: "6.0", Text: "Torpedo improvement: one roll per turn even when several thresholds were passed (default: one roll per threshold).", Ambiguity: true},
	{Name: "coastal-in-encounters", Rule: "15.46", Text: "Allow hunting coastal traffic in transit encounters (default: not allowed).", Ambiguity: true, Games: atl},
	{Name: "smz-any-time", Rule: "20.1", Text: "Special mission zones may be entered at any time, not only while a war event has activated them.", Ambiguity: true},
	{Name: "no-encounter-without-red", Rule: "19.11", Text: "No transit encounter in an area whose row has no red box (default: a natural 0 can still bring one).", Ambiguity: true, Games: atl},
	{Name: "aircraft-own-column", Rule: "14.16B", Text: "Aircraft ASW counts only in their own column (default: in every column, as [14.16B] says).", Ambiguity: true, Games: atl},
	{Name: "double-tons-not-skipper", Rule: "19.2", Text: "The tonnage a combat event doubles does not count toward a skipper's 16,000 t to become a super skipper (default: it counts, as it does for the tracks).", Ambiguity: true, Games: []string{data.SilentWar}},
	{Name: "skipper-returns", Rule: "8.0", Text: "A super skipper stays with his sub through its overhaul and returns with it (default: he is lost, as [8.0C] says).", Ambiguity: true, Games: []string{data.SilentWar}},
	{Name: "advanced-base-exit-free", Rule: "21.11", Text: "Leaving an advanced base costs no movement point ([15.1]; default: 1 point as [21.11] says).", Ambiguity: true, Games: atl},
	{Name: "weather-per-target", Rule: "7.41", Text: "Weather lowers each torpedo attack on a convoy or task force by 1 (990 mb) or 2 (965 mb) (default: the attack points to split, once [14.16A]).", Ambiguity: true, Games: atl},
	{Name: "capitulation-pre-july", Rule: "31.04", Text: "Only VP scored from July 1940 count toward British capitulation (default: all VP count).", Ambiguity: true, Games: atl},
}, append(append(pacificReadings, pacificReadings10...), pacificReadings11...)...) // Silent War's §12 readings: readings_pacific.go

var optionInfo = func() map[string]Option {
	m := map[string]Option{}
	for _, o := range Options {
		m[o.Name] = o
	}
	return m
}()

// Opt reports whether a switch is on. Asking for an unknown switch is a
// programming error.
func (g *Game) Opt(name string) bool {
	// The answers are kept while the switches are the same (issue 16: the
	// name's look-up was 0.8 % of a doctrine campaign); the names asked
	// are the callers' constants, compared at once when the same string.
	if !g.optsOK || !slices.Equal(g.optsSeen, g.S.Options) {
		g.optsSeen = append(g.optsSeen[:0], g.S.Options...)
		g.optMemo = g.optMemo[:0]
		g.optsOK = true
		clear(g.optByAddr[:])
	}
	// A name asked again is mostly the caller's constant, the same bytes:
	// its answer is found by their address in a small table first (issue
	// 16, session 40: the walk of the kept answers was most of Opt).
	p := unsafe.StringData(name)
	h := uintptr(unsafe.Pointer(p))
	slot := &g.optByAddr[(h^h>>6)%uintptr(len(g.optByAddr))]
	if slot.p == p && slot.n == len(name) && p != nil {
		return slot.on
	}
	on, found := false, false
	for _, a := range g.optMemo {
		if a.name == name {
			on, found = a.on, true
			break
		}
	}
	if !found {
		on = g.optSlow(name)
		g.optMemo = append(g.optMemo, optAnswer{name, on})
	}
	*slot = optSlot{p: p, n: len(name), on: on}
	return on
}

// optSlot is one of Opt's answers kept by where its name's bytes are. The
// pointer keeps those bytes alive, so no other name can come to be there
// while the slot holds them.
type optSlot struct {
	p  *byte
	n  int
	on bool
}

// optAnswer is one of Opt's kept answers.
type optAnswer struct {
	name string
	on   bool
}

// optSlow is Opt without the kept answers.
func (g *Game) optSlow(name string) bool {
	if _, ok := optionInfo[name]; !ok {
		panic("campaign: unknown option " + name)
	}
	i := sort.SearchStrings(g.S.Options, name)
	if i < len(g.S.Options) && g.S.Options[i] == name {
		return true
	}
	for _, o := range g.S.Options {
		if strings.HasPrefix(o, name+"=") {
			return true
		}
	}
	return false
}

// The switches the movement code reads for every route of a prompt
// (moveOpt), by number.
const (
	optSMZOneCheck = iota
	optNoEncounterWithoutRed
	optNoAlliedMinefields
	nMoveOpts
)

// moveOptNames are those switches' names, by number.
var moveOptNames = [nMoveOpts]string{"smz-one-check", "no-encounter-without-red", "no-allied-minefields"}

// moveOpt is Opt for the switches the movement code reads for each route
// (issue 16: Opt looks a name up, and a prompt asked it for every route):
// the answers are kept while the game's switches are the same.
func (g *Game) moveOpt(i int) bool {
	c := g.mc()
	if !c.optsOK || !slices.Equal(c.opts, g.S.Options) {
		c.opts = append(c.opts[:0], g.S.Options...)
		for k, name := range moveOptNames {
			c.optOn[k] = g.Opt(name)
		}
		c.optsOK = true
	}
	return c.optOn[i]
}
