package combat

import (
	"testing"

	"periscope/game/bot"
	"periscope/input"
	"periscope/render/combat/combattest"
)

// Sunk ships sink (issue 14, counters that move): on The Happy Time's
// convoy board, when the log sinks a counter, the sea rises over it for
// about a second at normal speed, in step with the log; with animations
// off it is marked at once.
func TestSunkShipSinks(t *testing.T) {
	seed := sinkingSeed(t)
	for _, speed := range []float64{1, 0} {
		base := drive(t, "happy-time-1940", seed, combattest.Want{Board: "c2", Kind: "allocate", Pack: true})
		sess := combattest.NewRevealing(base)
		h := newHarness(t, sess)
		h.env.Settings.AnimSpeed = speed
		sunk, frames, most := 0, 0, 0
		from := len(sess.Entries)
		for d := 0; d < 60 && !h.sc.over && frames == 0; d++ {
			for i := 0; i < 3000 && sess.Pending() == nil && !h.sc.over; i++ {
				h.step(&input.State{})
				if n := h.sc.Sinking(); n > 0 {
					most = max(most, n)
					frames++
				}
			}
			sunk = 0
			for _, e := range sess.Entries[from:sess.Shown()] {
				if e.Event != nil && e.Event.Type == "sunk" {
					sunk++
				}
			}
			p := sess.Pending()
			if p == nil || frames > 0 {
				break
			}
			c := bot.NewDoctrine().Choose(sess.G, p)
			if err := sess.Apply(c); err != nil {
				t.Fatal(err)
			}
		}
		for i := 0; i < 300 && h.sc.Sinking() > 0; i++ {
			h.step(&input.State{})
			frames++
		}
		if sunk == 0 {
			t.Fatal("no ship was sunk on this board: the test needs another game")
		}
		if speed > 0 && (most == 0 || frames < 20) {
			t.Errorf("speed %v: %d counters sank over %d frames; want one over about a second", speed, most, frames)
		}
		if speed == 0 && frames > 0 {
			t.Errorf("animations off: a counter took %d frames to sink", frames)
		}
		if h.sc.Sinking() != 0 {
			t.Errorf("speed %v: still sinking after 300 frames", speed)
		}
	}
}

// sinkingSeed is the first seed of The Happy Time whose first pack attack on
// a large convoy (the board the sinking tests draw) sinks a ship when the
// doctrine bot plays it on: the tests need a sinking, and which game has one
// changes whenever the data or the odds the bot reads change.
func sinkingSeed(t *testing.T) uint64 {
	t.Helper()
	for seed := uint64(1); seed <= 12; seed++ {
		s := drive(t, "happy-time-1940", seed, combattest.Want{Board: "c2", Kind: "allocate", Pack: true})
		from := len(s.Entries)
		for d := 0; d < 60 && s.Pending() != nil && s.G.S.Combat != nil; d++ {
			if err := s.Apply(bot.NewDoctrine().Choose(s.G, s.Pending())); err != nil {
				t.Fatal(err)
			}
		}
		for _, e := range s.Entries[from:] {
			if e.Event != nil && e.Event.Type == "sunk" {
				return seed
			}
		}
	}
	t.Fatal("no seed from 1 to 12 sinks a ship on the first pack attack's board")
	return 0
}
