package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestHistoryMissingOrMalformed(t *testing.T) {
	if _, _, err := readHistory(filepath.Join(t.TempDir(), "none.csv")); err == nil {
		t.Error("a missing history file was accepted")
	}
	bad := filepath.Join(t.TempDir(), "bad.csv")
	os.WriteFile(bad, []byte("year,ships\n1940,3\n"), 0o644)
	if _, _, err := readHistory(bad); err == nil || !strings.Contains(err.Error(), "columns") {
		t.Errorf("malformed history: %v", err)
	}
	good := filepath.Join(t.TempDir(), "good.csv")
	os.WriteFile(good, []byte("year,ships_sunk,grt_sunk,subs_lost,source\n1939,1,2,3,x\n1940,4,5,6,x\n1941,7,8,9,x\n1942,10,11,,x\n"), 0o644)
	h, _, err := readHistory(good)
	if err != nil || h[1942].grt != 11 || h[1942].lost != 0 || h[1940].ships != 4 {
		t.Errorf("history %v, %v", h, err)
	}
}

func TestMedian(t *testing.T) {
	if m := median([]int{5, 1, 3}); m != 3 {
		t.Errorf("median %d", m)
	}
	if m := median([]int{4, 1, 3, 2}); m != 2 {
		t.Errorf("median of four %d, want 2 (the mean of 2 and 3, rounded down)", m)
	}
}
