package save

import (
	"errors"
	"testing"

	"periscope/i18n"
)

// Every refusal code has its sentence in the catalogue, so a refused save
// is explained in Italian too; English keeps the detailed message.
func TestExplainEveryRefusalCode(t *testing.T) {
	for c := CodeEmpty; c <= CodeImpossible; c++ {
		if _, named := codeNames[c]; !named {
			t.Fatalf("code %d has no name", c)
		}
		id := "save.refused." + c.String()
		if !i18n.Has(id) {
			t.Errorf("code %s: no message %s in the catalogue", c, id)
		}
		err := refuse(c, nil, "detail for %s", c)
		if got := Explain(err, i18n.EN); got != "detail for "+c.String() {
			t.Errorf("code %s in English = %q", c, got)
		}
		if got, en := Explain(err, i18n.IT), i18n.IT.T(id); got != en || got == "" {
			t.Errorf("code %s in Italian = %q, want %q", c, got, en)
		}
	}
	if got := Explain(errors.New("disk on fire"), i18n.IT); got != "disk on fire" {
		t.Errorf("another error = %q", got)
	}
	if got := Explain(nil, i18n.IT); got != "" {
		t.Errorf("nil = %q", got)
	}
	if got := Explain(&Error{Code: 99, Msg: "x"}, i18n.IT); got != i18n.IT.T("save.refused.other") {
		t.Errorf("unknown code = %q", got)
	}
}
