package tactical

import (
	"encoding/json"
	"fmt"

	"periscope/game/dice"
	"periscope/game/engine"
)

// A fight is a campaign combat played out on the tactical board (DESIGN.md
// "Fight it out"): a Match built by BuildFight from the mapped set-up
// instead of one of S1–S12. The player commands the boat; the escort
// commander (EscortBot) answers the Escort player's decisions inside the
// game (State.AutoEscort), so a fight's record is the Sub player's
// choices only. The campaign owns it: it draws the seed, takes the
// fight's choices as they are made, replays them (NewFightMatch +
// ReplayFightSoFar) and, once the fight is over, reads the result
// (FightOutcome).

// FightTurns is how long a fought-out attack lasts: fifteen 30-second turns,
// the approach, the attack and the first of the escorts' hunt; the
// prolonged attack [34.6] stands in for the rest of the counterattack.
const FightTurns = 15

// FightScenario is the scenario record of a fight.
func FightScenario(s FightSetup) Scenario {
	return Scenario{ID: FightScenarioID, Name: fightNamePrefix + s.BoatID, Turns: FightTurns, Night: s.Night, HiddenMovement: true,
		Victory: Victory{Kind: "sub-vp", VP: 1, Text: "the campaign's tracks judge it"}}
}

// NewFightMatch sets up a fight (Start runs it to its first decision).
func NewFightMatch(d *Data, p Period, setup FightSetup, seed uint64) (*Match, error) {
	scen := FightScenario(setup)
	s := &State{Dice: dice.Source{State: seed}, Scenario: scen.ID, Options: []string{"hidden-movement", "sonar"}, AutoEscort: true}
	m := &Match{S: s, Scen: scen}
	m.bind(d)
	g, err := BuildFight(d, m.G.Dice, p, setup)
	if err != nil {
		return nil, err
	}
	s.Battle = *g.B
	for _, n := range s.Battle.Notes {
		m.logNote(n)
	}
	s.Battle.Notes = nil
	m.observe()
	s.Stack = []engine.Frame{{Op: opTurn}}
	return m, nil
}

// ReplayFight applies a fight's choices in order; every one must be legal
// and the fight must end with the last.
func ReplayFight(m *Match, choices []engine.Choice) error {
	if err := ReplayFightSoFar(m, choices); err != nil {
		return err
	}
	if !m.Over() {
		return fmt.Errorf("%w: the fight is not over after %d choices", engine.ErrIllegal, len(choices))
	}
	return nil
}

// ReplayFightSoFar applies the choices of a fight being fought, in order:
// every one must be legal; the fight may go on after the last.
func ReplayFightSoFar(m *Match, choices []engine.Choice) error {
	if _, err := m.Start(); err != nil {
		return err
	}
	for i, c := range choices {
		if m.Prompt() == nil {
			return fmt.Errorf("%w: choice %d of %d comes after the fight ended", engine.ErrIllegal, i+1, len(choices))
		}
		if _, err := m.Apply(c); err != nil {
			return fmt.Errorf("choice %d: %w", i+1, err)
		}
	}
	return nil
}

// FightSystem builds the games of one fight (engine.System): the table
// scene plays a fight through the same session, undo and log as a
// scenario. Record: System "tactical", Scenario "fight", the campaign's
// seed, the Sub player's choices.
type FightSystem struct {
	Data   *Data
	Period Period
	Setup  FightSetup
}

// FightScenarioID is the scenario id of a fight's record.
const FightScenarioID = "fight"

// fightNamePrefix begins a fight's scenario name, before the boat's id.
const fightNamePrefix = "Fight it out: "

// New starts the fight.
func (f FightSystem) New(r engine.Record) (engine.Game, error) {
	return NewFightMatch(f.Data, f.Period, f.Setup, r.Seed)
}

// Bot is the computer player of the Sub player's seat (the table's "Bot
// turn" and advice); the escorts' is inside the fight.
func (f FightSystem) Bot(seat engine.Seat, level string) engine.Player {
	if seat == SeatSub {
		return &SubBot{}
	}
	return nil
}

// Restore reopens a snapshot of the fight (undo's checkpoints).
func (f FightSystem) Restore(r engine.Record, snap []byte) (engine.Game, error) {
	var st State
	if err := json.Unmarshal(snap, &st); err != nil {
		return nil, engine.Refuse(engine.BadSnapshot, err, "The saved fight cannot be read: %v", err)
	}
	if st.Scenario != FightScenarioID {
		return nil, engine.Refuse(engine.Inconsistent, nil, "The saved battle is %s, not a fight.", engine.Clip(st.Scenario, 20))
	}
	if err := steps.CheckProcedure(&st.Procedure); err != nil {
		return nil, engine.Refuse(engine.Impossible, err, "The saved fight's procedure is broken: %v", err)
	}
	m := &Match{S: &st, Scen: FightScenario(f.Setup)}
	m.bind(f.Data)
	if err := m.Invariants(); err != nil {
		return nil, engine.Refuse(engine.Impossible, err, "The saved fight breaks the rules: %v", err)
	}
	return m, nil
}

// FightOutcome is the fight's result in campaign terms: the boat is still
// in contact when an escort able to hunt is within 10 hexes of it.
func (m *Match) FightOutcome(boatID string) FightResult {
	contact := false
	if b := m.G.Vessel(boatID); b != nil && !b.Gone() {
		for i := range m.S.Battle.Vessels {
			e := &m.S.Battle.Vessels[i]
			if !e.Sub && !e.Gone() && !e.DIW && m.G.Role(e) == Escort && SearchDistance(e, b) <= 10 {
				contact = true
			}
		}
	}
	return m.G.MapToCampaign(boatID, contact)
}

// BoatClassFor is the tactical class of a campaign boat class, and its
// full torpedo load (tubes and reloads).
func BoatClassFor(d *Data, campaignClass string) (string, int, bool) {
	c, ok := boatClass(d, campaignClass)
	if !ok || d.Subs[c] == nil {
		return "", 0, false
	}
	sc := d.Subs[c]
	return c, sc.BowTubes + sc.SternTubes + sc.BowReloads + sc.SternReloads, true
}

// PeriodOfMonth is the season of a campaign month (data.MonthIndex: year ×
// 12 + month − 1): winter December–February (December counts with the next
// year), spring March–May, summer June–August, autumn September–November.
func PeriodOfMonth(month int) Period {
	shifted := month + 1
	year, season := shifted/12, (shifted%12)/3
	return Period(min(max((year-1939)*4+season, 0), 27))
}

// PlayFightWithBots plays a fight to its end with the bots for both seats
// (tests, and the campaign's auto-play of a fight) and returns the
// choices: the Sub player's (the escort commander answers inside the
// game).
func PlayFightWithBots(m *Match) ([]engine.Choice, error) {
	if _, err := m.Start(); err != nil {
		return nil, err
	}
	return FinishFightWithBots(m)
}

// FinishFightWithBots plays a started fight from where it stands to its
// end with the bots for both seats and returns the Sub player's choices
// made (a campaign bot handed a fight the player chose to fight out).
func FinishFightWithBots(m *Match) ([]engine.Choice, error) {
	sub, esc := &SubBot{}, &EscortBot{}
	var out []engine.Choice
	for n := 0; m.Prompt() != nil; n++ {
		if n > 5000 {
			return out, fmt.Errorf("the fight does not end")
		}
		p := m.Prompt()
		var c engine.Choice
		if p.Seat == SeatSub {
			c = sub.Choose(m, p)
		} else {
			c = esc.Choose(m, p)
		}
		if _, err := m.Apply(c); err != nil {
			return out, err
		}
		out = append(out, c)
	}
	return out, nil
}
