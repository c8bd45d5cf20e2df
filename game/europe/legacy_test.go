package europe_test

import (
	"strings"
	"testing"
	"time"

	"periscope/game/engine"
	"periscope/game/systems"
	"periscope/i18n"
	"periscope/save"
	"periscope/storage"
)

// A save made before the move menu listed loaded and empty transports
// apart (commit 1f318c2) recorded 'transport' for either: this one moved
// the loaded transport from a zone holding an empty one too, and its
// record names the old menu's one line. The new code cannot tell which
// transport moved, so the replay check refuses the file, naming the
// reason; the same save with the record the new menu writes passes.
func TestSaveFromBeforeTheSplitTransportMenu(t *testing.T) {
	reg := systems.Installed()
	sys, sess := openFourPlayer(t, reg, 4)
	seated := sys.(engine.Seated)
	// the decisions that moved a loaded transport from beside an empty
	// one, and the old menu's index of the 'transport' line there
	type pick struct{ at, old int }
	var picks []pick
	bots := map[engine.Seat]engine.Player{}
	for n := 0; sess.Game().Prompt() != nil && n < 1500; n++ {
		if len(picks) > 0 && len(sess.Record().Choices) >= picks[len(picks)-1].at+4 {
			if len(picks) == 1 {
				break
			}
		}
		p := sess.Game().Prompt()
		if bots[p.Seat] == nil {
			bots[p.Seat] = seated.Bot(p.Seat, "") // one a seat: it keeps its plan
		}
		c := bots[p.Seat].Choose(sess.Game(), p)
		if p.Kind == "move-units" && p.Options[c.Option].Key == "unit:transport/loaded" {
			for i, o := range p.Options {
				if o.Key == "unit:transport" {
					picks = append(picks, pick{len(sess.Record().Choices), i})
				}
			}
		}
		if _, err := sess.Apply(c); err != nil {
			t.Fatal(err)
		}
	}
	if len(picks) == 0 {
		t.Fatal("no loaded transport moved from beside an empty one in the game")
	}
	clock := time.Date(2026, 11, 26, 18, 0, 0, 0, time.UTC)
	now := func() time.Time { clock = clock.Add(time.Minute); return clock }
	home := save.NewManager(storage.NewMemory(), reg, "test", now)
	// the save as this version writes it, a few decisions after the
	// transport moved, and the same save with the old menu's record
	check := func(r engine.Record, g engine.Game) error {
		name, data, err := home.ExportGame("old", "g1", r, g)
		if err != nil {
			t.Fatal(err)
		}
		_, opened, err := save.NewManager(storage.NewMemory(), reg, "test", now).Import(name, data)
		if err != nil {
			return err
		}
		return save.NewCheck(opened).Run()
	}
	// (the game stopped four decisions after the transport moved)
	g := sess.Game()
	for _, pk := range picks {
		r := sess.Record()
		r.Choices = append([]engine.Choice(nil), r.Choices...)
		if err := check(r, g); err != nil {
			t.Fatalf("the save as this version writes it fails its check: %v", err)
		}
		r.Choices[pk.at] = engine.Pick(pk.old) // the old menu's 'transport' line
		err := check(r, g)
		if err == nil {
			continue // this one's transports were alike
		}
		if !strings.Contains(err.Error(), "loaded and an empty one") || !strings.Contains(err.Error(), "cannot replay such a save") {
			t.Errorf("the refusal does not name the reason: %v", err)
		}
		t.Logf("refused: %v", err)
		// The same refusal in Italian, every word of it (issue 12).
		it := save.ExplainCheck(err, i18n.IT)
		if !strings.Contains(it, "non può rigiocare il salvataggio") || strings.Contains(it, "cannot") || strings.Contains(it, "transport ") {
			t.Errorf("the refusal in Italian: %q", it)
		}
		if en := save.ExplainCheck(err, i18n.EN); en != err.Error() {
			t.Errorf("the refusal in English: %q, want %q", en, err.Error())
		}
		// The catalogue's English of the reason is the rules' own.
		if i := strings.Index(err.Error(), "at decision "); i < 0 || !strings.HasPrefix(err.Error()[i:], i18n.EN.CompareReason(err.Error()[i:])) {
			t.Errorf("the catalogue's English of the reason differs from the rules' (%q)", i18n.EN.CompareReason(err.Error()[i:]))
		}
		t.Logf("in Italian: %s", it)
		return
	}
	t.Fatalf("%d saves from before the split transport menu pass the replay check", len(picks))
}
