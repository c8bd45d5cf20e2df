package tactical

// Circling torpedoes, the FAT [51] (switch "circling", Options.Circling).
// A launch may name a first leg of 15–45 hexes (Launch.Circle, counting the
// turn of fire's run) and the side of the first 180° turn; the torpedo then
// turns, runs a later leg, turns the other way, and so on. Authored where
// the rulebook is silent (the arc shape is MISSING): a 180° turn is three
// 60° turns, one before each of three hexes (about 300 yd across, the FAT
// I's loop); the later legs are 15 hexes (the rule's shortest, the FAT's
// short loop of about 1,500 yd). A circling torpedo is not limited by its
// range in hexes (it runs at its slow setting) but dies after 17 turns. It
// is a torpedo type's option from its date (torpedoes.json circling: the
// G7a from F'42, the G7e from Sp'43). The load limit of [41] (at most a
// quarter acoustic or circling) is kept by limitCircling (advanced.go).

// CircleLaterLeg is the length of a circling torpedo's later legs.
const CircleLaterLeg = 15

// CircleTurns is the number of turns a circling torpedo runs [51].
const CircleTurns = 17

// checkCircling checks a launch's circling order.
func (g *Game) checkCircling(l Launch, tt *TorpedoType) error {
	if l.Circle == 0 && l.CircleSide == "" {
		return nil
	}
	from, err := ParsePeriod(tt.Circling)
	if !g.B.Options.Circling || tt.Circling == "" || err != nil || from > g.B.Period {
		return orderErr(ErrIllegal, msg("tac.err.circling-none", txt("type", tt.ID)), "%s cannot be fired circling here [51]", tt.ID)
	}
	if l.Circle < 15 || l.Circle > 45 || l.Circle < l.Run || l.CircleSide != "L" && l.CircleSide != "R" || l.Turn == "LC" || l.Turn == "RC" {
		return orderErr(ErrIllegal, msg("tac.err.circling-leg", num("n", l.Circle)), "a circling torpedo's first leg is 15–45 hexes, then a turn L or R [51]; %d", l.Circle)
	}
	return nil
}

// setCircling marks a new torpedo as circling from its launch order.
func (g *Game) setCircling(t *Torpedo, l Launch) {
	if l.Circle == 0 {
		return
	}
	t.Circle, t.Turn, t.Leg = l.Circle, map[string]int{"L": -1, "R": 1}[l.CircleSide], 1
	g.Say("51", msg("tac.log.circling", num("t", t.N), num("n", l.Circle), txt("side", l.CircleSide)),
		"torpedo %d circles: a first leg of %d hexes, then turns %s", t.N, l.Circle, l.CircleSide)
}

// circleStep turns a circling torpedo before its next hex: through a 180°
// turn when its leg is run, 60° a hex.
func (g *Game) circleStep(t *Torpedo) {
	if t.Circle == 0 {
		return
	}
	legLen := t.Circle // the first leg, counting its first hex
	if t.Run > t.Circle {
		legLen = CircleLaterLeg
	}
	if t.Turning == 0 && t.Leg >= legLen {
		t.Turning = 3
	}
	if t.Turning > 0 {
		t.Heading = t.Heading.Turn(t.Turn)
		t.Turning--
		if t.Turning == 0 {
			t.Turn, t.Leg = -t.Turn, 0
		}
		return
	}
	t.Leg++
}

// circlingSpent removes a circling torpedo after its 17 turns [51].
func (g *Game) circlingSpent(t *Torpedo) bool {
	if t.Circle == 0 || g.B.Turn-t.Fired <= CircleTurns {
		return false
	}
	t.Gone = true
	rule := "51"
	if t.Hidden {
		rule = "40.1"
	}
	g.Say(rule, msg("tac.log.circling-spent", num("t", t.N)), "circling torpedo %d has run its 17 turns and sinks", t.N)
	return true
}

// CircleLeg is the first leg the plot composer offers boat id's circling
// torpedoes [51]: the distance to the nearest merchantman (or ship) afloat
// and three hexes more, to run on through the columns, within 15–45; 0
// when the boat cannot fire circling (switch off, or its torpedo type not
// yet in service).
func (m *Match) CircleLeg(id string) int {
	g := m.G
	v := g.Vessel(id)
	if v == nil || !v.Sub || !g.B.Options.Circling {
		return 0
	}
	tt := g.Data.Torpedoes[v.Torpedo]
	if tt == nil || tt.Circling == "" {
		return 0
	}
	if from, err := ParsePeriod(tt.Circling); err != nil || from > g.B.Period {
		return 0
	}
	near := 1 << 30
	for i := range g.B.Vessels {
		if x := &g.B.Vessels[i]; !x.Sub && !x.Gone() && x.Side != v.Side {
			near = min(near, Distance(v.Bow, x.Bow))
		}
	}
	if near == 1<<30 {
		near = 20
	}
	return min(max(near+3, 15), 45)
}

// CirclingCourse is the hexes a circling torpedo runs through in its next
// n steps if nothing stops it, ending at the board's edge (the board draws
// its loops [51]); nil for a straight runner.
func CirclingCourse(t Torpedo, n int) []Hex {
	if t.Circle == 0 || t.Corner != 0 {
		return nil
	}
	var out []Hex
	g := &Game{}
	for range n {
		g.circleStep(&t)
		t.Hex = t.Hex.Neighbour(t.Heading)
		t.Run++
		if !t.Hex.OnBoard() {
			break
		}
		out = append(out, t.Hex)
	}
	return out
}
