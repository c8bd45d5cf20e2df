package naval

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"periscope/game/dice"
	"periscope/game/engine"
)

// The defender's decisions against a raid in an SW box (21.534, 21.537):
//
//   - 21.5341: before the engagement roll the defender may announce that
//     ships stay in port, to avoid the −1 of a non-operative port (the
//     Raid Table's "defender in a non-operative port"); the held ships sit
//     out the raids for the rest of the phase, and no other ship may be held
//     before the second roll. Periscope asks it (prompt raid-hold) when one
//     of the ships that could engage lies in a non-operative port, and holds
//     all of those or none (the −1 goes only when all of them are held).
//   - 21.5342: the first engager is a cruiser, then one ship per type die;
//     the defender must comply but picks which ship of the allowed type
//     engages (prompt raid-engage, one slot at a time; a slot with one
//     eligible ship is filled without asking, one with none is ignored,
//     21.5342B).
//   - 21.537C–D: on the way home the undamaged engagers of the first round
//     must fight again; each damaged one may disengage or stay in contact
//     (prompt raid-stay).
//
// The bots: hold when a cruiser is left to engage without the held ships;
// engage with the strongest ship of the type, sparing one that a later
// slot needs when another fits; disengage damaged ships.

const (
	opRaidHold engine.Op = "naval.raidhold"
	opRaidRoll engine.Op = "naval.raidroll"
	opRaidPick engine.Op = "naval.raidpick"
)

func registerRaidPick(s *engine.Steps[*Game]) {
	s.Register(opRaidHold, stepRaidHold)
	s.Register(opRaidRoll, stepRaidRoll)
	s.Register(opRaidPick, stepRaidPick)
	ops := &engine.Range{Min: 0, Max: 200}
	s.Args(opRaidHold, engine.ArgSpec{A: ops})
	s.Args(opRaidRoll, engine.ArgSpec{A: ops})
	s.Args(opRaidPick, engine.ArgSpec{A: ops, B: &engine.Range{Min: 1, Max: 2}})
}

// raidSlotText is a slot's type in English: 0 the compulsory cruiser.
func raidSlotText(slot int) string {
	switch slot {
	case 0:
		return "a cruiser (compulsory)"
	case 1:
		return "a cruiser or a fast 2-factor ship"
	case 2:
		return "a cruiser, a 2–3-factor ship or a fast 3"
	case 3:
		return "a 3-factor ship or a fast 4"
	case 4:
		return "a 4-factor ship or a fast 5"
	case 5:
		return "a 5-factor ship or a fast carrier"
	}
	return "any ship"
}

// raidSlotOK: may the ship fill the slot (0: the first, a cruiser)?
func raidSlotOK(slot int, s *Ship) bool {
	if slot == 0 {
		return s.Class == CA
	}
	return RaidMay(slot, s)
}

// raidCands are the pool's ships that may fill a slot: afloat, undamaged.
func raidCands(slot int, pool []*Ship, taken map[string]bool) []*Ship {
	var out []*Ship
	for _, s := range pool {
		if !taken[s.ID] && !s.Sunk && !s.Damaged && raidSlotOK(slot, s) {
			out = append(out, s)
		}
	}
	return out
}

// botRaidPick is the bots' engager for a slot (21.5342): the strongest
// candidate, sparing one a later slot needs when another fits (a cruiser
// taken for a "2" could leave a later "1" empty).
func botRaidPick(cands []*Ship, later []int, pool []*Ship, taken map[string]bool) *Ship {
	need := func(s *Ship) int {
		n := 0
		for _, sl := range later {
			if raidSlotOK(sl, s) && len(raidCands(sl, pool, taken)) <= 1 {
				n++
			}
		}
		return n
	}
	var best *Ship
	for _, s := range cands {
		if best == nil || need(s) < need(best) || need(s) == need(best) && s.Size > best.Size {
			best = s
		}
	}
	return best
}

// RaidEngagers is the bots' whole answer to a raid's engagement roll
// (21.5341–2): n ships may engage, the first a cruiser, then one per type
// die of the type it allows; none when the type is missing. pool is the
// eligible defenders' ships.
func RaidEngagers(n int, rolls []int, pool []*Ship) []*Ship {
	if n <= 0 {
		return nil
	}
	slots := append([]int{0}, rolls...)
	taken := map[string]bool{}
	var out []*Ship
	for i, sl := range slots {
		if c := raidCands(sl, pool, taken); len(c) > 0 {
			s := botRaidPick(c, slots[i+1:], pool, taken)
			taken[s.ID] = true
			out = append(out, s)
		}
	}
	return out
}

// raidDefenderPool is the ships that may engage the op's raid now: the
// pool less the ships held in port (21.5341), those engaging already and
// the damaged ones still deciding.
func (g *Game) raidDefenderPool(o *Op) (pool []*Ship, carrier bool) {
	not := map[string]bool{}
	for _, l := range [][]string{g.S.RaidHeld, o.RaidEng, o.RaidStay, o.RaidFirst} {
		for _, id := range l {
			not[id] = true
		}
	}
	also := map[string]bool{}
	for _, id := range o.RaidAlso {
		also[id] = true
	}
	return g.raidPool(1-o.Side, o.Target, also, not)
}

// raidNonOperative is the pool's ships in a non-operative port (21.5341,
// 22.232C).
func (g *Game) raidNonOperative(pool []*Ship) []*Ship {
	var out []*Ship
	for _, s := range pool {
		if fo := g.force(s.Force); fo != nil && !fo.AtSea && g.nonOperative(fo.Port) {
			out = append(out, s)
		}
	}
	return out
}

// raid resolves a raid in an SW box (21.53): the defender may hold ships
// in port (21.5341), the engagement roll (21.5342) and the defender's
// engagers (stepRaidPick); an undetected raider attacks the transports on
// the Naval Attack Table; otherwise the engagers fight it (22.372) and, if
// the raiders win, those that did not fight attack the transports. Then
// the raiders head home, whole or split, and the table is rolled again
// for each fleet (21.537–21.538, raidsplit.go).
func (g *Game) raid(fo *Force, o *Op) {
	o.RaidEng, o.RaidAlso, o.RaidStay, o.RaidSlots = nil, nil, nil, nil
	roll := engine.Frame{Op: opRaidRoll, A: o.N}
	pool, _ := g.raidDefenderPool(o)
	if !g.S.RaidDeclared && len(g.raidNonOperative(pool)) > 0 {
		g.Push(engine.Frame{Op: opRaidHold, A: o.N}, roll)
		return
	}
	g.Push(roll)
}

// stepRaidHold: the defender may hold its ships in non-operative ports
// (21.5341): they sit out the raids this phase, and the −1 goes.
func stepRaidHold(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	def := 1 - o.Side
	pool, _ := g.raidDefenderPool(o)
	held := g.raidNonOperative(pool)
	if f.Ans == nil {
		var ports []string
		for _, s := range held {
			if p := g.force(s.Force).Port; !slices.Contains(ports, p) {
				ports = append(ports, p)
			}
		}
		var pa []engine.Arg
		for _, p := range ports {
			pa = append(pa, g.areaArg("", p))
		}
		g.Ask(f, engine.Prompt{Kind: "raid-hold", Seat: g.Seat(def), Sub: o.Force, SubMsg: forceName(g.force(o.Force)), Rule: "21.5341",
			Text: fmt.Sprintf("A raid enters the %s: hold %s in port? Held ships sit out the raids this phase; otherwise the roll has −1 for the non-operative port", g.Map.Area(o.Target).Name, joinNames(held)),
			Msg:  msg("q.raidhold", g.areaArg("box", o.Target), engine.Text("ships", joinNames(held))),
			Options: []engine.Option{
				{Key: "engage", Rule: "21.5342", Label: "Every ship may engage (−1 for the non-operative port)", LabelMsg: msg("opt.raidengageall")},
				{Key: "hold", Rule: "21.5341", Label: "Hold " + joinNames(held) + " in port", LabelMsg: msg("opt.raidhold", engine.Text("ships", joinNames(held))), Ref: "force:" + held[0].Force},
			}})
		return
	}
	g.S.RaidDeclared = true
	if g.Key(f) == "hold" {
		for _, s := range held {
			g.S.RaidHeld = append(g.S.RaidHeld, s.ID)
		}
		g.say("event", "21.5341", o.Force, msg("log.raidhold", g.seatArg("side", def), engine.Text("ships", joinNames(held))),
			"%s holds %s in port against the raids", g.Sc.Seats[def], joinNames(held))
	}
}

// stepRaidRoll is the raid's engagement roll (21.5342) with its DRMs.
func stepRaidRoll(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	fo := g.force(o.Force)
	ships := g.ShipsOf(fo.ID)
	if len(ships) == 0 {
		return
	}
	def := 1 - fo.Side
	mods := []dice.Mod{engine.Mod(-3, "always", "21.5342")}
	if len(ships) == 3 {
		mods = append(mods, engine.Mod(1, "three ships", "21.5342"))
	}
	pool, carrier := g.raidDefenderPool(o)
	if carrier {
		mods = append(mods, engine.Mod(1, "defender's operative fast carrier", "21.5342"))
	}
	if len(g.raidNonOperative(pool)) > 0 {
		mods = append(mods, engine.Mod(-1, "defender in a non-operative port", "21.5342"))
	}
	if g.Sc.Params.Cards[def] > g.Sc.Params.Cards[fo.Side] {
		mods = append(mods, engine.Mod(1, "counter-intelligence", "21.5342"))
	}
	mods = append(mods, g.raidMoreMods(o, pool)...)
	o.RaidMods = mods
	r := g.RollD6("raid engagement", "21.5342", fo.ID, mods...)
	if r.Total <= 0 || len(pool) == 0 {
		r.Say(rollMsg(purpose("raid"), msg("roll.undetected"), msg("res.undetected")))
		r.Record("≤0 undetected", "the raiders find the convoys undetected")
		g.raidAttack(fo, ships)
		g.raidHome(fo, o, nil, nil, nil)
		return
	}
	o.RaidSlots = g.raidSlots(r.Total)
	r.Say(rollMsg(purpose("raid"), msg("roll.undetected"), msg("res.mayengage", engine.Int("n", r.Total), engine.Text("types", slotDice(o.RaidSlots)))))
	r.Record("≤0 undetected", fmt.Sprintf("%d ships may engage (extra ship types %s)", r.Total, slotDice(o.RaidSlots)))
	g.Push(engine.Frame{Op: opRaidPick, A: o.N, B: 1})
}

// raidSlots: n ships may engage, the first a cruiser, the others of the
// types the defender's dice give (21.5342).
func (g *Game) raidSlots(n int) []int {
	slots := []int{0}
	for i := 1; i < n; i++ {
		slots = append(slots, g.D6())
	}
	return slots
}

// slotDice is the type dice of the slots as the log shows them.
func slotDice(slots []int) string {
	var d []string
	for _, s := range slots {
		if s > 0 {
			d = append(d, fmt.Sprint(s))
		}
	}
	if len(d) == 0 {
		return "—"
	}
	return "[" + strings.Join(d, " ") + "]"
}

// stepRaidPick fills the raid's engagement slots with the defender's
// choices (21.5342), after asking each damaged engager of the first round
// whether it stays in contact (21.537D; B 2, the way home), and then
// brings the engagers to battle (22.372) or lets the raiders through.
func stepRaidPick(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	fo := g.force(o.Force)
	def := 1 - o.Side
	if f.Ans != nil {
		k := g.Key(f)
		switch {
		case strings.HasPrefix(k, "stay:"):
			o.RaidEng = append(o.RaidEng, o.RaidStay[0])
			o.RaidStay = o.RaidStay[1:]
		case strings.HasPrefix(k, "leave:"):
			s := g.ship(o.RaidStay[0])
			o.RaidStay = o.RaidStay[1:]
			g.say("event", "21.537", o.Force, msg("log.raiddisengage", engine.Text("ship", s.String())), "%s disengages and heads for port", s.String())
		case strings.HasPrefix(k, "ship:"):
			o.RaidEng = append(o.RaidEng, strings.TrimPrefix(k, "ship:"))
			o.RaidSlots = o.RaidSlots[1:]
		}
		g.Push(engine.Frame{Op: opRaidPick, A: f.A, B: f.B})
		return
	}
	if len(o.RaidStay) > 0 {
		s := g.ship(o.RaidStay[0])
		g.Ask(f, engine.Prompt{Kind: "raid-stay", Seat: g.Seat(def), Sub: o.Force, SubMsg: forceName(g.force(o.Force)), Rule: "21.537",
			Text: fmt.Sprintf("%s, damaged in the first round, may disengage: stay in contact with %s?", s.String(), fo.Name),
			Msg:  msg("q.raidstay", engine.Text("ship", s.String()), g.forceArg("force", fo)),
			Options: []engine.Option{
				{Key: "leave:" + s.ID, Rule: "21.537", Label: "Disengage " + s.String(), LabelMsg: msg("opt.raidleave", engine.Text("ship", s.String())), Ref: "force:" + s.Force},
				{Key: "stay:" + s.ID, Rule: "21.537", Label: "Stay in contact with " + s.String(), LabelMsg: msg("opt.raidstay", engine.Text("ship", s.String())), Ref: "force:" + s.Force},
			}})
		return
	}
	for len(o.RaidSlots) > 0 {
		pool, _ := g.raidDefenderPool(o)
		slot := o.RaidSlots[0]
		cands := raidCands(slot, pool, nil)
		switch len(cands) {
		case 0:
			// 21.5342B: no ship of the type, one engager fewer.
			g.say("event", "21.5342", o.Force, msg("log.raidnotype", engine.Nested("type", msg("raidslot."+slotMsgKey(slot)))), "no ship of the type (%s) may engage: ignored", raidSlotText(slot))
			o.RaidSlots = o.RaidSlots[1:]
			continue
		case 1:
			o.RaidEng = append(o.RaidEng, cands[0].ID)
			o.RaidSlots = o.RaidSlots[1:]
			continue
		}
		sort.SliceStable(cands, func(i, j int) bool { return cands[i].Size > cands[j].Size })
		var po []engine.Option
		for _, s := range cands {
			at := g.force(s.Force)
			po = append(po, engine.Option{Key: "ship:" + s.ID, Ref: "force:" + s.Force, Rule: "21.5342",
				Label:    fmt.Sprintf("%s (%s)", s.String(), at.Name),
				LabelMsg: msg("opt.raidengager", engine.Text("ship", s.String()), g.forceArg("force", at))})
		}
		g.Ask(f, engine.Prompt{Kind: "raid-engage", Seat: g.Seat(def), Sub: o.Force, SubMsg: forceName(g.force(o.Force)), Rule: "21.5342",
			Text: fmt.Sprintf("Which ship engages %s? The Raid Table allows %s", fo.Name, raidSlotText(slot)),
			Msg:  msg("q.raidengage", g.forceArg("force", fo), engine.Nested("type", msg("raidslot."+slotMsgKey(slot)))), Options: po})
		return
	}
	eng := g.raidShips(o.RaidEng)
	o.RaidEng, o.RaidAlso, o.RaidSlots = nil, nil, nil
	if f.B == 1 {
		if len(eng) == 0 {
			g.raidAttack(fo, g.ShipsOf(fo.ID))
			g.raidHome(fo, o, nil, nil, nil)
			return
		}
		g.say("event", "21.5342", o.Force, msg("log.raidengagers", engine.Text("ships", joinNames(eng)), engine.Int("n", len(eng)), g.forceArg("force", fo)),
			"%s %s %s", joinNames(eng), plural(len(eng), "engages", "engage"), fo.Name)
		g.raidBattle(fo, o, eng, 1)
		return
	}
	if len(eng) == 0 {
		g.say("event", "21.5365", fo.ID, msg("log.raidhome", g.forceArg("force", fo)), "%s heads home unseen", fo.Name)
		return
	}
	g.say("event", "21.5365", fo.ID, msg("log.raidchase", g.forceArg("force", fo), engine.Text("ships", joinNames(eng))),
		"%s is brought to battle on the way home by %s", fo.Name, joinNames(eng))
	g.raidBattle(fo, o, eng, 2)
}

// slotMsgKey is a slot's message key (naval.raidslot.<key>).
func slotMsgKey(slot int) string { return fmt.Sprint(slot) }

// raidShips are the ships of the ids, afloat.
func (g *Game) raidShips(ids []string) []*Ship {
	var out []*Ship
	for _, id := range ids {
		if s := g.ship(id); s != nil && !s.Sunk {
			out = append(out, s)
		}
	}
	return out
}

// raidChoice answers the raid prompts for a bot.
func (b Bot) raidChoice(g *Game, p *engine.Prompt) int {
	switch p.Kind {
	case "raid-hold":
		o := g.raidOpOf(p.Sub)
		if o == nil {
			return optIndex(p, "engage")
		}
		pool, _ := g.raidDefenderPool(o)
		held := map[string]bool{}
		for _, s := range g.raidNonOperative(pool) {
			held[s.ID] = true
		}
		if len(raidCands(0, pool, held)) > 0 {
			return optIndex(p, "hold")
		}
		return optIndex(p, "engage")
	case "raid-stay":
		for i, op := range p.Options {
			if strings.HasPrefix(op.Key, "leave:") {
				return i
			}
		}
	case "raid-engage":
		o := g.raidOpOf(p.Sub)
		if o == nil || len(o.RaidSlots) == 0 {
			return 0
		}
		pool, _ := g.raidDefenderPool(o)
		var cands []*Ship
		for _, op := range p.Options {
			cands = append(cands, g.ship(strings.TrimPrefix(op.Key, "ship:")))
		}
		s := botRaidPick(cands, o.RaidSlots[1:], pool, nil)
		return optIndex(p, "ship:"+s.ID)
	}
	return 0
}

// raidOpOf is the raid op under way of the force.
func (g *Game) raidOpOf(force string) *Op {
	for i := len(g.S.Ops) - 1; i >= 0; i-- {
		if o := &g.S.Ops[i]; o.Kind == OpRaid && o.Force == force {
			return o
		}
	}
	return nil
}

// raidMoreMods are the Raid Table's other DRMs (21.5342): +1 for the
// raider's 2nd fleet in the box this phase, +2 the 3rd and so on; +1/+2
// for the defender's 2/3 air-range research results; +1 where the USA is
// at war with Germany (Params.RaidWar); and the defender's CVE factors in
// the pool (with the land air counted as CVEs: the squadrons of the air
// bases in Params.RaidAirBases and Params.RaidAirCVE), +1 per
// step of Params.RaidCVEStep, at most +4.
func (g *Game) raidMoreMods(o *Op, pool []*Ship) []dice.Mod {
	var mods []dice.Mod
	def := 1 - o.Side
	nth := 0
	for i := range g.S.Ops {
		p := &g.S.Ops[i]
		// A fleet split off on the way home is no later raid fleet (21.537B).
		if p.N != o.N && p.Kind == OpRaid && p.SplitOf == 0 && p.Side == o.Side && p.Target == o.Target && p.RaidMods != nil {
			nth++
		}
	}
	if nth > 0 {
		mods = append(mods, engine.Mod(nth, "later raid fleet in the box", "21.5342"))
	}
	if r := min(g.Sc.Params.AirRange[def], 3); r >= 2 {
		mods = append(mods, engine.Mod(r-1, "defender's air-range research", "21.5342"))
	}
	if slices.Contains(g.Sc.Params.RaidWar, o.Target) {
		mods = append(mods, engine.Mod(1, "USA at war with Germany", "21.5342"))
	}
	cve := g.Sc.Params.RaidAirCVE[o.Target]
	for i := range g.S.Air {
		if b := &g.S.Air[i]; b.Side == def && !b.Used && slices.Contains(g.Sc.Params.RaidAirBases[o.Target], b.ID) {
			cve += 3*b.AAF + b.NAS // 23.13: an AAF is three AAS
		}
	}
	for _, s := range pool {
		if s.Class == CVE && !s.Sunk {
			cve += s.Size
		}
	}
	step := g.Sc.Params.RaidCVEStep[o.Target]
	if step <= 0 {
		step = 6
	}
	if n := min(cve/step, 4); n > 0 {
		mods = append(mods, engine.Mod(n, "defender's escort carriers", "21.5342"))
	}
	return mods
}
