package tactical

import (
	"fmt"

	"periscope/game/dice"
	"periscope/game/engine"
)

// Faces gives one d6 face (1–6) at a time. The game reads them from the one
// seeded dice.Source (SourceFaces); tests load the faces a worked example
// rolled (Loaded). The lead moves d6 and d66 into game/dice; this reader then
// becomes a thin adapter.
type Faces interface {
	Face() int
}

// SourceFaces reads d6 faces from the game's seeded source.
type SourceFaces struct{ Src *dice.Source }

// Face rolls one d6.
func (s SourceFaces) Face() int { return s.Src.Intn(6) + 1 }

// Loaded is a list of faces to come out in order (worked examples in tests).
// Running out is a test error, reported by a panic with the count.
type Loaded struct {
	Faces []int
	next  int
}

// Face returns the next loaded face.
func (l *Loaded) Face() int {
	if l.next >= len(l.Faces) {
		panic(fmt.Sprintf("tactical: loaded dice ran out after %d faces", len(l.Faces)))
	}
	f := l.Faces[l.next]
	l.next++
	return f
}

// Left is how many loaded faces have not been rolled.
func (l *Loaded) Left() int { return len(l.Faces) - l.next }

// Roll is one logged roll: game/dice's record (purpose, rule, raw, modifiers,
// total, test, result) with the kind of dice and every face. When game/dice
// gains its d6/d66 kinds this becomes dice.Roll itself.
type Roll struct {
	dice.Roll
	Kind  string `json:"kind"`  // "d6" or "d66"
	Faces []int  `json:"faces"` // the faces rolled, coloured die first for d66
	// PurposeMsg, TargetMsg and ResultMsg are the purpose, test and result
	// as messages (the log shows them in the player's language).
	PurposeMsg *engine.Msg `json:"-"`
	TargetMsg  *engine.Msg `json:"-"`
	ResultMsg  *engine.Msg `json:"-"`
}

// For gives the roll its purpose's message.
func (r Roll) For(m *engine.Msg) Roll { r.PurposeMsg = m; return r }

// Says gives the roll its test's and result's messages.
func (r Roll) Says(target, result *engine.Msg) Roll {
	r.TargetMsg, r.ResultMsg = target, result
	return r
}

// Dice rolls the tactical game's dice and keeps the log of every roll: its
// purpose, rule, faces, modifiers, total, test and result. A roll is made
// with D6 or D66 and must be finished with Record, which appends it to Log.
type Dice struct {
	F   Faces
	Log []Roll
	// Sink, when set, takes every recorded roll instead of Log (the step
	// machine writes it to the game log as it is made).
	Sink func(Roll)
	// open counts rolls made and not yet recorded (a rule step that forgets
	// to record a roll is a bug the tests catch with Open).
	open int
}

// NewDice reads from a seeded source.
func NewDice(src *dice.Source) *Dice { return &Dice{F: SourceFaces{src}} }

// LoadedDice returns dice whose faces come out as given.
func LoadedDice(faces ...int) *Dice { return &Dice{F: &Loaded{Faces: faces}} }

// D6 rolls one die with modifiers [spec conventions].
func (d *Dice) D6(purpose, rule string, mods ...dice.Mod) Roll {
	f := d.F.Face()
	d.open++
	return Roll{Roll: dice.Roll{Purpose: purpose, Rule: rule, Raw: f, Mods: mods, Total: f + dice.Sum(mods)}, Kind: "d6", Faces: []int{f}}
}

// D66 rolls two dice read as a two-digit number, the coloured die first
// (3 then 5 is 35, range 11–66) [28.5]. A modifier to the coloured die moves
// the result by ten per point; pass it already multiplied.
func (d *Dice) D66(purpose, rule string, mods ...dice.Mod) Roll {
	tens, units := d.F.Face(), d.F.Face()
	d.open++
	raw := tens*10 + units
	return Roll{Roll: dice.Roll{Purpose: purpose, Rule: rule, Raw: raw, Mods: mods, Total: raw + dice.Sum(mods)}, Kind: "d66", Faces: []int{tens, units}}
}

// Record finishes a roll with its test and result and appends it to the log.
func (d *Dice) Record(r Roll, target, result string) Roll {
	r.Target, r.Result = target, result
	if d.Sink != nil {
		d.Sink(r)
	} else {
		d.Log = append(d.Log, r)
	}
	if d.open > 0 {
		d.open--
	}
	return r
}

// Open is the number of rolls made and never recorded (zero in a correct run).
func (d *Dice) Open() int { return d.open }

type diceMod = dice.Mod

// Mod is a modifier with its reason and rule.
func Mod(v int, reason, rule string) dice.Mod { return dice.Mod{Value: v, Reason: reason, Rule: rule} }
