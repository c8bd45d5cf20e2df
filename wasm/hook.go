// Package wasm is the game's side of the web page: a small hook through which
// the game tells the page (the loader and the browser test) what it is
// showing. In the browser it writes to window globals; natively it does
// nothing. Only this package (and storage's localStorage backend) may import
// syscall/js, so render/ and game/ stay free of it.
//
// The page itself (loader.js, sw.js, style.css, icon.svg) lives in web/, the
// index.html in the repository root, and the code that bundles them with the
// compiled game in webbuild/.
package wasm

// Status is what the game reports to the page.
type Status struct {
	Scene   string  // name of the scene on top, e.g. "title"
	Prompt  string  // kind of the engine decision pending on that scene, if any
	Frame   int     // frames drawn so far
	FPS     float64 // frames drawn per second, recently
	Version string  // the game's build version
	// Width and Height are the canvas size in CSS pixels.
	Width, Height float64
	// DeviceScale is the device pixels per CSS pixel the game draws at.
	DeviceScale float64
	// Buttons are the controls of the scene on top, in CSS pixels relative
	// to the canvas's top-left corner.
	Buttons []Button
	// Info is what the scene on top says about itself for tests (e.g. the
	// pending prompt's kind, the number of decisions made), if anything.
	Info map[string]string
}

// Button describes one control in a Status.
type Button struct {
	ID, Label  string
	X, Y, W, H float64
	Enabled    bool
	Focused    bool
}

// Hook receives the game's reports.
type Hook interface {
	// FirstFrame is called once, after the first frame has been drawn.
	FirstFrame()
	// Frame is called after every frame with the number of frames drawn.
	Frame(n int)
	// Report publishes the current status.
	Report(Status)
}

// New returns the hook for this platform: the page hook in the browser,
// a no-op natively.
func New() Hook { return newHook() }

// Nop is a Hook that does nothing.
type Nop struct{}

// FirstFrame implements Hook.
func (Nop) FirstFrame() {}

// Frame implements Hook.
func (Nop) Frame(int) {}

// Report implements Hook.
func (Nop) Report(Status) {}

// Publish sets window[name] to an object of fields in the browser (for the
// browser tests: timings and counters); natively it does nothing.
func Publish(name string, fields map[string]any) { publish(name, fields) }

// Mark puts a named time stamp in the page's performance timeline
// (performance.mark("periscope:"+name)) in the browser; natively it does
// nothing. The start-up's stages are told apart by them (issue 16:
// tests/browser/firstframe.mjs prints the time between each and the next).
func Mark(name string) { mark(name) }
