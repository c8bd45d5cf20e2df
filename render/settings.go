package render

import (
	"math"

	"periscope/storage"
)

// SettingsKey is where the player's settings are stored.
const SettingsKey = "periscope.settings"

// Settings are the player's preferences, persisted through the Store.
type Settings struct {
	// UIScale multiplies the size of the interface (1 = 100%).
	UIScale float64 `json:"uiScale"`
	// AnimSpeed is how fast the log and the dice play out: one of
	// AnimSpeeds ("slow", "normal", "fast", "instant"); "" reads as normal.
	AnimSpeed string `json:"animSpeed,omitempty"`
	// SoundOff silences the game's sounds (on by default).
	SoundOff bool `json:"soundOff,omitempty"`
}

// AnimSpeeds are the animation speeds the settings offer, slowest first.
var AnimSpeeds = []string{"slow", "normal", "fast", "instant"}

// EntriesPerSecond is how many log lines the speed reveals per second
// (0 = all at once).
func (st Settings) EntriesPerSecond() float64 {
	switch st.AnimSpeed {
	case "slow":
		return 4
	case "fast":
		return 30
	case "instant":
		return 0
	}
	return 10
}

// StepAnimSpeed returns the speed after cur in direction dir (+1 faster,
// -1 slower), or cur at either end.
func StepAnimSpeed(cur string, dir int) string {
	if cur == "" {
		cur = "normal"
	}
	for i, v := range AnimSpeeds {
		if v == cur {
			j := i + dir
			if j < 0 || j >= len(AnimSpeeds) {
				return cur
			}
			return AnimSpeeds[j]
		}
	}
	return "normal"
}

// UIScales are the interface scales the settings screen offers.
var UIScales = []float64{0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2}

// DefaultSettings returns the settings of a first start.
func DefaultSettings() Settings { return Settings{UIScale: 1} }

// LoadSettings reads the settings from s; missing or unreadable settings give
// the defaults, and out-of-range values are brought back into range.
func LoadSettings(s storage.Store) Settings {
	st := DefaultSettings()
	if err := storage.LoadJSON(s, SettingsKey, &st); err != nil {
		return DefaultSettings()
	}
	st.UIScale = clampScale(st.UIScale)
	if StepAnimSpeed(st.AnimSpeed, 0) != st.AnimSpeed {
		st.AnimSpeed = "normal"
	}
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
