package render

import (
	"math"
	"slices"
	"strings"

	"periscope/i18n"
	"periscope/storage"
	"periscope/wasm"
)

// SettingsKey is where the player's settings are stored.
const SettingsKey = "periscope.settings"

// Settings are the player's preferences, persisted through the Store.
type Settings struct {
	// UIScale multiplies the size of the interface (1 = 100%).
	UIScale float64 `json:"uiScale"`
	// AnimSpeed scales how fast animations (dice rolls) play: 1 is normal,
	// 2 twice as fast, 0 shows results at once. Every animation can also
	// be skipped.
	AnimSpeed float64 `json:"animSpeed"`
	// SoundOff silences the game's sounds (on by default).
	SoundOff bool `json:"soundOff,omitempty"`
	// SoundVolume is the sounds' volume, 0.25 to 1 (0: the default, 0.5).
	SoundVolume float64 `json:"soundVolume,omitempty"`
	// Lang is the language the player chose ("en", "it"); "" follows the
	// browser's or the system's language.
	Lang string `json:"lang,omitempty"`
	// TutorialOff ends the first patrol's tutorial (skipped, or turned off
	// in the settings); TutorialSeen lists the tips already read, separated
	// by spaces, so the tutorial resumes where it stopped (issue 14).
	TutorialOff  bool   `json:"tutorialOff,omitempty"`
	TutorialSeen string `json:"tutorialSeen,omitempty"`
}

// Tutorial is the tutorial's progress in the player's settings, saved to
// the store at every change (hud.TutorState).
type Tutorial struct{ Env *Env }

// TutorialOn reports whether the tutorial is on.
func (t Tutorial) TutorialOn() bool {
	return t.Env != nil && t.Env.Settings != nil && !t.Env.Settings.TutorialOff
}

// TutorialSeen reports whether a tip has been read.
func (t Tutorial) TutorialSeen(id string) bool {
	return slices.Contains(strings.Fields(t.Env.Settings.TutorialSeen), id)
}

// SetTutorial marks a tip read, or (off) ends the tutorial, and saves the
// settings.
func (t Tutorial) SetTutorial(seen string, off bool) {
	st := t.Env.Settings
	if seen != "" && !t.TutorialSeen(seen) {
		st.TutorialSeen = strings.TrimSpace(st.TutorialSeen + " " + seen)
	}
	if off {
		st.TutorialOff = true
	}
	if t.Env.Store != nil {
		_ = st.Save(t.Env.Store) // a full store keeps the tutorial for this session
	}
}

// SystemLanguage reports the browser's or the system's language tag (the
// page hook's navigator.language, or $LANG natively); tests replace it.
var SystemLanguage = wasm.Language

// Language is the language the game speaks: the player's choice, or the
// browser's or system's language when there is none.
func (st Settings) Language() i18n.Lang {
	if l := i18n.Lang(st.Lang); l.Valid() {
		return l
	}
	return i18n.Detect(SystemLanguage())
}

// EntriesPerSecond is how many log lines the animation speed reveals per
// second while a stretch of play unrolls (0 = all at once).
func (st Settings) EntriesPerSecond() float64 { return 10 * st.AnimSpeed }

// StepAnimSpeed returns the offered speed after cur in direction dir (+1
// faster, -1 slower), or cur at either end.
func StepAnimSpeed(cur float64, dir int) float64 {
	if dir > 0 {
		for _, v := range AnimSpeeds {
			if v > cur+1e-9 {
				return v
			}
		}
		return cur
	}
	for i := len(AnimSpeeds) - 1; i >= 0; i-- {
		if AnimSpeeds[i] < cur-1e-9 {
			return AnimSpeeds[i]
		}
	}
	return cur
}

// AnimSpeeds are the animation speeds the settings offer (0 = off).
var AnimSpeeds = []float64{0, 0.5, 1, 2, 4}

// UIScales are the interface scales the settings screen offers.
var UIScales = []float64{0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2}

// DefaultSettings returns the settings of a first start.
func DefaultSettings() Settings { return Settings{UIScale: 1, AnimSpeed: 1} }

// LoadSettings reads the settings from s; missing or unreadable settings give
// the defaults, and out-of-range values are brought back into range.
func LoadSettings(s storage.Store) Settings {
	st := DefaultSettings()
	st.AnimSpeed = -1 // absent from settings saved before it existed
	if err := storage.LoadJSON(s, SettingsKey, &st); err != nil {
		return DefaultSettings()
	}
	st.UIScale = clampScale(st.UIScale)
	if math.IsNaN(st.AnimSpeed) || st.AnimSpeed < 0 {
		st.AnimSpeed = 1
	}
	st.AnimSpeed = math.Min(st.AnimSpeed, AnimSpeeds[len(AnimSpeeds)-1])
	return st
}

// Save writes the settings to s.
func (st Settings) Save(s storage.Store) error { return storage.SaveJSON(s, SettingsKey, st) }

func clampScale(v float64) float64 {
	if math.IsNaN(v) || v <= 0 {
		return 1
	}
	return math.Max(UIScales[0], math.Min(UIScales[len(UIScales)-1], v))
}

// StepUIScale returns the next offered scale above (dir > 0) or below
// (dir < 0) cur, or cur at either end.
func StepUIScale(cur float64, dir int) float64 {
	if dir > 0 {
		for _, v := range UIScales {
			if v > cur+1e-9 {
				return v
			}
		}
		return cur
	}
	for i := len(UIScales) - 1; i >= 0; i-- {
		if UIScales[i] < cur-1e-9 {
			return UIScales[i]
		}
	}
	return cur
}

// Volume is the sounds' volume (0 when muted).
func (st Settings) Volume() float64 {
	if st.SoundOff {
		return 0
	}
	if st.SoundVolume <= 0 {
		return 0.5
	}
	return min(1, st.SoundVolume)
}

// StepSound is the sound switch's next setting: off, then a quarter, a
// half, three quarters and the whole volume, then off again.
func (st *Settings) StepSound() {
	v := st.Volume()
	switch {
	case st.SoundOff:
		st.SoundOff, st.SoundVolume = false, 0.25
	case v >= 1:
		st.SoundOff = true
	default:
		st.SoundVolume = min(1, v+0.25)
	}
}
