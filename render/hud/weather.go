package hud

import (
	"slices"
	"strings"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/i18n"
)

// The weather's place on the map (issue 14, item 15: "weather rolls for the
// Guiana Basin every week on a North Sea patrol"). By [7.4] a low forms
// anywhere on the map, whatever the player's boats do, so the roll is
// right; what was missing is what it means for them. A weather line of
// the log and a weather marker's tip say whether any boat at sea is under
// it [7.41] (for the markers now on the map), or that a low falls anywhere.

// WeatherNote says what the low over area means for the boats at sea: the
// boats under it (in the area or a zone linked to it [7.41]), or that none
// is. live is false for a line whose marker is gone (an earlier week): then
// only that a low may fall anywhere on the map [7.4].
func WeatherNote(g *campaign.Game, area string) string {
	if g == nil || area == "" {
		return ""
	}
	live := false
	for _, w := range g.S.Intel.Weather {
		if w.Area == area {
			live = true
		}
	}
	if !live {
		return i18n.T("weather.anywhere")
	}
	var boats []string
	for _, s := range g.S.Subs {
		if s.Status != campaign.StSea {
			continue
		}
		a := g.T.Area(s.Area)
		if s.Area == area || a != nil && a.Kind == data.KindSMZ && slices.Contains(a.Links, area) {
			boats = append(boats, s.ID)
		}
	}
	if len(boats) == 0 {
		return i18n.T("weather.none-there")
	}
	return i18n.T("weather.boats-there", engine.Text("boats", strings.Join(boats, ", ")))
}

// weatherLine is the note for a log entry that places a low (Event
// "weather"), or "".
func weatherLine(g *campaign.Game, e engine.Entry) string {
	if ev := e.Event; ev != nil && ev.Type == "weather" && ev.Area != "" {
		return WeatherNote(g, ev.Area)
	}
	return ""
}
