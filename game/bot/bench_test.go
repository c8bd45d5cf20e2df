package bot

import (
	"periscope/internal/proccpu"
	"runtime"
	"testing"
)

// BenchmarkCampaignDoctrine plays the whole 1939–43 campaign with the
// doctrine bot (seed i for run i), without the invariant trace. The aim is
// under 0.5 s a campaign; measured 2026-11-25 on the 2-core development
// machine: a median of 1.04 s (about 48,000 decisions, ~21 µs each).
// Besides the figures per campaign it reports them per decision (the
// campaigns of different seeds, and of different engines, differ in
// length): ns/decision, B/decision and allocs/decision, the whole
// process's (runtime.MemStats), for benchstat; and cpu-ns/decision, the
// process's CPU time (every thread, the collector's too), which a loaded
// machine disturbs much less than the wall-clock ns/decision.
//
//	go test ./game/bot -run XXX -bench CampaignDoctrine -benchtime 5x
func BenchmarkCampaignDoctrine(b *testing.B) {
	th := theatre(b)
	decisions := 0
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	cpu0 := proccpu.Used()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c, err := PlayScenario(th, "campaign-1939", uint64(i+1), NewDoctrine(), false, nil)
		if err != nil {
			b.Fatal(err)
		}
		decisions += c.Decisions
	}
	b.StopTimer()
	cpu := proccpu.Used() - cpu0
	runtime.ReadMemStats(&m1)
	d := float64(max(decisions, 1))
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/d, "ns/decision")
	b.ReportMetric(float64(m1.TotalAlloc-m0.TotalAlloc)/d, "B/decision")
	b.ReportMetric(float64(m1.Mallocs-m0.Mallocs)/d, "allocs/decision")
	if cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/d, "cpu-ns/decision")
	}
}
