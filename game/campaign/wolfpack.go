package campaign

// Wolfpacks [24]: formation on contact with the shadower and the join
// attempts [24.1], Huff-Duff [24.11]. Placement [24.12], the boats' turns
// [24.23], the revealed-escort level [24.24] and the pack re-attack
// [24.25] are in combat.go and combat_attack.go.

import (
	"fmt"
	"strings"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

func init() {
	register(opPackForm, stepPackForm)
	register(opPackJoin, stepPackJoin)
	register(opPackShadower, stepPackShadower)
}

// packCandidates are the U-boats that may try to join [24.1]: German, at
// sea in the contact's OpArea (period 5: or an adjacent OpArea, at −3),
// in the Operating section, not yet acted this turn, not RTB, not tried,
// not carrying mines [26.0].
func (steelWolves) PackCandidates(g *Game, c *Combat, contact string) []*Sub {
	var nearBuf [8]string
	near := nearBuf[:0] // the adjacent OpAreas: a few, looked through (issue 16)
	capN, capped := g.BerlinPackCap()
	if capN > 0 && len(c.Boats) >= capN {
		return nil // the pack is as large as Berlin allows [36.43]
	}
	if g.S.Period >= 5 && !capped {
		for _, r := range g.T.Routes(c.Area) {
			if a := g.area(r.To); a != nil && a.Kind == data.KindOpArea {
				near = append(near, r.To)
			}
		}
	}
	var out []*Sub
	mc := g.mc()
	mc.atSea = g.subsAtSea(mc.atSea[:0])
	for _, i := range mc.atSea { // only a boat at sea may join
		s := &g.S.Subs[i]
		// A boat carrying mines may not attack until they are laid [26.0].
		if s.ID == contact || s.Status != StSea || s.Section != Operating || s.Acted || s.RTB || s.Mines > 0 {
			continue
		}
		if s.Area != c.Area && !containsStr(near, s.Area) || c.Boat(s.ID) != nil || containsStr(c.Tried, s.ID) {
			continue
		}
		if !g.traits(s).Wolfpacks { // asked last: most boats at sea are elsewhere (issue 16)
			continue
		}
		out = append(out, s)
	}
	return out
}

// packNumber is the Wolfpack Concentration table's number for an attempt
// (2 = the first boat after the shadower) [24.1]; beyond the table it
// rises by 1 for every 3 attempts.
func (g *Game) packNumber(attempt int) int {
	tb := g.T.Tables.Wolfpack
	i := attempt - 2
	if i < len(tb) {
		return tb[max(0, i)]
	}
	return tb[len(tb)-1] + (i-len(tb)+3)/3
}

// shadower returns the pack's active shadower, or nil.
func (c *Combat) shadower() *CombatBoat {
	for i := range c.Boats {
		if c.Boats[i].Role == "shadower" && !c.Boats[i].Out {
			return &c.Boats[i]
		}
	}
	return nil
}

// enigmaFor is the Enigma level a boat uses [7.3]: one lower for a boat of
// the Arctic or Mediterranean command in its waters after 4-rotor Enigma
// [7.31].
func (g *Game) enigmaFor(s *Sub, area string) int {
	e := g.S.Enigma
	if g.threeRotors(s, area) {
		e--
	}
	return e
}

// joinMods are the Wolfpack Concentration DRMs [24.1].
func (g *Game) joinMods(c *Combat, s *Sub) []dice.Mod {
	return g.appendJoinMods(make([]dice.Mod, 0, 4), c, s)
}

// appendJoinMods appends the join roll's DRMs [24.1] to mods (joinOdds
// sums them in a buffer of its own: issue 16, a list grown for every
// candidate of every attempt).
func (g *Game) appendJoinMods(mods []dice.Mod, c *Combat, s *Sub) []dice.Mod {
	if c.shadower() == nil {
		mods = append(mods, Mod(-2, "no shadower", "24.1"))
	}
	if c.Kind != "c2" {
		mods = append(mods, Mod(-2, "small convoy, special convoy or task force", "24.1"))
	}
	mods = append(mods, Mod(g.enigmaFor(s, c.Gov), "Enigma level", "7.3"))
	mods = append(mods, Mod(g.AceValue(s), "ace", "25.1"))
	if s.Area != c.Area {
		mods = append(mods, Mod(-3, "from an adjacent area", "24.1"))
	}
	if n := g.germanAircraft(s, c.Gov); n > 0 {
		mods = append(mods, Mod(n, "recon aircraft", "7.51"))
	}
	if g.weatherAt(c.Area) != 0 {
		mods = append(mods, Mod(-1, "bad weather", "7.41"))
	}
	if l := inexpLevel(s); l > 0 {
		mods = append(mods, Mod(-l, "inexperienced crew", "8.11"))
	}
	return mods
}

// joinOdds: joins for round 1 (> number), re-attack only (= number),
// fails (< number) [24.1].
func (g *Game) joinOdds(c *Combat, s *Sub, attempt int) []engine.Odd {
	var buf [8]dice.Mod
	n, m := g.packNumber(attempt), dice.Sum(g.appendJoinMods(buf[:0], c, s))
	hd := c.shadower() != nil
	acc := newOddsAcc()
	for r := 0; r < 10; r++ {
		var o string
		switch t := r + m; {
		case t > n:
			o = "joins for the first round"
		case t == n:
			o = "joins for the re-attack only"
		default:
			o = "fails (searches alone at −3)"
		}
		if r == 0 && hd {
			o += ", and Huff-Duff on the shadower"
		}
		acc.add(o, 0.1)
	}
	return acc.list()
}

// stepPackForm: a U-boat that finds a convoy may call a wolfpack [24.1],
// German boats only from the rules' period (2) [24.0]; not in 965 mb
// weather [7.41], not against a task force or special convoy [28.14], not
// after a home-waters second search [30.13].
func stepPackForm(g *Game, f *Frame) {
	c, s := g.S.Combat, g.Sub(f.Sub)
	if c != nil && s != nil && !c.NoAttack && !c.Second && !c.Pack && g.preformedPackJoins(c, s) {
		return // a pre-formed pack's members are at the contact [SW 24.5]
	}
	if c == nil || s == nil || c.NoAttack || c.Kind != "c1" && c.Kind != "c2" || c.Second || c.Pack {
		return
	}
	from := g.T.Rules.WolfpacksFromPeriod
	if from == 0 || g.S.Period < from || !g.traits(s).Wolfpacks || g.weatherAt(c.Area) == 965 {
		return
	}
	cands := g.rules.PackCandidates(g, c, s.ID)
	if len(cands) == 0 {
		return
	}
	if f.Ans == nil {
		// The words on demand (Prompt.Words, engine.Option.Text): a bot
		// reads none of them (issue 16).
		may := func() (string, *engine.Msg) {
			// Up to four names, then how many more (each candidate's own
			// prompt names it): a long list cut the Huff-Duff clause on the
			// map's panel at 1024×640 (TestSoakPromptsNeverCutOdds).
			names := make([]string, 0, 5)
			for i, x := range cands {
				if i == 4 && len(cands) > 5 {
					names = append(names, fmt.Sprintf("+%d", len(cands)-4))
					break
				}
				names = append(names, x.ID)
			}
			d := fmt.Sprintf("%d boats may try (%s); attempt 2 needs more than %d, attempt 3 more than %d", len(cands), strings.Join(names, ", "), g.packNumber(2), g.packNumber(3))
			dm := msgM("atl.pack.may-try", aInt("n", len(cands)), aText("names", strings.Join(names, ", ")), aInt("a2", g.packNumber(2)), aInt("a3", g.packNumber(3)))
			return d, dm
		}
		g.Ask(f, engine.Prompt{Kind: "wolfpack", Sub: s.ID, Rule: "24.1",
			Words: func(p *engine.Prompt) {
				p.Text = fmt.Sprintf("%s has found a %s: call a wolfpack?", s.ID, kindLabel(c.Kind))
				p.Msg = msgM("atl.pack.q", aUnit("boat", s.ID), aNested("kind", kindMsg(c.Kind)))
			},
			Options: []engine.Option{
				{Key: "alone", Label: "Attack alone", Rule: "14.0", LabelMsg: msgM("atl.pack.alone")},
				{Key: "shadow", Rule: "24.1", Odds: g.joinOdds(withRole(c, "shadower"), cands[0], 2), Text: func(o *engine.Option) {
					d, dm := may()
					o.Label = fmt.Sprintf("Shadow the convoy and home the pack (%s attacks only in the re-attack)", s.ID)
					o.Detail = d + "; a natural 0 brings Huff-Duff on the shadower [24.11]"
					o.LabelMsg, o.DetailMsg = msgM("atl.pack.shadow", aUnit("boat", s.ID)), msgM("atl.pack.shadow.d", aNested("d", dm))
				}},
				{Key: "no-shadower", Rule: "24.1", Odds: g.joinOdds(withRole(c, "round1"), cands[0], 2), Text: func(o *engine.Option) {
					d, dm := may()
					o.Label = fmt.Sprintf("Call the pack without a shadower (%s attacks in the first round)", s.ID)
					o.Detail = d + "; every join roll −2 (no shadower)"
					o.LabelMsg, o.DetailMsg = msgM("atl.pack.no-shadower", aUnit("boat", s.ID)), msgM("atl.pack.no-shadower.d", aNested("d", dm))
				}},
			}})
		return
	}
	switch g.Key(f) {
	case "alone":
		return
	case "shadow":
		c.Boats[0].Role = "shadower"
		g.noteM("24.1", s.ID, msgM("atl.pack.shadows", aUnit("boat", s.ID)), "%s shadows the convoy and calls the pack", s.ID)
	case "no-shadower":
		c.Boats[0].Role = "round1"
		g.noteM("24.1", s.ID, msgM("atl.pack.calls", aUnit("boat", s.ID)), "%s calls the pack without shadowing", s.ID)
	}
	c.Pack = true
	g.Push(Frame{Op: opPackJoin, Sub: s.ID, A: 2})
}

// withRole is a copy of the combat with the contacting boat in a role (for
// the odds of a choice not yet made).
func withRole(c *Combat, role string) *Combat {
	cp := *c
	cp.Boats = append([]CombatBoat(nil), c.Boats...)
	cp.Boats[0].Role = role
	return &cp
}

// stepPackJoin: the next join attempt, in the player's order [24.1].
func stepPackJoin(g *Game, f *Frame) {
	c := g.S.Combat
	if c == nil {
		return
	}
	cands := g.rules.PackCandidates(g, c, f.Sub)
	if len(cands) == 0 {
		return
	}
	n := g.packNumber(f.A)
	if f.Ans == nil {
		opts := g.OptionsRoom(len(cands) + 1) // the boats and stop: never grown (issue 16)
		a := f.A
		for _, x := range cands {
			opts = append(opts, engine.Option{Key: "sub:" + x.ID, Ref: x.ID, Rule: "24.1", Odds: g.joinOdds(c, x, a),
				Text: func(o *engine.Option) { // the words on demand (engine.Option.Text)
					mods := g.joinMods(c, x)
					o.Label = fmt.Sprintf("%s (in %s)", x.ID, g.areaName(x.Area))
					o.Detail = fmt.Sprintf("attempt %d: d10 %s against %d", a, modText(mods), n)
					o.LabelMsg = msgM("atl.pack.cand", aUnit("boat", x.ID), aArea("area", x.Area))
					o.DetailMsg = msgM("atl.pack.cand.d", aInt("a", a), aNested("mods", modsMsg(mods)), aInt("n", n))
				}})
		}
		opts = append(opts, engine.Option{Key: "stop", Label: "No more boats join", Rule: "24.1", LabelMsg: msgM("atl.pack.stop")})
		g.Ask(f, engine.Prompt{Kind: "pack-join", Sub: f.Sub, Rule: "24.1", Options: opts, Words: func(p *engine.Prompt) {
			p.Text = fmt.Sprintf("Wolfpack attempt %d (number %d): which boat tries to join next?", a, n)
			p.Msg = msgM("atl.pack.join.q", aInt("a", a), aInt("n", n))
		}})
		return
	}
	k := g.Key(f)
	if k == "stop" {
		return
	}
	s := g.Sub(strings.TrimPrefix(k, "sub:"))
	c.Tried = append(c.Tried, s.ID)
	r := g.Roll(fmt.Sprintf("wolfpack attempt %d", f.A), "24.1", s.ID, g.joinMods(c, s)...)
	if !r.Skip() {
		pm, tm := msgM("atl.pack.roll", aInt("a", f.A)), msgM("atl.pack.roll.t", aInt("n", n))
		target := fmt.Sprintf("> %d joins, = %d re-attack only", n, n)
		switch {
		case r.Total > n:
			r.Say(rollMsg(pm, tm, msgM("atl.pack.joins1"))).Record(target, "joins for the first round")
		case r.Total == n:
			r.Say(rollMsg(pm, tm, msgM("atl.pack.joins2"))).Record(target, "joins for the re-attack only")
		default:
			r.Say(rollMsg(pm, tm, msgM("atl.pack.fails"))).Record(target, "fails to find the convoy")
		}
	}
	switch {
	case r.Total > n:
		g.joinPack(c, s, "round1")
	case r.Total == n:
		g.joinPack(c, s, "reattack")
	default:
		s.JoinFailedIn = c.Area
	}
	next := Frame{Op: opPackJoin, Sub: f.Sub, A: f.A + 1}
	if sh := c.shadower(); sh != nil && r.Raw == 0 {
		// [24.11] Huff-Duff: the natural 0 of a join roll while the
		// shadower is homing.
		sub := g.Sub(sh.ID)
		row := g.T.Tables.HuffDuff[g.S.Period-1]
		res := g.harmRoll(sh, sub, "Huff-Duff on the shadower", "24.11", data.ResultRow{Cells: row}, false)
		if res != "none" && !sh.Out && sub.Status == StSea {
			// Any result drives the shadower off: it loses contact (the
			// data's reading of the Huff-Duff table).
			g.noteM("24.11", sub.ID, msgM("atl.pack.driven-off", aUnit("boat", sub.ID)), "%s is driven off and loses the convoy", sub.ID)
			g.boatOut(sh, "driven off")
		}
		if sh.Out || sub.Status != StSea {
			g.Push(Frame{Op: opPackShadower, Sub: f.Sub}, next)
			return
		}
	}
	g.Push(next)
}

// joinPack adds a boat to the pack [24.1]; it has now acted this turn and
// a boat from an adjacent area comes to the contact.
func (g *Game) joinPack(c *Combat, s *Sub, role string) {
	s.Acted = true
	if s.Area != c.Area {
		g.PutAtSea(s, c.Area, Operating, s.Side)
	}
	c.Boats = append(c.Boats, CombatBoat{ID: s.ID, Role: role, Column: -1, Joiner: true})
}

// stepPackShadower: the shadower is gone; a boat that has joined may take
// over [24.11], else later tries get the −2.
func stepPackShadower(g *Game, f *Frame) {
	c := g.S.Combat
	var opts []engine.Option
	for _, b := range c.Boats {
		if !b.Out && b.Joiner {
			opts = append(opts, engine.Option{Key: "sub:" + b.ID, Ref: b.ID, Label: b.ID + " takes over as shadower",
				Detail: "it then attacks only in the re-attack", Rule: "24.11",
				LabelMsg: msgM("atl.pack.takes-over", aUnit("boat", b.ID)), DetailMsg: msgM("atl.pack.takes-over.d")})
		}
	}
	if len(opts) == 0 {
		return
	}
	opts = append(opts, engine.Option{Key: "none", Label: "No shadower", Detail: "later join rolls −2", Rule: "24.1",
		LabelMsg: msgM("atl.pack.none"), DetailMsg: msgM("atl.pack.none.d")})
	if f.Ans == nil {
		g.Ask(f, engine.Prompt{Kind: "shadower", Sub: f.Sub, Rule: "24.11", Text: "The shadower is gone: who takes over?", Options: opts,
			Msg: msgM("atl.pack.gone.q")})
		return
	}
	if k := g.Key(f); k != "none" {
		b := c.Boat(strings.TrimPrefix(k, "sub:"))
		b.Role = "shadower"
		g.noteM("24.11", b.ID, msgM("atl.pack.takes-over", aUnit("boat", b.ID)), "%s takes over as shadower", b.ID)
	}
}
