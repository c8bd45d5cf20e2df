//go:build js

package sound

import (
	"encoding/binary"
	"log"
	"math"
	"sync"
	"syscall/js"
)

// In the browser the sounds play through the page's Web Audio directly: an
// AudioContext, one AudioBuffer per sound (made from Synth's samples when
// first played) and a buffer source through a gain node for each play.
// Ebitengine's audio package is not linked (about 100 KB gzip of the wasm):
// it loads an AudioWorklet from a blob: URL, which the page's
// Content-Security-Policy refuses (and the failed context stopped the
// game); buffer sources need no worklet, no worker and no URL, so the
// policy stays as it is (issue 14, item 11).
//
// The browser starts a context made before the player has touched the page
// suspended; Play resumes it, and every sound comes after a click or a key.
// The page hook's window.periscopeAudio counts the sounds played and holds
// the context (tests read its state).

var (
	mu      sync.Mutex
	ctx     js.Value
	buffers = map[string]js.Value{}
	played  int
	broken  bool
)

// Play plays a sound at volume (0 to 1); muted, nothing happens.
func Play(name string, muted bool, volume float64) {
	if !Enabled || muted || volume <= 0 {
		return
	}
	mu.Lock()
	defer mu.Unlock()
	if broken {
		return
	}
	// A browser without Web Audio, or one that refuses it, plays nothing:
	// the game goes on.
	defer func() {
		if r := recover(); r != nil {
			broken = true
			log.Printf("sound: the browser's audio failed, the game plays on silent: %v", r)
		}
	}()
	if ctx.IsUndefined() {
		w := js.Global()
		ac := w.Get("AudioContext")
		if ac.IsUndefined() {
			ac = w.Get("webkitAudioContext")
		}
		if ac.IsUndefined() {
			broken = true
			return
		}
		ctx = ac.New()
		w.Set("periscopeAudio", js.ValueOf(map[string]any{"played": 0}))
		w.Get("periscopeAudio").Set("context", ctx)
	}
	if ctx.Get("state").String() == "suspended" {
		ctx.Call("resume")
	}
	buf, ok := buffers[name]
	if !ok {
		buf = bufferOf(Synth(name))
		buffers[name] = buf
	}
	if buf.IsNull() {
		return
	}
	src := ctx.Call("createBufferSource")
	src.Set("buffer", buf)
	gain := ctx.Call("createGain")
	gain.Get("gain").Set("value", math.Min(1, volume))
	src.Call("connect", gain)
	gain.Call("connect", ctx.Get("destination"))
	src.Call("start")
	played++
	js.Global().Get("periscopeAudio").Set("played", played)
}

// bufferOf makes a one-channel AudioBuffer of Synth's samples (16-bit
// stereo with both channels alike: the left one is taken), or null.
func bufferOf(pcm []byte) js.Value {
	n := len(pcm) / 4
	if n == 0 {
		return js.Null()
	}
	f := make([]byte, 4*n)
	for i := 0; i < n; i++ {
		s := int16(binary.LittleEndian.Uint16(pcm[4*i:]))
		binary.LittleEndian.PutUint32(f[4*i:], math.Float32bits(float32(s)/32768))
	}
	u8 := js.Global().Get("Uint8Array").New(len(f))
	js.CopyBytesToJS(u8, f)
	samples := js.Global().Get("Float32Array").New(u8.Get("buffer"))
	buf := ctx.Call("createBuffer", 1, n, Rate)
	buf.Call("copyToChannel", samples, 0)
	return buf
}
