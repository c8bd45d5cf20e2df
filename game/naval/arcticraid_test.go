package naval

import (
	"testing"

	"periscope/game/engine"
)

// 21.5322: raids from the Murmansk box go straight to the Atlantic box.
// In the Arctic convoys the German ports of northern Norway (Narvik,
// Altafjord) stand for the Murmansk box: the pocket battleships at Narvik
// may raid the Atlantic box that feeds the PQ convoys (20.64: BRP gifts to
// Murmansk ride on Atlantic transports), off the map: no interception or
// air attack on the way out or home, even with the Home Fleet and the
// cruisers at sea on the way; in the box the Raid Table meets them
// (21.534), the defenders the ships of Hvalfjörður and Scapa Flow
// (21.5342A: the box and Western-front ports). Tirpitz at Trondheim, a
// port on the map, would sail through the map (and has destroyers: no
// raid, 21.5321).
func Test21_5322_RaidsFromTheMurmanskBox(t *testing.T) {
	th := theatre(t)
	g, err := NewGame(th, engine.Record{Scenario: "pq17-1942", Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	box := g.raidBox(0)
	if box != "natl" {
		t.Fatalf("the Arctic's SW box is %q", box)
	}
	nar := g.force("narvikgrp")
	if !contains(g.kinds(nar), OpRaid) || contains(g.kinds(g.force("trondgrp")), OpRaid) {
		t.Fatalf("raid kinds: Narvik %v, Trondheim %v", g.kinds(nar), g.kinds(g.force("trondgrp")))
	}
	// The Home Fleet waits at sea on patrol off Norway, the cruisers off
	// Iceland: on the map they could intercept; the raid is off it.
	hf := g.force("homef")
	hf.At, hf.AtSea, hf.Patrol = "norw", true, "norw"
	// Under it another force's order, a prompt the test stops at.
	g.S.Stack = []engine.Frame{{Op: opTarget, Sub: "trondgrp", S: OpPatrol}}
	g.Push(engine.Frame{Op: opTarget, Sub: nar.ID, S: OpRaid})
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	answerKind(t, g, "op-target", "area:"+box)
	o := &g.S.Ops[len(g.S.Ops)-1]
	if !o.Straight || len(o.Path) != 1 || o.Path[0] != box {
		t.Fatalf("raid op %+v", o)
	}
	if c := g.cutOptions(o); len(c) != 0 {
		t.Fatalf("interceptions offered on a raid off the map: %d", len(c))
	}
	// The raid in the box: the Raid Table (6 −3 = 3 ships may engage).
	g.S.Stack, g.S.Pending = []engine.Frame{{Op: opTarget, Sub: "trondgrp", S: OpPatrol}}, nil
	nar.At, nar.AtSea = box, true
	g.LoadDice(6, 6, 6)
	g.raid(nar, o)
	if err := g.Run(); err != nil {
		t.Fatal(err)
	}
	es := g.Flush()
	for g.Prompt() != nil {
		more, err := g.Apply(Bot{Seat: g.Prompt().Seat}.Choose(g, g.Prompt()))
		if err != nil {
			t.Fatal(err)
		}
		es = append(es, more...)
		if g.Prompt() != nil && g.Prompt().Kind == "op-target" {
			break
		}
	}
	if rolls(es, "raid engagement") != 1 || len(logHas(es, "log.raidengagers")) != 1 {
		t.Fatal("no Raid Table engagement in the Atlantic box")
	}
}

// The bots raid from Narvik in the Arctic convoys' games (the first of
// four seeds with a raid ends the search).
func TestArcticBotRaids(t *testing.T) {
	th := theatre(t)
	raids := 0
	for seed := uint64(1); seed <= 4 && raids == 0; seed++ {
		sess, _ := engine.NewSession(System{T: th}, engine.Record{Scenario: "pq17-1942", Seed: seed})
		for sess.Game().Prompt() != nil {
			gg := sess.Game().(*Game)
			p := gg.Prompt()
			sess.Apply(Bot{Seat: p.Seat}.Choose(gg, p))
		}
		raids += rolls(sess.Log(), "raid engagement")
	}
	if raids == 0 {
		t.Fatal("no raid from the Murmansk box in four games")
	}
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}
