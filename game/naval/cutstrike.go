package naval

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"periscope/game/engine"
)

// Land air against the interceptors (23.81: land air strikes naval forces
// on any activity, either side; 23.161's third and fourth examples). When
// the interceptions and counter-interceptions of an op are rolled, the
// moving side's land air may strike an enemy force on its way to the
// interception hex, or a force it counter-intercepts on its way to the
// counter-interception hex. A base that struck one interceptor may not
// strike another in the phase (23.161: the same kind of activity), but
// the counter-interception is an event apart, and the battles that follow
// are not the approach: the surviving squadrons join them (22.36) all the
// same.

const (
	opCutStrike  engine.Op = "naval.cutstrike"
	opCutAbandon engine.Op = "naval.cutabandon"
)

// The kinds of event a base is committed to (AirBase.UsedOn) by these
// strikes: an interceptor's approach, a counter-intercepted force's.
const (
	airOnCut     = "cut-approach"
	airOnCounter = "counter-approach"
)

func registerCutStrike(s *engine.Steps[*Game]) {
	s.Register(opCutStrike, stepCutStrike)
	s.Register(opCutAbandon, stepCutAbandon)
	s.Args(opCutStrike, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 200}, B: &engine.Range{Min: 0, Max: 200}})
	s.Args(opCutAbandon, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 200}})
}

// cutStrikeTargets are, for frame B = 0, the surface interceptors of op o
// heading for its interception hex; for B = i+1, the interceptor that
// counter-interception i aims at, heading for the counter-interception
// hex. It returns the hex, the forces and the kind of event.
func (g *Game) cutStrikeTargets(o *Op, b int) (string, []string, string) {
	if b == 0 {
		hex := g.cutHex(o)
		if hex == "" {
			return "", nil, ""
		}
		var out []string
		for _, c := range o.Cuts {
			if !c.Counter && c.OK && c.Sub == "" && len(g.ShipsOf(c.Force)) > 0 && (!g.force(c.Force).Returned || c.Won) {
				out = append(out, c.Force)
			}
		}
		sort.Strings(out)
		return hex, slices.Compact(out), airOnCut
	}
	if b-1 >= len(o.Cuts) {
		return "", nil, ""
	}
	c := o.Cuts[b-1]
	if !c.Counter || !c.OK || c.Of < 0 || c.Of >= len(o.Cuts) {
		return "", nil, ""
	}
	t := o.Cuts[c.Of]
	if t.Sub != "" || len(g.ShipsOf(t.Force)) == 0 {
		return "", nil, ""
	}
	return c.Hex, []string{t.Force}, airOnCounter
}

// stepCutStrike asks the moving side which of its land-air bases in range
// strikes which of the forces (frame A the op, B as cutStrikeTargets),
// one strike at a time, until it declines (23.81: never compulsory).
func stepCutStrike(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	if o.Stopped || o.Straight || len(g.ShipsOf(o.Force)) == 0 {
		return
	}
	hex, forces, kind := g.cutStrikeTargets(o, f.B)
	if len(forces) == 0 {
		return
	}
	var bases []*AirBase
	for i := range g.S.Air {
		b := &g.S.Air[i]
		if b.Side == o.Side && b.ReadyAAF()+b.NAS > 0 && !slices.Contains(b.UsedOn, kind) && g.Map.Dist(b.Area, hex) <= b.Range {
			bases = append(bases, b)
		}
	}
	if len(bases) == 0 {
		g.cutStrikesDone(f)
		return
	}
	if f.Ans == nil {
		var po []engine.Option
		for _, b := range bases {
			for _, id := range forces {
				fo := g.force(id)
				po = append(po, engine.Option{Key: "cs:" + b.ID + ":" + id, Ref: "area:" + hex, Rule: "23.81",
					Label:    fmt.Sprintf("Strike %s from %s (%d squadrons)", g.forceLabel(fo, o.Side), b.Name, b.AAF+b.NAS),
					LabelMsg: msg("opt.cutstrike", g.forceLabelArg("force", fo, o.Side), engine.Nested("base", DataName(b.Name)), engine.Int("n", b.AAF+b.NAS))})
			}
		}
		po = append(po, engine.Option{Key: "none", Label: "No air strike", LabelMsg: msg("opt.noair"), Rule: "23.81"})
		q := "q.cutstrike"
		if kind == airOnCounter {
			q = "q.counterstrike"
		}
		g.Ask(f, engine.Prompt{Kind: "cut-strike", Seat: g.Seat(o.Side), Rule: "23.81",
			Text: fmt.Sprintf("Strike the enemy heading for %s from the air?", g.Map.Area(hex).Name),
			Msg:  msg(q, g.areaArg("area", hex)), Options: po})
		return
	}
	k := g.Key(f)
	if k == "none" {
		g.cutStrikesDone(f)
		return
	}
	rest, _ := strings.CutPrefix(k, "cs:")
	bid, fid, _ := strings.Cut(rest, ":")
	for _, b := range bases {
		if b.ID != bid || !slices.Contains(forces, fid) {
			continue
		}
		b.commit(kind)
		st := &Strike{Side: o.Side, Nation: b.Nation, AAS: b.ReadyAAF(), NAS: b.NAS, Base: b.ID, Hex: hex, Targets: g.ShipsOf(fid), Force: fid}
		// Cover: the interceptor's land air in range (23.21); CAP ⅓ of
		// its NAS (23.31).
		for i := range g.S.Air {
			c := &g.S.Air[i]
			if c.Side != o.Side && !slices.Contains(c.UsedOn, kind) && g.Map.Dist(c.Area, hex) <= c.Range && c.ReadyAAF() > 0 {
				st.Cover += c.ReadyAAF()
				st.CoverBases = append(st.CoverBases, c.ID)
				c.commit(kind)
			}
		}
		st.CAP = ceilDiv(g.nas(st.Targets), 3)
		if f.B == 0 && !slices.Contains(o.Struck, fid) {
			o.Struck = append(o.Struck, fid)
		}
		g.Push(engine.Frame{Op: opCutStrike, A: f.A, B: f.B})
		g.airStrike(st) // its target steps run first
		return
	}
	g.Push(engine.Frame{Op: opCutStrike, A: f.A, B: f.B})
}

// cutStrikesDone ends the strikes on the interceptors' approach: those
// struck may abandon their interception (22.29).
func (g *Game) cutStrikesDone(f *engine.Frame) {
	if f.B == 0 && len(g.S.Ops[f.A].Struck) > 0 {
		g.Push(engine.Frame{Op: opCutAbandon, A: f.A})
	}
}

// stepCutAbandon asks the owner of each interceptor struck on its way
// (op A's Struck) whether it goes on or abandons its interception (22.29:
// an activity may be abandoned after an air attack): it then turns for
// home, returned (22.291), and fights no battle at the interception hex.
func stepCutAbandon(g *Game, f *engine.Frame) {
	o := &g.S.Ops[f.A]
	for len(o.Struck) > 0 {
		fo := g.force(o.Struck[0])
		if fo == nil || len(g.ShipsOf(fo.ID)) == 0 {
			o.Struck = o.Struck[1:]
			continue
		}
		if f.Ans == nil {
			dmg := 0
			for _, s := range g.ShipsOf(fo.ID) {
				if s.Damaged {
					dmg += s.Size
				}
			}
			g.Ask(f, engine.Prompt{Kind: "cut-abandon", Seat: g.Seat(fo.Side), Rule: "22.29", Sub: fo.ID, SubMsg: forceName(fo),
				Text: fmt.Sprintf("%s was struck from the air on its way to intercept: go on, or abandon the interception?", fo.Name),
				Msg:  msg("q.cutabandon", g.forceArg("force", fo), engine.Int("op", o.N+1), engine.Int("nf", g.ForceNF(fo.ID)), engine.Int("dmg", dmg)),
				Options: []engine.Option{
					{Key: "go-on", Label: "Go on", LabelMsg: msg("opt.goon"), Rule: "22.29", Detail: fmt.Sprintf("%d NF, %d damaged", g.ForceNF(fo.ID), dmg),
						DetailMsg: msg("d.nf-damaged", engine.Int("nf", g.ForceNF(fo.ID)), engine.Int("dmg", dmg))},
					{Key: "abandon", Label: "Abandon the interception and go home", LabelMsg: msg("opt.cutabandon"), Rule: "22.291"},
				}})
			return
		}
		o.Struck = o.Struck[1:]
		if g.Key(f) == "abandon" {
			hex := g.cutHex(o) // where it was struck, on its way there
			for i := range o.Cuts {
				if c := &o.Cuts[i]; c.Force == fo.ID && !c.Counter {
					c.OK = false
				}
			}
			fo.Returned = true
			// 22.27, 22.291: back to its base from where it was struck,
			// open to the moving side's ships and land air on the way.
			if hex != "" && !o.Straight {
				g.sendHome(fo.ID, hex)
				if h := g.homingOf(fo.ID); h != nil {
					h.Back = true
				}
			}
			g.say("event", "22.291", fo.ID, msg("log.cutabandons", g.forceArg("force", fo), engine.Int("op", o.N+1)),
				"%s abandons its interception of op %d and turns for home", fo.Name, o.N+1)
		}
		g.Push(engine.Frame{Op: opCutAbandon, A: f.A})
		return
	}
}
