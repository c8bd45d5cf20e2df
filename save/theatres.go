package save

import (
	"fmt"
	"sync"

	"periscope/assets"
	"periscope/game/data"
)

// Embedded returns the Theatres of the game's own data (assets/data),
// loading each theatre once, on first use.
func Embedded() Theatres {
	var mu sync.Mutex
	loaded := map[string]*data.Theatre{}
	return Checked(func(id string) (*data.Theatre, error) {
		mu.Lock()
		defer mu.Unlock()
		if t, ok := loaded[id]; ok {
			return t, nil
		}
		t, err := data.Load(assets.Data(), id)
		if err != nil {
			return nil, err
		}
		loaded[id] = t
		return t, nil
	})
}

// Checked wraps a theatre loader (the game's shared cache) so that it is
// only ever asked for a plain theatre id: a save names its theatre, and a
// hand-made one must not name a path.
func Checked(load func(id string) (*data.Theatre, error)) Theatres {
	return func(id string) (*data.Theatre, error) {
		if !validTheatreID(id) {
			return nil, fmt.Errorf("no theatre %q", id)
		}
		return load(id)
	}
}

// validTheatreID accepts a plain directory name: a save's theatre id must
// never become a path that leaves the data tree.
func validTheatreID(id string) bool {
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
