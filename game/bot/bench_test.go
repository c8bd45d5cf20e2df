package bot

import "testing"

// BenchmarkCampaignDoctrine plays the whole 1939–43 campaign with the
// doctrine bot (seed i for run i), without the invariant trace: the speed
// budget is well under 0.5 s a campaign.
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
