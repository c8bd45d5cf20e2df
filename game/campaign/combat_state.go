package campaign

import (
	"fmt"
	"strconv"
	"strings"

	"periscope/game/data"
	"periscope/game/engine"
)

// Combat is a combat display in use [2.4], [14.0]: the board, its columns
// with their counters, the boats fighting (a lone boat or a wolfpack [24]),
// the convoy's dispersal [29] and the round. It exists from the moment a
// contact is made [13.22] until the clean-up [14.8].
type Combat struct {
	// Board is "single", "c1", "c2" or "tf"; Kind the contact kind
	// ("single", "c1", "c2", "special", "tf", or "sub" for sub vs sub).
	Board string `json:"board"`
	Kind  string `json:"kind"`
	// Area is where the sub fights (an OpArea or SMZ); Gov the OpArea whose
	// AAC row governs (red boxes for the counterattack [14.2A], the air
	// icon [14.12]); Level the activity colour letter of the search.
	Area   string `json:"area"`
	Gov    string `json:"gov"`
	Level  string `json:"level"`
	Nation string `json:"nation,omitempty"` // TF / special convoy nation (cup suffix)
	Code   string `json:"code,omitempty"`   // convoy code from the Contact table (flavour)

	Columns   []BoardColumn `json:"columns"`
	Dispersal int           `json:"dispersal"`
	// Round is 1 for the attack round, 2 and 3 for re-attacks [14.4], [14.41].
	Round int `json:"round"`
	// Boats are the subs in this combat: the contacting boat first, then
	// wolfpack joiners in the order they joined [24.1].
	Boats []CombatBoat `json:"boats"`
	// Stage is where the combat procedure stands (see combat.go).
	Stage string `json:"stage"`

	InPort    bool `json:"inPort,omitempty"`    // [14.18], [30.41]
	Coastal   bool `json:"coastal,omitempty"`   // [13.23]
	Encounter bool `json:"encounter,omitempty"` // transit encounter [15.4]
	Second    bool `json:"second,omitempty"`    // home-waters second search [30.13]
	// Reattack allows re-attacks against a TF or special convoy (naval base
	// [30.41] or an event) [28.15].
	Reattack bool `json:"reattack,omitempty"`
	// NoAttack: the contact may not be attacked (TF or special convoy in
	// Western Waters before period 4 [30.23]).
	NoAttack bool `json:"noAttack,omitempty"`

	// Per-round bookkeeping.
	EventUsed   bool `json:"eventUsed,omitempty"`   // one combat event per round [19.21]
	EscortBonus bool `json:"escortBonus,omitempty"` // [14.15B] used this round (one escort per round)
	PackFired   bool `json:"packFired,omitempty"`   // a pack member has attacked: later ones lose [14.15B]
	BonusLost   bool `json:"bonusLost,omitempty"`   // an event or a DE has alerted the escorts [14.15B]
	SunkRound   int  `json:"sunkRound,omitempty"`   // ships sunk + damaged this round [29.3]
	SunkFirst   int  `json:"sunkFirst,omitempty"`   // ships sunk in round 1 [29.4]
	// Scatter is set when the pack scatters a large convoy [29.4]: the
	// boats still in make single-board re-attacks one at a time.
	Scatter     bool     `json:"scatter,omitempty"`
	ScatterLeft []string `json:"scatterLeft,omitempty"`
	// Doctrine is the per-combat Italian period-3 doctrine roll [30.81]:
	// 0 not rolled, 1 limited, 2 free.
	Doctrine int `json:"doctrine,omitempty"`
	// Fought: a combat took place (boards engaged or sub vs sub) [15.48].
	Fought bool `json:"fought,omitempty"`
	// Pack: a wolfpack was formed [24.1] (even if only the shadower is
	// left); West: convoys here draw from the West cups [2.12] and the
	// [30.23] limits apply; Tried: boats that tried to join [24.1].
	Pack  bool     `json:"pack,omitempty"`
	West  bool     `json:"west,omitempty"`
	Tried []string `json:"tried,omitempty"`
	// HeldTDCs are the TDCs of pack members that have attacked this round,
	// off the pool until the round ends ("pack-tdc-round-end", spec
	// §12.27).
	HeldTDCs []int `json:"heldTDCs,omitempty"`
	// Swapped: the Barents Sea Soviet-escort replacement was rolled [30.92].
	Swapped bool `json:"swapped,omitempty"`
	// Enemy is the Allied sub in a sub-vs-sub fight [14.6].
	Enemy string `json:"enemy,omitempty"`
}

// BoardColumn is one column of the display with the counters in it.
type BoardColumn struct {
	Role  string      `json:"role"`
	Entry int         `json:"entry"`
	Boxes int         `json:"boxes"`
	Units []BoardUnit `json:"units"`
	Subs  []string    `json:"subs,omitempty"`
}

// BoardUnit is an Allied counter on the display.
type BoardUnit struct {
	ID      string `json:"id"`
	Up      bool   `json:"up,omitempty"`      // revealed
	Damaged bool   `json:"damaged,omitempty"` // [18.5]
	// DamagedIn is the round it was damaged in: sunk in the same round it
	// is still one ship for the dispersal roll [29.3].
	DamagedIn int `json:"damagedIn,omitempty"`
	// EventDamaged marks the Damaged marker a war event gave the counter
	// when it was found (the Shokaku [SW 5.0], spec §12.33).
	EventDamaged bool `json:"eventDamaged,omitempty"`
	// Sunk units stay on the display, out of every count, until the
	// clean-up returns them [14.2 note], [14.8]; Left units have left it
	// (fast ships before a re-attack [14.4], [28.27]).
	Sunk bool `json:"sunk,omitempty"`
	Left bool `json:"left,omitempty"`
	// TDC is the index of the TDC counter on it (-1 = none) and TDCUp
	// whether it has been revealed [14.14].
	TDC   int  `json:"tdc"`
	TDCUp bool `json:"tdcUp,omitempty"`
	// Cup is where the counter goes back at clean-up [14.8].
	Cup string `json:"cup"`
	// Unplaced marks the odd counter of an even split whose column is rolled
	// once the sub is placed [13.24].
	Unplaced bool `json:"unplaced,omitempty"`
	// Points are the attack points on it this boat-turn [14.15].
	Points int `json:"points,omitempty"`
	// NoTarget: may not be attacked this boat-turn (replacement for an
	// aircraft [14.15A], a US escort that failed its roll [30.23]).
	NoTarget bool `json:"noTarget,omitempty"`
	// Radar: turned face down again by a sub's radar [SW 14.12]; it is
	// not revealed again by a reveal choice, in a re-attack either
	// (spec §12.18).
	Radar bool `json:"radar,omitempty"`
	// USOK: a revealed US escort has passed its [30.23] roll this turn.
	USOK bool `json:"usOK,omitempty"`
	// TDCMod is added to the TDC value (re-attack −1 [14.4B], blackout −1
	// [30.25]); the sum never goes below the TDC minimum.
	TDCMod int `json:"tdcMod,omitempty"`
}

// CombatBoat is a sub in the combat.
type CombatBoat struct {
	ID string `json:"id"`
	// Role [24.1]: "lone", "shadower", "round1", "reattack" (joined on an
	// equal roll: re-attack only), "left-off" [24.13].
	Role   string `json:"role"`
	Column int    `json:"column"` // -1 = not on the display
	// Out: withdrew, RTB, sunk or failed its stay roll; Why says which.
	Out bool   `json:"out,omitempty"`
	Why string `json:"why,omitempty"`
	// This combat, for the ace check [14.5].
	Ships   int  `json:"ships,omitempty"`
	Tons    int  `json:"tons,omitempty"`
	Torpedo bool `json:"torpedo,omitempty"` // made a torpedo attack [14.7]
	Gun     bool `json:"gun,omitempty"`     // made a gun attack [27]
	// Joiner boats joined a pack: they make their own endurance check [24].
	Joiner bool `json:"joiner,omitempty"`
	// NoTorpedoes: an RTB boat out of torpedoes [15.43].
	NoTorpedoes bool `json:"noTorpedoes,omitempty"`

	// This boat's turn in the current round [24.23].
	Step    string `json:"step,omitempty"`
	Acted   bool   `json:"acted,omitempty"`   // has taken its turn this round
	Attacks int    `json:"attacks,omitempty"` // rounds in which it attacked (or tried)
	Reveals int    `json:"reveals,omitempty"` // units revealed this turn
	TDCs    int    `json:"tdcs,omitempty"`    // TDCs placed this turn
	// Event is the combat event that struck this boat this round [24.22].
	Event string `json:"event,omitempty"`
	// NoCounter: no counterattack this turn ([14.17A] or an event).
	NoCounter bool `json:"noCounter,omitempty"`
	// CounterDone: the counterattack came first (event) and is done.
	CounterDone bool `json:"counterDone,omitempty"`
	// NoFire: the boat may not attack this turn (event "counterattack").
	NoFire bool `json:"noFire,omitempty"`
	// Fired: attacked (torpedo or gun) this turn; Sank: units it sank this
	// turn (for Double tonnage [19.2]); RevCols: the columns of this turn's
	// reveals (the task force reveal order [28.11]).
	Fired   bool     `json:"fired,omitempty"`
	Sank    []string `json:"sank,omitempty"`
	RevCols []int    `json:"revCols,omitempty"`
	// Done lists the lone targets already attacked this turn [28.24].
	Done []string `json:"done,omitempty"`
	// Allowed lists lone targets cleared for a second re-attack [14.41].
	Allowed []string `json:"allowed,omitempty"`
	// DoubleTons: the "double tonnage" event struck this round [19.2].
	DoubleTons bool `json:"doubleTons,omitempty"`
	// Mechanical: the "mechanical problems" event ended its combat; Fixed
	// means no endurance check this turn [19.2].
	Fixed bool `json:"fixed,omitempty"`
	// FightRound is the round in which fighting it out on the tactical
	// board was offered to this boat (fightitout.go).
	FightRound int `json:"fightRound,omitempty"`
	// Fight are the Sub player's decisions so far in the fight being
	// fought on the tactical board (fightitout.go): a save made mid-fight
	// reopens it there.
	Fight []engine.Choice `json:"fight,omitempty"`
}

// ---------------------------------------------------------------- lookups

// Boat returns the combat boat of a sub, or nil.
func (c *Combat) Boat(id string) *CombatBoat {
	for i := range c.Boats {
		if c.Boats[i].ID == id {
			return &c.Boats[i]
		}
	}
	return nil
}

// unitAt is a unit's place on the board.
type unitAt struct {
	Col, Idx int
}

// Find returns the column and index of a unit on the board.
func (c *Combat) Find(id string) (unitAt, bool) {
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			if c.Columns[ci].Units[ui].ID == id {
				return unitAt{ci, ui}, true
			}
		}
	}
	return unitAt{}, false
}

// Unit returns a unit on the board, or nil.
func (c *Combat) Unit(id string) *BoardUnit {
	if at, ok := c.Find(id); ok {
		return &c.Columns[at.Col].Units[at.Idx]
	}
	return nil
}

// ColumnOf returns the column of a unit, or -1.
func (c *Combat) ColumnOf(id string) int {
	if at, ok := c.Find(id); ok {
		return at.Col
	}
	return -1
}

// present reports whether a unit still takes part (not sunk, not gone).
func (u *BoardUnit) present() bool { return !u.Sunk && !u.Left }

// adjacent reports whether column b is column a or next to it.
func adjacent(a, b int) bool { return a-b <= 1 && b-a <= 1 }

// colName names a column for the player: "left outer", "centre", ..., or
// "A"…"D".
func (c *Combat) colName(i int) string {
	if i < 0 || i >= len(c.Columns) {
		return "off the board"
	}
	role := c.Columns[i].Role
	if len(c.Columns) == 1 {
		return "the board"
	}
	same := 0
	for _, col := range c.Columns {
		if col.Role == role {
			same++
		}
	}
	if same == 1 {
		return role
	}
	// A display whose columns are all alike (Silent War's four, A–D
	// [SW 14.11], spec D27) names them by letter: "left outer" twice
	// named two of them.
	if same == len(c.Columns) && len(c.Columns) <= 26 {
		return string(rune('A' + i))
	}
	if i < len(c.Columns)/2 || len(c.Columns)%2 == 1 && i == len(c.Columns)/2 {
		return "left " + role
	}
	return "right " + role
}

// combatRemoveSub takes a lost or departing sub off the combat display.
func (g *Game) combatRemoveSub(id string) {
	c := g.S.Combat
	for i := range c.Columns {
		col := &c.Columns[i]
		for j, s := range col.Subs {
			if s == id {
				col.Subs = append(col.Subs[:j:j], col.Subs[j+1:]...)
				break
			}
		}
	}
	for i := range c.Boats {
		if c.Boats[i].ID == id {
			c.Boats[i].Out = true
			if c.Boats[i].Why == "" {
				if s := g.Sub(id); s != nil && s.Status == StSunk {
					c.Boats[i].Why = "sunk"
				}
			}
			c.Boats[i].Column = -1
		}
	}
}

// boatOut takes a boat out of the fight (withdrawal, RTB) [14.3].
func (g *Game) boatOut(b *CombatBoat, why string) {
	if b.Out {
		return
	}
	b.Why = why
	g.combatRemoveSub(b.ID)
}

// placeBoat puts a boat in a column's sub box.
func (g *Game) placeBoat(b *CombatBoat, col int) {
	c := g.S.Combat
	if b.Column >= 0 {
		old := &c.Columns[b.Column]
		for j, s := range old.Subs {
			if s == b.ID {
				old.Subs = append(old.Subs[:j:j], old.Subs[j+1:]...)
				break
			}
		}
	}
	b.Column = col
	c.Columns[col].Subs = append(c.Columns[col].Subs, b.ID)
}

// freeBoxes is the number of empty sub boxes in a column.
func (c *Combat) freeBoxes(col int) int { return c.Columns[col].Boxes - len(c.Columns[col].Subs) }

// ---------------------------------------------------------------- unit facts

// utype is the Allied type of a board unit.
func (g *Game) utype(id string) *data.AlliedType { return g.unitType(id) }

// Unit categories by type [2.3B], as switches (issue 16: a lookup in a
// map of strings for every counter of every odds walk).

func isAircraft(t *data.AlliedType) bool { return t.Type == "AC" }
func isEvent(t *data.AlliedType) bool    { return t.Type == "EVENT" }
func isLiner(t *data.AlliedType) bool    { return t.Type == "LINER" }

func isEscort(t *data.AlliedType) bool {
	switch t.Type {
	case "DD", "DE", "PF", "CT", "SL", "TB", "PG", "CG":
		return true
	}
	return false
}

func isMerchant(t *data.AlliedType) bool {
	switch t.Type {
	case "M", "AO", "AT", "AP", "CM", "FV", "SV":
		return true
	}
	return false
}

// isWarship covers escorts and every other warship (for the gun
// conditions [27.1]).
func isWarship(t *data.AlliedType) bool {
	switch t.Type {
	case "CV", "CVE", "ACV", "AVG", "CS", "BB", "BC", "CA", "CL", "C", "ML", "AM":
		return true
	}
	return isEscort(t)
}

// isShip is a counter that can be attacked: not an aircraft, a combat
// event or a draw-liner marker.
func isShip(t *data.AlliedType) bool { return !isAircraft(t) && !isEvent(t) && !isLiner(t) }

// airCapable counts "whatever its column" [14.16B], [14.2A]: aircraft and
// aircraft-carrying ships [3.14].
func airCapable(t *data.AlliedType) bool { return isAircraft(t) || t.Carrier }

// usAirBeforeP4 is a US aircraft or carrier before period 4: it counts for
// target defence but not in the counterattack [14.2A].
func (g *Game) usAirBeforeP4(t *data.AlliedType) bool {
	return airCapable(t) && g.neutral(t.Nation) && !g.politicalUSAir(t) // [36.63L]
}

// unitLabel names a board unit for the player: revealed units by name and
// values, face-down ones by their flag.
func (g *Game) unitLabel(u *BoardUnit) string {
	t := g.utype(u.ID)
	if !u.Up {
		return fmt.Sprintf("face-down %s-flag counter", t.Flag)
	}
	s := t.Name
	if isShip(t) && t.Type != "SS" {
		// t.Name + " " + t.Type + " %d-%s" (" (%dt)"), without fmt: every
		// option on the display carries one.
		s = t.Name + " " + t.Type + " " + strconv.Itoa(t.Defense) + "-" + aswText(t.ASW2)
		if t.Tons > 0 {
			s += " (" + strconv.Itoa(t.Tons) + "t)"
		}
	}
	if u.Damaged {
		s += ", damaged"
	}
	return s
}

// aswText renders half points: 1 → "½", 3 → "1½".
func aswText(h int) string {
	switch {
	case h == 1:
		return "½"
	case h%2 == 1:
		return strconv.Itoa(h/2) + "½"
	}
	return strconv.Itoa(h / 2)
}

// halfText renders a value in half points with a sign.
func halfText(h int) string {
	if h < 0 {
		return "−" + aswText(-h)
	}
	return aswText(h)
}

// roundHalfUp turns half points into a whole number, halves rounding up
// [2.6], [14.16C].
func roundHalfUp(h int) int {
	if h >= 0 {
		return (h + 1) / 2
	}
	return -((-h) / 2)
}

// ceilHalf turns half points into a whole number rounding up [14.2A].
func ceilHalf(h int) int {
	if h >= 0 {
		return (h + 1) / 2
	}
	return -((-h) / 2)
}

// tdcValue is the effective TDC on a unit [14.14], [14.4B], [30.25].
func (g *Game) tdcValue(u *BoardUnit) int {
	if u.TDC < 0 {
		return 0
	}
	v := g.S.TDCValue[u.TDC]
	if u.TDCMod == 0 {
		return v
	}
	return max(v+u.TDCMod, min(v, g.T.Rules.TDCMin))
}

// unitIDs lists the ids of units satisfying a test, board order.
func (c *Combat) unitIDs(test func(col int, u *BoardUnit) bool) []string {
	return c.unitIDsIn(nil, test)
}

// unitIDsIn is unitIDs appending to out (a caller's buffer on the stack:
// issue 16, session 40).
func (c *Combat) unitIDsIn(out []string, test func(col int, u *BoardUnit) bool) []string {
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			u := &c.Columns[ci].Units[ui]
			if test(ci, u) {
				out = append(out, u.ID)
			}
		}
	}
	return out
}

// unitCount counts the units satisfying a test (unitIDs without the list:
// issue 16).
func (c *Combat) unitCount(test func(col int, u *BoardUnit) bool) int {
	n := 0
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			if test(ci, &c.Columns[ci].Units[ui]) {
				n++
			}
		}
	}
	return n
}

// sunkWord renders a results-table token sequence for the log.
func tokenText(tok string) string {
	parts := strings.Split(tok, "+")
	for i, p := range parts {
		switch p {
		case "none":
			parts[i] = "no effect"
		case "spot":
			parts[i] = "spotted"
		case "dmg":
			parts[i] = "damaged"
		case "rtb":
			parts[i] = "RTB"
		case "sunk":
			parts[i] = "sunk"
		case "explode":
			parts[i] = "sunk, explodes"
		case "again":
			parts[i] = "roll again"
		}
	}
	return strings.Join(parts, " + ")
}

// unitOption names a counter on the display in a prompt's option: key is
// prefix + its unit id and ref the id when the counter is face up; when it
// is face down both name its place instead ("@column.index"), so that no
// prompt — which the page and any reader of it can see — carries what is
// under a flag [2.4], [14.12].
func (c *Combat) unitOption(prefix, id string) (key, ref string) {
	if u := c.Unit(id); u != nil && !u.Up {
		at, _ := c.Find(id)
		if k := placeKeyIdx(prefix); k >= 0 && at.Col < placeCols && at.Idx < placeIdxs {
			// A place's key and ref made once for every program
			// (issue 16: two strings an option of every reveal,
			// target and TDC prompt).
			pk := &placeKeys[at.Col][at.Idx]
			return pk[k], pk[0]
		}
		ref = placeRef(at.Col, at.Idx)
		return prefix + ref, ref
	}
	return prefix + id, id
}

// unitKey is unitOption, a face-up counter's key kept by the game once
// made (issue 16, session 40: "unit:"+id, "fire:"+id, "gun:"+id were a
// string an option of every TDC, target and lone-attack prompt). The
// same strings: a key depends only on the prefix and the id.
func (g *Game) unitKey(prefix, id string) (key, ref string) {
	c := g.S.Combat
	k := placeKeyIdx(prefix)
	if u := c.Unit(id); u == nil || !u.Up || k < 0 {
		return c.unitOption(prefix, id)
	}
	e := g.upKeys[id]
	if e == nil {
		if g.upKeys == nil {
			g.upKeys = map[string]*[len(placePrefixes)]string{}
		}
		e = new([len(placePrefixes)]string)
		g.upKeys[id] = e
	}
	if e[k] == "" {
		e[k] = prefix + id
	}
	return e[k], id
}

// placeRef is a face-down counter's name by its place, "@column.index".
func placeRef(col, idx int) string { return "@" + strconv.Itoa(col) + "." + strconv.Itoa(idx) }

// placePrefixes are the prefixes unitOption is asked with; placeKeys
// holds, for each place on a display of up to placeCols columns of
// placeIdxs counters, its ref (index 0) and the keys with each prefix.
var placePrefixes = [...]string{"", "unit:", "fire:", "gun:"}

const placeCols, placeIdxs = 8, 32

var placeKeys = func() (t [placeCols][placeIdxs][len(placePrefixes)]string) {
	for c := range t {
		for i := range t[c] {
			ref := placeRef(c, i)
			for k, p := range placePrefixes {
				t[c][i][k] = p + ref
			}
		}
	}
	return t
}()

// placeKeyIdx is prefix's index in placePrefixes, or -1.
func placeKeyIdx(prefix string) int {
	for k, p := range placePrefixes {
		if p == prefix {
			return k
		}
	}
	return -1
}

// UnitOfKey resolves an option's key or ref made by unitOption (with its
// prefix, "unit:", "fire:" or "gun:", or none) to the unit's id, or "".
func (c *Combat) UnitOfKey(key string) string {
	if i := strings.IndexByte(key, ':'); i >= 0 {
		key = key[i+1:]
	}
	if !strings.HasPrefix(key, "@") {
		return key
	}
	col, idx, ok := strings.Cut(key[1:], ".")
	if !ok {
		return ""
	}
	ci, err1 := strconv.Atoi(col)
	ui, err2 := strconv.Atoi(idx)
	if err1 != nil || err2 != nil || ci < 0 || ci >= len(c.Columns) || ui < 0 || ui >= len(c.Columns[ci].Units) {
		return ""
	}
	return c.Columns[ci].Units[ui].ID
}
