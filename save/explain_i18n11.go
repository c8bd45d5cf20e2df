package save

import (
	"errors"
	"strings"

	"periscope/game/engine"
	"periscope/i18n"
	"periscope/storage"
)

// BytesIn is a size in language l: "1.2 MB" / "1,2 MB", "340 KB" / "340 kB".
func BytesIn(n int, l i18n.Lang) string {
	switch {
	case n == 1:
		return l.T("size.byte")
	case n < 1000:
		return l.T("size.bytes", engine.Int("n", n))
	case n < 1000*1000:
		return l.T("size.kb", engine.Int("n", (n+500)/1000))
	default:
		return l.T("size.mb", engine.Decimal("n", float64(n)/1e6))
	}
}

// UsageIn says what takes the room, in language l (Usage in English).
func (e *QuotaError) UsageIn(l i18n.Lang) string {
	saves := e.Autosaves.Bytes + e.Slots.Bytes
	args := []engine.Arg{engine.Text("bytes", BytesIn(int(saves), l)), engine.Int("slots", e.Slots.Keys), engine.Int("autos", e.Autosaves.Keys)}
	if other := e.Total.Bytes - saves; other > 0 {
		return l.T("store.usage-other", append(args, engine.Text("other", BytesIn(int(other), l)))...)
	}
	return l.T("store.usage", args...)
}

// explainStore says in language l why the store failed a save: a full
// store, a failed write step; ok is false for any other error.
func explainStore(err error, l i18n.Lang) (string, bool) {
	var q *QuotaError
	if errors.As(err, &q) {
		return l.T("store.full", engine.Text("need", BytesIn(q.Need, l)), engine.Text("usage", q.UsageIn(l))), true
	}
	var w *WriteError
	if errors.As(err, &w) {
		step := "store.step." + w.Step
		if !i18n.Has(step) {
			step = "store.step.other"
		}
		return l.T("store.write-failed", engine.Nested("step", engine.M(step)), engine.Text("why", ExplainOther(w.Err, l))), true
	}
	var v *verifyError
	if errors.As(err, &v) {
		return l.T("store.verify-differs", engine.Text("back", BytesIn(v.back, l)), engine.Text("wrote", BytesIn(v.wrote, l))), true
	}
	if errors.Is(err, storage.ErrQuota) {
		return l.T("store.quota"), true
	}
	return "", false
}

// ExplainOther is Explain for an error inside another sentence: a save's
// refusal or the store's failure in language l, or else the platform's
// own text (an operating system's or a browser's words, which the game
// cannot translate), without the package's prefix.
func ExplainOther(err error, l i18n.Lang) string {
	if err == nil {
		return ""
	}
	if l == i18n.EN {
		return strings.TrimPrefix(err.Error(), "storage: ")
	}
	if s, ok := explainStore(err, l); ok {
		return s
	}
	var e *Error
	if errors.As(err, &e) {
		return Explain(err, l)
	}
	return strings.TrimPrefix(err.Error(), "storage: ")
}

// verifyError is a store that gave back other bytes than were written.
type verifyError struct{ back, wrote int }

func (e *verifyError) Error() string {
	return "the store returned " + Bytes(e.back) + " that differ from the " + Bytes(e.wrote) + " written"
}
