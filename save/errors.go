package save

import (
	"errors"
	"fmt"

	"periscope/i18n"
)

// Code says what is wrong with a save, for tests and for the UI's choice of
// remedy; the message says it in words.
type Code int

const (
	// CodeEmpty: the file has no content.
	CodeEmpty Code = iota + 1
	// CodeTooBig: the file (or its decompressed snapshot) exceeds the cap.
	CodeTooBig
	// CodeTruncated: the JSON ends early (an interrupted download or copy).
	CodeTruncated
	// CodeNotJSON: the file is not JSON at all.
	CodeNotJSON
	// CodeNotSave: JSON, but not a Periscope save.
	CodeNotSave
	// CodeTooNew: written by a newer Periscope (a later schema).
	CodeTooNew
	// CodeTooOld: an old schema that cannot be migrated.
	CodeTooOld
	// CodeMalformed: a save whose fields have the wrong shape or values.
	CodeMalformed
	// CodeUnknownTheatre, CodeUnknownScenario, CodeUnknownOption: the
	// record names something this version's data does not have.
	CodeUnknownTheatre
	CodeUnknownScenario
	CodeUnknownOption
	// CodeBadSnapshot: the snapshot cannot be decoded.
	CodeBadSnapshot
	// CodeInconsistent: the snapshot and the record disagree on what game
	// this is (scenario, seed, options, number of decisions).
	CodeInconsistent
	// CodeImpossible: the snapshot is an impossible game state (a counter
	// in two places, an unknown unit); campaign.Restore's invariant checks.
	CodeImpossible
)

var codeNames = map[Code]string{
	CodeEmpty: "empty", CodeTooBig: "too-big", CodeTruncated: "truncated", CodeNotJSON: "not-json",
	CodeNotSave: "not-a-save", CodeTooNew: "too-new", CodeTooOld: "too-old", CodeMalformed: "malformed",
	CodeUnknownTheatre: "unknown-theatre", CodeUnknownScenario: "unknown-scenario",
	CodeUnknownOption: "unknown-option", CodeBadSnapshot: "bad-snapshot",
	CodeInconsistent: "inconsistent", CodeImpossible: "impossible",
}

func (c Code) String() string {
	if s, ok := codeNames[c]; ok {
		return s
	}
	return fmt.Sprintf("code-%d", int(c))
}

// Error is a refused save. Msg is written for the player: what is wrong,
// in plain words, and where it helps what to do about it.
type Error struct {
	Code Code
	Msg  string
	Err  error // the underlying error, if any
}

func (e *Error) Error() string { return e.Msg }

func (e *Error) Unwrap() error { return e.Err }

func refuse(code Code, err error, format string, args ...any) *Error {
	return &Error{Code: code, Msg: fmt.Sprintf(format, args...), Err: err}
}

// CodeOf returns the Code of a save error, or 0 for any other error.
func CodeOf(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return 0
}

// Explain says why err refused a save, for the player, in language l: in
// English the refusal's own detailed message, in another language the
// catalogue's sentence for its code (i18n ids "save.refused.<code>"). Any
// other error is explained by ExplainOther (the store's failures in l, else
// the platform's own text).
func Explain(err error, l i18n.Lang) string {
	var e *Error
	if !errors.As(err, &e) {
		if err == nil {
			return ""
		}
		return ExplainOther(err, l)
	}
	if l == i18n.EN {
		return e.Msg
	}
	id := "save.refused." + e.Code.String()
	if !i18n.Has(id) {
		id = "save.refused.other"
	}
	return l.T(id)
}
