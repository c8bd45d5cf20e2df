package campaign

import (
	"periscope/game/data"
	"periscope/game/engine"
)

// Silent War's two-player co-operative variant [SW 26.0] (the "two-player"
// switch): one player commands Pearl Harbor, the other the Southwest
// Pacific (Fremantle and Brisbane). All rules apply; both may use the same
// OpArea, concentration included [26.0]. Each decision names the seat of
// the command it belongs to (engine.Prompt.Seat), read from the theatre's
// rules.commands: a boat's decisions are its base's command's (a boat at
// sea belongs to the base it sailed from, and passes to the other player
// when it returns to one of the other command's bases — the transfers "by
// agreement"); a decision about a base (the Hold, scrapping, a tender, a
// pack formed there) is that base's command's; any other (a war event's
// order, the order boats act in) belongs to the command all its boats
// share, or else to the first command, Pearl Harbor (ComSubPac).

// coopName is the switch of the two-player variant.
const coopName = "two-player"

// Coop reports whether the game is played by two co-operating commands.
func (g *Game) Coop() bool {
	return len(g.T.Rules.Commands) > 1 && g.Opt(coopName)
}

// Ask asks the player (engine.Machine.Ask) and, in a two-player game,
// names the seat that decides [SW 26.0].
func (g *Game) Ask(f *Frame, p engine.Prompt) {
	if len(g.T.Rules.Commands) > 1 && g.Opt(coopName) {
		p.Seat = g.promptSeat(f, &p)
	}
	g.Machine.Ask(f, p)
}

// SubSeat is the seat commanding a boat in a two-player game: its base's
// command ("" outside the variant or for an unknown boat).
func (g *Game) SubSeat(id string) engine.Seat {
	if !g.Coop() {
		return engine.Everyone
	}
	return g.unitSeat(id)
}

// unitSeat is the command of a boat (or of a pre-formed pack, by its base).
func (g *Game) unitSeat(id string) engine.Seat {
	if s := g.Sub(id); s != nil {
		return engine.Seat(g.T.CommandOf(s.Base))
	}
	for _, pk := range g.S.Packs {
		if pk.ID == id {
			return engine.Seat(g.T.CommandOf(pk.Base))
		}
	}
	return ""
}

// promptSeat is the command a decision belongs to (see the file comment).
func (g *Game) promptSeat(f *Frame, p *engine.Prompt) engine.Seat {
	first := engine.Seat(g.T.Rules.Commands[0].Seat)
	if p.Sub != "" {
		if s := g.unitSeat(p.Sub); s != "" {
			return s
		}
	}
	if f.Area != "" && g.T.Base(f.Area) != nil {
		if s := g.T.CommandOf(f.Area); s != "" {
			return engine.Seat(s)
		}
	}
	var shared engine.Seat
	for _, o := range p.Options {
		if o.Ref == "" || g.Sub(o.Ref) == nil {
			continue
		}
		s := g.unitSeat(o.Ref)
		if shared != "" && s != shared {
			return first
		}
		shared = s
	}
	if shared != "" {
		return shared
	}
	return first
}

// Seats are the seats of a game of the theatre with these options: the
// commands in a two-player game [SW 26.0], else the one solitaire seat.
func Seats(t *data.Theatre, options []string) []engine.Seat {
	on := false
	for _, o := range options {
		if o == coopName {
			on = true
		}
	}
	if !on || len(t.Rules.Commands) < 2 {
		return []engine.Seat{engine.Everyone}
	}
	var out []engine.Seat
	for _, c := range t.Rules.Commands {
		out = append(out, engine.Seat(c.Seat))
	}
	return out
}
