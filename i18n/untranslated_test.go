package i18n_test

import (
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"periscope/game/engine"
	"periscope/i18n"
)

// englishWords are words an Italian text never has: a message that reads
// the same in Italian as in English and has one of them was left English.
var englishWords = regexp.MustCompile(`\b(the|and|of|with|to|from|for|is|are|boats?|ships?|only|this|week|turn|no|attacks?|contacts? count|goes|opens|closes)\b`)

// sameCollector walks every message (and every message nested in it) and
// keeps those whose Italian is their English with English words in it.
type sameCollector struct {
	names i18n.Names
	same  map[string]string // key (id, data key) → English
	n     map[string]int
}

func (s *sameCollector) walk(m *engine.Msg) {
	if m == nil {
		return
	}
	for _, a := range m.Args {
		s.walk(a.Msg)
	}
	if strings.HasPrefix(m.ID, "atl.unit.") || m.ID == "atl.tdc.value" {
		return // a counter's own name ("RMS Empress of Japan"); kinds are TestPacificNamesInItalian's
	}
	en := i18n.EN.Msg(m, s.names)
	if (!englishWords.MatchString(en) && os.Getenv("I18N_SAME") == "") || i18n.IT.Msg(m, s.names) != en {
		return
	}
	key := m.ID
	if m.ID == i18n.DataID {
		k, _ := m.Arg("key")
		key += " " + k.Str
	}
	s.same[key] = en
	s.n[key]++
}

func (s *sameCollector) entry(e engine.Entry) {
	s.walk(e.Msg)
}

func (s *sameCollector) prompt(p *engine.Prompt) {
	s.walk(p.Msg)
	for _, o := range p.Options {
		s.walk(o.LabelMsg)
		s.walk(o.DetailMsg)
	}
}

func (s *sameCollector) report(t *testing.T) {
	t.Helper()
	var keys []string
	for k := range s.same {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Errorf("%s (%d×) reads in English in Italian: %q", k, s.n[k], s.same[k])
	}
}
