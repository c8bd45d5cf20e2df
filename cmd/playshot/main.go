// Command playshot plays a scenario through the real game UI natively —
// the same App, scenes and input path as the game, with clicks and keys
// sent to it — and writes a screenshot of every scene it passes, and
// measures the frame cost of the busiest map view. Run it under Xvfb:
//
//	xvfb-run -a -s "-screen 0 1920x1200x24" go run ./cmd/playshot -out /tmp/shots
//	go run ./cmd/playshot -w 1024 -h 640 -scale 2 -out /tmp/shots2x
//	go run ./cmd/playshot -bench -scenario black-pit-1942   # frame cost only
package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"log"
	"os"
	"path/filepath"
	"periscope/game/systems"
	"sort"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"periscope/input"
	"periscope/render"
	"periscope/render/scenes"
	"periscope/render/ui"
	"periscope/save"
	"periscope/storage"
	"periscope/wasm"
)

var (
	outDir   = flag.String("out", "/tmp/periscope-shots", "directory for the screenshots")
	width    = flag.Float64("w", 1280, "window width, CSS pixels")
	height   = flag.Float64("h", 800, "window height, CSS pixels")
	scale    = flag.Float64("scale", 1, "device scale factor")
	scenario = flag.String("scenario", "u47-scapa-flow", "scenario to play")
	game     = flag.String("game", "", "new-game tab to open first, system/theatre (e.g. campaign/pacific)")
	seed     = flag.String("seed", "1", "seed")
	bench    = flag.Bool("bench", false, "measure the frame cost of the whole map with every counter, then exit")
	maxSteps = flag.Int("steps", 400, "most decisions to make")
	lang     = flag.String("lang", "", "language of the interface (en, it; default: the system's)")
)

type request struct {
	in   *input.State
	shot string
	done chan wasm.Status
}

type driver struct {
	app   *render.App
	reqs  chan request
	shot  *request
	err   error
	frame int
}

func (d *driver) Update() error {
	if d.err != nil {
		return d.err
	}
	in := &input.State{}
	select {
	case r := <-d.reqs:
		if r.shot != "" {
			d.shot = &r
		} else {
			in = r.in
			defer func() { r.done <- d.app.Status() }()
		}
	default:
	}
	return d.app.Step(in)
}

func (d *driver) Draw(screen *ebiten.Image) {
	d.app.Draw(screen)
	d.frame++
	if d.shot == nil {
		return
	}
	r := d.shot
	d.shot = nil
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	f, err := os.Create(r.shot)
	if err == nil {
		err = png.Encode(f, img)
		f.Close()
	}
	if err != nil {
		d.err = err
	}
	r.done <- d.app.Status()
}

func (d *driver) Layout(int, int) (int, int) { panic("LayoutF") }

func (d *driver) LayoutF(float64, float64) (float64, float64) {
	return d.app.LayoutF(*width, *height)
}

// send runs one tick with the given input and returns the status after it.
func (d *driver) send(in *input.State) wasm.Status {
	done := make(chan wasm.Status, 1)
	d.reqs <- request{in: in, done: done}
	return <-done
}

func (d *driver) idle(n int) wasm.Status {
	var st wasm.Status
	for i := 0; i < n; i++ {
		st = d.send(&input.State{})
	}
	return st
}

func (d *driver) snap(name string) {
	done := make(chan wasm.Status, 1)
	d.reqs <- request{shot: filepath.Join(*outDir, name+".png"), done: done}
	<-done
	fmt.Println("shot", name)
}

func find(st wasm.Status, id string) (wasm.Button, bool) {
	for _, b := range st.Buttons {
		if b.ID == id {
			return b, true
		}
	}
	return wasm.Button{}, false
}

// click presses and releases the mouse over a control (CSS px → device px).
func (d *driver) click(id string) bool {
	st := d.idle(1)
	b, ok := find(st, id)
	if !ok || !b.Enabled {
		return false
	}
	s := st.DeviceScale
	x, y := (b.X+b.W/2)*s, (b.Y+b.H/2)*s
	d.send(&input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y}}})
	d.send(&input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Pressed: true, Down: true}}})
	d.send(&input.State{Pointers: []input.Pointer{{Kind: input.Mouse, X: x, Y: y, Released: true}}})
	return true
}

func (d *driver) hover(id string) {
	st := d.idle(1)
	if b, ok := find(st, id); ok {
		s := st.DeviceScale
		d.send(&input.State{MouseMoved: true, Pointers: []input.Pointer{{Kind: input.Mouse, X: (b.X + b.W/2) * s, Y: (b.Y + b.H/2) * s}}})
	}
}

func (d *driver) keys(i ...input.Intent) { d.send(&input.State{Intents: i}) }

func (d *driver) typeText(s string) {
	d.send(&input.State{Chars: []rune(s)})
}

func (d *driver) waitScene(name string, ticks int) (wasm.Status, error) {
	for i := 0; i < ticks; i++ {
		st := d.idle(1)
		if st.Scene == name {
			return st, nil
		}
	}
	st := d.idle(1)
	return st, fmt.Errorf("scene %q not reached (on %q)", name, st.Scene)
}

func ids(st wasm.Status, prefix string) []string {
	var out []string
	for _, b := range st.Buttons {
		if strings.HasPrefix(b.ID, prefix) && b.Enabled && b.W > 0 {
			out = append(out, b.ID)
		}
	}
	return out
}

// answer makes one decision through the UI, as the browser test does.
func (d *driver) answer(st wasm.Status) bool {
	switch st.Scene {
	case "combat":
		for _, pref := range []string{"continue", "fire"} {
			if d.click(pref) {
				return true
			}
		}
		if st.Prompt == "allocate" {
			if ps := ids(st, "plus:"); len(ps) > 0 {
				for i := 0; i < 8; i++ {
					d.click(ps[0])
				}
				return d.click("fire")
			}
		}
		for _, pref := range []string{"opt:reattack", "opt:withdraw"} {
			if d.click(pref) {
				return true
			}
		}
		if os := ids(st, "opt:"); len(os) > 0 {
			return d.click(os[0])
		}
		for _, pre := range []string{"unit:", "col:", "fire:", "gun:", "sub:"} {
			if os := ids(st, pre); len(os) > 0 {
				return d.click(os[0])
			}
		}
		d.keys(input.Activate)
		return true
	case "map":
		p := st.Info["prompt"]
		switch p {
		case "":
			return false
		case "deploy":
			if d.click("area:sw-approaches") {
				return true
			}
		case "search":
			if d.click("boat-opt:search") {
				return true
			}
		}
		for _, pref := range []string{"opt:patrol", "opt:no", "opt:stay", "opt:search", "opt:engage", "opt:attack"} {
			if d.click(pref) {
				return true
			}
		}
		if st.Info["alloc"] != "" {
			for i := 0; i < 10; i++ {
				d.click("alloc-plus:0")
			}
			return d.click("alloc-ok")
		}
		if os := ids(st, "opt:"); len(os) > 0 {
			return d.click(os[0])
		}
		d.keys(input.Activate)
		return true
	}
	return false
}

func run(d *driver) error {
	if err := os.MkdirAll(*outDir, 0o755); err != nil {
		return err
	}
	if _, err := d.waitScene("title", 60); err != nil {
		return err
	}
	d.idle(3)
	d.snap("01-title")
	d.click("settings")
	d.waitScene("settings", 30)
	d.idle(2)
	d.snap("02-settings")
	d.keys(input.Back)
	d.waitScene("title", 30)
	d.click("new-game")
	if _, err := d.waitScene("newgame", 30); err != nil {
		return err
	}
	if *game != "" {
		d.click("game:" + *game)
		d.idle(2)
	}
	d.click("scn:" + *scenario)
	d.click("seed")
	for i := 0; i < 12; i++ {
		d.send(&input.State{Erase: true})
	}
	d.typeText(*seed)
	d.idle(2)
	d.snap("03-newgame")
	d.click("start")
	// A scenario with a briefing opens on it (campaign_briefing.go): shoot
	// it and begin.
	for i := 0; i < 120; i++ {
		if st := d.idle(1); st.Scene == "briefing" || st.Scene == "map" {
			break
		}
	}
	if st := d.idle(1); st.Scene == "briefing" {
		d.idle(2)
		d.snap("03b-briefing")
		d.click("begin")
	}
	if _, err := d.waitScene("map", 120); err != nil {
		return err
	}
	if *bench {
		return d.measure()
	}
	st := d.idle(5)
	d.snap("04-map-start")
	if os.Getenv("PLAYSHOT_V") != "" {
		for _, b := range st.Buttons {
			fmt.Println("control", b.ID, b.X, b.Y, b.W, b.H, b.Enabled)
		}
	}
	shots := map[string]bool{}
	for i := 0; i < *maxSteps; i++ {
		st = d.idle(1)
		// Skip the animation while the log unrolls.
		if st.Scene == "map" && st.Info["prompt"] == "" && st.Info["over"] != "true" {
			d.keys(input.Activate)
			st = d.idle(2)
		}
		key := st.Scene + ":" + st.Info["prompt"] + st.Prompt
		if !shots[key] && (st.Info["prompt"] != "" || st.Scene != "map") {
			shots[key] = true
			name := fmt.Sprintf("%02d-%s-%s%s", 10+len(shots), st.Scene, st.Info["prompt"], st.Prompt)
			if st.Scene == "map" && (st.Info["prompt"] == "deploy" || st.Info["prompt"] == "patrol-move") {
				if ts := ids(st, "area:"); len(ts) > 0 {
					d.hover(ts[0])
					d.idle(2)
				}
			}
			d.snap(name)
		}
		if st.Scene == "report" {
			d.idle(3)
			d.snap("90-report")
			break
		}
		if os.Getenv("PLAYSHOT_V") != "" {
			fmt.Println("step", i, st.Scene, st.Prompt, st.Info)
		}
		if !d.answer(st) {
			d.idle(10)
		}
	}
	// The other scenes, from the report back to the map.
	d.keys(input.Back)
	if _, err := d.waitScene("map", 30); err == nil {
		d.idle(3)
		d.snap("91-map-end")
		d.click("bases")
		d.waitScene("bases", 30)
		d.idle(3)
		d.snap("92-bases")
		d.keys(input.Back)
		d.waitScene("map", 30)
		d.click("menu")
		d.waitScene("menu", 30)
		d.idle(2)
		d.snap("93-menu")
		for i, id := range []string{"save-game", "load-game"} {
			d.click(id)
			d.waitScene(id, 30)
			d.idle(3)
			d.snap(fmt.Sprintf("%d-%s", 95+i, id))
			d.click("back")
			d.waitScene("map", 30)
			d.click("menu")
			d.waitScene("menu", 30)
		}
		d.click("rules")
		d.waitScene("rules", 30)
		d.typeText("scapa")
		d.idle(3)
		d.snap("94-rules")
		// A Periscope addition, found by its number.
		for range len("scapa") {
			d.send(&input.State{Erase: true, Intents: []input.Intent{input.Back}})
		}
		d.typeText("19.1M")
		d.idle(3)
		d.snap("94-rules-addition")
	}
	return nil
}

// measure reports the time of Update+Draw on the whole map with every
// counter (the theatre fitted; every boat at sea shown).
func (d *driver) measure() error {
	st := d.idle(5)
	for st.Info["prompt"] == "" && st.Info["over"] != "true" {
		d.keys(input.Activate)
		st = d.idle(2)
	}
	d.click("zoom-fit")
	d.idle(30)
	d.snap("bench-map")
	var times []time.Duration
	for i := 0; i < 300; i++ {
		done := make(chan wasm.Status, 1)
		d.reqs <- request{in: &input.State{MouseMoved: i%2 == 0, Pointers: []input.Pointer{{Kind: input.Mouse, X: 300 + float64(i%50), Y: 300}}}, done: done}
		<-done
	}
	times = frameTimes
	sort.Slice(times, func(a, b int) bool { return times[a] < times[b] })
	if len(times) > 20 {
		times = times[10 : len(times)-10]
	}
	var sum time.Duration
	for _, t := range times {
		sum += t
	}
	fmt.Printf("frame cost (Update+Draw, CPU), %s, %gx%g at scale %g: median %v, mean %v, p90 %v over %d frames\n",
		*scenario, *width, *height, *scale, times[len(times)/2], sum/time.Duration(len(times)), times[len(times)*9/10], len(times))
	return nil
}

var frameTimes []time.Duration

type timed struct{ *driver }

func (t timed) Update() error {
	start := time.Now()
	err := t.driver.Update()
	lastUpdate = time.Since(start)
	return err
}

var lastUpdate time.Duration

func (t timed) Draw(screen *ebiten.Image) {
	start := time.Now()
	t.driver.Draw(screen)
	frameTimes = append(frameTimes, lastUpdate+time.Since(start))
}

func main() {
	flag.Parse()
	fonts, err := ui.NewFonts()
	if err != nil {
		log.Fatal(err)
	}
	store := storage.NewMemory()
	st := render.DefaultSettings()
	st.Lang = *lang
	env := &render.Env{Fonts: fonts, Store: store, Settings: &st, Version: "playshot"}
	// The game's own saver (as main.go), so Save game and Load game list the saves.
	env.Saver = scenes.NewGameSaver(env, save.NewManager(store, systems.Installed(), "playshot", time.Now), wasm.NewFiles(save.MaxFileSize))
	app := render.NewApp(env, scenes.NewTitle(env), nil)
	app.SetDeviceScaleFunc(func() float64 { return *scale })
	d := &driver{app: app, reqs: make(chan request)}
	errc := make(chan error, 1)
	go func() {
		err := run(d)
		if err == nil {
			err = errFinished
		}
		d.err = err
		errc <- err
	}()
	ebiten.SetWindowSize(int(*width), int(*height))
	ebiten.SetWindowTitle("Periscope — playshot")
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(timed{d}); err != nil && !errors.Is(err, errFinished) {
		log.Fatal(err)
	}
	if err := <-errc; err != nil && !errors.Is(err, errFinished) {
		log.Fatal(err)
	}
}

var errFinished = errors.New("finished")
