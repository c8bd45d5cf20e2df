package bot

import (
	"sort"
	"strings"

	"periscope/game/campaign"
	"periscope/game/engine"
)

// Doctrine is a sensible BdU: it answers every prompt kind documented in
// game/campaign/DESIGN.md from the state and the prompt's odds. It sends
// ready boats to the richest areas within range (the search odds there,
// weighed against the AAC's red boxes and air cover and the boats already
// there), searches when it can, lies low and heads home when damaged or out
// of torpedoes, tries for the deepest column of a convoy, reveals what is
// most likely a merchant, splits its attack points for the most tonnage
// expected, re-attacks only while what is left to sink outweighs the
// counterattack risk, calls wolfpacks and takes resupply.
//
// With Careless set it is the reckless commander the tables must punish:
// it attacks at any odds, never withdraws or declines, ignores damage and
// never lies low (it still moves toward rich waters, so the difference in
// results is the tactics, not the map).
//
// A prompt kind it has no doctrine for is answered with a safe default and
// counted in Unknown (the tests fail listing it, so that new prompts get
// doctrine).
type Doctrine struct {
	Careless bool
	// Unknown counts the prompts of kinds without doctrine.
	Unknown map[string]int

	plan planner
	// cur is the decision being made (Choose), kept here rather than made
	// anew for every decision (issue 16); nothing keeps it after.
	cur ctx
	// kinds keeps the doctrines found by prompt kind (doctrineFor).
	kinds engine.IDMemo[answer]
}

// doctrineFor is doctrines[kind], its answers kept (engine.IDMemo; issue
// 16: a look-up by a string at every decision).
func (d *Doctrine) doctrineFor(kind string) answer {
	if d.kinds.Size == 0 {
		d.kinds.Size = 64
	}
	fn, ok, e := d.kinds.Find(kind)
	if ok {
		return fn
	}
	if fn = doctrines[kind]; fn != nil {
		e.Keep(kind, fn)
	}
	return fn
}

// NewDoctrine returns the sensible commander.
func NewDoctrine() *Doctrine { return &Doctrine{Unknown: map[string]int{}} }

// NewCareless returns the reckless commander.
func NewCareless() *Doctrine {
	d := NewDoctrine()
	d.Careless = true
	return d
}

var _ engine.Player = (*Doctrine)(nil)

// ctx is one decision: the game, the prompt and the boat it is about.
type ctx struct {
	d *Doctrine
	g *campaign.Game
	p *engine.Prompt
	s *campaign.Sub
}

type answer func(c *ctx) engine.Choice

// doctrines maps every prompt kind to its doctrine (filled in init: the
// functions refer to the table through Choose).
var doctrines map[string]answer

// KnownKinds lists the prompt kinds the doctrine bot answers, sorted.
func KnownKinds() []string {
	var out []string
	for k := range doctrines {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Choose answers p.
func (d *Doctrine) Choose(eg engine.Game, p *engine.Prompt) engine.Choice {
	g, _ := eg.(*campaign.Game)
	fn := d.doctrineFor(p.Kind)
	if fn == nil {
		if d.Unknown == nil {
			d.Unknown = map[string]int{}
		}
		d.Unknown[p.Kind]++
		return SafeDefault(p)
	}
	if g == nil {
		return SafeDefault(p)
	}
	c := &d.cur
	if c.g != nil {
		c = new(ctx) // a decision inside a decision: its own
	}
	*c = ctx{d: d, g: g, p: p}
	if p.Sub != "" {
		c.s = g.Sub(p.Sub)
	}
	ch := fn(c)
	*c = ctx{}
	if p.Validate(ch) != nil {
		return SafeDefault(p)
	}
	return ch
}

// safeKeys are the cautious answers, best first: decline, stay, do nothing.
var safeKeys = []string{"none", "no", "stay", "withdraw", "decline", "pass", "stop", "lie-low-rtb", "lie-low", "keep", "delay", "open", "torpedo", "done", "alone"}

// SafeDefault answers any prompt without doctrine: the most cautious
// option it recognises, else the first; for an allocation, the split with
// the most expected tonnage.
func SafeDefault(p *engine.Prompt) engine.Choice {
	if p.Alloc != nil {
		return bestSplit(p, func(i int) float64 { return 3 })
	}
	for _, k := range safeKeys {
		if i := find(p, k); i >= 0 {
			return engine.Pick(i)
		}
	}
	return engine.Pick(0)
}

// ---------------------------------------------------------------- prompt helpers

// find is the index of the option with key k, or -1.
func find(p *engine.Prompt, k string) int {
	for i, o := range p.Options {
		if o.Key == k {
			return i
		}
	}
	return -1
}

// pick chooses the first of the keys offered, else option 0.
func pick(p *engine.Prompt, keys ...string) engine.Choice {
	for _, k := range keys {
		if i := find(p, k); i >= 0 {
			return engine.Pick(i)
		}
	}
	return engine.Pick(0)
}

// best chooses the option with the highest score (the first on ties);
// options the score rejects with ok=false are skipped. Without any, option
// 0.
func best(p *engine.Prompt, score func(i int, o engine.Option) (float64, bool)) engine.Choice {
	bi, bv := -1, 0.0
	for i, o := range p.Options {
		v, ok := score(i, o)
		if !ok {
			continue
		}
		if bi < 0 || v > bv {
			bi, bv = i, v
		}
	}
	return engine.Pick(max(bi, 0))
}

// bestBounded is best for scores that only fall once an option's odds are
// read (a harm or a risk subtracted): bound is the score with nothing read
// (ok=false skips the option), exact the score itself, never above the
// bound it is given; exact may first work out a tighter bound and give up
// (ok=false) when the best so far is not beaten by it. The options are
// worked out from the highest bound down, and the odds of one whose bound
// cannot beat the best so far (nor tie it from an earlier place) are never
// computed: the engine's odds are the bot's costliest reading (issue 16).
// The same choice as best's, the first of the highest scores.
func bestBounded(p *engine.Prompt, bound func(i int, o engine.Option) (float64, bool), exact func(i int, o engine.Option, ub float64, lead leader) (float64, bool)) engine.Choice {
	n := len(p.Options)
	var ordBuf [32]int
	var ubBuf [32]float64
	ord, ub := ordBuf[:0], ubBuf[:0]
	if n > len(ordBuf) {
		ord, ub = make([]int, 0, n), make([]float64, n)
	} else {
		ub = ubBuf[:n]
	}
	for i := range p.Options {
		v, ok := bound(i, p.Options[i])
		if !ok {
			continue
		}
		ub[i] = v
		// Insertion by bound, highest first, equal bounds in option
		// order (the options are few).
		j := len(ord)
		ord = append(ord, i)
		for j > 0 && ub[ord[j-1]] < v {
			ord[j] = ord[j-1]
			j--
		}
		ord[j] = i
	}
	lead := leader{i: -1}
	for _, i := range ord {
		if !lead.beatenBy(i, ub[i]) {
			break // every option left is bounded below the best
		}
		if v, ok := exact(i, p.Options[i], ub[i], lead); ok && lead.beatenBy(i, v) {
			lead = leader{i, v}
		}
	}
	return engine.Pick(max(lead.i, 0))
}

// leader is the best option so far in bestBounded (i < 0: none yet) and
// its score.
type leader struct {
	i int
	v float64
}

// beatenBy reports whether option i scoring v would be chosen over the
// leader: a higher score, or an equal one earlier in the prompt.
func (l leader) beatenBy(i int, v float64) bool {
	return l.i < 0 || v > l.v || v == l.v && i < l.i
}

// odd is the total chance of the outcomes named (exact names).
func odd(o engine.Option, outcomes ...string) float64 {
	t := 0.0
	for _, x := range o.OddsOf() {
		for _, n := range outcomes {
			if x.Outcome == n {
				t += x.P
			}
		}
	}
	return t
}

// oddWith is the total chance of the outcomes whose name contains s.
func oddWith(o engine.Option, s string) float64 {
	t := 0.0
	for _, x := range o.OddsOf() {
		if strings.Contains(x.Outcome, s) {
			t += x.P
		}
	}
	return t
}

// harm weighs the outcomes that hurt a boat (counterattack, transit check,
// Other Dangers): a loss counts most, then damage, a forced return, being
// spotted.
func harm(o engine.Option) float64 {
	h := 0.0
	for _, x := range o.OddsOf() {
		switch {
		case strings.HasPrefix(x.Outcome, "sunk"):
			h += 10 * x.P
		case strings.HasPrefix(x.Outcome, "damaged"):
			h += 3 * x.P
			if strings.Contains(x.Outcome, "RTB") {
				h += x.P
			}
		case x.Outcome == "RTB":
			h += 1.5 * x.P
		case x.Outcome == "spotted":
			h += 0.3 * x.P
		}
	}
	return h
}

func subKey(k string) string { return strings.TrimPrefix(k, "sub:") }

func (c *ctx) careless() bool { return c.d.Careless }

// hurt reports whether the boat is damaged or out of torpedoes: doctrine
// sends it home quietly.
func (c *ctx) hurt() bool {
	return c.s != nil && (c.s.Damage > 0 || c.s.NoTorpedoes)
}

func init() {
	doctrines = map[string]answer{
		// The political war [36] (doctrine_political.go).
		"pol-request":  polRequest,
		"pol-favour":   polFavour,
		"pol-points":   polPoints,
		"pol-reaction": polReaction,
		"pol-place":    polPlace,
		// Strategy and logistics [5]–[11], [21], [25].
		"deploy-order":  deployOrder,
		"training-pick": trainingPick,
		"supply-ship":   first,
		"tender":        first,
		"air-recon":     airRecon,
		"inexp-arrival": func(c *ctx) engine.Choice { return pick(c.p, "arrive") },
		"early-deploy":  func(c *ctx) engine.Choice { return pick(c.p, "none") },
		"ace-transfer":  func(c *ctx) engine.Choice { return pick(c.p, "transfer") },
		"ace-reassign":  aceReassign,
		"hold":          hold,
		"hold-release":  holdRelease,
		"scrap":         func(c *ctx) engine.Choice { return pick(c.p, "none") },
		"resupply":      resupply,
		// Search [13], [15.4], [30.1].
		"search":         search,
		"search-again":   searchAgain,
		"decline-convoy": declineConvoy,
		"encounter":      encounter,
		"coastal":        func(c *ctx) engine.Choice { return pick(c.p, "open") },
		"encounter-side": encounterSide,
		// Wolfpacks [24].
		"wolfpack":   wolfpack,
		"pack-join":  packJoin,
		"shadower":   first,
		"pack-order": first,
		"pack-stay":  packStay,
		// Silent War's pre-formed packs [SW 24.1]: the doctrine forms
		// barrier packs (+2 on the one search [24.32]); careless, none.
		"pack-preform": func(c *ctx) engine.Choice {
			if c.careless() {
				return pick(c.p, "none")
			}
			for i, o := range c.p.Options {
				if strings.HasPrefix(o.Key, "sub:") && c.g.Sub(subKey(o.Key)) != nil && c.g.Sub(subKey(o.Key)).Damage == 0 {
					if find(c.p, "barrier") < 0 {
						return engine.Pick(i)
					}
				}
			}
			return pick(c.p, "barrier", "none")
		},
		// Combat [14], [27], [28].
		"placement":          placement,
		"placement-fallback": placementFallback,
		"reveal":             reveal,
		// [SW 14.12] Radar: doctrine declines a revealed escort (its ASW
		// stays out of the counterattack), careless keeps whatever it saw.
		"radar-decline": func(c *ctx) engine.Choice {
			if !c.careless() && c.g.S.Combat != nil {
				if u := c.g.S.Combat.Unit(strings.TrimPrefix(c.p.Options[0].Ref, "unit:")); u != nil && c.g.UnitType(u.ID) != nil && c.g.UnitType(u.ID).ASW > 0 {
					return pick(c.p, "decline")
				}
			}
			return pick(c.p, "keep")
		},
		"de-withdraw": deWithdraw,
		"gun":         gun,
		"tdc":         tdc,
		"allocate":    allocate,
		"repoint":     repoint,
		"lone-attack": loneAttack,
		"reattack":    reattack,
		"shift":       shift,
		"substitute":  first,
		// Fight it out [14.15] (issue 18): the doctrine resolves on the
		// tables; a fight the player began and handed over is finished by
		// the computer commanders (a plain option is refused there).
		"fight-it-out": func(c *ctx) engine.Choice { return pick(c.p, "tables") },
		"fight-result": fightResult,
		// Movement [12], [15], [19], [20], [26].
		"ops-order":         first,
		"transit-order":     first,
		"patrol-move":       patrolMove,
		"transit-governing": safestOption,
		"rtb-place":         first,
		"smz-exit":          first,
		"move-route":        safestOption,
		"deploy":            deploy,
		"mines-carry":       func(c *ctx) engine.Choice { return pick(c.p, "no") },
		"transit-move":      transitMove,
		"arrive":            arrive,
		"rtb-base":          rtbBase,
		"rtb-route":         safestOption,
		"withdraw-base":     rtbBase,
		"withdraw-route":    safestOption,
		"mines-spotted":     func(c *ctx) engine.Choice { return pick(c.p, "B", "A") },
		// [SW 26.0] Two players: a command short of boats asks for them
		// (the first of its bases; the engine offers it only when short).
		"coop-request": func(c *ctx) engine.Choice {
			for i, o := range c.p.Options {
				if strings.HasPrefix(o.Key, "to:") {
					return engine.Pick(i)
				}
			}
			return pick(c.p, "none")
		},
	}
}

func first(c *ctx) engine.Choice { return engine.Pick(0) }

// fightResult answers a fight-result prompt with the rest of the fight
// fought by the computer commanders.
func fightResult(c *ctx) engine.Choice {
	ch, err := c.g.BotFightChoice()
	if err != nil {
		return SafeDefault(c.p)
	}
	return ch
}

// safestOption picks the option whose odds hurt least (routes, governing
// areas): equal ones keep the engine's order.
func safestOption(c *ctx) engine.Choice {
	return bestBounded(c.p, func(int, engine.Option) (float64, bool) { return 0, true },
		func(_ int, o engine.Option, _ float64, _ leader) (float64, bool) { return -harm(o), true })
}

// ---------------------------------------------------------------- strategy

// deployOrder sends the boat whose move is safest, fresh crews first.
func deployOrder(c *ctx) engine.Choice {
	score := func(o engine.Option, h float64) float64 {
		v := -h
		if s := c.g.Sub(subKey(o.Key)); s != nil {
			v -= 0.5*float64(s.Inexp) + float64(s.Damage)
		}
		return v
	}
	return bestBounded(c.p, func(_ int, o engine.Option) (float64, bool) { return score(o, 0), true },
		func(_ int, o engine.Option, _ float64, _ leader) (float64, bool) {
			return score(o, harm(o)), true
		})
}

// trainingPick withdraws the weakest boat: lowest Attack, then the least
// experienced crew.
func trainingPick(c *ctx) engine.Choice {
	return best(c.p, func(_ int, o engine.Option) (float64, bool) {
		s := c.g.Sub(subKey(o.Key))
		if s == nil {
			return 0, true
		}
		v := -float64(c.g.Attack(s)) + 0.5*float64(s.Inexp) + 0.2*float64(s.Damage)
		if s.Ace != "" {
			v -= 5
		}
		return v, true
	})
}

// airRecon flies where most of our patrolling boats would gain from it.
func airRecon(c *ctx) engine.Choice {
	boats := map[string]int{}
	for i := range c.g.S.Subs {
		s := &c.g.S.Subs[i]
		if s.Status == campaign.StSea && !s.RTB && s.Side == campaign.Patrol {
			boats[s.Area]++
		}
	}
	return best(c.p, func(_ int, o engine.Option) (float64, bool) {
		a, ok := strings.CutPrefix(o.Key, "area:")
		if !ok {
			return -1, true // stay at base or rebase: only if nothing else
		}
		// The area-level estimate the calibrated war was played with
		// (campaign.AirReconEstimate), not the boat-level odds shown.
		p := c.g.AirReconEstimate(a)
		return p * (0.2 + float64(boats[a])), true
	})
}

func aceReassign(c *ctx) engine.Choice {
	return best(c.p, func(_ int, o engine.Option) (float64, bool) {
		if o.Key == "none" {
			return -1, true
		}
		s := c.g.Sub(subKey(o.Key))
		if s == nil {
			return 0, true
		}
		return float64(c.g.Attack(s)), true
	})
}

// hold keeps the newcomer waiting unless a boat already under repair is
// worth less.
func hold(c *ctx) engine.Choice {
	if i := find(c.p, "sub:"+c.p.Sub); i >= 0 {
		return engine.Pick(i)
	}
	return engine.Pick(0)
}

// holdRelease repairs the strongest boat first.
func holdRelease(c *ctx) engine.Choice {
	return best(c.p, func(_ int, o engine.Option) (float64, bool) {
		s := c.g.Sub(subKey(o.Key))
		if s == nil {
			return 0, true
		}
		v := float64(c.g.Attack(s))
		if s.Ace != "" {
			v += 3
		}
		return v, true
	})
}

// resupply takes the source with the best chance when it is a fair one
// (a failed attempt only continues the return).
func resupply(c *ctx) engine.Choice {
	ch := best(c.p, func(_ int, o engine.Option) (float64, bool) {
		if o.Key == "no" {
			return 0, true
		}
		pass := odd(o, "resupplied: back on patrol")
		loss := 0.0
		for _, x := range o.OddsOf() {
			if !strings.HasPrefix(x.Outcome, "resupplied") && !strings.HasPrefix(x.Outcome, "fails") {
				loss += x.P
			}
		}
		if c.careless() {
			return pass + 0.01, true
		}
		return pass - 4*loss - 0.2, true
	})
	return ch
}

// ---------------------------------------------------------------- search

// search searches; doctrine lies low when hurt, and both bots skip the
// search to turn for home [15.21] when recalled for an order that is due
// (doctrine_due.go).
func search(c *ctx) engine.Choice {
	if !c.careless() && c.hurt() {
		return pick(c.p, "lie-low-rtb", "lie-low", "search")
	}
	if recallForDueOrder(c.g, c.s) && find(c.p, "lie-low-rtb") >= 0 {
		return pick(c.p, "lie-low-rtb")
	}
	return pick(c.p, "search")
}

func searchAgain(c *ctx) engine.Choice {
	if !c.careless() && c.hurt() {
		return pick(c.p, "stop")
	}
	return pick(c.p, "search")
}

func declineConvoy(c *ctx) engine.Choice {
	if c.careless() {
		return pick(c.p, "attack")
	}
	return pick(c.p, "decline")
}

func encounter(c *ctx) engine.Choice {
	if c.careless() || !c.hurt() {
		return pick(c.p, "engage")
	}
	return pick(c.p, "pass")
}

// encounterSide patrols where it is if that is where it was going.
func encounterSide(c *ctx) engine.Choice {
	if c.s != nil && c.d.plan.target(c) == c.s.Area {
		return pick(c.p, "patrol")
	}
	return pick(c.p, "transit")
}

// ---------------------------------------------------------------- wolfpacks

func wolfpack(c *ctx) engine.Choice {
	if c.careless() {
		return pick(c.p, "no-shadower", "alone")
	}
	return pick(c.p, "shadow", "no-shadower")
}

// packJoin calls the boat most likely to join; doctrine leaves damaged
// boats out.
func packJoin(c *ctx) engine.Choice {
	return best(c.p, func(_ int, o engine.Option) (float64, bool) {
		if o.Key == "stop" {
			return -1, true
		}
		s := c.g.Sub(subKey(o.Key))
		if s != nil && !c.careless() && (s.Damage > 0 || s.NoTorpedoes) {
			return 0, false
		}
		return oddWith(o, "join"), true
	})
}

func packStay(c *ctx) engine.Choice {
	if c.careless() {
		return pick(c.p, "stay")
	}
	if c.hurt() || c.remaining() < reattackThreshold {
		return pick(c.p, "withdraw")
	}
	return pick(c.p, "stay")
}
