package i18n

import (
	"sync"

	"periscope/game/data"
)

// theatres loads a theatre's data by id, where the program has set it
// (render sets systems.Theatre): a save list names the scenarios of
// theatres the UI is not showing, in the player's language (issue 12).
var theatres struct {
	sync.Mutex
	load func(id string) (*data.Theatre, error)
}

// SetTheatres sets how NamesOf finds a theatre's data.
func SetTheatres(load func(id string) (*data.Theatre, error)) {
	theatres.Lock()
	theatres.load = load
	theatres.Unlock()
}

// NamesOf names the ids of a theatre (its scenarios, areas and units) from
// its data; nil where the theatre is unknown or no loader is set.
func NamesOf(theatre string) Names {
	theatres.Lock()
	load := theatres.load
	theatres.Unlock()
	if load == nil || theatre == "" {
		return nil
	}
	t, err := load(theatre)
	if err != nil || t == nil {
		return nil
	}
	return TheatreNames{T: t}
}

// The scenario's name as a message ({scenario} is its id, named from the
// theatre's data): a campaign save's title in the saves list.
func init() {
	register(Def{ID: "summary.scenario", Args: "scenario:scenario", EN: "{scenario}", IT: "{scenario}"})
}

// A fight's title in the saves list (a campaign combat fought out on the
// tactical board, issue 12).
func init() {
	register(Def{ID: "tac.fight.name", Args: "boat:text", EN: "Fight it out: {boat}", IT: "Combattimento tattico: {boat}"})
}
