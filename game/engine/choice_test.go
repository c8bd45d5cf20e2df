package engine

import (
	"encoding/json"
	"testing"
)

func TestChoiceCompactJSONRoundTrip(t *testing.T) {
	in := []Choice{Pick(0), Pick(12), Split(3, 0, 3), Split()}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "[0,12,[3,0,3],[]]" {
		t.Fatalf("encoded as %s", b)
	}
	var out []Choice
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	for i := range in {
		if in[i].String() != out[i].String() {
			t.Errorf("choice %d: %s became %s", i, in[i], out[i])
		}
	}
	for _, bad := range []string{`"x"`, `[1,`, `[a]`, `{}`} {
		var c Choice
		if err := json.Unmarshal([]byte(bad), &c); err == nil {
			t.Errorf("%s: accepted", bad)
		}
	}
}
