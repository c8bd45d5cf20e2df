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
	boats := boatsUnder(g, area)
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

// weatherRollArea is the area a weather roll places or deepens a low over
// (the location roll's result, the strength roll's purpose [7.4]), or "".
func weatherRollArea(e engine.Entry) string {
	if e.Kind != "roll" || e.Rule != "7.4" || e.Msg == nil {
		return ""
	}
	var find func(m *engine.Msg) string
	find = func(m *engine.Msg) string {
		if m == nil {
			return ""
		}
		for _, a := range m.Args {
			if a.Kind == engine.ArgArea {
				return a.Str
			}
			if s := find(a.Msg); s != "" {
				return s
			}
		}
		return ""
	}
	return find(e.Msg)
}

// WeatherDieNote is the short note the last roll's box gives a weather
// roll that names an area: whether any of the player's boats at sea is
// under the low (issue 14, item 15: a roll for the Guiana Basin on a North
// Sea patrol read as a mistake), or "".
func WeatherDieNote(g *campaign.Game, e engine.Entry) string {
	area := weatherRollArea(e)
	if g == nil || area == "" {
		return ""
	}
	boats := boatsUnder(g, area)
	if len(boats) == 0 {
		return i18n.T("weather.die.none")
	}
	return i18n.T("weather.die.boats", engine.Text("boats", strings.Join(boats, ", ")))
}

// boatsUnder are the player's boats at sea in area, or in a zone linked to
// it, as the weather [7.4] reaches them.
func boatsUnder(g *campaign.Game, area string) []string {
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
	return boats
}
