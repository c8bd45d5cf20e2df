package systems

import (
	"sync"

	"periscope/assets"
	"periscope/game/campaign"
	"periscope/game/tactical"
)

// The campaign fights convoy attacks out on the tactical board with the
// shipped tactical data (the "fight-it-out" option).
func init() {
	campaign.FightData = func() (*tactical.Data, error) {
		lib, err := loadTactical()
		if err != nil {
			return nil, err
		}
		return lib.Data, nil
	}
}

var (
	tacOnce sync.Once
	tacLib  *tactical.Library
	tacErr  error
)

// Tactical is the tactical game (game/tactical) over the shipped data in
// assets/data/tactical, loaded once.
func Tactical() tactical.Installed {
	return tactical.Installed{Load: loadTactical}
}

func loadTactical() (*tactical.Library, error) {
	tacOnce.Do(func() {
		d, err := tactical.LoadData(assets.Data(), "tactical")
		if err != nil {
			tacErr = err
			return
		}
		sc, err := tactical.LoadScenarios(assets.Data(), "tactical", d)
		if err != nil {
			tacErr = err
			return
		}
		tacLib = &tactical.Library{Data: d, Scenarios: sc}
	})
	return tacLib, tacErr
}
