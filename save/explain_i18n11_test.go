package save

import (
	"fmt"
	"strings"
	"testing"

	"periscope/i18n"
	"periscope/storage"
)

// The store's own failures — full, a failed write step, a store that gives
// back other bytes — read in Italian with Italian numbers, inside another
// sentence too (ExplainOther) and as a refusal (Explain); English keeps the
// errors' own texts.
func TestStoreErrorsInItalian(t *testing.T) {
	full := &QuotaError{Need: 1_234_567, Slots: storage.Usage{Keys: 2, Bytes: 3_400_000}, Autosaves: storage.Usage{Keys: 1, Bytes: 600_000}, Total: storage.Usage{Bytes: 4_100_000}}
	cases := []struct {
		err  error
		want []string
	}{
		{full, []string{"Lo spazio di archiviazione è pieno", "(1,2 MB)", "I salvataggi occupano 4,0 MB (2 salvataggi con nome, 1 salvataggio automatico); altri dati del gioco occupano 100 kB."}},
		{&WriteError{Step: "verify", Err: &verifyError{back: 10, wrote: 1200}}, []string{"non è riuscita la fase di verifica: l'archivio ha restituito 10 byte diversi dai 1 kB scritti"}},
		{&WriteError{Step: "write", Err: fmt.Errorf("%w: key %q", storage.ErrQuota, "k")}, []string{"fase di scrittura: lo spazio di archiviazione è pieno"}},
		{fmt.Errorf("%w: key %q", storage.ErrQuota, "k"), []string{"lo spazio di archiviazione è pieno"}},
	}
	for _, c := range cases {
		for _, got := range []string{ExplainOther(c.err, i18n.IT), Explain(c.err, i18n.IT)} {
			for _, w := range c.want {
				if !strings.Contains(got, w) {
					t.Errorf("%T in Italian: %q lacks %q", c.err, got, w)
				}
			}
			for _, en := range []string{"Storage", "save", "failed", "store", "quota", "bytes"} {
				if strings.Contains(got, en) {
					t.Errorf("%T in Italian has %q: %q", c.err, en, got)
				}
			}
		}
		if got := ExplainOther(c.err, i18n.EN); got != strings.TrimPrefix(c.err.Error(), "storage: ") {
			t.Errorf("%T in English: %q, not its own text", c.err, got)
		}
	}
	if got := BytesIn(1_234_567, i18n.EN); got != "1.2 MB" {
		t.Errorf("English size %q", got)
	}
}
