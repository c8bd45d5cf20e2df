package tactical

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/campaign"
	"periscope/game/engine"
	tac "periscope/game/tactical"
	"periscope/i18n"
	"periscope/render"
	"periscope/render/glyph"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/table"
	"periscope/render/ui"
)

// Fight is a campaign convoy attack fought out on the tactical board by
// the player (issue 18, "Fight it out"): the shared table over the fight
// (tactical.FightSystem), the player commanding the boat and the escort
// commander the escorts (it answers inside the fight). The campaign holds
// the fight: every decision the player makes (and every undo) goes at
// once into the campaign as its own decision (fightBridge), so the
// campaign's autosave, its saves and its undo hold the fight; a save made
// mid-fight reopens here mid-fight. When the fight ends, the campaign has
// taken its result ([14.16]); the card shows it and leads back.
type Fight struct {
	Table  *table.Scene
	env    *render.Env
	camp   *play.Session
	core   *play.Core
	bridge *fightBridge
	back   *ui.Button
	m      ui.Metrics
	card   ui.Rect
	boat   string
}

// NewFight opens the fight the campaign's pending decision asks for.
func NewFight(env *render.Env, camp *play.Session) (*Fight, error) {
	g := camp.Game()
	boat, seed, so, ok := g.FightInProgress()
	if !ok {
		return nil, errors.New("no fight is pending")
	}
	sys, ok := g.FightSystem()
	if !ok {
		return nil, fmt.Errorf("the fight of %s cannot be set up", boat)
	}
	br := &fightBridge{camp: camp}
	rec := engine.Record{System: tac.SystemID, Theatre: tac.FightTheatre, Scenario: tac.FightScenarioID, Seed: seed, Choices: so}
	core, err := play.NewCore(sys, rec, br)
	if err != nil {
		return nil, err
	}
	core.SetViewer(tac.SeatSub) // the player sees what the boat's commander may
	f := &Fight{Table: table.New(env, core), env: env, camp: camp, core: core, bridge: br, back: ui.NewButton("fight-back", ""), boat: boat}
	f.back.TextSize = 14
	return f, nil
}

// Core is the fight being played (tests).
func (f *Fight) Core() *play.Core { return f.core }

// Campaign is the campaign the fight belongs to.
func (f *Fight) Campaign() *play.Session { return f.camp }

// Err is the last error carrying the fight into the campaign, if any.
func (f *Fight) Err() error { return f.bridge.err }

// Name implements render.Scene.
func (f *Fight) Name() string { return "fight" }

// Layout implements render.Scene.
func (f *Fight) Layout(m ui.Metrics) {
	f.m = m
	f.Table.Layout(m)
	f.back.Label = i18n.T("tac.fight.back")
	f.place()
}

// place sizes the result card to its lines and puts the button under them.
func (f *Fight) place() {
	m := f.m
	n := len(f.bridge.result())
	w, h := m.Pt(540), m.Pt(60)+float64(n)*m.Pt(18)+m.Pt(62)
	f.card = ui.Centered(m.Width*0.36, m.Height/2, w, h).Snap()
	f.back.Rect = ui.Rect{X: f.card.X + f.card.W/2 - m.Pt(130), Y: f.card.Y + f.card.H - m.Pt(50), W: m.Pt(260), H: m.Pt(36)}.Snap()
}

// ended reports whether the fight is over and shown to its end.
func (f *Fight) ended() bool { return f.core.Over() && f.core.Ready() }

// Update implements render.Scene.
func (f *Fight) Update(ctx *render.SceneContext) error {
	f.place()
	if f.ended() && f.back.Update(ctx.Input) {
		ctx.Scenes.Pop()
		return nil
	}
	return f.Table.Update(ctx)
}

// Draw implements render.Scene.
func (f *Fight) Draw(screen *ebiten.Image) {
	f.Table.Draw(screen)
	m := f.m
	fonts := f.env.Fonts
	if f.bridge.err != nil {
		face := fonts.Face(ui.Bold, m.Pt(12))
		ui.DrawText(screen, f.bridge.err.Error(), face, m.Pt(12), m.Height-m.Pt(12), ui.Left, ui.Brass)
	}
	if !f.ended() {
		return
	}
	p := &glyph.Painter{Dst: screen}
	hud.RoundBox(p, f.card, m.Pt(8), hud.PanelFill, ui.Brass, m.Pt(1.5))
	p.Flush()
	big, small := fonts.Face(ui.Bold, m.Pt(18)), fonts.Face(ui.Regular, m.Pt(13))
	cx := f.card.X + f.card.W/2
	ui.DrawText(screen, i18n.T("tac.fight.over"), big, cx, f.card.Y+m.Pt(30), ui.Center, ui.Paper)
	y := f.card.Y + m.Pt(60)
	for _, l := range f.bridge.result() {
		ui.DrawText(screen, hud.Ellipsize(l, small, f.card.W-m.Pt(24)), small, cx, y, ui.Center, ui.PaperDim)
		y += m.Pt(18)
	}
	f.back.Draw(screen, fonts, m)
}

// Controls implements render.Describer.
func (f *Fight) Controls() []ui.Info {
	if f.ended() {
		return append(f.Table.Controls(), f.back.Info())
	}
	return f.Table.Controls()
}

// PromptKind implements render.Prompter.
func (f *Fight) PromptKind() string { return f.Table.PromptKind() }

// Info implements render.Informer.
func (f *Fight) Info() map[string]string {
	m := f.Table.Info()
	m["fight"] = "true"
	m["campaignDecisions"] = fmt.Sprint(f.camp.Decisions())
	// What the campaign holds of the fight (the browser test checks the
	// result came back): its tracks, the boat's damage and, once the
	// fight is over, the fight's own count of what it sank.
	tr := f.camp.State().Tracks
	m["campaignShips"], m["campaignTons"] = fmt.Sprint(tr.Ships), fmt.Sprint(tr.Tons)
	if s := f.camp.Game().Sub(f.boat); s != nil {
		m["boatDamage"], m["boatStatus"] = fmt.Sprint(s.Damage), s.Status
	}
	m["resultLines"] = fmt.Sprint(len(f.bridge.lines))
	if mt, ok := f.core.Game().(*tac.Match); ok {
		// The names the board's plates show (readable, not the counters' ids).
		var names []string
		for i := range mt.S.Battle.Vessels {
			if v := &mt.S.Battle.Vessels[i]; !v.Sub {
				names = append(names, v.Label())
			}
		}
		m["shipNames"] = strings.Join(names, ";")
	}
	if mt, ok := f.core.Game().(*tac.Match); ok && f.core.Over() {
		r := mt.FightOutcome(f.boat)
		m["fightSunk"], m["fightDamaged"], m["fightTorpedoes"] = fmt.Sprint(len(r.Sunk)), fmt.Sprint(len(r.Damaged)), fmt.Sprint(r.TorpedoesFired)
	}
	if f.bridge.err != nil {
		m["fightErr"] = f.bridge.err.Error()
	}
	return m
}

// fightBridge is the fight's Saver: after every decision of the fight
// (and every undo) it makes the campaign hold the same decisions — it
// takes back the campaign's fight decisions the fight no longer has, then
// gives it the new ones — and the campaign autosaves itself.
type fightBridge struct {
	camp *play.Session
	// finalAt is the campaign's decision count right after the decision
	// that ended the fight (0 while it goes on): an undo of the fight's
	// last decision takes that one back.
	finalAt int
	// lines are the campaign's log lines of the fight's result.
	lines []engine.Entry
	err   error
}

func sameChoices(a, b []engine.Choice) bool {
	for i := range a {
		x, _ := json.Marshal(a[i])
		y, _ := json.Marshal(b[i])
		if string(x) != string(y) {
			return false
		}
	}
	return true
}

// Autosave implements play.Saver.
func (b *fightBridge) Autosave(c *play.Core) error {
	b.err = b.sync(c.RecordView().Choices)
	return b.err
}

func (b *fightBridge) sync(want []engine.Choice) error {
	_, _, have, ok := b.camp.Game().FightInProgress()
	if !ok {
		// The fight is over in the campaign: an undo of its last decision
		// reopens it there, if the campaign has not moved on since.
		if b.finalAt == 0 || b.camp.Decisions() != b.finalAt {
			return nil
		}
		if err := b.camp.Undo(); err != nil {
			return err
		}
		b.finalAt, b.lines = 0, nil
		if _, _, have, ok = b.camp.Game().FightInProgress(); !ok {
			return errors.New("the campaign does not hold the fight")
		}
	}
	for len(have) > len(want) || !sameChoices(have, want[:len(have)]) {
		if err := b.camp.Undo(); err != nil {
			return err
		}
		if _, _, have, ok = b.camp.Game().FightInProgress(); !ok {
			return errors.New("the campaign does not hold the fight")
		}
	}
	if len(want) == len(have) {
		return nil
	}
	ans, err := engine.WithData(0, campaign.FightChoices{Choices: want[len(have):]})
	if err != nil {
		return err
	}
	from := len(b.camp.Log())
	if err := b.camp.Apply(ans); err != nil {
		return err
	}
	if _, _, _, still := b.camp.Game().FightInProgress(); !still {
		b.finalAt = b.camp.Decisions()
		b.lines = nil
		rules := b.camp.Game().FightResultRules()
		for _, e := range b.camp.Log()[from:] {
			if slices.Contains(rules, e.Rule) {
				b.lines = append(b.lines, e)
			}
		}
	}
	return nil
}

// result is the campaign's account of the fight's end, in the player's
// language.
func (b *fightBridge) result() []string {
	var out []string
	for _, e := range b.lines {
		out = append(out, "["+e.Rule+"] "+i18n.Text(e.Msg, e.Text))
	}
	if len(out) > 6 {
		out = out[:6]
	}
	return out
}

// LatestAutosave implements play.Saver: the campaign's.
func (b *fightBridge) LatestAutosave() (*play.Saved, error) {
	if b.camp.Saver == nil {
		return nil, nil
	}
	return b.camp.Saver.LatestAutosave()
}
