package campaign

import (
	"os"
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// The optional [35] rules on the Atlantic data.

func atlantic35(t *testing.T, opts ...string) *Game {
	t.Helper()
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 1, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func wantStatus(t *testing.T, g *Game, st string, ids ...string) {
	t.Helper()
	for _, id := range ids {
		s := g.Sub(id)
		if s == nil {
			t.Errorf("no boat %s", id)
			continue
		}
		if s.Status != st {
			t.Errorf("%s: status %s, want %s", id, s.Status, st)
		}
	}
}

// Without the options every optional boat stays out and every historical
// boat is in.
func Test35_0_OffByDefault(t *testing.T) {
	g := atlantic35(t)
	for _, b := range g.T.Boats {
		if b.Optional {
			wantStatus(t, g, StOut, b.ID)
		}
	}
	wantStatus(t, g, StFuture, "U-62", "U-101", "U-141", "U-93", "U-374")
}

// [35.1], [35.12] Dönitz A: Type VIIBs take the numbers of blocks 2 and 3
// and arrive on the historical boats' dates; block 8 stays.
func Test35_1_DonitzA(t *testing.T) {
	g := atlantic35(t, "prewar=donitz-a")
	wantStatus(t, g, StOut, "U-62", "U-63", "U-122", "U-123", "U-124")
	wantStatus(t, g, StFuture, "U-62/VIIB", "U-63/VIIB", "U-122/VIIB", "U-123/VIIB", "U-124/VIIB")
	wantStatus(t, g, StFuture, "U-141", "U-143", "U-146", "U-147", "U-137")
	if a, b := g.Sub("U-62/VIIB").Entry, g.Sub("U-62").Entry; a != b {
		t.Errorf("U-62/VIIB arrives in month %d, the historical U-62 in %d [35.12]", a, b)
	}
	if g.Class(g.Sub("U-62/VIIB")).ID != "VIIB" {
		t.Error("the Dönitz U-62 should be a Type VIIB")
	}
}

// [35.11] Block 8 goes to training when blocks 3 and 4 are both swapped,
// under either side; not otherwise.
func Test35_11_Block8WithBlocks3And4(t *testing.T) {
	block8 := []string{"U-141", "U-143", "U-146", "U-147"}
	for _, opts := range [][]string{{"prewar"}, {"prewar=donitz-a+donitz-b"}, {"prewar=okm-a"}, {"prewar=okm-d+okm-b"}} {
		g := atlantic35(t, opts...)
		t.Run(strings.Join(opts, ","), func(t *testing.T) { wantStatus(t, g, StOut, block8...) })
	}
	for _, opts := range [][]string{{"prewar=donitz-a"}, {"prewar=donitz-b"}, {"prewar=okm-c+okm-e"}} {
		g := atlantic35(t, opts...)
		t.Run(strings.Join(opts, ","), func(t *testing.T) { wantStatus(t, g, StFuture, block8...) })
	}
}

// [35.1] The OKM options: the U-cruisers of OKM A replace blocks 1, 3 and 4.
func Test35_1_OKMCruisers(t *testing.T) {
	g := atlantic35(t, "prewar=okm-a")
	wantStatus(t, g, StOut, "U-99", "U-100", "U-101", "U-102", "U-62", "U-63", "U-137", "U-138", "U-140")
	wantStatus(t, g, StFuture, "U-112", "U-113", "U-114", "U-115")
	if g.Class(g.Sub("U-112")).ID != "XI" {
		t.Error("U-112 should be a Type XI")
	}
}

// [35.1], [35.2], [35.4] Choices the rules do not allow are refused.
func Test35_1_ClashesRefused(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []string{"prewar=okm-a+okm-c", "prewar=okm-a+okm-d", "prewar=okm-b+okm-e", "prewar=donitz-a+okm-b",
		"prewar=donitz-z", "later-boats=u84-xi+u84-xii", "captured=U-47", "prototype=U-995+U-2511", "prototype=U-47"} {
		if _, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 1, Options: []string{o}}); err == nil {
			t.Errorf("%s accepted", o)
		}
	}
	th.Scenario("campaign-1939").End = "1943-05" // the prototype's April 1943 in reach [35.4]
	for _, o := range []string{"prewar=okm-c+okm-d+okm-b", "later-boats=u84-xi+u93-xii+u201-xi", "captured", "prototype=U-995"} {
		if _, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 1, Options: []string{o}}); err != nil {
			t.Errorf("%s refused: %v", o, err)
		}
	}
}

// [35.12] A stand-in refits on the historical boat's date: the list's
// "U-101 retired to training" takes the OKM C U-101 (a Type IXB).
func Test35_12_StandInRefitsLikeTheHistoricalBoat(t *testing.T) {
	g := atlantic35(t, "prewar=okm-c")
	wantStatus(t, g, StOut, "U-99", "U-100", "U-101", "U-102")
	if got := g.standIn("U-101"); got != "U-101/IXB" {
		t.Fatalf("stand-in for U-101: %s", got)
	}
	s := g.Sub("U-101/IXB")
	g.PutInBox(s, "germany", BoxPier)
	effRefit(g, &Frame{}, &data.Effect{Op: "refit", Boats: []string{"U-101"}})
	if s.Status != StRefit {
		t.Errorf("U-101/IXB: %s after the list's refit of U-101, want refit", s.Status)
	}
	// U-99 has no stand-in under OKM C (its Type IXB is U-100): itself.
	if got := g.standIn("U-99"); got != "U-99" {
		t.Errorf("stand-in for U-99: %s", got)
	}
}

// [35.2] The Type XII alternative for U-93–98.
func Test35_2_LaterSubstitutions(t *testing.T) {
	g := atlantic35(t, "later-boats=u93-xii")
	wantStatus(t, g, StOut, "U-93", "U-94", "U-95", "U-96", "U-97", "U-98")
	wantStatus(t, g, StFuture, "U-96/XII", "U-97/XII", "U-98/XII")
	wantStatus(t, g, StOut, "U-93/XI", "U-94/XI")
}

// [35.3] Captured boats enter with green crews in place of the boats named.
func Test35_3_CapturedBoats(t *testing.T) {
	g := atlantic35(t, "captured=UD-3+UB")
	wantStatus(t, g, StOut, "U-374", "U-109", "UD-4", "UF-1")
	wantStatus(t, g, StFuture, "UD-3", "UB")
	if g.Sub("UB").Inexp != 1 || g.Sub("UD-3").Inexp != 1 {
		t.Error("captured boats enter with green crews [35.3]")
	}
	wantStatus(t, g, StFuture, "U-357", "U-83")
}

// [35.4] One prototype arrives in April 1943; damaged, it leaves the
// combat and returns to base; worse than superficial at base, it is a
// constructive total loss.
func Test35_4_Prototype(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	th.Scenario("campaign-1939").End = "1943-05" // a campaign that reaches April 1943
	g, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 1, Options: []string{"prototype=U-2511"}})
	if err != nil {
		t.Fatal(err)
	}
	wantStatus(t, g, StFuture, "U-2511")
	wantStatus(t, g, StOut, "U-995", "U-1061", "U-1405", "U-2322")
	s := g.Sub("U-2511")
	s.Status = StSea
	g.PutAtSea(s, "western-approaches", Operating, Patrol)
	g.Damage(s, "14.2", "counterattack")
	if !s.RTB {
		t.Error("a damaged prototype returns to base [35.4]")
	}
	g.LoadDice(9) // Damage table: worse than superficial
	if n := g.damageAtBase(s); n != -1 {
		t.Errorf("damage at base: box %d, want a constructive total loss", n)
	}
}

// [35.4] The prototype joins the fleet in April 1943; Campaign I ends in
// March 1943, so it would never arrive: the option is refused there with
// the rule's reason, and the new-game page does not offer it for a theatre
// none of whose scenarios reaches April 1943. Before the fix the option
// was accepted and did nothing.
func Test35_4_PrototypeAfterTheCampaignsEndRefused(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "atlantic")
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range []string{"prototype", "prototype=U-995"} {
		_, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 1, Options: []string{o}})
		if err == nil || !strings.Contains(err.Error(), "35.4") || !strings.Contains(err.Error(), "1943-03") {
			t.Errorf("%s in a campaign ending March 1943: %v, want a refusal citing [35.4] and the last month", o, err)
		}
	}
	has := func(os []Option) bool {
		for _, o := range os {
			if o.Name == "prototype" {
				return true
			}
		}
		return false
	}
	if has(TheatreOptions(th)) {
		t.Error("the new-game options offer the prototype though no scenario reaches April 1943")
	}
	if all := OptionsFor(th.Rules.System); len(TheatreOptions(th)) != len(all)-1 {
		t.Errorf("TheatreOptions left out more than the prototype: %d of %d", len(TheatreOptions(th)), len(all))
	}
	th.Scenario("campaign-1939").End = "1943-04"
	if !has(TheatreOptions(th)) {
		t.Error("a campaign that reaches April 1943 should offer the prototype")
	}
	if _, err := New(th, engine.Record{System: SystemID, Theatre: th.ID, Scenario: "campaign-1939", Seed: 1, Options: []string{"prototype"}}); err != nil {
		t.Errorf("prototype in a campaign reaching April 1943: %v", err)
	}
}
