package campaign_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"periscope/game/campaign"
)

// fuzzPatrolsBase is a small snapshot laid out as Snapshot writes one:
// the head, then the finished patrols last.
const fuzzPatrolsBase = `{"version":2,"system":"atlantic","scenario":"happy-time-1940","seed":3,"decisions":12,` +
	`"patrols":[{"sub":"U-1","from":1,"to":3,"ships":2,"tons":9000,"sunk":["a \"b\"","c,d]"],"met":{"lone":1,"small":2},"areas":["x"],"outcome":"returned"},` +
	`{"sub":"U-2\\u0041","from":2,"to":4,"ships":0,"tons":0,"outcome":"sunk"},` +
	`{"sub":"U-3","from":3,"to":5,"ships":1,"tons":-1000,"met":{},"outcome":"damaged"}]}`

// FuzzDecodeReusingPatrols: RestoreWith's decode of any bytes, after a
// restore through the same cache of a snapshot they may share patrols
// with, is json.Unmarshal's: the same state or the same error (the
// patrols' ends found by internal/jsonscan's ListEnds; issue 16).
//
//	go test ./game/campaign -run '^$' -fuzz FuzzDecodeReusingPatrols -fuzztime 3m
func FuzzDecodeReusingPatrols(f *testing.F) {
	base := []byte(fuzzPatrolsBase)
	f.Add(base)
	f.Add([]byte(fuzzPatrolsBase[:len(fuzzPatrolsBase)-2] + `,{"sub":"U-4","outcome":"x"}]}`))
	f.Add([]byte(fuzzPatrolsBase[:len(fuzzPatrolsBase)-2] + `,]}`))
	f.Add([]byte(fuzzPatrolsBase[:len(fuzzPatrolsBase)-2] + ` ]}`))
	f.Add([]byte(fuzzPatrolsBase[:len(fuzzPatrolsBase)-2] + `],[1]}`))
	f.Add([]byte(`{"version":2,"system":"a,\"patrols\":[","patrols":[{"sub":"U-1"}]}`))
	f.Add([]byte(`{"patrols":[],"version":2,"patrols":[{"sub":"U-1"}]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		c := campaign.NewPatrolCache()
		var warm campaign.State
		if err := campaign.DecodeState(base, &warm, c); err != nil {
			t.Fatal(err)
		}
		var want, got campaign.State
		werr := json.Unmarshal(b, &want)
		gerr := campaign.DecodeState(b, &got, c)
		if fmt.Sprint(werr) != fmt.Sprint(gerr) {
			t.Fatalf("%q: json.Unmarshal's error %v, the decode's %v", b, werr, gerr)
		}
		if werr == nil && !reflect.DeepEqual(&got, &want) {
			t.Fatalf("%q: the decode differs from json.Unmarshal's", b)
		}
		// And again, through what the decode of b kept.
		var want2, got2 campaign.State
		werr = json.Unmarshal(base, &want2)
		gerr = campaign.DecodeState(base, &got2, c)
		if werr != nil || gerr != nil || !reflect.DeepEqual(&got2, &want2) {
			t.Fatalf("after %q: the base decodes otherwise (%v)", b, gerr)
		}
	})
}
