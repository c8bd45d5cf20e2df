package tactical

import "testing"

// [16.5] a boat's damage is the Sub player's secret: the score the Escort
// player is shown leaves out what a damaged boat still afloat scores for
// him [20.1.3], until the battle is over; the Sub player sees the whole
// score, and a sunk boat's VP [20.1.1] counts for both.
func Test16_5_EscortScoreLeavesOutSecretBoatDamage(t *testing.T) {
	m := newTestMatch(t, "S8", 3)
	var boat *Vessel
	for i := range m.G.B.Vessels {
		if v := &m.G.B.Vessels[i]; v.Sub {
			boat = v
			break
		}
	}
	if boat == nil {
		t.Fatal("S8 has no boat")
	}
	before := m.G.Score()
	m.G.ApplyDamage(boat, 1, "test")
	m.S.Score = m.G.Score()
	gained := m.S.Score.Escort - before.Escort
	if gained != 2 { // a submarine's damage point is 2 VP [20.1.3]
		t.Fatalf("the Escort player scores %d for a boat's damage point, want 2", gained)
	}
	if got := m.ScoreSeenBy(SeatSub); got != m.S.Score {
		t.Errorf("the Sub player sees %+v, the score is %+v", got, m.S.Score)
	}
	if got := m.ScoreSeenBy(SeatEscort); got.Escort != before.Escort || got.Sub != m.S.Score.Sub {
		t.Errorf("the Escort player sees %+v: the boat's damage shows (score %+v, before it %+v)", got, m.S.Score, before)
	}
	m.S.Over = true
	if got := m.ScoreSeenBy(SeatEscort); got != m.S.Score {
		t.Errorf("after the battle the Escort player sees %+v, the score is %+v", got, m.S.Score)
	}
	m.S.Over = false
	m.G.ApplyDamage(boat, 100, "test")
	m.S.Score = m.G.Score()
	if !boat.Sunk {
		t.Fatal("the boat was not sunk")
	}
	if got := m.ScoreSeenBy(SeatEscort); got != m.S.Score {
		t.Errorf("a sunk boat: the Escort player sees %+v, the score is %+v", got, m.S.Score)
	}
}
