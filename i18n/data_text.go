package i18n

import "periscope/game/engine"

// DataID is the id of a message that is text from a theatre's data (a war
// event's name and text): argument "key" names it ("event.<id>.name"),
// argument "s" is its English as the data writes it. The catalogue shows
// the language's text where dataIT has one, otherwise the English (such
// text is the data's, not the rules' sentences).
const DataID = "data"

// dataIT is the Italian of data texts by key (data_it.go).
var dataIT = map[string]string{}

func (l Lang) dataText(m *engine.Msg) string {
	key, _ := m.Arg("key")
	s, _ := m.Arg("s")
	if l == IT {
		if it, ok := dataITFor[key.Str+"\n"+s.Str]; ok {
			return it
		}
		if it, ok := dataIT[key.Str]; ok {
			return it
		}
	}
	return s.Str
}

// dataITFor is the Italian of data texts by key and English ("key\nEnglish"),
// for keys that two theatres or scenarios share: "effect.header:1.0" is
// the Atlantic's and the Pacific's first period header, "effect.setup.0"
// any scenario's first set-up text. A changed English text shows as it is
// until its Italian is written again (data_headers_it.go's test lists it).
var dataITFor = map[string]string{}

// HasDataTextFor reports whether a data text, by key and English, has an
// Italian text.
func HasDataTextFor(key, english string) bool {
	if _, ok := dataITFor[key+"\n"+english]; ok {
		return true
	}
	return HasDataText(key)
}

// HasDataText reports whether a data text's key has an Italian text.
func HasDataText(key string) bool {
	_, ok := dataIT[key]
	return ok
}
