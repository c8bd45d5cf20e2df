package i18n_test

import (
	"testing"

	"periscope/game/engine"
	"periscope/game/systems"
	"periscope/i18n"
)

// The tactical game's top bar in Italian: the turn and the scenario's name
// come from the catalogue (engine.Summary's DateMsg and TitleMsg), and a
// refusal reads in Italian too.
func TestTacticalBarAndRefusalInItalian(t *testing.T) {
	reg := systems.Installed()
	sys, err := reg.Open(engine.Record{System: "tactical", Theatre: "submarine", Scenario: "S1", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	sess, err := engine.NewSession(sys, engine.Record{System: "tactical", Theatre: "submarine", Scenario: "S1", Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	sum := sess.Game().(engine.Summarizer).Summary()
	if got := i18n.IT.Msg(sum.DateMsg, nil); got != "Turno 1 di 20" {
		t.Errorf("date in Italian: %q", got)
	}
	if got := i18n.IT.Msg(sum.TitleMsg, nil); got != "S1 Convoglio senza scorta 1" {
		t.Errorf("scenario name in Italian: %q", got)
	}
	m := engine.M("tac.err.plot-char", engine.Text("s", "x"), engine.Int("at", 2))
	if got := i18n.IT.Msg(m, nil); got != `"x" in posizione 2 (usa numeri, L e R)` {
		t.Errorf("refusal in Italian: %q", got)
	}
}
