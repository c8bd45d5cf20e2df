package i18n_test

import (
	"strings"
	"testing"

	"periscope/game/bot"
	"periscope/game/engine"
	"periscope/game/systems"
	"periscope/i18n"
)

// A roll's line names its test and its result once each: "(rosa: rosa 5)"
// said the compass twice. Plays the tactical scenario S1 with its own
// commanders and reads every roll's line in English and Italian: the result must
// not start with the test's first word.
func TestTacticalRollLinesSayTheirLabelOnce(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	rec := engine.Record{System: "tactical", Theatre: "submarine", Scenario: "S1", Seed: 1}
	sys, sess, err := systems.Installed().Start(rec)
	if err != nil {
		t.Fatal(err)
	}
	type botter interface {
		Bot(seat engine.Seat, level string) engine.Player
	}
	p := seatBots{sys.(botter).Bot}
	log, _, err := bot.Play(sess.Game(), p, 150)
	if err != nil {
		t.Fatal(err)
	}
	rolls, compass := 0, 0
	log = append(sess.Log(), log...)
	for _, l := range []i18n.Lang{i18n.EN, i18n.IT} {
		i18n.SetLang(l)
		for _, e := range log {
			if e.Roll == nil {
				continue
			}
			rolls++
			target, result := i18n.RollTarget(e), i18n.RollResult(e)
			if e.Roll.Rule == "20.4.2" {
				compass++
				if !strings.Contains(i18n.Entry(e), "(") {
					t.Errorf("%s: the compass roll names no result: %q", l, i18n.Entry(e))
				}
			}
			if tw, rw := strings.Fields(target), strings.Fields(result); len(tw) > 0 && len(rw) > 0 && strings.EqualFold(tw[0], rw[0]) {
				t.Errorf("%s: %q repeats its test %q", l, i18n.Entry(e), target)
			}
		}
	}
	if compass == 0 || rolls < 10 {
		t.Fatalf("only %d rolls, %d compass rolls read", rolls, compass)
	}
}

// seatBots answers each prompt with its seat's computer commander.
type seatBots struct {
	bot func(seat engine.Seat, level string) engine.Player
}

func (b seatBots) Choose(g engine.Game, p *engine.Prompt) engine.Choice {
	return b.bot(p.Seat, "").Choose(g, p)
}
