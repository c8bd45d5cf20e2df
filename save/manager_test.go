package save

import (
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strings"
	"testing"

	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/storage"
)

// dump is every key and value of a store, to compare before and after.
func dump(tb testing.TB, s storage.Store) map[string]string {
	tb.Helper()
	keys, err := s.List("")
	if err != nil {
		tb.Fatal(err)
	}
	out := map[string]string{}
	for _, k := range keys {
		v, err := s.Load(k)
		if err != nil {
			tb.Fatal(err)
		}
		out[k] = string(v)
	}
	return out
}

func saveKeys(d map[string]string) []string {
	var ks []string
	for k := range d {
		if strings.HasPrefix(k, KeyPrefix) {
			ks = append(ks, k)
		}
	}
	sort.Strings(ks)
	return ks
}

func TestSlotsAndList(t *testing.T) {
	store := storage.NewMemory()
	m := newManager(store)
	rec, g := play(t, "atlantic", "happy-time-1940", 2, 80)
	a, err := m.Save("Before the convoy", "g1", rec, g)
	if err != nil {
		t.Fatal(err)
	}
	rec2, g2 := play(t, "atlantic", "happy-time-1940", 2, 120)
	b, err := m.Save("Convoy HX 79", "g1", rec2, g2)
	if err != nil {
		t.Fatal(err)
	}
	es, err := m.List()
	if err != nil || len(es) != 2 || es[0].Key != b.Key || es[1].Key != a.Key {
		t.Fatalf("list = %+v, %v", es, err)
	}
	if es[0].Summary.Decisions != 120 || es[0].Summary.Title == "" || es[0].Summary.Date == "" || es[0].Size == 0 || es[0].Game != "v-test" {
		t.Fatalf("entry %+v", es[0])
	}
	// Saving again under a name replaces that slot (and only it).
	c, err := m.Save("before the CONVOY", "g1", rec2, g2)
	if err != nil {
		t.Fatal(err)
	}
	es, _ = m.List()
	if len(es) != 2 || es[0].Key != c.Key || es[1].Key != b.Key {
		t.Fatalf("after overwrite: %+v", es)
	}
	if _, err := store.Load(a.Key); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("the replaced save's key is still there: %v", err)
	}
	o, err := m.Load(c.Key)
	if err != nil || o.File.Summary.Decisions != 120 || o.File.Name != "before the CONVOY" {
		t.Fatalf("load: %+v, %v", o, err)
	}
	if err := m.Delete(b.Key); err != nil {
		t.Fatal(err)
	}
	es, _ = m.List()
	if len(es) != 1 || es[0].Key != c.Key || len(saveKeys(dump(t, store))) != 1 {
		t.Fatalf("after delete: %+v", es)
	}
	if latest, ok := m.Latest(); !ok || latest.Key != c.Key {
		t.Fatalf("latest %+v", latest)
	}
	if _, err := m.Save("  ", "g1", rec, g); err == nil {
		t.Fatal("saved without a name")
	}
}

// Autosaves: one per decision, replacing itself within a turn; a new turn
// keeps the last one; at most Keep per game; other games untouched.
func TestAutosaveRotation(t *testing.T) {
	store := storage.NewMemory()
	m := newManager(store)
	m.Keep = 3
	th := theatre(t, "atlantic")
	rec := engine.Record{System: campaign.SystemID, Theatre: "atlantic", Scenario: "happy-time-1940", Seed: 4}
	s, err := engine.NewSession(campaign.System{T: th}, rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Save("Other game's slot", "g-other", s.Record(), s.Game()); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Autosave("g-other", s.Record(), s.Game()); err != nil {
		t.Fatal(err)
	}
	p := newDoctrine()
	turns := map[int]bool{}
	for i := 0; i < 400 && len(turns) < 6; i++ {
		g := s.Game().(*campaign.Game)
		if _, err := s.Apply(p.Choose(g, g.Prompt())); err != nil {
			t.Fatal(err)
		}
		if _, err := m.Autosave("g1", s.Record(), s.Game()); err != nil {
			t.Fatal(err)
		}
		turns[g.S.Turn] = true
		var mine []Entry
		es, _ := m.List()
		for _, e := range es {
			if e.GameID == "g1" {
				mine = append(mine, e)
			}
		}
		if len(mine) > 3 {
			t.Fatalf("%d autosaves kept", len(mine))
		}
		if mine[0].Summary.Decisions != s.Decisions() || mine[0].Summary.Turn != g.S.Turn {
			t.Fatalf("newest autosave at %d decisions, turn %d", mine[0].Summary.Decisions, mine[0].Summary.Turn)
		}
		for j := 1; j < len(mine); j++ {
			if mine[j].Summary.Turn >= mine[j-1].Summary.Turn {
				t.Fatalf("two autosaves of turn %d", mine[j].Summary.Turn)
			}
		}
	}
	if len(turns) < 4 {
		t.Fatalf("only %d turns played", len(turns))
	}
	es, _ := m.List()
	other := 0
	for _, e := range es {
		if e.GameID == "g-other" {
			other++
		}
	}
	if len(es) != 5 || other != 2 || len(saveKeys(dump(t, store))) != 5 {
		t.Fatalf("%d saves (%d of the other game), %d keys", len(es), other, len(saveKeys(dump(t, store))))
	}
	n, freed, err := m.DeleteOldAutosaves("g1")
	if err != nil || n != 3 || freed == 0 {
		t.Fatalf("DeleteOldAutosaves = %d, %d, %v", n, freed, err)
	}
	es, _ = m.List()
	if len(es) != 2 || es[0].Kind != KindAuto || es[0].GameID != "g1" {
		t.Fatalf("after freeing: %+v", es)
	}
}

// The store fails at each step of a save in turn: the previous save stays
// loadable, byte for byte, and listed; nothing half-written is listed as
// if it were good.
func TestInterruptedWrites(t *testing.T) {
	rec1, g1 := play(t, "atlantic", "happy-time-1940", 8, 60)
	rec2, g2 := play(t, "atlantic", "happy-time-1940", 8, 90)
	for _, kind := range []string{KindSlot, KindAuto} {
		for failAt := 0; ; failAt++ {
			mem := storage.NewMemory()
			f := &storage.Faulty{Store: mem}
			m := newManager(f)
			var first Entry
			var err error
			if kind == KindSlot {
				first, err = m.Save("Slot", "g1", rec1, g1)
			} else {
				first, err = m.Autosave("g1", rec1, g1)
			}
			if err != nil {
				t.Fatal(err)
			}
			before := dump(t, mem)
			start := len(f.Ops())
			f.Fail = func(op storage.Op) error {
				if op.N == start+failAt {
					return fmt.Errorf("injected failure at %s %s", op.Kind, op.Key)
				}
				return nil
			}
			if kind == KindSlot {
				_, err = m.Save("Slot", "g1", rec2, g2)
			} else {
				_, err = m.Autosave("g1", rec2, g2)
			}
			f.Fail = nil
			ops := f.Ops()[start:]
			if failAt >= len(ops) {
				if err != nil {
					t.Fatalf("%s: no failure injected, yet: %v", kind, err)
				}
				t.Logf("%s: a save is %d store operations; each failed in turn", kind, len(ops))
				if failAt < 4 {
					t.Fatalf("only %d operations in a save", len(ops))
				}
				break
			}
			es, lerr := m.List()
			if lerr != nil {
				t.Fatal(lerr)
			}
			if err != nil {
				// Refused: the first save is exactly as it was.
				var we *WriteError
				if !errors.As(err, &we) || !strings.Contains(err.Error(), "unchanged") {
					t.Fatalf("%s, failure at op %d (%v): error %v", kind, failAt, ops[failAt], err)
				}
				v, lerr := mem.Load(first.Key)
				if lerr != nil || string(v) != before[first.Key] {
					t.Fatalf("%s, failure at op %d (%v): the first save changed (%v)", kind, failAt, ops[failAt], lerr)
				}
				found := false
				for _, e := range es {
					found = found || e.Key == first.Key
				}
				if !found {
					t.Fatalf("%s, failure at op %d (%v): the first save is not listed: %+v", kind, failAt, ops[failAt], es)
				}
			} else {
				// The failure hit after the new save was in place (deleting
				// the old key): the old one comes back as recovered, never lost.
				if es[0].Summary.Decisions != 90 {
					t.Fatalf("%s, failure at op %d: newest is %+v", kind, failAt, es[0])
				}
			}
			// Whatever is listed loads.
			for _, e := range es {
				if _, err := m.Load(e.Key); err != nil {
					t.Fatalf("%s, failure at op %d (%v): listed save %s does not load: %v", kind, failAt, ops[failAt], e.Key, err)
				}
			}
		}
	}
}

// A store that returns other bytes than it was given is caught by the read
// back; the previous save stays.
func TestReadBackMismatch(t *testing.T) {
	mem := storage.NewMemory()
	f := &storage.Faulty{Store: mem}
	m := newManager(f)
	rec, g := play(t, "atlantic", "happy-time-1940", 8, 60)
	first, err := m.Save("Slot", "g1", rec, g)
	if err != nil {
		t.Fatal(err)
	}
	before := dump(t, mem)
	f.Corrupt = func(op storage.Op, b []byte) []byte {
		if op.Key != first.Key && strings.HasPrefix(op.Key, KeyPrefix) {
			return b[:len(b)-1]
		}
		return b
	}
	_, err = m.Save("Slot", "g1", rec, g)
	var we *WriteError
	if !errors.As(err, &we) || we.Step != "verify" {
		t.Fatalf("err = %v", err)
	}
	f.Corrupt = nil
	if after := dump(t, mem); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Fatalf("store changed: %v", saveKeys(after))
	}
}

// A full store refuses the save with a QuotaError that says what the saves
// use, and keeps the last good save; freeing autosaves makes room.
func TestQuota(t *testing.T) {
	mem := storage.NewMemory()
	m := newManager(mem)
	rec, g := play(t, "atlantic", "happy-time-1940", 8, 60)
	var last Entry
	for i := 0; i < 3; i++ {
		var err error
		if last, err = m.Autosave(fmt.Sprint("g", i), rec, g); err != nil {
			t.Fatal(err)
		}
	}
	used, _ := storage.UsageOf(mem, "")
	mem.Limit = int(used.Bytes) + last.Size/2 // not room for another copy
	before := dump(t, mem)
	_, err := m.Autosave("g2", rec, g)
	var q *QuotaError
	if !errors.As(err, &q) || !errors.Is(err, storage.ErrQuota) {
		t.Fatalf("err = %v", err)
	}
	if q.Need != last.Size || q.Autosaves.Keys != 3 || q.Total.Bytes == 0 || !strings.Contains(q.Error(), "previous save is safe") {
		t.Fatalf("quota error %+v: %v", q, q)
	}
	if fmt.Sprint(dump(t, mem)) != fmt.Sprint(before) {
		t.Fatal("a refused save changed the store")
	}
	if _, err := m.Load(last.Key); err != nil {
		t.Fatal(err)
	}
	if n, _, err := m.DeleteOldAutosaves("g2"); err != nil || n != 2 {
		t.Fatalf("freed %d: %v", n, err)
	}
	if _, err := m.Autosave("g2", rec, g); err != nil {
		t.Fatalf("after freeing space: %v", err)
	}
}

// A lost or damaged index is rebuilt from the saves; a key the index does
// not name (an interrupted write) is recovered, and a damaged save is
// listed with its problem, not hidden.
func TestIndexRecovery(t *testing.T) {
	mem := storage.NewMemory()
	m := newManager(mem)
	rec, g := play(t, "atlantic", "happy-time-1940", 8, 60)
	a, _ := m.Save("A", "g1", rec, g)
	b, _ := m.Autosave("g1", rec, g)
	for name, spoil := range map[string]func(){
		"deleted": func() { mem.Delete(IndexKey) },
		"garbage": func() { mem.Save(IndexKey, []byte("{{{")) },
		"future":  func() { mem.Save(IndexKey, []byte(`{"schema":9,"saves":[]}`)) },
	} {
		spoil()
		es, err := m.List()
		if err != nil || len(es) != 2 || es[0].Key != b.Key || es[1].Key != a.Key || es[0].Kind != KindAuto || es[1].Name != "A" || es[0].Recovered {
			t.Fatalf("%s index: %+v, %v", name, es, err)
		}
	}
	// A stray save (index written, then the old key's delete failed).
	data, _ := mem.Load(a.Key)
	mem.Save(KeyPrefix+"9999999999999-001", data)
	mem.Save(KeyPrefix+"9999999999999-002", []byte(`{"format":"periscope-save","schema":2,`))
	es, _ := m.List()
	if len(es) != 4 {
		t.Fatalf("%+v", es)
	}
	var rec1, dmg *Entry
	for i := range es {
		switch es[i].Key {
		case KeyPrefix + "9999999999999-001":
			rec1 = &es[i]
		case KeyPrefix + "9999999999999-002":
			dmg = &es[i]
		}
	}
	if rec1 == nil || !rec1.Recovered || rec1.Name != "A" || rec1.Problem != "" {
		t.Fatalf("recovered: %+v", rec1)
	}
	if dmg == nil || CodeOf(errors.New(dmg.Problem)) != 0 || !strings.Contains(dmg.Problem, "cut short") || dmg.Title() != "Damaged save" {
		t.Fatalf("damaged: %+v", dmg)
	}
	if _, err := m.Load(dmg.Key); CodeOf(err) != CodeTruncated {
		t.Fatalf("loading the damaged save: %v", err)
	}
	if name, data, err := m.Export(dmg.Key); err != nil || len(data) == 0 || name != "periscope-save.json" {
		t.Fatalf("export damaged: %q %v", name, err)
	}
	if latest, _ := m.Latest(); latest.Problem != "" {
		t.Fatalf("latest is damaged: %+v", latest)
	}
}

// Export gives the stored bytes; importing them makes a new save and never
// replaces one; a bad import changes nothing.
func TestExportImport(t *testing.T) {
	mem := storage.NewMemory()
	m := newManager(mem)
	rec, g := play(t, "atlantic", "happy-time-1940", 8, 60)
	a, _ := m.Save("Convoy", "g1", rec, g)
	name, data, err := m.Export(a.Key)
	stored, _ := mem.Load(a.Key)
	if err != nil || !bytes.Equal(data, stored) || !strings.HasPrefix(name, "periscope-happy-time-1940-") || !strings.HasSuffix(name, "-convoy.json") {
		t.Fatalf("export %q: %v", name, err)
	}
	e, o, err := m.Import(name, data)
	if err != nil {
		t.Fatal(err)
	}
	if e.Name != "Convoy (2)" || e.Kind != KindSlot || e.Key == a.Key || o.File.Summary.Decisions != 60 {
		t.Fatalf("imported %+v", e)
	}
	if v, _ := mem.Load(a.Key); !bytes.Equal(v, stored) {
		t.Fatal("the import changed the existing save")
	}
	// An old-format file is stored migrated.
	rec2, g2 := play(t, "atlantic", "happy-time-1940", 9, 30)
	f := fileFor(t, rec2, g2)
	f.Name = ""
	v1, _ := EncodeV1(f)
	e2, _, err := m.Import("my old game.json", v1)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := mem.Load(e2.Key)
	d, err := Decode(v)
	if err != nil || d.Schema != Schema || e2.Name != "Imported my old game" || d.GameID == "" {
		t.Fatalf("stored import: %+v %+v, %v", e2, d, err)
	}
	// Bad files change nothing.
	before := dump(t, mem)
	for _, bad := range [][]byte{data[:len(data)-10], []byte("not json"), nil, bytes.Replace(data, []byte(`"schema":3`), []byte(`"schema":7`), 1)} {
		if _, _, err := m.Import("bad.json", bad); err == nil || CodeOf(err) == 0 {
			t.Fatalf("bad import accepted or unexplained: %v", err)
		}
	}
	if fmt.Sprint(dump(t, mem)) != fmt.Sprint(before) {
		t.Fatal("a refused import changed the store")
	}
}

// A first visit (no index, no saves) writes no index when the saves are
// listed (issue 16: the title lists them before the first frame); a
// damaged index with no saves is still rewritten, and the first save
// writes one.
func TestListOnAnEmptyStoreWritesNoIndex(t *testing.T) {
	mem := storage.NewMemory()
	m := newManager(mem)
	if es, err := m.List(); err != nil || len(es) != 0 {
		t.Fatalf("an empty store lists %+v, %v", es, err)
	}
	if _, err := mem.Load(IndexKey); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("listing an empty store wrote an index (%v)", err)
	}
	mem.Save(IndexKey, []byte("{{{"))
	if es, err := m.List(); err != nil || len(es) != 0 {
		t.Fatalf("a damaged index lists %+v, %v", es, err)
	}
	if data, _ := mem.Load(IndexKey); string(data) == "{{{" {
		t.Fatal("a damaged index was not rewritten")
	}
	mem.Delete(IndexKey)
	rec, g := play(t, "atlantic", "happy-time-1940", 8, 60)
	if _, err := m.Save("A", "g1", rec, g); err != nil {
		t.Fatal(err)
	}
	if _, err := mem.Load(IndexKey); err != nil {
		t.Fatalf("a save wrote no index: %v", err)
	}
}
