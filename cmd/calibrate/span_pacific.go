package main

import (
	"fmt"
	"io"
	"strings"

	"periscope/game/data"
)

// spanLosses counts the player's boats whose historical loss month (the
// boat list's "lost", data/pacific/README) falls within a scenario's
// months, whose nation has a torpedo track (the US boats of the yearly
// history; the British and Dutch are not in it).
func spanLosses(th *data.Theatre, sc *data.Scenario) int {
	n := 0
	for _, b := range th.Boats {
		cl := th.Class(b.Class)
		if b.Lost == "" || cl == nil || !th.Rules.NationRules(cl.Nation).TorpedoTrack {
			continue
		}
		if b.Lost >= sc.Start && b.Lost <= sc.End {
			n++
		}
	}
	return n
}

// reportSpan prints, for a scenario that does not play whole years
// (Convoy College: July–December 1944), the median of its campaigns' boats
// lost against those history lost within its months, so that its losses
// are held to the months' own figure and not to a share of the year's
// (1944 lost 7 boats in January–June and 12 in July–December).
func reportSpan(out io.Writer, th *data.Theatre, sc *data.Scenario, res []map[int]yearly) {
	if strings.HasSuffix(sc.Start, "-01") && strings.HasSuffix(sc.End, "-12") || sc.Start == "1941-12" && sc.End == "1945-08" {
		return
	}
	var lost []int
	for _, r := range res {
		l := 0
		for _, y := range years {
			l += r[y].lost
		}
		lost = append(lost, l)
	}
	l, h := median(lost), spanLosses(th, sc)
	fmt.Fprintf(out, "%s to %s: boats lost, median %d; history %d (the boat list's loss months), ratio %s\n", sc.Start, sc.End, l, h, ratio(l, h))
}
