package campaign

import "testing"

// [SW 7.0], [6.0], [17.0] The top bar's theatre tracks come from the
// ruleset: the Pacific shows its torpedo track, Ultra (areas marked of
// three) and the war period, never the Atlantic's B-Dienst and Enigma.
func TestSW7_0_TheatreTracks(t *testing.T) {
	g := pacificGame(t, "campaign-1941", "1943-01", 2)
	g.S.G7 = -2
	g.S.Intel.Ultra = []string{"luzon-strait", "empire-pacific"}
	got := map[string]string{}
	for _, tr := range g.TheatreTracks(g.S) {
		got[tr.LabelMsg.ID] = tr.Value
	}
	want := map[string]string{"pac.track.torpedo": "−2", "pac.track.ultra": "2/3", "pac.track.period": "2"}
	if len(got) != len(want) {
		t.Fatalf("tracks %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %q, want %q", k, got[k], v)
		}
	}
	if tr := (steelWolves{}).Tracks(g.S); tr[1].LabelMsg.ID != "track.bdienst" || tr[2].LabelMsg.ID != "track.enigma" {
		t.Errorf("Steel Wolves tracks %+v", tr)
	}
}
