package campaign

import (
	"strings"
	"testing"
)

// containsFold must answer as the lowered copy it replaced (issue 16).
func TestContainsFoldIsTheLoweredContains(t *testing.T) {
	for _, id := range []string{"Cagni", "CAGNI", "cagni", "Ammiraglio Cagni", "U-47", "", "cagn", "xCaGnIx", "Cagn", "Ca"} {
		want := strings.Contains(strings.ToLower(id), "cagni")
		if got := containsFold(id, "cagni"); got != want {
			t.Errorf("containsFold(%q) = %v, want %v", id, got, want)
		}
	}
}
