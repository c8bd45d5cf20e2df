package engine

import (
	"strings"
	"testing"
)

// An IDMemo answers as the look-up it keeps: the same string asked again
// is found, an equal id in other bytes is either found or a miss, and an id
// whose slot another took is a miss — never another id's answer.
func TestIDMemoAnswersAsTheLookUp(t *testing.T) {
	m := IDMemo[int]{Size: 8} // small, so that slots are shared
	var ids []string
	for i := 0; i < 100; i++ {
		ids = append(ids, strings.Repeat("x", i%7)+string(rune('a'+i%26))+strings.Repeat("y", i/26))
	}
	look := func(id string) int { return len(id)*31 + int(id[len(id)-1]) }
	hits := 0
	for pass := 0; pass < 3; pass++ {
		for _, id := range ids {
			for _, asked := range []string{id, strings.Clone(id)} {
				v, ok, e := m.Find(asked)
				if ok {
					hits++
					if v != look(asked) {
						t.Fatalf("%q: kept %d, the look-up gives %d", asked, v, look(asked))
					}
					continue
				}
				e.Keep(asked, look(asked))
				if v, ok, _ := m.Find(asked); !ok || v != look(asked) {
					t.Fatalf("%q: just kept, found %d %v", asked, v, ok)
				}
			}
		}
	}
	if hits == 0 {
		t.Fatal("nothing was ever found again")
	}
	m.Reset()
	if _, ok, _ := m.Find(ids[0]); ok {
		t.Fatal("an answer survived Reset")
	}
}
