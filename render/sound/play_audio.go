package sound

import (
	"bytes"
	"math"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// The sounds play through Ebitengine's audio package, natively and in the
// browser (issue 14: "make them with Ebitengine's audio package"). In the
// browser that package (oto) mixes into an AudioWorklet whose module it
// loads from a blob: URL, which the page's Content-Security-Policy must
// allow: script-src lists blob: (index.html). Measured with
// tests/browser/ebitenaudio.mjs: without it the module is refused
// ("AbortError: Unable to load a worklet's module") and nothing sounds;
// with it the module loads, no violation, the context runs, 92 frames in
// 1.5 s. A blob: URL can only be made by script already running in the
// page's origin, and the game makes none from outside data, so the
// policy admits no script it did not before. The package costs about
// 74 KB of gzip'd wasm (6,491,950 → 6,565,970 bytes gzip -9). Earlier
// sessions played through the page's Web Audio directly to keep blob: out
// of the policy (play_js.go, removed).

var (
	mu     sync.Mutex
	ctx    *audio.Context
	cache  = map[string][]byte{}
	making = map[string]bool{} // loops being made (Ambience)
	played int
	// The loop playing (Ambience) and its name.
	loop     *audio.Player
	loopName string
)

func context() *audio.Context {
	if ctx == nil {
		ctx = audio.NewContext(Rate)
		hook(ctx, played)
	}
	return ctx
}

func pcmOf(name string) []byte {
	pcm, ok := cache[name]
	if !ok {
		pcm = Synth(name)
		cache[name] = pcm
	}
	return pcm
}

// Play plays a sound at volume (0 to 1); muted, nothing happens.
func Play(name string, muted bool, volume float64) {
	if !Enabled || muted || volume <= 0 {
		return
	}
	mu.Lock()
	defer mu.Unlock()
	pcm := pcmOf(name)
	if pcm == nil {
		return
	}
	p := context().NewPlayerFromBytes(pcm)
	p.SetVolume(math.Min(1, volume))
	p.Play()
	played++
	hook(ctx, played)
}

// Ambience keeps the loop name ("" for none) playing at a share of volume
// (the sea at 0.3, the theme at 0.35: under the game's own sounds),
// stopping any other; muted, none. Called every tick; cheap when nothing
// changes.
func Ambience(name string, muted bool, volume float64) {
	if !Enabled {
		return
	}
	if muted || volume <= 0 {
		name = ""
	}
	mu.Lock()
	defer mu.Unlock()
	if name != loopName && loop != nil {
		loop.Pause()
		_ = loop.Close()
		loop = nil
	}
	loopName = name
	if name == "" {
		return
	}
	share := 0.3
	if name == Theme {
		share = 0.35
	}
	if loop == nil {
		pcm, ok := cache[name]
		if !ok {
			// Made aside, a slice at a time with a millisecond's sleep
			// between (in the browser the page gets its frames back), so
			// that no frame waits for the twelve-second theme; it starts
			// on a later call.
			if !making[name] {
				making[name] = true
				go func() {
					pcm := synth(name, func() { time.Sleep(time.Millisecond) })
					mu.Lock()
					cache[name] = pcm
					mu.Unlock()
				}()
			}
			return
		}
		if pcm == nil {
			return
		}
		p, err := context().NewPlayer(audio.NewInfiniteLoop(bytes.NewReader(pcm), int64(len(pcm))))
		if err != nil {
			return
		}
		loop = p
		loop.SetVolume(math.Min(1, volume) * share)
		loop.Play()
		return
	}
	if v := math.Min(1, volume) * share; math.Abs(loop.Volume()-v) > 1e-9 {
		loop.SetVolume(v)
	}
}
