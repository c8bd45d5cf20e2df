package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-scenario", "nope"}, `no scenario "nope"`},
		{[]string{"-bot", "genius"}, `no bot "genius"`},
		{[]string{"-runs", "0"}, "-runs must be at least 1"},
		{[]string{"extra"}, "unexpected arguments"},
	} {
		var out bytes.Buffer
		err := run(c.args, &out)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: error %v, want %q", c.args, err, c.want)
		}
	}
}

// The patrol scenario plays headless and prints its chronicle and summary.
func TestPlaysAPatrol(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"-scenario", "u47-scapa-flow", "-runs", "2", "-bot", "doctrine"}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"== u47-scapa-flow, bot doctrine, seed 1", "month", "summary:", "median of 2 runs"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}
