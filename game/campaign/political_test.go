package campaign

import (
	"reflect"
	"testing"
)

// [36.52] The month's boats lost give a penalty to OKM, the Chancellery and
// prestige alike: 0–4 none, 5–8 −1, 9–11 −2, 12–13 −3, 14–15 −4, 16+ −5;
// the rule's example: 11 lost, −2 to each.
func Test36_52_SubsLostPenalty(t *testing.T) {
	want := []int{0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 5, 5}
	for lost, w := range want {
		if got := LostPenalty(lost); got != w {
			t.Errorf("%d lost: penalty %d, want %d", lost, got, w)
		}
	}
	p := NewPolitical(5)
	p.AddInfluence(GroupOKM, 1)
	p.ApplyLostPenalty(11)
	if p.Influence[GroupOKM] != -1 || p.Influence[GroupChancellery] != -2 || p.Prestige != 3 || p.Influence[GroupOKW] != 0 || p.Influence[GroupOKL] != 0 {
		t.Errorf("11 lost: %+v, want OKM −1 (from +1), Chancellery −2, prestige 3, OKW and OKL untouched", p)
	}
	p.ApplyLostPenalty(16)
	if p.Influence[GroupOKM] != -2 || p.Prestige != 0 {
		t.Errorf("bounds: %+v, want influence −2 and prestige 0 at the least", p)
	}
}

// [36.53] Sinking a valuable warship: BB, BC, CV OKM +2 and the
// Chancellery +1, OKL +1 per carrier; each CA, CVE, AVG, ACV, CS, AM, AT, AP
// OKM +1, OKW +1 per troop transport (AT or AP). Influence stops at +2.
func Test36_53_WarshipSunk(t *testing.T) {
	cases := map[string]map[string]int{
		"BB":  {GroupOKM: 2, GroupChancellery: 1},
		"BC":  {GroupOKM: 2, GroupChancellery: 1},
		"CV":  {GroupOKM: 2, GroupChancellery: 1, GroupOKL: 1},
		"CA":  {GroupOKM: 1},
		"CVE": {GroupOKM: 1},
		"AVG": {GroupOKM: 1},
		"ACV": {GroupOKM: 1},
		"CS":  {GroupOKM: 1},
		"AM":  {GroupOKM: 1},
		"AT":  {GroupOKM: 1, GroupOKW: 1},
		"AP":  {GroupOKM: 1, GroupOKW: 1},
		"DD":  nil,
		"CL":  nil,
		"M":   nil,
	}
	for typ, want := range cases {
		if got := WarshipInfluence(typ); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %v, want %v", typ, got, want)
		}
	}
	p := NewPolitical(0)
	p.ApplyWarshipSunk("CV")
	p.ApplyWarshipSunk("BB")
	if p.Influence[GroupOKM] != 2 || p.Influence[GroupChancellery] != 2 || p.Influence[GroupOKL] != 1 {
		t.Errorf("a carrier and a battleship: %v, want OKM +2 (bounded), Chancellery +2, OKL +1", p.Influence)
	}
}

// [36.51] At the end of week 4 the month's VP give ⌊VP/2⌋ political points:
// the first to OKM, the second to the Chancellery, up to two of the rest
// +1 prestige each, the others where the player names, every group one
// before any group a second (the forced points count); anything beyond +2
// or prestige 9 is lost.
func Test36_51_PoliticalPoints(t *testing.T) {
	for vp, want := range map[int]int{0: 0, 1: 0, 2: 1, 7: 3, 10: 5, -3: 0} {
		if got := PoliticalPoints(vp); got != want {
			t.Errorf("%d VP: %d points, want %d", vp, got, want)
		}
	}
	p := NewPolitical(4)
	if got := p.PlacePoints(3, 0, []string{GroupOKL}); !reflect.DeepEqual(got, map[string]int{GroupOKM: 1, GroupChancellery: 1, GroupOKL: 1}) {
		t.Errorf("3 points, the third named to OKL: %v", got)
	}
	// 10 VP: five points; the OKW and OKL must have one before OKM, named
	// first, gets a second.
	p = NewPolitical(4)
	if got := p.PlacePoints(5, 0, []string{GroupOKM}); !reflect.DeepEqual(got, map[string]int{GroupOKM: 2, GroupChancellery: 1, GroupOKW: 1, GroupOKL: 1}) {
		t.Errorf("5 points: %v, want every group one before OKM's second", got)
	}
	// Two of the rest as prestige.
	p = NewPolitical(8)
	got := p.PlacePoints(5, 2, []string{GroupOKW})
	if !reflect.DeepEqual(got, map[string]int{GroupOKM: 1, GroupChancellery: 1, GroupOKW: 1}) || p.Prestige != 9 {
		t.Errorf("5 points, two as prestige from 8: %v, prestige %d; want OKM, Chancellery, OKW one each and prestige 9 (the tenth lost)", got, p.Prestige)
	}
	// Influence beyond +2 is lost.
	p = NewPolitical(0)
	p.AddInfluence(GroupOKM, 2)
	p.PlacePoints(1, 0, nil)
	if p.Influence[GroupOKM] != 2 {
		t.Errorf("OKM %d, want 2 at most", p.Influence[GroupOKM])
	}
}
