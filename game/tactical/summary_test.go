package tactical

import (
	"testing"

	"periscope/game/engine"
)

// [16.5] in a fight the escort commander plays the escorts: the person at
// the screen is the Sub player, so a fight's summary is his count, the
// whole score, damage to his boat included; once over, the whole score
// for everyone [20.1].
func Test16_5_FightSummaryIsTheSubPlayersCount(t *testing.T) {
	d := testData(t)
	s, err := MapToTactical(d, ons5Combat())
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewFightMatch(d, mustPeriodOf("Sp43"), s, 7)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Start(); err != nil {
		t.Fatal(err)
	}
	m.G.ApplyDamage(m.G.Vessel("U-552"), 1, "test")
	m.S.Score = m.G.Score()
	if m.G.SecretDamagePoints() == 0 {
		t.Fatal("the boat's damage scores nothing")
	}
	sum := m.SummaryFor(nil)
	if sum.StatusMsg == nil || sum.StatusMsg.ID != "tac.summary.vp.sub" || sum.VP != m.S.Score.Sub-m.S.Score.Escort {
		t.Errorf("a fight's summary: %v, VP %d; the score %+v", sum.StatusMsg, sum.VP, m.S.Score)
	}
	if sum := m.SummaryFor([]engine.Seat{SeatSub}); sum.StatusMsg.ID != "tac.summary.vp" {
		t.Errorf("a fight the computer plays: %v", sum.StatusMsg)
	}
	m.S.Over = true
	if sum := m.Summary(); sum.StatusMsg.ID != "tac.summary.vp" || sum.VP != m.S.Score.Sub-m.S.Score.Escort {
		t.Errorf("over: %v, VP %d", sum.StatusMsg, sum.VP)
	}
}
