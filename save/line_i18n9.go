package save

import (
	"strings"

	"periscope/game/engine"
	"periscope/i18n"
)

// LineIn is Line in language l: the date and the system's status line
// through the catalogue where the game gave them as messages (DateMsg,
// StatusMsg), the English otherwise ("ott 1940, settimana 2  ·  48 navi,
// 260.000 t  ·  …"; issue 12).
func LineIn(s engine.Summary, l i18n.Lang) string {
	date := s.Date
	if s.DateMsg != nil && i18n.Has(s.DateMsg.ID) {
		date = l.Msg(s.DateMsg, nil)
	}
	if s.Over {
		if s.Result != "" {
			date = l.T("summary.over-result", engine.Text("date", date), engine.Text("result", level(s.Result, l)))
		} else {
			date = l.T("summary.over", engine.Text("date", date))
		}
	}
	parts := []string{date}
	status := s.Status
	if s.StatusMsg != nil && i18n.Has(s.StatusMsg.ID) {
		status = l.Msg(s.StatusMsg, nil)
	}
	if status != "" {
		parts = append(parts, status)
	}
	return strings.Join(parts, "  ·  ")
}

// DateIn is the summary's date in language l.
func DateIn(s engine.Summary, l i18n.Lang) string {
	if s.DateMsg != nil && i18n.Has(s.DateMsg.ID) {
		return l.Msg(s.DateMsg, nil)
	}
	return s.Date
}

// TitleIn is the summary's scenario title in language l: its TitleMsg,
// with the ids it names (a campaign's scenario) read from the summary's
// theatre (i18n.NamesOf).
func TitleIn(s engine.Summary, l i18n.Lang) string {
	if s.TitleMsg != nil && i18n.Has(s.TitleMsg.ID) {
		if t := l.Msg(s.TitleMsg, i18n.NamesOf(s.Theatre)); t != "" {
			return t
		}
	}
	return s.Title
}

// level names a victory level in l (the data's English where the catalogue
// has none).
func level(name string, l i18n.Lang) string {
	if i18n.Has("level." + name) {
		return l.T("level." + name)
	}
	return name
}
