// Command combatdemo plays a scenario of the Atlantic data with the
// doctrine bot from a fixed seed until a combat board is at the decision
// asked for, then shows the combat scene on it, to play on by hand or to
// screenshot.
//
//	go run ./cmd/combatdemo                                    # large convoy, wolfpack, allocation
//	go run ./cmd/combatdemo -board single -kind lone-attack
//	go run ./cmd/combatdemo -scenario black-pit-1942 -board tf -kind allocate
//	go run ./cmd/combatdemo -shot /tmp/board.png -plus 1,1,2   # click + on targets 1, 1, 2, write a PNG
//
// Under Xvfb: xvfb-run -a -s "-screen 0 1280x800x24" go run ./cmd/combatdemo -shot /tmp/board.png
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"log"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render"
	"periscope/render/combat"
	"periscope/render/combat/combattest"
	"periscope/render/ui"
	"periscope/storage"
	"periscope/wasm"
)

// busy is the board without render.Still: drawn every frame, as while
// its dice roll, so the frame rate shows the full frame cost.
type busy struct{ *combat.Scene }

func (b busy) Name() string                          { return b.Scene.Name() }
func (b busy) Layout(m ui.Metrics)                   { b.Scene.Layout(m) }
func (b busy) Update(ctx *render.SceneContext) error { return b.Scene.Update(ctx) }
func (b busy) Draw(dst *ebiten.Image)                { b.Scene.Draw(dst) }
func (b busy) Controls() []ui.Info                   { return b.Scene.Controls() }

type demo struct {
	app    *render.App
	reader input.Reader
	shot   string
	frames int
	frame  int
	script []step
	scale  float64

	upd, drw time.Duration // CPU time of Update and Draw since the last report
	last     time.Time
	draws    int
	sweep    bool
}

// step is a scripted pointer action: click or hover a control.
type step struct {
	id    string
	hover bool
}

func main() {
	scenario := flag.String("scenario", "happy-time-1940", "scenario id")
	seed := flag.Uint64("seed", 1, "game seed")
	board := flag.String("board", "c2", "combat board: single, c1, c2, tf ('' = any)")
	kind := flag.String("kind", "allocate", "prompt kind to stop at ('' = any on a board)")
	pack := flag.Bool("pack", true, "a wolfpack must be fighting (ignored for single and tf)")
	round := flag.Int("round", 0, "at least this round")
	contact := flag.String("contact", "", "contact kind: tf, special, c1, c2, single ('' = any)")
	w := flag.Int("w", 1280, "window width in CSS pixels")
	h := flag.Int("h", 800, "window height in CSS pixels")
	scale := flag.Float64("scale", 1, "device scale factor")
	shot := flag.String("shot", "", "write a screenshot to this PNG and exit")
	frames := flag.Int("frames", 8, "frames before the screenshot")
	plus := flag.String("plus", "", "comma-separated allocation targets (1-based) to click + on")
	hover := flag.Int("hover", 0, "hover the n-th board choice (1-based) before the screenshot")
	click := flag.String("click", "", "comma-separated control ids to click")
	speed := flag.Float64("speed", 1, "animation speed (0 = off)")
	redraw := flag.Bool("redraw", runtime.GOOS == "js", "redraw every frame (for measuring the frame cost; the browser build measures)")
	sweep := flag.Bool("sweep", false, "move the pointer to another counter every frame (hover: the worst case for the panel)")
	flag.Parse()

	th, err := combattest.Atlantic()
	if err != nil {
		log.Fatal(err)
	}
	want := combattest.Want{Board: *board, Kind: *kind, Pack: *pack && *board != "single" && *board != "tf", Round: *round, Contact: *contact}
	sess, err := combattest.Drive(th, *scenario, *seed, want, 40000)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s seed %d: %s after %d decisions (%s)\n", *scenario, *seed, sess.G.Prompt().Kind, sess.Applied, sess.G.DateString())
	fonts, err := ui.NewFonts()
	if err != nil {
		log.Fatal(err)
	}
	settings := render.DefaultSettings()
	settings.AnimSpeed = *speed
	env := &render.Env{Fonts: fonts, Store: storage.NewMemory(), Settings: &settings, Version: "combatdemo"}
	// The log of this contact so far: from the search roll that found it.
	var sc render.Scene = combat.New(env, sess, combat.Options{})
	if *redraw {
		sc = busy{sc.(*combat.Scene)}
	}
	app := render.NewApp(env, sc, wasm.New())
	if runtime.GOOS != "js" {
		app.SetDeviceScaleFunc(func() float64 { return *scale })
	}
	d := &demo{app: app, shot: *shot, frames: *frames, scale: *scale, sweep: *sweep}
	for _, p := range strings.Split(*plus, ",") {
		if n, err := strconv.Atoi(strings.TrimSpace(p)); err == nil && n > 0 {
			d.script = append(d.script, step{id: fmt.Sprintf("#plus%d", n)})
		}
	}
	for _, c := range strings.Split(*click, ",") {
		if c = strings.TrimSpace(c); c != "" {
			d.script = append(d.script, step{id: c})
		}
	}
	if *hover > 0 {
		d.script = append(d.script, step{id: fmt.Sprintf("#board%d", *hover), hover: true})
	}
	ebiten.SetWindowSize(*w, *h)
	ebiten.SetWindowTitle("Periscope — combat board demo")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false) // as main.go: still frames are not redrawn
	if err := ebiten.RunGame(d); err != nil {
		log.Fatal(err)
	}
}

// find resolves a script id to a control: "#plusN" is the + chip of the
// N-th allocation target, "#boardN" the N-th board choice.
func (d *demo) find(id string) (ui.Info, bool) {
	sc, ok := d.app.Scenes().Top().(render.Describer)
	if !ok {
		return ui.Info{}, false
	}
	var plus, board []ui.Info
	for _, c := range sc.Controls() {
		if strings.HasPrefix(c.ID, "plus:") {
			plus = append(plus, c)
		}
		if strings.HasPrefix(c.ID, "col:") || strings.HasPrefix(c.ID, "unit:") || strings.HasPrefix(c.ID, "fire:") || strings.HasPrefix(c.ID, "sub:") {
			board = append(board, c)
		}
		if c.ID == id {
			return c, true
		}
	}
	var n int
	if _, err := fmt.Sscanf(id, "#plus%d", &n); err == nil && n <= len(plus) {
		return plus[n-1], true
	}
	if _, err := fmt.Sscanf(id, "#board%d", &n); err == nil && n <= len(board) {
		return board[n-1], true
	}
	return ui.Info{}, false
}

func (d *demo) Update() error {
	d.frame++
	if d.sweep && d.shot == "" && len(d.script) == 0 {
		t0 := time.Now()
		in := &input.State{MouseMoved: true}
		if c, ok := d.find(fmt.Sprintf("#board%d", 1+d.frame/4%3)); ok {
			x, y := c.Rect.Center()
			in.Pointers = []input.Pointer{{Kind: input.Mouse, X: x, Y: y}}
		}
		err := d.app.Step(in)
		d.upd += time.Since(t0)
		return err
	}
	if d.shot == "" && len(d.script) == 0 {
		t0 := time.Now()
		err := d.app.Update()
		d.upd += time.Since(t0)
		return err
	}
	// Scripted: one pointer action every other frame.
	in := &input.State{}
	if len(d.script) > 0 && d.frame > 2 {
		st := d.script[0]
		if c, ok := d.find(st.id); ok {
			x, y := c.Rect.Center()
			switch {
			case st.hover:
				in.Pointers = []input.Pointer{{Kind: input.Mouse, X: x, Y: y}}
				in.MouseMoved = true
				d.script = d.script[1:]
			case d.frame%2 == 1:
				in.Pointers = []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Pressed: true, Down: true}}
				in.MouseMoved = true
			default:
				in.Pointers = []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Released: true}}
				d.script = d.script[1:]
			}
		} else {
			log.Printf("no control %q", st.id)
			d.script = d.script[1:]
		}
	}
	return d.app.Step(in)
}

func (d *demo) Draw(screen *ebiten.Image) {
	t0 := time.Now()
	d.app.Draw(screen)
	d.drw += time.Since(t0)
	d.draws++
	if d.draws%10 == 0 && d.shot == "" {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		fmt.Printf("frames %d: Update %.2f ms, Draw %.2f ms (CPU, averaged), %.1f fps, %.1f TPS, heap %d MB, GCs %d, wall per draw %.1f ms\n", d.frame, float64(d.upd.Microseconds())/10000, float64(d.drw.Microseconds())/10000, ebiten.ActualFPS(), ebiten.ActualTPS(), ms.HeapAlloc>>20, ms.NumGC, float64(time.Since(d.last).Microseconds())/10000)
		d.last = time.Now()
		d.upd, d.drw = 0, 0
	}
	if d.shot == "" || len(d.script) > 0 || d.frame < d.frames {
		return
	}
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	f, err := os.Create(d.shot)
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		log.Fatal(err)
	}
	f.Close()
	fmt.Printf("wrote %s (%dx%d)\n", d.shot, b.Dx(), b.Dy())
	os.Exit(0)
}

func (d *demo) Layout(int, int) (int, int) { panic("LayoutF is used") }

func (d *demo) LayoutF(ow, oh float64) (float64, float64) { return d.app.LayoutF(ow, oh) }
