package campaign

import (
	"fmt"
	"slices"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// The political war's planned requests and monthly points [36.2],
// [36.23], [36.51], [36.6] (issue 13).

// polWeekOne is polGame in week 1 of October 1939, its War Events phase
// run up to the first decision.
func polWeekOne(t *testing.T, pol bool) *Game {
	t.Helper()
	g := polGame(t, pol)
	g.S.Month, g.S.Week = g.startMonth()+1, 1
	drive(t, g, Frame{Op: opPhaseWarEvents})
	return g
}

// [36.2] A planned request is offered in the political step of week 1 of
// each month, only under the political rules, and lists the requests whose
// conditions hold: in October 1939 (period 1, Enigma 0, no ship sunk) the
// B-Dienst and the Enigma investigation, not the 4-rotor machine (period 4
// on) nor the torpedo fix (the torpedo table allows no roll yet).
func Test36_2_PlannedRequestOfferedInWeekOne(t *testing.T) {
	g := polWeekOne(t, true)
	p := g.Prompt()
	if p == nil || p.Kind != "pol-request" {
		t.Fatalf("week 1 under the political rules: prompt %v, want pol-request", p)
	}
	// Besides, the requests of [36.61]–[36.63] open in 1939: A, C, D and F
	// of production, keeping the period-1 Do 18 (B) and the HSK (E), and the
	// western areas before their period (I, J, K, M); not F/H (period 2,
	// August 1940), L (after Pan-American Security) nor the Fw 200 (1940-08).
	if got, want := keys(p), []string{"none", "req:36.63A", "req:36.63B", "req:36.61A", "req:36.61C", "req:36.61D", "req:36.61E", "req:36.61F", "req:36.62B", "req:36.62E", "req:36.63I", "req:36.63J", "req:36.63K", "req:36.63M"}; !slices.Equal(got, want) {
		t.Errorf("options %v, want %v", got, want)
	}
	if g := polWeekOne(t, false); g.Prompt() != nil && g.Prompt().Kind == "pol-request" {
		t.Error("without the political rules a request was offered")
	}
	g = polGame(t, true)
	g.S.Month, g.S.Week = g.startMonth()+1, 2
	drive(t, g, Frame{Op: opPhaseWarEvents})
	if p := g.Prompt(); p != nil && p.Kind == "pol-request" {
		t.Error("a planned request was offered in week 2 [36.2]")
	}
}

// [36.23], [36.4] The favour prompt's odds are what the dice do: for each
// choice the player can make, every face of the d10 (0–9) is rolled in
// turn from the same position, and the share granted equals the odds
// shown. In period 1 the BdU is in Berlin (and, as a check, once away,
// which adds the difficulty); from period 2 each favour is offered from
// Kerneval and with a week in Berlin. Each answer pays the difficulty plus
// the favour in prestige.
func Test36_23_FavourOddsAreTheDice(t *testing.T) {
	for _, tc := range []struct {
		period int
		berlin bool
		keys   []string
	}{
		{1, true, []string{"f0", "f1", "f3", "f5"}},
		{1, false, []string{"f0", "f1", "f3", "f5"}},
		{2, false, []string{"f0:kerneval", "f0:berlin", "f1:kerneval", "f1:berlin", "f3:kerneval", "f3:berlin", "f5:kerneval", "f5:berlin"}},
	} {
		g := polGame(t, true)
		g.S.Period = tc.period
		g.S.Month, g.S.Week = g.startMonth()+1, 1
		g.S.Political.Berlin = tc.berlin
		g.S.Political.Prestige = 9
		g.S.Political.Influence[GroupOKM] = 2 // target 4 at I: room for every favour
		drive(t, g, Frame{Op: opPolRequest})
		answer(t, g, "req:36.63A")
		p := g.Prompt()
		if p == nil || p.Kind != "pol-favour" {
			t.Fatalf("after choosing a request: prompt %v, want pol-favour", p)
		}
		if got := keys(p); !slices.Equal(got, tc.keys) {
			t.Fatalf("period %d: favour options %v, want %v", tc.period, got, tc.keys)
		}
		for _, o := range p.Options {
			shown := -1.0
			for _, x := range o.OddsOf() {
				if x.Outcome == "granted" {
					shown = x.P
				}
			}
			var fv int
			fmt.Sscanf(o.Key, "f%d", &fv)
			granted := onFaces(t, g, o.Key, func(c *Game) bool {
				if c.S.Political.Prestige != 9-1-fv {
					t.Errorf("favour %d: prestige %d after paying, want %d", fv, c.S.Political.Prestige, 9-1-fv)
				}
				return slices.Contains(c.S.Political.Granted, "36.63A")
			})
			if float64(granted)/10 != shown {
				t.Errorf("period %d, %s: granted on %d of 10 faces, odds shown %.2f", tc.period, o.Key, granted, shown)
			}
		}
	}
}

// [36.43] A week the BdU spends in Berlin in periods 2–5 caps wolfpacks at
// 3 boats in 1940, 6 in 1941, 9 in 1942 (none in 1943) and lets no boat
// join from an adjacent OpArea; at Kerneval, or in period 1, nothing is
// capped. [36.42] He is back at Kerneval in the next political step.
func Test36_43_BerlinCapsTheWolfpacks(t *testing.T) {
	g := combatGame(t, 5, "1942-06", 1)
	g.S.Political = NewPolitical(5)
	var ids []string
	for i := range g.S.Subs {
		if x := &g.S.Subs[i]; g.traits(x).Wolfpacks && len(ids) < 2 {
			ids = append(ids, x.ID)
		}
	}
	if len(ids) < 2 {
		t.Fatal("fewer than two German boats")
	}
	near := ""
	for _, r := range g.T.Routes("greenland-gap") {
		if a := g.T.Area(r.To); a != nil && a.Kind == data.KindOpArea {
			near = r.To
			break
		}
	}
	adj, same := ids[0], ids[1]
	atSea(g, adj, near)
	atSea(g, same, "greenland-gap")
	cands := func(boats int) []string {
		c := &Combat{Kind: "c2", Area: "greenland-gap", Gov: "greenland-gap"}
		for i := 0; i < boats; i++ {
			c.Boats = append(c.Boats, CombatBoat{ID: fmt.Sprintf("X-%d", i), Role: "lone", Column: -1})
		}
		var ids []string
		for _, x := range g.rules.PackCandidates(g, c, "X-0") {
			ids = append(ids, x.ID)
		}
		slices.Sort(ids)
		return ids
	}
	if got := cands(1); !slices.Contains(got, adj) || !slices.Contains(got, same) {
		t.Fatalf("at Kerneval in period 5: candidates %v, want %s (adjacent, %s) and %s", got, adj, near, same)
	}
	g.S.Political.Berlin = true
	if n, _ := g.BerlinPackCap(); n != 9 {
		t.Errorf("1942 cap %d, want 9", n)
	}
	if got := cands(1); slices.Contains(got, adj) || !slices.Contains(got, same) {
		t.Errorf("in Berlin: candidates %v, want %s and not the adjacent %s", got, same, adj)
	}
	if got := cands(9); len(got) != 0 {
		t.Errorf("a pack of 9 in Berlin's week of 1942: candidates %v, want none", got)
	}
	for _, tc := range []struct {
		month string
		cap   int
	}{{"1940-08", 3}, {"1941-03", 6}, {"1943-02", 0}} {
		g.S.Month, _ = data.MonthIndex(tc.month)
		if n, capped := g.BerlinPackCap(); n != tc.cap || !capped {
			t.Errorf("%s: cap %d (capped %v), want %d", tc.month, n, capped, tc.cap)
		}
	}
	g.S.Period = 1
	if _, capped := g.BerlinPackCap(); capped {
		t.Error("period 1: Berlin caps the packs, want no cap [36.43]")
	}
	// [36.42] back at Kerneval in the next turn's political step.
	g.S.Period = 2
	g.S.Month, g.S.Week = g.startMonth()+3, 2
	g.S.Stack, g.S.Pending = nil, nil
	g.Push(Frame{Op: opPhaseWarEvents})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	if g.S.Political.Berlin {
		t.Error("the BdU is still in Berlin a week later [36.42]")
	}
}

// [36.63A] A granted B-Dienst request raises the level at the end of the
// turn, not before; [36.23] step 6: its consequence row (OKM −1 granted)
// applies at once.
func Test36_63A_BDienstRisesAtTurnEnd(t *testing.T) {
	g := polWeekOne(t, true)
	b0, okm := g.S.BDienst, g.S.Political.Influence[GroupOKM]
	answer(t, g, "req:36.63A")
	g.LoadDice(0)
	answer(t, g, "f0")
	if !slices.Contains(g.S.Political.Granted, "36.63A") {
		t.Fatal("a roll of 0 against target 2 was not granted")
	}
	if g.S.BDienst != b0 {
		t.Errorf("B-Dienst %d before the end of the turn, want %d", g.S.BDienst, b0)
	}
	if g.S.Political.Influence[GroupOKM] != okm-1 {
		t.Errorf("OKM influence %d, want %d (the consequence row)", g.S.Political.Influence[GroupOKM], okm-1)
	}
	g.S.Pending = nil // whatever the War Events phase asks next
	drive(t, g, Frame{Op: opEndRest})
	if g.S.BDienst != b0+1 || len(g.S.Political.Pending) != 0 {
		t.Errorf("after the turn: B-Dienst %d (want %d), pending %v", g.S.BDienst, b0+1, g.S.Political.Pending)
	}
}

// [36.63C], [36.63D], [7.31] The 4-rotor machine comes only from period 4
// and once; the other commands' request only after it, and it ends their
// penalty.
func Test36_63D_FourRotorsForTheOtherCommands(t *testing.T) {
	g := polGame(t, true)
	if g.requestAllowed("36.63C") || g.requestAllowed("36.63D") {
		t.Fatal("4-rotor requests allowed in period 1")
	}
	g.S.Period = 4
	if !g.requestAllowed("36.63C") || g.requestAllowed("36.63D") {
		t.Fatal("period 4: want C allowed and D not before C")
	}
	g.S.Political.Granted = append(g.S.Political.Granted, "36.63C")
	g.S.Political.Pending = []string{"36.63C"}
	e0 := g.S.Enigma
	g.politicalTurnEnd()
	if !g.S.Enigma4 || g.S.Enigma != e0+1 || g.requestAllowed("36.63C") || !g.requestAllowed("36.63D") {
		t.Fatalf("after C: Enigma4 %v, Enigma %d (want %d); C again %v, D %v", g.S.Enigma4, g.S.Enigma, e0+1, g.requestAllowed("36.63C"), g.requestAllowed("36.63D"))
	}
	var s *Sub
	for i := range g.S.Subs {
		if g.traits(&g.S.Subs[i]).Commands {
			s = &g.S.Subs[i]
			break
		}
	}
	if s == nil {
		t.Fatal("no boat with the commands trait")
	}
	s.Command = "med"
	if !g.threeRotors(s, "western-med") {
		t.Fatal("after C a Mediterranean boat does not count 3 rotors [7.31]")
	}
	g.S.Political.Granted = append(g.S.Political.Granted, "36.63D")
	g.S.Political.Pending = []string{"36.63D"}
	g.politicalTurnEnd()
	if g.threeRotors(s, "western-med") {
		t.Error("after D a Mediterranean boat still counts 3 rotors [36.63D]")
	}
}

// [36.61G] The torpedo request: only when the torpedo table would allow a
// roll at this level (or in 1943 from +1), and a grant moves the value one
// box up at once.
func Test36_61G_TorpedoFixWhenTheTableAllows(t *testing.T) {
	g := polGame(t, true)
	if g.requestAllowed("36.61G") {
		t.Fatal("torpedo request allowed with no ship sunk")
	}
	g.S.Tracks.Ships = 10000
	if len(g.torpedoDue()) == 0 {
		t.Skip("the torpedo table has no threshold at this level")
	}
	if !g.requestAllowed("36.61G") {
		t.Fatal("torpedo request not allowed though the table allows a roll")
	}
	g7 := g.S.G7
	g.requestEffect("36.61G")
	if g.S.G7 != g7+1 {
		t.Errorf("G7 %+d after the grant, want %+d", g.S.G7, g7+1)
	}
}

// [36.51] The month's points: ⌊VP / 2⌋, the first to OKM and the second to
// the Chancellery; the player turns up to two of the rest into prestige or
// names the group the free ones start from (every group one before any a
// second). Then [36.52] the losses.
func Test36_51_PointsPlacedByThePlayer(t *testing.T) {
	g := polGame(t, true)
	drive(t, g, Frame{Op: opPolPoints, A: 8, B: 0})
	p := g.Prompt()
	if p == nil || p.Kind != "pol-points" {
		t.Fatalf("8 VP: prompt %v, want pol-points", p)
	}
	answer(t, g, "p0:OKL")
	pol := g.S.Political
	want := map[string]int{GroupOKM: 1, GroupChancellery: 1, GroupOKL: 0, GroupOKW: 1}
	for gr, w := range want {
		if pol.Influence[gr] != w {
			t.Errorf("%s %+d, want %+d", gr, pol.Influence[gr], w)
		}
	}
	if pol.Prestige != 5 {
		t.Errorf("prestige %d, want 5", pol.Prestige)
	}
	g = polGame(t, true)
	drive(t, g, Frame{Op: opPolPoints, A: 9, B: 5})
	answer(t, g, "p2")
	if pol := g.S.Political; pol.Prestige != 5+2-1 || pol.Influence[GroupOKM] != 0 {
		t.Errorf("9 VP, 2 to prestige, 5 boats lost: prestige %d (want 6), OKM %+d (want 0)", pol.Prestige, pol.Influence[GroupOKM])
	}
	// 3 VP: one point, no choice.
	g = polGame(t, true)
	drive(t, g, Frame{Op: opPolPoints, A: 3})
	if g.Prompt() != nil || g.S.Political.Influence[GroupOKM] != 1 {
		t.Errorf("3 VP: prompt %v, OKM %+d; want none and OKM +1", g.Prompt(), g.S.Political.Influence[GroupOKM])
	}
}

var _ = engine.Pick

// [36.64] A war event that names a group and orders the player may be
// answered by a reaction request, once a month: an OKM order (the Home
// Fleet at sea) is cancelled when the request is granted — its deployment
// is not made, its other effect (task-force contacts) stands — and the
// odds shown are the dice's; a BdU order is cancelled for 1 prestige with
// no roll [36.64A]; a second order in the month is not offered.
func Test36_64_ReactionCancelsOnlyTheOrder(t *testing.T) {
	missions := func(g *Game, ev string) int {
		n := 0
		for _, m := range g.S.Missions {
			if m.Event == ev {
				n++
			}
		}
		return n
	}
	g := polGame(t, true)
	g.S.Political.Prestige = 9
	drive(t, g, g.occurEvent("home-fleet-at-sea", "5.1")...)
	p := g.Prompt()
	if p == nil || p.Kind != "pol-reaction" {
		t.Fatalf("an OKM order: prompt %v, want pol-reaction", p)
	}
	if got, want := keys(p), []string{"carry", "cancel:f0", "cancel:f1", "cancel:f3", "cancel:f5"}; !slices.Equal(got, want) {
		t.Fatalf("options %v, want %v", got, want)
	}
	for _, o := range p.Options[1:] {
		granted := onFaces(t, g, o.Key, func(c *Game) bool { return missions(c, "home-fleet-at-sea") == 0 })
		if shown := o.OddsOf()[0].P; float64(granted)/10 != shown {
			t.Errorf("%s: order cancelled on %d of 10 faces, odds shown %.2f", o.Key, granted, shown)
		}
	}
	c := g
	c.LoadDice(0)
	answer(t, c, "cancel:f5") // 0 − 3 ≤ target 0: granted
	if missions(c, "home-fleet-at-sea") != 0 {
		t.Error("the order was carried out though the request was granted")
	}
	contact := false
	for _, o := range c.S.Overrides {
		contact = contact || o.Op == "contact" && o.Area == "north-sea"
	}
	if !contact {
		t.Error("the event's other effect (task-force contacts) did not happen [36.64]")
	}
	// One a month: the next order is not offered.
	c.S.Pending = nil
	drive(t, c, c.occurEvent("home-fleet-at-sea", "5.1")...)
	if p := c.Prompt(); p != nil && p.Kind == "pol-reaction" {
		t.Error("a second reaction request in the month was offered")
	}
	// Carried out: the deployment is made.
	g = polGame(t, true)
	drive(t, g, g.occurEvent("home-fleet-at-sea", "5.1")...)
	answer(t, g, "carry")
	if missions(g, "home-fleet-at-sea") == 0 {
		t.Error("carry: no deployment")
	}
	// A BdU order: 1 prestige, no roll.
	g = polGame(t, true)
	drive(t, g, g.occurEvent("east-coast-mines", "5.1")...)
	if p := g.Prompt(); p == nil || p.Kind != "pol-reaction" || !slices.Equal(keys(p), []string{"carry", "cancel"}) {
		t.Fatalf("a BdU order: prompt %v", p)
	}
	answer(t, g, "cancel")
	if g.S.Political.Prestige != 4 || missions(g, "east-coast-mines") != 0 {
		t.Errorf("BdU cancel: prestige %d (want 4), missions %d (want 0)", g.S.Political.Prestige, missions(g, "east-coast-mines"))
	}
}

// onFaces answers key on a fork of g with each face of the d10 (0–9)
// loaded, and counts the faces on which ok holds afterwards: the odds the
// dice give, to set beside the odds the option shows.
func onFaces(t *testing.T, g *Game, key string, ok func(c *Game) bool) int {
	t.Helper()
	n := 0
	for die := 0; die <= 9; die++ {
		fk, err := Fork(g)
		if err != nil {
			t.Fatal(err)
		}
		c := fk.(*Game)
		c.LoadDice(die)
		answer(t, c, key)
		if ok(c) {
			n++
		}
	}
	return n
}
