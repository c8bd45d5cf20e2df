package campaign

import (
	"fmt"
	"strings"

	"periscope/game/engine"
	"periscope/game/tactical"
)

// Fight it out (issue 18, game/tactical/DESIGN.md "Fight it out"): with
// the "fight-it-out" option, a boat about to attack a convoy on the combat
// board is asked whether to resolve the attack on the tables or to fight
// it on the tactical board. A fight is a tactical game built from this
// combat (TacticalCombat → tactical.MapToTactical → tactical.NewFightMatch)
// with a seed the campaign draws; its answer is the fight's choices,
// which the campaign replays to the end and maps back (ApplyFight) as this
// boat's attack and counterattack for the round. The campaign never takes
// a result it has not replayed itself.

const (
	// KindFightItOut asks tables or tactical board; KindFightResult takes
	// the fought battle (payload FightChoices).
	KindFightItOut  = "fight-it-out"
	KindFightResult = "fight-result"
)

// FightData loads the tactical game's data; the program sets it (game/systems).
// While it is nil no fight is offered.
var FightData func() (*tactical.Data, error)

// FightPlayable is set by a program whose campaign scene can open a fight
// on the tactical board and answer the fight-result prompt with its
// choices; without it only the tables and a fight played by the computer
// commanders are offered.
var FightPlayable bool

// FightChoices is the answer to a fight-result prompt: every decision of
// the tactical game, both seats' (the escorts' are the computer's).
type FightChoices struct {
	Choices []engine.Choice `json:"choices"`
}

func init() {
	register(opFight, stepFight)
	steps.CheckPayload(KindFightResult, func(g *Game, p *engine.Prompt, c engine.Choice) error {
		var fc FightChoices
		if err := c.Decode(&fc); err != nil {
			return err
		}
		pend := g.S.Pending
		if pend == nil || g.S.Combat == nil || g.S.Combat.Boat(pend.Frame.Sub) == nil {
			return fmt.Errorf("no fight pending")
		}
		if len(fc.Choices) == 0 {
			return fmt.Errorf("no decision of the fight")
		}
		m, err := g.FightMatch(pend.Frame.Sub, uint64(pend.Frame.B))
		if err != nil {
			return err
		}
		so := g.S.Combat.Boat(pend.Frame.Sub).Fight
		return tactical.ReplayFightSoFar(m, append(append([]engine.Choice(nil), so...), fc.Choices...))
	})
}

// fightable reports whether the boat's attack may be fought out.
func (g *Game) fightable(b *CombatBoat) bool {
	c := g.S.Combat
	if !g.Opt("fight-it-out") || FightData == nil || c == nil || b.NoTorpedoes || b.FightRound == c.Round {
		return false
	}
	if c.Kind == "sub" || c.Kind == "tf" || c.Kind == "special" {
		return false
	}
	_, err := g.FightSetup(b.ID)
	return err == nil
}

// offerFight is called where the boat would allot its attack: when the
// attack may be fought out, it asks first (and returns true).
func (g *Game) offerFight(b *CombatBoat) bool {
	if !g.fightable(b) {
		return false
	}
	b.FightRound = g.S.Combat.Round
	g.Push(Frame{Op: opFight, Sub: b.ID}, Frame{Op: opCombatTurn, Sub: b.ID})
	return true
}

// stepFight: A = 0 asks tables or tactical board; A = 1 (B = the fight's
// seed) takes the fought battle and applies its result.
func stepFight(g *Game, f *Frame) {
	c := g.S.Combat
	b, s := c.Boat(f.Sub), g.Sub(f.Sub)
	if b == nil || s == nil || s.Status != StSea {
		return
	}
	if f.A == 0 {
		if f.Ans == nil {
			g.Ask(f, engine.Prompt{Kind: KindFightItOut, Sub: b.ID, Rule: g.cite("14.15"),
				Text:    fmt.Sprintf("%s attacks: resolve on the combat tables, or fight it out on the tactical board?", b.ID),
				Msg:     engine.M("campaign.fight.ask", engine.Unit("boat", b.ID)),
				Options: g.fightOptions()})
			return
		}
		switch g.Key(f) {
		case "tactical":
			g.Push(Frame{Op: opFight, Sub: b.ID, A: 1, B: g.Intn(1 << 30)})
		case "computer":
			// The computer commanders fight it for both sides, from a seed
			// the campaign draws: the same record always gives the same fight.
			m, err := g.FightMatch(b.ID, uint64(g.Intn(1<<30)))
			if err != nil {
				panic(err)
			}
			if _, err := tactical.PlayFightWithBots(m); err != nil {
				panic(err)
			}
			g.ApplyFight(b.ID, m.FightOutcome(b.ID))
		}
		return
	}
	if f.Ans == nil {
		g.Ask(f, engine.Prompt{Kind: KindFightResult, Sub: b.ID, Rule: g.cite("14.15"), Payload: "tactical battle",
			Text:    fmt.Sprintf("%s fights it out on the tactical board", b.ID),
			Msg:     engine.M("campaign.fight.play", engine.Unit("boat", b.ID)),
			Options: []engine.Option{{Key: "fought", Label: "The battle is fought", LabelMsg: engine.M("campaign.fight.fought")}}})
		return
	}
	// The fight goes on decision by decision: each answer adds the Sub
	// player's next decisions (the escort commander answers inside the
	// fight); the campaign replays them all and asks again until the
	// fight is over. Every decision is the campaign's: saved, undone.
	var fc FightChoices
	if err := f.Ans.Decode(&fc); err != nil {
		panic(err) // checked before the answer was taken
	}
	b.Fight = append(b.Fight, fc.Choices...)
	m, err := g.FightMatch(b.ID, uint64(f.B))
	if err != nil {
		panic(err)
	}
	if err := tactical.ReplayFightSoFar(m, b.Fight); err != nil {
		panic(err)
	}
	if !m.Over() {
		g.Push(Frame{Op: opFight, Sub: b.ID, A: 1, B: f.B})
		return
	}
	b.Fight = nil
	g.ApplyFight(b.ID, m.FightOutcome(b.ID))
}

// FightInProgress is the fight the pending decision asks for, as the
// table plays it: the boat, the fight's seed and the Sub player's
// decisions so far (ok false when no fight is pending).
func (g *Game) FightInProgress() (boat string, seed uint64, so []engine.Choice, ok bool) {
	p := g.S.Pending
	if p == nil || p.Prompt.Kind != KindFightResult || g.S.Combat == nil {
		return "", 0, nil, false
	}
	b := g.S.Combat.Boat(p.Frame.Sub)
	if b == nil {
		return "", 0, nil, false
	}
	return b.ID, uint64(p.Frame.B), append([]engine.Choice(nil), b.Fight...), true
}

func (g *Game) fightOptions() []engine.Option {
	out := []engine.Option{
		{Key: "tables", Label: "Resolve on the tables", LabelMsg: engine.M("campaign.fight.tables")},
		{Key: "computer", Label: "Let the computer commanders fight it out on the tactical board", LabelMsg: engine.M("campaign.fight.computer")},
	}
	if FightPlayable {
		out = append(out, engine.Option{Key: "tactical", Label: "Fight it out on the tactical board", LabelMsg: engine.M("campaign.fight.tactical")})
	}
	return out
}

// TacticalCombat is this combat as the tactical mapping's input for one
// boat (DESIGN.md "Campaign → tactical").
func (g *Game) TacticalCombat(boat string) (tactical.CampaignCombat, error) {
	c := g.S.Combat
	if c == nil {
		return tactical.CampaignCombat{}, fmt.Errorf("no combat")
	}
	b, s := c.Boat(boat), g.Sub(boat)
	if b == nil || s == nil {
		return tactical.CampaignCombat{}, fmt.Errorf("%s is not in the combat", boat)
	}
	d, err := FightData()
	if err != nil {
		return tactical.CampaignCombat{}, err
	}
	cls := g.Class(s)
	_, load, ok := tactical.BoatClassFor(d, cls.ID)
	if !ok {
		return tactical.CampaignCombat{}, fmt.Errorf("no tactical class for a type %s boat", cls.ID)
	}
	out := tactical.CampaignCombat{Round: c.Round, Period: tactical.PeriodOfMonth(g.S.Month),
		Slow: strings.HasPrefix(c.Code, "SC") || strings.HasPrefix(c.Code, "ONS")}
	switch g.weatherAt(c.Area) {
	case 990:
		out.Weather = "990"
	case 965:
		out.Weather = "965"
	}
	role := ""
	if b.Column >= 0 && b.Column < len(c.Columns) {
		role = c.Columns[b.Column].Role
	}
	out.Boat = tactical.CampaignBoat{ID: s.ID, Class: cls.ID, Ace: g.AceValue(s), Tactics: cls.Tactics, DamageMarkers: s.Damage,
		Spotted: s.Spotted, Torpedoes: load, Column: role, Starboard: b.Column >= len(c.Columns)/2, TorpedoValue: g.firingTorpedoValue(s)}
	for _, id := range c.unitIDs(func(_ int, u *BoardUnit) bool { return u.present() }) {
		t := g.utype(id)
		if t == nil {
			continue
		}
		out.Units = append(out.Units, tactical.CampaignUnit{ID: id, Counter: t.ID, Type: t.Type, Class: t.Class, Nation: t.Nation,
			Tons: g.displayTonsID(id), ASW: int(t.ASW), Column: c.Columns[c.ColumnOf(id)].Role, Merchant: isMerchant(t)})
	}
	return out, nil
}

// FightSetup maps this combat to the tactical board.
func (g *Game) FightSetup(boat string) (tactical.FightSetup, error) {
	cc, err := g.TacticalCombat(boat)
	if err != nil {
		return tactical.FightSetup{}, err
	}
	d, err := FightData()
	if err != nil {
		return tactical.FightSetup{}, err
	}
	return tactical.MapToTactical(d, cc)
}

// FightMatch builds the tactical game of the boat's fight with a seed (the
// UI plays it; the campaign replays its choices).
func (g *Game) FightMatch(boat string, seed uint64) (*tactical.Match, error) {
	setup, err := g.FightSetup(boat)
	if err != nil {
		return nil, err
	}
	d, err := FightData()
	if err != nil {
		return nil, err
	}
	return tactical.NewFightMatch(d, tactical.PeriodOfMonth(g.S.Month), setup, seed)
}

// PendingFight is the fight the pending decision asks for (the UI opens
// it on the tactical board), or nil: fresh, before its decisions so far
// (FightInProgress) are made.
func (g *Game) PendingFight() (*tactical.Match, error) {
	p := g.S.Pending
	if p == nil || p.Prompt.Kind != KindFightResult {
		return nil, nil
	}
	return g.FightMatch(p.Frame.Sub, uint64(p.Frame.B))
}

// FightSystem is the engine.System of the pending fight (the table plays
// it through a session: undo, log), or ok false.
func (g *Game) FightSystem() (sys tactical.FightSystem, ok bool) {
	boat, _, _, ok := g.FightInProgress()
	if !ok {
		return sys, false
	}
	setup, err := g.FightSetup(boat)
	if err != nil {
		return sys, false
	}
	d, err := FightData()
	if err != nil {
		return sys, false
	}
	return tactical.FightSystem{Data: d, Period: tactical.PeriodOfMonth(g.S.Month), Setup: setup}, true
}

// FightResultRules are the rules the campaign's log lines of a fight's
// result cite (ApplyFight): the combat's, in the game's own numbering
// (Silent War's [14.15] is Steel Wolves' [14.16]), and the loss to a
// third damage [18.2].
func (g *Game) FightResultRules() []string { return []string{g.cite("14.16"), "18.2"} }

// ApplyFight takes a fight's result as the boat's attack and counterattack
// this round (DESIGN.md "Tactical → campaign"): the counters sunk score
// their campaign tonnage; those left dead in the water are damaged (a
// second damage sinks [14.16D]); the boat's new damage markers are added
// without the [18.1] roll (the fight has decided them: a third is a loss
// [18.2]); a boat that cannot dive returns to base; one still held at the
// end is Spotted; no counterattack follows.
func (g *Game) ApplyFight(boat string, r tactical.FightResult) {
	rule := g.cite("14.16")
	c := g.S.Combat
	b, s := c.Boat(boat), g.Sub(boat)
	b.Torpedo = b.Torpedo || r.TorpedoesFired > 0
	b.Fired = b.Fired || r.TorpedoesFired > 0
	g.noteM(rule, s.ID, msgM("atl.fight.result", aUnit("boat", s.ID), aInt("t", r.TorpedoesFired), aInt("sunk", len(r.Sunk)), aInt("dmg", len(r.Damaged))), "%s fought it out on the tactical board: %d torpedoes, %d sunk, %d damaged", s.ID, r.TorpedoesFired, len(r.Sunk), len(r.Damaged))
	for _, id := range r.Sunk {
		if u := c.Unit(id); u != nil && u.present() {
			g.sinkUnit(b, s, u, rule)
		}
	}
	for _, id := range r.Damaged {
		u := c.Unit(id)
		if u == nil || !u.present() {
			continue
		}
		if u.Damaged {
			g.sinkUnit(b, s, u, rule)
			continue
		}
		u.Damaged, u.DamagedIn = true, c.Round
		c.SunkRound++
		g.emitM(rule, engine.Event{Type: "ship-damaged", Sub: s.ID, Unit: u.ID, Area: c.Area}, msgM("atl.fight.damages", aUnit("boat", s.ID), aNested("u", g.unitMsg(u))), "%s damages the %s", s.ID, g.unitLabel(u))
	}
	b.NoCounter = true
	b.Step = "end"
	if r.BoatLost {
		g.Sink(s, rule, "lost in the tactical battle")
		return
	}
	for n := r.BoatDamage - s.Damage; n > 0 && s.Status == StSea; n-- {
		if s.Damage >= 2 {
			g.Sink(s, "18.2", "a third damage in the tactical battle")
			return
		}
		s.Damage++
		s.Patrol.Damaged++
		g.emitM(rule, engine.Event{Type: "damaged", Sub: s.ID, Area: s.Area}, msgM("atl.fight.damaged", aUnit("boat", s.ID)), "%s is damaged in the tactical battle", s.ID)
	}
	if r.Spotted {
		g.Spot(s, rule, "held by the escorts at the end of the fight")
	}
	if r.RTB {
		g.ForceRTB(s, rule, "cannot dive after the fight")
		g.boatOut(b, "forced to return to base")
	}
}
