package data

import "fmt"

// Command is one player's command in Silent War's two-player co-operative
// variant [SW 26.0]: Pearl Harbor, or the Southwest Pacific (Fremantle and
// Brisbane). A boat belongs to the command of its base (a boat at sea to
// that of the base it sailed from), so a boat sent home to the other
// command's base passes to that player: the transfers "by agreement".
type Command struct {
	// Seat is the player's seat in prompts (engine.Seat: "pearl", "swpac").
	Seat string `json:"seat"`
	// Name is the command's name in English.
	Name string `json:"name"`
	// Bases are the bases (main and advanced) whose boats it commands;
	// every base is in exactly one command.
	Bases []string `json:"bases"`
}

// CommandOf is the seat commanding a base's boats ("" when the base is in
// no command or the game has none).
func (t *Theatre) CommandOf(base string) string {
	for _, c := range t.Rules.Commands {
		for _, b := range c.Bases {
			if b == base {
				return c.Seat
			}
		}
	}
	return ""
}

// validateCommands checks the two-player commands: at least two, distinct
// seats, and every base of the map in exactly one of them.
func (t *Theatre) validateCommands(c *checker) {
	cs := t.Rules.Commands
	if len(cs) == 0 {
		return
	}
	const f = "rules.json"
	if len(cs) < 2 {
		c.add(f, "rules.commands", "the two-player variant needs at least two commands, got %d", len(cs))
	}
	seats := map[string]bool{}
	owner := map[string]string{}
	for i, cm := range cs {
		p := fmt.Sprintf("rules.commands[%d](%s)", i, cm.Seat)
		if cm.Seat == "" || seats[cm.Seat] {
			c.add(f, p+".seat", "must be a seat name used once, got %q", cm.Seat)
		}
		seats[cm.Seat] = true
		if cm.Name == "" {
			c.add(f, p+".name", "missing")
		}
		for j, b := range cm.Bases {
			if t.Base(b) == nil {
				c.add(f, fmt.Sprintf("%s.bases[%d]", p, j), "unknown base %q", b)
				continue
			}
			if o, ok := owner[b]; ok {
				c.add(f, fmt.Sprintf("%s.bases[%d]", p, j), "base %q is already in command %q", b, o)
			}
			owner[b] = cm.Seat
		}
	}
	for _, b := range t.Map.Bases {
		if _, ok := owner[b.ID]; !ok {
			c.add(f, "rules.commands", "base %q is in no command", b.ID)
		}
	}
}
