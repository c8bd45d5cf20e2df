package data

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"
)

// monthIndexAtoi is MonthIndex as it was before the digits were read by
// hand (issue 16, session 40): the reference the fast path must equal.
func monthIndexAtoi(s string) (int, error) {
	if len(s) != 7 || s[4] != '-' {
		return 0, fmt.Errorf("month %q is not YYYY-MM", s)
	}
	y, err1 := strconv.Atoi(s[:4])
	m, err2 := strconv.Atoi(s[5:])
	if err1 != nil || err2 != nil || m < 1 || m > 12 || y < 1900 || y > 2100 {
		return 0, fmt.Errorf("month %q is not YYYY-MM", s)
	}
	return y*12 + m - 1, nil
}

func TestMonthIndexIsTheAtoiRead(t *testing.T) {
	check := func(s string) {
		t.Helper()
		got, gerr := MonthIndex(s)
		want, werr := monthIndexAtoi(s)
		if got != want || (gerr == nil) != (werr == nil) || gerr != nil && gerr.Error() != werr.Error() {
			t.Fatalf("MonthIndex(%q) = %d, %v; the Atoi read %d, %v", s, got, gerr, want, werr)
		}
	}
	for y := 1800; y <= 2200; y++ {
		for m := 0; m <= 99; m++ {
			check(fmt.Sprintf("%04d-%02d", y, m))
		}
	}
	for _, s := range []string{"", "1940-5", "1940-+5", "+940-05", "-940-05", "1940-05 ", "1940_05", " 1940-05"[:7], "1940--5", "19a0-05", "1940-0x", "0000-00"} {
		check(s)
	}
	r := rand.New(rand.NewPCG(1, 2))
	const alphabet = "0123456789-+ _x"
	b := make([]byte, 7)
	for range 200000 {
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		if r.IntN(2) == 0 {
			b[4] = '-'
		}
		check(string(b))
	}
}
