package campaign

import "slices"

// The political war (optional) [36]: its bookkeeping — influence with the
// four groups, prestige, and how both are gained and lost [36.1], [36.5].
//
// Not yet wired into the sequence of play, nor offered on the new-game
// page: the requests [36.2]–[36.6] (and the Political Requests and
// Political Results tables they need, which the project must author), the
// Spanish and Vichy War Events tables, the BdU's position [36.4] and the
// hooks elsewhere ([7.21], [7.33], [7.55], [36.14], [36.15], [2.13]) are
// still to come (issue 13). What is here is the rules' GIVEN arithmetic,
// tested, for them to use.

// Political groups [36.1], in the Influence track's order.
const (
	GroupOKM         = "OKM"
	GroupOKW         = "OKW"
	GroupOKL         = "OKL"
	GroupChancellery = "Chancellery"
)

// PoliticalGroups are the four groups [36.1].
var PoliticalGroups = []string{GroupOKM, GroupOKW, GroupOKL, GroupChancellery}

// Political is the state of the political war [36.1]: influence with each
// group (−2…+2), prestige (0…9), and whether the BdU is in Berlin.
type Political struct {
	Influence map[string]int `json:"influence"`
	Prestige  int            `json:"prestige"`
	Berlin    bool           `json:"berlin,omitempty"`
}

// NewPolitical is a political state with every influence at 0 and the
// given prestige (the campaign's starting values are authored data).
func NewPolitical(prestige int) *Political {
	p := &Political{Influence: map[string]int{}, Prestige: clampInt(prestige, 0, 9)}
	for _, g := range PoliticalGroups {
		p.Influence[g] = 0
	}
	return p
}

// AddInfluence changes a group's influence, kept within −2…+2: anything
// beyond is lost [36.51].
func (p *Political) AddInfluence(group string, n int) {
	p.Influence[group] = clampInt(p.Influence[group]+n, -2, 2)
}

// AddPrestige changes prestige, kept within 0…9 [36.1], [36.51].
func (p *Political) AddPrestige(n int) { p.Prestige = clampInt(p.Prestige+n, 0, 9) }

// PoliticalPoints are the points the month's VP give at the end of week 4:
// ⌊VP / 2⌋ [36.51]; none for a month without VP.
func PoliticalPoints(vp int) int { return max(0, vp) / 2 }

// PlacePoints places a month's political points [36.51]: the first goes to
// OKM, the second to the Chancellery; of the rest up to two may become +1
// prestige each (toPrestige, at most 2), and the others go to the groups
// in the order the player names them (free), every group getting one
// before any group gets a second — the forced OKM and Chancellery points
// count (the spec's reading 8). It returns the points placed on each
// group (before the ±2 bounds, which lose any excess).
func (p *Political) PlacePoints(n int, toPrestige int, free []string) map[string]int {
	placed := map[string]int{}
	give := func(g string) {
		placed[g]++
		p.AddInfluence(g, 1)
	}
	for i, g := range []string{GroupOKM, GroupChancellery} {
		if n > i {
			give(g)
		}
	}
	rest := max(0, n-2)
	k := min(rest, max(0, min(2, toPrestige)))
	p.AddPrestige(k)
	rest -= k
	for ; rest > 0; rest-- {
		// Every group one before any group a second: among the groups
		// placed least, the first the player named, else the track's first.
		least := placed[GroupOKM]
		for _, g := range PoliticalGroups {
			least = min(least, placed[g])
		}
		pick := ""
		for _, g := range append(append([]string{}, free...), PoliticalGroups...) {
			if pick == "" && placed[g] == least && slices.Contains(PoliticalGroups, g) {
				pick = g
			}
		}
		give(pick)
	}
	return placed
}

// LostPenalty is the end-of-month penalty for the boats lost in the month
// [36.52], applied equally to OKM, the Chancellery and prestige.
func LostPenalty(lost int) int {
	switch {
	case lost >= 16:
		return 5
	case lost >= 14:
		return 4
	case lost >= 12:
		return 3
	case lost >= 9:
		return 2
	case lost >= 5:
		return 1
	}
	return 0
}

// ApplyLostPenalty applies [36.52] for a month's losses.
func (p *Political) ApplyLostPenalty(lost int) {
	n := LostPenalty(lost)
	p.AddInfluence(GroupOKM, -n)
	p.AddInfluence(GroupChancellery, -n)
	p.AddPrestige(-n)
}

// WarshipInfluence is what sinking a valuable warship of this type gives at
// once [36.53]: a battleship, battlecruiser or fleet carrier OKM +2 and the
// Chancellery +1 (and OKL +1 for a carrier); a cruiser, escort carrier,
// aircraft ship, minelayer or troop transport OKM +1 (and OKW +1 for a
// troop transport). Other types give nothing.
func WarshipInfluence(typ string) map[string]int {
	switch typ {
	case "BB", "BC":
		return map[string]int{GroupOKM: 2, GroupChancellery: 1}
	case "CV":
		return map[string]int{GroupOKM: 2, GroupChancellery: 1, GroupOKL: 1}
	case "CA", "CVE", "AVG", "ACV", "CS", "AM":
		return map[string]int{GroupOKM: 1}
	case "AT", "AP":
		return map[string]int{GroupOKM: 1, GroupOKW: 1}
	}
	return nil
}

// ApplyWarshipSunk applies [36.53] for one ship of the type sunk.
func (p *Political) ApplyWarshipSunk(typ string) {
	for _, g := range PoliticalGroups {
		if n := WarshipInfluence(typ)[g]; n != 0 {
			p.AddInfluence(g, n)
		}
	}
}

func clampInt(v, lo, hi int) int { return max(lo, min(hi, v)) }
