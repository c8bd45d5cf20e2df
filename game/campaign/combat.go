package campaign

// Combat [14] on the four combat displays: the engagement draw [13.24],
// placement [14.11], reveals [14.12], TDCs [14.14], targets and points
// [14.15], attacks [14.16]–[14.18], the counterattack [14.2], withdrawal
// and re-attack [14.3]–[14.4], the ace check [14.5] and the clean-up
// [14.8]; lone contacts [28.2], task forces [28.1], dispersal [29] and the
// wolfpack's turn order [24.2].
//
// The procedure is driven by the step "combat", which reads Combat.Stage:
//
//	place    place the boats due this round [14.11], [24.12]
//	extras   roll the column of each odd counter [13.24]
//	turns    each boat takes its turn ("combat.turn", order [24.23])
//	between  after the round: withdraw or re-attack [14.3], [14.4], [24.25]
//	disperse dispersal change [29.3] and scattering [29.4]
//	next     fast ships leave, TDCs back, next round [14.4], [28.27]
//	stay     the pack's stay rolls and column shifts [24.25]
//	scatter  the scattered convoy's single-board re-attacks [29.4]
//	end      ace checks [14.5], clean-up [14.8]
//
// A boat's turn ("combat.turn", CombatBoat.Step) runs reveal → gun →
// tdc → tdc-up → (counter first) → pre → alloc → targets → attack →
// counter → end; on the Single board "lone" replaces alloc/targets/attack.

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"periscope/game/data"
	"periscope/game/dice"
	"periscope/game/engine"
)

func init() {
	register(opCombatStart, stepCombatStart)
	register(opCombat, stepCombat)
	register(opCombatPlace, stepPlace)
	register(opCombatPlace2, stepPlaceFallback)
	register(opCombatOrder, stepOrder)
	register(opCombatTurn, stepTurn)
	register(opCombatReveal, stepReveal)
	register(opCombatRepoint, stepRepoint)
	register(opCombatLonefire, stepLoneFire)
	register(opCombatReattack, stepReattack)
	register(opCombatShift, stepShift)
	register(opCombatSubstitute, stepSubstitute)
}

// ---------------------------------------------------------------- the draw [13.24]

// boardFor is the display a contact kind uses [2.4].
func boardFor(kind string) string {
	switch kind {
	case "c1", "c2", "single":
		return kind
	}
	return "tf"
}

// cupFor resolves an Engagement table cup role to a cup [13.24], [2.12],
// [28.1].
func (g *Game) cupFor(role string, c *Combat) string {
	west := c.West && g.S.Period >= 3
	nat := strings.ToLower(c.Nation)
	if nat == "" {
		nat = strings.ToLower(g.T.Rules.TFNation)
	}
	switch role {
	case "outer":
		if west {
			return data.CupWestOuter
		}
		return data.CupOuter
	case "inner":
		if west {
			return data.CupWestInner
		}
		return data.CupInner
	case "centre":
		return data.CupCentre
	case "single":
		return data.CupSingle
	case "tf":
		return "tf-" + nat
	case "fe":
		return "fe-" + nat
	}
	return role
}

// columnRole is the board column role a cup role fills [13.24].
func columnRole(cupRole string) string {
	switch cupRole {
	case "outer", "fe":
		return data.ColOuter
	case "inner":
		return data.ColInner
	case "centre", "tf":
		return data.ColCentre
	}
	return ""
}

// Silent War's cups A–D [SW 13.2C] come last; a cup role resolves to the
// cup of that name.
var cupRoleOrder = []string{"outer", "inner", "centre", "single", "tf", "fe", "a", "b", "c", "d"}

// engagementDraws is how many counters the Engagement table's row counts
// draws from the cup of role [13.24]: in an Ultra area one more from every
// cup the row lists (0 included, not one it leaves out) [SW 7.0], [13.2D].
func engagementDraws(counts map[string]int, role string, ultra bool) int {
	n, listed := counts[role]
	if ultra && listed {
		n++
	}
	return n
}

// drawColumns appends to cols the columns a cup of the given role is dealt
// onto: those of its column role, or every column [13.24].
func drawColumns(c *Combat, role string, cols []int) []int {
	for i, col := range c.Columns {
		if cr := columnRole(role); cr == "" || col.Role == cr {
			cols = append(cols, i)
		}
	}
	if len(cols) == 0 {
		for i := range c.Columns {
			cols = append(cols, i)
		}
	}
	return cols
}

// stepCombatStart draws the engagement face down onto the display
// [13.24] and sets the starting dispersal [29.1].
func stepCombatStart(g *Game, f *Frame) {
	c := g.S.Combat
	if c == nil || !shipContact(c.Kind) || c.NoAttack {
		return
	}
	c.Board = boardFor(c.Kind)
	bd := g.T.Tables.Boards[c.Board]
	c.Columns = nil
	if len(bd.Columns) > 0 {
		c.Columns = make([]BoardColumn, 0, len(bd.Columns)) // one array, not its growth (issue 16)
	}
	for _, col := range bd.Columns {
		c.Columns = append(c.Columns, BoardColumn{Role: col.Role, Entry: col.Entry, Boxes: col.SubBoxes})
	}
	counts := g.T.Tables.Engagement[c.Level][c.Kind]
	// In an Ultra area every cup the Engagement table draws from (0
	// included, but not a cup it leaves out: "no draw") gives one more
	// counter [SW 7.0], [13.2D].
	ultra := slices.Contains(g.S.Intel.Ultra, c.Gov)
	var drawn []string
	var drawnMsgs []*engine.Msg
	// The columns' counters in one array, each column's part as long as
	// the most it can be dealt (issue 16: one allocation, not each
	// column's growth). A column dealt nothing keeps nil Units, as before
	// (its JSON form is null). Boards have a few columns; a larger one
	// grows its columns by append alone.
	var most, at [8]int
	var arena []BoardUnit
	var colsBuf [8]int
	if len(c.Columns) <= len(most) {
		total := 0
		for _, role := range cupRoleOrder {
			n := engagementDraws(counts, role, ultra)
			if n <= 0 {
				continue
			}
			cols := drawColumns(c, role, colsBuf[:0])
			full := n - n%len(cols)
			for k := 0; k < n; k++ {
				if k < full {
					most[cols[k%len(cols)]]++
				} else {
					most[cols[0]]++
				}
			}
			total += n
		}
		arena = make([]BoardUnit, total)
		for i := 1; i < len(c.Columns); i++ {
			at[i] = at[i-1] + most[i-1]
		}
	}
	put := func(col int, u BoardUnit) {
		us := &c.Columns[col].Units
		if *us == nil && arena != nil && most[col] > 0 {
			*us = arena[at[col] : at[col] : at[col]+most[col]]
		}
		*us = append(*us, u)
	}
	for _, role := range cupRoleOrder {
		n := engagementDraws(counts, role, ultra)
		if n <= 0 {
			continue
		}
		cup := g.cupFor(role, c)
		cols := drawColumns(c, role, colsBuf[:0])
		got := 0
		for k := 0; k < n; k++ {
			id := g.Draw(cup)
			if id == "" {
				break // a short cup gives what it has [13.24]
			}
			got++
			u := BoardUnit{ID: id, TDC: -1, Cup: cup}
			g.markFoundDamaged(&u) // [SW 5.0], spec §12.33
			// Split evenly; the odd counters wait for a die roll once the
			// sub is placed [13.24].
			full := n - n%len(cols)
			if k < full {
				put(cols[k%len(cols)], u)
			} else {
				u.Unplaced = true
				put(cols[0], u)
			}
		}
		if g.Discarding() {
			continue // the words below only for a log that keeps them (issue 16)
		}
		drawn = append(drawn, fmt.Sprintf("%d from %s", got, cup))
		dm := msgM("atl.engage.drawn", aInt("n", got), aNested("cup", cupMsg(cup)))
		if got < n {
			drawn[len(drawn)-1] += fmt.Sprintf(" (of %d: the cup ran short)", n)
			dm = msgM("atl.engage.short", aNested("a", dm), aInt("of", n))
		}
		drawnMsgs = append(drawnMsgs, dm)
	}
	c.Dispersal = g.startDispersal(c)
	c.Round, c.Stage = 1, "place"
	if !g.Skipped() {
		level := ""
		em := msgM("atl.engage", aNested("kind", kindMsg(c.Kind)), aNested("drawn", listMsg(drawnMsgs)))
		if c.Level != "" {
			level = colourName(c.Level[0]) + " "
			em = msgM("atl.engage.level", aNested("colour", colourMsg(c.Level[0])), aNested("kind", kindMsg(c.Kind)), aNested("drawn", listMsg(drawnMsgs)))
		}
		g.noteM("13.24", f.Sub, em, "Engagement (%s%s): %s, drawn face down", level, kindLabel(c.Kind), strings.Join(drawn, ", "))
	}
	if isConvoy(c.Kind) && !g.Skipped() {
		g.noteM("29.1", f.Sub, msgM("atl.engage.dispersal", aInt("n", c.Dispersal)), "the convoy's dispersal is %d", c.Dispersal)
	}
	g.Push(Frame{Op: opCombat, Sub: f.Sub})
}

// startDispersal is a convoy's starting dispersal level [29.1]: 1 in
// periods 1–2, in the South Atlantic / Indian Ocean (not West Africa in
// period 5) and in Western Waters in period 4 (not the Grand Banks or the
// Greenland Gap); otherwise 0; special convoys 0; weather raises every
// convoy's level, special convoys' too [29.1], [7.41]. Task forces have
// none.
func (g *Game) startDispersal(c *Combat) int {
	if !isConvoy(c.Kind) {
		return 0
	}
	a, p, lv := g.T.Area(c.Gov), g.S.Period, 0
	switch {
	case c.Kind == "special":
	case p <= 2:
		lv = 1
	case a != nil && a.InRegion("south") && !(a.ID == "west-africa" && p == 5):
		lv = 1
	case a != nil && p == 4 && a.InRegion("west") && a.ID != "grand-banks" && a.ID != "greenland-gap":
		lv = 1
	}
	switch g.weatherAt(c.Area) {
	case 990:
		lv = min(2, lv+1)
	case 965:
		lv = 2
	}
	return lv
}

// isConvoy: small, large and special convoys have a dispersal level; task
// forces and lone contacts have none [29.1].
func isConvoy(kind string) bool { return kind == "c1" || kind == "c2" || kind == "special" }

// ---------------------------------------------------------------- the driver

// isPack reports whether a wolfpack fights [24.2].
func (c *Combat) isPack() bool { return c.Pack }

// dueRound is the round in which a boat is first placed [24.12], [24.25D].
func dueRound(b *CombatBoat) int {
	switch b.Role {
	case "shadower", "reattack", "left-off":
		return 2
	}
	return 1
}

func stepCombat(g *Game, f *Frame) {
	c := g.S.Combat
	if c == nil {
		return
	}
	again := Frame{Op: opCombat, Sub: f.Sub}
	switch c.Stage {
	case "place":
		for i := range c.Boats {
			b := &c.Boats[i]
			if !b.Out && b.Column < 0 && dueRound(b) <= c.Round && !b.Acted && g.Sub(b.ID).Status == StSea {
				g.Push(Frame{Op: opCombatPlace, Sub: b.ID}, again)
				return
			}
		}
		c.Stage = "extras"
		g.Push(again)
	case "extras":
		g.placeExtras(f.Sub)
		c.Stage = "turns"
		g.Push(again)
	case "turns":
		var left []string
		for i := range c.Boats {
			b := &c.Boats[i]
			if !b.Out && b.Column >= 0 && !b.Acted {
				left = append(left, b.ID)
			}
		}
		if len(left) == 0 {
			c.Stage = "between"
			g.Push(again)
			return
		}
		c.Fought = true
		if len(left) == 1 {
			g.Push(Frame{Op: opCombatTurn, Sub: left[0]}, again)
			return
		}
		g.Push(Frame{Op: opCombatOrder, Sub: f.Sub, L: left}, again)
	case "between":
		g.betweenRounds(f)
	case "disperse":
		g.disperse(f.Sub)
		if c.Stage == "disperse" {
			c.Stage = "next"
		}
		g.Push(again)
	case "next":
		if g.nextRound(f.Sub) {
			g.Push(again)
		}
	case "stay":
		for i := range c.Boats {
			b := &c.Boats[i]
			if !b.Out && b.Column >= 0 && !b.Acted {
				b.Acted = true // "stay" handled for this boat this round
				g.Push(Frame{Op: opCombatStay, Sub: b.ID}, again)
				return
			}
		}
		for i := range c.Boats {
			c.Boats[i].Acted = false
		}
		c.Stage = "place"
		g.Push(again)
	case "scatter":
		g.scatterNext(f)
	case "end":
		g.endCombat(f.Sub)
	}
}

// stepOrder asks which pack member acts next [24.23].
func stepOrder(g *Game, f *Frame) {
	c := g.S.Combat
	if f.Ans == nil {
		var opts []engine.Option
		for _, id := range f.L {
			b := c.Boat(id)
			odds := c.Round >= 2 && !g.preformedPackCombat()
			o := engine.Option{Key: "sub:" + id, Label: id, Ref: id, Rule: g.packRule("24.23"), LabelMsg: msgM("atl.unit.name", aUnit("u", id)),
				Text: func(o *engine.Option) { // the words on demand (engine.Option.Text; issue 16)
					asw := aswText(g.aswHalf(b, "", false, false))
					d := msgM("atl.pack.order.d", aNested("col", c.colMsg(b.Column)), aText("asw", asw))
					if r := g.packRule("24.24"); r != "24.24" {
						d = msgM("pac.pack.order.d", aNested("col", c.colMsg(b.Column)), aText("asw", asw), aRule("rule", r))
					}
					o.Detail = fmt.Sprintf("in the %s column; its own escort level %s [%s]", c.colName(b.Column), asw, g.packRule("24.24"))
					o.DetailMsg = d
					if odds {
						o.Detail += "; the counterattack risk if it attacks now, over what the counters it reveals may be, if your attack hits no escort and a damaged member fights on"
						o.DetailMsg = msgM("atl.semi", aNested("a", d), aNested("b", msgM("atl.pack.order.odds")))
					}
				}}
			if odds {
				// Its counterattack if it attacks now in a re-attack round
				// (issue 13): every place taken and every earlier member's
				// reveal made, the odds are over what it will turn up
				// itself [24.23]. (In round 1, as for a lone boat, no
				// counterattack odds are shown before its turn.)
				round := c.Round
				o.OddsFn = engine.LazyOdds(func() []engine.Odd { return g.counterOddsAhead(b, b.Column, round) })
			}
			opts = append(opts, o)
		}
		g.Ask(f, engine.Prompt{Kind: "pack-order", Sub: f.Sub, Rule: g.packRule("24.23"), Text: "Which boat of the pack attacks next?", Options: opts, Msg: msgM("atl.pack.order.q")})
		return
	}
	id := strings.TrimPrefix(g.Key(f), "sub:")
	g.Push(Frame{Op: opCombatTurn, Sub: id})
}

// ---------------------------------------------------------------- placement [14.11]

// placeTotalMods are the placement roll's modifiers: Tactics and ace [14.11].
func (g *Game) placeMods(s *Sub) []dice.Mod {
	return []dice.Mod{Mod(g.Class(s).Tactics, "Tactics", "14.11"), Mod(g.AceValue(s), "ace", "25.1")}
}

// placeBonus is the sum of placeMods, without the list (issue 16, session
// 40: the list is made only for a roll).
func (g *Game) placeBonus(s *Sub) int { return g.Class(s).Tactics + g.AceValue(s) }

// stepPlace puts a boat on the display [14.11], [24.12].
func stepPlace(g *Game, f *Frame) {
	c, s := g.S.Combat, g.Sub(f.Sub)
	b := c.Boat(f.Sub)
	if b == nil || b.Out || b.Column >= 0 {
		return
	}
	var want int
	if f.Ans != nil {
		// The answer reads only its key: the options are not built again
		// (issue 16).
		want, _ = strconv.Atoi(strings.TrimPrefix(g.Key(f), "col:"))
	} else {
		free, only := 0, -1
		for i := range c.Columns {
			if c.freeBoxes(i) > 0 {
				free, only = free+1, i
			}
		}
		if free == 0 {
			g.placementFailed(b, "no free sub box")
			return
		}
		if free > 1 {
			g.askPlace(f, s, g.placeBonus(s))
			return
		}
		// A lone column is taken at once: nothing to decide, no prompt
		// built (issue 16).
		want = only
	}
	g.placeIn(b, s, want)
}

// askPlace asks where a boat tries to take position [14.11].
func (g *Game) askPlace(f *Frame, s *Sub, bonus int) {
	c := g.S.Combat
	opts := g.OptionsRoom(len(c.Columns)) // a column at most: never grown (issue 16)
	// Every option's odds cut from one array, and one function for every
	// option's words, reading the column from the key (issue 16, session
	// 40: a key, an odds list and a closure an option before).
	odds := make([]engine.Odd, 0, 2*len(c.Columns))
	text := func(o *engine.Option) { // the words on demand (engine.Option.Text)
		i := colOfKey(o.Key)
		entry := c.Columns[i].Entry
		o.Label, o.LabelMsg = "The "+c.colName(i)+" column", msgM("atl.place.col", aNested("col", c.colMsg(i)))
		var dm *engine.Msg
		if entry <= 0 {
			o.Detail = "always open"
			dm = msgM("atl.place.open")
		} else {
			o.Detail = fmt.Sprintf("d10 +%d (Tactics and ace) must beat %d; otherwise the best box the total allows", bonus, entry)
			dm = msgM("atl.place.beat", aInt("bonus", bonus), aInt("entry", entry))
		}
		o.Detail += "; " + g.columnSummary(i)
		o.DetailMsg = msgM("atl.semi", aNested("a", dm), aNested("b", g.columnSummaryMsg(i)))
	}
	for i, col := range c.Columns {
		if c.freeBoxes(i) <= 0 {
			continue
		}
		o := engine.Option{Key: colKey(i), Rule: "14.11", Text: text}
		n := len(odds)
		if entry := col.Entry; entry <= 0 {
			odds = append(odds, engine.Odd{Outcome: "placed", P: 1})
		} else {
			p := 1 - pAtMost(entry, bonus)
			odds = append(odds, engine.Odd{Outcome: "placed here", P: p}, engine.Odd{Outcome: "falls back", P: 1 - p})
		}
		o.Odds = odds[n:len(odds):len(odds)]
		opts = append(opts, o)
	}
	g.Ask(f, engine.Prompt{Kind: "placement", Sub: s.ID, Rule: "14.11", Options: opts, Words: func(p *engine.Prompt) {
		p.Text = fmt.Sprintf("Where does %s try to take position on the %s display?", s.ID, boardName(c.Board))
		p.Msg = msgM("atl.place.q", aUnit("boat", s.ID), aNested("board", boardMsg(c.Board)))
	}})
}

// colKeys are the placement and shift prompts' keys "col:N", made once
// (issue 16, session 40: one string an option).
var colKeys = func() (t [placeCols]string) {
	for i := range t {
		t[i] = "col:" + strconv.Itoa(i)
	}
	return t
}()

// colKey is column i's option key, "col:i".
func colKey(i int) string {
	if i >= 0 && i < len(colKeys) {
		return colKeys[i]
	}
	return "col:" + strconv.Itoa(i)
}

// colOfKey is the column a "col:N" key names (colKey's inverse); the
// answer is read the same way (stepPlace).
func colOfKey(key string) int {
	i, _ := strconv.Atoi(strings.TrimPrefix(key, "col:"))
	return i
}

// placeIn is a boat's try for a position in the column it chose [14.11]:
// placed, or a roll against the column's entry number.
func (g *Game) placeIn(b *CombatBoat, s *Sub, want int) {
	c := g.S.Combat
	if c.Columns[want].Entry <= 0 {
		g.placeBoat(b, want)
		if !g.Skipped() {
			g.noteM("14.11", s.ID, msgM("atl.place.done", aUnit("boat", s.ID), aNested("col", c.colMsg(want))), "%s takes position in the %s column", s.ID, c.colName(want))
		}
		return
	}
	r := g.Roll("placement", "14.11", s.ID, g.placeMods(s)...)
	if g.Discarding() { // no record to build (issue 16)
		if r.Total > c.Columns[want].Entry {
			r.Skip()
			g.placeBoat(b, want)
			return
		}
		if len(g.allowedColumns(r.Total)) == 0 {
			r.Skip()
			g.placementFailed(b, "no box open")
			return
		}
		r.Skip()
		g.Push(Frame{Op: opCombatPlace2, Sub: s.ID, A: r.Total})
		return
	}
	var pm, tm *engine.Msg // the roll's words: only for a log that keeps them (issue 16)
	if !g.Discarding() {
		pm, tm = msgM("atl.place.roll"), msgM("atl.gt", aInt("n", c.Columns[want].Entry))
	}
	if r.Total > c.Columns[want].Entry {
		if !r.Skip() {
			r.Say(rollMsg(pm, tm, c.colMsg(want))).Record(fmt.Sprintf("> %d", c.Columns[want].Entry), c.colName(want))
		}
		g.placeBoat(b, want)
		return
	}
	allowed := g.allowedColumns(r.Total)
	if len(allowed) == 0 {
		if !r.Skip() {
			r.Say(rollMsg(pm, tm, msgM("atl.place.no-box"))).Record(fmt.Sprintf("> %d", c.Columns[want].Entry), "no box open to this total")
		}
		g.placementFailed(b, "no box open")
		return
	}
	names := make([]string, len(allowed))
	nm := make([]*engine.Msg, len(allowed))
	for i, a := range allowed {
		names[i] = c.colName(a)
		nm[i] = c.colMsg(a)
	}
	if !r.Skip() {
		r.Say(rollMsg(pm, tm, msgM("atl.place.may-take", aNested("list", listMsg(nm))))).Record(fmt.Sprintf("> %d", c.Columns[want].Entry), "not enough: may take "+strings.Join(names, ", "))
	}
	g.Push(Frame{Op: opCombatPlace2, Sub: s.ID, A: r.Total})
}

// allowedColumns are the columns with a free box whose entry number a
// placement total beats [14.11].
func (g *Game) allowedColumns(total int) []int {
	c := g.S.Combat
	var out []int
	for i, col := range c.Columns {
		if c.freeBoxes(i) > 0 && total > col.Entry {
			out = append(out, i)
		}
	}
	return out
}

// stepPlaceFallback: the roll fell short; the player picks among the boxes
// the total allows [14.11].
func stepPlaceFallback(g *Game, f *Frame) {
	c := g.S.Combat
	b := c.Boat(f.Sub)
	allowed := g.allowedColumns(f.A)
	if len(allowed) == 0 {
		g.placementFailed(b, "no box open")
		return
	}
	if f.Ans == nil {
		opts := g.OptionsRoom(len(allowed)) // never grown (issue 16, session 40)
		// The words on demand (engine.Option.Text; issue 16), one
		// function for every option, reading the column from the key.
		text := func(o *engine.Option) {
			i := colOfKey(o.Key)
			o.Label, o.Detail = "The "+c.colName(i)+" column", g.columnSummary(i)
			o.LabelMsg, o.DetailMsg = msgM("atl.place.col", aNested("col", c.colMsg(i))), g.columnSummaryMsg(i)
		}
		for _, i := range allowed {
			opts = append(opts, engine.Option{Key: colKey(i), Rule: "14.11", Text: text})
		}
		sub, total := f.Sub, f.A
		g.Ask(f, engine.Prompt{Kind: "placement-fallback", Sub: sub, Rule: "14.11", Options: opts, Words: func(p *engine.Prompt) {
			p.Text = fmt.Sprintf("%s's placement total %d allows only these columns: which one?", sub, total)
			p.Msg = msgM("atl.place.fallback.q", aUnit("boat", sub), aInt("n", total))
		}})
		return
	}
	var col int
	fmt.Sscanf(g.Key(f), "col:%d", &col)
	g.placeBoat(b, col)
	if !g.Skipped() {
		g.noteM("14.11", f.Sub, msgM("atl.place.done", aUnit("boat", f.Sub), aNested("col", c.colMsg(col))), "%s takes position in the %s column", f.Sub, c.colName(col))
	}
}

// placementFailed: a lone boat fails to intercept [14.11]; a pack member
// is left off this round and tries again for the re-attack [24.13].
func (g *Game) placementFailed(b *CombatBoat, why string) {
	c := g.S.Combat
	if c.isPack() && c.Round == 1 && b.Role != "left-off" {
		b.Role = "left-off"
		if !g.Skipped() {
			g.noteM("24.13", b.ID, msgM("atl.place.left-off", aUnit("boat", b.ID), aNested("why", modMsg(why))), "%s finds no box (%s): left off for the first round", b.ID, why)
		}
		return
	}
	if !g.Skipped() {
		g.noteM("14.11", b.ID, msgM("atl.place.fails", aUnit("boat", b.ID), aNested("why", modMsg(why))), "%s fails to intercept (%s)", b.ID, why)
	}
	g.boatOut(b, "failed to intercept")
}

func boardName(b string) string {
	switch b {
	case "single":
		return "Single contact"
	case "c1":
		return "Small convoy"
	case "c2":
		return "Large convoy"
	}
	return "Task Force"
}

// columnSummary describes a column for a Detail line.
func (g *Game) columnSummary(i int) string {
	c := g.S.Combat
	down, up := 0, []string{}
	for ui := range c.Columns[i].Units {
		u := &c.Columns[i].Units[ui]
		if !u.present() || u.Unplaced {
			continue
		}
		if u.Up {
			up = append(up, g.unitLabel(u))
		} else {
			down++
		}
	}
	s := fmt.Sprintf("%d face down", down)
	if len(up) > 0 {
		s += "; up: " + strings.Join(up, ", ")
	}
	if len(c.Columns[i].Subs) > 0 {
		s += "; subs: " + strings.Join(c.Columns[i].Subs, ", ")
	}
	return s
}

// placeExtras rolls the column of each odd counter of an even split, once
// the sub is placed [13.24].
func (g *Game) placeExtras(sub string) {
	c := g.S.Combat
	for {
		var id string
		var from int
		for ci := range c.Columns {
			for _, u := range c.Columns[ci].Units {
				if u.Unplaced {
					id, from = u.ID, ci
					break
				}
			}
			if id != "" {
				break
			}
		}
		if id == "" {
			return
		}
		var cols []int
		for i, col := range c.Columns {
			if col.Role == c.Columns[from].Role {
				cols = append(cols, i)
			}
		}
		r := g.Roll("column of the odd counter", "13.24", sub)
		to := cols[r.Total*len(cols)/10]
		if !r.Skip() {
			r.Say(rollMsg(msgM("atl.odd-counter.roll"), msgM("atl.odd-counter.t", aInt("n", len(cols)), aInt("each", 10/len(cols))), msgM("atl.odd-counter.col", aNested("col", c.colMsg(to))))).
				Record(fmt.Sprintf("%d columns, %d each", len(cols), 10/len(cols)), "the "+c.colName(to)+" column")
		}
		at, _ := c.Find(id)
		u := c.Columns[at.Col].Units[at.Idx]
		u.Unplaced = false
		g.removeAt(at)
		c.Columns[to].Units = append(c.Columns[to].Units, u)
	}
}

// removeAt deletes a unit from its column (it must be put somewhere).
func (g *Game) removeAt(at unitAt) {
	col := &g.S.Combat.Columns[at.Col]
	col.Units = append(col.Units[:at.Idx:at.Idx], col.Units[at.Idx+1:]...)
}

// takeOff removes a unit from the display for good: a TDC on it goes back
// to the pool [14.14] (a TDC counter is never lost with its unit).
func (g *Game) takeOff(at unitAt) {
	if u := g.S.Combat.Columns[at.Col].Units[at.Idx]; u.TDC >= 0 {
		g.ReturnTDC(u.TDC)
	}
	g.removeAt(at)
}

// unitToCup takes a unit off the display back into a cup at once.
func (g *Game) unitToCup(id, cup string) {
	if at, ok := g.S.Combat.Find(id); ok {
		g.takeOff(at)
	}
	g.ToCup(cup, id)
}

// ---------------------------------------------------------------- reach and escort levels

// inReach reports whether a column is within a boat's reach for reveals,
// TDCs and targets: its own or an adjacent one; everything on the Single
// board [28.21].
func (g *Game) inReach(b *CombatBoat, col int) bool {
	c := g.S.Combat
	if c.Board == "single" {
		return true
	}
	return b.Column >= 0 && adjacent(b.Column, col)
}

// escortReach: whose escorts count against a boat [14.16B], [14.2A]: its
// own and adjacent columns; in a wolfpack an adjacent column only if no
// other boat is in it [24.24].
func (g *Game) escortReach(b *CombatBoat, col int) bool {
	c := g.S.Combat
	if c.Board == "single" {
		return true
	}
	if b.Column < 0 || !adjacent(b.Column, col) {
		return false
	}
	if col == b.Column || !c.isPack() {
		return true
	}
	for _, id := range c.Columns[col].Subs {
		if id != b.ID {
			return false
		}
	}
	return true
}

// aswHalf is the Allied ASW a boat faces, in half points: for the target
// total [14.16B] (counter false; exclude is the escort whose own ASW the
// escort bonus removes [14.15B]) or the counterattack [14.2A]. Damaged
// ships count 0 [18.5]; aircraft and aircraft-capable ships count whatever
// their column; a carrier with no ASW counts ½ in the counterattack only
// [3.14B]; US aircraft and carriers count for defence only before period 4
// [14.2A]; weather [7.41] and in-port [14.18] reduce them.
func (g *Game) aswHalf(b *CombatBoat, exclude string, counter, detail bool) int {
	h, _ := g.aswSum(b, exclude, counter, false)
	return h
}

// aswParts is aswHalf with each unit's part in words.
func (g *Game) aswParts(b *CombatBoat, exclude string, counter bool) (int, []string) {
	return g.aswSum(b, exclude, counter, true)
}

// aswSum adds up the ASW; with describe it also says each unit's part
// (the odds need only the number).
func (g *Game) aswSum(b *CombatBoat, exclude string, counter, describe bool) (int, []string) {
	c := g.S.Combat
	w := g.weatherAt(c.Area)
	inPort := c.InPort && c.Round == 1
	total := 0
	var parts []string
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			u := &c.Columns[ci].Units[ui]
			if !u.Up || !u.present() || u.ID == exclude {
				continue
			}
			t := g.utype(u.ID)
			if !isShip(t) && !isAircraft(t) || t.Type == "SS" {
				continue
			}
			v := t.ASW2
			if u.Damaged {
				v = 0
			}
			if airCapable(t) {
				if t.Carrier && t.ASW2 == 0 {
					if !counter || u.Damaged {
						continue // no detection value [14.16B]
					}
					v = 1 // ½ in the counterattack [3.14B]
				}
				if counter && g.usAirBeforeP4(t) {
					continue
				}
				if g.aircraftOwnColumn() && c.Board != "single" && ci != b.Column {
					continue
				}
			} else if !g.escortReach(b, ci) {
				continue
			}
			v = aswInWeather(v, t, w, inPort)
			if v == 0 {
				continue
			}
			total += v
			if describe {
				parts = append(parts, fmt.Sprintf("%s %s", t.Name, aswText(v)))
			}
		}
	}
	return total, parts
}

// ---------------------------------------------------------------- a boat's turn

// tactics is the number of reveals and TDCs a boat takes [14.12], [14.14].
func (g *Game) tactics(s *Sub) int { return g.Class(s).Tactics }

// attackPoints are the points a boat splits in a convoy or TF attack
// [14.15]: Attack + dispersal [29.2] − weather [7.41] (with the switch
// "weather-per-target", the weather comes off each attack: attackTotal).
func (g *Game) attackPoints(s *Sub) (int, string) {
	c := g.S.Combat
	a := g.Attack(s)
	why := fmt.Sprintf("Attack %d", a)
	if c.Dispersal > 0 && isConvoy(c.Kind) {
		a += c.Dispersal
		why += fmt.Sprintf(" + dispersal %d", c.Dispersal)
	}
	if !g.Opt("weather-per-target") {
		switch g.weatherAt(c.Area) {
		case 990:
			a--
			why += " − 1 (990 mb)"
		case 965:
			a -= 2
			why += " − 2 (965 mb)"
		}
	}
	return max(0, a), why
}

// attackPointsValue is attackPoints without its reasons (the odds, the
// feasibility test and a bot need only the number; issue 16).
func (g *Game) attackPointsValue(s *Sub) int {
	c := g.S.Combat
	a := g.Attack(s)
	if c.Dispersal > 0 && isConvoy(c.Kind) {
		a += c.Dispersal
	}
	if !g.Opt("weather-per-target") {
		switch g.weatherAt(c.Area) {
		case 990:
			a--
		case 965:
			a -= 2
		}
	}
	return max(0, a)
}

// loneAttack is the full attack value used on each lone target [28.24].
func (g *Game) loneAttack(s *Sub) int {
	a := g.Attack(s)
	switch g.weatherAt(g.S.Combat.Area) {
	case 990:
		a--
	case 965:
		a -= 2
	}
	return max(0, a)
}

func stepTurn(g *Game, f *Frame) {
	c := g.S.Combat
	if c == nil {
		return
	}
	b, s := c.Boat(f.Sub), g.Sub(f.Sub)
	if b == nil {
		return
	}
	self := Frame{Op: opCombatTurn, Sub: f.Sub}
	if b.Out || s.Status != StSea {
		g.finishTurn(b)
		return
	}
	switch b.Step {
	case "":
		b.Step = "reveal"
		g.Push(self)
	case "reveal":
		g.turnReveal(f, b, s)
	case "reveal-done":
		switch {
		case b.NoFire:
			b.Step = "counter"
		case c.Board != "single" && c.Kind != "tf" && c.Kind != "special" && g.hasGunTarget(b, s, ""):
			b.Step = "gun"
		default:
			b.Step = "tdc"
		}
		g.Push(self)
	case "gun":
		g.turnGunChoice(f, b, s)
	case "tdc":
		g.turnTDC(f, b, s)
	case "tdc-up":
		g.revealTDCs(b)
		b.Step = "pre"
		if b.Event == "counterattack-first" && !b.CounterDone {
			b.Step = "counter-first"
		}
		g.Push(self)
	case "counter-first":
		g.counterattack(b)
		b.CounterDone = true
		b.Step = "pre"
		g.Push(self)
	case "pre":
		g.preAllocRolls(b, s)
		b.Step = "alloc"
		if c.Board == "single" {
			b.Step = "lone"
		}
		g.Push(self)
	case "alloc":
		if f.Ans == nil && g.offerFight(b) {
			return
		}
		g.turnAlloc(f, b, s)
	case "targets":
		for _, id := range c.unitIDs(func(_ int, u *BoardUnit) bool { return u.present() && !u.Up && (u.Points > 0 || g.revealsAll()) }) {
			g.Push(Frame{Op: opCombatReveal, Sub: b.ID, S: id, A: revealTarget}, self)
			return
		}
		switch {
		case b.NoFire:
			b.Step = "counter"
		case b.Event == "counterattack-first" && !b.CounterDone:
			b.Step = "counter-first2"
		default:
			b.Step = "attack"
		}
		g.Push(self)
	case "counter-first2":
		g.counterattack(b)
		b.CounterDone = true
		b.Step = "attack"
		g.Push(self)
	case "attack":
		g.resolveAttacks(b, s)
		b.Step = "counter"
		g.Push(self)
	case "lone":
		if f.Ans == nil && g.offerFight(b) {
			return
		}
		g.turnLone(f, b, s)
	case "counter":
		if !b.NoCounter && !b.CounterDone {
			g.counterattack(b)
		}
		b.Step = "end"
		g.Push(self)
	case "end":
		g.finishTurn(b)
	}
}

// finishTurn ends a boat's turn: double tonnage [19.2], TDCs back to the
// pool [24.23e], the pack has fired [14.15B].
func (g *Game) finishTurn(b *CombatBoat) {
	c := g.S.Combat
	b.Acted = true
	b.Step = "done"
	if b.Fired {
		b.Attacks++
		if c.isPack() {
			c.PackFired = true
		}
	}
	if b.DoubleTons {
		// Double tonnage [19.2]: the largest merchant this boat sank this
		// round scores its tonnage twice.
		best, tons := "", -1
		for _, id := range b.Sank {
			if t := g.utype(id); isMerchant(t) && g.displayTonsID(id) > tons {
				best, tons = id, g.displayTonsID(id)
			}
		}
		if s := g.Sub(b.ID); best != "" && tons > 0 {
			g.ScoreTonnage(s, best, tons, "19.2", "double tonnage: "+g.utype(best).Name)
			if !g.Opt("double-tons-not-skipper") { // spec §12.15
				b.Tons += tons
			}
		}
	}
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			u := &c.Columns[ci].Units[ui]
			u.Points = 0
			if u.TDC >= 0 {
				if g.packTDCsHeld() {
					c.HeldTDCs = append(c.HeldTDCs, u.TDC) // spec §12.27
				} else {
					g.ReturnTDC(u.TDC)
				}
				u.TDC, u.TDCUp, u.TDCMod = -1, false, 0
			}
		}
	}
	if c.HeldTDCs != nil && !slices.ContainsFunc(c.Boats, func(x CombatBoat) bool { return !x.Acted && !x.Out }) {
		g.releaseHeldTDCs() // the whole pack has attacked this round
	}
}

// ---------------------------------------------------------------- reveals [14.12]

// Reveal modes (Frame.A of combat.reveal).
const (
	revealNormal = 1 // [14.12]: a DE may lead to withdrawal
	revealTarget = 2 // [14.15A]: a targeted unit; aircraft/events lose their TDC
	revealAll    = 3 // re-attack on the Single board [28.27]
)

// revealCandidates are the face-down units a boat may turn up next, with
// the order rules: white flags first in a re-attack [14.4A]; outer/centre
// alternation on the TF display [28.11].
func (g *Game) revealCandidates(b *CombatBoat) []string { return g.revealCandidatesIn(nil, b) }

// revealCandidatesIn is revealCandidates, listed in buf when it can be
// (issue 16, session 40).
func (g *Game) revealCandidatesIn(buf []string, b *CombatBoat) []string {
	c := g.S.Combat
	down := c.unitIDsIn(buf, func(ci int, u *BoardUnit) bool { return u.present() && !u.Up && !u.Radar && g.inReach(b, ci) })
	if len(down) == 0 {
		return nil
	}
	if c.Board == "tf" {
		var outer, centre []string
		for _, id := range down {
			if c.Columns[c.ColumnOf(id)].Role == data.ColCentre {
				centre = append(centre, id)
			} else {
				outer = append(outer, id)
			}
		}
		// [28.11] From an outer column the first reveal is a Fleet Escort,
		// then centre and outer alternate: of T reveals ⌈T/2⌉ outer. From
		// the centre one outer for every two centre: ⌊T/3⌋ outer. The
		// example (U-109: escort, aircraft, battleship) shows only the
		// counts bind after the first reveal.
		o, k := g.tfReveals(b)
		T := g.tactics(g.Sub(b.ID))
		oT := (T + 1) / 2
		if c.Columns[b.Column].Role == data.ColCentre {
			oT = T / 3
		}
		var want []string
		first := o+k == 0 && c.Columns[b.Column].Role != data.ColCentre
		if o < oT {
			want = append(want, outer...)
		}
		if k < T-oT && !first {
			want = append(want, centre...)
		}
		if len(want) > 0 {
			return want
		}
		return down
	}
	if c.Round >= 2 && c.Board != "single" {
		var white []string
		for _, id := range down {
			if g.utype(id).Flag == "white" {
				white = append(white, id)
			}
		}
		if len(white) > 0 {
			return white
		}
	}
	return down
}

// tfReveals counts this turn's reveals in outer and centre columns.
func (g *Game) tfReveals(b *CombatBoat) (outer, centre int) {
	c := g.S.Combat
	for _, col := range b.RevCols {
		if col >= 0 && col < len(c.Columns) && c.Columns[col].Role == data.ColCentre {
			centre++
		} else {
			outer++
		}
	}
	return
}

func (g *Game) turnReveal(f *Frame, b *CombatBoat, s *Sub) {
	c := g.S.Combat
	self := Frame{Op: opCombatTurn, Sub: f.Sub}
	single := c.Board == "single"
	var buf [16]string // the candidates on the stack (issue 16, session 40)
	cands := g.revealCandidatesIn(buf[:0], b)
	if b.NoFire || len(cands) == 0 || !single && b.Reveals >= g.tactics(s) || single && c.Round >= 2 {
		b.Step = "reveal-done"
		g.Push(self)
		return
	}
	var id string
	switch {
	case f.Ans != nil:
		if g.Key(f) == "stop" {
			b.Step = "reveal-done"
			g.Push(self)
			return
		}
		id = c.UnitOfKey(g.Key(f))
	case len(cands) == 1 && !single:
		// One counter to reveal and no stopping: nothing to decide, no
		// prompt built (issue 16). Its key read back as an answer's is.
		key, _ := c.unitOption("unit:", cands[0])
		id = c.UnitOfKey(key)
	default:
		opts := g.OptionsRoom(len(cands) + 1) // made once (issue 16)
		// The odds depend only on the counter's cup and flag: counters
		// drawn from the same cup with the same flag share them. The few
		// kinds are looked up in a list on the stack, and each option's
		// own copy of its kind's odds is cut from one array (issue 16,
		// session 40: a copy, a map and a closure an option before).
		type cupFlag struct {
			cup, flag string
			odds      []engine.Odd
		}
		var kbuf [8]cupFlag
		var ibuf [16]int
		kinds, kindOf := kbuf[:0], ibuf[:0]
		total := 0
		for _, id := range cands {
			cup, flag := c.Unit(id).Cup, g.utype(id).Flag
			k := 0
			for k < len(kinds) && (kinds[k].cup != cup || kinds[k].flag != flag) {
				k++
			}
			if k == len(kinds) {
				kinds = append(kinds, cupFlag{cup, flag, g.revealOdds(id)})
			}
			kindOf = append(kindOf, k)
			total += len(kinds[k].odds)
		}
		all := make([]engine.Odd, 0, total)
		// One function fills every option's words, reading the counter
		// from the option's key (issue 16, session 40: a closure an option
		// before). The key names the counter by its place while it is face
		// down, and nothing moves while the game waits on the prompt.
		text := func(o *engine.Option) { // the words on demand (engine.Option.Text)
			id := c.UnitOfKey(o.Key)
			ci, flag := c.ColumnOf(id), g.utype(id).Flag
			o.Label = fmt.Sprintf("%s-flag counter, %s column", flag, c.colName(ci))
			o.Detail = "what it may be, from the cup it came from"
			o.LabelMsg = msgM("atl.reveal.counter", aNested("flag", flagMsg(flag)), aNested("col", c.colMsg(ci)))
			o.DetailMsg = msgM("atl.reveal.counter.d")
		}
		for i, id := range cands {
			key, ref := g.unitKey("unit:", id)
			n := len(all)
			all = append(all, kinds[kindOf[i]].odds...)
			opts = append(opts, engine.Option{Key: key, Ref: ref, Rule: "14.12", Odds: all[n:len(all):len(all)], Text: text})
		}
		if single {
			opts = append(opts, engine.Option{Key: "stop", Label: "Stop revealing", Rule: "28.22", LabelMsg: msgM("atl.reveal.stop")})
		}
		g.Ask(f, engine.Prompt{Kind: "reveal", Sub: s.ID, Rule: "14.12", Options: opts, Words: func(p *engine.Prompt) {
			if single {
				p.Text = fmt.Sprintf("%s: reveal which lone contact? (any number [28.22])", s.ID)
				p.Msg = msgM("atl.reveal.lone.q", aUnit("boat", s.ID))
				return
			}
			p.Text = fmt.Sprintf("%s: reveal which counter? (%d of %d)", s.ID, b.Reveals+1, g.tactics(s))
			p.Msg = msgM("atl.reveal.q", aUnit("boat", s.ID), aInt("n", b.Reveals+1), aInt("of", g.tactics(s)))
		}})
		return
	}
	b.Reveals++
	b.RevCols = append(b.RevCols, c.ColumnOf(id))
	g.Push(Frame{Op: opCombatReveal, Sub: s.ID, S: id, A: revealNormal}, self)
}

// revealOdds: what a face-down counter may be, given the counters that
// share its cup and flag (those still in the cup and those face down on
// the display).
func (g *Game) revealOdds(id string) []engine.Odd {
	c := g.S.Combat
	u := c.Unit(id)
	flag := g.utype(id).Flag
	// The pool: the cup's counters with that flag, then the face-down
	// ones on the display, each equally likely (on the stack while it
	// fits; issue 16).
	var buf [64]*data.AlliedType
	pool := buf[:0]
	for _, x := range g.S.Cups[u.Cup] {
		if t := g.utype(x); t.Flag == flag {
			pool = append(pool, t)
		}
	}
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			v := &c.Columns[ci].Units[ui]
			if !v.Up && v.present() && v.Cup == u.Cup {
				if t := g.utype(v.ID); t.Flag == flag {
					pool = append(pool, t)
				}
			}
		}
	}
	acc := newOddsAcc()
	for _, t := range pool {
		acc.add(unitClass(t), 1/float64(len(pool)))
	}
	return acc.list()
}

// unitClass groups a counter for the reveal odds.
func unitClass(t *data.AlliedType) string {
	switch {
	case t.Diligent:
		return "diligent escort"
	case isAircraft(t):
		return "aircraft"
	case isEvent(t):
		return "combat event"
	case isLiner(t):
		return "liner"
	case isEscort(t):
		return "escort"
	case isMerchant(t):
		return "merchant"
	case t.Type == "SS":
		return "submarine"
	}
	return "warship"
}

func stepReveal(g *Game, f *Frame) {
	c := g.S.Combat
	if c == nil {
		return
	}
	b := c.Boat(f.Sub)
	u := c.Unit(f.S)
	if f.Ans != nil && b != nil && u != nil {
		g.radarAnswer(f, b, u) // [SW 14.12]
		return
	}
	if b == nil || u == nil || u.Up || !u.present() {
		return
	}
	u.Up = true
	if !g.Skipped() { // words only for a log that keeps them (issue 16)
		where := ""
		rm := msgM("atl.reveal.done", aUnit("boat", f.Sub), aNested("unit", g.unitMsg(u)))
		if len(c.Columns) > 1 {
			where = " (" + c.colName(c.ColumnOf(u.ID)) + " column)"
			rm = msgM("atl.reveal.done-col", aUnit("boat", f.Sub), aNested("unit", g.unitMsg(u)), aNested("col", c.colMsg(c.ColumnOf(u.ID))))
		}
		if !g.Skipped() {
			g.noteM(g.cite(revealRule(f.A)), f.Sub, rm, "%s reveals: %s%s", f.Sub, g.unitLabel(u), where)
		}
	}
	if f.A == revealNormal && g.radarMayDecline(b, u) {
		g.radarAsk(f, b, u) // [SW 14.12]
		return
	}
	g.revealEffects(b, u.ID, f.A)
}

func revealRule(mode int) string {
	switch mode {
	case revealTarget:
		return "14.15A"
	case revealAll:
		return "28.27"
	}
	return "14.12"
}

// revealEffects applies what a freshly revealed counter does: a draw-liner
// marker [28.11], an aircraft's air-cover test [14.12], a combat event
// [19.2], a diligent escort [14.12], the BB/CV doctrine [30.6], the
// war-mix replacements [30.92], the Axis aircraft shoot-down [7.55].
func (g *Game) revealEffects(b *CombatBoat, id string, mode int) {
	c := g.S.Combat
	for depth := 0; depth < 8; depth++ {
		u := c.Unit(id)
		if u == nil {
			return
		}
		t := g.utype(id)
		rule := g.cite(revealRule(mode))
		switch {
		case isLiner(t):
			nid := g.Draw(data.CupLiner)
			g.ToCup(u.Cup, id)
			if nid == "" {
				if !g.Skipped() {
					g.noteM("28.11", b.ID, msgM("atl.liner.empty"), "a Draw Liner marker, but the liner cup is empty")
				}
				at, _ := c.Find(id)
				g.takeOff(at)
				return
			}
			u.ID, u.Cup = nid, data.CupLiner
			if !g.Skipped() {
				g.noteM("28.11", b.ID, msgM("atl.liner.drawn", aNested("u", g.unitMsg(u))), "the Draw Liner marker goes back; from the liner cup: %s", g.unitLabel(u))
			}
			id = nid
			continue
		case isAircraft(t):
			if mode == revealTarget {
				g.dropTDC(b, u)
			}
			stays, why := g.aircraftStays(b)
			if stays {
				if !g.Skipped() {
					g.noteM(rule, b.ID, msgM("atl.cup.air-stays", aUnit("ac", t.ID), aNested("why", phraseMsg(why))), "the %s stays over the convoy (%s)", t.Name, why)
				}
				return
			}
			if why == "965 mb" {
				if !g.Skipped() {
					g.noteM("7.41", b.ID, msgM("atl.cup.air-grounded", aUnit("ac", t.ID)), "the %s is grounded by the storm and goes back to its cup; nothing replaces it", t.Name)
				}
				g.unitToCup(id, u.Cup)
				return
			}
			cup := u.Cup
			nid := g.Draw(cup)
			g.ToCup(cup, id)
			if nid == "" {
				if !g.Skipped() {
					g.noteM(rule, b.ID, msgM("atl.cup.air-back-empty", aUnit("ac", t.ID), aNested("why", phraseMsg(why))), "the %s goes back to its cup (%s); the cup is empty, nothing replaces it", t.Name, why)
				}
				at, _ := c.Find(id)
				g.takeOff(at)
				return
			}
			u.ID = nid
			if mode == revealTarget {
				u.NoTarget = true // the replacement has no TDC [14.15A]
			}
			if !g.Skipped() {
				g.noteM(rule, b.ID, msgM("atl.cup.air-back", aUnit("ac", t.ID), aNested("why", phraseMsg(why)), aNested("u", g.unitMsg(u))), "the %s goes back to its cup (%s); in its place: %s", t.Name, why, g.unitLabel(u))
			}
			id = nid
			continue
		case isEvent(t):
			if mode == revealTarget {
				g.dropTDC(b, u)
			}
			if c.EventUsed && g.Opt("event-replaced") {
				// spec §12.28's other reading: a unit from the same cup
				// is revealed in its place (readings_pacific10.go).
				if nid := g.eventReplacement(b, u, id); nid != "" {
					id = nid
					continue
				}
				return
			}
			if c.EventUsed {
				if !g.Skipped() {
					g.noteM("19.21", b.ID, msgM("atl.cup.second-event"), "a second combat event this round goes back to its cup, unreplaced")
				}
				g.unitToCup(id, u.Cup)
				return
			}
			c.EventUsed = true
			g.combatEvent(b, id)
			return
		case t.Diligent:
			g.diligentEscort(b, id, mode)
			return
		case (t.Type == "BB" || t.Type == "BC" || t.Type == "CV") && g.bigShipLimit(t.Type, id):
			if !g.Skipped() {
				g.noteM("30.6", b.ID, msgM("atl.cup.capital", aUnit("u", t.ID)), "%s goes back to its cup: no more capital ships of its kind on one display", t.Name)
			}
			g.unitToCup(id, u.Cup)
			return
		}
		if nid := g.warMixSwap(b, u); nid != "" {
			id = nid
			continue
		}
		g.shootDownCheck(b, t)
		return
	}
}

// dropTDC takes the TDC off an aircraft or combat event hit by a targeted
// reveal; its points may go to another TDC-bearing unit [14.15A].
func (g *Game) dropTDC(b *CombatBoat, u *BoardUnit) {
	if u.TDC >= 0 {
		g.ReturnTDC(u.TDC)
		u.TDC, u.TDCUp, u.TDCMod = -1, false, 0
	}
	if u.Points > 0 {
		p := u.Points
		u.Points = 0
		g.Push(Frame{Op: opCombatRepoint, Sub: b.ID, A: p, S: u.ID})
	}
}

// aircraftStays is the air-cover test [14.12]: a dark icon keeps the
// aircraft; a light icon on d10 0–4; coastal hunting and task forces keep
// it [13.23B], [28.11]; a 965 mb storm grounds it [7.41].
func (g *Game) aircraftStays(b *CombatBoat) (bool, string) {
	c := g.S.Combat
	if g.weatherAt(c.Area) == 965 {
		return false, "965 mb"
	}
	if c.Kind == "tf" || c.Kind == "special" {
		return true, "ship-borne, with a task force [28.11]"
	}
	air := g.airCover(c.Area, c.Gov)
	switch {
	case air == "dark":
		return true, "heavy air cover"
	case air == "light" && c.Coastal:
		return true, "light cover, coastal waters [13.23B]"
	case air == "light":
		r := g.Roll("air cover (light)", "14.12", b.ID)
		pm, tm := msgM("atl.air.roll"), msgM("atl.air.target")
		if r.Total <= 4 {
			if !r.Skip() {
				r.Say(rollMsg(pm, tm, msgM("atl.stay.stays"))).Record("0–4 stays", "stays")
			}
			return true, "light cover, roll " + fmt.Sprint(r.Total)
		}
		if !r.Skip() {
			r.Say(rollMsg(pm, tm, msgM("atl.air.returns"))).Record("0–4 stays", "returns")
		}
		return false, "light cover, roll " + fmt.Sprint(r.Total)
	}
	return false, "no air cover here"
}

// bigShipLimit: a third BB/BC or CV revealed (fourth in the
// Mediterranean) goes back [30.6], [30.61].
func (g *Game) bigShipLimit(typ, id string) bool {
	c := g.S.Combat
	limit := 2
	if a := g.T.Area(c.Gov); a != nil && a.InRegion("med") {
		limit = 3
	}
	n := 0
	for _, x := range c.unitIDs(func(_ int, u *BoardUnit) bool { return u.Up && u.present() && u.ID != id }) {
		t := g.utype(x).Type
		if typ == "CV" && t == "CV" || typ != "CV" && (t == "BB" || t == "BC") {
			n++
		}
	}
	return n >= limit
}

// warMixSwaps are the [30.92] replacements by area and period: the
// revealed unit type → the type that takes its place.
var warMixSwaps = []struct {
	Area   []string
	Period []int
	From   string
	To     string
}{
	{Area: []string{"maritimes"}, Period: []int{4}, From: "ac-b25", To: "ac-digby"},
	{Area: []string{"maritimes", "grand-banks"}, Period: []int{5}, From: "ac-k-blimp", To: "ac-digby"},
}

// warMixSwap applies [30.92] to a revealed unit; it returns the new id.
func (g *Game) warMixSwap(b *CombatBoat, u *BoardUnit) string {
	c := g.S.Combat
	t := g.utype(u.ID)
	if to := g.politicalSwap(t.ID); to != "" {
		if nid := g.takeSpare(to); nid != "" { // [36.63L]
			if !g.Skipped() {
				g.noteM("36.63", b.ID, msgM("atl.swap.replaced", aUnit("a", t.ID), aUnit("b", nid)), "%s is replaced by %s", t.Name, g.utype(nid).Name)
			}
			g.ToCup(u.Cup, u.ID)
			u.ID = nid
			return nid
		}
	}
	for _, sw := range warMixSwaps {
		if t.ID != sw.From || !containsStr(sw.Area, c.Gov) || !containsInt(sw.Period, g.S.Period) {
			continue
		}
		nid := g.takeSpare(sw.To)
		if nid == "" {
			return ""
		}
		if !g.Skipped() {
			g.noteM("30.92", b.ID, msgM("atl.swap.replaced", aUnit("a", t.ID), aUnit("b", nid)), "%s is replaced by %s", t.Name, g.utype(nid).Name)
		}
		g.ToCup(u.Cup, u.ID)
		u.ID = nid
		return nid
	}
	// Barents Sea after Barbarossa: the first escort revealed with a
	// non-British convoy becomes the Soviet DD Type 7 on 0–4 [30.92].
	if c.Gov == "barents-sea" && g.S.Flags["barbarossa"] && isEscort(t) && !g.nationTraits(t.Nation).OwnEscorts && !c.Swapped {
		r := g.Roll("Soviet escort replacement", "30.92", b.ID)
		c.Swapped = true
		if r.Total <= 4 {
			nid := g.takeSpare("dd-su-type7")
			if nid != "" {
				if !r.Skip() {
					r.Say(rollMsg(msgM("atl.swap.soviet"), msgM("atl.swap.soviet.t"), msgM("atl.swap.soviet.dd"))).Record("0–4 replaced", "Soviet DD Type 7")
				}
				g.ToCup(u.Cup, u.ID)
				u.ID = nid
				return nid
			}
		}
		if !r.Skip() {
			r.Say(rollMsg(msgM("atl.swap.soviet"), msgM("atl.swap.soviet.t"), msgM("atl.swap.no-change"))).Record("0–4 replaced", "no change")
		}
	}
	return ""
}

// takeSpare takes a spare counter of a type out of Aside (or a cup).
func (g *Game) takeSpare(typ string) string {
	for i, id := range g.S.Aside {
		if g.utype(id).ID == typ {
			g.S.Aside = append(g.S.Aside[:i:i], g.S.Aside[i+1:]...)
			return id
		}
	}
	for _, cup := range sortedKeys(g.S.Cups) {
		for i, id := range g.S.Cups[cup] {
			if g.utype(id).ID == typ {
				g.S.Cups[cup] = append(g.S.Cups[cup][:i:i], g.S.Cups[cup][i+1:]...)
				return id
			}
		}
	}
	return ""
}

// shootDownCheck [7.55]: a revealed carrier or MAC ship where an Axis
// recon aircraft flies may shoot it down (strategic's AircraftShotDown).
func (g *Game) shootDownCheck(b *CombatBoat, t *data.AlliedType) {
	if ShootDownTypes[t.Type] {
		g.AircraftShotDown(g.S.Combat.Gov)
	}
}

// stepRepoint: the points on an aircraft or event may move to another
// TDC-bearing unit [14.15A].
func stepRepoint(g *Game, f *Frame) {
	c := g.S.Combat
	b := c.Boat(f.Sub)
	if b == nil || b.Out {
		return
	}
	targets := g.allocTargets(b)
	var opts []engine.Option
	for _, id := range targets {
		if id == f.S {
			continue
		}
		key, ref := g.unitKey("unit:", id)
		opts = append(opts, engine.Option{Key: key, Ref: ref, Label: fmt.Sprintf("%s (%d points now)", g.unitLabel(c.Unit(id)), c.Unit(id).Points), Rule: g.cite("14.15A"),
			LabelMsg: msgM("atl.repoint.target", aNested("unit", g.unitMsg(c.Unit(id))), aInt("n", c.Unit(id).Points))})
	}
	opts = append(opts, engine.Option{Key: "lose", Label: "Let the points go", Rule: g.cite("14.15A"), LabelMsg: msgM("atl.repoint.lose")})
	if f.Ans == nil {
		g.Ask(f, engine.Prompt{Kind: "repoint", Sub: f.Sub, Rule: g.cite("14.15A"),
			Text: fmt.Sprintf("%d attack points were on a counter that is not a ship: put them on another target?", f.A), Options: opts,
			Msg: msgM("atl.repoint.q", aInt("n", f.A))})
		return
	}
	if k := g.Key(f); k != "lose" {
		u := c.Unit(c.UnitOfKey(k))
		u.Points += f.A
		if !g.Skipped() {
			g.noteM(g.cite("14.15A"), f.Sub, msgM("atl.repoint.done", aInt("n", f.A), aNested("unit", g.unitMsg(u))), "%d points move to the %s", f.A, g.unitLabel(u))
		}
	}
}

// ---------------------------------------------------------------- TDCs [14.14]

// tdcCandidates are the units a TDC may go on: revealed ships or face-down
// units in reach, without one yet [14.14].
func (g *Game) tdcCandidates(b *CombatBoat) []string { return g.tdcCandidatesIn(nil, b) }

// tdcCandidatesIn is tdcCandidates, listed in buf when it can be (issue 16,
// session 40).
func (g *Game) tdcCandidatesIn(buf []string, b *CombatBoat) []string {
	c := g.S.Combat
	return c.unitIDsIn(buf, func(ci int, u *BoardUnit) bool {
		if !u.present() || u.TDC >= 0 || !g.inReach(b, ci) || u.NoTarget {
			return false
		}
		return !u.Up || isShip(g.utype(u.ID))
	})
}

func (g *Game) turnTDC(f *Frame, b *CombatBoat, s *Sub) {
	c := g.S.Combat
	self := Frame{Op: opCombatTurn, Sub: f.Sub}
	if b.NoTorpedoes {
		b.Step = "tdc-up"
		g.Push(self)
		return
	}
	var buf [16]string // the candidates on the stack (issue 16, session 40)
	cands := g.tdcCandidatesIn(buf[:0], b)
	n := min(g.tactics(s)-b.TDCs, len(g.S.TDCPool))
	if c.Board == "single" {
		n = len(g.S.TDCPool) // a TDC on every target [28.23]
	}
	if n <= 0 || len(cands) == 0 {
		b.Step = "tdc-up"
		g.Push(self)
		return
	}
	if len(cands) <= n {
		for _, id := range cands {
			g.placeTDC(b, id)
		}
		b.Step = "tdc-up"
		g.Push(self)
		return
	}
	if f.Ans == nil {
		opts := g.OptionsRoom(len(cands)) // made once (issue 16)
		// One function fills every option's words, reading the unit from
		// the option's key (issue 16, session 40: a closure an option
		// before); nothing moves while the game waits on the prompt.
		text := func(o *engine.Option) { // the words on demand (engine.Option.Text)
			id := c.UnitOfKey(o.Key)
			u := c.Unit(id)
			o.Label = fmt.Sprintf("%s, %s column", g.unitLabel(u), c.colName(c.ColumnOf(id)))
			o.LabelMsg = msgM("atl.alloc.target", aNested("unit", g.unitMsg(u)), aNested("col", c.colMsg(c.ColumnOf(id))))
		}
		rule := g.cite("14.14")
		for _, id := range cands {
			key, ref := g.unitKey("unit:", id)
			opts = append(opts, engine.Option{Key: key, Ref: ref, Rule: rule, Text: text})
		}
		g.Ask(f, engine.Prompt{Kind: "tdc", Sub: s.ID, Rule: g.cite("14.14"), Options: opts, Words: func(p *engine.Prompt) {
			p.Text = fmt.Sprintf("%s: place a TDC (%d left) on which unit? Only units with a TDC can be attacked.", s.ID, n)
			p.Msg = msgM("atl.tdc.q", aUnit("boat", s.ID), aInt("n", n))
		}})
		return
	}
	g.placeTDC(b, c.UnitOfKey(g.Key(f)))
	g.Push(self)
}

// placeTDC draws a TDC from the pool face down onto a unit [14.14], with
// the re-attack [14.4B] and blackout [30.25] modifiers.
func (g *Game) placeTDC(b *CombatBoat, id string) {
	c := g.S.Combat
	u := c.Unit(id)
	i := g.TakeTDC()
	if i < 0 {
		return
	}
	u.TDC, u.TDCUp, u.TDCMod = i, false, 0
	if c.Round >= 2 {
		u.TDCMod--
	}
	if g.blackout() {
		u.TDCMod--
	}
	b.TDCs++
	if !g.Skipped() {
		g.noteM(g.cite("14.14"), b.ID, msgM("atl.tdc.placed", aUnit("boat", b.ID), aNested("unit", g.unitMsg(u))), "%s places a TDC on the %s", b.ID, g.unitLabel(u))
	}
}

// blackout reports whether the coastal-blackout TDC −1 applies [30.25]:
// Maritimes, US East Coast, Gulf of Mexico and their SMZs, in period 4,
// until the end of the first week of April 1942.
func (g *Game) blackout() bool {
	c := g.S.Combat
	a := g.T.Area(c.Gov)
	if g.politicalBlackout(c.Gov) {
		return true // [36.63J]
	}
	if a == nil || !a.InRegion("blackout") || g.S.Period != 4 {
		return false
	}
	apr := 1942*12 + 3
	return g.S.Month < apr || g.S.Month == apr && g.S.Week <= 1
}

// revealTDCs turns this boat's TDCs face up [14.15].
func (g *Game) revealTDCs(b *CombatBoat) {
	c := g.S.Combat
	var parts []string
	var pm *engine.Msg
	quiet, turned := g.Discarding(), false
	for ci := range c.Columns {
		for ui := range c.Columns[ci].Units {
			u := &c.Columns[ci].Units[ui]
			if u.TDC >= 0 && !u.TDCUp {
				u.TDCUp = true
				if turned = true; quiet {
					continue
				}
				v := fmt.Sprintf("%+d", g.tdcValue(u))
				item := msgM("atl.tdc.value", aNested("unit", g.unitMsg(u)), aText("v", v))
				if u.TDCMod != 0 {
					v += fmt.Sprintf(" (counter %+d, %+d for %s)", g.S.TDCValue[u.TDC], u.TDCMod, tdcModWhy(u.TDCMod, c.Round))
					item = msgM("atl.tdc.value-mod", aNested("unit", g.unitMsg(u)), aText("v", fmt.Sprintf("%+d", g.tdcValue(u))),
						aText("counter", fmt.Sprintf("%+d", g.S.TDCValue[u.TDC])), aText("mod", fmt.Sprintf("%+d", u.TDCMod)), aNested("why", modMsg(tdcModWhy(u.TDCMod, c.Round))))
				}
				parts = append(parts, fmt.Sprintf("%s %s", g.unitLabel(u), v))
				if pm == nil {
					pm = item
				} else {
					pm = msgM("atl.semi", aNested("a", pm), aNested("b", item))
				}
			}
		}
	}
	if quiet && turned {
		g.Skipped() // the entry below, numbered and not built
	}
	if len(parts) > 0 {
		if !g.Skipped() {
			g.noteM(g.cite("14.15"), b.ID, msgM("atl.tdc.revealed", aNested("list", pm)), "TDCs revealed: %s", strings.Join(parts, "; "))
		}
	}
}

func tdcModWhy(mod, round int) string {
	switch {
	case mod <= -2:
		return "re-attack and blackout"
	case round >= 2:
		return "re-attack [14.4B]"
	}
	return "blackout [30.25]"
}

// aswInWeather is a unit's half-point ASW v after the weather w (mb) and a
// port: aircraft and carriers lose 1 at 990 mb, "gli aerei e le portaerei"
// [7.41], every aircraft-carrying ship [3.14]; at 965 mb a carrier has
// none and every other unit loses 1; in port every unit loses 1 more. The
// counterattack and its odds (counterASW) both read it, so the odds count
// what the dice will.
func aswInWeather(v int, t *data.AlliedType, w int, inPort bool) int {
	switch {
	case w == 990 && airCapable(t):
		v = max(0, v-2)
	case w == 965 && t.Carrier:
		v = 0
	case w == 965 && v > 0:
		v = max(0, v-2)
	}
	if inPort && v > 0 {
		v = max(0, v-2)
	}
	return v
}
