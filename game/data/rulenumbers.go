package data

import (
	"regexp"
	"strings"
)

// The campaign's shared procedure cites Steel Wolves' rule numbers. Silent
// War numbers a few of the same steps differently (its combat has no crash
// dive [SW 14.12], so TDCs, targets, attacks and impossible hits are one
// number lower: [SW 14.13]–[SW 14.16] for Steel Wolves' [14.14]–[14.17]);
// the theatre's rules.ruleNumbers says so, and the engine cites each of
// those steps through Cite, so that a Pacific log line names the rule of
// the Pacific's rulebook. No shared code asks which game it is.

// ruleNumber is a rule number as cited: "14.16", "14.16C", "19.2".
var ruleNumber = regexp.MustCompile(`^[0-9]+(\.[0-9]+)*[A-Z]?$`)

// Cite is the number this game gives a rule the shared procedure cites by
// Steel Wolves' number: the rule's own entry in RuleNumbers, else its
// base's (the number without its letter) with the letter kept, else the
// rule unchanged. One step only: "14.17" → "14.16" is not then read again
// as Steel Wolves' [14.16].
func (r *GameRules) Cite(rule string) string {
	if len(r.RuleNumbers) == 0 {
		return rule
	}
	if n, ok := r.RuleNumbers[rule]; ok {
		return n
	}
	if k := len(rule); k > 1 && rule[k-1] >= 'A' && rule[k-1] <= 'Z' {
		if n, ok := r.RuleNumbers[rule[:k-1]]; ok {
			return n + rule[k-1:]
		}
	}
	return rule
}

// validateRuleNumbers checks that every entry maps a rule number to a rule
// number.
func (t *Theatre) validateRuleNumbers(c *checker) {
	for from, to := range t.Rules.RuleNumbers {
		if !ruleNumber.MatchString(from) || !ruleNumber.MatchString(to) || strings.TrimSpace(to) != to {
			c.add("rules.json", "rules.ruleNumbers."+from, "must map a rule number to a rule number, got %q → %q", from, to)
		}
	}
}
