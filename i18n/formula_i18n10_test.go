package i18n

import (
	"testing"

	"periscope/game/engine"
)

// A counterattack's explanation names the escorts of its revealed ASW in
// Italian where the data's name has its Italian (issue 12: an Italian log
// read "ASW rivelata 1 (Destroyer (A–I class) 1)"); a ship's own name
// stays as it is.
func Test14_2_CounterattackFormulaNamesEscortsInItalian(t *testing.T) {
	for _, c := range []struct{ en, it string }{
		{"counterattack: Allied: revealed ASW 1 (Destroyer (A–I class) 1) + 1 red boxes + 1 general ASW = 3; U-47: Defense 3 = 3; difference 0 → row 0",
			"counterattack: Alleati: ASW rivelata 1 (Cacciatorpediniere (classe A–I) 1) + 1 caselle rosse + 1 ASW generale = 3; U-47: Difesa 3 = 3; differenza 0 → riga 0"},
		{"counterattack: Allied: revealed ASW 2½ → 3 (Destroyer (A–I class, radar) 2, Corvette (Flower class) ½, HMS Rochester 0) + 0 red boxes + 0 general ASW = 3; U-5: Defense 2 = 2; difference 1 → row 1",
			"counterattack: Alleati: ASW rivelata 2½ → 3 (Cacciatorpediniere (classe A–I, radar) 2, Corvetta (classe Flower) ½, HMS Rochester 0) + 0 caselle rosse + 0 ASW generale = 3; U-5: Difesa 2 = 2; differenza 1 → riga 1"},
		{"counterattack: Allied: revealed ASW 0 + 2 red boxes + 0 general ASW = 2; U-5: Defense 2 = 2; difference 0 → row 0 (no counterattack after a third round [14.41])",
			"counterattack: Alleati: ASW rivelata 0 + 2 caselle rosse + 0 ASW generale = 2; U-5: Difesa 2 = 2; differenza 0 → riga 0 (nessun contrattacco dopo un terzo round [14.41])"},
		{"Defense 3 −2 in port + ASW 1½ (Corvette (Flower class) 1, Sloop (Grimsby class) ½) [own ASW ignored, 14.15B] +0 TDC = 5 (below the table: read on row 0 [14.2])",
			"Difesa 3 −2 in porto + ASW 1½ (Corvetta (classe Flower) 1, Sloop (classe Grimsby) ½) [ASW propria ignorata, 14.15B] +0 TDC = 5 (sotto la tabella: si legge sulla riga 0 [14.2])"},
		{"Defense 2 + ASW 2 (Contre-torpilleur (Guépard class) 1, Destroyer (Grom class) 1) +0 TDC = 4",
			"Difesa 2 + ASW 2 (Contre-torpilleur (classe Guépard) 1, Cacciatorpediniere (classe Grom) 1) +0 TDC = 4"},
	} {
		m := engine.M(FormulaID, engine.Text("s", c.en))
		if got := EN.Msg(m, nil); got != c.en {
			t.Errorf("English %q, want %q", got, c.en)
		}
		if got := IT.Msg(m, nil); got != c.it {
			t.Errorf("Italian\n got %q\nwant %q", got, c.it)
		}
	}
}
