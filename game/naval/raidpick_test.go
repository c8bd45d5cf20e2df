package naval

import (
	"slices"
	"strings"
	"testing"

	"periscope/game/dice"
	"periscope/game/engine"
)

// answerKind applies the option of the pending prompt with the key.
func answerKind(t *testing.T, g *Game, kind, key string) []engine.Entry {
	t.Helper()
	p := g.Prompt()
	if p == nil || p.Kind != kind {
		t.Fatalf("prompt %+v, want %s", p, kind)
	}
	i := optIndex(p, key)
	if i < 0 {
		var keys []string
		for _, o := range p.Options {
			keys = append(keys, o.Key)
		}
		t.Fatalf("%s: no option %s in %v", kind, key, keys)
	}
	es, err := g.Apply(engine.Pick(i))
	if err != nil {
		t.Fatal(err)
	}
	return es
}

func optKeys(p *engine.Prompt) []string {
	var keys []string
	for _, o := range p.Options {
		keys = append(keys, o.Key)
	}
	return keys
}

func logHas(es []engine.Entry, id string) []engine.Entry {
	var out []engine.Entry
	for _, e := range es {
		if e.Msg != nil && e.Msg.ID == "naval."+id {
			out = append(out, e)
		}
	}
	return out
}

// 21.5342: the first engager is a cruiser, then a ship per type die; the
// defender must comply but picks which ship of the type engages. The
// roll 6 −3 = 3 lets three ships engage: the cruiser slot offers the
// British player both cruisers (Norfolk and Suffolk at Hvalfjörður, the
// Home Fleet's) and nothing else, a 4 offers the 4-factor battleships
// (and no fast 5), and the last slot, a 1, has only the other cruiser
// left, which engages without a question.
func Test21_5342_DefenderPicksTheEngagers(t *testing.T) {
	g, fo, o := raidGame(t)
	g.LoadDice(6, 4, 1)
	g.raid(fo, o)
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	p := g.Prompt()
	if p == nil || p.Kind != "raid-engage" || p.Seat != g.Seat(1) || p.Rule != "21.5342" {
		t.Fatalf("prompt %+v, want the British raid-engage", p)
	}
	if k := optKeys(p); !slices.Equal(k, []string{"ship:homefca", "ship:cs1"}) {
		t.Fatalf("the cruiser slot offers %v", k)
	}
	answerKind(t, g, "raid-engage", "ship:cs1")
	if k := optKeys(g.Prompt()); !slices.Equal(k, []string{"ship:hood", "ship:pow", "ship:kgv", "ship:rodney"}) {
		t.Fatalf("the 4 offers %v", k)
	}
	g.UnloadDice()
	es := answerKind(t, g, "raid-engage", "ship:rodney")
	es = append(g.Flush(), es...)
	e := logHas(es, "log.raidengagers")
	if len(e) != 1 || e[0].Text != "CA 4, Rodney (BB 4), CA 6 engage Rheinübung group" {
		t.Fatalf("engagers: %+v", e)
	}
}

// 21.5342B: a type die no ship answers is ignored, one ship fewer. Two 5s:
// Victorious, the one fast carrier (no 5-factor battleship), answers the
// first alone, without a question; the second is ignored.
func Test21_5342B_MissingTypeIgnored(t *testing.T) {
	g, fo, o := raidGame(t)
	g.LoadDice(6, 5, 5)
	g.raid(fo, o)
	es := append([]engine.Entry{}, g.Flush()...)
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	es = append(es, g.Flush()...)
	es = append(es, answerKind(t, g, "raid-engage", "ship:homefca")...)
	es = append(es, g.Flush()...)
	if n := len(logHas(es, "log.raidnotype")); n != 1 {
		t.Fatalf("%d ignored types, want 1", n)
	}
	e := logHas(es, "log.raidengagers")
	if len(e) != 1 || e[0].Text != "CA 6, Victorious (CV 3) engage Rheinübung group" {
		t.Fatalf("engagers: %+v", e)
	}
}

// 21.5341: with Scapa Flow non-operative, the defender is asked before the
// roll whether the ships there stay in port. Engaging with all costs the
// roll −1; holding them drops the −1, and the held ships sit out: only the
// ships at Hvalfjörður may engage. The bot holds (a cruiser is left).
func Test21_5341_HoldShipsInPort(t *testing.T) {
	for _, hold := range []bool{false, true} {
		g, fo, o := raidGame(t)
		g.Sc.Params.NonOperative = []string{"scapa"}
		g.LoadDice(6, 6, 6)
		g.raid(fo, o)
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		p := g.Prompt()
		if p == nil || p.Kind != "raid-hold" || p.Seat != g.Seat(1) {
			t.Fatalf("prompt %+v, want raid-hold", p)
		}
		if c := (Bot{Seat: p.Seat}).Choose(g, p); p.Options[c.Option].Key != "hold" {
			t.Fatalf("the bot engages with all (%s)", p.Options[c.Option].Key)
		}
		key := "engage"
		if hold {
			key = "hold"
		}
		es := answerKind(t, g, "raid-hold", key)
		var minus bool
		for _, e := range es {
			if e.Roll != nil && e.Roll.Purpose == "raid engagement" {
				for _, m := range e.Roll.Mods {
					minus = minus || m.Reason == "defender in a non-operative port" && m.Value == -1
				}
			}
		}
		if minus == hold {
			t.Fatalf("hold %v: the −1 for the non-operative port is %v", hold, minus)
		}
		if hold {
			if len(g.S.RaidHeld) != 7 || !slices.Contains(g.S.RaidHeld, "kgv") {
				t.Fatalf("held %v", g.S.RaidHeld)
			}
			if p := g.Prompt(); p != nil && p.Kind == "raid-engage" {
				for _, k := range optKeys(p) {
					if s := g.ship(strings.TrimPrefix(k, "ship:")); g.force(s.Force).Port != "ice" {
						t.Fatalf("held ship %s offered", s.ID)
					}
				}
			}
		}
	}
}

// 21.537C–D: on the way home the undamaged engager (Norfolk and Suffolk)
// must fight again; the damaged Prince of Wales may disengage or stay in
// contact, the defender's choice (the bot disengages).
func Test21_537D_DamagedEngagerMayStay(t *testing.T) {
	for _, stay := range []bool{false, true} {
		g, _, _ := raidGame(t)
		id := g.newID("raid-defence-")
		g.S.Forces = append(g.S.Forces, Force{ID: id, Side: 1, Name: "Raid defence", Port: "ice", At: g.raidBox(0), AtSea: true})
		hood, pow, cs1 := g.ship("hood"), g.ship("pow"), g.ship("cs1")
		hood.Home, hood.Force, hood.Sunk = "bcf", id, true
		pow.Home, pow.Force, pow.Damaged = "bcf", id, true
		cs1.Home, cs1.Force = "cs1", id
		g.S.Ops[0].RaidMods = []dice.Mod{engine.Mod(-3, "always", "21.5342")}
		g.LoadDice(1)
		g.Push(engine.Frame{Op: opRaidEnd, A: 0, B: 1, S: id})
		if err := g.Run(); err != nil {
			t.Fatal(err)
		}
		es0 := append(g.Flush(), answerKind(t, g, "raid-split", "together")...)
		p := g.Prompt()
		if p == nil || p.Kind != "raid-stay" || p.Seat != g.Seat(1) {
			t.Fatalf("prompt %+v, want raid-stay", p)
		}
		if c := (Bot{Seat: p.Seat}).Choose(g, p); !strings.HasPrefix(p.Options[c.Option].Key, "leave:") {
			t.Fatal("the bot keeps a damaged ship in contact")
		}
		key := "leave:pow"
		if stay {
			key = "stay:pow"
		}
		es := append(append(es0, g.Flush()...), answerKind(t, g, "raid-stay", key)...)
		e := logHas(es, "log.raidchase")
		want := "Rheinübung group is brought to battle on the way home by CA 4"
		if stay {
			want += ", Prince of Wales (BB 4)"
		}
		if len(e) != 1 || e[0].Text != want {
			t.Fatalf("stay %v: %+v", stay, e)
		}
		if n := len(logHas(es, "log.raiddisengage")); n == 0 == !stay {
			t.Fatalf("stay %v: %d disengage lines", stay, n)
		}
		g.UnloadDice()
		runBots(t, g)
		if g.S.Battle != nil || cs1.Home != "" || pow.Home != "" {
			t.Fatal("after the second round the engagers are not home")
		}
	}
}
