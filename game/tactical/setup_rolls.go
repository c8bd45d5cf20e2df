package tactical

import (
	"fmt"
	"strings"
)

// The set-up tables the rules text prints whole (spec §14–§15): weather
// [50], crews [49], cargo [60], depth-charge stock [61], torpedo
// availability [62] and the prolonged attack [34.6]. d66 bands are written
// as their lowest reading; a roll uses the band with the highest lowest
// reading at or under it.

// Weather is a scenario's weather [50].
type Weather string

// The weather kinds.
const (
	Clear Weather = "clear"
	Rough Weather = "rough"
	Storm Weather = "storm"
	Gale  Weather = "gale"
)

// Sea is the theatre column of the weather table [50].
type Sea int

// The theatres.
const (
	Pacific Sea = iota
	Atlantic
	Mediterranean
)

var weatherTable = []struct {
	from int
	w    [3]Weather
}{
	{66, [3]Weather{Gale, Gale, Gale}},
	{64, [3]Weather{Gale, Gale, Storm}},
	{61, [3]Weather{Storm, Gale, Storm}},
	{54, [3]Weather{Storm, Storm, Rough}},
	{41, [3]Weather{Rough, Storm, Rough}},
	{34, [3]Weather{Clear, Rough, Rough}},
	{21, [3]Weather{Clear, Rough, Clear}},
	{11, [3]Weather{Clear, Clear, Clear}},
}

// RollWeather rolls the scenario's weather, one d66 [50].
func (g *Game) RollWeather(sea Sea) Weather {
	r := g.Dice.D66("weather", "50").For(msg("tac.roll.weather"))
	for _, row := range weatherTable {
		if r.Raw >= row.from {
			g.Dice.Record(r.Says(msg("tac.sea."+[]string{"pacific", "atlantic", "mediterranean"}[sea]), msg("tac.weather."+string(row.w[sea]))),
				[]string{"Pacific", "Atlantic / North Sea", "Mediterranean"}[sea], string(row.w[sea]))
			return row.w[sea]
		}
	}
	panic("unreachable: d66 is at least 11")
}

// Crew is a crew rating [49].
type Crew string

// The ratings.
const (
	Professional Crew = "professional"
	Experienced  Crew = "experienced"
	Novice       Crew = "novice"
)

// RollCrew rolls a crew [49]: d6 1 Professional, 2–3 Experienced, 4–6
// Novice; −1 after two years at war, −2 after three.
func (g *Game) RollCrew(ship string, yearsAtWar int) Crew {
	var r Roll
	switch {
	case yearsAtWar >= 3:
		r = g.Dice.D6(ship+" crew", "49", Mod(-2, "three years at war", "49"))
	case yearsAtWar >= 2:
		r = g.Dice.D6(ship+" crew", "49", Mod(-1, "two years at war", "49"))
	default:
		r = g.Dice.D6(ship+" crew", "49")
	}
	r = r.For(msg("tac.roll.crew", txt("ship", ship)))
	c := Novice
	switch {
	case r.Total <= 1:
		c = Professional
	case r.Total <= 3:
		c = Experienced
	}
	g.Dice.Record(r.Says(msg("tac.roll.crew.test"), msg("tac.crew."+string(c))), "1 P, 2–3 E, 4–6 N", string(c))
	return c
}

var availability = []struct{ from, tenths int }{{54, 10}, {41, 7}, {24, 5}, {21, 4}, {14, 3}, {11, 2}}

// TorpedoesAvailable rolls the secret torpedo availability [62]: ⌈factor ×
// (tubes + reloads)⌉. A VIIC's 14 on a 23 is 0.4 × 14 → 6.
func (g *Game) TorpedoesAvailable(boat string, carried int) int {
	r := g.Dice.D66(boat+" torpedoes available", "62").For(msg("tac.roll.torpedoes-available", txt("boat", boat)))
	for _, a := range availability {
		if r.Raw >= a.from {
			n := (a.tenths*carried + 9) / 10
			g.Dice.Record(r.Says(msg("tac.roll.factor", txt("f", fmt.Sprintf("%d.%d", a.tenths/10, a.tenths%10)), num("n", carried)), msg("tac.roll.torpedoes", num("n", n))),
				fmt.Sprintf("factor %d.%d × %d", a.tenths/10, a.tenths%10, carried), fmt.Sprintf("%d torpedoes", n))
			return n
		}
	}
	panic("unreachable: d66 is at least 11")
}

// dcStockTable is [61]: by d66 band, columns A–E and ATW rounds.
var dcStockTable = []struct {
	from  int
	stock [6]int
}{
	{61, [6]int{18, 36, 50, 75, 120, 10}},
	{54, [6]int{18, 36, 50, 75, 120, 9}},
	{51, [6]int{12, 30, 40, 65, 110, 9}},
	{44, [6]int{12, 30, 40, 65, 110, 8}},
	{41, [6]int{12, 30, 40, 55, 100, 8}},
	{34, [6]int{12, 24, 40, 55, 90, 6}},
	{31, [6]int{12, 24, 30, 45, 80, 6}},
	{24, [6]int{6, 24, 30, 45, 70, 5}},
	{21, [6]int{6, 18, 30, 35, 60, 5}},
	{14, [6]int{6, 18, 20, 35, 50, 4}},
	{11, [6]int{6, 12, 20, 25, 40, 3}},
}

// dcStockColumn is [61]'s type × nation → table letter (0 = A … 4 = E);
// absent = not listed.
var dcStockColumn = map[string]map[string]int{
	"DD": {"DE": 0, "RU": 0, "UK": 1, "US": 2, "JP": 1},
	"DE": {"IT": 1, "UK": 4, "US": 4},
	"E":  {"DE": 1, "JP": 4},
	"C":  {"IT": 1, "UK": 3},
	"PF": {"UK": 2, "US": 3},
	"F":  {"UK": 2, "US": 3},
	"S":  {"UK": 3},
	"SC": {"RU": 1, "US": 1, "JP": 1},
	"ML": {"DE": 1},
	"TB": {"IT": 1},
}

// DCStock rolls an escort's depth-charge stock and ATW rounds [61] (one
// roll for both). In 1939–41 the table one letter to the left is used.
func (g *Game) DCStock(ship, shipType, nation string, early bool) (charges, atwRounds int, err error) {
	col, ok := dcStockColumn[shipType][nation]
	if !ok {
		return 0, 0, fmt.Errorf("%w: [61] lists no %s for %s", ErrIllegal, shipType, nation)
	}
	if early && col > 0 {
		col--
	}
	charges, atwRounds = g.rollDCStock(ship, col)
	return charges, atwRounds, nil
}

// rollDCStock rolls [61] on the table's letter col (0 = A).
func (g *Game) rollDCStock(ship string, col int) (charges, atwRounds int) {
	r := g.Dice.D66(ship+" depth-charge stock", "61").For(msg("tac.roll.dc-stock", txt("ship", ship)))
	for _, row := range dcStockTable {
		if r.Raw >= row.from {
			g.Dice.Record(r.Says(msg("tac.roll.table", txt("t", string(rune('A'+col)))), msg("tac.roll.dc-stock.result", num("n", row.stock[col]), num("atw", row.stock[5]))),
				fmt.Sprintf("table %c", 'A'+col), fmt.Sprintf("%d charges, %d ATW rounds", row.stock[col], row.stock[5]))
			return row.stock[col], row.stock[5]
		}
	}
	panic("unreachable: d66 is at least 11")
}

// Cargo is a merchantman's cargo and its VP [60].
type Cargo struct {
	Name string `json:"name"`
	VP   int    `json:"vp"`
	// DoubleDamage (explosives, aviation fuel) and TripleToSink (timber).
	DoubleDamage bool `json:"doubleDamage,omitempty"`
	TripleToSink bool `json:"tripleToSink,omitempty"`
}

var cargoTables = map[string][]struct {
	from int
	c    Cargo
}{
	"dry": {{66, Cargo{"military stores", 15, false, false}}, {64, Cargo{"explosives", 18, true, false}}, {61, Cargo{"sugar", 10, false, false}},
		{54, Cargo{"timber", 8, false, true}}, {43, Cargo{"grain", 15, false, false}}, {26, Cargo{"ore", 12, false, false}}, {11, Cargo{"general", 8, false, false}}},
	"C-3": {{65, Cargo{"military stores", 20, false, false}}, {62, Cargo{"grain", 18, false, false}}, {53, Cargo{"perishables", 20, false, false}},
		{43, Cargo{"general", 15, false, false}}, {11, Cargo{"meat", 18, false, false}}},
	"T-2": {{65, Cargo{"lube oil", 32, false, false}}, {63, Cargo{"crude", 24, false, false}}, {55, Cargo{"naval fuel", 30, false, false}},
		{46, Cargo{"diesel", 28, false, false}}, {32, Cargo{"fuel oil", 26, false, false}}, {11, Cargo{"aviation fuel", 32, true, false}}},
}

// RollCargo rolls a merchantman's cargo [60]: C-2, EC-2 and VC-2 on the dry
// cargo table, C-3 and T-2 on their own; a T-3 always carries 32 VP.
func (g *Game) RollCargo(ship, class string) Cargo {
	key := class // a merchantman rolls on its type's table: the nations' ships on the nearest American type
	if c := g.Data.Ships[class]; c != nil {
		key = c.Type
	}
	if key == "T-3" {
		return Cargo{Name: "oil", VP: 32}
	}
	if key == "C-2" || key == "EC-2" || key == "VC-2" {
		key = "dry"
	}
	r := g.Dice.D66(ship+" cargo", "60").For(msg("tac.roll.cargo", txt("ship", ship)))
	for _, row := range cargoTables[key] {
		if r.Raw >= row.from {
			g.Dice.Record(r.Says(msg("tac.roll.plain", txt("s", class)), msg("tac.roll.cargo.result", nest("cargo", msg("tac.cargo."+strings.ReplaceAll(row.c.Name, " ", "-"))), num("vp", row.c.VP))),
				class, fmt.Sprintf("%s (%d VP)", row.c.Name, row.c.VP))
			return row.c
		}
	}
	panic("unreachable: d66 is at least 11")
}

// prolongedTable is [34.6]: by d66 band (lowest reading), the EP lost for
// attack − defence −4 … 9+ (a dash is 0).
var prolongedTable = []struct {
	from int
	ep   [14]int
}{
	{65, [14]int{20, 25, 30, 35, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58}},
	{63, [14]int{18, 23, 28, 33, 38, 40, 42, 43, 45, 46, 48, 49, 50, 50}},
	{61, [14]int{14, 21, 26, 31, 36, 38, 40, 41, 42, 43, 44, 45, 46, 47}},
	{55, [14]int{12, 19, 24, 29, 34, 36, 38, 40, 41, 42, 43, 44, 45, 46}},
	{53, [14]int{10, 17, 22, 27, 32, 34, 36, 38, 40, 41, 42, 43, 44, 45}},
	{51, [14]int{8, 15, 20, 25, 30, 32, 34, 36, 38, 40, 41, 42, 43, 44}},
	{45, [14]int{6, 13, 18, 23, 28, 30, 32, 34, 36, 38, 40, 41, 42, 43}},
	{43, [14]int{4, 11, 16, 21, 26, 28, 30, 32, 34, 36, 38, 40, 41, 42}},
	{41, [14]int{2, 9, 14, 19, 24, 26, 28, 30, 32, 34, 36, 38, 40, 41}},
	{35, [14]int{0, 7, 12, 17, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40}},
	{33, [14]int{0, 5, 10, 15, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38}},
	{31, [14]int{0, 3, 8, 13, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36}},
	{25, [14]int{0, 1, 6, 11, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34}},
	{23, [14]int{0, 0, 4, 9, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32}},
	{21, [14]int{0, 0, 2, 7, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30}},
	{15, [14]int{0, 0, 0, 5, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28}},
	{13, [14]int{0, 0, 0, 3, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26}},
	{11, [14]int{0, 0, 0, 1, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24}},
}

// SonarAttackPoints are an escort's prolonged-attack points by its sonar
// [34.6]: none 1, Japanese 2, ordinary 3, improved 4.
func SonarAttackPoints(sonar string) int {
	switch sonar {
	case "japanese":
		return 2
	case "ordinary":
		return 3
	case "improved":
		return 4
	}
	return 1
}

// ProlongedLoss reads the prolonged-attack table [34.6] for a d66 reading and
// attack − defence: a difference below −4 loses nothing (ambiguity 19),
// above 9 reads 9+.
func ProlongedLoss(d66, diff int) int {
	if diff < -4 {
		return 0
	}
	diff = min(diff, 9)
	for _, row := range prolongedTable {
		if d66 >= row.from {
			return row.ep[diff+4]
		}
	}
	return 0
}

// ProlongedAttack resolves the prolonged attack on one boat at the end of a
// convoy scenario [34.6]: the assigned escorts' sonar points (only those
// faster than the boat count; with none the boat escapes) against the boat's
// defence (its maximum submerged speed, at most 5); d66 gives the EP lost;
// losing more than it has sinks it. It returns the EP lost and whether the
// boat is sunk. ep and fullEP are the boat's emergency power now and at the
// start (the Advanced game's EP scale, [34]).
func (g *Game) ProlongedAttack(boat *Vessel, ep, fullEP int, escorts []*Vessel) (int, bool) {
	c := g.SubClass(boat)
	boatSpeed := c.SurfaceSpeed
	if 2*ep >= fullEP && !g.B.Options.ProlongedSurface { // ambiguity 19: the faster of surface and submerged while EP ≥ ½
		boatSpeed = max(boatSpeed, c.MaxSubmerged)
	}
	attack := 0
	for _, e := range escorts {
		if !e.Gone() && !e.DIW && g.MaxSpeed(e) > boatSpeed {
			attack += SonarAttackPoints(e.Sonar)
		}
	}
	if attack == 0 {
		g.Say("34.6", msg("tac.log.escapes", txt("boat", boat.ID)), "%s escapes: no escort is faster", boat.ID)
		return 0, false
	}
	diff := attack - min(c.MaxSubmerged, 5)
	r := g.Dice.D66(boat.ID+" prolonged attack", "34.6").For(msg("tac.roll.prolonged", txt("boat", boat.ID)))
	lost := ProlongedLoss(r.Raw, diff)
	sunk := lost > ep
	r = r.Says(msg("tac.roll.prolonged.test", num("attack", attack), num("defence", min(c.MaxSubmerged, 5)), num("diff", diff)),
		msg("tac.roll.prolonged."+map[bool]string{true: "sunk", false: "lost"}[sunk], num("n", lost), num("ep", ep)))
	g.Dice.Record(r, fmt.Sprintf("attack %d − defence %d = %d", attack, min(c.MaxSubmerged, 5), diff), fmt.Sprintf("%d EP lost of %d%s", lost, ep, map[bool]string{true: ": sunk", false: ""}[sunk]))
	return lost, sunk
}

// ProlongedEscorts is how many escorts a prolonged attack can send [34.6]:
// the Escort player needs five able to make full speed, and four stay with
// the convoy.
func ProlongedEscorts(atFullSpeed int) int {
	if atFullSpeed < 5 {
		return 0
	}
	return atFullSpeed - 4
}
