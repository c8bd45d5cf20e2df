package tactical

import (
	"fmt"

	"periscope/game/engine"
)

// OrderError is an illegal order with its message for the player (the
// composer shows it in the player's language): it wraps ErrIllegalMove or
// ErrIllegal, so errors.Is still tells the kind; Error is the English
// text the log and the tests read.
type OrderError struct {
	Kind error
	Msg  *engine.Msg
	Text string
}

func (e *OrderError) Error() string {
	if e.Kind == nil {
		return e.Text
	}
	return e.Kind.Error() + ": " + e.Text
}

// Unwrap is the kind (ErrIllegalMove, ErrIllegal, ErrPlot).
func (e *OrderError) Unwrap() error { return e.Kind }

// orderErr is an OrderError with message id and English text.
func orderErr(kind error, msg *engine.Msg, format string, a ...any) error {
	return &OrderError{Kind: kind, Msg: msg, Text: fmt.Sprintf(format, a...)}
}
