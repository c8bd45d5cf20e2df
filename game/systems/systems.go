// Package systems is the list of game systems this program installs, over
// the game data it ships (assets/data): the one place that names them.
// Saves, the new-game page and the tools find a record's system here.
package systems

import (
	"fmt"
	"io/fs"
	"sync"

	"periscope/assets"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
	"periscope/game/europe"
	"periscope/game/naval"
)

// CampaignTheatres are the theatres of the submarine campaign shipped in
// assets/data: Steel Wolves' Atlantic and Silent War's Pacific.
var CampaignTheatres = []string{"atlantic", "pacific"}

var (
	mu       sync.Mutex
	theatres = map[string]*data.Theatre{}
)

// Theatre loads one of the shipped theatres, once (later calls share it;
// nothing changes a theatre once loaded).
func Theatre(id string) (*data.Theatre, error) {
	return load(assets.Data(), id)
}

func load(fsys fs.FS, id string) (*data.Theatre, error) {
	if !ValidID(id) {
		return nil, fmt.Errorf("no theatre %q", id)
	}
	mu.Lock()
	defer mu.Unlock()
	if t, ok := theatres[id]; ok {
		return t, nil
	}
	t, err := data.Load(fsys, id)
	if err != nil {
		return nil, err
	}
	theatres[id] = t
	return t, nil
}

// Installed is the registry of the game systems this program plays.
func Installed() *engine.Registry {
	return engine.NewRegistry(campaign.Installed{TheatreIDs: CampaignTheatres, Load: Theatre}, Tactical(), europe.Installed{}, naval.Installed{Load: NavalTheatre})
}

var (
	navalOnce sync.Once
	navalData *naval.Theatre
	navalErr  error
)

// NavalTheatre loads the naval game's maps and scenarios, once.
func NavalTheatre() (*naval.Theatre, error) {
	navalOnce.Do(func() { navalData, navalErr = naval.Load(assets.Data(), naval.TheatreID) })
	return navalData, navalErr
}

// With is a registry of the campaign system over other theatre loaders
// (tests with fixture theatres).
func With(theatreIDs []string, load func(id string) (*data.Theatre, error)) *engine.Registry {
	return engine.NewRegistry(campaign.Installed{TheatreIDs: theatreIDs, Load: func(id string) (*data.Theatre, error) {
		if !ValidID(id) {
			return nil, fmt.Errorf("no theatre %q", id)
		}
		return load(id)
	}})
}

// ValidID accepts a plain directory name: a save's theatre id must never
// become a path that leaves the data tree.
func ValidID(id string) bool {
	if id == "" || len(id) > 40 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// CampaignRecord is the record of a new campaign game.
func CampaignRecord(theatre, scenario string, seed uint64, options ...string) engine.Record {
	return engine.Record{System: campaign.SystemID, Theatre: theatre, Scenario: scenario, Seed: seed, Options: options}
}
