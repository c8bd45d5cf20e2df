package save

import (
	"encoding/base64"
	"fmt"
	"periscope/game/campaign"
	"strings"
	"testing"

	"encoding/json"

	"periscope/game/bot"
)

// frameArgsValidated is set once Open validates every stack frame's
// arguments (issue 15, item 4: it needs the engine's typed ops, which
// declare their argument ranges). Until then a frame the fuzzer wrote that
// makes the first decision fail is logged, not a failure.
const frameArgsValidated = true

// snapshotFuzzBase is the state the structure-aware fuzzer edits: the
// fixture theatre's patrol a few decisions in (a few kilobytes).
type snapshotFuzzBase struct {
	top   map[string]json.RawMessage
	state map[string]json.RawMessage
	stack []map[string]any
	units []string
}

func newSnapshotFuzzBase(tb testing.TB) *snapshotFuzzBase {
	rec, g := play(tb, "fixture", "patrol", 5, 6)
	top, state := plainParts(tb, fileFor(tb, rec, g))
	b := &snapshotFuzzBase{top: top, state: state}
	if err := json.Unmarshal(state["stack"], &b.stack); err != nil {
		tb.Fatal(err)
	}
	var cups map[string][]string
	json.Unmarshal(state["cups"], &cups)
	for _, ids := range cups {
		b.units = append(b.units, ids...)
	}
	if len(b.units) == 0 {
		tb.Fatal("the fixture's cups are empty")
	}
	return b
}

// snapshotEdit is what one fuzz input does to the base state.
type snapshotEdit struct {
	frames        uint16 // frames pushed on the stack (modulo 2×MaxStackFrames+2)
	op, sub       string // the pushed frames' op and boat
	a, b          int    // their arguments, also set on the top frame
	options       uint16 // the pending prompt's options (modulo 2×MaxPromptOptions+2; 0 keeps them)
	counter       uint8  // a unit from the cups...
	place         uint8  // ...put also (or instead) in one of the places a unit can be
	decisionsSkew int8   // added to the state's decision count
	turn          int    // the state's turn (0 keeps it)
}

var counterPlaces = []string{"aside", "notYet", "outPeriod", "out", "acePool"}

// build writes the edited save file, its snapshot compressed as the game
// writes it.
func (b *snapshotFuzzBase) build(e snapshotEdit) ([]byte, error) {
	state := make(map[string]json.RawMessage, len(b.state))
	for k, v := range b.state {
		state[k] = v
	}
	stack := append([]map[string]any(nil), b.stack...)
	if len(stack) > 0 {
		top := map[string]any{}
		for k, v := range stack[len(stack)-1] {
			top[k] = v
		}
		top["a"], top["b"] = e.a, e.b
		stack[len(stack)-1] = top
	}
	for i := 0; i < int(e.frames)%(2*MaxStackFrames+2); i++ {
		stack = append(stack, map[string]any{"op": e.op, "sub": e.sub, "a": e.a, "b": e.b})
	}
	state["stack"] = raw(stack)
	if n := int(e.options) % (2*MaxPromptOptions + 2); n > 0 {
		var p map[string]json.RawMessage
		json.Unmarshal(state["pending"], &p)
		var prompt map[string]json.RawMessage
		json.Unmarshal(p["prompt"], &prompt)
		var opts []map[string]any
		json.Unmarshal(prompt["options"], &opts)
		if len(opts) > 0 {
			out := make([]map[string]any, n)
			for i := range out {
				o := map[string]any{}
				for k, v := range opts[i%len(opts)] {
					o[k] = v
				}
				if i >= len(opts) {
					o["key"] = fmt.Sprintf("%v-%d", o["key"], i)
				}
				out[i] = o
			}
			prompt["options"] = raw(out)
			p["prompt"] = raw(prompt)
			state["pending"] = raw(p)
		}
	}
	if e.place > 0 {
		unit := b.units[int(e.counter)%len(b.units)]
		place := counterPlaces[int(e.place)%len(counterPlaces)]
		var list []string
		json.Unmarshal(state[place], &list)
		state[place] = raw(append(list, unit))
	}
	if e.decisionsSkew != 0 {
		var d int
		json.Unmarshal(state["decisions"], &d)
		state["decisions"] = raw(d + int(e.decisionsSkew))
	}
	if e.turn != 0 {
		state["turn"] = raw(e.turn)
	}
	snap, err := json.Marshal(state)
	if err != nil {
		return nil, err
	}
	top := make(map[string]json.RawMessage, len(b.top))
	for k, v := range b.top {
		top[k] = v
	}
	top["snapshot"] = raw(base64.StdEncoding.EncodeToString(gz(snap)))
	return json.Marshal(top)
}

// FuzzSnapshot is the structure-aware fuzzer: beside FuzzDecode's bytes, it
// edits a real save's decoded state — frames pushed on the step machine's
// stack with any op and arguments, the pending prompt's options multiplied,
// a counter put in a second place, the decision count and the turn — and
// writes it back as the game does. Nothing may panic, every refusal
// carries a Code, an accepted state stays within the bounds of limits.go
// (which a prompt of 1.5 million options or 2.8 million frames broke:
// issue 15, defects 2 and 3), and its first decision must not fail inside
// the rules engine (a frame with a bad argument: defect 4).
//
//	go test ./save -run '^$' -fuzz FuzzSnapshot -fuzztime 10m -parallel 1
func FuzzSnapshot(f *testing.F) {
	base := newSnapshotFuzzBase(f)
	top := base.stack[len(base.stack)-1]
	op, _ := top["op"].(string)
	f.Add(uint16(0), op, "", 0, 0, uint16(0), uint8(0), uint8(0), int8(0), 0)
	f.Add(uint16(1), "transit.next", "", 1, -5, uint16(0), uint8(0), uint8(0), int8(0), 0)
	f.Add(uint16(MaxStackFrames+1), "turn.end", "", 0, 0, uint16(0), uint8(0), uint8(0), int8(0), 0)
	f.Add(uint16(0), op, "", 0, 0, uint16(MaxPromptOptions+1), uint8(0), uint8(0), int8(0), 0)
	f.Add(uint16(0), op, "", 0, 0, uint16(0), uint8(3), uint8(1), int8(0), 0)
	f.Add(uint16(0), op, "", 0, 0, uint16(0), uint8(0), uint8(0), int8(-1), 0)
	f.Add(uint16(2), "no.such.op", "U-999", 0, 0, uint16(3), uint8(0), uint8(0), int8(0), -7)
	f.Fuzz(func(t *testing.T, frames uint16, op, sub string, a, b int, options uint16, counter, place uint8, skew int8, turn int) {
		e := snapshotEdit{frames: frames, op: op, sub: sub, a: a, b: b, options: options, counter: counter, place: place, decisionsSkew: skew, turn: turn}
		data, err := base.build(e)
		if err != nil {
			t.Skip() // not expressible as JSON (e.g. invalid UTF-8 is replaced, not refused)
		}
		o, err := load(data)
		if err != nil {
			if IsPanic(err) {
				t.Fatalf("panic: %v", err.(*Error).Err)
			}
			if CodeOf(err) == 0 {
				t.Fatalf("refused without a code: %v", err)
			}
			if len(err.Error()) > 600 {
				t.Fatalf("a refusal of %d bytes", len(err.Error()))
			}
			return
		}
		s := o.Game.(*campaign.Game).S
		if len(s.Stack) > MaxStackFrames {
			t.Fatalf("accepted a stack of %d frames (the bound is %d)", len(s.Stack), MaxStackFrames)
		}
		if p := o.Game.Prompt(); p != nil && len(p.Options) > MaxPromptOptions {
			t.Fatalf("accepted a prompt of %d options (the bound is %d)", len(p.Options), MaxPromptOptions)
		}
		p := o.Game.Prompt()
		if p == nil {
			return
		}
		_, err = o.Game.Apply(bot.NewRandom(1).Choose(o.Game, p))
		if err != nil && strings.Contains(err.Error(), "internal error") {
			if !frameArgsValidated && (e.frames > 0 || e.a != 0 || e.b != 0) {
				t.Logf("a frame edit breaks the first decision (issue 15 item 4, awaiting typed ops): %v", err)
				return
			}
			t.Fatalf("an accepted save's first decision fails inside the engine: %v", err)
		}
	})
}
