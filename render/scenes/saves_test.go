package scenes

import (
	"errors"
	"periscope/game/systems"
	"strings"
	"testing"
	"time"

	"periscope/game/engine"
	"periscope/input"
	"periscope/render"
	"periscope/render/play"
	gamesave "periscope/save"
	"periscope/storage"
	"periscope/wasm"
)

// fakeFiles is a wasm.Files that records exports and hands over queued files.
type fakeFiles struct {
	exported map[string][]byte
	queue    []wasm.File
	picks    int
	// native: no file chooser; Open reads paths from disk.
	native bool
	disk   map[string][]byte
}

func (f *fakeFiles) Export(name string, data []byte) (string, error) {
	if f.exported == nil {
		f.exported = map[string][]byte{}
	}
	f.exported[name] = data
	return "/exports/" + name, nil
}
func (f *fakeFiles) CanPick() bool { return !f.native }
func (f *fakeFiles) Pick()         { f.picks++ }
func (f *fakeFiles) Open(path string) wasm.File {
	if data, ok := f.disk[path]; ok {
		return wasm.File{Name: path[strings.LastIndex(path, "/")+1:], Data: data, Size: int64(len(data))}
	}
	return wasm.File{Name: path, Err: errors.New("no such file")}
}
func (f *fakeFiles) Received() []wasm.File { q := f.queue; f.queue = nil; return q }
func (f *fakeFiles) Dragging() bool        { return false }
func (f *fakeFiles) Dir() string {
	if f.native {
		return "/home/player/Downloads"
	}
	return ""
}

var clockNow = time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)

func saverEnv(t *testing.T, store storage.Store) (*render.Env, *GameSaver, *fakeFiles) {
	t.Helper()
	env := newEnv(t, store)
	m := gamesave.NewManager(store, systems.Installed(), "test", func() time.Time { clockNow = clockNow.Add(time.Minute); return clockNow })
	m.Logf = func(string, ...any) {}
	files := &fakeFiles{}
	gs := NewGameSaver(env, m, files)
	env.Saver = gs
	return env, gs, files
}

// playSession plays n decisions of a scenario with the doctrine bot.
func playSession(t *testing.T, saver play.Saver, n int) *play.Session {
	t.Helper()
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := play.New(th, engine.Record{Scenario: "happy-time-1940", Seed: 5}, saver)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && s.Live() != nil; i++ {
		if err := s.Apply(*s.Suggest()); err != nil {
			t.Fatal(err)
		}
	}
	s.RevealAll()
	return s
}

func info(app *render.App) map[string]string {
	return app.Scenes().Top().(render.Informer).Info()
}

func waitFor(t *testing.T, app *render.App, what string, ok func() bool) {
	t.Helper()
	for i := 0; i < 600; i++ {
		if ok() {
			return
		}
		step(t, app, &input.State{})
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s (scene %s)", what, scene(app))
}

// The whole round: autosaves while playing, save to a named slot, the
// Load game screen lists them, Continue loads the newest (its replay is
// checked), export, a refused import, a good import, delete after asking.
func TestSavesScreens(t *testing.T) {
	store := storage.NewMemory()
	env, gs, files := saverEnv(t, store)
	s := playSession(t, gs, 40)
	app := newApp(t, env, 1280, 800, 1)
	es, _ := gs.M.List()
	if len(es) == 0 || es[0].Kind != gamesave.KindAuto || es[0].Summary.Decisions != 40 {
		t.Fatalf("autosaves: %+v", es)
	}

	// Save to a slot from the game.
	app.Scenes().Push(NewSaveGame(env, s))
	step(t, app, &input.State{})
	if scene(app) != "save-game" {
		t.Fatalf("scene %s", scene(app))
	}
	click(t, app, "name")
	for range len([]rune(s.Game().DateString())) {
		step(t, app, &input.State{Erase: true, Intents: []input.Intent{input.Back}})
	}
	step(t, app, &input.State{Chars: []rune("Before the convoy")})
	click(t, app, "save")
	if msg := info(app)["message"]; msg != "Saved “Before the convoy”." || scene(app) != "save-game" {
		t.Fatalf("after saving: %q in %s", msg, scene(app))
	}
	// Saving again under the name asks first.
	click(t, app, "save")
	if scene(app) != "confirm-overwrite" {
		t.Fatalf("scene %s", scene(app))
	}
	click(t, app, "cancel")
	step(t, app, &input.State{Intents: []input.Intent{input.Back}})
	step(t, app, &input.State{})

	// The title: Continue loads the newest save.
	if scene(app) != "title" {
		t.Fatalf("scene %s", scene(app))
	}
	click(t, app, "continue")
	waitFor(t, app, "the game", func() bool { return scene(app) == "map" })
	// The loaded game may open its combat board over the map a frame
	// later (the save was made mid-battle): let it, then leave the game.
	for range 5 {
		step(t, app, &input.State{})
	}
	for range app.Scenes().Depth() - 1 {
		app.Scenes().Pop()
	}
	step(t, app, &input.State{})

	// Load game: the list, export, imports, delete.
	app.Scenes().Replace(NewLoadGame(&shared{env: env, chart: NewChart(env.Fonts)}))
	step(t, app, &input.State{})
	in := info(app)
	if in["saves"] != "2" || !strings.HasPrefix(in["kinds"], "slot auto") {
		t.Fatalf("list: %v", in)
	}
	click(t, app, "export")
	var exported []byte
	for name, data := range files.exported {
		if !strings.Contains(name, "before-the-convoy") {
			t.Fatalf("exported as %q", name)
		}
		exported = data
	}
	before := storeDump(t, store)
	files.queue = []wasm.File{{Name: "broken.json", Data: exported[:len(exported)/2]}}
	step(t, app, &input.State{})
	in = info(app)
	if in["error"] != "true" || !strings.Contains(in["message"], "cut short") || !strings.Contains(in["message"], "unchanged") {
		t.Fatalf("bad import: %v", in)
	}
	if storeDump(t, store) != before {
		t.Fatal("a refused import changed the store")
	}
	click(t, app, "import")
	if files.picks != 1 {
		t.Fatal("Import did not open the file chooser")
	}
	files.queue = []wasm.File{{Name: "hx79.json", Data: exported}}
	step(t, app, &input.State{})
	in = info(app)
	if in["saves"] != "3" || in["selectedTitle"] != "Before the convoy (2)" || in["error"] != "" {
		t.Fatalf("import: %v", in)
	}
	click(t, app, "delete")
	if scene(app) != "confirm-delete" {
		t.Fatalf("scene %s", scene(app))
	}
	click(t, app, "confirm-delete")
	if in = info(app); in["saves"] != "2" || !strings.HasPrefix(in["message"], "Deleted") {
		t.Fatalf("after delete: %v", in)
	}
}

func storeDump(t *testing.T, s storage.Store) string {
	keys, _ := s.List("")
	var b strings.Builder
	for _, k := range keys {
		v, _ := s.Load(k)
		b.WriteString(k + "=" + string(v) + "\n")
	}
	return b.String()
}

// A full store: the autosave fails, the player is told over the game with
// the ways out, and the last good autosave stays.
func TestAutosaveQuota(t *testing.T) {
	store := storage.NewMemory()
	env, gs, _ := saverEnv(t, store)
	app := newApp(t, env, 1280, 800, 1)
	s := playSession(t, gs, 10)
	last, _ := gs.M.Latest()
	// Not a byte to spare: within a turn an autosave writes only its
	// tail (save/tail.go), a few hundred bytes, which the room the keys
	// take in the usage (and not in the store's limit) would hold.
	store.Limit = 1
	if err := s.Apply(*s.Suggest()); err != nil {
		t.Fatal(err)
	}
	if !errors.Is(s.SaveErr, storage.ErrQuota) {
		t.Fatalf("autosave error %v", s.SaveErr)
	}
	step(t, app, &input.State{})
	step(t, app, &input.State{})
	if scene(app) != "storage-problem" {
		t.Fatalf("scene %s", scene(app))
	}
	if now, _ := gs.M.Latest(); now.Key != last.Key {
		t.Fatal("the last good autosave is gone")
	}
	// Told once, not after every decision.
	s.Apply(*s.Suggest())
	step(t, app, &input.State{})
	click(t, app, "close")
	if scene(app) != "title" {
		t.Fatalf("scene %s", scene(app))
	}
	store.Limit = 0
	if err := s.Apply(*s.Suggest()); err != nil || s.SaveErr != nil {
		t.Fatalf("after making room: %v %v", err, s.SaveErr)
	}
}

// Natively Import asks for a path (prefilled with the export folder); a
// typed path is read and imported, a wrong one is reported.
func TestImportByPath(t *testing.T) {
	store := storage.NewMemory()
	env, gs, files := saverEnv(t, store)
	files.native = true
	s := playSession(t, nil, 20)
	name, data, err := gs.M.ExportGame("Off Rockall", "g9", s.Record(), s.Game())
	if err != nil {
		t.Fatal(err)
	}
	files.disk = map[string][]byte{"/home/player/Downloads/" + name: data}
	app := newApp(t, env, 1280, 800, 1)
	app.Scenes().Push(NewLoadGame(&shared{env: env, chart: NewChart(env.Fonts)}))
	step(t, app, &input.State{})
	click(t, app, "import")
	if scene(app) != "import-path" {
		t.Fatalf("scene %s", scene(app))
	}
	step(t, app, &input.State{Chars: []rune("nothing.json"), Intents: []input.Intent{}})
	step(t, app, keys(input.Activate))
	if in := info(app); scene(app) != "load-game" || in["error"] != "true" || !strings.Contains(in["message"], "no such file") {
		t.Fatalf("wrong path: %s %v", scene(app), in)
	}
	click(t, app, "import")
	step(t, app, &input.State{Chars: []rune(name)})
	step(t, app, keys(input.Activate))
	if in := info(app); in["saves"] != "1" || in["selectedTitle"] != "Off Rockall" {
		t.Fatalf("import by path: %v", in)
	}
}

// Over a game in play, one click on a save row only selects it; a second
// click (or Load) asks before the loaded game replaces the one on the map,
// and Keep playing leaves everything as it was (issue 14, item 12).
func TestLoadInGameAsksFirst(t *testing.T) {
	store := storage.NewMemory()
	env, gs, _ := saverEnv(t, store)
	playSession(t, gs, 12)
	app := newApp(t, env, 1280, 800, 1)
	app.Scenes().Push(NewLoadGameInGame(env))
	step(t, app, &input.State{})
	if scene(app) != "load-game" {
		t.Fatalf("scene %s", scene(app))
	}
	var row string
	for _, c := range app.Scenes().Top().(render.Describer).Controls() {
		if strings.HasPrefix(c.ID, "save-") {
			row = c.ID
			break
		}
	}
	if row == "" {
		t.Fatal("no save row")
	}
	click(t, app, row)
	step(t, app, &input.State{})
	if scene(app) != "load-game" || info(app)["message"] != "" {
		t.Fatalf("one click on a row: scene %s, %v", scene(app), info(app))
	}
	click(t, app, row)
	if scene(app) != "confirm-load" {
		t.Fatalf("a second click should ask first: scene %s", scene(app))
	}
	click(t, app, "cancel")
	step(t, app, &input.State{})
	if scene(app) != "load-game" || strings.HasPrefix(info(app)["message"], "Checking") {
		t.Fatalf("Keep playing: scene %s, %v", scene(app), info(app))
	}
	click(t, app, "load")
	if scene(app) != "confirm-load" {
		t.Fatalf("Load should ask first: scene %s", scene(app))
	}
	click(t, app, "confirm-load")
	if !strings.HasPrefix(info(app)["message"], "Checking") && scene(app) == "load-game" {
		t.Fatalf("Load after asking did not load: %v", info(app))
	}
}
