package scenes

import (
	"strings"

	"periscope/game/campaign"
	"periscope/i18n"
)

// The chooser of the [35] options on the new-game page (issue 13): a
// valued option's switch steps through the values the rules allow —
// off, its default, then each other value (campaign.OptionChoices) — and
// the button's label names the value chosen. A plain switch stays on/off.

// toggleOption answers a click on an option's switch.
func (n *NewGame) toggleOption(name string) {
	vs := n.optionChoices(name)
	if len(vs) == 0 || !n.opts[name] {
		n.opts[name] = !n.opts[name]
		n.choice[name] = 0
		return
	}
	if n.choice[name]+1 < len(vs) {
		n.choice[name]++
		return
	}
	n.opts[name], n.choice[name] = false, 0
}

// optionChoices are a campaign option's values (nil for a plain switch or
// another system's option).
func (n *NewGame) optionChoices(name string) []string {
	if n.th == nil {
		return nil
	}
	return campaign.OptionChoices(n.th, name)
}

// recordOption is the option as the game's record carries it: the bare
// name for a switch or a default, "name=value" for another value.
func (n *NewGame) recordOption(name string) string {
	if k := n.choice[name]; k > 0 {
		if vs := n.optionChoices(name); k < len(vs) {
			return name + "=" + vs[k]
		}
	}
	return name
}

// optionLabel is option i's words on its switch. A [35] option that is
// on names the value chosen after its title (the words before the first
// colon of its text: "Later substitutions: U-84 XII + U-93 XII + U-201
// XII"); off, its text describes the default it would take.
func (n *NewGame) optionLabel(i int) string {
	o := n.options[i]
	label := i18n.OptionText(o.Name, o.Text)
	if o.TextMsg != nil {
		label = i18n.Text(o.TextMsg, o.Text)
	}
	vs := n.optionChoices(o.Name)
	if len(vs) == 0 || !n.opts[o.Name] {
		return label
	}
	title, _, _ := strings.Cut(label, ":")
	return title + ": " + campaign.ChoiceLabel(vs[min(n.choice[o.Name], len(vs)-1)])
}
