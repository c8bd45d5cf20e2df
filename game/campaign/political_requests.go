package campaign

import (
	"fmt"
	"slices"
	"strings"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

// The political war's planned requests [36.2], [36.23], [36.6] and the
// month's political points [36.51].
//
// In the political step of the War Events phase of week 1 of each month
// the player may make one planned request [36.2]: the requests of the
// Political Requests table (authored data, tables.politicalRequests) whose
// conditions hold, which the prestige can pay and which the Political
// Results Table does not mark X. Then the favour to buy [36.23] (1, 3 or 5
// more prestige for −1, −2, −3), each choice with its exact odds: the d10
// is read 0–9, so the chance is the share of faces whose modified roll is
// at or under the target. The request's effect applies if granted, its
// consequence row in either case.
//
// Requests played so far: [36.61G] fix torpedo faults, [36.63A] improve
// intelligence (B-Dienst +1 at the end of the turn), [36.63B] investigate
// intelligence failures (Enigma +1 at the end of the turn), [36.63C]
// 4-rotor Enigma, [36.63D] 4-rotor for the other commands. The BdU stays
// where he is (Berlin in period 1; from period 2 the rules let him go to
// Berlin for a week [36.4], not yet offered: he petitions from Kerneval,
// +difficulty), or in the week of a request the player may send him to
// Berlin (no +difficulty; [36.43] caps that week's wolfpacks). He is back
// at Kerneval in the next turn's political step [36.42].

func init() {
	register(opPolRequest, stepPolRequest)
	register(opPolPoints, stepPolPoints)
	register(opPolReaction, stepPolReaction)
	register(opPolPlace, stepPolPlace)
	register(opPolTable, stepPolTable)
	steps.Args(opPolPoints, engine.ArgSpec{A: &engine.Range{Min: 0, Max: 10}, B: &engine.Range{Min: 0, Max: 999}})
}

// PoliticalRequest is the table's row for a request id, or nil.
func (g *Game) PoliticalRequest(id string) *data.PoliticalRequest {
	for i := range g.T.Tables.PoliticalRequests {
		if r := &g.T.Tables.PoliticalRequests[i]; r.ID == id {
			return r
		}
	}
	return nil
}

// requestAllowed reports whether a planned request's own conditions hold
// now [36.61], [36.63] (prestige and the PRT are checked apart).
func (g *Game) requestAllowed(id string) bool {
	p := g.S.Political
	granted := slices.Contains(p.Granted, id)
	switch id {
	case "36.61G":
		// When the torpedo table would allow a roll at this level or
		// later, and in 1943 from +1 to +2; repeatable.
		if g.S.G7 >= g.T.Rules.G7Max {
			return false
		}
		return len(g.torpedoDue()) > 0 || g.S.Month/12 >= 1943 && g.S.G7 == 1
	case "36.63A":
		return true
	case "36.63B":
		// P2–3 only with Enigma ≤ 0; P4–5 only with ≤ −1 unless 4-rotor is
		// in play (period 1 as period 2).
		if g.S.Period <= 3 {
			return g.S.Enigma <= 0
		}
		return g.S.Enigma <= -1 || g.S.Enigma4
	case "36.63C":
		return g.S.Period >= 4 && !granted && !g.S.Enigma4
	case "36.63D":
		return slices.Contains(p.Granted, "36.63C") && !granted && !g.S.Flags[flagEnigma4All]
	}
	return g.requestAllowedMore(id)
}

// flagEnigma4All is set when request [36.63D] is granted: the Arctic and
// Mediterranean commands get 4 rotors too, ending their [7.31] penalty.
const flagEnigma4All = "enigma4-all"

// PoliticalOdds is the chance that a request is granted with the favour
// bought [36.23], the BdU petitioning in Berlin or not: the d10 (0–9) plus
// the favour's DRM and, away from Berlin, the difficulty [36.4], at or
// under the PRT's target. ok is false where the request cannot be made
// (X, or unknown).
func (g *Game) PoliticalOdds(id string, favour int, berlin bool) (p float64, ok bool) {
	return g.politicalOddsOf(g.PoliticalRequest(id), favour, berlin)
}

func (g *Game) politicalOddsOf(r *data.PoliticalRequest, favour int, berlin bool) (p float64, ok bool) {
	pol := g.S.Political
	if pol == nil || r == nil {
		return 0, false
	}
	drm, ok := FavourDRM(favour)
	if !ok {
		return 0, false
	}
	target, ok := PoliticalTarget(&g.T.Tables, r.Difficulty, pol.Influence[r.Group], pol.Influence[GroupChancellery])
	if !ok {
		return 0, false
	}
	if !berlin {
		drm += r.Difficulty
	}
	n := 0
	for die := 0; die <= 9; die++ {
		if die+drm <= target {
			n++
		}
	}
	return float64(n) / 10, true
}

// BerlinChoice reports whether the BdU may choose to petition from
// Berlin: from period 2 [36.4] (in period 1 he is always there).
func (g *Game) BerlinChoice() bool { return g.S.Political != nil && g.S.Period >= 2 }

// BerlinPackCap is [36.43]: in a week the BdU spends in Berlin in periods
// 2–5, a wolfpack has at most 3 boats in 1940, 6 in 1941 and 9 in 1942 (no
// cap in 1943), and no boat joins from an adjacent OpArea. 0: no cap.
func (g *Game) BerlinPackCap() (n int, capped bool) {
	pol := g.S.Political
	if pol == nil || !pol.Berlin || g.S.Period < 2 {
		return 0, false
	}
	switch y := g.S.Month / 12; {
	case y <= 1940:
		return 3, true
	case y == 1941:
		return 6, true
	case y == 1942:
		return 9, true
	}
	return 0, true
}

// PoliticalRequestsOpen lists the planned requests that may be made now,
// in table order: allowed, payable and not X [36.23].
func (g *Game) PoliticalRequestsOpen() []string {
	pol := g.S.Political
	if pol == nil {
		return nil
	}
	var out []string
	for _, r := range g.T.Tables.PoliticalRequests {
		if pol.Prestige < r.Difficulty || !g.requestAllowed(r.ID) {
			continue
		}
		if _, ok := g.PoliticalOdds(r.ID, 0, true); ok {
			out = append(out, r.ID)
		}
	}
	return out
}

// stepPolRequest is the political step [36.2]: a planned request in week 1
// of a month. Frame.S holds the request chosen while its favour is asked.
func stepPolRequest(g *Game, f *Frame) {
	pol := g.S.Political
	if pol == nil {
		return
	}
	if f.S == "" {
		open := g.PoliticalRequestsOpen()
		if len(open) == 0 {
			return
		}
		if f.Ans == nil {
			p := engine.Prompt{Kind: "pol-request", Rule: "36.2",
				Text: fmt.Sprintf("The political step: prestige %d. Make a planned request?", pol.Prestige),
				Msg:  msgM("atl.pol.request.q", aInt("pr", pol.Prestige))}
			p.Options = append(p.Options, engine.Option{Key: "none", Label: "No request", Rule: "36.2", LabelMsg: msgM("atl.pol.request.none")})
			for _, id := range open {
				r := g.PoliticalRequest(id)
				target, _ := PoliticalTarget(&g.T.Tables, r.Difficulty, pol.Influence[r.Group], pol.Influence[GroupChancellery])
				p.Options = append(p.Options, engine.Option{Key: "req:" + id, Rule: id,
					Label:     fmt.Sprintf("%s [%s]", requestName(id), id),
					Detail:    fmt.Sprintf("to %s, difficulty %s (%d prestige), target %d on the Political Results Table [36.23]", r.Group, roman(r.Difficulty), r.Difficulty, target),
					LabelMsg:  msgM("atl.pol.req." + id),
					DetailMsg: msgM("atl.pol.request.d", aNested("group", groupMsg(r.Group)), aText("dif", roman(r.Difficulty)), aInt("cost", r.Difficulty), aInt("target", target))})
			}
			g.Ask(f, p)
			return
		}
		key := g.Key(f)
		if !strings.HasPrefix(key, "req:") {
			return
		}
		f.S, f.Ans = strings.TrimPrefix(key, "req:"), nil
	}
	r := g.PoliticalRequest(f.S)
	if r == nil {
		return
	}
	if f.Ans == nil {
		p := engine.Prompt{Kind: "pol-favour", Rule: "36.23",
			Text: fmt.Sprintf("%s: buy political favour?", requestName(r.ID)),
			Msg:  msgM("atl.pol.favour.q", aNested("req", msgM("atl.pol.req."+r.ID)))}
		p.Options = g.favourOptions(r, "")
		if len(p.Options) == 0 {
			return
		}
		g.Ask(f, p)
		return
	}
	g.resolveRequest(r, g.favourChosen(g.Key(f), ""))
}

// favourChosen reads a favourOptions key: the favour bought, and from
// period 2 where the BdU petitions from [36.4] (a week in Berlin is noted
// with its [36.43] cap).
func (g *Game) favourChosen(key, prefix string) int {
	pol := g.S.Political
	var fv int
	fmt.Sscanf(strings.TrimPrefix(key, prefix), "f%d", &fv)
	if g.BerlinChoice() {
		pol.Berlin = strings.HasSuffix(key, ":berlin")
		if pol.Berlin {
			n, _ := g.BerlinPackCap()
			g.noteM("36.4", "", msgM("atl.pol.to-berlin", aInt("n", n)), "The BdU goes to Berlin for the week: wolfpacks of at most %d boats (0: no cap), none from adjacent areas [36.4], [36.43].", n)
		}
	}
	return fv
}

// reactionRow is the Political Requests table's row for a Reaction
// request [36.64] to a group: "36.64B" OKM, "36.64C" the Chancellery,
// "36.64O" OKW (the data's OKW events, read as B). nil: none.
func (g *Game) reactionRow(group string) *data.PoliticalRequest {
	id := map[string]string{GroupOKM: "36.64B", GroupChancellery: "36.64C", GroupOKW: "36.64O"}[group]
	if id == "" {
		return nil
	}
	return g.PoliticalRequest(id)
}

// reactionFrames are the frames a war event's reaction request needs
// [36.64]: an event that names a target group and gives the player an
// order (a deployment), once a month, under the political rules.
func (g *Game) reactionFrames(ev *data.WarEvent) []Frame {
	pol := g.S.Political
	if pol == nil || ev.Group == "" || pol.ReactionMonth == g.S.Month+1 {
		return nil
	}
	if trainingReaction(ev) && g.PoliticalRequest("36.64D") != nil {
		return []Frame{{Op: opPolReaction, S: ev.ID, A: 1}} // [36.64D]
	}
	for _, e := range ev.Effects {
		if e.Op == "deploy" {
			return []Frame{{Op: opPolReaction, S: ev.ID}}
		}
	}
	return nil
}

// stepPolReaction offers the reaction request [36.64] against the order of
// the war event Frame.S: a BdU event's order is cancelled for 1 prestige,
// with no roll [36.64A]; an OKM, OKW or Chancellery event's by a request
// to that group, with favour and (from period 2) the BdU in Berlin
// [36.41], each choice with its odds [36.64B], [36.64C]. Only the order is
// cancelled: the event's other effects happen.
func stepPolReaction(g *Game, f *Frame) {
	pol, ev := g.S.Political, g.T.Event(f.S)
	if pol == nil || ev == nil {
		return
	}
	bdu := ev.Group == "BdU" && f.A == 0
	r := g.reactionRow(ev.Group)
	if f.A == 1 {
		r = g.PoliticalRequest("36.64D") // a withdrawal to training [36.64D]
	}
	if !bdu && (r == nil || pol.Prestige < r.Difficulty) {
		return
	}
	if bdu && pol.Prestige < 1 {
		return
	}
	if f.Ans == nil {
		p := engine.Prompt{Kind: "pol-reaction", Rule: "36.64",
			Text: fmt.Sprintf("%s (%s): ask to cancel the order? Prestige %d.", ev.Name, ev.Group, pol.Prestige),
			Msg:  msgM("atl.pol.reaction.q", aNested("ev", g.eventNameMsg(ev.ID)), aText("group", ev.Group), aInt("pr", pol.Prestige))}
		p.Options = append(p.Options, engine.Option{Key: "carry", Label: "Carry out the order", Rule: "36.64", LabelMsg: msgM("atl.pol.reaction.carry")})
		if bdu {
			p.Options = append(p.Options, engine.Option{Key: "cancel", Rule: "36.64",
				Label: "Cancel the order: 1 prestige, always granted [36.64A]", LabelMsg: msgM("atl.pol.reaction.bdu")})
		} else {
			opts := g.favourOptions(r, "cancel:")
			if len(opts) == 0 {
				return
			}
			for i := range opts {
				opts[i].Rule = "36.64"
				opts[i].Label = "Ask to cancel the order: " + opts[i].Label
				opts[i].LabelMsg = msgM("atl.pol.reaction.ask", aNested("how", opts[i].LabelMsg))
			}
			p.Options = append(p.Options, opts...)
		}
		g.Ask(f, p)
		return
	}
	key := g.Key(f)
	if !strings.HasPrefix(key, "cancel") {
		return
	}
	pol.ReactionMonth = g.S.Month + 1
	granted := true
	if bdu {
		pol.AddPrestige(-1)
		g.politicalTrack("36.64", fmt.Sprintf("%s: the order is cancelled for 1 prestige", ev.Name), msgM("atl.pol.why.bdu-cancel", aNested("ev", g.eventNameMsg(ev.ID))))
	} else {
		granted = g.resolveRequest(r, g.favourChosen(key, "cancel:"))
	}
	if granted {
		pol.Cancelled = append(pol.Cancelled, ev.ID)
	}
}

// orderCancelled reports whether the order of the war event an effect
// comes from was cancelled this turn [36.64]; it says so in the log.
func (g *Game) orderCancelled(src string) bool {
	pol := g.S.Political
	if pol == nil || !strings.HasPrefix(src, "event:") || !slices.Contains(pol.Cancelled, eventID(src)) {
		return false
	}
	id := eventID(src)
	g.noteM("36.64", "", msgM("atl.pol.order-cancelled", aNested("ev", g.eventNameMsg(id))), "%s: the order is cancelled [36.64]; the event's other effects stand.", g.T.Event(id).Name)
	return true
}

// favourOptions are a request's choices of favour [36.23] — and from
// period 2 of where the BdU petitions from [36.4] — each with its exact
// odds; keys "<prefix>f<favour>[:kerneval|:berlin]".
func (g *Game) favourOptions(r *data.PoliticalRequest, prefix string) []engine.Option {
	pol := g.S.Political
	var opts []engine.Option
	wheres := []bool{pol.Berlin}
	if g.BerlinChoice() && !pol.Berlin {
		// From Kerneval, or a week in Berlin [36.4]; for a reaction request
		// he may go when the event occurs [36.41]. Already in Berlin this
		// week (a planned request in week 1), he petitions from there.
		wheres = []bool{false, true}
	}
	for _, fv := range []int{0, 1, 3, 5} {
		if pol.Prestige < r.Difficulty+fv {
			break
		}
		drm, _ := FavourDRM(fv)
		for _, berlin := range wheres {
			pg, ok := g.politicalOddsOf(r, fv, berlin)
			if !ok {
				return nil
			}
			odds := []engine.Odd{{Outcome: "granted", P: pg}, {Outcome: "refused", P: 1 - pg}}
			o := engine.Option{Key: fmt.Sprintf("%sf%d", prefix, fv), Rule: "36.23", Odds: odds,
				Label:     fmt.Sprintf("Favour %d (%+d): pay %d prestige", fv, drm, r.Difficulty+fv),
				LabelMsg:  msgM("atl.pol.favour", aInt("fv", fv), aSigned("drm", drm), aInt("pay", r.Difficulty+fv)),
				Detail:    "d10 read 0–9; granted at or under the target",
				DetailMsg: msgM("atl.pol.favour.d")}
			switch {
			case !g.BerlinChoice():
			case berlin && pol.Berlin && len(wheres) == 1:
				o.Key += ":berlin" // he stays in Berlin for the week
				o.Rule = "36.4"
			case berlin:
				o.Key += ":berlin"
				o.Rule = "36.4"
				n, _ := g.BerlinPackCap()
				o.Label = fmt.Sprintf("Favour %d (%+d), the BdU a week in Berlin: pay %d prestige", fv, drm, r.Difficulty+fv)
				o.LabelMsg = msgM("atl.pol.favour.berlin", aInt("fv", fv), aSigned("drm", drm), aInt("pay", r.Difficulty+fv))
				o.Detail = fmt.Sprintf("d10 read 0–9; granted at or under the target; this week wolfpacks of at most %d boats (0: no cap), none from adjacent areas [36.43]", n)
				o.DetailMsg = msgM("atl.pol.favour.berlin.d", aInt("n", n))
			default:
				o.Key += ":kerneval"
				o.Label = fmt.Sprintf("Favour %d (%+d), from Kerneval (+%d): pay %d prestige", fv, drm, r.Difficulty, r.Difficulty+fv)
				o.LabelMsg = msgM("atl.pol.favour.kerneval", aInt("fv", fv), aSigned("drm", drm), aInt("dif", r.Difficulty), aInt("pay", r.Difficulty+fv))
			}
			opts = append(opts, o)
		}
	}
	return opts
}

// resolveRequest pays, rolls and applies a request [36.23]; it reports
// whether it was granted.
func (g *Game) resolveRequest(r *data.PoliticalRequest, fv int) bool {
	pol := g.S.Political
	drm, _ := FavourDRM(fv)
	var dm []dice.Mod
	if drm != 0 {
		dm = append(dm, Mod(drm, "political favour", "36.23"))
	}
	if !pol.Berlin {
		dm = append(dm, Mod(r.Difficulty, "BdU not in Berlin", "36.4"))
	}
	roll := g.Roll(fmt.Sprintf("political request: %s", requestName(r.ID)), "36.23", "", dm...)
	res, err := pol.Request(&g.T.Tables, r.Group, r.Difficulty, fv, roll.Raw)
	if err != nil {
		return false // the options offered only payable, possible requests
	}
	out, om := "refused", msgM("atl.pol.refused")
	if res.Granted {
		out, om = "granted", msgM("atl.pol.granted")
	}
	roll.Say(rollMsg(msgM("atl.pol.request.roll", aNested("req", msgM("atl.pol.req."+r.ID))), msgM("atl.le", aInt("n", res.Target)), om)).Record(fmt.Sprintf("≤ %d", res.Target), out)
	if res.Granted {
		pol.Granted = append(pol.Granted, r.ID)
		g.requestEffect(r.ID)
	}
	pol.ApplyConsequences(r.Consequences, res.Granted)
	g.politicalTrack("36.23", fmt.Sprintf("%s %s", requestName(r.ID), out), msgM("atl.pol.why.request", aNested("req", msgM("atl.pol.req."+r.ID)), aNested("out", om)))
	return res.Granted
}

// requestEffect applies a granted request's effect [36.6]; those that come
// "at the end of turn" wait in Political.Pending.
func (g *Game) requestEffect(id string) {
	pol := g.S.Political
	switch id {
	case "36.61G":
		g.S.G7++
		g.emitM("36.61", engine.Event{Type: "torpedo", Unit: fmt.Sprintf("%+d", g.S.G7)}, msgM("atl.torpedo.now", aSigned("v", g.S.G7)), "The G7 torpedo value is now %+d.", g.S.G7)
	case "36.63A", "36.63B", "36.63C", "36.63D":
		pol.Pending = append(pol.Pending, id)
		g.noteM(id, "", msgM("atl.pol.at-end", aNested("req", msgM("atl.pol.req."+id))), "%s: takes effect at the end of the turn [%s].", requestName(id), id)
	default:
		g.requestEffectMore(id)
	}
}

// politicalTurnEnd applies the granted requests whose effect comes at the
// end of the turn [36.63A]–[36.63D].
func (g *Game) politicalTurnEnd() {
	pol := g.S.Political
	if pol == nil {
		return
	}
	for _, id := range pol.Pending {
		switch id {
		case "36.63A":
			g.S.BDienst++
			g.noteM("36.63", "", msgM("atl.pol.bdienst", aSigned("v", g.S.BDienst)), "Request granted: the B-Dienst level is now %+d [36.63A].", g.S.BDienst)
		case "36.63B":
			g.S.Enigma++
			g.noteM("36.63", "", msgM("atl.pol.enigma", aSigned("v", g.S.Enigma)), "Request granted: the Enigma level is now %+d [36.63B].", g.S.Enigma)
		case "36.63C":
			g.S.Enigma++
			g.S.Enigma4 = true
			g.noteM("36.63", "", msgM("atl.pol.enigma4", aSigned("v", g.S.Enigma)), "Request granted: 4-rotor Enigma; the Enigma level is now %+d, the Arctic and Mediterranean commands one lower [36.63C], [7.31].", g.S.Enigma)
		case "36.63D":
			g.S.Flags[flagEnigma4All] = true
			g.noteM("36.63", "", msgM("atl.pol.enigma4-all"), "Request granted: the Arctic and Mediterranean commands have 4 rotors too [36.63D].")
		}
	}
	pol.Pending = nil
	pol.Cancelled = nil
	g.politicalHSKGone() // [36.62E]
}

// stepPolPoints is [36.51] and [36.52] at the end of the month: the month's
// political points (⌊VP / 2⌋, Frame.A the VP) are placed — the player
// chooses how many of the free ones become prestige and which group is
// named first — then the month's losses (Frame.B) cost OKM, the
// Chancellery and prestige.
func stepPolPoints(g *Game, f *Frame) {
	pol := g.S.Political
	if pol == nil {
		return
	}
	n := PoliticalPoints(f.A)
	rest := max(0, n-2)
	if rest > 0 && f.Ans == nil {
		p := engine.Prompt{Kind: "pol-points", Rule: "36.51",
			Text: fmt.Sprintf("%d political points: the first to OKM, the second to the Chancellery; place the other %d.", n, rest),
			Msg:  msgM("atl.pol.points.q", aInt("n", n), aInt("rest", rest))}
		for k := min(2, rest); k >= 0; k-- {
			if rest-k == 0 {
				p.Options = append(p.Options, engine.Option{Key: fmt.Sprintf("p%d", k), Rule: "36.51",
					Label: fmt.Sprintf("%d to prestige", k), LabelMsg: msgM("atl.pol.points.prestige", aInt("k", k))})
				continue
			}
			for _, gr := range PoliticalGroups {
				p.Options = append(p.Options, engine.Option{Key: fmt.Sprintf("p%d:%s", k, gr), Rule: "36.51",
					Label:    fmt.Sprintf("%d to prestige, the others from %s", k, gr),
					LabelMsg: msgM("atl.pol.points.groups", aInt("k", k), aNested("group", groupMsg(gr)))})
			}
		}
		g.Ask(f, p)
		return
	}
	k, first := 0, ""
	if rest > 0 {
		key := strings.TrimPrefix(g.Key(f), "p")
		ks, gr, _ := strings.Cut(key, ":")
		fmt.Sscan(ks, &k)
		first = gr
	}
	if n > 0 {
		var free []string
		if first != "" {
			free = []string{first}
		}
		pol.PlacePoints(n, k, free)
		g.politicalTrack("36.51", fmt.Sprintf("%d political points placed", n), msgM("atl.pol.why.points", aInt("n", n)))
	}
	g.politicalMonthEnd(f.B)
}

// requestName is a request's English name.
func requestName(id string) string {
	switch id {
	case "36.61G":
		return "Fix torpedo faults"
	case "36.63A":
		return "Improve intelligence"
	case "36.63B":
		return "Investigate intelligence failures"
	case "36.63C":
		return "4-rotor Enigma"
	case "36.63D":
		return "4-rotor Enigma for the other commands"
	case "36.64B", "36.64C", "36.64O":
		return "Cancel an order"
	}
	if n, ok := requestNames[id]; ok {
		return n
	}
	return id
}

// groupMsg names a political group.
func groupMsg(gr string) *engine.Msg { return msgM("atl.pol.group." + gr) }

func roman(n int) string {
	return [...]string{"", "I", "II", "III"}[clampInt(n, 0, 3)]
}
