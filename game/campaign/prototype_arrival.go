package campaign

import (
	"fmt"

	"periscope/game/data"
)

// [35.4] The late-war prototype is added "in April 1943" (the Italian
// original: "nell'Aprile del 1943"), and the rule gives it no other date.
// A scenario that ends before then — Campaign I ends in March 1943 — never
// reaches its arrival: the option would change nothing, so a record that
// asks for it there is refused with the reason, and the new-game page
// offers the switch only for a theatre with a scenario that reaches April
// 1943 (OptionsFor). The boat is not brought forward: the rule fixes the
// month, and an earlier Type XXI would be a different game.

// prototypeArrival is the month the [35.4] prototype joins the fleet.
const prototypeArrival = "1943-04"

// prototypeInReach refuses a prototype the scenario ends before.
func prototypeInReach(t *data.Theatre, sc *data.Scenario, opts []string) error {
	protos := optChoices(opts, "prototype")
	if len(protos) == 0 || sc == nil {
		return nil
	}
	end, err1 := data.MonthIndex(sc.End)
	arrive, err2 := data.MonthIndex(prototypeArrival)
	if b := t.Boat(protos[0]); b != nil && b.Entry != "" {
		if m, err := data.MonthIndex(b.Entry); err == nil {
			arrive, err2 = m, nil
		}
	}
	if err1 != nil || err2 != nil || end >= arrive {
		return nil
	}
	return fmt.Errorf("prototype: %s would join the fleet in April 1943 [35.4], after the scenario's last month (%s): the option changes nothing here", protos[0], sc.End)
}

// TheatreOptions lists the switches the new-game page offers for a
// theatre: its rules system's (OptionsFor), less the [35.4] prototype when
// no scenario of the theatre reaches its April 1943 arrival.
func TheatreOptions(t *data.Theatre) []Option {
	reach := false
	arrive, _ := data.MonthIndex(prototypeArrival)
	for i := range t.Scenarios {
		if m, err := data.MonthIndex(t.Scenarios[i].End); err == nil && m >= arrive {
			reach = true
		}
	}
	all := OptionsFor(t.Rules.System)
	out := make([]Option, 0, len(all))
	for _, o := range all {
		if o.Name == "prototype" && !reach {
			continue
		}
		out = append(out, o)
	}
	return out
}
