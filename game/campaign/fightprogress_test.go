package campaign_test

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"periscope/assets"
	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/game/tactical"
)

// toFight plays a campaign with the fight-it-out option until a boat's
// fight is pending on the tactical board, in a session (undo, replay).
func toFight(t *testing.T, seed uint64) *engine.Session {
	t.Helper()
	return toFightIn(t, theatre(t), engine.Record{System: campaign.SystemID, Theatre: "atlantic",
		Scenario: "happy-time-1940", Seed: seed, Options: []string{"fight-it-out"}})
}

// toFightIn is toFight for any theatre's record.
func toFightIn(t *testing.T, th *data.Theatre, rec engine.Record) *engine.Session {
	t.Helper()
	fightData(t)
	es, err := engine.NewSession(campaign.System{T: th}, rec)
	if err != nil {
		t.Fatal(err)
	}
	doctrine := bot.NewDoctrine()
	for i := 0; i < 30000; i++ {
		g := es.Game().(*campaign.Game)
		p := g.Prompt()
		if p == nil {
			break
		}
		if p.Kind == campaign.KindFightResult {
			return es
		}
		c := doctrine.Choose(g, p)
		if p.Kind == campaign.KindFightItOut {
			c = engine.Pick(2) // the player fights it
		}
		if _, err := es.Apply(c); err != nil {
			t.Fatalf("%s: %v", p.Kind, err)
		}
	}
	t.Fatal("no fight was offered")
	return nil
}

// nextFightChoice is the Sub player's next decision in the pending fight
// (the computer commander stands in for the player here).
func nextFightChoice(t *testing.T, g *campaign.Game) (engine.Choice, *tactical.Match) {
	t.Helper()
	_, _, so, ok := g.FightInProgress()
	if !ok {
		t.Fatal("no fight in progress")
	}
	m, err := g.PendingFight()
	if err != nil {
		t.Fatal(err)
	}
	if err := tactical.ReplayFightSoFar(m, so); err != nil {
		t.Fatal(err)
	}
	p := m.Prompt()
	if p == nil || p.Seat != tactical.SeatSub {
		t.Fatalf("the fight asks %v, not the Sub player", p)
	}
	c := (&tactical.SubBot{}).Choose(m, p)
	ans, err := engine.WithData(0, campaign.FightChoices{Choices: []engine.Choice{c}})
	if err != nil {
		t.Fatal(err)
	}
	return ans, m
}

// Fight it out, played by the player [issue 18]: the campaign takes the
// fight one decision of the Sub player at a time (the escort commander
// answers inside the fight), so a save made mid-fight reopens mid-fight
// (snapshot and record replay agree), undo takes back the last decision
// of the fight, and when the fight ends its result goes into the
// campaign exactly as the fight left it: every ship sunk on the tactical
// board is sunk in the campaign with its tonnage on the tracks, logged
// under rule 14.16.
func TestFightItOut_PlayerFightsDecisionByDecision(t *testing.T) {
	campaign.FightPlayable = true
	defer func() { campaign.FightPlayable = false }()
	es := toFight(t, 1)
	th := theatre(t)
	g := es.Game().(*campaign.Game)
	boat, seed, so, _ := g.FightInProgress()
	if len(so) != 0 {
		t.Fatalf("a fresh fight has %d decisions", len(so))
	}
	tracks := g.S.Tracks
	setup, err := g.FightSetup(boat)
	if err != nil {
		t.Fatal(err)
	}
	period := tactical.PeriodOfMonth(g.S.Month)
	var all []engine.Choice
	var last *tactical.Match
	for n := 0; ; n++ {
		g = es.Game().(*campaign.Game)
		if _, _, _, ok := g.FightInProgress(); !ok {
			break
		}
		if n > 200 {
			t.Fatal("the fight does not end")
		}
		c, m := nextFightChoice(t, g)
		last = m
		var fc campaign.FightChoices
		if err := c.Decode(&fc); err != nil {
			t.Fatal(err)
		}
		all = append(all, fc.Choices...)
		if _, err := es.Apply(c); err != nil {
			t.Fatalf("decision %d of the fight: %v", n+1, err)
		}
		g = es.Game().(*campaign.Game)
		_, _, so, ok := g.FightInProgress()
		if !ok {
			break // that decision ended it
		}
		if len(so) != n+1 {
			t.Fatalf("after %d decisions the campaign holds %d", n+1, len(so))
		}
		if n == 3 {
			// A save made now reopens mid-fight: the snapshot restored
			// and the record replayed both hold the fight's decisions.
			snap, err := g.Snapshot()
			if err != nil {
				t.Fatal(err)
			}
			r, err := campaign.Restore(th, snap)
			if err != nil {
				t.Fatal(err)
			}
			if b2, s2, so2, ok := r.FightInProgress(); !ok || b2 != boat || s2 != seed || len(so2) != 4 {
				t.Fatalf("restored mid-fight: %s %d %d decisions %v", b2, s2, len(so2), ok)
			}
			rg, _, err := engine.Replay(campaign.System{T: th}, es.Record(), -1)
			if err != nil {
				t.Fatal(err)
			}
			rsnap, _ := rg.Snapshot()
			if string(rsnap) != string(snap) {
				t.Fatal("the record replayed mid-fight is not the saved state")
			}
			// Undo takes back the last decision of the fight, and the
			// same decision again gives the same state.
			if err := es.UndoTo(es.Decisions() - 1); err != nil {
				t.Fatal(err)
			}
			if _, _, so3, _ := es.Game().(*campaign.Game).FightInProgress(); len(so3) != 3 {
				t.Fatalf("after undo the fight has %d decisions, not 3", len(so3))
			}
			if err := es.Redo(); err != nil {
				t.Fatal(err)
			}
			if again, _ := es.Game().Snapshot(); string(again) != string(snap) {
				t.Fatal("undo and redo did not give back the same fight")
			}
		}
	}
	// The end: the fight as the campaign replayed it, and its result.
	if last == nil {
		t.Fatal("no decision was made")
	}
	g = es.Game().(*campaign.Game)
	if _, ok := g.FightSystem(); ok {
		t.Fatal("a fight is still pending")
	}
	d, _ := campaign.FightData()
	ref, err := tactical.NewFightMatch(d, period, setup, seed)
	if err != nil {
		t.Fatal(err)
	}
	if err := tactical.ReplayFight(ref, all); err != nil {
		t.Fatal(err)
	}
	res := ref.FightOutcome(boat)
	var sunkTons, sunkShips int
	var noted bool
	sunk := map[string]bool{}
	for _, e := range es.Log() {
		if e.Rule == "14.16" && strings.Contains(e.Text, "fought it out") {
			noted = true
		}
		if e.Event != nil && e.Event.Type == "sunk" && e.Event.Sub == boat && e.Rule == "14.16" {
			sunkShips++
			sunk[e.Event.Unit] = true
			if tl, ok := e.Event.Data.(campaign.Tally); ok {
				sunkTons += tl.Tons
			}
		}
	}
	if !noted {
		t.Fatal("the fight's result is not logged under [14.16]")
	}
	if g.S.Tracks.Ships-tracks.Ships < sunkShips || g.S.Tracks.Tons-tracks.Tons < sunkTons {
		t.Fatalf("tracks %+v → %+v for %d ships, %d tons sunk in the fight", tracks, g.S.Tracks, sunkShips, sunkTons)
	}
	for _, id := range res.Sunk {
		if !sunk[id] {
			t.Errorf("%s sunk on the tactical board, not in the campaign", id)
		}
	}
	if len(sunk) > len(res.Sunk)+len(res.Damaged) {
		t.Errorf("the campaign sank %v, the fight %v (damaged %v)", sunk, res.Sunk, res.Damaged)
	}
	s := g.Sub(boat)
	switch {
	case res.BoatLost && s.Status != campaign.StSunk:
		t.Errorf("%s lost in the fight, %s in the campaign", boat, s.Status)
	case !res.BoatLost && s.Status != campaign.StSunk && s.Damage != min(res.BoatDamage, 2):
		t.Errorf("%s: damage %d, the fight says %d", boat, s.Damage, res.BoatDamage)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %d ships, %d tons sunk on the tactical board", boat, sunkShips, sunkTons)
}

// Fight it out in the Pacific [SW 14.14], saved mid-fight (issue 18): Tang
// fights a convoy attack of tang-1944 on the tactical board; after six of
// her decisions the game is saved (the snapshot a save holds, and its
// record) and loaded both ways (the snapshot restored, the record
// replayed); the loaded game finishes the fight with the same decisions
// as the game that was never saved, and the result goes back into the
// campaign exactly as it did there [SW 14.15]: the same log from the save
// point on (the fight's result, every ship sunk or damaged with its
// tonnage), the same tracks, the same boat, the same state.
func TestFightItOut_PacificSavedMidFightFinishesTheSame(t *testing.T) {
	campaign.FightPlayable = true
	defer func() { campaign.FightPlayable = false }()
	th, err := data.Load(assets.Data(), "pacific")
	if err != nil {
		t.Fatal(err)
	}
	sys := campaign.System{T: th}
	es := toFightIn(t, th, engine.Record{System: campaign.SystemID, Theatre: "pacific", Scenario: "tang-1944", Seed: 20, Options: []string{"fight-it-out"}})
	decide := func(es *engine.Session) bool {
		g := es.Game().(*campaign.Game)
		if _, _, _, ok := g.FightInProgress(); !ok {
			return false
		}
		c, _ := nextFightChoice(t, g)
		if _, err := es.Apply(c); err != nil {
			t.Fatal(err)
		}
		return true
	}
	for range 6 {
		if !decide(es) {
			t.Fatal("the fight ended before the save")
		}
	}
	g := es.Game().(*campaign.Game)
	boat, seed, so, _ := g.FightInProgress()
	if boat != "Tang" || len(so) != 6 {
		t.Fatalf("saving mid-fight: %s with %d decisions", boat, len(so))
	}
	snap, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	rec := es.Record()
	from := len(es.Log())
	restored, err := campaign.Restore(th, snap)
	if err != nil {
		t.Fatal(err)
	}
	replayed, _, err := engine.Replay(sys, rec, -1)
	if err != nil {
		t.Fatal(err)
	}
	loaded := map[string]*engine.Session{
		"restored": engine.ResumeSession(sys, rec, restored),
		"replayed": engine.ResumeSession(sys, rec, replayed),
	}
	for name, ls := range loaded {
		if b, s, so2, ok := ls.Game().(*campaign.Game).FightInProgress(); !ok || b != boat || s != seed || len(so2) != 6 {
			t.Fatalf("%s: the fight reopens as %s seed %d with %d decisions (%v)", name, b, s, len(so2), ok)
		}
	}
	// The game never saved finishes the fight, then each loaded one.
	finish := func(es *engine.Session) int {
		n := 0
		for ; decide(es); n++ {
			if n > 200 {
				t.Fatal("the fight does not end")
			}
		}
		return n
	}
	n := finish(es)
	g = es.Game().(*campaign.Game)
	want, _ := g.Snapshot()
	var wantLog []string
	sunk := 0
	for _, e := range es.Log()[from:] {
		wantLog = append(wantLog, e.Rule+" "+e.Text)
		if e.Event != nil && e.Event.Type == "sunk" && e.Event.Sub == boat && e.Rule == "14.15" {
			sunk++
		}
	}
	if sunk == 0 {
		t.Fatal("Tang sank nothing: the test would not see a result go back")
	}
	for name, ls := range loaded {
		if got := finish(ls); got != n {
			t.Errorf("%s: %d decisions to finish, %d without the save", name, got, n)
		}
		var log []string
		for _, e := range ls.Log() {
			log = append(log, e.Rule+" "+e.Text)
		}
		if !slices.Equal(log, wantLog) {
			t.Errorf("%s: the log after loading differs from the game never saved:\n%v\n%v", name, log, wantLog)
		}
		lg := ls.Game().(*campaign.Game)
		if lg.S.Tracks != g.S.Tracks || !reflect.DeepEqual(lg.Sub(boat), g.Sub(boat)) {
			t.Errorf("%s: tracks %+v, %s %+v; without the save %+v, %+v", name, lg.S.Tracks, boat, *lg.Sub(boat), g.S.Tracks, *g.Sub(boat))
		}
		if got, _ := lg.Snapshot(); string(got) != string(want) {
			t.Errorf("%s: the campaign after the fight is not the one never saved", name)
		}
		if err := lg.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("Tang: saved after 6 decisions, %d more to finish; %d sunk; tracks %+v", n, sunk, g.S.Tracks)
}
