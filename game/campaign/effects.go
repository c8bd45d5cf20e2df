package campaign

import (
	"fmt"
	"strconv"
	"strings"

	"periscope/game/data"
	"periscope/game/engine"
)

// Effects are what war events, period headers, reinforcement-list lines and
// scenario set-ups do (data.EffectOps is the vocabulary, with the meaning of
// each op). An effect runs as an "effect" frame that names where it comes
// from (Frame.S, the source) and its index there (Frame.A), so a handler
// that must ask the player is re-entered with the same effect.
//
// Sources: "setup", "header:<period>", "event:<id>", "list:<YYYY-MM>".

type effectHandler func(g *Game, f *Frame, e *data.Effect)

// effectOps implements every op of data.EffectOps (a test checks both ways).
var effectOps = map[string]effectHandler{
	"text":            effText,
	"deploy":          effDeploy,
	"mission":         effMission,
	"contact":         effContact,
	"contact-only":    effContactOnly,
	"found-damaged":   effFoundDamaged,
	"cup-add":         effCupAdd,
	"cup-remove":      effCupRemove,
	"base-on":         effBaseOn,
	"base-off":        effBaseOff,
	"tender":          effTender,
	"supply":          effSupply,
	"training":        effTraining,
	"flag":            effFlag,
	"unflag":          effUnflag,
	"air":             effAir,
	"search":          effSearch,
	"aac-row":         effAACRow,
	"bdienst":         effBDienst,
	"enigma":          effEnigma,
	"enigma4":         effEnigma4,
	"aircraft-add":    effAircraftAdd,
	"aircraft-remove": effAircraftRemove,
	"arrive":          effArrive,
	"refit":           effRefit,
	"return":          effReturn,
	"period-roll":     effPeriodRoll,
	"barbarossa-roll": effBarbarossaRoll,
	"ace-transfer":    effAceTransfer,
	"remix":           effRemix,
	"scapa":           effScapa,
	"ultra":           effUltra,
	"torpedo":         effTorpedo,
	"pier-sortie":     effPierSortie,
	"readiness":       effReadiness,
	"asw":             effASW,
}

func init() {
	register(opEffect, stepEffect)
}

func listSource(month int) string { return "list:" + data.MonthString(month) }

// effectAt finds the effect a frame names.
func (g *Game) effectAt(src string, i int) *data.Effect {
	var list []data.Effect
	switch {
	case src == "setup":
		list = g.Scenario().Setup
	case strings.HasPrefix(src, "header:"):
		p, _ := strconv.Atoi(src[7:])
		if et := g.eventTable(p); et != nil {
			list = et.Header
		}
	case strings.HasPrefix(src, "event:"):
		if ev := g.T.Event(src[6:]); ev != nil {
			list = ev.Effects
		}
	case strings.HasPrefix(src, "list:"):
		if m, err := data.MonthIndex(src[5:]); err == nil {
			if ml := g.monthList(m); ml != nil {
				list = ml.Entries
			}
		}
	}
	if i < 0 || i >= len(list) {
		return nil
	}
	return &list[i]
}

// effectRule is the rule an effect from a source is applied under.
func (g *Game) effectRule(src string) string {
	switch {
	case src == "setup":
		return "3.0"
	case strings.HasPrefix(src, "header:"):
		return "5.0"
	case strings.HasPrefix(src, "event:"):
		if ev := g.T.Event(src[6:]); ev != nil && ev.Rule != "" {
			return ev.Rule
		}
		return "5.1"
	case strings.HasPrefix(src, "list:"):
		return "8.0"
	}
	return "5.0"
}

// effectWho names the source of an effect for the log.
func (g *Game) effectWho(src string) string {
	switch {
	case src == "setup":
		return "the scenario"
	case strings.HasPrefix(src, "header:"):
		return "the period " + src[7:] + " header"
	case strings.HasPrefix(src, "event:"):
		if ev := g.T.Event(src[6:]); ev != nil {
			return ev.Name
		}
	case strings.HasPrefix(src, "list:"):
		return "the reinforcement list"
	}
	return src
}

// eventID is the war event behind a source ("" if none).
func eventID(src string) string {
	if strings.HasPrefix(src, "event:") {
		return src[6:]
	}
	return ""
}

func stepEffect(g *Game, f *Frame) {
	e := g.effectAt(f.S, f.A)
	if e == nil {
		panic(fmt.Sprintf("effect %s[%d] not found", f.S, f.A))
	}
	h := effectOps[e.Op]
	if h == nil {
		panic("no handler for effect op " + e.Op)
	}
	if !g.readingHolds(e.Reading) {
		return // the other reading's effect (data.Effect.Reading)
	}
	h(g, f, g.politicalEffect(f.S, e)) // [36.63F]
}

// readingHolds reports whether an effect's Reading is the game's: "" always,
// "name" with the switch on, "!name" with it off.
func (g *Game) readingHolds(r string) bool {
	if name, ok := strings.CutPrefix(r, "!"); ok {
		return !g.Opt(name)
	}
	return r == "" || g.Opt(r)
}

// effectEnd is the last turn an effect lasting Weeks turns is in force
// (at least the current turn; set-up effects start with turn 1).
func (g *Game) effectEnd(weeks int) int {
	t := max(g.S.Turn, 1)
	return t + max(weeks, 1) - 1
}

// addOverride puts a war event's change o into force for weeks turns from
// this one (0 or fewer: until cleared), and returns its last turn (0 =
// until cleared).
func (g *Game) addOverride(o Override, weeks int) int {
	if weeks > 0 {
		o.Until = g.effectEnd(weeks)
	}
	g.S.Overrides = append(g.S.Overrides, o)
	return o.Until
}

// ---------------------------------------------------------------- simple ops

func effText(g *Game, f *Frame, e *data.Effect) {
	g.noteM(g.effectRule(f.S), "", msgM("atl.eff.text", aNested("who", g.effectWhoMsg(f.S)), aNested("text", dataMsg(fmt.Sprintf("effect.%s.%d", f.S, f.A), e.Text))), "%s: %s", g.effectWho(f.S), e.Text)
}

func effFlag(g *Game, f *Frame, e *data.Effect) {
	g.S.Flags[e.Flag] = true
	g.noteM(g.effectRule(f.S), "", msgM("atl.eff.flag-on", aNested("who", g.effectWhoMsg(f.S)), aText("flag", fmt.Sprintf("%q", e.Flag))), "%s: %q is now in force.", g.effectWho(f.S), e.Flag)
}

func effUnflag(g *Game, f *Frame, e *data.Effect) {
	delete(g.S.Flags, e.Flag)
	g.noteM(g.effectRule(f.S), "", msgM("atl.eff.flag-off", aNested("who", g.effectWhoMsg(f.S)), aText("flag", fmt.Sprintf("%q", e.Flag))), "%s: %q is no longer in force.", g.effectWho(f.S), e.Flag)
}

func effBDienst(g *Game, f *Frame, e *data.Effect) {
	if g.politicalListItem(f) {
		return
	}
	g.S.BDienst += e.Value
	g.noteM("7.2", "", msgM("atl.eff.bdienst", aNested("who", g.effectWhoMsg(f.S)), aSigned("by", e.Value), aSigned("to", g.S.BDienst)), "%s: the B-Dienst level changes by %+d to %+d.", g.effectWho(f.S), e.Value, g.S.BDienst)
}

func effEnigma(g *Game, f *Frame, e *data.Effect) {
	if g.politicalListItem(f) {
		return
	}
	g.S.Enigma += e.Value
	g.noteM("7.3", "", msgM("atl.eff.enigma", aNested("who", g.effectWhoMsg(f.S)), aSigned("by", e.Value), aSigned("to", g.S.Enigma)), "%s: the Enigma level changes by %+d to %+d.", g.effectWho(f.S), e.Value, g.S.Enigma)
}

func effEnigma4(g *Game, f *Frame, e *data.Effect) {
	if g.politicalListItem(f) {
		return
	}
	g.S.Enigma4 = true
	g.noteM("7.31", "", msgM("atl.eff.enigma4", aNested("who", g.effectWhoMsg(f.S))), "%s: 4-rotor Enigma comes in; boats assigned to the Arctic or the Mediterranean count the Enigma level one lower.", g.effectWho(f.S))
}

func effRemix(g *Game, f *Frame, e *data.Effect) {
	g.fillCups()
	g.noteM("3.15", "", msgM("atl.eff.remix", aNested("who", g.effectWhoMsg(f.S))), "%s: the War Mix cups are remixed.", g.effectWho(f.S))
}

func effAir(g *Game, f *Frame, e *data.Effect) {
	g.addOverride(Override{Op: "air", Area: e.Area, Text: e.Text}, e.Weeks)
	g.noteM(g.effectRule(f.S), "", msgM("atl.eff.air", aNested("who", g.effectWhoMsg(f.S)), aArea("area", e.Area), aText("cover", fmt.Sprintf("%q", e.Text))), "%s: air cover over %s is now %q.", g.effectWho(f.S), g.areaName(e.Area), e.Text)
}

func effAACRow(g *Game, f *Frame, e *data.Effect) {
	g.addOverride(Override{Op: "aac-row", Area: e.Area, Value: e.Period}, e.Weeks)
	g.noteM("30.3", "", msgM("atl.eff.row", aNested("who", g.effectWhoMsg(f.S)), aArea("area", e.Area), aInt("n", e.Period)), "%s: %s uses the period %d row of its Area Activity Chart.", g.effectWho(f.S), g.areaName(e.Area), e.Period)
}

// effTorpedo changes the torpedo value of the German boats in an area for
// some weeks [6.0]: the failures of a campaign's torpedoes, as off Norway in
// April–May 1940 (magnetic pistols and depth keeping, which the track of
// [6.0] does not hold). TorpedoValue reads it.
func effTorpedo(g *Game, f *Frame, e *data.Effect) {
	until := g.addOverride(Override{Op: "torpedo", Area: e.Area, Value: e.Value}, e.Weeks)
	g.noteM(g.effectRule(f.S), "", msgM("atl.eff.torpedo", aNested("who", g.effectWhoMsg(f.S)), aArea("area", e.Area), aText("by", fmt.Sprintf("%+d", e.Value)), aInt("until", until)),
		"%s: German boats in %s have torpedo value %+d until the end of turn %d.", g.effectWho(f.S), g.areaName(e.Area), e.Value, until)
}

// effASW raises the general ASW of an area for some weeks [14.2A]: an
// escort force's skill or an air cover that came before the war period
// that brings it everywhere (the support groups and Iceland's aircraft at the
// air gap's edges in February 1943; HG 76's escort carrier and Gibraltar's
// aircraft in December 1941). generalASW reads it.
func effASW(g *Game, f *Frame, e *data.Effect) {
	until := g.addOverride(Override{Op: "asw", Area: e.Area, Value: e.Value}, e.Weeks)
	g.noteM("14.2A", "", msgM("atl.eff.asw", aNested("who", g.effectWhoMsg(f.S)), aArea("area", e.Area), aText("by", fmt.Sprintf("%+d", e.Value)), aInt("until", until)),
		"%s: the general ASW in %s changes by %+d until the end of turn %d.", g.effectWho(f.S), g.areaName(e.Area), e.Value, until)
}

// torpedoOverride is the live change of the German torpedo value in area
// (effTorpedo).
func (g *Game) torpedoOverride(area string) int { return g.overrideSum("torpedo", area) }

// overrideSum is the sum of the values of the live overrides of kind op on
// area (torpedo and search changes add up when two events overlap).
func (g *Game) overrideSum(op, area string) int {
	v := 0
	for _, o := range g.S.Overrides {
		if o.Op == op && o.Area == area && g.overrideLive(o) {
			v += o.Value
		}
	}
	return v
}

func effScapa(g *Game, f *Frame, e *data.Effect) {
	until := g.effectEnd(e.Weeks)
	g.S.Overrides = append(g.S.Overrides, Override{Op: "scapa", Area: e.Area, Until: until})
	g.noteM("30.4", "", msgM("atl.eff.naval-base", aNested("who", g.effectWhoMsg(f.S)), aArea("area", e.Area), aInt("until", until)), "%s: a boat may enter the naval base %s until the end of turn %d.", g.effectWho(f.S), g.areaName(e.Area), until)
}

// effContact makes convoys contacted in an area a TF (d10 ≤ Value) or a
// special convoy (d10 ≤ Count) [7.12], [28.0]; Weeks 0 = until cleared.
func effContact(g *Game, f *Frame, e *data.Effect) {
	g.addOverride(Override{Op: "contact", Area: e.Area, Value: e.Value, Count: e.Count, Nation: e.Nation}, e.Weeks)
	g.noteM(g.effectRule(f.S), "", msgM("atl.eff.contact", aNested("who", g.effectWhoMsg(f.S)), aArea("area", e.Area), aText("nat", e.Nation), aInt("tf", e.Value), aInt("spec", e.Count)), "%s: convoys met in %s become a %s task force on d10 ≤ %d, a special convoy on d10 ≤ %d.",
		g.effectWho(f.S), g.areaName(e.Area), e.Nation, e.Value, e.Count)
}

func effMission(g *Game, f *Frame, e *data.Effect) {
	m := Mission{ID: fmt.Sprintf("%s/%d/%d", f.S, g.S.Turn, f.A), Event: eventID(f.S), Area: e.Area, Kind: e.Mission, Until: g.effectEnd(e.Weeks)}
	if m.Kind == "" {
		m.Kind = "attack"
	}
	g.S.Missions = append(g.S.Missions, m)
	g.noteM("20.4", "", msgM("atl.eff.mission", aNested("who", g.effectWhoMsg(f.S)), aArea("area", e.Area), aText("kind", fmt.Sprintf("%q", e.Mission)), aInt("until", m.Until)), "%s: %s is active for a %q mission until turn %d.", g.effectWho(f.S), g.areaName(e.Area), e.Mission, m.Until)
}

func effPeriodRoll(g *Game, f *Frame, e *data.Effect) {
	m := g.S.Month
	if e.Month != "" {
		m, _ = data.MonthIndex(e.Month)
	}
	if e.Period <= g.S.Period {
		g.noteM("17.1", "", msgM("atl.eff.period-begun", aNested("who", g.effectWhoMsg(f.S)), aInt("n", e.Period)), "%s: war period %d has already begun; no roll.", g.effectWho(f.S), e.Period)
		return
	}
	g.S.Progress = append(g.S.Progress, ProgressRoll{Kind: "period", Period: e.Period, Month: m})
	g.noteM("17.1", "", msgM("atl.eff.period-roll", aNested("who", g.effectWhoMsg(f.S)), aNested("month", monthMsg(m)), aInt("n", e.Period)), "%s: in %s, roll each week for war period %d (0–2 advances; automatic in week 1 of the next month).", g.effectWho(f.S), monthLabel(m), e.Period)
}

func effBarbarossaRoll(g *Game, f *Frame, e *data.Effect) {
	m := g.S.Month
	if e.Month != "" {
		m, _ = data.MonthIndex(e.Month)
	}
	if g.S.Flags["barbarossa"] {
		g.noteM("17.4", "", msgM("atl.eff.barb-begun", aNested("who", g.effectWhoMsg(f.S))), "%s: Barbarossa has already begun; no roll.", g.effectWho(f.S))
		return
	}
	g.S.Progress = append(g.S.Progress, ProgressRoll{Kind: "barbarossa", Month: m})
	g.noteM("17.4", "", msgM("atl.eff.barb-roll", aNested("who", g.effectWhoMsg(f.S)), aNested("month", monthMsg(m))), "%s: in %s, roll each week for Barbarossa (0–2; automatic in week 1 of the next month).", g.effectWho(f.S), monthLabel(m))
}

// ---------------------------------------------------------------- War Mix

// effCupAdd puts counters into a cup from now on [3.12]: an event may bring
// units in before their date. Count copies (0 = every copy) of each listed
// type; the addition is kept and re-applied at every remix [3.15].
func effCupAdd(g *Game, f *Frame, e *data.Effect) {
	for _, u := range e.Units {
		g.S.CupAdds = append(g.S.CupAdds, CupAdd{Cup: e.Cup, Type: u, Count: e.Count})
	}
	g.applyCupAdds()
	var names []string
	var nm []*engine.Msg
	for _, u := range e.Units {
		names = append(names, g.T.AlliedType(u).Name)
		nm = append(nm, msgM("atl.unit.name", aUnit("u", u)))
	}
	what, wm := strings.Join(names, ", "), listMsg(nm)
	if e.Count > 0 {
		what, wm = fmt.Sprintf("%d × %s", e.Count, what), msgM("atl.eff.times", aInt("n", e.Count), aNested("what", wm))
	}
	n := len(e.Units) // a type named alone goes in as one ("Town class goes")
	if e.Count > 0 {
		n = e.Count * len(e.Units)
	}
	g.noteM(g.effectRule(f.S), "", msgM("atl.eff.cups-into", aNested("who", g.effectWhoMsg(f.S)), aNested("what", wm), aNested("cup", cupMsg(e.Cup)), aInt("n", n)), "%s: %s go(es) into the %s cup.", g.effectWho(f.S), what, e.Cup)
}

// applyCupAdds tops up every cup named by a cup-add with the spare copies of
// its type (from Aside, then from the not-yet-available pool: the event
// brings them in early), up to the count asked for. fillCups calls it after
// the War Mix lines.
func (g *Game) applyCupAdds() {
	s := g.S
	for _, ca := range s.CupAdds {
		have := 0
		for _, id := range s.Cups[ca.Cup] {
			if g.unitType(id).ID == ca.Type {
				have++
			}
		}
		take := func(list []string) []string {
			rest := list[:0]
			for _, id := range list {
				if g.unitType(id).ID == ca.Type && (ca.Count == 0 || have < ca.Count) {
					s.Cups[ca.Cup] = append(s.Cups[ca.Cup], id)
					have++
					continue
				}
				rest = append(rest, id)
			}
			return rest
		}
		s.Aside = take(s.Aside)
		s.NotYet = take(s.NotYet)
	}
}

// effCupRemove takes units out of play for good, wherever they wait (cups,
// spares, not yet available, out for the period); Count copies (0 = all).
func effCupRemove(g *Game, f *Frame, e *data.Effect) {
	s := g.S
	for _, u := range e.Units {
		left := e.Count
		remove := func(list []string) []string {
			rest := list[:0]
			for _, id := range list {
				if g.unitType(id).ID == u && (e.Count == 0 || left > 0) {
					s.Out = append(s.Out, id)
					left--
					continue
				}
				rest = append(rest, id)
			}
			return rest
		}
		for _, cup := range sortedKeys(s.Cups) {
			s.Cups[cup] = remove(s.Cups[cup])
		}
		s.Aside = remove(s.Aside)
		s.NotYet = remove(s.NotYet)
		s.OutPeriod = remove(s.OutPeriod)
		kept := s.CupAdds[:0]
		for _, ca := range s.CupAdds {
			if ca.Type != u {
				kept = append(kept, ca)
			}
		}
		s.CupAdds = kept
		g.noteM(g.effectRule(f.S), "", msgM("atl.eff.unit-leaves", aNested("who", g.effectWhoMsg(f.S)), aUnit("u", u)), "%s: %s leave(s) play.", g.effectWho(f.S), g.T.AlliedType(u).Name)
	}
}

// ---------------------------------------------------------------- bases

// effBaseOn activates a base [21.0].
func effBaseOn(g *Game, f *Frame, e *data.Effect) {
	bs := g.BaseState(e.Base)
	if bs == nil || bs.Active {
		return
	}
	bs.Active = true
	g.emitM(g.effectRule(f.S), engine.Event{Type: "base-on", Area: e.Base}, msgM("atl.eff.base-on", aNested("who", g.effectWhoMsg(f.S)), aBase("base", e.Base)), "%s: %s is now in use.", g.effectWho(f.S), g.baseName(e.Base))
}

// effBaseOff deactivates a base: damaged boats there (in repair or the Hold)
// are scuttled, not counted as lost; the others move to the base's fallback
// (or the nearest main base) in the same box; a tender there is withdrawn.
// With flag "keep-damaged" the base is closed, not lost: the damaged boats
// stay there until repaired, then sail for the fallback (Silent War's End
// of the Aleutians: "damaged subs there stay until repaired").
func effBaseOff(g *Game, f *Frame, e *data.Effect) {
	rule := g.effectRule(f.S)
	if e.Flag == "damaged-lost" {
		g.baseFallDamaged(e.Base, rule, strings.Split(e.Text, ","))
	}
	to := ""
	if e.Area != "" {
		to = g.advancedBaseOf(e.Area)
	}
	g.closeBaseTo(e.Base, rule, g.effectWho(f.S), g.effectWhoMsg(f.S), e.Flag == "keep-damaged", to)
}

// baseFallDamaged is a base lost with its damaged boats (East Wind's event
// 8, Manila [SW 5.0]): the damaged boats in port there are lost, not
// counted as sunk (no limping out); its damaged boats at sea return to the
// first base of homes in use.
func (g *Game) baseFallDamaged(id, rule string, homes []string) {
	home := ""
	for _, h := range homes {
		if g.BaseActive(h) {
			home = h
			break
		}
	}
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Base != id || s.Damage == 0 && !(s.Status == StBase && isRepairBox(s.Box)) {
			continue
		}
		switch s.Status {
		case StBase:
			s.Status, s.Box = StScrapped, ""
			g.emitM(rule, engine.Event{Type: "scuttled", Sub: s.ID, Area: id}, msgM("atl.eff.scuttled", aUnit("boat", s.ID), aBase("base", id)), "%s is scuttled at %s (not counted as lost).", s.ID, g.baseName(id))
			if s.Ace != "" {
				g.AceLeaves(s, rule)
			}
		case StSea:
			if home == "" {
				continue
			}
			s.Base, s.Dest = home, home
			g.ForceRTB(s, rule, baseFallCause)
			g.noteM(rule, s.ID, msgM("pac.base-fall.home", aUnit("boat", s.ID), aBase("base", home)), "%s, damaged, returns to %s.", s.ID, g.baseName(home))
		}
	}
}

// baseFallCause is why a damaged boat at sea must return when its base
// falls (a modifier reason: i18n/defs_pacific11.go).
const baseFallCause = "its base has fallen [SW 5.0]"

// isRepairBox reports whether a base box holds a damaged boat (the Hold
// and the repair boxes).
func isRepairBox(box string) bool {
	return box == BoxHold || box == BoxR1 || box == BoxR2 || box == BoxR3
}

func (g *Game) deactivateBase(id, rule, who string, whoM *engine.Msg) {
	g.closeBase(id, rule, who, whoM, false)
}

func (g *Game) closeBase(id, rule, who string, whoM *engine.Msg, keepDamaged bool) {
	g.closeBaseTo(id, rule, who, whoM, keepDamaged, "")
}

// closeBaseTo closes a base; its boats in port that are not under repair
// go to the base dest (the base's fallback when dest is "" or not in use).
func (g *Game) closeBaseTo(id, rule, who string, whoM *engine.Msg, keepDamaged bool, dest string) {
	bs := g.BaseState(id)
	if bs == nil {
		return
	}
	bs.Active = false
	if bs.Tender != "" {
		// Every tender there leaves; it may be placed again later [21.24].
		kept := g.S.Tenders[:0:0]
		for _, t := range g.S.Tenders {
			if g.advancedBaseOf(t.Area) != id {
				kept = append(kept, t)
			}
		}
		g.S.Tenders = kept
		bs.Tender = ""
	}
	g.emitM(rule, engine.Event{Type: "base-off", Area: id}, msgM("atl.eff.base-off", aNested("who", whoM), aBase("base", id)), "%s: %s is no longer in use.", who, g.baseName(id))
	to := g.arrivalBase(id)
	if dest != "" && g.BaseActive(dest) {
		to = dest
	}
	for i := range g.S.Subs {
		s := &g.S.Subs[i]
		if s.Status != StBase || s.Base != id {
			continue
		}
		switch s.Box {
		case BoxHold, BoxR1, BoxR2, BoxR3:
			if keepDamaged {
				g.noteM(rule, s.ID, msgM("sw.base.stays-repair", aUnit("boat", s.ID), aBase("base", id), aNested("box", boxMsg(s.Box))), "%s stays at %s until repaired (%s).", s.ID, g.baseName(id), boxName(s.Box))
				continue
			}
			if g.rules.LimpOut(g, s, id, rule) {
				continue
			}
			s.Status, s.Box = StScrapped, ""
			g.emitM(rule, engine.Event{Type: "scuttled", Sub: s.ID, Area: id}, msgM("atl.eff.scuttled", aUnit("boat", s.ID), aBase("base", id)), "%s is scuttled at %s (not counted as lost).", s.ID, g.baseName(id))
			if s.Ace != "" {
				g.AceLeaves(s, rule)
			}
		default:
			if to == "" || to == id {
				continue
			}
			g.noteM(rule, s.ID, msgM("atl.eff.moves-base", aUnit("boat", s.ID), aBase("from", id), aBase("to", to), aNested("box", boxMsg(s.Box))), "%s moves from %s to %s (%s).", s.ID, g.baseName(id), g.baseName(to), boxName(s.Box))
			s.Base = to
		}
	}
}

// ---------------------------------------------------------------- aircraft [7.5]

func effAircraftAdd(g *Game, f *Frame, e *data.Effect) {
	if g.politicalListItem(f) {
		return
	}
	for _, id := range e.Units {
		a := g.T.AircraftByID(id)
		base := a.Base
		if e.Base != "" {
			base = e.Base
		}
		found := false
		for i := range g.S.Aircraft {
			if g.S.Aircraft[i].ID == id {
				g.S.Aircraft[i].Gone, g.S.Aircraft[i].Base, g.S.Aircraft[i].Area = false, base, ""
				found = true
			}
		}
		if !found {
			g.S.Aircraft = append(g.S.Aircraft, AirState{ID: id, Base: base})
		}
		g.noteM("7.5", "", msgM("atl.eff.air-in", aNested("who", g.effectWhoMsg(f.S)), aAir("ac", a.ID), aBase("base", base)), "%s: %s comes into play at %s.", g.effectWho(f.S), a.Name, g.baseName(base))
	}
}

func effAircraftRemove(g *Game, f *Frame, e *data.Effect) {
	if g.politicalListItem(f) {
		return
	}
	for _, id := range e.Units {
		for i := range g.S.Aircraft {
			if g.S.Aircraft[i].ID == id && !g.S.Aircraft[i].Gone {
				g.S.Aircraft[i].Gone, g.S.Aircraft[i].Area = true, ""
				g.noteM("7.5", "", msgM("atl.eff.air-out", aNested("who", g.effectWhoMsg(f.S)), aAir("ac", id)), "%s: %s leaves play.", g.effectWho(f.S), g.aircraftName(id))
			}
		}
	}
}

// ---------------------------------------------------------------- tenders and supply [21]

// advancedBaseOf is the advanced base an SMZ (or base id) stands for [21.1].
func (g *Game) advancedBaseOf(area string) string {
	if a := g.area(area); a != nil && a.AdvancedBase != "" {
		return a.AdvancedBase
	}
	return area
}

// effTender orders a tender to an advanced base [21.21]: placed in the War
// Progress phase, or at once when the scenario sets it up or the effect
// says so (Value 1: Silent War's Holland "goes to Surabaya at once").
// Text may name the tender; Count 2 lets a base that has one take a second
// (Silent War's Iwo Jima event at Guam).
func effTender(g *Game, f *Frame, e *data.Effect) {
	another := 0
	if e.Count >= 2 {
		another = 1
	}
	if f.S == "setup" || e.Value == 1 {
		g.Push(Frame{Op: opTenderPlace, Area: e.Area, S: e.Text, B: another})
		return
	}
	order := e.Area + "|" + e.Text
	if another == 1 {
		order += "|+"
	}
	g.S.TenderOrders = append(g.S.TenderOrders, order)
	g.noteM("21.21", "", msgM("atl.eff.tender", aNested("who", g.effectWhoMsg(f.S)), aArea("area", e.Area)), "%s: a tender is to be placed at %s in the War Progress phase.", g.effectWho(f.S), g.areaName(e.Area))
}

// effSupply places a supply ship or raider in an area [21.32]: an unused
// named ship; if several are free the player picks; if all are in play the
// new one is lost.
func effSupply(g *Game, f *Frame, e *data.Effect) {
	var free []*data.SupplyShip
	for i := range g.T.Supply {
		sh := &g.T.Supply[i]
		if g.supplyUsed(sh.ID) || !g.availableFrom(sh.From, sh.Until) || sh.ID == hskID {
			continue
		}
		if e.Text != "" && sh.ID != e.Text {
			continue
		}
		free = append(free, sh)
	}
	rule := "21.32"
	if len(free) == 0 {
		g.noteM(rule, "", msgM("atl.eff.supply-lost", aNested("who", g.effectWhoMsg(f.S)), aArea("area", e.Area)), "%s: a supply ship should sail to %s, but every supply ship is in play or lost: this one is lost.", g.effectWho(f.S), g.areaName(e.Area))
		return
	}
	if f.Ans == nil {
		p := engine.Prompt{Kind: "supply-ship", Rule: rule, Text: fmt.Sprintf("%s: choose the supply ship that sails to %s", g.effectWho(f.S), g.areaName(e.Area)),
			Msg: msgM("atl.eff.supply.q", aNested("who", g.effectWhoMsg(f.S)), aArea("area", e.Area))}
		for _, sh := range free {
			p.Options = append(p.Options, engine.Option{Key: "ship:" + sh.ID, Label: sh.Name, Ref: sh.ID,
				Detail: "each supply ship may resupply 2 RTB boats a week [21.32]", LabelMsg: supplyNameMsg(sh.ID, sh.Name), DetailMsg: msgM("atl.eff.supply.d")})
		}
		g.Ask(f, p)
		return
	}
	id := strings.TrimPrefix(g.Key(f), "ship:")
	g.S.Supply = append(g.S.Supply, SupplyState{ID: id, Area: e.Area})
	g.emitM(rule, engine.Event{Type: "supply", Unit: id, Area: e.Area}, msgM("atl.eff.supply", aNested("who", g.effectWhoMsg(f.S)), aNested("ship", supplyNameMsg(id, g.T.SupplyShip(id).Name)), aArea("area", e.Area)), "%s: the supply ship %s takes station in %s.", g.effectWho(f.S), g.T.SupplyShip(id).Name, g.areaName(e.Area))
}

// supplyUsed reports whether a named supply ship is at sea or lost.
func (g *Game) supplyUsed(id string) bool {
	for _, s := range g.S.Supply {
		if s.ID == id {
			return true
		}
	}
	return false
}

// availableFrom checks a From/Until availability pair ("", "YYYY-MM",
// "P<n>", "event:<id>") against the current date [3.12].
func (g *Game) availableFrom(from, until string) bool {
	return g.available(&data.AlliedType{From: from, Until: until})
}

// ---------------------------------------------------------------- orders [5.3]

// effDeploy is a deployment order [5.3]: Count subs must be in Area this
// turn (Weeks turns for the mission). It records the mission and fills the
// order (strategic_events.go).
func effDeploy(g *Game, f *Frame, e *data.Effect) {
	if g.orderCancelled(f.S) {
		return // [36.64]
	}
	if b := g.T.Base(e.Area); b != nil && g.activeAdvancedBase(e.Area) && !frenchBase(b) { // a French port is still a target [36.63H]
		// An advanced base in use is no longer a mission target [21.11].
		g.noteM("21.11", "", msgM("pac.order.advanced-base", aArea("area", e.Area)), "%s is an advanced base in use: no mission there.", g.areaName(e.Area))
		return
	}
	m := Mission{ID: fmt.Sprintf("%s/%d/%d", f.S, g.S.Turn, f.A), Event: eventID(f.S), Area: e.Area, Kind: e.Mission, Count: e.Count,
		Until: g.effectEnd(e.Weeks), From: max(g.S.Turn, 1)}
	if m.Kind == "" {
		m.Kind = "attack" // the default mission (data.Missions)
	}
	m.Prefer = strings.Join(e.Boats, ",")
	g.S.Missions = append(g.S.Missions, m)
	g.noteM("5.3", "", msgM("atl.eff.deploy", aNested("who", g.effectWhoMsg(f.S)), aInt("n", e.Count), aArea("area", e.Area), aNested("kind", msgM("atl.mission."+m.Kind)), aInt("until", m.Until)), "%s: %s to %s (%s mission, until turn %d).", g.effectWho(f.S), plural(e.Count, "boat", "boats"), g.areaName(e.Area), m.Kind, m.Until)
	g.Push(Frame{Op: opOrderFill, S: m.ID})
}

// effTraining withdraws boats to training duty: the named Boats, or Count
// boats the player picks (strategic_reinforce.go).
func effTraining(g *Game, f *Frame, e *data.Effect) {
	if g.orderCancelled(f.S) {
		g.politicalTrainingCancelled(e.Count + len(e.Boats)) // [36.64D]
		return
	}
	g.trainingEffect(f, e)
}

// ---------------------------------------------------------------- reinforcement list [8.0]

// effArrive schedules a boat to arrive this month at Base with the list's
// inexperience [8.0B]; the arrivals step then brings it in (offering the
// [8.13] delay for an Inexp boat).
func effArrive(g *Game, f *Frame, e *data.Effect) {
	s := g.Sub(e.Boats[0])
	if s != nil && s.Status == StOut && strings.HasPrefix(f.S, "event:") {
		// A war event brings a boat not otherwise in play into the game
		// at once, into the Broom box (East Wind's Dutch intervention
		// [SW 5.0]).
		s.Entry, s.Base, s.Inexp = g.S.Month, e.Base, e.Value
		g.arriveBoat(s, g.effectRule(f.S))
		s.Box = BoxWorkUp
		return
	}
	if s == nil || s.Status != StFuture {
		return
	}
	s.Entry = g.S.Month
	s.Base = e.Base
	s.Inexp = e.Value
	if f.S == "setup" {
		// A scenario may bring a boat in at once.
		g.arriveBoat(s, "8.0")
	}
}

// effRefit withdraws boats for refit [8.0C] (strategic_reinforce.go).
func effRefit(g *Game, f *Frame, e *data.Effect) {
	for _, id := range g.standIns(e.Boats) { // [35.12]
		g.withdraw(g.Sub(id), "refit", "8.0")
	}
}

// effReturn brings refitted boats back [8.0D].
func effReturn(g *Game, f *Frame, e *data.Effect) {
	for _, id := range g.standIns(e.Boats) { // [35.12]
		g.returnFromRefit(g.Sub(id), e.Base)
	}
}

// effAceTransfer offers a historical ace transfer [25.31].
func effAceTransfer(g *Game, f *Frame, e *data.Effect) {
	g.aceTransferEffect(f, e)
}

// ContactOverride is the live "contact" override of an area (a war event's
// TF / special-convoy conversion of convoys met there), or nil. The search
// rules roll d10: ≤ Value a Nation task force, else ≤ Count a special
// convoy [28.0].
func (g *Game) ContactOverride(area string) *Override {
	for i := len(g.S.Overrides) - 1; i >= 0; i-- {
		o := &g.S.Overrides[i]
		if o.Op == "contact" && o.Area == area && g.overrideLive(*o) {
			return o
		}
	}
	return nil
}

// ScapaOpen reports whether an event allows a boat into a naval base area
// this turn [30.4].
func (g *Game) ScapaOpen(area string) bool {
	for _, o := range g.S.Overrides {
		if o.Op == "scapa" && o.Area == area && g.overrideLive(o) {
			return true
		}
	}
	return false
}

// effPierSortie sends every sub in Base's Pier box to sea at once, patrol
// side up, in Area (Silent War's Battle of Midway: "subs in the Midway Pier
// box go at once, patrol side up, to the Hawaiian Islands"). Midway is not
// a base in period 1, so the Pier box is read as Pearl Harbor's (spec
// §12.22); an effect with Flag "midway-pier" is that reading, and the
// "midway-pier-ignored" switch leaves it out. A closed base sends no one.
func effPierSortie(g *Game, f *Frame, e *data.Effect) {
	if e.Flag == "midway-pier" && g.Opt("midway-pier-ignored") {
		return
	}
	if !g.BaseActive(e.Base) {
		return
	}
	for _, s := range g.InBox(e.Base, BoxPier) {
		g.PutAtSea(s, e.Area, Operating, Patrol)
		g.noteM(g.effectRule(f.S), s.ID, msgM("sw.pier.sortie", aUnit("boat", s.ID), aBase("base", e.Base), aArea("area", e.Area)), "%s sails at once from the Pier box at %s to %s, patrol side up.", s.ID, g.baseName(e.Base), g.area(e.Area).Name)
	}
}
