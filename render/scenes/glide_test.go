package scenes

import (
	"testing"

	"periscope/game/engine"
	"periscope/input"
	"periscope/render/play"
	"periscope/storage"
)

// Boats glide from the place they left to their new one at the animation
// speed; with animations off they jump; a click ends the glide (issue 14,
// "Counters that move").
func TestBoatsGlide(t *testing.T) {
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		speed float64
		click bool
	}{{1, false}, {1, true}, {0, false}} {
		s, err := play.New(th, engine.Record{Scenario: "u47-scapa-flow", Seed: 398000000}, nil)
		if err != nil {
			t.Fatal(err)
		}
		env := newEnv(t, storage.NewMemory())
		env.Settings.AnimSpeed = tc.speed
		app := newApp(t, env, 1280, 800, 1)
		c := NewCampaign(env, s)
		app.Scenes().Push(c)
		step(t, app, &input.State{})
		click(t, app, "begin")
		step(t, app, &input.State{})
		// U-47 sails: from Germany to the sea.
		for n := 0; n < 3 && s.State().Subs[0].Status != "sea"; n++ {
			if err := s.Apply(*s.Suggest()); err != nil {
				t.Fatal(err)
			}
			s.RevealAll()
		}
		step(t, app, &input.State{})
		g := c.glides["U-47"]
		if tc.speed == 0 {
			if g != nil {
				t.Fatal("a boat glides with animations off")
			}
			continue
		}
		if g == nil {
			t.Fatalf("U-47 sailed (now %s) and does not glide", placeOf(&s.State().Subs[0]))
		}
		if _, _, ok := c.glideOffset("U-47", 0, 0, 10); !ok {
			t.Fatal("no offset for the gliding boat")
		}
		if tc.click {
			step(t, app, &input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: 5, Y: 700, Pressed: true, Down: true}}})
			if len(c.glides) != 0 {
				t.Fatal("a click did not end the glide")
			}
			continue
		}
		frames := 0
		for ; frames < 200 && len(c.glides) > 0; frames++ {
			step(t, app, &input.State{})
		}
		if frames < 30 || frames > 60 {
			t.Fatalf("the glide took %d frames at speed 1, want about %.0f", frames, glideSeconds*60)
		}
	}
}
