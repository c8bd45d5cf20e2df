package play

import (
	"sort"
	"strings"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// Target kinds: what on the map or a base display an option points at.
const (
	TargetArea = "area" // an OpArea or SMZ
	TargetBase = "base"
	TargetBoat = "boat"
)

// Target is a place or counter the player can click to answer a prompt,
// with the options that lead there (several when there are several ways:
// a cautious transit, a route via another area, laying mines on arrival).
type Target struct {
	Kind    string
	ID      string
	Options []int
}

// TargetOf returns what an option of p points at, if anything: the end of a
// path ("path:a>b>c|cautious" → area c), an area, a base or a boat named by
// the key or the option's Ref, or for "stay" the boat's own area.
func TargetOf(th *data.Theatre, st *campaign.State, p *engine.Prompt, o engine.Option) (kind, id string) {
	key := o.Key
	if strings.HasPrefix(key, "path:") {
		path := strings.SplitN(strings.TrimPrefix(key, "path:"), "|", 2)[0]
		parts := strings.Split(path, ">")
		return placeKind(th, parts[len(parts)-1])
	}
	if key == "stay" && p.Sub != "" {
		if s := subIn(st, p.Sub); s != nil && s.Status == campaign.StSea {
			return TargetArea, s.Area
		}
		return "", ""
	}
	for _, ref := range []string{o.Ref, key} {
		if ref == "" {
			continue
		}
		name, rest, ok := strings.Cut(ref, ":")
		switch {
		case ok && (name == "area" || name == "base" || name == "rebase" || name == "interned"):
			if k, id := placeKind(th, rest); k != "" {
				return k, id
			}
		case ok && name == "sub":
			if subIn(st, rest) != nil {
				return TargetBoat, rest
			}
		case !ok:
			if k, id := placeKind(th, ref); k != "" {
				return k, id
			}
			if subIn(st, ref) != nil {
				return TargetBoat, ref
			}
		}
	}
	return "", ""
}

func placeKind(th *data.Theatre, id string) (string, string) {
	if th.Base(id) != nil {
		return TargetBase, id
	}
	if a := th.Area(id); a != nil {
		if a.Kind == data.KindBase {
			return TargetBase, id
		}
		return TargetArea, id
	}
	return "", ""
}

func subIn(st *campaign.State, id string) *campaign.Sub {
	for i := range st.Subs {
		if st.Subs[i].ID == id {
			return &st.Subs[i]
		}
	}
	return nil
}

// Targets groups a prompt's options by what they point at, in a stable
// order (by kind, then id). Options pointing nowhere are left out (they are
// answered in the prompt panel).
func Targets(th *data.Theatre, st *campaign.State, p *engine.Prompt) []Target {
	if p == nil || p.Alloc != nil {
		return nil
	}
	idx := map[[2]string]int{}
	var out []Target
	for i, o := range p.Options {
		k, id := TargetOf(th, st, p, o)
		if k == "" {
			continue
		}
		key := [2]string{k, id}
		j, ok := idx[key]
		if !ok {
			j = len(out)
			idx[key] = j
			out = append(out, Target{Kind: k, ID: id})
		}
		out[j].Options = append(out[j].Options, i)
	}
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].Kind != out[b].Kind {
			return out[a].Kind < out[b].Kind
		}
		return out[a].ID < out[b].ID
	})
	return out
}

// MapKinds are the prompt kinds answered on the map by clicking an area or
// a base (the prompt panel offers the same options).
var MapKinds = map[string]bool{
	"deploy": true, "patrol-move": true, "transit-move": true, "move-route": true, "rtb-route": true,
	"withdraw-route": true, "rtb-base": true, "withdraw-base": true, "air-recon": true, "transit-governing": true,
	"rtb-place": true, "smz-exit": true,
}

// BoatKinds are the prompt kinds about a boat at sea whose options the map
// shows as buttons beside it (search, lie low, RTB, ...).
var BoatKinds = map[string]bool{
	"search": true, "search-again": true, "arrive": true, "encounter": true, "decline-convoy": true,
	"coastal": true, "encounter-side": true, "mines-carry": true, "wolfpack": true,
}
