package naval

import "bytes"

func bytesReader(b []byte) *bytes.Reader { return bytes.NewReader(b) }

// sumOdds is the probability that the sum of n d6, halved and rounded up
// when half is set (the Pacific, 22.21), reaches at least d.
func sumOdds(n, d int, half bool) float64 {
	if d <= 0 {
		return 1
	}
	if n <= 0 {
		return 0
	}
	// The distribution of the dice's sum, by sum, summed in order: a map's
	// iteration order would change the last bits of the total from one
	// run to the next, and with them the odds shown, the state saved and
	// the bot's choice at a threshold.
	p := []float64{1}
	for i := 0; i < n; i++ {
		q := make([]float64, len(p)+6)
		for s, v := range p {
			for f := 1; f <= 6; f++ {
				q[s+f] += v / 6
			}
		}
		p = q
	}
	t := 0.0
	for s, v := range p {
		if half {
			s = (s + 1) / 2
		}
		if s >= d {
			t += v
		}
	}
	return t
}

func clamp(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }
