package bot

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"periscope/game/campaign"
	"periscope/game/data"
	"periscope/game/engine"
)

// The bots read the lean prompt (engine.LeanPrompt: the options' words and
// odds built on demand), the UI and the golden test the resolved one. Both
// must make the same war: the doctrine bot choosing on a lean prompt must
// choose as on the prompt resolved when it was asked, and the lean prompt,
// resolved after the bot has read it, must equal the eager one. Session 21
// found the doctrine bot playing another war on the lean prompt (1940 U-boat
// losses 0.70 of history): SearchOddsIn, which the movement doctrine calls
// before reading the moves' odds, left the step's count of boats at sea
// (seaCounts) made with the boat moved to the area it asked about, and the
// moves' odds, built after it, read that count.
//
// The lean arm also keeps no log (engine.Log.DiscardEntries, as the bots'
// PlayRecord when asked for no log): the game must be the same without it.
//
// CI plays the first 1,500 decisions of three Atlantic seeds and two
// Pacific scenarios in lock step; LEAN_FULL=n plays n seeds of every
// scenario of both theatres to the end, with the doctrine and the careless
// bot:
//
//	LEAN_FULL=3 go test ./game/bot -run TestLeanPromptPlaysTheSameWar -v -timeout 60m
func TestLeanPromptPlaysTheSameWar(t *testing.T) {
	n := envInt(t, "LEAN_FULL", 0)
	type game struct {
		th       *data.Theatre
		scenario string
		seed     uint64
		careless bool
	}
	var games []game
	limit := 1500
	if n == 0 {
		for seed := uint64(1); seed <= 3; seed++ {
			games = append(games, game{theatre(t), "campaign-1939", seed, false})
		}
		for _, sc := range []string{"wahoo-1943", "east-wind-1932"} {
			games = append(games, game{pacificTheatre(t), sc, 2000, false})
		}
	} else {
		limit = 0
		for _, th := range []*data.Theatre{theatre(t), pacificTheatre(t)} {
			for _, sc := range ScenarioIDs(th) {
				for i := range n {
					for _, careless := range []bool{false, true} {
						games = append(games, game{th, sc, uint64(1 + i), careless})
					}
				}
			}
		}
	}
	total := 0
	for _, gm := range games {
		name := fmt.Sprintf("%s/%s seed %d careless %v", gm.th.ID, gm.scenario, gm.seed, gm.careless)
		k, err := leanLockstep(gm.th, gm.scenario, gm.seed, gm.careless, limit)
		total += k
		if err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	t.Logf("%d games, %d decisions the same on lean and resolved prompts", len(games), total)
}

// leanLockstep plays one scenario twice side by side, one bot on the lean
// prompt and one on the resolved prompt, up to limit decisions (0: to the
// end), and reports the first decision where they part.
func leanLockstep(th *data.Theatre, scenario string, seed uint64, careless bool, limit int) (int, error) {
	rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: scenario, Seed: seed}
	var gs [2]*campaign.Game
	var ds [2]*Doctrine
	for i := range gs {
		g, err := campaign.New(th, rec)
		if err != nil {
			return 0, err
		}
		if i == 0 {
			g.DiscardEntries() // as the bots' PlayRecord does
		}
		if _, err := g.Start(); err != nil {
			return 0, err
		}
		gs[i], ds[i] = g, NewDoctrine()
		ds[i].Careless = careless
	}
	lean, eager := gs[0], gs[1]
	n := 0
	for ; limit <= 0 || n < limit; n++ {
		pl, pe := lean.LeanPrompt(), eager.Prompt()
		if (pl == nil) != (pe == nil) || lean.Over() != eager.Over() {
			return n, fmt.Errorf("decision %d: one game is over, the other not", n)
		}
		if pl == nil || lean.Over() {
			break
		}
		cl, ce := ds[0].Choose(lean, pl), ds[1].Choose(eager, pe)
		// The lean prompt as it would be shown now (the JSON form builds
		// the words and odds still unbuilt, on a copy).
		jl, err := json.Marshal(pl)
		if err != nil {
			return n, err
		}
		je, err := json.Marshal(pe)
		if err != nil {
			return n, err
		}
		if !bytes.Equal(jl, je) {
			return n, fmt.Errorf("decision %d (%s, %s): the lean prompt, built after the bot read it, differs from the one built when asked:\n lean  …%s…\n eager …%s…", n, pe.Kind, pe.Sub, around(jl, je), around(je, jl))
		}
		if fmt.Sprint(cl) != fmt.Sprint(ce) {
			return n, fmt.Errorf("decision %d (%s, %s): the bot chose %v on the lean prompt, %v on the resolved one", n, pe.Kind, pe.Sub, cl, ce)
		}
		if _, err := lean.Apply(cl); err != nil {
			return n, err
		}
		if _, err := eager.Apply(ce); err != nil {
			return n, err
		}
		if lean.S.LogSeq != eager.S.LogSeq {
			return n, fmt.Errorf("decision %d (%s, %s): the log that keeps nothing numbered its entries to %d, the kept log to %d", n, pe.Kind, pe.Sub, lean.S.LogSeq, eager.S.LogSeq)
		}
	}
	return n, nil
}

// around is a's text near where it first differs from b.
func around(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return string(a[max(0, i-160):min(len(a), i+80)])
}
