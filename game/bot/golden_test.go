package bot

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"periscope/game/data"
	"periscope/game/engine"
)

// The golden campaigns pin the engine's behaviour: whole 1939–43 campaigns
// played by the doctrine and the random bot on a few seeds, each recorded as
// the number of decisions and hashes of the final state (snapshot bytes), of
// the log, of every prompt (kind, options, labels, odds) and of the choices.
// Speed work must leave them unchanged (same scenario + seed + choices ⇒
// identical state and log).
//
// They run on a frozen copy of the Atlantic data (testdata/atlantic), so
// that calibrating assets/data/atlantic does not move them. A deliberate
// change of behaviour (a rule fixed, the doctrine changed) regenerates them:
//
//	go test ./game/bot -run TestGoldenCampaigns -update
//
// and the commit says why. If the data model changes so that the frozen copy
// no longer loads, copy assets/data/atlantic to testdata/atlantic again and
// regenerate.
var update = flag.Bool("update", false, "rewrite testdata/golden.json from the games played now")

const goldenFile = "testdata/golden.json"

type goldenCampaign struct {
	Bot       string `json:"bot"`
	Seed      uint64 `json:"seed"`
	Decisions int    `json:"decisions"`
	Turn      int    `json:"turn"`
	Over      bool   `json:"over"`
	State     string `json:"state"`
	Log       string `json:"log"`
	Prompts   string `json:"prompts"`
	Choices   string `json:"choices"`
}

func (c goldenCampaign) String() string {
	return fmt.Sprintf("%s seed %d: %d decisions, turn %d (over %v), state %.12s, log %.12s, prompts %.12s, choices %.12s",
		c.Bot, c.Seed, c.Decisions, c.Turn, c.Over, c.State, c.Log, c.Prompts, c.Choices)
}

// frozenTheatre loads testdata/atlantic.
func frozenTheatre(t *testing.T) *data.Theatre {
	t.Helper()
	th, err := data.Load(os.DirFS("testdata"), "atlantic")
	if err != nil {
		t.Fatalf("the frozen Atlantic data no longer loads (copy assets/data/atlantic to game/bot/testdata/atlantic and run with -update): %v", err)
	}
	return th
}

// playGolden plays one campaign and hashes what it produced.
func playGolden(t *testing.T, th *data.Theatre, botName string, seed uint64) goldenCampaign {
	t.Helper()
	p, err := NewPlayer(botName, seed)
	if err != nil {
		t.Fatal(err)
	}
	prompts := sha256.New()
	enc := json.NewEncoder(prompts)
	hashing := promptHasher{p: p, enc: enc}
	c, err := PlayScenario(th, "campaign-1939", seed, &hashing, true, nil)
	if err != nil {
		t.Fatalf("%s seed %d: %v", botName, seed, err)
	}
	if hashing.err != nil {
		t.Fatal(hashing.err)
	}
	snap, err := c.Game.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	return goldenCampaign{
		Bot:       botName,
		Seed:      seed,
		Decisions: c.Decisions,
		Turn:      c.Game.S.Turn,
		Over:      c.Game.Over(),
		State:     hashBytes(snap),
		Log:       hashJSON(t, englishLog(c.Log)),
		Prompts:   hex.EncodeToString(prompts.Sum(nil)),
		Choices:   hashJSON(t, c.Record.Choices),
	}
}

// promptHasher feeds every prompt the bot sees into a hash, then lets the
// bot answer.
type promptHasher struct {
	p   engine.Player
	enc *json.Encoder
	err error
}

func (h *promptHasher) Choose(g engine.Game, p *engine.Prompt) engine.Choice {
	if err := h.enc.Encode(englishPrompt(p)); err != nil && h.err == nil {
		h.err = err
	}
	return h.p.Choose(g, p)
}

// englishLog and englishPrompt leave out the messages for the catalogue
// (Entry.Msg, Prompt.Msg, Option.LabelMsg/DetailMsg): the hashes pin the
// rules' behaviour and their English text, which the messages sit beside
// and must not change (the i18n package's tests check the messages against
// that English).
func englishLog(log []engine.Entry) []engine.Entry {
	out := make([]engine.Entry, len(log))
	for i, e := range log {
		e.Msg = nil
		out[i] = e
	}
	return out
}

func englishPrompt(p *engine.Prompt) *engine.Prompt {
	q := *p
	q.ResolveWords() // the question's words the rules build on demand
	q.Msg = nil
	q.Options = make([]engine.Option, len(p.Options))
	for i, o := range p.Options {
		o.Resolve() // the words and odds the rules build on demand
		o.LabelMsg, o.DetailMsg = nil, nil
		q.Options[i] = o
	}
	return &q
}

func hashBytes(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

func hashJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return hashBytes(b)
}

func TestGoldenCampaigns(t *testing.T) {
	if testing.Short() {
		t.Skip("whole campaigns in -short mode")
	}
	th := frozenTheatre(t)
	var got []goldenCampaign
	for _, botName := range []string{"doctrine", "random"} {
		for seed := uint64(1); seed <= 3; seed++ {
			got = append(got, playGolden(t, th, botName, seed))
		}
	}
	if *update {
		b, err := json.MarshalIndent(got, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(goldenFile, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s", filepath.Base(goldenFile))
		return
	}
	b, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatalf("%v (record it with -update)", err)
	}
	var want []goldenCampaign
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	if len(want) != len(got) {
		t.Fatalf("%s holds %d campaigns, the test plays %d (regenerate with -update)", goldenFile, len(want), len(got))
	}
	var diffs []string
	for i := range got {
		if got[i] != want[i] {
			diffs = append(diffs, fmt.Sprintf("got  %v\nwant %v", got[i], want[i]))
		}
	}
	if len(diffs) > 0 {
		t.Fatalf("the engine plays differently from %s (behaviour changed; if deliberate, regenerate with -update and say why in the commit):\n%s",
			goldenFile, strings.Join(diffs, "\n"))
	}
}

// TestGoldenCampaignsWithoutLog plays the golden campaigns as the bots and
// soak runs do, with a log that keeps nothing (engine.Log.DiscardEntries):
// the steps then skip building their words (issue 16), and the game must
// still be the golden one — the same decisions, final state and choices.
// (TestLeanPromptPlaysTheSameWar checks the first 1,500 decisions in lock
// step; this checks whole campaigns against the recorded hashes.)
func TestGoldenCampaignsWithoutLog(t *testing.T) {
	if testing.Short() {
		t.Skip("whole campaigns in -short mode")
	}
	b, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	var want []goldenCampaign
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	th := frozenTheatre(t)
	for _, w := range want {
		p, err := NewPlayer(w.Bot, w.Seed)
		if err != nil {
			t.Fatal(err)
		}
		c, err := PlayScenario(th, "campaign-1939", w.Seed, p, false, nil)
		if err != nil {
			t.Fatalf("%s seed %d: %v", w.Bot, w.Seed, err)
		}
		snap, err := c.Game.Snapshot()
		if err != nil {
			t.Fatal(err)
		}
		got := w
		got.Decisions, got.Turn, got.Over = c.Decisions, c.Game.S.Turn, c.Game.Over()
		got.State, got.Choices = hashBytes(snap), hashJSON(t, c.Record.Choices)
		if got != w {
			t.Errorf("without a log the game differs:\ngot  %v\nwant %v", got, w)
		}
	}
}
