//go:build ebitentest && linux

package scenes

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/game/engine"
	"periscope/game/systems"
	"periscope/i18n"
	"periscope/render"
	"periscope/render/play"
	"periscope/render/ui"
	gamesave "periscope/save"
	"periscope/storage"
)

// TestNativeInputMethod types into the game's two text fields, the save
// name and the rules search, in a real window under an X server of its own
// with xdotool, through the input method as the game starts it (ui.IME on
// by default): plain keys, accented letters through Xlib's compose (its
// local input method, the path of dead keys and the Compose key) and, when
// uim-xim is installed, a composition through a real XIM server (Korean,
// uim's byeoru: "gks" composes 한 in the preedit, drawn at the caret, until
// it is committed). It reads back each field and the save's name: nothing
// typed twice, nothing lost. scripts/test.sh installs xdotool and uim-xim.
func TestNativeInputMethod(t *testing.T) {
	for _, tool := range []string{"Xvfb", "xdotool"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatalf("%s is missing (scripts/test.sh installs it)", tool)
			}
			t.Skipf("%s is missing (scripts/test.sh installs it)", tool)
		}
	}
	if !ui.IMEFromEnv(func(string) string { return "" }) {
		t.Fatal("the input method is not on by default")
	}
	display := startXvfb(t)
	dir := t.TempDir()
	// Xlib's compose table (its local input method reads it for dead keys
	// and the Compose key): here from plain keys, since the X server's
	// keyboard map cannot be changed under Xvfb to give dead keys of their own.
	compose := filepath.Join(dir, "Compose")
	if err := os.WriteFile(compose, []byte("<grave> <a> : \"à\" agrave\n<grave> <u> : \"ù\" ugrave\n<apostrophe> <e> : \"é\" eacute\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	// Xlib's own input method: plain keys and compose.
	c := startIMEChild(t, display, "LC_ALL=C.UTF-8", "XCOMPOSEFILE="+compose, "XMODIFIERS=@im=none")
	c.want(t, "the save screen", func(s imeState) bool { return s.scene == "save-game" && s.text != "" })
	date := c.state().text
	c.xdo(t, "type", "--delay", "40", " Ciao, perch")
	c.xdo(t, "key", "--delay", "40", "apostrophe", "e", "space", "g", "i", "grave", "a")
	c.want(t, "the typed name", func(s imeState) bool { return s.text == date+" Ciao, perché già" })
	// The caret keys, one at a time, each held down until the window has
	// seen it (under a loaded machine's slow ticks a press and release can
	// fall in one tick and go unseen).
	for _, k := range []struct {
		key, want string
		caret     int // from the end
	}{
		{"BackSpace", " Ciao, perché gi", 0}, {"BackSpace", " Ciao, perché g", 0},
		{"Left", " Ciao, perché g", 1}, {"Left", " Ciao, perché g", 2}, {"x", " Ciao, perchéx g", 2},
	} {
		c.tap(t, k.key, k.key+" → "+k.want, func(s imeState) bool { return s.text == date+k.want && len(s.text)-s.caret == k.caret })
	}
	c.tap(t, "Return", "the save", func(s imeState) bool { return strings.Contains(s.msg, "Ciao, perchéx g»") })
	c.send(t, "rules")
	c.want(t, "the rules reference", func(s imeState) bool { return s.scene == "rules" })
	time.Sleep(300 * time.Millisecond) // its search field takes keys from its first tick on
	c.xdo(t, "type", "--delay", "40", "scorta pi")
	c.xdo(t, "key", "--delay", "40", "grave", "u")
	c.want(t, "the search", func(s imeState) bool { return s.text == "scorta più" })
	c.close(t)

	// A real XIM server composing on the spot.
	if _, err := exec.LookPath("uim-xim"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("uim-xim is missing (scripts/test.sh installs it)")
		}
		t.Log("uim-xim is missing: no composition tried")
		return
	}
	loc := utf8Locale()
	if loc == "" {
		t.Fatal("no en_US or it_IT UTF-8 locale for uim-xim (scripts/test.sh makes one with localedef)")
	}
	xim := exec.Command("uim-xim", "--engine=byeoru")
	xim.Env = append(os.Environ(), "DISPLAY="+display, "LC_ALL="+loc)
	if err := xim.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { xim.Process.Kill(); xim.Wait() })
	waitXIMServer(t, display)
	c = startIMEChild(t, display, "LC_ALL="+loc, "XMODIFIERS=@im=uim")
	c.want(t, "the save screen", func(s imeState) bool { return s.scene == "save-game" && s.text != "" })
	date = c.state().text
	// Each key once the window has taken the last one, as a typist waits
	// for the screen: when a loaded machine's slow ticks let keys pile up,
	// a commit and the plain key typed after it can reach the field in the
	// wrong order, and after a commit the next preedit is now and then not
	// drawn (Ebitengine's XIM path; the text still comes out whole).
	c.xdo(t, "type", "--delay", "40", " ab")
	c.want(t, "ab", func(s imeState) bool { return s.text == date+" ab" })
	c.xdo(t, "key", "shift+space")
	time.Sleep(300 * time.Millisecond) // uim switches to Hangul, unseen
	c.xdo(t, "key", "--delay", "120", "g", "k", "s")
	c.want(t, "한 composing at the caret", func(s imeState) bool { return s.text == date+" ab" && s.comp == "한" })
	c.tap(t, "r", "한 committed", func(s imeState) bool { return s.text == date+" ab한" })
	c.xdo(t, "key", "--delay", "120", "m", "f")
	time.Sleep(300 * time.Millisecond)
	c.xdo(t, "key", "shift+space")
	c.want(t, "글 committed", func(s imeState) bool { return s.text == date+" ab한글" && s.comp == "" })
	c.tap(t, "z", "a plain key after", func(s imeState) bool { return s.text == date+" ab한글z" && s.comp == "" })
	c.send(t, "rules")
	c.want(t, "the rules reference", func(s imeState) bool { return s.scene == "rules" })
	time.Sleep(300 * time.Millisecond) // its search field takes keys from its first tick on
	c.tap(t, "u", "u", func(s imeState) bool { return s.text == "u" })
	c.xdo(t, "key", "shift+space")
	time.Sleep(300 * time.Millisecond)
	c.xdo(t, "key", "--delay", "120", "g", "k", "s")
	c.want(t, "한 composing in the search", func(s imeState) bool { return s.text == "u" && s.comp == "한" })
	c.xdo(t, "key", "shift+space")
	c.want(t, "the search", func(s imeState) bool { return s.text == "u한" && s.comp == "" })
	c.close(t)
}

func utf8Locale() string {
	out, _ := exec.Command("locale", "-a").Output()
	for _, l := range strings.Fields(string(out)) {
		if low := strings.ToLower(l); low == "en_us.utf8" || low == "it_it.utf8" {
			return l
		}
	}
	return ""
}

// startXvfb starts an X server of its own (its keyboard and input method
// are this test's alone) and returns its display.
func startXvfb(t *testing.T) string {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	// No autorepeat: the keys tapped one at a time are held down until the
	// window has seen them (a press and release in one slow tick can go
	// unseen, a letter too: a plain "x" stroke was lost in a loaded run),
	// and on a loaded machine that can outlast XKB's default 660 ms delay,
	// when the server would type the held key again (a held "x" came out as
	// 25 of them in a CI run). 60 s is XKB's longest delay.
	x := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1024x768x24", "-nolisten", "tcp",
		"-ardelay", "60000", "-arinterval", "60000")
	x.ExtraFiles = []*os.File{w}
	if err := x.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() { x.Process.Kill(); x.Wait() })
	line, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	n, err2 := strconv.Atoi(strings.TrimSpace(line))
	if err != nil || err2 != nil {
		t.Fatalf("Xvfb gave no display: %q %v", line, err)
	}
	return ":" + strconv.Itoa(n)
}

// waitXIMServer waits for an input method server to announce itself on the
// root window.
func waitXIMServer(t *testing.T, display string) {
	for i := 0; i < 200; i++ {
		out, _ := exec.Command("xprop", "-display", display, "-root", "XIM_SERVERS").Output()
		if strings.Contains(string(out), "@server=") {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("uim-xim did not announce itself")
}

type imeState struct {
	scene, text, comp, msg string
	caret                  int
}

type imeProc struct {
	cmd     *exec.Cmd
	display string
	stdin   *os.File
	win     string
	mu      sync.Mutex
	st      imeState
	lines   []string
	done    chan struct{}
}

func startIMEChild(t *testing.T, display string, env ...string) *imeProc {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), "PERISCOPE_IME_CHILD=1", "DISPLAY="+display), env...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdin = r
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r.Close()
	p := &imeProc{cmd: cmd, display: display, stdin: w, done: make(chan struct{})}
	t.Cleanup(func() { p.close(t) })
	go func() {
		defer close(p.done)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			line := sc.Text()
			p.mu.Lock()
			p.lines = append(p.lines, line)
			if f := strings.SplitN(line, "\t", 6); len(f) == 6 && f[0] == "state" {
				caret, _ := strconv.Atoi(f[5])
				p.st = imeState{scene: f[1], text: unq(f[2]), comp: unq(f[3]), msg: unq(f[4]), caret: caret}
			}
			p.mu.Unlock()
		}
	}()
	p.want(t, "the window", func(s imeState) bool { return s.scene != "" })
	// The window takes the keyboard (no window manager here).
	find := exec.Command("xdotool", "search", "--sync", "--name", "periscope ime test")
	find.Env = append(os.Environ(), "DISPLAY="+display)
	id, err := find.Output()
	if err != nil {
		t.Fatalf("no game window: %v", err)
	}
	p.win = strings.Fields(string(id))[0]
	p.xdo(t, "windowfocus", "--sync", p.win)
	return p
}

func unq(s string) string {
	u, err := strconv.Unquote(s)
	if err != nil {
		return s
	}
	return u
}

func (p *imeProc) state() imeState { p.mu.Lock(); defer p.mu.Unlock(); return p.st }

func (p *imeProc) want(t *testing.T, what string, ok func(imeState) bool) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		if ok(p.state()) {
			return
		}
		select {
		case <-p.done:
			t.Fatalf("the game window ended before %s", what)
		case <-time.After(20 * time.Millisecond):
		}
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	n := max(0, len(p.lines)-8)
	t.Fatalf("waiting for %s: now %+v; last lines:\n%s", what, p.st, strings.Join(p.lines[n:], "\n"))
}

func (p *imeProc) xdo(t *testing.T, args ...string) {
	t.Helper()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+p.display)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("xdotool %v: %v %s", args, err, out)
	}
}

// tap holds a key down until the window shows what it did.
func (p *imeProc) tap(t *testing.T, key, what string, ok func(imeState) bool) {
	t.Helper()
	p.xdo(t, "keydown", key)
	p.want(t, what, ok)
	p.xdo(t, "keyup", key)
}

func (p *imeProc) send(t *testing.T, line string) {
	if _, err := fmt.Fprintln(p.stdin, line); err != nil {
		t.Fatal(err)
	}
}

func (p *imeProc) close(t *testing.T) {
	if p.stdin == nil {
		return
	}
	p.stdin.Close()
	p.stdin = nil
	select {
	case <-p.done:
	case <-time.After(10 * time.Second):
		p.cmd.Process.Kill()
	}
	p.cmd.Wait()
}

// imeChild is the game window TestNativeInputMethod types into: the real
// App, scenes and input path, with the input method set as main sets it,
// opened on the Save screen of a game in play. It prints its state on
// stdout whenever it changes (scene, the focused field's text and
// composition, the screen's message, the X window), and takes "rules" on
// stdin to open the rules reference; it ends when stdin closes.
func imeChild() {
	ui.IME = ui.IMEFromEnv(os.Getenv)
	fonts, err := ui.NewFonts()
	if err != nil {
		panic(err)
	}
	st := render.DefaultSettings()
	st.TutorialOff = true
	st.Lang = "it"
	store := storage.NewMemory()
	env := &render.Env{Fonts: fonts, Store: store, Settings: &st, Version: "test"}
	m := gamesave.NewManager(store, systems.Installed(), "test", time.Now)
	m.Logf = func(string, ...any) {}
	gs := NewGameSaver(env, m, &fakeFiles{native: true})
	env.Saver = gs
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		panic(err)
	}
	sess, err := play.New(th, engine.Record{Scenario: "happy-time-1940", Seed: 5}, gs)
	if err != nil {
		panic(err)
	}
	i18n.SetLang(i18n.IT) // as the App sets it from the settings
	app := render.NewApp(env, NewSaveGame(env, sess), nil)
	cmds := make(chan string, 4)
	go func() {
		sc := bufio.NewScanner(os.Stdin)
		for sc.Scan() {
			cmds <- sc.Text()
		}
		close(cmds)
	}()
	ebiten.SetWindowSize(800, 500)
	ebiten.SetWindowTitle("periscope ime test")
	g := &imeGame{app: app, env: env, cmds: cmds}
	if err := ebiten.RunGame(g); err != nil && err != errIMEDone {
		panic(err)
	}
}

var errIMEDone = fmt.Errorf("ime child done")

type imeGame struct {
	app  *render.App
	env  *render.Env
	cmds chan string
	last string
}

func (g *imeGame) Update() error {
	select {
	case c, ok := <-g.cmds:
		if !ok {
			return errIMEDone
		}
		if c == "rules" {
			g.app.Scenes().Replace(NewRules(g.env, ""))
		}
	default:
	}
	if err := g.app.Update(); err != nil {
		return err
	}
	var f *ui.TextField
	msg := ""
	switch s := g.app.Scenes().Top().(type) {
	case *Saves:
		f, msg = s.name, s.msg
	case *Rules:
		f = s.q
	}
	text, comp, caret := "", "", 0
	if f != nil {
		text, comp, caret = f.Text, f.Composition(), f.Caret
	}
	line := strings.Join([]string{"state", g.app.Scenes().Top().Name(), strconv.Quote(text), strconv.Quote(comp), strconv.Quote(msg), strconv.Itoa(caret)}, "\t")
	if line != g.last {
		fmt.Println(line)
		g.last = line
	}
	return nil
}

func (g *imeGame) Draw(screen *ebiten.Image)               { g.app.Draw(screen) }
func (g *imeGame) Layout(w, h int) (int, int)              { return g.app.Layout(w, h) }
func (g *imeGame) LayoutF(w, h float64) (float64, float64) { return g.app.LayoutF(w, h) }
