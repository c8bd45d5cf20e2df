package campaign

// Silent War's wolfpacks [SW 24]: not formed on a contact as Steel Wolves'
// are, but pre-formed at a main base from October 1943 from subs in the
// Ready-for-Sea box [24.1], within the limits of the wolfpack experience
// track [24.11], [24.12]; the members sail and move together [24.2], each
// rolls its own transit check at −1 [24.4]; the pack searches once, as a
// group (no bonus [24.31]) or a barrier (+2, the others intercept on 0–5
// [24.32]); all the members present fight the contact [24.5]; a pack
// earns one experience point a patrol when two or more members sink a
// ship in one combat phase [24.7] (spec §12.25); it dissolves below three
// members [24.14]. The numbers are the theatre's data (rules.preformedPacks).

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

func init() {
	register(opPackFormBase, stepPackFormBase)
}

// WolfPack is a pre-formed wolfpack [SW 24]: its members (in the order
// chosen), the base it formed at, its mode and whether it has earned its
// experience point this patrol [24.7].
type WolfPack struct {
	ID      string   `json:"id"`
	Base    string   `json:"base"`
	Members []string `json:"members"`
	// Mode is "group" [24.31] or "barrier" [24.32].
	Mode   string `json:"mode"`
	Scored bool   `json:"scored,omitempty"`
}

func clonePacks(ps []WolfPack) []WolfPack {
	if ps == nil {
		return nil
	}
	out := make([]WolfPack, len(ps))
	for i, p := range ps {
		out[i] = p
		out[i].Members = slices.Clone(p.Members)
	}
	return out
}

// packOf is the pre-formed pack a sub belongs to, or nil.
func (g *Game) packOf(id string) *WolfPack {
	for i := range g.S.Packs {
		if slices.Contains(g.S.Packs[i].Members, id) {
			return &g.S.Packs[i]
		}
	}
	return nil
}

// packLevel is the limits the experience track allows now [24.11],
// [24.12]: the highest level reached before this turn (a level takes
// effect from the turn after the track reaches it).
func (g *Game) packLevel() data.PackLevel {
	pr := g.T.Rules.PreformedPacks
	lv := pr.Levels[0]
	for _, l := range pr.Levels[1:] {
		if g.S.PackExp >= l.Exp && g.S.PackLevelTurn[l.Exp] < g.S.Turn {
			lv = l
		}
	}
	if g.packLevel15Unlimited() && g.S.PackExp >= packLevel15 && g.S.PackLevelTurn[packLevel15] < g.S.Turn {
		lv.Packs = 99
	}
	return lv
}

// packsAllowed reports whether packs may be formed this turn [24.1].
func (g *Game) packsAllowed() bool {
	pr := g.T.Rules.PreformedPacks
	return pr != nil && g.S.Month >= mustMonth(pr.From)
}

// packFormFrames are the formation steps of the Ready-for-Sea phase, one
// per main base [24.1] ("only at a main base, not an advanced one").
func (g *Game) packFormFrames() []Frame {
	if !g.packsAllowed() {
		return nil
	}
	var fs []Frame
	for _, b := range g.T.Map.Bases {
		if b.Kind == data.BaseMain && g.friendlyBase(b.ID) {
			fs = append(fs, Frame{Op: opPackFormBase, Area: b.ID})
		}
	}
	return fs
}

// packCands are the subs at a base that may join a pack being formed:
// in the Ready-for-Sea box, in no pack, not chosen yet [24.1].
func (g *Game) packCands(base string, chosen []string) []*Sub {
	var out []*Sub
	for _, s := range g.InBox(base, BoxReady) {
		if g.packOf(s.ID) == nil && !slices.Contains(chosen, s.ID) && !s.MainBaseOnly {
			out = append(out, s)
		}
	}
	return out
}

// stepPackFormBase forms a wolfpack at a main base, one member at a time
// [24.1] (Frame.Area: the base; L: the members chosen so far). The pack
// needs the minimum of members, at most the level's size, and the level's
// number of packs at sea at once [24.11], [24.12].
func stepPackFormBase(g *Game, f *Frame) {
	pr := g.T.Rules.PreformedPacks
	if pr == nil {
		return
	}
	lv := g.packLevel()
	if len(g.S.Packs) >= lv.Packs {
		return
	}
	cands := g.packCands(f.Area, f.L)
	if len(f.L)+len(cands) < pr.Min {
		return
	}
	if f.Ans == nil {
		p := engine.Prompt{Kind: "pack-preform", Rule: "24.1",
			Text: fmt.Sprintf("%s: form a wolfpack (%d–%d subs from Ready-for-Sea; %d so far)?", g.T.Base(f.Area).Name, pr.Min, lv.Size, len(f.L)),
			Msg:  msgM("pac.pack.form.q", aBase("base", f.Area), aInt("min", pr.Min), aInt("max", lv.Size), aInt("n", len(f.L)))}
		switch {
		case len(f.L) == 0:
			p.Options = append(p.Options, engine.Option{Key: "none", Label: "Form no wolfpack", Rule: "24.1", LabelMsg: msgM("pac.pack.none")})
		case len(f.L) < pr.Min:
			p.Options = append(p.Options, engine.Option{Key: "none", Label: "Give up the wolfpack", Rule: "24.1", LabelMsg: msgM("pac.pack.give-up")})
		default:
			p.Options = append(p.Options,
				engine.Option{Key: "group", Label: "Sail as a group: one search, no bonus", Rule: "24.31", LabelMsg: msgM("pac.pack.group")},
				engine.Option{Key: "barrier", Label: "Sail as a barrier: one search at +2, the others intercept on 0–5", Rule: "24.32", LabelMsg: msgM("pac.pack.barrier")})
		}
		if len(f.L) < lv.Size {
			for _, s := range cands {
				p.Options = append(p.Options, engine.Option{Key: "sub:" + s.ID, Ref: s.ID, Rule: "24.1",
					Label: "Add " + s.ID + " to the pack", LabelMsg: msgM("pac.pack.add", aUnit("boat", s.ID))})
			}
		}
		g.Ask(f, p)
		return
	}
	switch k := g.Key(f); {
	case k == "none":
		return
	case strings.HasPrefix(k, "sub:"):
		g.Push(Frame{Op: opPackFormBase, Area: f.Area, L: append(slices.Clone(f.L), strings.TrimPrefix(k, "sub:"))})
	default:
		g.S.PackSeq++
		pk := WolfPack{ID: fmt.Sprintf("WP-%d", g.S.PackSeq), Base: f.Area, Members: slices.Clone(f.L), Mode: k}
		g.S.Packs = append(g.S.Packs, pk)
		g.noteM("24.1", f.L[0], msgM("pac.pack.formed", aText("pack", pk.ID), aBase("base", f.Area), aText("boats", strings.Join(pk.Members, ", ")), aNested("mode", packModeMsg(k))),
			"Wolfpack %s formed at %s: %s (%s).", pk.ID, g.T.Base(f.Area).Name, strings.Join(pk.Members, ", "), k)
	}
}

// packSails sends a pack's other members with the one that deployed
// [24.2]: the same route, the same caution, each with its own transit check
// [24.4]; when it stays in port they all stay.
func (g *Game) packSails(s *Sub, chosen moveOption) []Frame {
	pk := g.packOf(s.ID)
	if pk == nil {
		return nil
	}
	var fs []Frame
	for _, id := range pk.Members {
		m := g.Sub(id)
		if m == nil || m == s || m.Status != StBase || m.Base != s.Base || m.Box != BoxReady || m.Acted {
			continue
		}
		m.Acted = true
		if chosen.nodes == nil {
			continue
		}
		m.Cautious = chosen.cautious
		fs = append(fs, Frame{Op: opTransitArrive, Sub: m.ID, L: chosen.nodes, S: chosen.purpose})
	}
	if chosen.nodes != nil && len(fs) > 0 {
		g.noteM("24.2", s.ID, msgM("pac.pack.sails", aText("pack", pk.ID)), "Wolfpack %s sails together.", pk.ID)
	}
	return fs
}

// packMoves moves a pack's other members with the one that made its patrol
// move [24.2]: each makes its own transit check [24.4]; they do not search
// on their own, the pack searches once [24.31], [24.32].
func (g *Game) packMoves(s *Sub, chosen moveOption) []Frame {
	pk := g.packOf(s.ID)
	if pk == nil {
		return nil
	}
	var fs []Frame
	for _, id := range pk.Members {
		m := g.Sub(id)
		if m == nil || m == s || !g.opsEligible(m) || m.Area != s.Area {
			continue
		}
		m.Acted = true
		if chosen.nodes != nil {
			fs = append(fs, Frame{Op: opMoveLeg, Sub: m.ID, S: modePatrol, L: chosen.nodes, A: chosen.flags})
		}
	}
	return fs
}

// packTransitDRM is a pack member's transit-check DRM [24.4].
func (g *Game) packTransitDRM(s *Sub) int {
	if pr := g.T.Rules.PreformedPacks; pr != nil && g.packOf(s.ID) != nil {
		return pr.TransitDRM
	}
	return 0
}

// packSearchDRM is the AAC DRM of a pack's one search: +2 as a barrier
// [24.32], none as a group [24.31] (its other DRMs apply, spec §12.26).
func (g *Game) packSearchDRM(s *Sub) int {
	pk := g.packOf(s.ID)
	if pk == nil || pk.Mode != "barrier" {
		return 0
	}
	return g.T.Rules.PreformedPacks.BarrierDRM
}

// preformedPackJoins brings a pre-formed pack's members to the contact of
// one of them [24.5]: as a group every member in the area; as a barrier
// each rolls d10, 0–5 intercepts [24.32]. It reports false when the sub is
// in no pre-formed pack (Steel Wolves' packs form on the contact).
func (g *Game) preformedPackJoins(c *Combat, s *Sub) bool {
	pk := g.packOf(s.ID)
	if pk == nil {
		return false
	}
	pr := g.T.Rules.PreformedPacks
	for _, id := range pk.Members {
		m := g.Sub(id)
		if m == nil || m == s || m.Status != StSea || m.Area != c.Area || m.RTB || c.Boat(m.ID) != nil {
			continue
		}
		if pk.Mode == "barrier" {
			r := g.Roll("barrier wolfpack: intercept", "24.32", m.ID)
			if r.Total > pr.BarrierJoin {
				r.Say(rollMsg(msgM("pac.pack.intercept"), msgM("pac.pack.intercept.t", aInt("n", pr.BarrierJoin)), msgM("pac.pack.misses"))).
					Record(fmt.Sprintf("0–%d intercepts", pr.BarrierJoin), "cannot intercept (stays in the pack)")
				continue
			}
			r.Say(rollMsg(msgM("pac.pack.intercept"), msgM("pac.pack.intercept.t", aInt("n", pr.BarrierJoin)), msgM("pac.pack.intercepts"))).
				Record(fmt.Sprintf("0–%d intercepts", pr.BarrierJoin), "intercepts")
		}
		m.Acted = true
		c.Boats = append(c.Boats, CombatBoat{ID: m.ID, Role: "round1", Column: -1, Joiner: true})
	}
	if len(c.Boats) > 1 {
		c.Pack = true
		g.noteM("24.5", s.ID, msgM("pac.pack.attacks", aText("pack", pk.ID), aInt("n", len(c.Boats))), "Wolfpack %s attacks with %d subs [24.5].", pk.ID, len(c.Boats))
	}
	return true
}

// packExperience scores a pack's experience point at the end of a combat
// [24.7]: two or more of its members each sank a ship (spec §12.25), once
// a patrol. The level reached takes effect from the next turn [24.12].
func (g *Game) packExperience(c *Combat) {
	if g.T.Rules.PreformedPacks == nil || c == nil {
		return
	}
	for i := range g.S.Packs {
		pk := &g.S.Packs[i]
		if pk.Scored {
			continue
		}
		n, score := 0, 0
		for _, b := range c.Boats {
			if b.Ships > 0 && slices.Contains(pk.Members, b.ID) {
				n++
				score += g.packShipsCounted(b.Ships) // spec §12.25
			}
		}
		if score < 2 {
			continue
		}
		pk.Scored = true
		g.S.PackExp++
		for _, l := range g.packLevelsRecorded() {
			if g.S.PackExp == l.Exp {
				if g.S.PackLevelTurn == nil {
					g.S.PackLevelTurn = map[int]int{}
				}
				g.S.PackLevelTurn[l.Exp] = g.S.Turn
			}
		}
		g.noteM("24.7", pk.Members[0], msgM("pac.pack.exp", aText("pack", pk.ID), aInt("n", n), aInt("exp", g.S.PackExp)),
			"Wolfpack %s: %d members sank ships; wolfpack experience %d [24.7].", pk.ID, n, g.S.PackExp)
	}
}

// packUpkeep takes out of their packs the members that left it — home,
// sunk, forced to return [24.41] — and dissolves a pack below the
// minimum [24.14]; a pack whose members are all home again ends.
func (g *Game) packUpkeep() {
	pr := g.T.Rules.PreformedPacks
	if pr == nil || len(g.S.Packs) == 0 {
		return
	}
	var keep []WolfPack
	for _, pk := range g.S.Packs {
		var in []string
		sailed := false
		for _, id := range pk.Members {
			m := g.Sub(id)
			switch {
			case m == nil:
			case m.Status == StBase && m.Base == pk.Base && m.Box == BoxReady:
				in = append(in, id) // not sailed yet
			case m.Status == StSea && !m.RTB:
				in, sailed = append(in, id), true
			}
		}
		if sailed && len(in) < len(pk.Members) {
			for _, id := range pk.Members {
				if !slices.Contains(in, id) {
					g.noteM("24.41", id, msgM("pac.pack.leaves", aUnit("boat", id), aText("pack", pk.ID)), "%s leaves wolfpack %s [24.41].", id, pk.ID)
				}
			}
		}
		if len(in) < pr.Min {
			if sailed || len(in) > 0 {
				g.noteM("24.14", "", msgM("pac.pack.dissolved", aText("pack", pk.ID)), "Wolfpack %s dissolves [24.14].", pk.ID)
			}
			continue
		}
		pk.Members = in
		keep = append(keep, pk)
	}
	g.S.Packs = keep
}

// packModeMsg names a pack's mode [24.3].
func packModeMsg(mode string) *engine.Msg {
	if mode == "barrier" {
		return msgM("pac.pack.mode.barrier")
	}
	return msgM("pac.pack.mode.group")
}

// preformedPackCombat reports whether the combat is fought by a Silent War
// pre-formed pack [SW 24.5] (Steel Wolves' packs form on the contact).
func (g *Game) preformedPackCombat() bool {
	c := g.S.Combat
	return c != nil && c.Pack && g.T.Rules.PreformedPacks != nil
}

// packStayMods are the DRMs of a pack member's roll to take part in the
// pack's one re-attack [SW 24.55]: +2 if it is damaged.
func (g *Game) packStayMods(s *Sub) []dice.Mod {
	if s.Damage > 0 {
		return []dice.Mod{Mod(2, "damaged", "24.55")}
	}
	return nil
}

// modTotal is the sum of some DRMs.
func modTotal(mods []dice.Mod) int {
	n := 0
	for _, m := range mods {
		n += m.Value
	}
	return n
}

// packSpotted spots every other member at sea of a spotted sub's
// pre-formed pack [SW 24.6]: "if one member becomes Spotted, all members
// are Spotted".
func (g *Game) packSpotted(s *Sub, rule string) {
	pk := g.packOf(s.ID)
	if pk == nil {
		return
	}
	var spotted []string
	for _, id := range pk.Members {
		m := g.Sub(id)
		if m == nil || m == s || m.Status != StSea || m.Spotted {
			continue
		}
		m.Spotted = true
		spotted = append(spotted, id)
	}
	if len(spotted) > 0 {
		g.emitM("24.6", engine.Event{Type: "spotted", Sub: s.ID, Area: s.Area}, msgM("pac.pack.spotted", aText("pack", pk.ID), aText("boats", strings.Join(spotted, ", "))),
			"Wolfpack %s: %s spotted with it [24.6].", pk.ID, strings.Join(spotted, ", "))
	}
}

// packSpottedRoll is the member whose end-of-turn Spotted roll stands for
// its whole pre-formed pack [SW 24.6] (the first spotted member at sea,
// rolling with the pack's best skipper), and the others it decides for;
// nil when the sub is in no pack.
func (g *Game) packSpottedRoll(s *Sub) (roller *Sub, ace int, others []*Sub) {
	pk := g.packOf(s.ID)
	if pk == nil {
		return nil, 0, nil
	}
	for _, id := range pk.Members {
		m := g.Sub(id)
		if m == nil || m.Status != StSea || !m.Spotted {
			continue
		}
		if roller == nil {
			roller = m
		} else {
			others = append(others, m)
		}
		ace = max(ace, g.AceValue(m))
	}
	return roller, ace, others
}

// packRules are Silent War's numbers of the wolfpack combat rules it shares
// with Steel Wolves: a diligent escort attacks a random member [SW 24.51]
// ([24.21]), a combat event strikes only the member that revealed it
// [SW 24.52] ([24.22]), members act one after another [SW 24.53]
// ([24.23]), each with its own escort level [SW 24.54] ([24.24]).
var packRules = map[string]string{"24.21": "24.51", "24.22": "24.52", "24.23": "24.53", "24.24": "24.54"}

// packRule is a wolfpack combat rule's number in the game's rules: Steel
// Wolves' own, or Silent War's for its pre-formed packs.
func (g *Game) packRule(steelWolves string) string {
	if g.T.Rules.PreformedPacks != nil {
		if r, ok := packRules[steelWolves]; ok {
			return r
		}
	}
	return steelWolves
}
