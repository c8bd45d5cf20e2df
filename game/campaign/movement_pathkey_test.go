package campaign

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// parsePathKeySplit is parsePathKey as it was before session 40 (two
// strings.Split): the reference the one-allocation read must equal.
func parsePathKeySplit(key string) (nodes []string, flags []string) {
	parts := strings.Split(key, "|")
	if !strings.HasPrefix(parts[0], "path:") {
		return nil, parts[1:]
	}
	return strings.Split(strings.TrimPrefix(parts[0], "path:"), ">"), parts[1:]
}

func TestParsePathKeyIsTheSplitRead(t *testing.T) {
	keys := []string{"", "stay", "rtb", "path:", "path:a", "path:a>b>c", "path:a>b|cautious", "path:a>b|cautious|mines",
		"path:a>>b|", "path:>|", "|", "||", "x|path:a>b", "path:a|b>c", "pat:a>b", "path:path:a", "path:a>b>|raid|"}
	r := rand.New(rand.NewPCG(3, 4))
	const alphabet = "ab>|:path"
	for range 50000 {
		b := make([]byte, r.IntN(14))
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		k := string(b)
		if r.IntN(2) == 0 {
			k = "path:" + k
		}
		keys = append(keys, k)
	}
	for _, k := range keys {
		nodes, flags := parsePathKey(k)
		wantNodes, wantFlags := parsePathKeySplit(k)
		if !slices.Equal(nodes, wantNodes) || (nodes == nil) != (wantNodes == nil) || len(nodes) != cap(nodes) {
			t.Fatalf("parsePathKey(%q) nodes %q (cap %d), the split read %q", k, nodes, cap(nodes), wantNodes)
		}
		var got []string
		for fl := range strings.SplitSeq(flags, "|") {
			got = append(got, fl)
		}
		if flags == "" && len(wantFlags) == 0 {
			continue // no flags: SplitSeq lists one empty flag, which names none
		}
		if !slices.Equal(got, wantFlags) {
			t.Fatalf("parsePathKey(%q) flags %q, the split read %q", k, got, wantFlags)
		}
	}
}
