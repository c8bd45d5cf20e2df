// Package sound plays the game's sounds (issue 14: dice, the torpedo's run
// and hit, depth charges, the sea under the map and the combat board, and a
// quiet title theme), through Ebitengine's audio package natively and in the
// browser (play_audio.go). Every sound is synthesised here, in code, when
// first played: nothing is copied from elsewhere and nothing loads from
// another origin. The player's settings decide: muted, nothing plays (and
// no audio context is even made); else at the settings' volume.
//
// Sound is off in tests and tools: the program turns it on (Enabled).
package sound

import (
	"math"
	"math/rand/v2"
)

// Enabled is set by the program (main): tests and tools make no sound and
// open no audio device.
var Enabled bool

// Rate is the sample rate.
const Rate = 44100

// The sounds.
const (
	Dice    = "dice"
	Torpedo = "torpedo"
	Hit     = "hit"
	Depth   = "depth"
	// Loops (Ambience): the sea, and the title's theme.
	Sea   = "sea"
	Theme = "theme"
)

// Synth makes a sound's samples: 16-bit little-endian stereo at Rate (nil
// for an unknown name). Each is a few lines of synthesis with a fixed
// seed, so the same sound every time.
func Synth(name string) []byte { return synth(name, nil) }

// synth is Synth calling yield (when not nil) every 4,096 samples, so that
// a long loop made aside lets the game's frames run (Ambience; in the
// browser a goroutine gives the page its frames back only when it sleeps).
func synth(name string, yield func()) []byte {
	r := rand.New(rand.NewPCG(14, uint64(len(name))))
	noise := func() float64 { return r.Float64()*2 - 1 }
	var f func(t float64) float64
	var secs float64
	switch name {
	case Dice:
		// Three clicks of a die on wood: short bursts of filtered noise.
		secs = 0.32
		var lp float64
		f = func(t float64) float64 {
			v := 0.0
			for _, at := range []float64{0, 0.09, 0.2} {
				if d := t - at; d >= 0 && d < 0.03 {
					v += noise() * math.Exp(-d*160) * (1 - at)
				}
			}
			lp += (v - lp) * 0.45
			return lp * 0.9
		}
	case Torpedo:
		// The run: a rising hiss with a propeller's whirr.
		secs = 1.2
		var lp float64
		f = func(t float64) float64 {
			env := math.Min(1, t*4) * math.Exp(-t*1.6)
			lp += (noise() - lp) * 0.12
			whirr := math.Sin(2*math.Pi*(180+90*t)*t) * 0.25
			return (lp*1.6 + whirr) * env * 0.7
		}
	case Hit:
		// A detonation: a thump under a burst, with a long rumble.
		secs = 1.6
		var lp float64
		f = func(t float64) float64 {
			lp += (noise() - lp) * 0.05
			thump := math.Sin(2*math.Pi*(55-20*t)*t) * math.Exp(-t*3)
			return (thump*0.8 + lp*2.2*math.Exp(-t*2.2)) * 0.8
		}
	case Depth:
		// A depth charge: a deep, muffled boom that swells and dies.
		secs = 2.0
		var lp float64
		f = func(t float64) float64 {
			lp += (noise() - lp) * 0.02
			env := math.Min(1, t*12) * math.Exp(-t*1.8)
			boom := math.Sin(2*math.Pi*38*t) * env
			return (boom*0.9 + lp*3*env) * 0.8
		}
	case Sea:
		// The sea: surf-like noise, low-passed, that swells and falls
		// twice in its six seconds (a whole number of swells, so the loop
		// has no seam).
		secs = 6
		var lp, lp2 float64
		f = func(t float64) float64 {
			lp += (noise() - lp) * 0.035
			lp2 += (lp - lp2) * 0.3
			swell := 0.55 + 0.45*math.Sin(2*math.Pi*t/3-math.Pi/2)
			return lp2 * 5 * swell * math.Min(1, t*8) * 0.6
		}
	case Theme:
		// A quiet theme: a slow arpeggio in D minor on soft sine bells
		// (a fundamental and its octave) over a low drone, twelve seconds
		// to a loop. The oscillators are phasors turned a sample at a
		// time and the bells' decay a factor a sample (no sine or
		// exponential per sample: the theme is made on the title's first
		// frame).
		secs = 12
		notes := [...]float64{146.83, 174.61, 220.00, 293.66, 261.63, 220.00, 174.61, 196.00,
			146.83, 174.61, 220.00, 349.23, 329.63, 293.66, 220.00, 164.81}
		per := int(secs * Rate / float64(len(notes)))
		decay := math.Exp(-1.4 / Rate)
		attack := 30.0 / Rate
		type phasor struct{ c, s, dc, ds float64 }
		newPhasor := func(hz float64) phasor {
			w := 2 * math.Pi * hz / Rate
			return phasor{1, 0, math.Cos(w), math.Sin(w)}
		}
		turn := func(p *phasor) float64 {
			p.c, p.s = p.c*p.dc-p.s*p.ds, p.s*p.dc+p.c*p.ds
			return p.s
		}
		type bell struct {
			f, o      phasor
			env, ramp float64
			on        bool
		}
		ring := func(b *bell) float64 {
			if !b.on {
				return 0
			}
			b.ramp = math.Min(1, b.ramp+attack)
			v := (turn(&b.f) + 0.25*turn(&b.o)) * b.env * b.ramp * 0.3
			b.env *= decay
			return v
		}
		var cur, prev bell
		drone := newPhasor(73.42)
		n := 0
		f = func(t float64) float64 {
			if n%per == 0 {
				hz := notes[(n/per)%len(notes)]
				prev, cur = cur, bell{f: newPhasor(hz), o: newPhasor(2 * hz), env: 1, on: true}
			}
			n++
			return ring(&cur) + ring(&prev) + turn(&drone)*0.12*math.Min(1, t*2)*math.Min(1, (secs-t)*2)
		}
	default:
		return nil
	}
	n := int(secs * Rate)
	out := make([]byte, n*4)
	for i := 0; i < n; i++ {
		if yield != nil && i%4096 == 4095 {
			yield()
		}
		v := f(float64(i) / Rate)
		// A few milliseconds of fade at the end: no click.
		if tail := n - i; tail < 200 {
			v *= float64(tail) / 200
		}
		s := int16(math.Max(-1, math.Min(1, v)) * 32000)
		out[4*i], out[4*i+1] = byte(s), byte(s>>8)
		out[4*i+2], out[4*i+3] = byte(s), byte(s>>8)
	}
	return out
}
