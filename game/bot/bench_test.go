package bot

import "testing"

// BenchmarkCampaignDoctrine plays the whole 1939–43 campaign with the
// doctrine bot (seed i for run i), without the invariant trace. The aim is
// under 0.5 s a campaign; measured 2026-11-25 on the 2-core development
// machine: a median of 1.04 s (about 48,000 decisions, ~21 µs each).
//
//	go test ./game/bot -run XXX -bench CampaignDoctrine -benchtime 5x
func BenchmarkCampaignDoctrine(b *testing.B) {
	th := theatre(b)
	decisions := 0
	for i := 0; i < b.N; i++ {
		c, err := PlayScenario(th, "campaign-1939", uint64(i+1), NewDoctrine(), false, nil)
		if err != nil {
			b.Fatal(err)
		}
		decisions += c.Decisions
	}
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/op")
}
