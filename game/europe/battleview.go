package europe

import "sort"

// The battle board's view of the battle being fought [7.3]: both sides'
// units (with those hit and still firing back, and damaged battleships),
// the dice of the current round as pools, the hits waiting for
// casualties, and the calculator's odds from here on with the sides' own
// casualty orders. The renderer draws it; nothing here changes the game.

// BattleRoll is one pool of dice rolled in the battle.
type BattleRoll struct {
	// Att: rolled by the attacker. Kind is "fire", "first-strike", "aa"
	// or "support"; Unit the type that rolled.
	Att   bool   `json:"att,omitempty"`
	Kind  string `json:"kind"`
	Unit  string `json:"unit"`
	HitOn int    `json:"hitOn"`
	Faces []int  `json:"faces"`
	Hits  int    `json:"hits"`
}

// BoardUnit is one unit type of one power on a side of the battle board.
type BoardUnit struct {
	Type    string
	Owner   Power
	N       int
	Damaged int // damaged battleships
	// DamagedValue is what a damaged battleship fires on when damage
	// weakens it (A34's alternative, damaged-full=off); 0: at Value.
	DamagedValue int
	Hit          int // hit this round, still firing back [7.3 C]
	Value        int // attack or defence value
}

// BattleBoard is what the battle board shows.
type BattleBoard struct {
	Space, SpaceName string
	Sea              bool
	Round            int
	Attacker         Power
	Defender         Power // who decides the defender's casualties
	Att, Def         []BoardUnit
	Rolls            []BattleRoll
	// Hits waiting for casualties and the side taking them.
	Hits  int
	OnAtt bool
	Odds  Result
	// AttOrder and DefOrder are the casualty orders in use (type ids).
	AttOrder, DefOrder []string
}

// record keeps a roll for the board. The pre-battle rolls (AA, support
// fire) stay beside round 1's; each later round starts afresh.
func (g *Game) record(att bool, kind, unit string, hitOn int, faces []int, hits int) {
	b := g.S.Battle
	if b == nil {
		return
	}
	if b.Round > 1 && b.RollRound != b.Round {
		b.Rolls = nil
	}
	b.RollRound = b.Round
	b.Rolls = append(b.Rolls, BattleRoll{Att: att, Kind: kind, Unit: unit, HitOn: hitOn, Faces: append([]int(nil), faces...), Hits: hits})
}

// Board is the battle board of the battle being fought (nil: none).
func (g *Game) Board() *BattleBoard {
	s := g.S
	b := s.Battle
	if b == nil {
		return nil
	}
	sea := g.D.Space(b.Space).Sea()
	out := &BattleBoard{Space: b.Space, SpaceName: g.spaceName(b.Space), Sea: sea, Round: b.Round, Attacker: s.Active(),
		Defender: g.defenderOf(b.Space), Rolls: b.Rolls, OnAtt: b.OnAtt}
	for _, h := range b.Hits {
		out.Hits += h
	}
	side := func(attacker bool) []BoardUnit {
		by := map[[2]string]*BoardUnit{}
		var keys [][2]string
		for _, id := range g.sideUnits(b.Space, attacker) {
			u := s.unit(id)
			k := [2]string{string(u.Owner), u.Type}
			bu := by[k]
			if bu == nil {
				ut := g.D.Type(u.Type)
				v := ut.Defense
				if attacker {
					v = ut.Attack
				}
				bu = &BoardUnit{Type: u.Type, Owner: u.Owner, Value: v}
				by[k] = bu
				keys = append(keys, k)
			}
			bu.N++
			if u.Damaged {
				bu.Damaged++
				if u.Type == Battleship {
					bu.DamagedValue = s.damagedBB()
				}
			}
			if contains(b.Doomed, id) {
				bu.Hit++
			}
		}
		sort.Slice(keys, func(i, j int) bool {
			if keys[i][0] != keys[j][0] {
				return powerIndex(Power(keys[i][0])) < powerIndex(Power(keys[j][0]))
			}
			return typeIndex(keys[i][1]) < typeIndex(keys[j][1])
		})
		var list []BoardUnit
		for _, k := range keys {
			list = append(list, *by[k])
		}
		return list
	}
	out.Att, out.Def = side(true), side(false)
	out.Odds = g.Calculate(g.battleSetup(b.Space))
	out.AttOrder = s.OrderNames(out.Attacker, true)
	if out.Defender != "" {
		out.DefOrder = s.OrderNames(out.Defender, false)
	}
	return out
}

func powerIndex(p Power) int {
	for i, x := range Powers {
		if x == p {
			return i
		}
	}
	return len(Powers)
}
