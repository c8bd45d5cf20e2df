//go:build !js || ebitenaudio

package sound

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

var (
	mu    sync.Mutex
	ctx   *audio.Context
	cache = map[string][]byte{}
)

// Play plays a sound at volume (0 to 1); muted, nothing happens.
func Play(name string, muted bool, volume float64) {
	if !Enabled || muted || volume <= 0 {
		return
	}
	mu.Lock()
	defer mu.Unlock()
	if ctx == nil {
		ctx = audio.NewContext(Rate)
	}
	pcm, ok := cache[name]
	if !ok {
		pcm = Synth(name)
		cache[name] = pcm
	}
	if pcm == nil {
		return
	}
	p := ctx.NewPlayerFromBytes(pcm)
	p.SetVolume(math.Min(1, volume))
	p.Play()
}
