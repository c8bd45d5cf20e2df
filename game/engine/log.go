package engine

import (
	"fmt"

	"periscope/game/dice"
)

// Log is the part of the step machine that writes the game log and rolls
// the dice: every entry is numbered from the Procedure's LogSeq and stamped
// by the system (turn, date), and every roll comes from the state's one
// seeded source and is recorded with its purpose, rule, faces, modifiers
// and result.
type Log struct {
	proc  *Procedure
	src   *dice.Source
	stamp func(e *Entry)
	out   []Entry
	// loaded are die results to use before the generator's: tests
	// reproduce the rulebooks' worked examples with them. Never set in play.
	loaded []int
	// openRolls counts rolls made but not yet recorded (a bug if left open).
	openRolls int
	// discard keeps no entries (DiscardEntries).
	discard bool
	// rolls are fresh rolls made in blocks, each handed out once (a
	// roll is read after it is recorded, so none is ever reused); rollsOf
	// is the log they were made for, so that a copy of the log makes its
	// own (issue 16: a roll was an allocation of its own, 1.9 a decision).
	rolls   []Rolled
	rollsOf *Log
	// rollBlk is the block rolls is cut from: a log that keeps nothing
	// hands its rolls out again from its start at each step
	// (recycleRolls), since nothing reads a roll past the step that made
	// it when its record is not kept.
	rollBlk []Rolled
}

// rollBlock is how many rolls are made at once.
const rollBlock = 32

// DiscardEntries makes the log keep nothing, for bots and soak runs that
// read no log (issue 16: the entries were a tenth of what a doctrine
// campaign allocates). Each entry is still numbered (the state's LogSeq
// moves on exactly as before, so the game and its hashes are the same),
// but its text is not formatted and Flush hands over nothing.
func (l *Log) DiscardEntries() { l.discard = true }

// Discarding reports whether the log keeps nothing (DiscardEntries),
// numbering nothing: for a caller that builds an entry's parts in a loop
// and then calls Skipped once for the entry.
func (l *Log) Discarding() bool { return l.discard }

// Skipped reports whether the log discards entries; if so it numbers the
// entry the caller was about to build, which the caller then skips
// building (its text, its message).
func (l *Log) Skipped() bool {
	if l.discard {
		l.proc.LogSeq++
	}
	return l.discard
}

// Flush hands over the entries made since the last call. They are cut from
// a block shared with the entries to come (one allocation for hundreds of
// entries rather than several per decision); the slice handed over has no
// room beyond its length, so appending to it never reaches the block.
func (l *Log) Flush() []Entry {
	n := len(l.out)
	if n == 0 {
		return nil
	}
	out := l.out[:n:n]
	l.out = l.out[n:]
	return out
}

func (l *Log) entry(e Entry) {
	l.proc.LogSeq++
	if l.discard {
		return
	}
	e.Seq = l.proc.LogSeq
	if l.stamp != nil {
		l.stamp(&e)
	}
	if len(l.out) == cap(l.out) {
		block := make([]Entry, len(l.out), max(256, 2*len(l.out)))
		copy(block, l.out)
		l.out = block
	}
	l.out = append(l.out, e)
}

// Add logs an entry as given (its Seq and stamp are filled in).
func (l *Log) Add(e Entry) { l.entry(e) }

// Note logs a line of prose under a rule, seen by everyone.
func (l *Log) Note(rule, sub, format string, args ...any) {
	if l.Skipped() {
		return
	}
	l.entry(Entry{Kind: "event", Rule: rule, Sub: sub, Text: fmt.Sprintf(format, args...)})
}

// NoteTo logs a line of prose that only the given seats may see (hidden
// information: a contact only one side has, a plotted move).
func (l *Log) NoteTo(to []Seat, rule, sub, format string, args ...any) {
	if l.Skipped() {
		return
	}
	l.entry(Entry{Kind: "event", Rule: rule, Sub: sub, To: to, Text: fmt.Sprintf(format, args...)})
}

// Mark logs the start of a phase.
func (l *Log) Mark(rule, name string) {
	l.entry(Entry{Kind: "phase", Rule: rule, Text: name})
}

// EmitTo logs a structured event only the given seats may see.
func (l *Log) EmitTo(to []Seat, rule string, ev Event, format string, args ...any) {
	if l.Skipped() {
		return
	}
	e := ev
	l.entry(Entry{Kind: "event", Rule: rule, Sub: ev.Sub, To: to, Text: fmt.Sprintf(format, args...), Event: &e})
}

// UnloadDice forgets loaded dice not yet used (tests only).
func (l *Log) UnloadDice() { l.loaded = nil }

// Emit logs a structured event; its effects must already be applied to the
// state by the caller.
func (l *Log) Emit(rule string, ev Event, format string, args ...any) {
	if l.Skipped() {
		return
	}
	e := ev
	l.entry(Entry{Kind: "event", Rule: rule, Sub: ev.Sub, Text: fmt.Sprintf(format, args...), Event: &e})
}

// ---------------------------------------------------------------- dice

// Rolled is a die roll made but not yet recorded: the caller reads the
// total, decides what it means, and records it with Record.
type Rolled struct {
	dice.Roll
	log *Log
	sub string
	to  []Seat
	msg *Msg
	// modBuf and faceBuf hold a roll's first modifiers and faces: most
	// rolls have one or two, which then cost no allocation of their own
	// (issue 16). The record made of the roll shares them; a roll is
	// never rolled again.
	modBuf  [2]dice.Mod
	faceBuf [2]int
}

// LoadDice makes the next die rolls come out as given (tests only). Each
// value is one die's face, whatever the die.
func (l *Log) LoadDice(values ...int) { l.loaded = append(l.loaded, values...) }

// face rolls one die of n faces read lo…lo+n−1, loaded or not.
func (l *Log) face(n, lo int) int {
	if len(l.loaded) > 0 {
		v := l.loaded[0]
		l.loaded = l.loaded[1:]
		return v
	}
	return l.src.Intn(n) + lo
}

// D10 rolls one ten-sided die read 0–9, loaded or not.
func (l *Log) D10() int { return l.face(10, 0) }

// D6 rolls one six-sided die read 1–6, loaded or not.
func (l *Log) D6() int { return l.face(6, 1) }

// Intn draws uniformly in [0, n) (cup draws, random choices). Loaded dice
// do not affect draws.
func (l *Log) Intn(n int) int { return l.src.Intn(n) }

func (l *Log) newRoll(kind dice.Kind, purpose, rule, sub string, mods []dice.Mod) *Rolled {
	if len(l.rolls) == 0 || l.rollsOf != l {
		n := rollBlock
		if l.discard && l.rollsOf == l {
			// A step ran out of the recycled block: the next is twice
			// as long, so that it soon serves every step.
			n = min(2*len(l.rollBlk), 1024)
		}
		l.rolls, l.rollsOf = make([]Rolled, n), l
		l.rollBlk = l.rolls
	}
	r := &l.rolls[0]
	l.rolls = l.rolls[1:]
	*r = Rolled{} // a recycled roll keeps nothing of its last use
	r.log, r.sub = l, sub
	r.Kind, r.Purpose, r.Rule = kind, purpose, rule
	for _, m := range mods {
		if m.Value != 0 {
			if r.Mods == nil {
				r.Mods = r.modBuf[:0]
			}
			r.Mods = append(r.Mods, m)
		}
	}
	l.openRolls++
	return r
}

// recycleRolls hands the current block of rolls out again from its start,
// when the log keeps nothing and no roll is open (the machine calls it
// before each step it runs). A roll is read by the step that made it, after
// Skip/Record, and by nothing else: a kept log's entry shares the roll's
// modifiers and faces, but a log that keeps nothing makes no entry (issue
// 16: the rolls were a tenth of the bytes a doctrine campaign allocated).
func (l *Log) recycleRolls() {
	if l.discard && l.openRolls == 0 && l.rollsOf == l && l.rollBlk != nil {
		l.rolls = l.rollBlk
	}
}

// Roll rolls a d10 for a purpose under a rule, with modifiers. Modifiers of
// value 0 are dropped from the record. Record must follow.
func (l *Log) Roll(purpose, rule, sub string, mods ...dice.Mod) *Rolled {
	r := l.newRoll(dice.D10, purpose, rule, sub, mods)
	r.Raw = l.D10()
	r.Total = r.Raw + dice.Sum(r.Mods)
	return r
}

// Roll2 rolls two d10 read as row and column (a two-dice table).
func (l *Log) Roll2(purpose, rule, sub string) *Rolled {
	r := l.Roll(purpose, rule, sub)
	r.Two = true
	r.Raw2 = l.D10()
	return r
}

// RollD6 rolls one d6 (1–6) with modifiers; Total is the face plus them.
func (l *Log) RollD6(purpose, rule, sub string, mods ...dice.Mod) *Rolled {
	r := l.newRoll(dice.D6, purpose, rule, sub, mods)
	r.Raw = l.D6()
	r.faceBuf[0] = r.Raw
	r.Faces = r.faceBuf[:1]
	r.Total = r.Raw + dice.Sum(r.Mods)
	return r
}

// Roll2D6 rolls two d6 and adds them (Total = the sum plus modifiers).
func (l *Log) Roll2D6(purpose, rule, sub string, mods ...dice.Mod) *Rolled {
	r := l.newRoll(dice.TwoD6, purpose, rule, sub, mods)
	a, b := l.D6(), l.D6()
	r.faceBuf = [2]int{a, b}
	r.Faces = r.faceBuf[:]
	r.Raw = a + b
	r.Total = r.Raw + dice.Sum(r.Mods)
	return r
}

// RollD66 rolls two d6 read as tens and units (11…66), as tables indexed
// by d66 do; modifiers are not added to a d66 (Total = Raw).
func (l *Log) RollD66(purpose, rule, sub string) *Rolled {
	r := l.newRoll(dice.D66, purpose, rule, sub, nil)
	a, b := l.D6(), l.D6()
	r.faceBuf = [2]int{a, b}
	r.Faces = r.faceBuf[:]
	r.Raw = 10*a + b
	r.Total = r.Raw
	return r
}

// RollPool rolls n d6 at once, each hitting on a face ≤ hitOn (a pool of
// one kind of unit in a battle). Total is the number of hits.
func (l *Log) RollPool(purpose, rule, sub string, n, hitOn int) *Rolled {
	r := l.newRoll(dice.Pool, purpose, rule, sub, nil)
	r.Faces = make([]int, n)
	hits := 0
	for i := range r.Faces {
		r.Faces[i] = l.D6()
		if r.Faces[i] <= hitOn {
			hits++
		}
	}
	r.HitOn = hitOn
	r.Raw, r.Total = hits, hits
	return r
}

// Say gives the roll's record a message for the catalogue (Entry.Msg):
// conventionally id "roll" with nested "purpose", "target" and "result"
// messages, which the UI shows in place of the English Purpose, Target and
// Result (the record itself stays English).
func (r *Rolled) Say(m *Msg) *Rolled { r.msg = m; return r }

// To makes the roll's record visible only to the given seats.
func (r *Rolled) To(seats ...Seat) *Rolled { r.to = seats; return r }

// Clamp limits the total to [lo, hi].
func (r *Rolled) Clamp(lo, hi int) *Rolled {
	r.Total, r.Clamped = dice.Clamp(r.Total, lo, hi)
	return r
}

// Skip records the roll at once, without a record, when the log keeps
// nothing (DiscardEntries), and reports it: the caller then builds neither
// the roll's message nor its test and result (issue 16: bots and soak runs
// built them for nothing). Otherwise it does nothing and the caller records
// the roll as usual: `if !r.Skip() { r.Say(m).Record(target, result) }`.
func (r *Rolled) Skip() bool {
	if !r.log.discard {
		return false
	}
	r.Record("", "")
	return true
}

// Record logs the roll with its test and result.
func (r *Rolled) Record(target, result string) {
	r.Target, r.Result = target, result
	r.log.openRolls--
	if r.log.Skipped() {
		return
	}
	roll := r.Roll
	r.log.entry(Entry{Kind: "roll", Rule: r.Rule, Sub: r.sub, To: r.to, Text: roll.String(), Roll: &roll, Msg: r.msg})
}

// Mod builds a modifier.
func Mod(v int, reason, rule string) dice.Mod { return dice.Mod{Value: v, Reason: reason, Rule: rule} }
