package i18n

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"periscope/assets/rules"
)

// englishGiveaways are English words an Italian text never has (a proper
// name aside): one of them in the Italian catalogue, a data text's Italian
// or the Italian rules reference is English left behind ("sezione Done").
var englishGiveaways = regexp.MustCompile(`\b(the|The|and|with|from|your|you|is|are|has|have|which|this|that|will|not|only|boats?|ships?|turn|week|search|attack|Done|Operating|Spotted|Damaged|section|side|none|must|each|every|when|then|after|into|by|at|its|their|stays?|rolls?|rolled|sunk|patrol|transit|yes|Yes|Cancel|Back|Save|Settings)\b`)

// allowedEnglish are the proper names that carry one of those words.
var allowedEnglish = []string{"Prince of Wales", "Duke of York", "Medal of Honor", "War Plan Orange", "S-boat"}

var placeholder = regexp.MustCompile(`\{[^}]*\}`)

func englishLeft(s string) []string {
	for _, a := range allowedEnglish {
		s = strings.ReplaceAll(s, a, "")
	}
	return englishGiveaways.FindAllString(placeholder.ReplaceAllString(s, ""), -1)
}

// No English word is left in Italian: every Italian template, every data
// text's Italian and the Italian rules reference are scanned for a small
// list of English giveaways (issue 12).
func TestItalianHasNoEnglishGiveaways(t *testing.T) {
	n := 0
	for _, id := range IDs() {
		if w := englishLeft(catalogue[id].def.IT); len(w) > 0 {
			t.Errorf("%s: Italian %q has English %q", id, catalogue[id].def.IT, w)
		}
		n++
	}
	for k, v := range dataITFor {
		if w := englishLeft(v); len(w) > 0 {
			t.Errorf("data %q: Italian %q has English %q", k, v, w)
		}
		n++
	}
	rs, err := rules.Italian()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rs {
		if w := englishLeft(r.Title + "\n" + r.Text); len(w) > 0 {
			t.Errorf("rules reference [%s]: English %q", r.Num, w)
		}
		n++
	}
	if n < 3000 {
		t.Errorf("only %d Italian texts scanned", n)
	}
	if w := englishLeft("nella sezione Done {area|di}"); len(w) != 1 {
		t.Errorf("the scan misses 'sezione Done': %q", w)
	}
}

// Every prompt kind the games ask (engine.Prompt{Kind: "…"} in game/) has
// a heading in the catalogue: the prompt panel shows the kind's id
// otherwise, in English whatever the language (issue 12: "RADAR DECLINE").
func TestEveryPromptKindHasATitle(t *testing.T) {
	re := regexp.MustCompile(`Prompt\{[^}]*?Kind: +"([a-z0-9-]+)"`)
	// The kinds passed on to a prompt's builder (basePrompt(s, "rtb-base",
	// …); kind, rule := "rtb-route", …).
	basePromptKind := regexp.MustCompile(`(?:basePrompt\([a-z]+, |kind, rule (?::=|=) )"([a-z0-9-]+)"`)
	n := 0
	err := filepath.WalkDir("../game", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, m := range re.FindAllStringSubmatch(string(b), -1) {
			n++
			if !Has("kind." + m[1]) {
				t.Errorf("%s asks a %q prompt, which has no heading (kind.%s)", p, m[1], m[1])
			}
		}
		for _, m := range basePromptKind.FindAllStringSubmatch(string(b), -1) {
			n++
			if !Has("kind." + m[1]) {
				t.Errorf("%s asks a %q prompt, which has no heading (kind.%s)", p, m[1], m[1])
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 80 {
		t.Errorf("found only %d prompt kinds", n)
	}
}
