//go:build js && !ebitenaudio

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
// first played) and a buffer source through a gain node for each play
// (issue 14, item 11). Ebitengine's audio package is not linked, for a
// measured reason: built with the tag ebitenaudio (which links
// play_audio.go here instead) and probed by tests/browser/ebitenaudio.mjs
// under the page's Content-Security-Policy, oto's AudioWorklet.addModule of
// its processor from a blob: URL is rejected ("AbortError: Unable to load a
// worklet's module", an uncaught rejection the page logs as an error), no
// worklet node is made and nothing sounds, though the game plays on; with
// the policy taken out (the probe's no-csp control) the same module loads.
// The policy's script-src 'self' does not list blob:, and it stays so.
// Hiding audioWorklet makes oto fall back to a ScriptProcessorNode, which
// does play under the policy, but that node is deprecated (Chromium warns),
// and its callback mixes on the page's main thread, the game's, about 21
// times a second even in silence. The package also costs 416,556 bytes of
// raw wasm, 72,238 of gzip -9 and 48,883 of brotli (28,433,109 →
// 28,849,665 raw, 6,385,184 → 6,457,422 gzip, 4,542,086 → 4,590,969
// brotli). Buffer sources need no worklet, no worker, no URL and no
// callback.
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
