package campaign

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"periscope/game/data"
	"periscope/game/engine"
)

// The political war (optional) [36]: its bookkeeping — influence with the
// four groups, prestige, and how both are gained and lost [36.1], [36.5].
//
// The "political" switch (a campaign scenario's authored starting values,
// data.Scenario.Political) turns on what is wired so far: the state, the
// [36.14] skipped Torpedo Improvement phase, the [36.15] list items
// ignored (so [7.21] and [7.33]: B-Dienst, Enigma and four rotors change
// only by request), the [7.55] OKL −1 for an aircraft shot down, the [36.52]
// monthly losses penalty and the [36.53] warship influence.
//
// The planned requests [36.2]–[36.23], the reaction requests [36.64] A–C,
// the month's points [36.51] and the BdU's week in Berlin [36.4], [36.43]
// are in political_requests.go; the other requests of [36.61]–[36.63]
// (among them H, whose flag FlagVichyCoBelligerent turns the pale sub
// icons [2.13] on), [36.64D] and the Spanish and Vichy War Events tables in
// political_more.go.

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
	// Granted lists the planned requests granted so far (the rule ids of
	// [36.6]), in order; Pending those whose effect comes at the end of
	// this turn.
	Granted []string `json:"granted,omitempty"`
	Pending []string `json:"pending,omitempty"`
	// ReactionMonth is the month (data.MonthIndex + 1) of the last
	// reaction request, one a month [36.2]; Cancelled the war events whose
	// order was cancelled this turn [36.64].
	ReactionMonth int      `json:"reactionMonth,omitempty"`
	Cancelled     []string `json:"cancelled,omitempty"`
	// Marks hold what the granted requests leave for later (the mark
	// constants of political_more.go).
	Marks map[string]int `json:"marks,omitempty"`
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

// OptPolitical is the switch of the optional political war [36].
const OptPolitical = "political"

// FlagVichyCoBelligerent is set when request H, Vichy France
// co-belligerent, is granted [36.63H]; with it the pale sub icons are
// active [2.13].
const FlagVichyCoBelligerent = "vichy-co-belligerent"

// clone copies the political state (nil stays nil).
func (p *Political) clone() *Political {
	if p == nil {
		return nil
	}
	c := *p
	c.Influence = maps.Clone(p.Influence)
	c.Granted = slices.Clone(p.Granted)
	c.Pending = slices.Clone(p.Pending)
	c.Cancelled = slices.Clone(p.Cancelled)
	c.Marks = maps.Clone(p.Marks)
	return &c
}

// setupPolitical starts the political war [36.1] when the switch is on and
// the scenario authors its starting values; the BdU is in Berlin in period
// 1 (and the player's choice after it, [36.4]).
func (g *Game) setupPolitical(sc *data.Scenario) {
	if !g.Opt(OptPolitical) || sc.Political == nil {
		return
	}
	p := NewPolitical(sc.Political.Prestige)
	for _, gr := range PoliticalGroups {
		p.AddInfluence(gr, sc.Political.Influence[gr])
	}
	p.Berlin = sc.Period <= 1
	g.S.Political = p
	g.noteM("36.1", "", msgM("atl.pol.start", aSigned("okm", p.Influence[GroupOKM]), aSigned("okw", p.Influence[GroupOKW]), aSigned("okl", p.Influence[GroupOKL]), aSigned("ch", p.Influence[GroupChancellery]), aInt("pr", p.Prestige)),
		"The political war [36]: influence OKM %+d, OKW %+d, OKL %+d, Chancellery %+d; prestige %d.", p.Influence[GroupOKM], p.Influence[GroupOKW], p.Influence[GroupOKL], p.Influence[GroupChancellery], p.Prestige)
}

// politicalListItem reports whether the political rules ignore this
// effect [36.15]: the reinforcement list's { } items — B-Dienst, Enigma
// (and the four rotors) and German aircraft — which come only from granted
// requests under them ([7.21], [7.33]). It says so in the log.
func (g *Game) politicalListItem(f *Frame) bool {
	if g.S.Political == nil || !strings.HasPrefix(f.S, "list:") {
		return false
	}
	g.noteM("36.15", "", msgM("atl.pol.list-ignored", aNested("who", g.effectWhoMsg(f.S))),
		"%s: a B-Dienst, Enigma or aircraft item, ignored under the political rules; only a granted request brings it [36.15].", g.effectWho(f.S))
	return true
}

// politicalTrack logs the influence track and prestige after a change.
func (g *Game) politicalTrack(rule, why string, wm *engine.Msg) {
	p := g.S.Political
	g.noteM(rule, "", msgM("atl.pol.track", aNested("why", wm), aSigned("okm", p.Influence[GroupOKM]), aSigned("okw", p.Influence[GroupOKW]), aSigned("okl", p.Influence[GroupOKL]), aSigned("ch", p.Influence[GroupChancellery]), aInt("pr", p.Prestige)),
		"%s: influence OKM %+d, OKW %+d, OKL %+d, Chancellery %+d; prestige %d [%s].", why, p.Influence[GroupOKM], p.Influence[GroupOKW], p.Influence[GroupOKL], p.Influence[GroupChancellery], p.Prestige, rule)
}

// politicalShotDown is [7.55] under the political rules: an Axis aircraft
// shot down costs OKL one influence.
func (g *Game) politicalShotDown(ac string) {
	if g.S.Political == nil {
		return
	}
	g.S.Political.AddInfluence(GroupOKL, -1)
	g.politicalTrack("7.55", fmt.Sprintf("OKL −1 for %s shot down", g.aircraftName(ac)), msgM("atl.pol.why.shot-down", aAir("ac", ac)))
}

// politicalMonthEnd is [36.52]: at the end of the month the boats lost in
// it cost OKM, the Chancellery and prestige alike.
func (g *Game) politicalMonthEnd(lost int) {
	if g.S.Political == nil {
		return
	}
	n := LostPenalty(lost)
	if n == 0 {
		return
	}
	g.S.Political.ApplyLostPenalty(lost)
	g.politicalTrack("36.52", fmt.Sprintf("%d boats lost this month: OKM, the Chancellery and prestige −%d", lost, n), msgM("atl.pol.why.lost", aInt("n", lost), aInt("p", n)))
}

// politicalSinking is [36.53]: a valuable warship sunk changes influence
// at once.
func (g *Game) politicalSinking(unit string) {
	if g.S.Political == nil {
		return
	}
	a := g.unitType(unit)
	if a != nil && a.Named {
		// A named ship is gone for good [14.81], even where no patrol
		// records it (a minefield whose layer is home): the seizure's cup
		// additions must not bring it back [36.63G] (unitSunk).
		g.S.Political.setMark(markSunkPrefix+unit, 1)
	}
	if a == nil || WarshipInfluence(a.Type) == nil {
		return
	}
	g.S.Political.ApplyWarshipSunk(a.Type)
	g.politicalTrack("36.53", a.Name+" sunk", msgM("atl.pol.why.warship", aUnit("ship", a.ID)))
}

// PoliticalTarget reads the Political Results Table [36.23]: the row from
// the difficulty (1–3) and the target group's influence, the column from
// the Chancellery's influence. ok is false for an X (the request cannot
// succeed) or where the theatre has no table.
func PoliticalTarget(t *data.Tables, difficulty, influence, chancellery int) (target int, ok bool) {
	if difficulty < 1 || difficulty > len(t.PoliticalResults) {
		return 0, false
	}
	rows := t.PoliticalResults[difficulty-1]
	i, j := clampInt(influence, -2, 2)+2, clampInt(chancellery, -2, 2)+2
	if i >= len(rows) || j >= len(rows[i]) || rows[i][j] == "X" {
		return 0, false
	}
	if _, err := fmt.Sscan(rows[i][j], &target); err != nil {
		return 0, false
	}
	return target, true
}

// FavourDRM is the political favour bought with extra prestige [36.23]:
// 1 point −1, 3 points −2, 5 points −3 (0: none). ok is false for any
// other amount.
func FavourDRM(points int) (drm int, ok bool) {
	switch points {
	case 0:
		return 0, true
	case 1:
		return -1, true
	case 3:
		return -2, true
	case 5:
		return -3, true
	}
	return 0, false
}

// RequestResult is one request's resolution [36.23].
type RequestResult struct {
	Target   int  // the PRT number
	Drm      int  // favour, and + the difficulty when the BdU is not in Berlin [36.4]
	Modified int  // the d10 with its DRMs
	Granted  bool // Modified ≤ Target
}

// Request resolves a request to group of the given difficulty (1–3) with
// favour prestige points bought and the d10 roll [36.23]: it pays prestige
// equal to the difficulty plus the favour, then succeeds on a modified
// roll at or under the PRT number. A Chancellery request [36.3] reads the
// Chancellery's influence in both parts. It fails with an error, paying
// nothing, on an X, an amount of favour the rule does not sell, or too
// little prestige.
func (p *Political) Request(t *data.Tables, group string, difficulty, favour, roll int) (RequestResult, error) {
	drm, ok := FavourDRM(favour)
	if !ok {
		return RequestResult{}, fmt.Errorf("favour is bought with 1, 3 or 5 prestige, not %d [36.23]", favour)
	}
	if p.Prestige < difficulty+favour {
		return RequestResult{}, fmt.Errorf("prestige %d cannot pay %d for the request and %d for favour [36.2]", p.Prestige, difficulty, favour)
	}
	target, ok := PoliticalTarget(t, difficulty, p.Influence[group], p.Influence[GroupChancellery])
	if !ok {
		return RequestResult{}, fmt.Errorf("the Political Results Table gives X: the request cannot succeed [36.23]")
	}
	if !p.Berlin {
		drm += difficulty // [36.4]
	}
	p.AddPrestige(-difficulty - favour)
	r := RequestResult{Target: target, Drm: drm, Modified: roll + drm}
	r.Granted = r.Modified <= target
	return r, nil
}

// ApplyConsequences applies a request's consequence row [36.23] step 6:
// for each group its (granted, refused) pair of influence changes.
func (p *Political) ApplyConsequences(row map[string][2]int, granted bool) {
	k := 1
	if granted {
		k = 0
	}
	for _, g := range PoliticalGroups {
		if d, ok := row[g]; ok {
			p.AddInfluence(g, d[k])
		}
	}
}
