package tactical

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"periscope/game/dice"
	"periscope/game/engine"
)

// pacificCombat is a Japanese convoy on a Silent War combat board: marus,
// a tanker, a converted liner as transport, a wartime standard ship, a
// kaibokan, a subchaser, an old destroyer, a cruiser the fight has no
// place for and an aircraft; a Gato attacking with the campaign's torpedo
// value.
func pacificCombat(p string, value, round int) CampaignCombat {
	units := []CampaignUnit{
		{ID: "m-jp-1t#1", Counter: "m-jp-1t", Type: "M", Nation: "JP", Tons: 1, Column: "outer", Merchant: true},
		{ID: "m-jp-5t#2", Counter: "m-jp-5t", Type: "M", Nation: "JP", Tons: 5, Column: "inner", Merchant: true},
		{ID: "ao-jp-10t#1", Counter: "ao-jp-10t", Type: "AO", Nation: "JP", Tons: 10, Column: "centre", Merchant: true},
		{ID: "ap-jp-12t#1", Counter: "ap-jp-12t", Type: "AP", Nation: "JP", Tons: 12, Column: "centre", Merchant: true},
		{ID: "m-jp-2tm#1", Counter: "m-jp-2tm", Type: "M", Nation: "JP", Tons: 3, Column: "outer", Merchant: true},
		{ID: "de-jp#1", Counter: "de-jp", Type: "DE", Nation: "JP", ASW: 2, Column: "outer"},
		{ID: "pg-jp#1", Counter: "pg-jp", Type: "PG", Nation: "JP", ASW: 1, Column: "outer"},
		{ID: "dd-jp-old#1", Counter: "dd-jp-old", Type: "DD", Nation: "JP", ASW: 1, Column: "inner"},
		{ID: "cl-jp#1", Counter: "cl-jp", Type: "CL", Nation: "JP", ASW: 1, Column: "centre"},
		{ID: "ac-jp#1", Counter: "ac-jp", Type: "AC", Nation: "JP", ASW: 1},
	}
	return CampaignCombat{Units: units, Boat: CampaignBoat{ID: "Wahoo", Class: "gato", Ace: 1, Tactics: 4, Torpedoes: 24, Column: "outer", TorpedoValue: value},
		Round: round, Period: mustPeriodOf(p)}
}

// Fight it out in the Pacific (DESIGN.md), campaign → board: the Japanese
// counters become Japanese classes by counter type and date (the 2TM a
// Maru until the standard ships of S43, the kaibokan an Etorofu, then an
// Ukuru from W44), the cruiser and the aircraft by night stay off the
// board, the convoy makes its slowest maru's speed, the escorts keep the
// Japanese sonar and get radar by date (Type 22: destroyers Sp44,
// kaibokan S44, subchasers F44); the US classes map to theirs; and the
// campaign's torpedo track [SW 6.0] picks the torpedo and its dud [38]:
// the Mk 14 at −2 duds on 36 or less, at +1 on 13, and at +1 by day a
// boat that carries the Mk 18 fires it (dud 14).
func TestFightItOut_PacificCampaignToTactical(t *testing.T) {
	d := testData(t)
	// Every campaign class fights as one tactical class; a counter only as
	// merchant or escort.
	seen := map[string]string{}
	for id, c := range d.Subs {
		for _, cc := range c.Campaign {
			if seen[cc] != "" {
				t.Errorf("campaign class %s fights as %s and %s", cc, seen[cc], id)
			}
			seen[cc] = id
		}
	}
	for id, c := range d.Ships {
		if len(c.Counters) > 0 && c.Role == Capital {
			t.Errorf("%s: a capital ship for a convoy's counters", id)
		}
	}
	s, err := MapToTactical(d, pacificCombat("W43", -2, 1))
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]MappedShip{}
	for _, m := range append(append([]MappedShip{}, s.Merchants...), s.Escorts...) {
		byID[m.CampaignID] = m
	}
	for id, want := range map[string]string{"m-jp-1t#1": "Maru-S", "m-jp-5t#2": "Maru", "ao-jp-10t#1": "Tanker-L", "ap-jp-12t#1": "Liner",
		"m-jp-2tm#1": "Maru", "de-jp#1": "Etorofu", "pg-jp#1": "CH-28", "dd-jp-old#1": "Kamikaze"} {
		if byID[id].Class != want {
			t.Errorf("W43: %s → %q, want %s", id, byID[id].Class, want)
		}
	}
	if len(s.Merchants) != 5 || len(s.Escorts) != 3 || s.AirDCs != 0 || s.ConvoySpeed != 1 || s.Formation != 6 {
		t.Fatalf("W43: %d merchants, %d escorts, air %d, speed %d, formation %d", len(s.Merchants), len(s.Escorts), s.AirDCs, s.ConvoySpeed, s.Formation)
	}
	for _, e := range s.Escorts {
		if e.Sonar != "japanese" || e.Radar {
			t.Errorf("W43: %s sonar %q radar %v", e.CampaignID, e.Sonar, e.Radar)
		}
	}
	if s.BoatClass != "Gato" || s.Torpedo != "Mk14" || s.Dud != 36 || s.Crew != Experienced || !s.Night {
		t.Fatalf("W43 boat: %s %s dud %d crew %s night %v", s.BoatClass, s.Torpedo, s.Dud, s.Crew, s.Night)
	}
	// 1944, the track at +1: a night attack with the Mk 14 (13), a day
	// re-attack with the Mk 18; the escorts of 1944 and their radar.
	s, _ = MapToTactical(d, pacificCombat("S44", 1, 1))
	if s.Torpedo != "Mk14" || s.Dud != 13 {
		t.Errorf("S44 night: %s dud %d", s.Torpedo, s.Dud)
	}
	s, _ = MapToTactical(d, pacificCombat("S44", 1, 2))
	if s.Torpedo != "Mk18" || s.Dud != 14 || s.Night || s.AirDCs != 1 {
		t.Errorf("S44 day: %s dud %d night %v air %d", s.Torpedo, s.Dud, s.Night, s.AirDCs)
	}
	byID = map[string]MappedShip{}
	for _, m := range append(append([]MappedShip{}, s.Merchants...), s.Escorts...) {
		byID[m.CampaignID] = m
	}
	for id, want := range map[string]string{"m-jp-2tm#1": "Type-2A", "de-jp#1": "UkuruB"} {
		if byID[id].Class != want {
			t.Errorf("S44: %s → %q, want %s", id, byID[id].Class, want)
		}
	}
	if !byID["de-jp#1"].Radar || !byID["dd-jp-old#1"].Radar || byID["pg-jp#1"].Radar {
		t.Errorf("S44 radar: kaibokan %v, destroyer %v, subchaser %v", byID["de-jp#1"].Radar, byID["dd-jp-old#1"].Radar, byID["pg-jp#1"].Radar)
	}
	// The Mk 18 not yet in service: the Mk 14 by day too.
	if s, _ := MapToTactical(d, pacificCombat("S43", 1, 2)); s.Torpedo != "Mk14" || s.Dud != 13 {
		t.Errorf("S43 day: %s dud %d", s.Torpedo, s.Dud)
	}
	// Classes: every Pacific class the data has but the K VIII; an S-boat
	// fires the Mk 10, off the Mk 14's track (its own dud, no override);
	// a British boat the Mk VIII.
	for class, want := range map[string]string{"S1": "S-boat", "S3": "S-boat", "argonaut": "Narwhal", "narwhal": "Narwhal", "dolphin": "Porpoise",
		"cachalot": "Porpoise", "porpoise": "Porpoise", "salmon": "Salmon", "tambor": "Tambor", "balao": "Balao", "tench": "Balao",
		"uk-t": "T-class", "uk-s": "S-class", "nl-k14": "K-XIV", "nl-o16": "K-XIV"} {
		c := pacificCombat("W43", -2, 1)
		c.Boat.Class = class
		s, err := MapToTactical(d, c)
		if err != nil || s.BoatClass != want {
			t.Errorf("%s → %s (%v), want %s", class, s.BoatClass, err, want)
		}
	}
	c := pacificCombat("W43", -2, 1)
	c.Boat.Class = "nl-k8"
	if _, err := MapToTactical(d, c); err == nil {
		t.Error("the K VIII has a tactical class")
	}
	c.Boat.Class = "S1"
	s, _ = MapToTactical(d, c)
	g, err := BuildFight(d, NewDice(dice.New(5)), mustPeriodOf("W43"), s)
	if err != nil {
		t.Fatal(err)
	}
	if b := g.Vessel("Wahoo"); b.Torpedo != "Mk10" || s.Dud != 0 || g.B.Dud != nil {
		t.Errorf("S-boat: %s, dud %d, battle duds %v", b.Torpedo, s.Dud, g.B.Dud)
	}
	c.Boat.Class, c.Boat.TorpedoValue = "uk-t", -1
	if s, _ := MapToTactical(d, c); s.Torpedo != "" || s.Dud != 0 {
		t.Errorf("T class: %s dud %d", s.Torpedo, s.Dud)
	}
}

// Board → campaign in the Pacific: the marus, the transport and the
// kaibokan the fight sank or stopped go back by their campaign counters;
// the Balao's damage back in markers (surfaced at 3: two points a marker).
func TestFightItOut_PacificTacticalToCampaign(t *testing.T) {
	d := testData(t)
	c := pacificCombat("S44", 0, 1)
	c.Boat.Class, c.Boat.DamageMarkers = "balao", 1
	s, err := MapToTactical(d, c)
	if err != nil {
		t.Fatal(err)
	}
	g, err := BuildFight(d, NewDice(dice.New(5)), mustPeriodOf("S44"), s)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Invariants(); err != nil {
		t.Fatal(err)
	}
	b := g.Vessel("Wahoo")
	if b.Damage != 2 || b.Torpedo != "Mk14" || g.B.Dud["Mk14"] != 16 {
		t.Fatalf("boat damage %d, %s, duds %v", b.Damage, b.Torpedo, g.B.Dud)
	}
	g.Vessel("ap-jp-12t#1").Sunk = true
	g.Vessel("m-jp-1t#1").Sunk = true
	g.Vessel("de-jp#1").DIW = true
	b.Damage, b.Fired = 3, 4
	r := g.MapToCampaign("Wahoo", false)
	if len(r.Sunk) != 2 || len(r.Damaged) != 1 || r.Damaged[0] != "de-jp#1" || r.BoatDamage != 2 || r.TorpedoesFired != 4 || !r.RTB {
		t.Fatalf("result %+v", r)
	}
}

// [38] in a campaign fight: the campaign's torpedo track sets the Mk 14's
// dud (Battle.Dud) and a hit rolls the Dud Table even under the Basic
// tables: 11 is a dud at 36 or less; 66 detonates and the Damage Table
// [13.5] follows. Without a campaign dud (the period's own, 34 in Sp43,
// is the Advanced tables') the Basic hit goes straight to the Damage
// Table.
func Test38_FightDudFromTheCampaignTrack(t *testing.T) {
	for _, c := range []struct {
		dud    bool
		faces  []int
		rules  []string
		damage bool
	}{
		{true, []int{1, 1, 1}, []string{"13.4", "38"}, false},
		{true, []int{1, 6, 6, 6}, []string{"13.4", "38", "13.5"}, true},
		{false, []int{1, 6}, []string{"13.4", "13.5"}, true},
	} {
		g := basicGame(t, c.faces...)
		g.B.Options.ArmingHexes = 4 // not a dud of the turn of fire [13.8]
		if c.dud {
			g.B.Dud = map[string]int{"Mk14": 36}
		}
		if g.DudNumber(g.Data.Torpedoes["Mk14"]) != map[bool]int{true: 36, false: 34}[c.dud] {
			t.Errorf("dud number %d", g.DudNumber(g.Data.Torpedoes["Mk14"]))
		}
		g.AddSub("U", "Gato", "Mk14", MustHex("M30-B"), Dir6, 0)
		mustShip(t, g, "C", "Maru", "M24-B", Dir2, 1)
		must(t, g.LaunchTorpedoes(g.Vessel("U"), []Launch{{Tube: 0, First: 'B', Run: 8}}))
		var rules []string
		for _, r := range g.Dice.Log {
			rules = append(rules, r.Rule)
		}
		if len(rules) != len(c.rules) {
			t.Fatalf("dud %v: rolls %v, want %v", c.dud, rules, c.rules)
		}
		for i := range rules {
			if rules[i] != c.rules[i] {
				t.Fatalf("dud %v: rolls %v, want %v", c.dud, rules, c.rules)
			}
		}
		if got := g.Vessel("C").Damage > 0; got != c.damage {
			t.Errorf("dud %v faces %v: damage %d", c.dud, c.faces, g.Vessel("C").Damage)
		}
	}
}

// A fight's ships keep their campaign counters' ids (the fight's record
// and the mapping back use them) and are shown by readable names, the same
// in every language: merchants by class and convoy station (column/row,
// as the scenarios' "C-2 1/1"), escorts by class and number. The log's
// messages and English texts name them so, "m-jp-1t#11" before
// "m-jp-1t#1"; a snapshot from before the names (no "name") restores
// and shows the ids.
func TestFightItOut_ReadableShipNames(t *testing.T) {
	d := testData(t)
	c := pacificCombat("S44", 0, 1)
	c.Units = append(c.Units, CampaignUnit{ID: "m-jp-1t#11", Counter: "m-jp-1t", Type: "M", Nation: "JP", Tons: 1, Column: "inner", Merchant: true},
		CampaignUnit{ID: "pg-jp#2", Counter: "pg-jp", Type: "PG", Nation: "JP", ASW: 1, Column: "outer"})
	s, err := MapToTactical(d, c)
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewFightMatch(d, mustPeriodOf("S44"), s, 7)
	if err != nil {
		t.Fatal(err)
	}
	g := m.G
	for _, ms := range s.Merchants {
		v := g.Vessel(ms.CampaignID)
		if want := fmt.Sprintf("%s %d/%d", ms.Class, ms.Column+1, ms.Row+1); v == nil || v.Label() != want || v.CampaignID != ms.CampaignID {
			t.Errorf("%s: %+v, want the name %q", ms.CampaignID, v, want)
		}
	}
	for id, want := range map[string]string{"pg-jp#1": "CH-28 1", "pg-jp#2": "CH-28 2", "de-jp#1": "UkuruB 1", "dd-jp-old#1": "Kamikaze 1", "Wahoo": "Wahoo"} {
		if v := g.Vessel(id); v == nil || v.Label() != want {
			t.Errorf("%s: %v, want %q", id, v, want)
		}
	}
	a, b := g.Vessel("m-jp-1t#1"), g.Vessel("m-jp-1t#11")
	got := g.Named(msg("tac.log.misses", num("t", 2), txt("ship", "m-jp-1t#11")))
	if got.Args[1].Str != b.Name || got.Args[0].Int != 2 {
		t.Errorf("the log's message: %+v", got.Args)
	}
	if got := g.NamedText("torpedo 2 misses m-jp-1t#11 and m-jp-1t#1"); got != "torpedo 2 misses "+b.Name+" and "+a.Name {
		t.Errorf("the log's text: %q", got)
	}
	// The names are in the log the player reads.
	log, err := m.Start()
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; m.Prompt() != nil && n < 5000; n++ {
		p := m.Prompt()
		var c engine.Choice
		if p.Seat == SeatSub {
			c = (&SubBot{}).Choose(m, p)
		} else {
			c = (&EscortBot{}).Choose(m, p)
		}
		es, err := m.Apply(c)
		if err != nil {
			t.Fatal(err)
		}
		log = append(log, es...)
	}
	named := 0
	for _, e := range log {
		if strings.Contains(e.Text, "#") {
			t.Fatalf("a counter's id in the log: %q", e.Text)
		}
		if strings.Contains(e.Text, "/") {
			named++
		}
	}
	if named == 0 {
		t.Error("no merchant named in the fight's log")
	}
	// An older snapshot, without the names.
	snap, err := json.Marshal(m.S)
	if err != nil {
		t.Fatal(err)
	}
	old := strings.NewReplacer(`"name":"`+a.Name+`",`, "", `"name":"`+b.Name+`",`, "").Replace(string(snap))
	r, err := FightSystem{Data: d, Period: mustPeriodOf("S44"), Setup: s}.Restore(engine.Record{Seed: 7}, []byte(old))
	if err != nil {
		t.Fatal(err)
	}
	if v := r.(*Match).G.Vessel("m-jp-1t#1"); v == nil || v.Label() != "m-jp-1t#1" {
		t.Errorf("the old snapshot's merchant: %+v", v)
	}
}
