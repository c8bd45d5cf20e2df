//go:build ebitentest

package scenes

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/input"
	"periscope/render"
	"periscope/render/play"
	"periscope/render/ui"
	"periscope/storage"
)

// politicalPlace plays the 1939 campaign with the political rules, the
// doctrine bot answering; at the first political step it declines and
// moves the war on to October 1940, period 2 (so that F and H may be
// asked), then plays on until request req is offered; it asks for it
// with the most favour the prestige buys (influence and prestige raised
// first), and returns the session at the pol-place prompt that follows
// (the boat for El Ferrol [36.63F], the French base [36.63H]; the Surcouf
// swap of [36.63G], asked from June 1940: month is where the war jumps).
func politicalPlace(t *testing.T, req, msgID string, month int) *play.Session {
	t.Helper()
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 12; seed++ {
		s, err := play.New(th, engine.Record{Scenario: "campaign-1939", Seed: seed, Options: []string{campaign.OptPolitical}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		doc := bot.NewDoctrine()
		asked, jumped := false, false
		for d := 0; d < 5000; d++ {
			s.RevealAll()
			p := s.Live()
			if p == nil {
				break
			}
			if asked && p.Kind == "pol-place" && p.Msg != nil && p.Msg.ID == msgID {
				return s
			}
			if asked && !slices.Contains(s.State().Political.Granted, req) {
				break // refused: another seed
			}
			if pol := s.State().Political; !asked && p.Kind == "pol-request" && slices.ContainsFunc(p.Options, func(o engine.Option) bool { return o.Key == "req:"+req }) {
				pol.Prestige, pol.Berlin = 9, true
				for _, g := range campaign.PoliticalGroups {
					pol.Influence[g] = 2
				}
				if err := s.Pick("req:" + req); err != nil {
					t.Fatal(err)
				}
				s.RevealAll()
				fav := s.Live()
				best := fav.Options[0].Key
				for _, o := range fav.Options {
					if strings.HasPrefix(o.Key, "f") && o.Key > best {
						best = o.Key
					}
				}
				if err := s.Pick(best); err != nil {
					t.Fatal(err)
				}
				asked = true
				continue
			}
			if asked && p.Kind == "pol-request" {
				break // refused: another seed
			}
			if p.Kind == "pol-request" && !jumped {
				if err := s.Pick("none"); err != nil {
					t.Fatal(err)
				}
				st := s.State()
				st.Month, st.Period, st.Political.Prestige, jumped = month, 2, 9, true
				continue
			}
			if err := s.Apply(doc.Choose(s.Game(), p)); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatalf("request %s never granted in 12 seeds", req)
	return nil
}

// The political placement prompts [36.63F], [36.63H] and [36.63G] at 1024×640 and
// 1920×1080 (screenshots pol-place-*.png in $PERISCOPE_TEST_SHOTS): every
// option is a control wholly on the screen. Only with PERISCOPE_TEST_SHOTS
// (not in CI: it plays two campaigns to the prompts).
func TestPoliticalPlacePromptShots(t *testing.T) {
	if os.Getenv("PERISCOPE_TEST_SHOTS") == "" {
		t.Skip("plays two campaigns to the prompts (about 45 s): set PERISCOPE_TEST_SHOTS")
	}
	for _, c := range []struct {
		req, name string
		month     int
	}{{"36.63F", "ferrol", 1940*12 + 9}, {"36.63H", "bauer", 1940*12 + 9}, {"36.63G", "surcouf", 1940*12 + 5}} {
		s := politicalPlace(t, c.req, "atl.pol.place."+c.name, c.month)
		p := s.Live()
		for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
			env := newEnv(t, storage.NewMemory())
			app := newApp(t, env, size[0], size[1], 1)
			app.Scenes().Push(NewCampaign(env, s))
			step(t, app, &input.State{})
			if scene(app) == "briefing" {
				click(t, app, "begin")
				step(t, app, &input.State{})
			}
			layoutByDrawing(app)
			step(t, app, &input.State{})
			infos := app.Scenes().Top().(render.Describer).Controls()
			for _, o := range p.Options {
				i := slices.IndexFunc(infos, func(in ui.Info) bool { return strings.Contains(in.ID, o.Key) })
				if i < 0 {
					t.Errorf("%s %v: option %s is no control", c.name, size, o.Key)
					continue
				}
				r := infos[i].Rect
				if r.X < 0 || r.Y < 0 || r.X+r.W > size[0] || r.Y+r.H > size[1] {
					t.Errorf("%s %v: option %s at %+v is off the screen", c.name, size, o.Key, r)
				}
			}
			shotApp(t, app, fmt.Sprintf("pol-place-%s-%.0fx%.0f.png", c.name, size[0], size[1]))
		}
	}
}
