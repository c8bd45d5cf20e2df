package campaign_test

import (
	"bytes"
	"fmt"
	"reflect"
	"sync"
	"testing"

	"encoding/json"

	"periscope/assets"
	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

var (
	atlanticOnce sync.Once
	atlantic     *data.Theatre
	atlanticErr  error
)

func theatre(tb testing.TB) *data.Theatre {
	tb.Helper()
	atlanticOnce.Do(func() { atlantic, atlanticErr = data.Load(assets.Data(), "atlantic") })
	if atlanticErr != nil {
		tb.Fatal(atlanticErr)
	}
	return atlantic
}

// jsonCopy is the copy the UI made before State.Clone: a JSON round trip.
func jsonCopy(tb testing.TB, st *campaign.State) *campaign.State {
	b, err := json.Marshal(st)
	if err != nil {
		tb.Fatal(err)
	}
	var out campaign.State
	if err := json.Unmarshal(b, &out); err != nil {
		tb.Fatal(err)
	}
	return &out
}

func mustJSON(tb testing.TB, v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// playTo plays a scenario with the doctrine bot for at most limit
// decisions (0: to the end; < 0: none), calling check at every step.
func playTo(tb testing.TB, scenario string, seed uint64, limit int, check func(g *campaign.Game, op engine.Op)) *campaign.Game {
	tb.Helper()
	g, err := campaign.New(theatre(tb), engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: scenario, Seed: seed})
	if err != nil {
		tb.Fatal(err)
	}
	g.Trace = check
	if _, err := g.Start(); err != nil {
		tb.Fatal(err)
	}
	if limit >= 0 {
		if _, _, err := bot.Play(g, bot.NewDoctrine(), limit); err != nil {
			tb.Fatal(err)
		}
	}
	g.Trace = nil
	return g
}

// TestCloneEqualsJSONRoundTrip clones the states of bot-played games (at
// every phase change, as the UI does, and at every 97th step, with combats
// and attack splits among them): each clone is deeply equal to the state,
// encodes to the same bytes, and is deeply equal to the JSON round trip the
// UI used to make.
func TestCloneEqualsJSONRoundTrip(t *testing.T) {
	checked, combats, splits, steps := 0, 0, 0, 0
	phase := ""
	check := func(g *campaign.Game, op engine.Op) {
		steps++
		if g.S.Phase == phase && steps%97 != 0 {
			return
		}
		phase = g.S.Phase
		st := g.S
		c := st.Clone()
		if !reflect.DeepEqual(st, c) {
			t.Fatalf("turn %d, step %s: the clone differs from the state", st.Turn, op)
		}
		want := mustJSON(t, st)
		if got := mustJSON(t, c); !bytes.Equal(got, want) {
			t.Fatalf("turn %d, step %s: the clone encodes differently", st.Turn, op)
		}
		var diff []string
		sameData(reflect.ValueOf(c), reflect.ValueOf(jsonCopy(t, st)), "State", &diff)
		for _, d := range diff {
			t.Errorf("turn %d, step %s: the clone differs from the JSON round trip at %s", st.Turn, op, d)
		}
		if len(diff) > 0 {
			t.FailNow()
		}
		checked++
		if st.Combat != nil {
			combats++
		}
		if st.Pending != nil && st.Pending.Prompt.Alloc != nil {
			splits++
		}
	}
	playTo(t, "happy-time-1940", 3, 800, check)
	playTo(t, "campaign-1939", 1, 2500, check)
	t.Logf("%d states checked (%d in combat, %d with an attack split pending)", checked, combats, splits)
	if checked < 300 || combats == 0 || splits == 0 {
		t.Errorf("too few states checked: %d (%d combats, %d splits)", checked, combats, splits)
	}
}

// TestCloneIsIndependent plays on from a cloned state both ways: the game
// going on with the clone leaves the original as it was, and the original
// going on leaves the clone (and a CloneView, and a phase view made into
// the boats' array of an older view handed back) as it was.
func TestCloneIsIndependent(t *testing.T) {
	orig := playTo(t, "campaign-1939", 2, 3000, nil).S
	before := mustJSON(t, orig)
	g := campaign.GameOf(theatre(t), orig.Clone())
	_, old := g.PhaseView()
	if _, n, err := bot.Play(g, bot.NewDoctrine(), 500); err != nil || n == 0 {
		t.Fatalf("playing on the clone: %d decisions, %v", n, err)
	}
	if !bytes.Equal(mustJSON(t, orig), before) {
		t.Error("playing on the clone changed the original state")
	}
	clone, view := g.S.Clone(), g.S.CloneView()
	g.RecycleView(old)
	_, v := g.PhaseView()
	recycled := v.(*campaign.State)
	if &recycled.Subs[0] != &old.(*campaign.State).Subs[0] {
		t.Error("the phase view did not reuse the boats' array handed back")
	}
	if !reflect.DeepEqual(recycled, view) {
		t.Error("the phase view made into a recycled array differs from the state")
	}
	mets := 0
	for i := range recycled.Subs {
		if m := recycled.Subs[i].Patrol.Met; m != nil {
			mets++
			if m == g.S.Subs[i].Patrol.Met {
				t.Fatalf("the phase view shares %s's Met record with the state", recycled.Subs[i].ID)
			}
		}
	}
	if mets == 0 {
		t.Error("no boat has a Met record: the check above proves nothing")
	}
	mid := mustJSON(t, clone)
	if _, n, err := bot.Play(g, bot.NewDoctrine(), 500); err != nil || n == 0 {
		t.Fatalf("playing on: %d decisions, %v", n, err)
	}
	if !bytes.Equal(mustJSON(t, clone), mid) {
		t.Error("playing on the original changed the clone")
	}
	if !bytes.Equal(mustJSON(t, view), mid) {
		t.Error("playing on the original changed the view (CloneView)")
	}
	if !bytes.Equal(mustJSON(t, recycled), mid) {
		t.Error("playing on the original changed the phase view made into a recycled array")
	}
	if bytes.Equal(mustJSON(t, g.S), mid) {
		t.Error("500 decisions changed nothing: the check above proves nothing")
	}
}

var (
	lateOnce sync.Once
	late     map[int]*campaign.State
)

// lateStates plays the whole campaign (doctrine, seed 1) once and keeps its
// states at decisions 0, 20,000 and at the end.
func lateStates(b *testing.B) map[int]*campaign.State {
	lateOnce.Do(func() {
		late = map[int]*campaign.State{}
		g := playTo(b, "campaign-1939", 1, -1, nil) // set up, no decision
		late[0] = g.S.Clone()
		if _, _, err := bot.Play(g, bot.NewDoctrine(), 20000); err != nil {
			b.Fatal(err)
		}
		late[20000] = g.S.Clone()
		if _, _, err := bot.Play(g, bot.NewDoctrine(), 0); err != nil {
			b.Fatal(err)
		}
		late[-1] = g.S
	})
	return late
}

// BenchmarkStateCopy compares the UI's state copy before (a JSON round trip)
// and after (State.Clone), side by side, on the campaign's states at
// decision 0, 20,000 and its end (about 45,000):
//
//	go test ./game/campaign -run XXX -bench StateCopy -benchmem
func BenchmarkStateCopy(b *testing.B) {
	states := lateStates(b)
	for _, n := range []int{0, 20000, -1} {
		st := states[n]
		name := "decision" + map[int]string{0: "0", 20000: "20000", -1: "end"}[n]
		b.Run(name+"/json", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				jsonCopy(b, st)
			}
		})
		b.Run(name+"/clone", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				st.Clone()
			}
		})
		b.Run(name+"/cloneView", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				st.CloneView()
			}
		})
		// The UI's phase view, made into the boats' array of the view it
		// handed back (Game.RecycleView).
		b.Run(name+"/phaseView", func(b *testing.B) {
			g := campaign.GameOf(theatre(b), st)
			b.ReportAllocs()
			for b.Loop() {
				_, v := g.PhaseView()
				g.RecycleView(v)
			}
		})
	}
}

// sameData reports where a and b differ other than a nil slice or map
// against an empty one: a JSON round trip turns an empty list or map of a
// field that omits empty values into nil, which reads the same. (The clone
// keeps them as they are: it is deeply equal to the state itself.)
func sameData(a, b reflect.Value, path string, out *[]string) {
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				*out = append(*out, path+" (nil against not nil)")
			}
			return
		}
		sameData(a.Elem(), b.Elem(), path, out)
	case reflect.Slice:
		if a.Len() != b.Len() {
			*out = append(*out, fmt.Sprintf("%s (length %d against %d)", path, a.Len(), b.Len()))
			return
		}
		for i := 0; i < a.Len(); i++ {
			sameData(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i), out)
		}
	case reflect.Map:
		if a.Len() != b.Len() {
			*out = append(*out, fmt.Sprintf("%s (size %d against %d)", path, a.Len(), b.Len()))
			return
		}
		for _, k := range a.MapKeys() {
			bv := b.MapIndex(k)
			if !bv.IsValid() {
				*out = append(*out, fmt.Sprintf("%s[%v] (missing)", path, k))
				continue
			}
			sameData(a.MapIndex(k), bv, fmt.Sprintf("%s[%v]", path, k), out)
		}
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if a.Type().Field(i).IsExported() {
				sameData(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name, out)
			}
		}
	case reflect.Func:
		// An option's words or odds built on demand: a clone has built
		// them (nil), as the JSON round trip has.
		if !a.IsNil() || !b.IsNil() {
			*out = append(*out, path+" (built on demand, not built)")
		}
	default:
		if !a.Equal(b) {
			*out = append(*out, fmt.Sprintf("%s (%v against %v)", path, a.Interface(), b.Interface()))
		}
	}
}
