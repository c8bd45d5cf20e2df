package i18n

import "periscope/game/data"

// OceanName is a theatre's sea as the menus' backdrop chart letters it
// ("PACIFIC  OCEAN"), from its data in the current language; "" when the
// theatre names none (the backdrop's own North Atlantic).
func OceanName(t *data.Theatre) string {
	o := t.Map.Ocean
	if o == nil {
		return ""
	}
	if Current() == IT && o.It != "" {
		return o.It
	}
	return o.Name
}
