//go:build ebitentest

package scenes

import (
	"fmt"
	"slices"
	"testing"

	"periscope/game/engine"
	"periscope/game/tactical"
	"periscope/i18n"
	"periscope/storage"
)

// Spec §18 ambiguity 11's switches on the tactical game's new-game page
// (S3 chosen): the list scrolled to them, s3-sub-fires turned on, in
// English and Italian at both reference sizes. Each row lies inside the
// screen and reads the catalogue's words (PERISCOPE_TEST_SHOTS keeps the
// pictures).
func TestTacticalAmbiguity11SwitchesShots(t *testing.T) {
	defer i18n.SetLang(i18n.EN)
	names := []string{"s3-markers-kept", "s3-dc-two-same", "s3-atw-rolls", "s3-sub-fires"}
	for _, l := range []i18n.Lang{i18n.EN, i18n.IT} {
		for _, size := range [][2]float64{{1024, 640}, {1920, 1080}} {
			env := newEnv(t, storage.NewMemory())
			env.Settings.Lang = string(l)
			app := newApp(t, env, size[0], size[1], 1)
			click(t, app, "new-game")
			click(t, app, "game:"+tactical.SystemID+"/"+tactical.Theatre)
			click(t, app, "scn:S3")
			n := app.Scenes().Top().(*NewGame)
			first := slices.IndexFunc(n.options, func(o engine.OptionInfo) bool { return o.Name == names[0] })
			if first < 0 {
				t.Fatal("no s3-markers-kept on the page")
			}
			n.optTop = max(0, first-1)
			n.Layout(n.full)
			click(t, app, "opt:s3-sub-fires")
			if !n.opts["s3-sub-fires"] || n.opts["s3-dc-two-same"] || n.opts["s3-atw-rolls"] {
				t.Errorf("%s %.0fx%.0f: switches %v", l, size[0], size[1], n.opts)
			}
			m := app.Metrics()
			for _, name := range names {
				i := slices.IndexFunc(n.options, func(o engine.OptionInfo) bool { return o.Name == name })
				b := n.optBtn[i]
				if b.Rect.W == 0 || b.Rect.X < 0 || b.Rect.Y < 0 || b.Rect.X+b.Rect.W > m.Width+1 || b.Rect.Y+b.Rect.H > m.Height+1 {
					t.Errorf("%s %.0fx%.0f: %s not shown inside the screen: %+v", l, size[0], size[1], name, b.Rect)
				}
				if want := i18n.T("tac.opt." + name); n.optionLabel(i) != want || want == "tac.opt."+name {
					t.Errorf("%s: %s reads %q, want %q", l, name, n.optionLabel(i), want)
				}
			}
			save(t, drawApp(app), fmt.Sprintf("tactical-ambiguity11-%s-%.0fx%.0f.png", l, size[0], size[1]))
		}
	}
}
