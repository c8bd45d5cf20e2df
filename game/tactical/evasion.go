package tactical

import (
	"fmt"

	"periscope/game/engine"
)

// Evasion asked of the Escort player [40] (DESIGN.md, sixth round): when
// a ship's evasion roll gives it a choice, the Escort player chooses the
// evasion, or to hold course. The torpedo phase runs every torpedo in one
// go, so the step machine plays it on a copy of the battle (the dice a
// copy of the game's: the same rolls) with the evasions chosen so far;
// the first choice not yet made is asked; once all are made the phase is
// played for real with them. The computer (EscortBot, and the escort
// commander of a fight) takes the first option, the best one.

// chosenEvasions is the Evade hook that takes the evasions chosen, in
// order; one that no longer fits (it cannot happen with the same dice) is
// the computer's.
func (m *Match) chosenEvasions() func(*Vessel, Torpedo, string, []EvasionOption) int {
	i := 0
	return func(_ *Vessel, _ Torpedo, _ string, opts []EvasionOption) int {
		if i >= len(m.S.Evasions) {
			return 0
		}
		key := m.S.Evasions[i]
		i++
		if key == "" {
			return -1
		}
		for k, o := range opts {
			if o.Plot == key {
				return k
			}
		}
		return 0
	}
}

// nextEvasion is the prompt for the first evasion not yet chosen this
// torpedo phase, or nil when every one is.
func (m *Match) nextEvasion() *engine.Prompt {
	sb := m.sandbox()
	done := m.chosenEvasions()
	var ask *engine.Prompt
	n := 0
	sb.Evade = func(v *Vessel, t Torpedo, res string, opts []EvasionOption) int {
		n++
		if n <= len(m.S.Evasions) || ask != nil {
			return done(v, t, res, opts)
		}
		ask = m.evasionPrompt(v, t, res, opts)
		return 0
	}
	// The launches and runs on the copy; a refused launch is the real
	// phase's to report.
	_ = sb.PhaseTorpedoes(m.S.Orders.Subs)
	return ask
}

// evasionPrompt asks how v evades torpedo t: each evasion the roll allows
// (best first), then holding course.
func (m *Match) evasionPrompt(v *Vessel, t Torpedo, res string, opts []EvasionOption) *engine.Prompt {
	rname := map[string]string{"T": "a turn", "T1": "a turn and a hex"}[res]
	p := &engine.Prompt{Kind: KindEvasion, Seat: SeatEscort, Sub: v.ID, Rule: "40",
		Text: fmt.Sprintf("Torpedo %d is running at %s (the evasion roll allows %s): how does it evade?", t.N, v.ID, rname),
		Msg:  engine.M("tac.prompt.evasion", engine.Int("t", t.N), engine.Text("ship", v.ID), engine.Nested("res", msg("tac.roll.evasion."+res)))}
	for _, o := range opts {
		op := engine.Option{Key: o.Plot, Ref: o.To.Bow.String(),
			Label:    fmt.Sprintf("Evade %s to %s, facing %d", o.Plot, o.To.Bow, o.To.Facing),
			LabelMsg: engine.M("tac.opt.evade", engine.Text("plot", o.Plot), engine.Text("hex", o.To.Bow.String()), engine.Int("facing", int(o.To.Facing)))}
		if o.InTheWay {
			op.Detail = fmt.Sprintf("still in the torpedo's way: hit on %d in 6", o.Faces)
			op.DetailMsg = engine.M("tac.opt.evade.in-the-way", engine.Int("n", o.Faces))
		} else {
			op.Detail, op.DetailMsg = "out of the torpedo's way", engine.M("tac.opt.evade.clear")
		}
		p.Options = append(p.Options, op)
	}
	p.Options = append(p.Options, engine.Option{Key: "hold", Label: "Hold course", LabelMsg: engine.M("tac.opt.evade.hold")})
	return p
}
