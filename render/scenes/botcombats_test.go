package scenes

import (
	"fmt"
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/combat"
	"periscope/render/play"
	"periscope/storage"
)

// botTurnCombats counts the combats the bot fights in the first turn of
// scenario from seed (as the map opens them: one at a time).
func botTurnCombats(t *testing.T, th *play.Session) int {
	t.Helper()
	s := th
	s.BotTurn()
	turn := s.State().Turn
	n := 0
	for i := 0; i < 5000 && s.State().Turn == turn && s.BotWants(); i++ {
		if combat.Wants(s.Game(), s.Live()) {
			combat.PlayOut(s, s.Game())
			n++
			continue
		}
		s.RunBots(1, func() bool { return !combat.Wants(s.Game(), s.Live()) })
	}
	return n
}

// botTurnOnMap opens s on the campaign map in a w×h window (in lang, or
// the tests' English for ""; animations at speed), takes command and hands
// the turn to the bot, which the map then plays frame by frame. It returns
// the app and its environment.
func botTurnOnMap(t *testing.T, s *play.Session, lang string, speed, w, h float64) (*render.App, *render.Env) {
	t.Helper()
	env := newEnv(t, storage.NewMemory())
	env.Settings.AnimSpeed = speed
	if lang != "" {
		env.Settings.Lang = lang
	}
	app := newApp(t, env, w, h, 1)
	app.Scenes().Push(NewCampaign(env, s))
	step(t, app, &input.State{})
	click(t, app, "begin")
	s.BotTurn()
	return app, env
}

// stepWhileMap steps app while the map plays the bot's turn (at most 5,000
// frames): with no animation the turn ends within them.
func stepWhileMap(t *testing.T, app *render.App) {
	t.Helper()
	for i := 0; i < 5000 && scene(app) == "map"; i++ {
		step(t, app, &input.State{})
	}
}

// A turn handed to the bot (issue 14, item 2): the map stops at each of
// the bot's combats and opens it on its own board, which is never over when
// it opens, shows one combat only, and plays the bot's decisions at the
// animation speed (each after the dice have settled); "Skip the rest of the
// turn's" plays the remaining combats at once; at the end of the turn the
// summary lists every combat (watched or skipped) with what the log says
// came of it, and Replay plays one again on the board to the same end.
func TestBotTurnCombatsFollowed(t *testing.T) {
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	rec := engine.Record{Scenario: "happy-time-1940"}
	for seed := uint64(1); seed < 40; seed++ {
		rec.Seed = seed
		probe, err := play.New(th, rec, nil)
		if err != nil {
			t.Fatal(err)
		}
		if botTurnCombats(t, probe) >= 2 {
			break
		}
	}
	s, err := play.New(th, rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	const speed = 4
	app, _ := botTurnOnMap(t, s, "", speed, 1280, 800)
	turn := s.State().Turn

	var board *combat.Scene
	boards, lastDec, since := 0, s.Decisions(), 0
	var boats string
	for i := 0; i < 60000 && scene(app) != "bot-combats"; i++ {
		if b, ok := app.Scenes().Top().(*combat.Scene); ok {
			info := b.Info()
			if b != board {
				board, boards = b, boards+1
				boats = info["boats"]
				if info["over"] == "true" {
					t.Fatalf("board %d opened already over", boards)
				}
				if info["bot"] != "true" {
					t.Fatalf("board %d: the bot does not play it (%v)", boards, info)
				}
				if boards == 2 {
					click(t, app, "skip-turn")
					continue
				}
			} else if info["boats"] != boats && info["over"] != "true" {
				t.Fatalf("board %d showed %s, then %s: two combats on one board", boards, boats, info["boats"])
			}
			if d := s.Decisions(); d != lastDec {
				if boards == 1 && d-lastDec > 1 {
					t.Fatalf("the bot made %d decisions in one frame on a watched board", d-lastDec)
				}
				if boards == 1 && since < 40/speed-1 {
					t.Fatalf("the bot's decision came %d frames after the last, before the dice settled", since)
				}
				lastDec, since = d, 0
			} else {
				since++
			}
		} else {
			lastDec, since = s.Decisions(), 0
		}
		step(t, app, &input.State{})
		if s.State().Turn > turn+1 {
			break
		}
	}
	if scene(app) != "bot-combats" {
		t.Fatalf("no summary at the end of the bot's turn (scene %s, %d boards)", scene(app), boards)
	}
	if boards != 2 {
		t.Errorf("%d boards opened; want 2 (the first watched, the second skipped with the rest)", boards)
	}
	sum := app.Scenes().Top().(*BotCombats)
	info := sum.Info()
	t.Logf("seed %d: %d boards; summary %v", rec.Seed, boards, info)
	if len(sum.fought) < 2 {
		t.Fatalf("the summary lists %d combats", len(sum.fought))
	}
	if !strings.Contains(info["combat0"], "watched") || !strings.Contains(info["combat1"], "skipped") {
		t.Errorf("watched/skipped: %q / %q", info["combat0"], info["combat1"])
	}
	// The summary says what the log says.
	for i, f := range sum.fought {
		ships := 0
		for _, e := range s.Log()[f.LogFrom:f.LogTo] {
			if e.Event != nil && e.Event.Type == "sunk" {
				ships++
			}
		}
		if ships != f.Ships {
			t.Errorf("combat %d: the summary counts %d ships, the log sinks %d", i, f.Ships, ships)
		}
		if f.Ships > 0 && !strings.Contains(info[fmt.Sprintf("combat%d", i)], fmt.Sprintf("%d ship", f.Ships)) {
			t.Errorf("combat %d: %q does not say %d ships", i, info[fmt.Sprintf("combat%d", i)], f.Ships)
		}
	}
	// Replay each combat: the board plays it to the same end.
	for i, f := range sum.fought {
		click(t, app, fmt.Sprintf("replay:%d", i))
		if scene(app) != "replay" {
			t.Fatalf("replay %d: scene %s (%s)", i, scene(app), sum.errMsg)
		}
		rb := app.Scenes().Top().(*combat.Scene)
		for k := 0; k < 20000 && rb.Info()["over"] != "true"; k++ {
			step(t, app, &input.State{})
		}
		ri := rb.Info()
		if ri["over"] != "true" {
			t.Fatalf("replay %d never ended", i)
		}
		// The board's own words for what the combat sank (the catalogue's,
		// in the test's language).
		want := i18n.T("combat.over.none")
		if f.Ships > 0 {
			want = i18n.T("combat.over.sunk", engine.Int("n", f.Ships), engine.KT("kt", f.Tons))
		}
		if !strings.Contains(ri["summary"], want) {
			t.Errorf("replay %d: %q, the combat sank %d", i, ri["summary"], f.Ships)
		}
		click(t, app, "continue")
		if scene(app) != "bot-combats" {
			t.Fatalf("after replay %d: scene %s", i, scene(app))
		}
	}
	click(t, app, "close")
	if scene(app) != "map" {
		t.Fatalf("after the summary: scene %s", scene(app))
	}
}
