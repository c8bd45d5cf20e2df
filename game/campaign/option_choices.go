package campaign

import (
	"strings"

	"periscope/game/data"
)

// The [35] options' values for the new-game page's chooser (issue 13): a
// switch there gives an option its default (constructionDefaults); the
// chooser steps through the other values the rules allow, each a valid
// record option "name=value" (constructionPlan accepts every one).

// OptionChoices are the values the new-game page offers for a valued
// option, the default first, or nil for a plain switch: for [35.1] both
// Dönitz programmes, then each programme and each OKM option alone (two
// options of one side may go together, but the page keeps to one at a
// time besides the default); for [35.2] every block's Type XI, every
// block's Type XII, then each alternative alone; for [35.3] all seven
// boats, then each alone; for [35.4] each prototype.
func OptionChoices(t *data.Theatre, name string) []string {
	def, ok := constructionDefaults[name]
	if !ok {
		return nil
	}
	out := []string{def}
	add := func(v string) {
		for _, x := range out {
			if x == v {
				return
			}
		}
		out = append(out, v)
	}
	switch name {
	case "prewar", "later-boats":
		rule := map[string]string{"prewar": "35.1", "later-boats": "35.2"}[name]
		var xii []string
		if t.Construction != nil {
			for _, o := range t.Construction.Options {
				if o.Rule == rule && strings.HasSuffix(o.ID, "-xii") {
					xii = append(xii, o.ID)
				}
			}
		}
		if len(xii) > 0 {
			add(strings.Join(xii, "+"))
		}
		if t.Construction != nil {
			for _, o := range t.Construction.Options {
				if o.Rule == rule {
					add(o.ID)
				}
			}
		}
	case "captured", "prototype":
		for _, b := range t.Boats {
			if name == "captured" && strings.HasPrefix(b.Option, "35.3:") || name == "prototype" && b.Option == "35.4" {
				add(b.ID)
			}
		}
	}
	return out
}

// ChoiceLabel is a value's short name on the chooser, in words that read
// the same in English and Italian: "Dönitz A + B", "OKM C", "U-84 XI",
// "UD-3 + UD-4 + …", "U-2511".
func ChoiceLabel(value string) string {
	parts := strings.Split(value, "+")
	for i, p := range parts {
		switch {
		case strings.HasPrefix(p, "donitz-"):
			parts[i] = "Dönitz " + strings.ToUpper(strings.TrimPrefix(p, "donitz-"))
		case strings.HasPrefix(p, "okm-"):
			parts[i] = "OKM " + strings.ToUpper(strings.TrimPrefix(p, "okm-"))
		case strings.HasPrefix(p, "u") && strings.Contains(p, "-x"):
			n, typ, _ := strings.Cut(p, "-")
			parts[i] = "U-" + strings.TrimPrefix(n, "u") + " " + strings.ToUpper(typ)
		}
	}
	if len(parts) > 3 {
		return parts[0] + " + … + " + parts[len(parts)-1]
	}
	return strings.Join(parts, " + ")
}
