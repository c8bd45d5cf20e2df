package campaign

import (
	"slices"
	"strings"
	"testing"
)

// readyAt puts n of the game's subs in a base's Ready-for-Sea box.
func readyAt(t *testing.T, g *Game, base string, n int) []*Sub {
	t.Helper()
	var out []*Sub
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != StBase || len(out) == n {
			continue
		}
		s.Base, s.Box = base, BoxReady
		out = append(out, s)
	}
	if len(out) < n {
		t.Fatalf("only %d subs at base", len(out))
	}
	return out
}

func optionKeys(g *Game) []string {
	var ks []string
	if p := g.Prompt(); p != nil {
		for _, o := range p.Options {
			ks = append(ks, o.Key)
		}
	}
	return ks
}

// [SW 24.1], [24.11]: from October 1943 a wolfpack forms at a main base
// from subs in Ready-for-Sea, at least three; before the experience track
// reaches 9, one pack at a time and at most three subs.
func TestSW24_1_PackFormsAtAMainBaseFromOctober1943(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-09", 2)
	subs := readyAt(t, g, "pearl-harbor", 4)
	if fs := g.packFormFrames(); len(fs) != 0 {
		t.Fatalf("September 1943 offers packs: %v", fs)
	}
	g = pacificGame(t, "campaign-1941", "1943-10", 3)
	subs = readyAt(t, g, "pearl-harbor", 4)
	drive(t, g, Frame{Op: opPackFormBase, Area: "pearl-harbor"})
	if p := g.Prompt(); p == nil || p.Kind != "pack-preform" {
		t.Fatalf("no formation prompt: %v", p)
	}
	if ks := optionKeys(g); slices.Contains(ks, "group") || !slices.Contains(ks, "none") {
		t.Fatalf("an empty pack offers %v", ks)
	}
	answer(t, g, "sub:"+subs[0].ID)
	answer(t, g, "sub:"+subs[1].ID)
	if ks := optionKeys(g); slices.Contains(ks, "group") {
		t.Fatalf("a pack of two may sail: %v", ks)
	}
	answer(t, g, "sub:"+subs[2].ID)
	ks := optionKeys(g)
	if !slices.Contains(ks, "group") || !slices.Contains(ks, "barrier") {
		t.Fatalf("a pack of three cannot sail: %v", ks)
	}
	for _, k := range ks {
		if strings.HasPrefix(k, "sub:") {
			t.Errorf("a fourth sub may join before experience 9 [24.11B]: %v", ks)
		}
	}
	answer(t, g, "barrier")
	if len(g.S.Packs) != 1 || len(g.S.Packs[0].Members) != 3 || g.S.Packs[0].Mode != "barrier" {
		t.Fatalf("packs %+v", g.S.Packs)
	}
	readyAt(t, g, "brisbane", 0)
	drive(t, g, Frame{Op: opPackFormBase, Area: "pearl-harbor"})
	if g.Prompt() != nil {
		t.Errorf("a second pack may form before experience 9 [24.11A]")
	}
}

// [SW 24.7], [24.12]: two members sinking ships in one combat earn the
// pack one experience point, once a patrol; at 9 the limits rise to five
// packs of six from the next turn.
func TestSW24_7_ExperienceTrack(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-10", 3)
	subs := readyAt(t, g, "pearl-harbor", 3)
	g.S.Packs = []WolfPack{{ID: "WP-1", Base: "pearl-harbor", Members: []string{subs[0].ID, subs[1].ID, subs[2].ID}, Mode: "group"}}
	one := &Combat{Boats: []CombatBoat{{ID: subs[0].ID, Ships: 2}, {ID: subs[1].ID}}}
	g.packExperience(one)
	if g.S.PackExp != 0 {
		t.Fatalf("one member sinking scored %d", g.S.PackExp)
	}
	two := &Combat{Boats: []CombatBoat{{ID: subs[0].ID, Ships: 1}, {ID: subs[1].ID, Ships: 1}}}
	g.packExperience(two)
	g.packExperience(two)
	if g.S.PackExp != 1 {
		t.Fatalf("experience %d after two scoring combats of one patrol, want 1", g.S.PackExp)
	}
	g.S.PackExp = 8
	g.S.Packs[0].Scored = false
	g.packExperience(two)
	if lv := g.packLevel(); g.S.PackExp != 9 || lv.Packs != 1 {
		t.Fatalf("at 9 in the same turn: exp %d, level %+v (want the old limits)", g.S.PackExp, lv)
	}
	g.S.Turn++
	if lv := g.packLevel(); lv.Packs != 5 || lv.Size != 6 {
		t.Fatalf("the turn after 9: level %+v, want 5 packs of 6", lv)
	}
}

// [SW 24.32]: a barrier pack's other members intercept the contact on
// 0–5; [24.4] each member's transit check is at −1.
func TestSW24_32_BarrierIntercepts(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-10", 3)
	subs := readyAt(t, g, "pearl-harbor", 3)
	for _, s := range subs {
		s.Status = StSea
		g.PutAtSea(s, "luzon-strait", Operating, Patrol)
	}
	g.S.Packs = []WolfPack{{ID: "WP-1", Base: "pearl-harbor", Members: []string{subs[0].ID, subs[1].ID, subs[2].ID}, Mode: "barrier"}}
	c := &Combat{Kind: "c1", Area: "luzon-strait", Gov: "luzon-strait", Stage: "contact", Boats: []CombatBoat{{ID: subs[0].ID, Role: "lone", Column: -1}}}
	g.S.Combat = c
	g.LoadDice(5, 6)
	if !g.preformedPackJoins(c, subs[0]) {
		t.Fatal("a pack member's contact is not the pack's")
	}
	es := g.Flush()
	if len(c.Boats) != 2 || c.Boats[1].ID != subs[1].ID || !c.Pack {
		t.Fatalf("boats %+v, want %s (5) in and %s (6) out", c.Boats, subs[1].ID, subs[2].ID)
	}
	if !rollOfRule(es, "24.32") {
		t.Errorf("no [24.32] roll logged")
	}
	if d := g.packTransitDRM(subs[0]); d != -1 {
		t.Errorf("member's transit DRM %d, want −1 [24.4]", d)
	}
	if d := g.packSearchDRM(subs[0]); d != 2 {
		t.Errorf("barrier's AAC DRM %d, want +2 [24.32]", d)
	}
	g.S.Combat = nil
}

// packAtSea puts three subs at sea in an area as one pre-formed pack.
func packAtSea(t *testing.T, g *Game, area string) []*Sub {
	t.Helper()
	subs := readyAt(t, g, "pearl-harbor", 3)
	for _, s := range subs {
		s.Status = StSea
		g.PutAtSea(s, area, Operating, Patrol)
	}
	g.S.Packs = []WolfPack{{ID: "WP-1", Base: "pearl-harbor", Members: []string{subs[0].ID, subs[1].ID, subs[2].ID}, Mode: "group"}}
	return subs
}

// [SW 24.6] One member spotted spots the whole pack, and one end-of-turn
// roll decides for all of them (with the pack's best skipper).
func TestSW24_6_PackSpottedTogether(t *testing.T) {
	for _, c := range []struct {
		die   int
		still bool
	}{{6, false}, {7, true}} {
		g := pacificGame(t, "campaign-1941", "1943-10", 3)
		quietBases(g)
		subs := packAtSea(t, g, "luzon-strait")
		subs[2].Ace, subs[2].AceLevel = "", 0
		g.Spot(subs[1], "14.2", "counterattack")
		for _, s := range subs {
			if !s.Spotted {
				t.Fatalf("%s not spotted with its pack", s.ID)
			}
		}
		g.LoadDice(c.die, c.die, c.die)
		es := drive(t, g, Frame{Op: opEndRest})
		n := 0
		for _, e := range es {
			if e.Roll != nil && e.Rule == "16.2" {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%d Spotted rolls for one pack, want 1\n%s", n, logText(es))
		}
		for _, s := range subs {
			if s.Spotted != c.still {
				t.Errorf("die %d: %s spotted %v, want %v", c.die, s.ID, s.Spotted, c.still)
			}
		}
	}
}

// [SW 24.55] A pack member takes part in the pack's one re-attack on
// d10 ≤ Tactical + skipper, +2 to the roll when damaged; there is no
// second re-attack for a pack, skipper or not.
func TestSW24_55_PackReattacksOnceOnly(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-10", 3)
	subs := packAtSea(t, g, "luzon-strait")
	c := &Combat{Kind: "c1", Area: "luzon-strait", Gov: "luzon-strait", Stage: "between", Round: 1, Pack: true,
		Boats: []CombatBoat{{ID: subs[0].ID, Column: 0}, {ID: subs[1].ID, Column: 1}}}
	g.S.Combat = c
	subs[0].Damage = 1
	need := g.tactics(subs[0]) + g.AceValue(subs[0])
	drive(t, g, Frame{Op: opCombatStay, Sub: subs[0].ID})
	p := g.Prompt()
	if p == nil || p.Kind != "pack-stay" || p.Rule != "24.55" {
		t.Fatalf("prompt %+v", p)
	}
	if got, want := p.Options[0].Odds[0].P, pAtMost(need, 2); got != want {
		t.Errorf("damaged member stays with p %.2f, want %.2f (d10+2 ≤ %d)", got, want, need)
	}
	if m := g.packStayMods(subs[0]); len(m) != 1 || m[0].Value != 2 || m[0].Rule != "24.55" {
		t.Errorf("the stay roll's DRMs %+v", m)
	}
	c.Round, c.Stage = 2, "between"
	g.S.Pending = nil
	subs[0].Ace, subs[0].AceLevel = g.S.AcePool[0], 2
	g.S.AcePool = g.S.AcePool[1:]
	text := logText(drive(t, g, Frame{Op: opCombat, Sub: subs[0].ID}))
	if !strings.Contains(text, "once only") {
		t.Errorf("a pack re-attacks a second time:\n%s", text)
	}
	g.S.Combat = nil
}
