package scenes

import (
	"math"
	"strings"
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

// A boat glides along each leg of its route, not straight across: U-47
// sailing from Germany to the Western Approaches passes over the North
// Sea's place on the chart (issue 14, "Counters that move").
func TestBoatsGlideAlongTheirRoute(t *testing.T) {
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: "u47-scapa-flow", Seed: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	env := newEnv(t, storage.NewMemory())
	env.Settings.AnimSpeed = 1
	app := newApp(t, env, 1280, 800, 1)
	c := NewCampaign(env, s)
	app.Scenes().Push(c)
	step(t, app, &input.State{})
	click(t, app, "begin")
	step(t, app, &input.State{})
	from := placeOf(&s.State().Subs[0])
	p := s.Pending()
	pick := -1
	for i, o := range p.Options {
		if strings.Contains(o.Key, "germany>north-sea>western-approaches") && !strings.Contains(o.Key, "raid") {
			pick = i
		}
	}
	if pick < 0 {
		t.Fatalf("no option sails through the North Sea to the Western Approaches: %v", p.Options)
	}
	if err := s.Apply(engine.Pick(pick)); err != nil {
		t.Fatal(err)
	}
	// Then the mines' question, until the boat is at sea.
	for n := 0; n < 3 && s.State().Subs[0].Status != "sea"; n++ {
		if err := s.Apply(*s.Suggest()); err != nil {
			t.Fatal(err)
		}
	}
	s.RevealAll()
	step(t, app, &input.State{})
	g := c.glides["U-47"]
	if g == nil {
		t.Fatalf("U-47 sailed from %s (now %s) and does not glide", from, placeOf(&s.State().Subs[0]))
	}
	if len(g.via) == 0 || g.via[len(g.via)-1] != "north-sea" {
		t.Fatalf("U-47's glide from %s goes via %v; want the North Sea last", g.from, g.via)
	}
	ns, _ := c.chart.Layout().Node("north-sea")
	fr, _ := c.chart.Layout().Node(g.from)
	to, _ := c.chart.Layout().Node("western-approaches")
	const size = 10.0
	// The straight line's nearest approach to the North Sea, and the
	// glide's: the glide passes over it.
	straight := math.Inf(1)
	glided := math.Inf(1)
	for k := 0; k <= 200; k++ {
		f := float64(k) / 200
		straight = math.Min(straight, math.Hypot(fr.X+(to.X-fr.X)*f-ns.X, fr.Y+(to.Y-fr.Y)*f-ns.Y))
		g.t = f
		dx, dy, ok := c.glideOffset("U-47", to.X-size/2, to.Y-size/2, size)
		if !ok {
			t.Fatal("no offset mid-glide")
		}
		glided = math.Min(glided, math.Hypot(to.X+dx-ns.X, to.Y+dy-ns.Y))
	}
	if glided > 3 {
		t.Errorf("the glide passes %.1f px from the North Sea", glided)
	}
	if straight < 3 {
		t.Logf("(the straight line also passes over the North Sea: %.1f px)", straight)
	}
	t.Logf("U-47 glides %s → %v → western-approaches; nearest to the North Sea %.1f px (straight across: %.1f px)", g.from, g.via, glided, straight)
}
