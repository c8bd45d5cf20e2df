// Command chartdemo shows the sea chart of a theatre with its map and a
// tray of sample counters of every kind, to look at and screenshot them.
//
//	go run ./cmd/chartdemo                       # a window; drag to pan, wheel to zoom
//	go run ./cmd/chartdemo -shot /tmp/chart.png  # render, write a PNG, exit
//
// Under Xvfb: xvfb-run -a -s "-screen 0 1600x1000x24" go run ./cmd/chartdemo -shot /tmp/chart.png
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"log"
	"os"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"periscope/game/data"
	"periscope/game/data/datatest"
	"periscope/render/chart"
)

type demo struct {
	chart  *chart.Chart
	tray   *tray
	scale  float64 // device pixels per CSS pixel
	forced bool
	w, h   int

	shot   string
	frames int
	frame  int
	zoom   float64
	center string
	fit    string
	trayOn bool
	crop   string

	dragging     bool
	lastX, lastY int
}

func main() {
	d := &demo{}
	w := flag.Int("w", 1600, "window width in CSS pixels")
	h := flag.Int("h", 1000, "window height in CSS pixels")
	scale := flag.Float64("scale", 0, "device scale factor (0 = the monitor's)")
	flag.StringVar(&d.shot, "shot", "", "write a screenshot to this PNG after -frames frames and exit")
	flag.StringVar(&d.crop, "crop", "", "x,y,w,h: crop the screenshot to this rectangle (device pixels)")
	flag.IntVar(&d.frames, "frames", 3, "frames to render before the screenshot")
	flag.Float64Var(&d.zoom, "zoom", 1, "zoom factor relative to the whole theatre")
	flag.StringVar(&d.center, "center", "", "lon,lat to centre on")
	flag.StringVar(&d.fit, "fit", "", "lonMin,latMin,lonMax,latMax to fit")
	period := flag.Int("period", 1, "war period shown on the AAC rows")
	selected := flag.String("select", "", "id of a node to show selected")
	hover := flag.String("hover", "", "id of a node to show highlighted")
	dataDir := flag.String("data", "", "theatre directory to load (e.g. assets/data/atlantic); default the test fixture")
	flag.BoolVar(&d.trayOn, "tray", true, "show the tray of sample counters")
	counterScale := flag.Float64("counter", 1, "counter scale in the tray (1 = 60 points)")
	flag.Parse()

	th, err := loadTheatre(*dataDir)
	if err != nil {
		log.Fatal(err)
	}
	if *scale > 0 {
		d.scale, d.forced = *scale, true
	} else {
		d.scale = ebiten.Monitor().DeviceScaleFactor()
	}
	d.w, d.h = int(float64(*w)*d.scale), int(float64(*h)*d.scale)
	c, err := chart.New(chart.Options{Theatre: th, Unit: d.scale, Period: *period}, d.w, d.h)
	if err != nil {
		log.Fatal(err)
	}
	d.chart = c
	c.Selected, c.Highlight = *selected, *hover
	d.place()
	if d.trayOn {
		d.tray = newTray(th, d.scale, *counterScale)
	}
	ebiten.SetWindowSize(*w, *h)
	ebiten.SetWindowTitle("Periscope — chart demo")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(d); err != nil && err != ebiten.Termination {
		log.Fatal(err)
	}
}

func floats(s string, n int) ([]float64, error) {
	parts := strings.Split(s, ",")
	if len(parts) != n {
		return nil, fmt.Errorf("want %d numbers in %q", n, s)
	}
	out := make([]float64, n)
	for i, p := range parts {
		v, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// place applies -fit, -center and -zoom.
func (d *demo) place() {
	cam := d.chart.Cam
	if d.fit != "" {
		if f, err := floats(d.fit, 4); err == nil {
			cam.Fit(chart.GeoRect{LonMin: f[0], LatMin: f[1], LonMax: f[2], LatMax: f[3]})
		} else {
			log.Fatal(err)
		}
	}
	if d.zoom != 1 {
		cam.ZoomAt(d.zoom, cam.W/2, cam.H/2)
	}
	if d.center != "" {
		f, err := floats(d.center, 2)
		if err != nil {
			log.Fatal(err)
		}
		cam.CX, cam.CY = chart.Project(f[0], f[1])
		cam.Clamp()
	}
}

func loadTheatre(dir string) (*data.Theatre, error) {
	if dir == "" {
		th := datatest.Fixture()
		if len(th.Map.EastWest) == 0 {
			// The fixture has no east/west line; draw an illustrative one so the
			// demo shows how it looks.
			th.Map.EastWest = [][2]float64{{70, -40}, {55, -45}, {42, -50}, {30, -55}}
		}
		return th, nil
	}
	i := strings.LastIndex(strings.TrimRight(dir, "/"), "/")
	root, name := ".", dir
	if i >= 0 {
		root, name = dir[:i], dir[i+1:]
	}
	return data.Load(os.DirFS(root), name)
}

func (d *demo) Update() error {
	if d.shot != "" {
		return nil // a screenshot shows the flags' state, not the pointer's
	}
	cam := d.chart.Cam
	mx, my := ebiten.CursorPosition()
	sx, sy := float64(mx)*d.scale, float64(my)*d.scale
	if _, wy := ebiten.Wheel(); wy != 0 {
		f := 1.15
		if wy < 0 {
			f = 1 / f
		}
		cam.ZoomAt(f, sx, sy)
	}
	if ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		if d.dragging {
			cam.Pan(float64(mx-d.lastX)*d.scale, float64(my-d.lastY)*d.scale)
		}
		d.dragging, d.lastX, d.lastY = true, mx, my
	} else {
		d.dragging = false
	}
	if inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonRight) {
		if n := d.chart.HitTest(sx, sy); n != nil {
			d.chart.Selected = n.ID
		} else {
			d.chart.Selected = ""
		}
	}
	if n := d.chart.HitTest(sx, sy); n != nil {
		d.chart.Highlight = n.ID
	} else {
		d.chart.Highlight = ""
	}
	for k, p := range map[ebiten.Key]int{ebiten.Key1: 1, ebiten.Key2: 2, ebiten.Key3: 3, ebiten.Key4: 4, ebiten.Key5: 5} {
		if inpututil.IsKeyJustPressed(k) {
			d.chart.SetPeriod(p)
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyF) {
		cam.Fit(cam.Bounds)
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyT) && d.tray != nil {
		d.tray.visible = !d.tray.visible
	}
	return nil
}

func (d *demo) Draw(screen *ebiten.Image) {
	d.chart.Draw(screen)
	if d.tray != nil && d.tray.visible {
		d.tray.Draw(screen)
	}
	if d.shot == "" {
		return
	}
	d.frame++
	if d.frame < d.frames {
		return
	}
	b := screen.Bounds()
	full := image.NewRGBA(b)
	screen.ReadPixels(full.Pix)
	var img image.Image = full
	if d.crop != "" {
		f, err := floats(d.crop, 4)
		if err != nil {
			log.Fatal(err)
		}
		b = image.Rect(int(f[0]), int(f[1]), int(f[0]+f[2]), int(f[1]+f[3])).Intersect(b)
		img = full.SubImage(b)
	}
	f, err := os.Create(d.shot)
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		log.Fatal(err)
	}
	f.Close()
	fmt.Printf("wrote %s (%dx%d, scale %g, layer renders %d)\n", d.shot, b.Dx(), b.Dy(), d.scale, d.chart.LayerRenders)
	os.Exit(0)
}

func (d *demo) Layout(int, int) (int, int) { panic("LayoutF is used") }

func (d *demo) LayoutF(ow, oh float64) (float64, float64) {
	s := d.scale
	if !d.forced {
		s = ebiten.Monitor().DeviceScaleFactor()
	}
	w, h := int(ow*s), int(oh*s)
	d.chart.Resize(w, h)
	if s != d.scale {
		d.scale = s
		d.chart.SetUnit(s)
	}
	return float64(w), float64(h)
}
