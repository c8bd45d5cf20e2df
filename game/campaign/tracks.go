package campaign

import (
	"strconv"

	"periscope/game/engine"
)

// TheatreTracks are the tracks of st the top bar shows after the common
// ones (ships, tonnage, losses, VP): each ruleset names its own (the
// Atlantic's B-Dienst and Enigma, the Pacific's Ultra and torpedo track),
// so that the bar asks no question about the theatre.
func (g *Game) TheatreTracks(st *State) []engine.Track { return g.rules.Tracks(st) }

// Tracks: Steel Wolves' torpedo value [6.0], B-Dienst [7.1] and Enigma
// [7.3] levels.
func (steelWolves) Tracks(st *State) []engine.Track {
	return []engine.Track{
		{Label: "Torpedo", LabelMsg: engine.M("bar.torpedo"), Value: signedTrack(st.G7)},
		{Label: "B-Dienst", LabelMsg: engine.M("track.bdienst"), Value: strconv.Itoa(st.BDienst)},
		{Label: "Enigma", LabelMsg: engine.M("track.enigma"), Value: strconv.Itoa(st.Enigma)},
	}
}

// Tracks: Silent War's US torpedo track [SW 6.0] (the Mk 14's value, −
// during the torpedo crisis), the Ultra areas marked this turn out of three
// [SW 7.0], [7.3], and the war period [SW 17.0].
func (silentWar) Tracks(st *State) []engine.Track {
	return []engine.Track{
		{Label: "Mk 14", LabelMsg: engine.M("pac.track.torpedo"), Value: signedTrack(st.G7)},
		{Label: "Ultra", LabelMsg: engine.M("pac.track.ultra"), Value: strconv.Itoa(len(st.Intel.Ultra)) + "/3"},
		{Label: "War period", LabelMsg: engine.M("pac.track.period"), Value: strconv.Itoa(st.Period)},
	}
}

// signedTrack writes a track value with its sign (+1, −1, 0).
func signedTrack(v int) string {
	switch {
	case v > 0:
		return "+" + strconv.Itoa(v)
	case v < 0:
		return "−" + strconv.Itoa(-v)
	}
	return "0"
}
