package scenes

import (
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/game/tactical"
	"periscope/input"
	"periscope/render"
	"periscope/render/play"
	"periscope/storage"
)

// openBuilder goes from the title to the tactical builder [55–63]: the
// tactical tab, the design card, Start.
func openBuilder(t *testing.T, app *render.App) *Builder {
	t.Helper()
	click(t, app, "new-game")
	click(t, app, "game:"+tactical.SystemID+"/"+tactical.Theatre)
	id := tactical.ExampleDesign.String()
	click(t, app, "scn:"+id)
	click(t, app, "start")
	b, ok := app.Scenes().Top().(*Builder)
	if !ok {
		t.Fatalf("Start on the design card opened %s, not the builder", scene(app))
	}
	return b
}

// [55–63] The builder in the UI: the player changes the light, weather,
// convoy, escorts and a boat's torpedo by the rows' buttons; the design
// keeps to the period (a period before the Flower class drops it; a design
// with no convoy and no escort cannot start); Start plays it, and the
// autosave holds the designed battle as its scenario and loads again.
func Test55_BuilderDesignsPlaysAndReloads(t *testing.T) {
	env, gs, _ := saverEnv(t, storage.NewMemory())
	app := newApp(t, env, 1280, 800, 1)
	b := openBuilder(t, app)
	if got := info(app)["design"]; got != tactical.ExampleDesign.String() {
		t.Fatalf("the builder starts from %q", got)
	}
	click(t, app, "build:light")   // night → day
	click(t, app, "build:weather") // switch → clear
	click(t, app, "build:weather") // → rough
	for range 4 {
		click(t, app, "build:convoy:prev") // 10 → 6
	}
	click(t, app, "build:escort4") // none → the first escort class in service
	click(t, app, "build:boat2")   // VIIC/G7a → VIIC/G7e
	click(t, app, "build:cargo")   // the class's VP → rolled [60]
	d := b.Design()
	if d.Night || d.Weather != tactical.Rough || d.Convoy != 6 || len(d.Escorts) != 4 || d.Boats[1] != "VIIC/G7e" || !d.RollCargo {
		t.Fatalf("design %s", d)
	}
	want := d.String()

	// [55] The period limits the forces: spring 1940 has Flowers, winter
	// 1940 has none; the first boat stays, in service.
	p := b.d.Period
	for b.d.Period != "W40" {
		click(t, app, "build:period:prev")
	}
	if strings.Contains(b.d.String(), "Flower") || len(b.d.Boats) == 0 {
		t.Errorf("winter 1940 keeps %s", b.d)
	}
	for b.d.Period != p {
		click(t, app, "build:period")
	}
	// No convoy and no escort: Start is refused with the reason.
	b.d.Convoy, b.d.Escorts = 0, nil
	b.check()
	if !b.start.Disabled || info(app)["error"] == "" {
		t.Error("a battle with nothing to fight may start")
	}
	b.d = d
	b.check()

	click(t, app, "build:start")
	if scene(app) == "tactical-builder" || scene(app) == "newgame" {
		t.Fatalf("Start left the player on %s: %v", scene(app), info(app))
	}
	es, err := gs.M.List()
	if err != nil || len(es) == 0 {
		t.Fatalf("no autosave: %v", err)
	}
	o, err := gs.M.Load(es[0].Key)
	if err != nil {
		t.Fatal(err)
	}
	if o.File.Record.Scenario != want || o.File.Record.System != tactical.SystemID {
		t.Fatalf("the save holds %s/%s, want %s", o.File.Record.System, o.File.Record.Scenario, want)
	}
	if _, _, err := engine.Replay(o.System, o.File.Record, -1); err != nil {
		t.Fatalf("the saved design does not replay: %v", err)
	}
	if es[0].Summary.TitleMsg == nil || es[0].Summary.TitleMsg.ID != "tac.design.own" {
		t.Errorf("the save's title: %+v", es[0].Summary.TitleMsg)
	}
}

// [20.1 campaign] ONS 5 from one scenario to the next in the UI: when the
// seventh is over the game menu offers the next, which starts as a new
// game carrying the campaign's state (seven more boats used, the score
// so far) with the same seats (the eighth offers none:
// Test20_1_ONS5CampaignCarriesState).
func Test20_1_ONS5NextScenarioFromTheMenu(t *testing.T) {
	env, gs, _ := saverEnv(t, storage.NewMemory())
	app := newApp(t, env, 1280, 800, 1)
	p, err := play.Start(engine.Record{System: tactical.SystemID, Theatre: tactical.Theatre, Scenario: "ons5:7;used=39", Seed: 11}, gs)
	if err != nil {
		t.Fatal(err)
	}
	c := p.Base()
	c.SetSeatBot(tactical.SeatEscort, true)
	// The scenario's end, taken as read (the bots play whole scenarios to
	// their end in Test20_1_ONS5CampaignCarriesState): the menu reads the
	// campaign's state from the finished match.
	c.Game().(*tactical.Match).S.Over = true
	table := playScene(env, p)
	app.Scenes().Push(table)
	app.Scenes().Push(NewTableMenu(env, table, p))
	step(t, app, &input.State{})
	click(t, app, "ons5-next")
	es, err := gs.M.List()
	if err != nil || len(es) == 0 {
		t.Fatal(err)
	}
	o, err := gs.M.Load(es[0].Key)
	if err != nil {
		t.Fatal(err)
	}
	next, err := tactical.ParseONS5(o.File.Record.Scenario)
	if err != nil || next.Scenario != 8 || next.Used != 45 {
		t.Fatalf("the next game is %q (%v)", o.File.Record.Scenario, err)
	}
	if scene(app) == "menu" {
		t.Fatal("the menu stayed")
	}
	np := o.Session()
	if m := np.Game().(*tactical.Match); m.S.Battle.Turn > 1 || m.Scen.Night {
		t.Errorf("scenario 8 (5 May, day) starts at turn %d, night %v", m.S.Battle.Turn, m.Scen.Night)
	}
}

// [58, 59, 61] The builder offers design-your-own's rules: convoy turns
// once in 3 or 5 turns, the reload rate by crew (Advanced or Basic
// column) and rolled depth-charge stocks; the design carries them and the
// battle started from it plays under them.
func Test58_59_61_BuilderOffersTheOwnRules(t *testing.T) {
	env, gs, _ := saverEnv(t, storage.NewMemory())
	app := newApp(t, env, 1280, 800, 1)
	b := openBuilder(t, app)
	click(t, app, "build:convoyturns") // any → once in 3
	click(t, app, "build:convoyturns") // → once in 5
	click(t, app, "build:reload")      // 3 turns → by crew, Advanced
	click(t, app, "build:dcstock")     // unlimited → rolled
	d := b.Design()
	if d.ConvoyTurns != 5 || d.Reload != "advanced" || !d.DCStock {
		t.Fatalf("design %s", d)
	}
	for _, f := range []string{"convoyturns=5", "reload=advanced", "dcstock=rolled"} {
		if !strings.Contains(info(app)["design"], f) {
			t.Errorf("the design %q lacks %s", info(app)["design"], f)
		}
	}
	click(t, app, "build:start")
	es, err := gs.M.List()
	if err != nil || len(es) == 0 {
		t.Fatalf("no autosave: %v", err)
	}
	o, err := gs.M.Load(es[0].Key)
	if err != nil {
		t.Fatal(err)
	}
	m := o.Session().Game().(*tactical.Match)
	if m.G.B.ConvoyTurnEvery != 5 || m.G.B.Reload != "advanced" {
		t.Errorf("the battle plays without the rules: every %d, reload %q", m.G.B.ConvoyTurnEvery, m.G.B.Reload)
	}
	for i := range m.G.B.Vessels {
		v := &m.G.B.Vessels[i]
		if !v.Sub && m.G.Role(v) == tactical.Escort && !v.Stocked {
			t.Errorf("%s has no rolled stock", v.ID)
		}
	}
}
