package campaign

import (
	"testing"

	"periscope/game/dice"
	"periscope/game/engine"
)

// packBoard puts a pre-formed pack of three on a Pacific convoy display
// [SW 24.5]: the members in columns 0, 1 and 2, the units given.
func packBoard(t *testing.T, g *Game, cols [][]unit) ([]*Sub, *Combat) {
	t.Helper()
	subs := packAtSea(t, g, "luzon-strait")
	c := board(t, g, "c1", "luzon-strait", cols, map[string]int{subs[0].ID: 0, subs[1].ID: 1, subs[2].ID: 2})
	c.Pack = true
	return subs, c
}

// [SW 24.51] A diligent escort revealed by one member attacks a random
// member of the pre-formed pack, logged under Silent War's rule.
func TestSW24_51_DiligentEscortAttacksARandomMember(t *testing.T) {
	victims := map[string]int{}
	for i := 0; i < 6; i++ {
		g := pacificGame(t, "campaign-1941", "1943-10", 3)
		g.S.Dice = *dice.New(uint64(i + 1))
		subs, c := packBoard(t, g, [][]unit{{{typ: "dd-jp-diligent", up: true}, {typ: "m-jp-4t"}}, {}, {}, {}})
		g.diligentEscort(c.Boat(subs[0].ID), c.Columns[0].Units[0].ID, revealNormal)
		es := g.Flush()
		var named, harmed string
		for _, e := range es {
			if e.Msg != nil && e.Msg.ID == "atl.diligent.goes" {
				if e.Rule != "24.51" {
					t.Fatalf("the escort's choice under [%s], want [24.51]", e.Rule)
				}
				named = e.Msg.Args[0].Str
			}
			if e.Roll != nil && e.Roll.Purpose == "diligent escort" {
				harmed = e.Sub
			}
		}
		if named == "" || named != harmed {
			t.Fatalf("the escort goes for %q, the roll is %q's\n%s", named, harmed, logText(es))
		}
		victims[named]++
	}
	if len(victims) < 2 {
		t.Fatalf("the escort went for %v in 6 reveals, want more than the revealer", victims)
	}
}

// [SW 24.52] A combat event affects only the member that revealed it:
// mechanical trouble (odd: damaged and RTB) strikes the revealer alone.
func TestSW24_52_EventStrikesOnlyTheRevealer(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-10", 3)
	subs, c := packBoard(t, g, [][]unit{{{typ: "event", up: true}, {typ: "m-jp-4t"}}, {{typ: "m-jp-5t"}}, {}, {}})
	mech := -1
	for i, ev := range g.T.Tables.CombatEvents {
		if ev == "mechanical" {
			mech = i
		}
	}
	g.LoadDice(mech, 1)
	g.combatEvent(c.Boat(subs[1].ID), c.Columns[0].Units[0].ID)
	es := g.Flush()
	if subs[1].Damage != 1 || !subs[1].RTB {
		t.Fatalf("the revealer: damage %d, RTB %v\n%s", subs[1].Damage, subs[1].RTB, logText(es))
	}
	for _, s := range []*Sub{subs[0], subs[2]} {
		if s.Damage != 0 || s.RTB || c.Boat(s.ID).Out {
			t.Errorf("%s struck by another member's event: damage %d, RTB %v, out %v", s.ID, s.Damage, s.RTB, c.Boat(s.ID).Out)
		}
	}
}

// [SW 24.53] The members act one after another, in the player's order:
// the pack's turn asks which member attacks next, under Silent War's rule,
// each option with the member's own escort level [SW 24.54].
func TestSW24_53_MembersActOneAfterAnother(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-10", 3)
	subs, _ := packBoard(t, g, [][]unit{{{typ: "m-jp-4t"}}, {{typ: "m-jp-5t"}}, {{typ: "dd-jp"}}, {}})
	drive(t, g, Frame{Op: opCombat, Sub: subs[0].ID})
	p := g.Prompt()
	if p == nil || p.Kind != "pack-order" || p.Rule != "24.53" || len(p.Options) != 3 {
		t.Fatalf("prompt %+v, want the pack's order [24.53] over three members", p)
	}
	for _, o := range p.Options {
		if o.Rule != "24.53" || o.DetailMsg == nil || o.DetailMsg.ID != "pac.pack.order.d" {
			t.Errorf("option %s: rule %s, detail %+v", o.Key, o.Rule, o.DetailMsg)
		}
	}
	if _, err := g.Apply(engine.Pick(1)); err != nil {
		t.Fatal(err)
	}
	c := g.S.Combat
	if c == nil || !c.Boat(subs[1].ID).Acted && g.Prompt() != nil && g.Prompt().Sub != subs[1].ID {
		t.Fatalf("after choosing %s the decision is %+v", subs[1].ID, g.Prompt())
	}
	g.S.Combat = nil
}

// [SW 24.54] Each member has its own escort level: an escort in its own
// column counts; one in an adjacent column only if no other sub is there;
// aircraft count for every member whatever their column.
func TestSW24_54_EachMembersEscortLevel(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-10", 3)
	subs, c := packBoard(t, g, [][]unit{{{typ: "dd-jp", up: true}}, {}, {}, {{typ: "ac-jp", up: true}}})
	// ASW in half points: the DD 1 (2), the aircraft 1 (2).
	want := map[string]int{
		subs[0].ID: 4, // its own column's DD and the aircraft
		subs[1].ID: 2, // the DD's column holds another member: only the aircraft
		subs[2].ID: 2, // the aircraft, three columns away
	}
	for id, w := range want {
		for _, counter := range []bool{false, true} {
			if h := g.aswHalf(c.Boat(id), "", counter, false); h != w {
				t.Errorf("%s (counterattack %v): escort level %s, want %s", id, counter, aswText(h), aswText(w))
			}
		}
	}
	g.S.Combat = nil
}
