//go:build js

package sound

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// hook publishes, for the browser tests, how many sounds were played and
// whether Ebitengine's audio context is ready (running, after the player's
// first touch): window.periscopeAudio = {played, engine, ready()}.
func hook(c *audio.Context, played int) {
	w := js.Global()
	a := w.Get("periscopeAudio")
	if a.IsUndefined() {
		a = js.ValueOf(map[string]any{"engine": "ebitengine"})
		a.Set("ready", js.FuncOf(func(js.Value, []js.Value) any { return c.IsReady() }))
		w.Set("periscopeAudio", a)
	}
	a.Set("played", played)
}
