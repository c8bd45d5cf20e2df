package tactical

import (
	"errors"

	"periscope/game/engine"
)

// The tactical game's log lines and refusals as messages (ids "tac.…",
// English and Italian in i18n/defs_tactical4.go). The English text stays
// beside each message as its fallback and as what tests read.

// msg is a message with its arguments.
func msg(id string, args ...engine.Arg) *engine.Msg { return engine.M(id, args...) }

// txt, num and nest are a message's text, number and nested arguments.
func txt(name, v string) engine.Arg              { return engine.Text(name, v) }
func num(name string, v int) engine.Arg          { return engine.Int(name, v) }
func nest(name string, m *engine.Msg) engine.Arg { return engine.Nested(name, m) }

// errMsg is an error as a message: an OrderError's own, else the English
// text inside "tac.err.other".
func errMsg(err error) *engine.Msg {
	var oe *OrderError
	if errors.As(err, &oe) && oe.Msg != nil {
		return oe.Msg
	}
	if err == nil {
		return nil
	}
	return msg("tac.err.other", txt("detail", err.Error()))
}

// ErrMsg is ErrMsg for other packages (the composer shows refusals).
func ErrMsg(err error) *engine.Msg { return errMsg(err) }

// dfMsg and dmgMsg are a Damage Table roll's test and result.
func dfMsg(df int) *engine.Msg { return msg("tac.roll.df", num("df", df)) }
func dmgMsg(d int) *engine.Msg { return msg("tac.roll.damage", num("n", d)) }
