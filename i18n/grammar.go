package i18n

import (
	"strings"
)

// The rules' English fallback (Entry.Text, Prompt.Text, Option.Label) is
// kept byte for byte as it was: saves, tools and the bot's golden hashes
// read it. A few of its lines have English slips that the catalogue's
// English does not repeat: "1 boat(s) at sea move", "1 ships sunk", "the
// the board column" (a one-column board named in "the {col} column",
// which the catalogue names "board" as it names the others "left outer").
// They
// are the documented exceptions to "the catalogue's English reads as the
// rules' English": FixEnglish is the rules' English as the catalogue
// writes it, and the tests compare the two through it.
var englishFixes = []struct {
	re   *lazyRE
	repl string
}{
	{lazyRegexp(`\b([Tt]he) the board column\b`), "${1} board column"},
	{lazyRegexp(`, the board column\b`), ", board column"},
	{lazyRegexp(`(^|[^\d,.])1 boat\(s\) at sea move\b`), "${1}1 boat at sea moves"},
	{lazyRegexp(`(^|[^\d,.])1 boat\(s\)`), "${1}1 boat"},
	{lazyRegexp(`(\d) boat\(s\)`), "${1} boats"},
	{lazyRegexp(`(^|[^\d,.])1 ships\b`), "${1}1 ship"},
	// One of a counted thing, named in the singular by the catalogue
	// (slips_test.go's TestOneOfAThingIsSingular).
	{lazyRegexp(`(^|[^\d,.])1 (marker|turn|member|repair place|boat|movement point)s\b`), "${1}1 ${2}"},
	{lazyRegexp(`(^|[^\d,.])1 (torpedo|coloured box)es\b`), "${1}1 ${2}"},
	// A roll made a third and a fourth time: "(second roll)" added per
	// repeat in the record, named by its place in the catalogue (repeat.go).
	{lazyRegexp(`( \(second roll\)){3}`), " (fourth roll)"},
	{lazyRegexp(`( \(second roll\)){2}`), " (third roll)"},
	// The War Mix lines of war events [3.12]: one type of counter goes into
	// a cup, or leaves play (defs_atl_effects.go).
	{lazyRegexp(`: (1 × [^:]*?|[^\d][^:]*?) go\(es\) into the `), ": ${1} goes into the "},
	{lazyRegexp(`: (\d+ × [^:]*?) go\(es\) into the `), ": ${1} go into the "},
	{lazyRegexp(` leave\(s\) play\.`), " leaves play."},
	// An aircraft's base is a country or a region as often as a city
	// [7.54]: "based in Germany", "Stay in Atlantic France".
	{lazyRegexp(`\bbased at `), "based in "},
	{lazyRegexp(`(^|→ )Stay at `), "${1}Stay in "},
}

// FixEnglish is the rules' English with its known slips mended, as the
// catalogue's English reads.
func FixEnglish(s string) string {
	for _, f := range englishFixes {
		s = f.re.get().ReplaceAllString(s, f.repl)
	}
	return fixCupIDs(s)
}

// The rules' English names a War Mix cup by its data id ("5 from single",
// "the tf-fr cup", "cup a is empty"); the catalogue names it
// (defs_i18n7_cups.go: "5 from the Single cup", "the French Task Force
// cup", "cup A is empty"). Only a word that is a cup's id is replaced:
// whole is how much of the match the name replaces (the cup's id alone, or
// the words around it that the name already says).
var cupIDFixes = []struct {
	re    *lazyRE
	whole bool
}{
	{lazyRegexp(`\b[Tt]he ([a-z][a-z-]*) cup\b`), true},
	{lazyRegexp(`\bcup ([a-z][a-z-]*)\b`), true},
	{lazyRegexp(`\d from ([a-z][a-z-]*)(?:,|$| \(of )`), false},
}

func fixCupIDs(s string) string {
	if !strings.Contains(s, "cup") && !strings.Contains(s, " from ") {
		return s
	}
	for _, f := range cupIDFixes {
		re := f.re.get()
		s = re.ReplaceAllStringFunc(s, func(m string) string {
			sub := re.FindStringSubmatchIndex(m)
			id := m[sub[2]:sub[3]]
			if _, ok := catalogue["cup."+id]; !ok {
				return m
			}
			name := EN.T("cup." + id)
			if !f.whole {
				return m[:sub[2]] + name + m[sub[3]:]
			}
			if m[0] == 'T' {
				name = strings.ToUpper(name[:1]) + name[1:]
			}
			return name
		})
	}
	return s
}
