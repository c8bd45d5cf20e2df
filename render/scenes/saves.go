package scenes

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/input"
	"periscope/render"
	"periscope/render/hud"
	"periscope/render/play"
	"periscope/render/ui"
	gamesave "periscope/save"
	"periscope/wasm"
)

// Saves is the load and save screen: the list of saved games (newest
// first, each with its scenario, the date in the game, when it was saved
// and a summary), and what can be done with them: load, save to a named
// slot (from a game), export to a file, import a file (the browser's file
// chooser, a path natively, or a file dropped on the window) and delete
// (after asking).
type Saves struct {
	*shared
	saving play.Playing // the game to save (nil: the Load game screen)
	// autoLoad is a save to load as soon as the screen opens ("Continue").
	autoLoad string
	// inGame: opened from a game's menu, over its map, which a loaded
	// game replaces.
	inGame bool

	entries []gamesave.Entry
	sel     int // index in entries, -1 for none
	// clicked is the row the player last clicked (-1: none): a row loads
	// on a second click, never on the first (issue 14, item 12).
	clicked int
	top     int // first entry shown

	rows                         []*ui.Button
	name                         *ui.TextField
	saveBtn                      *ui.Button
	load, export, imp, del, back *ui.Button
	focus                        *ui.FocusGroup

	msg    string
	msgErr bool
	// loading is a save being opened: its replay is checked (for up to
	// waitForCheck) before play starts.
	loading *loadingSave

	m                           ui.Metrics
	card, list, msgRect, header ui.Rect
	rowH, rowGap                float64
	visible                     int
	tick                        int
	cardSprites                 ui.Sprites
}

type loadingSave struct {
	entry   gamesave.Entry
	session play.Playing
	check   *gamesave.Check
	opened  *gamesave.Opened
	started time.Time
}

// waitForCheck is how long the screen waits for a loaded save's replay
// check before play starts anyway (the check then goes on in the
// background). Short games finish within it, so a mismatch is mostly
// reported before play.
const waitForCheck = 1200 * time.Millisecond

// playScenes build the scenes of the systems that have their own (the
// campaign map), by system id; every other system plays on the shared
// table.
var playScenes = map[string]func(env *render.Env, p play.Playing) render.Scene{}

// playScene builds the scene that plays a game.
func playScene(env *render.Env, p play.Playing) render.Scene {
	if f, ok := playScenes[p.Base().RecordView().System]; ok {
		return f(env, p)
	}
	return NewTable(env, p.Base())
}

// NewLoadGame returns the Load game screen.
func NewLoadGame(sh *shared) *Saves { return newSaves(sh, nil) }

// NewLoadGameInGame returns the Load game screen opened over a game in play
// (from its menu): a game loaded replaces that one.
func NewLoadGameInGame(env *render.Env) *Saves {
	sc := newSaves(&shared{env: env, chart: NewChart(env.Fonts)}, nil)
	sc.inGame = true
	return sc
}

// NewSaveGame returns the Save game screen for a game in play.
func NewSaveGame(env *render.Env, s play.Playing) *Saves {
	return newSaves(&shared{env: env, chart: NewChart(env.Fonts)}, s)
}

// NewContinue returns the Load game screen loading the newest save at once.
func NewContinue(sh *shared) *Saves {
	sc := newSaves(sh, nil)
	if gs := saverOf(sh.env); gs != nil {
		if e, ok := gs.M.Latest(); ok {
			sc.autoLoad = e.Key
		}
	}
	return sc
}

func newSaves(sh *shared, s play.Playing) *Saves {
	sc := &Saves{shared: sh, saving: s, sel: -1, clicked: -1,
		load: ui.NewButton("load", "Load"), export: ui.NewButton("export", "Export"),
		imp: ui.NewButton("import", "Import…"), del: ui.NewButton("delete", "Delete"),
		back: ui.NewButton("back", "Back"),
	}
	if s != nil {
		sc.name = ui.NewTextField("name", "Name of the save")
		sc.name.Max = gamesave.MaxNameLen
		sc.name.Text = defaultSaveName(s)
		sc.saveBtn = ui.NewButton("save", "Save")
	}
	sc.refresh()
	return sc
}

// relabel gives the buttons their words in the player's language.
func (s *Saves) relabel() {
	s.load.Label, s.export.Label = i18n.T("saves.load"), i18n.T("saves.export")
	s.imp.Label, s.del.Label, s.back.Label = i18n.T("saves.import"), i18n.T("saves.delete"), i18n.T("ui.back")
	if s.name != nil {
		s.name.Placeholder = i18n.T("saves.name")
		s.saveBtn.Label = i18n.T("saves.save")
	}
}

// defaultSaveName is the game's date in the player's language ("lug 1940,
// settimana 1" in Italian).
func defaultSaveName(s play.Playing) string {
	if sm, ok := s.Base().Game().(engine.Summarizer); ok {
		sum := sm.Summary()
		return i18n.Text(sum.DateMsg, sum.Date)
	}
	sum := s.Base().Summary()
	return i18n.Text(sum.DateMsg, sum.Date)
}

// Name implements render.Scene.
func (s *Saves) Name() string {
	if s.saving != nil {
		return "save-game"
	}
	return "load-game"
}

// Entered implements render.Entered: the list is read again (a dialog may
// have changed it) and files dropped while another screen was on top are
// forgotten.
func (s *Saves) Entered(ctx *render.SceneContext) {
	if f := s.files(); f != nil {
		f.Received()
	}
	s.refresh()
	if s.autoLoad != "" {
		key := s.autoLoad
		s.autoLoad = ""
		for i, e := range s.entries {
			if e.Key == key {
				s.sel = i
				s.startLoad(e)
			}
		}
	}
}

func (s *Saves) files() wasm.Files {
	if gs := saverOf(s.env); gs != nil {
		return gs.Files
	}
	return nil
}

// refresh reads the list of saves, keeping the selection on the same save.
func (s *Saves) refresh() {
	gs := saverOf(s.env)
	var selKey string
	if s.sel >= 0 && s.sel < len(s.entries) {
		selKey = s.entries[s.sel].Key
	}
	s.entries = nil
	if gs != nil {
		es, err := gs.M.List()
		if err != nil {
			s.say(true, i18n.T("saves.list-failed", engine.Text("why", gamesave.ExplainOther(err, i18n.Current()))))
		}
		s.entries = es
	}
	s.sel = -1
	for i, e := range s.entries {
		if e.Key == selKey {
			s.sel = i
		}
	}
	if s.sel < 0 && len(s.entries) > 0 && s.saving == nil {
		s.sel = 0
	}
	s.rebuild()
}

func (s *Saves) say(isErr bool, msg string) { s.msg, s.msgErr = msg, isErr }

// rebuild makes one row button per visible entry and the focus order.
func (s *Saves) rebuild() {
	n := s.visible
	if n <= 0 {
		n = 1
	}
	if s.top > len(s.entries)-n {
		s.top = max(0, len(s.entries)-n)
	}
	var items []*ui.Button
	if s.name != nil {
		items = append(items, s.name.Button, s.saveBtn)
	}
	s.rows = s.rows[:0]
	for i := s.top; i < len(s.entries) && i < s.top+n; i++ {
		e := s.entries[i]
		b := ui.NewButton(fmt.Sprintf("save-%d", i), e.Title()+" — "+gamesave.TitleIn(e.Summary, i18n.Current()))
		s.rows = append(s.rows, b)
		items = append(items, b)
	}
	if s.saving == nil {
		items = append(items, s.load)
	}
	items = append(items, s.export, s.imp, s.del, s.back)
	var focused string
	if s.focus != nil {
		if f := s.focus.Focused(); f != nil {
			focused = f.ID
		}
	}
	s.focus = ui.NewFocusGroup(items...)
	for _, b := range items {
		if b.ID == focused {
			s.focus.Focus(b)
		}
	}
	s.layoutRows()
	s.enable()
}

func (s *Saves) enable() {
	has := s.sel >= 0 && s.sel < len(s.entries)
	busy := s.loading != nil
	damaged := has && s.entries[s.sel].Problem != ""
	s.load.Disabled = !has || damaged || busy
	s.export.Disabled = !has || busy
	s.del.Disabled = !has || busy
	s.imp.Disabled = busy || saverOf(s.env) == nil
	if s.saveBtn != nil {
		s.saveBtn.Disabled = busy || gamesave.CleanName(s.name.Text) == ""
	}
}

// Layout implements render.Scene.
func (s *Saves) Layout(m ui.Metrics) {
	m = m.Fit(480, 480)
	s.m = m
	s.relabel()
	wPt, hPt := m.Points()
	cw := m.Pt(math.Min(900, wPt-24))
	ch := m.Pt(math.Min(780, hPt-24))
	s.card = ui.Centered(m.Width/2, m.Height/2, cw, ch).Snap()
	pad := m.Pt(28)
	s.header = ui.Rect{X: s.card.X, Y: s.card.Y, W: cw, H: m.Pt(78)}
	y := s.card.Y + m.Pt(78)
	if s.name != nil {
		bw, bh := m.Pt(120), m.Pt(44)
		s.name.Rect = ui.Rect{X: s.card.X + pad, Y: y, W: cw - 2*pad - bw - m.Pt(12), H: bh}.Snap()
		s.saveBtn.Rect = ui.Rect{X: s.card.X + cw - pad - bw, Y: y, W: bw, H: bh}.Snap()
		y += bh + m.Pt(18)
	}
	bh := m.Pt(44)
	barY := s.card.Y + ch - m.Pt(24) - bh
	s.msgRect = ui.Rect{X: s.card.X + pad, Y: barY - m.Pt(64), W: cw - 2*pad, H: m.Pt(54)}
	s.list = ui.Rect{X: s.card.X + pad, Y: y, W: cw - 2*pad, H: s.msgRect.Y - m.Pt(8) - y}
	s.rowH, s.rowGap = m.Pt(62), m.Pt(8)
	s.visible = max(1, int((s.list.H+s.rowGap)/(s.rowH+s.rowGap)))
	// The action bar: the buttons share the width.
	acts := []*ui.Button{s.load, s.export, s.imp, s.del, s.back}
	if s.saving != nil {
		acts = acts[1:]
	}
	gap := m.Pt(10)
	bw := math.Min(m.Pt(150), (cw-2*pad-gap*float64(len(acts)-1))/float64(len(acts)))
	x := m.Width/2 - (bw*float64(len(acts))+gap*float64(len(acts)-1))/2
	for _, b := range acts {
		b.Rect = ui.Rect{X: x, Y: barY, W: bw, H: bh}.Snap()
		x += bw + gap
	}
	s.rebuild()
}

func (s *Saves) layoutRows() {
	for i, b := range s.rows {
		b.Rect = ui.Rect{X: s.list.X, Y: s.list.Y + float64(i)*(s.rowH+s.rowGap), W: s.list.W, H: s.rowH}.Snap()
	}
}

// Update implements render.Scene.
func (s *Saves) Update(ctx *render.SceneContext) error {
	s.tick = ctx.Tick
	in := ctx.Input
	if s.loading != nil {
		s.updateLoading(ctx)
		in.Consume(input.Back)
		return nil
	}
	s.receiveFiles(ctx)
	if s.name != nil && s.name.Update(in) {
		s.enable()
	}
	s.scroll(in)
	prevSel, prevFocus := s.sel, s.focus.Focused()
	enter := in.Has(input.Activate)
	clicked := s.focus.Update(in)
	if s.name != nil && clicked == s.name.Button && !enter {
		clicked = nil // a click in the field only focuses it; Enter saves
	}
	// Moving the focus onto a row (arrows, Tab, a press) selects it.
	if f := s.focus.Focused(); f != prevFocus {
		if i := s.rowIndex(f); i >= 0 {
			s.sel = i
			s.enable()
		}
	}
	switch {
	case clicked == nil:
		if in.Consume(input.Back) {
			ctx.Scenes.Pop()
		}
	case clicked == s.back:
		ctx.Scenes.Pop()
	case s.rowIndex(clicked) >= 0:
		i := s.rowIndex(clicked)
		again := i == prevSel && (i == s.clicked || enter)
		s.clicked = i
		s.sel = i
		if s.saving != nil {
			if e := s.entries[i]; e.Kind == gamesave.KindSlot && e.Problem == "" {
				s.name.Text = e.Name
			}
		} else if again {
			s.askLoad(ctx, s.entries[i])
		}
		s.enable()
	case s.name != nil && (clicked == s.saveBtn || clicked == s.name.Button):
		s.saveSlot(ctx)
	case clicked == s.load:
		s.askLoad(ctx, s.entries[s.sel])
	case clicked == s.export:
		s.exportSelected()
	case clicked == s.imp:
		s.startImport(ctx)
	case clicked == s.del:
		s.confirmDelete(ctx)
	}
	return nil
}

func (s *Saves) rowIndex(b *ui.Button) int {
	for k, r := range s.rows {
		if r == b {
			return s.top + k
		}
	}
	return -1
}

// wheelRows is how many rows the wheel moves a list this tick: at least one
// a notch, down the list for a wheel turned towards the player.
func wheelRows(in *input.State) int {
	if in.WheelY == 0 {
		return 0
	}
	return -int(math.Copysign(math.Max(1, math.Abs(in.WheelY)), in.WheelY))
}

// scroll moves the list with the wheel, Page Up/Down, and the arrows at
// its ends (the focus stays on the row at that edge).
func (s *Saves) scroll(in *input.State) {
	n := len(s.entries)
	if n <= s.visible {
		return
	}
	step := wheelRows(in)
	if in.Consume(input.PageDown) {
		step += s.visible
	}
	if in.Consume(input.PageUp) {
		step -= s.visible
	}
	if f := s.focus.Focused(); f != nil && len(s.rows) > 0 {
		if f == s.rows[len(s.rows)-1] && s.top+len(s.rows) < n && in.Consume(input.Down) {
			step++
		}
		if f == s.rows[0] && s.top > 0 && in.Consume(input.Up) {
			step--
		}
	}
	if step == 0 {
		return
	}
	top := min(max(0, s.top+step), n-s.visible)
	if top != s.top {
		s.top = top
		s.rebuild()
	}
}

// ---------------------------------------------------------------- actions

func (s *Saves) selected() (gamesave.Entry, bool) {
	if s.sel < 0 || s.sel >= len(s.entries) {
		return gamesave.Entry{}, false
	}
	return s.entries[s.sel], true
}

// askLoad loads a save; over a game in play it first asks, since the loaded
// game replaces the one on the map (issue 14, item 12).
func (s *Saves) askLoad(ctx *render.SceneContext, e gamesave.Entry) {
	if !s.inGame {
		s.startLoad(e)
		return
	}
	what := i18n.T("saves.load-text", engine.Text("name", e.Title()), engine.Text("title", gamesave.TitleIn(e.Summary, i18n.Current())), engine.Text("date", gamesave.DateIn(e.Summary, i18n.Current())))
	d := NewDialog(s.env, s, "confirm-load", i18n.T("saves.load-title"), []string{what},
		DialogButton{"confirm-load", i18n.T("saves.load")}, DialogButton{"cancel", i18n.T("saves.keep-playing")})
	d.On = func(ctx *render.SceneContext, id string) {
		if id == "confirm-load" {
			s.startLoad(e)
		}
	}
	ctx.Scenes.Push(d)
}

func (s *Saves) startLoad(e gamesave.Entry) {
	gs := saverOf(s.env)
	if gs == nil {
		s.say(true, i18n.T("store.no-saver"))
		return
	}
	t0 := time.Now()
	o, err := gs.M.Load(e.Key)
	took := time.Since(t0)
	if err != nil {
		s.say(true, i18n.T("saves.cannot-load", engine.Text("name", e.Title()), engine.Text("why", gamesave.Explain(err, i18n.Current()))))
		return
	}
	gs.stat("loadMs", ms(took), "loadBytes", e.Size, "loadDecisions", len(o.File.Record.Choices), "loadKey", e.Key)
	sess, check, err := gs.Resume(o)
	if err != nil {
		s.say(true, i18n.T("saves.cannot-load", engine.Text("name", e.Title()), engine.Text("why", gamesave.ExplainOther(err, i18n.Current()))))
		return
	}
	s.loading = &loadingSave{entry: e, session: sess, check: check, opened: o, started: time.Now()}
	s.say(false, i18n.T("saves.checking", engine.Int("n", len(o.File.Record.Choices))))
	s.enable()
}

// updateLoading waits for the loaded save's check, then starts play, or
// asks the player which game to play when the replay does not match.
func (s *Saves) updateLoading(ctx *render.SceneContext) {
	l := s.loading
	done, total, err := l.check.Progress()
	finished := l.check.Finished()
	if !finished && time.Since(l.started) < waitForCheck {
		if total > 0 {
			s.say(false, i18n.T("saves.checking.pct", engine.Percent("p", float64(done)/float64(total))))
		}
		return
	}
	s.loading = nil
	s.enable()
	if finished {
		checkStat(s.env, l.check, err)
	}
	switch {
	case !finished:
		// A long game: play now, the check goes on in the background.
		watchCheck(s.env, l.session, l.check, l.entry)
		s.startPlay(ctx, l.session)
	case err == nil:
		adoptReplayLog(l.session, l.check)
		s.startPlay(ctx, l.session)
	default:
		s.say(true, gamesave.ExplainCheck(err, i18n.Current()))
		ctx.Scenes.Push(mismatchDialog(s.env, s, l.session, l.check, l.entry, err, s.startPlay))
	}
}

// startPlay shows the game loaded: in place of this screen, and of the
// game this screen was opened over, if any.
func (s *Saves) startPlay(ctx *render.SceneContext, sess play.Playing) {
	if s.inGame {
		ctx.Scenes.Pop()
	}
	ctx.Scenes.Replace(playScene(s.env, sess))
}

func (s *Saves) saveSlot(ctx *render.SceneContext) {
	gs := saverOf(s.env)
	name := gamesave.CleanName(s.name.Text)
	if gs == nil || name == "" {
		return
	}
	do := func() {
		t0 := time.Now()
		e, err := gs.M.Save(name, gs.GameID(s.saving.Base()), s.saving.Base().Record(), s.saving.Base().Game())
		gs.stat("slotSaveMs", ms(time.Since(t0)), "slotSaveBytes", e.Size)
		if err != nil {
			s.say(true, gamesave.ExplainOther(err, i18n.Current()))
			var q *gamesave.QuotaError
			if errors.As(err, &q) {
				ctx.Scenes.Push(NewStorageProblem(s.env, s, s.saving, err, false))
			}
			return
		}
		s.refresh()
		s.selectKey(e.Key)
		s.say(false, i18n.T("saves.saved", engine.Text("name", e.Name)))
	}
	for _, e := range s.entries {
		if e.Kind == gamesave.KindSlot && strings.EqualFold(e.Name, name) {
			d := NewDialog(s.env, s, "confirm-overwrite", i18n.T("saves.replace-title"),
				[]string{i18n.T("saves.replace-text", engine.Text("name", e.Name), engine.Text("date", gamesave.DateIn(e.Summary, i18n.Current())), engine.Text("saved", realDate(e.Saved)))},
				DialogButton{"replace", i18n.T("saves.replace")}, DialogButton{"cancel", i18n.T("ui.cancel")})
			d.On = func(ctx *render.SceneContext, id string) {
				if id == "replace" {
					do()
				}
			}
			ctx.Scenes.Push(d)
			return
		}
	}
	do()
}

func (s *Saves) selectKey(key string) {
	for i, e := range s.entries {
		if e.Key == key {
			s.sel = i
			if i < s.top || i >= s.top+s.visible {
				s.top = max(0, i-s.visible/2)
			}
		}
	}
	s.rebuild()
}

func (s *Saves) exportSelected() {
	e, ok := s.selected()
	gs := saverOf(s.env)
	if !ok || gs == nil {
		return
	}
	name, data, err := gs.M.Export(e.Key)
	if err == nil && gs.Files == nil {
		err = errors.New(i18n.T("store.no-files"))
	}
	if err != nil {
		s.say(true, i18n.T("saves.export-failed", engine.Text("why", gamesave.ExplainOther(err, i18n.Current()))))
		return
	}
	where, err := gs.Files.Export(name, data)
	if err != nil {
		s.say(true, i18n.T("saves.export-failed", engine.Text("why", gamesave.ExplainOther(err, i18n.Current()))))
		return
	}
	s.say(false, i18n.T("saves.exported", engine.Text("name", e.Title()), engine.Text("size", gamesave.BytesIn(len(data), i18n.Current())), engine.Text("where", where)))
}

func (s *Saves) startImport(ctx *render.SceneContext) {
	f := s.files()
	if f == nil {
		s.say(true, i18n.T("saves.no-files"))
		return
	}
	if f.CanPick() {
		f.Pick()
		s.say(false, i18n.T("saves.choose-file"))
		return
	}
	ctx.Scenes.Push(NewImportPath(s.env, s, f.Dir(), func(ctx *render.SceneContext, path string) {
		s.importFile(f.Open(path))
	}))
}

// receiveFiles imports the files picked or dropped since the last tick.
func (s *Saves) receiveFiles(ctx *render.SceneContext) {
	f := s.files()
	if f == nil {
		return
	}
	for _, file := range f.Received() {
		s.importFile(file)
	}
}

func (s *Saves) importFile(file wasm.File) {
	gs := saverOf(s.env)
	if gs == nil {
		return
	}
	if file.Err != nil {
		var big *wasm.TooBigError
		if errors.As(file.Err, &big) {
			l := i18n.Current()
			s.say(true, i18n.T("import.too-big", engine.Text("name", file.Name), engine.Text("size", gamesave.BytesIn(int(big.Size), l)), engine.Text("max", gamesave.BytesIn(int(big.Max), l))))
			return
		}
		s.say(true, i18n.T("import.unreadable", engine.Text("name", file.Name), engine.Text("why", gamesave.ExplainOther(file.Err, i18n.Current()))))
		return
	}
	t0 := time.Now()
	e, _, err := gs.M.Import(file.Name, file.Data)
	gs.stat("importMs", ms(time.Since(t0)), "importBytes", len(file.Data))
	var q *gamesave.QuotaError
	switch {
	case errors.As(err, &q):
		l := i18n.Current()
		s.say(true, i18n.T("import.full", engine.Text("name", file.Name), engine.Text("need", gamesave.BytesIn(q.Need, l)), engine.Text("usage", q.UsageIn(l))))
		return
	case err != nil:
		s.say(true, i18n.T("saves.not-imported", engine.Text("name", file.Name), engine.Text("why", gamesave.Explain(err, i18n.Current()))))
		return
	}
	s.refresh()
	s.selectKey(e.Key)
	s.say(false, i18n.T("saves.imported", engine.Text("name", e.Name), engine.Text("title", gamesave.TitleIn(e.Summary, i18n.Current())), engine.Text("date", gamesave.DateIn(e.Summary, i18n.Current()))))
}

func (s *Saves) confirmDelete(ctx *render.SceneContext) {
	e, ok := s.selected()
	gs := saverOf(s.env)
	if !ok || gs == nil {
		return
	}
	what := i18n.T("saves.delete-text", engine.Text("name", e.Title()), engine.Text("title", gamesave.TitleIn(e.Summary, i18n.Current())), engine.Text("date", gamesave.DateIn(e.Summary, i18n.Current())), engine.Text("saved", realDate(e.Saved)))
	if e.Problem != "" {
		what = i18n.T("saves.delete-damaged", engine.Text("why", e.Problem))
	}
	d := NewDialog(s.env, s, "confirm-delete", i18n.T("saves.confirm-delete"), []string{what},
		DialogButton{"confirm-delete", i18n.T("saves.delete")}, DialogButton{"cancel", i18n.T("saves.keep")})
	d.On = func(ctx *render.SceneContext, id string) {
		if id != "confirm-delete" {
			return
		}
		if err := gs.M.Delete(e.Key); err != nil {
			s.say(true, i18n.T("store.delete-failed", engine.Text("why", gamesave.ExplainOther(err, i18n.Current()))))
		} else {
			s.say(false, i18n.T("saves.deleted", engine.Text("name", e.Title())))
		}
		s.refresh()
		if s.sel < 0 && len(s.entries) > 0 {
			s.sel = 0
			s.enable()
		}
	}
	ctx.Scenes.Push(d)
}

// ---------------------------------------------------------------- page hook

// Controls implements render.Describer.
func (s *Saves) Controls() []ui.Info {
	out := s.focus.Infos()
	if s.msg != "" {
		out = append(out, ui.Info{ID: "message", Label: s.msg, Rect: s.msgRect})
	}
	return out
}

// Info implements render.Informer: what tests wait for.
func (s *Saves) Info() map[string]string {
	info := map[string]string{
		"saves":   fmt.Sprint(len(s.entries)),
		"message": s.msg,
	}
	if s.msgErr {
		info["error"] = "true"
	}
	if e, ok := s.selected(); ok {
		info["selected"] = e.Key
		info["selectedTitle"] = e.Title()
	}
	if s.loading != nil {
		info["loading"] = s.loading.entry.Key
	}
	var keys, kinds []string
	for _, e := range s.entries {
		keys = append(keys, e.Key)
		kinds = append(kinds, e.Kind)
	}
	info["keys"] = strings.Join(keys, " ")
	info["kinds"] = strings.Join(kinds, " ")
	return info
}

// StillKey implements render.Still.
func (s *Saves) StillKey() string {
	k := fmt.Sprint(s.sel, s.top, len(s.entries), s.msg, s.loading != nil)
	if s.name != nil {
		k += "|" + s.name.StillKey() + fmt.Sprint(s.name.Focused() && s.tick/30%2 == 0)
	}
	if f := s.files(); f != nil && f.Dragging() {
		k += "|drag"
	}
	return k
}

// ---------------------------------------------------------------- drawing

// Draw implements render.Scene.
func (s *Saves) Draw(screen *ebiten.Image) {
	m := s.m
	s.chart.Draw(screen, m)
	panel(screen, s.card, m, &s.cardSprites)
	fonts := s.env.Fonts
	cx := m.Width / 2
	heading := i18n.T("saves.heading-load")
	if s.saving != nil {
		heading = i18n.T("saves.heading-save")
	}
	y := s.card.Y + m.Pt(40)
	ui.DrawTextTracked(screen, heading, fonts.Face(ui.Bold, m.Pt(24)), cx, y, ui.Center, ui.Paper, m.Pt(4))
	drawRule(screen, cx-m.Pt(130), cx+m.Pt(130), math.Round(y+m.Pt(22))+0.5, float32(m.PtR(1)))

	if s.name != nil {
		s.name.Draw(screen, fonts, m, s.tick)
		s.saveBtn.Draw(screen, fonts, m)
	}
	if len(s.entries) == 0 {
		body := fonts.Face(ui.Regular, m.Pt(15))
		ly := s.list.Y + s.list.H*0.4
		ui.DrawText(screen, i18n.T("saves.none"), body, cx, ly, ui.Center, ui.PaperDim)
		ui.DrawText(screen, i18n.T("saves.none-hint"), body, cx, ly+m.Pt(26), ui.Center, ui.Fade(ui.PaperDim, 0.7))
	}
	for k, b := range s.rows {
		s.drawRow(screen, b, s.entries[s.top+k], s.top+k == s.sel)
	}
	s.drawScrollHint(screen)

	if s.msg != "" {
		face := fonts.Face(ui.Regular, m.Pt(14))
		clr := ui.PaperDim
		if s.msgErr {
			clr = ui.Brass
		}
		lines := hud.Wrap(s.msg, face, s.msgRect.W)
		if len(lines) > 3 {
			lines = append(lines[:2], hud.Ellipsize(strings.Join(lines[2:], " "), face, s.msgRect.W))
		}
		ly := s.msgRect.Y + m.Pt(10)
		for _, l := range lines {
			ui.DrawText(screen, l, face, s.msgRect.X, ly, ui.Left, clr)
			ly += m.Pt(18)
		}
	} else if s.loading == nil {
		ui.DrawText(screen, i18n.T("saves.drop-hint"), fonts.Face(ui.Regular, m.Pt(13)), cx, s.msgRect.Y+m.Pt(28), ui.Center, ui.Fade(ui.PaperDim, 0.55))
	}
	acts := []*ui.Button{s.load, s.export, s.imp, s.del, s.back}
	if s.saving != nil {
		acts = acts[1:]
	}
	for _, b := range acts {
		b.Draw(screen, fonts, m)
	}
	if f := s.files(); f != nil && f.Dragging() {
		r := s.card.Inset(m.Pt(6))
		ui.StrokeRoundRect(screen, r, m.Pt(10), m.Pt(3), ui.Brass)
		ui.DrawText(screen, i18n.T("saves.drop-now"), fonts.Face(ui.Bold, m.Pt(18)), cx, s.list.Y+s.list.H/2, ui.Center, ui.Brass)
	}
}

// entryTitle is a save's title in the player's language (e.Title, whose
// fixed words are English).
func entryTitle(e gamesave.Entry) string {
	switch {
	case e.Problem != "":
		return i18n.T("saves.damaged")
	case e.Kind == gamesave.KindAuto:
		return i18n.T("saves.autosave")
	case e.Name == "":
		return i18n.T("saves.unnamed")
	}
	return e.Title()
}

func (s *Saves) drawRow(dst *ebiten.Image, b *ui.Button, e gamesave.Entry, selected bool) {
	m := s.m
	r := b.Rect
	fill := ui.Fade(ui.SeaShallow, 0.35)
	edge := ui.Fade(ui.ChartInk, 0.35)
	switch {
	case selected:
		fill, edge = ui.Fade(ui.SeaShallow, 0.95), ui.Brass
	case b.Hovered():
		fill, edge = ui.Fade(ui.SeaShallow, 0.7), ui.Fade(ui.Paper, 0.6)
	}
	ui.FillRoundRect(dst, r, m.Pt(6), fill)
	ui.StrokeRoundRect(dst, r.Inset(m.Pt(0.5)), m.Pt(6), m.Pt(1), edge)
	if b.Focused() {
		ring := m.Pt(2)
		ui.StrokeRoundRect(dst, r.Inset(-m.Pt(3)-ring/2), m.Pt(9), ring, ui.FocusRing)
	}
	fonts := s.env.Fonts
	pad := m.Pt(16)
	y1, y2 := r.Y+r.H*0.32, r.Y+r.H*0.70
	bold := fonts.Face(ui.Bold, m.Pt(16))
	reg := fonts.Face(ui.Regular, m.Pt(15))
	small := fonts.Face(ui.Regular, m.Pt(13))

	right := realDate(e.Saved)
	rw := ui.TextWidth(right, reg, 0)
	ui.DrawText(dst, right, reg, r.X+r.W-pad, y1, ui.Right, ui.PaperDim)

	title := entryTitle(e)
	tclr := ui.Paper
	if e.Kind == gamesave.KindAuto {
		tclr = ui.Fade(ui.Paper, 0.8)
	}
	if e.Problem != "" {
		tclr = ui.Brass
	}
	avail := r.W - 2*pad - rw - m.Pt(16)
	title = hud.Ellipsize(title, bold, avail*0.6)
	ui.DrawText(dst, title, bold, r.X+pad, y1, ui.Left, tclr)
	tw := ui.TextWidth(title, bold, 0)
	if e.Summary.Title != "" && e.Problem == "" {
		sc := hud.Ellipsize("  ·  "+gamesave.TitleIn(e.Summary, i18n.Current()), reg, avail-tw)
		ui.DrawText(dst, sc, reg, r.X+pad+tw, y1, ui.Left, ui.PaperDim)
	}

	var right2 string
	switch {
	case e.Problem != "":
	case e.Recovered:
		right2 = i18n.T("saves.recovered")
	default:
		right2 = i18n.T("saves.row-size", engine.Int("n", e.Summary.Decisions), engine.Text("bytes", gamesave.BytesIn(e.Size, i18n.Current())))
	}
	r2w := ui.TextWidth(right2, small, 0)
	ui.DrawText(dst, right2, small, r.X+r.W-pad, y2, ui.Right, ui.Fade(ui.PaperDim, 0.7))
	line := gamesave.LineIn(e.Summary, i18n.Current())
	if e.Problem != "" {
		line = e.Problem
	}
	line = hud.Ellipsize(line, small, r.W-2*pad-r2w-m.Pt(16))
	ui.DrawText(dst, line, small, r.X+pad, y2, ui.Left, ui.Fade(ui.PaperDim, 0.9))
}

func (s *Saves) drawScrollHint(dst *ebiten.Image) {
	if len(s.entries) <= s.visible {
		return
	}
	m := s.m
	face := s.env.Fonts.Face(ui.Regular, m.Pt(12))
	txt := i18n.T("ui.scroll-range", engine.Int("from", s.top+1), engine.Int("to", s.top+len(s.rows)), engine.Int("of", len(s.entries)))
	ui.DrawText(dst, txt, face, s.list.X+s.list.W, s.list.Y-m.Pt(9), ui.Right, ui.Fade(ui.PaperDim, 0.6))
}

// realDate is when a save was written, in the player's time zone.
func realDate(t time.Time) string {
	if t.IsZero() {
		return i18n.T("saves.date-unknown")
	}
	t = t.Local()
	// The month in the player's language ("26 nov 2026" in Italian).
	return fmt.Sprintf("%d %s %d  %s", t.Day(), i18n.T("month.short."+strconv.Itoa(int(t.Month()))), t.Year(), t.Format("15:04"))
}

func thousands(n int) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 && c != '-' {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
