package save

import (
	"errors"
	"strings"

	"periscope/game/engine"
	"periscope/i18n"
)

// ExplainCheck says why a save's check failed, for the player, in language
// l: a Mismatch in l's words (with the systems' reasons that the catalogue
// knows, i18n's CompareReason), any other error as Explain says it.
func ExplainCheck(err error, l i18n.Lang) string {
	var m *Mismatch
	if !errors.As(err, &m) {
		return Explain(err, l)
	}
	if l == i18n.EN {
		return m.Error()
	}
	if m.At >= 0 {
		// A system's reason the catalogue knows, at the end of why the
		// replay stopped ("illegal choice: …; at decision 1170 the save
		// moved a transport …"); the rest is the engine's English.
		if m.Err != nil {
			s := m.Err.Error()
			if i := strings.Index(s, "at decision "); i >= 0 {
				if why := l.CompareReason(strings.TrimSuffix(s[i:], ")")); why != s[i:] {
					return l.T("mismatch.stops.why", engine.Int("n", m.At+1), engine.Text("why", why))
				}
			}
		}
		return l.T("mismatch.stops", engine.Int("n", m.At+1))
	}
	fields := make([]string, len(m.Fields))
	for i, f := range m.Fields {
		fields[i] = l.CompareReason(f)
	}
	return l.T("mismatch.differs", engine.Text("fields", strings.Join(fields, ", ")))
}
