package europe

import "testing"

// The biggest battle seen in the AI-against-AI games (seed 105, round 17:
// 115 attacking units against 83 and an AA gun), for the calculator's time:
//
//	go test ./game/europe -run '^$' -bench CalculateBig -benchtime 3x
func BenchmarkCalculateBigLandBattle(b *testing.B) {
	d := testData(b)
	var s Setup
	s.Att.N = [nTypes]int{54, 33, 23, 0, 4, 1, 0, 0, 0, 0, 0}
	s.Def.N = [nTypes]int{25, 28, 29, 1, 0, 0, 0, 0, 0, 0, 0}
	s.AA = true
	for b.Loop() {
		r := Calculate(s, d)
		if sum := r.Win + r.Lose + r.Draw; sum < 1-1e-9 || sum > 1+1e-9 {
			b.Fatalf("outcomes sum to %v", sum)
		}
	}
}
