//go:build !js

// Command savetool inspects and makes save files:
//
//	go run ./cmd/savetool check FILE...        decode, open and replay-check each file, with timings
//	go run ./cmd/savetool play [flags] OUT     play a scenario with a bot and write its save file
//	go run ./cmd/savetool store [flags] DIR    put sample saves (autosaves, slots) in a native store
//
// "play" reports the size of the save and how long encoding, decoding,
// opening and the replay check take natively (the browser test measures
// them in the browser).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"periscope/game/systems"
	"time"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/save"
	"periscope/storage"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "savetool:", err)
		os.Exit(1)
	}
}

func run(args []string, out io.Writer) error {
	if len(args) == 0 {
		return errors.New("usage: savetool check FILE... | play [flags] OUT | store [flags] DIR")
	}
	switch args[0] {
	case "check":
		return check(args[1:], out)
	case "play":
		return playCmd(args[1:], out)
	case "store":
		return storeCmd(args[1:], out)
	}
	return fmt.Errorf("unknown command %q", args[0])
}

func check(files []string, out io.Writer) error {
	theatres := systems.Installed()
	failed := 0
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		t0 := time.Now()
		f, err := save.Decode(data)
		dec := time.Since(t0)
		if err != nil {
			fmt.Fprintf(out, "%s: refused (%v): %v\n", name, save.CodeOf(err), err)
			failed++
			continue
		}
		t0 = time.Now()
		o, err := save.Open(f, theatres)
		open := time.Since(t0)
		if err != nil {
			fmt.Fprintf(out, "%s: refused (%v): %v\n", name, save.CodeOf(err), err)
			failed++
			continue
		}
		t0 = time.Now()
		cerr := save.NewCheck(o).Run()
		chk := time.Since(t0)
		verdict := "replay matches"
		if cerr != nil {
			verdict = cerr.Error()
		}
		s := o.File.Summary
		fmt.Fprintf(out, "%s: schema %d, %s %q, %s, %s\n  %s\n  %d bytes, %d decisions; decode %v, open %v, replay check %v: %s\n",
			name, f.Schema, f.Kind, f.Name, s.Title, s.Date, save.Line(s), len(data), len(f.Record.Choices),
			dec.Round(time.Microsecond), open.Round(time.Microsecond), chk.Round(time.Millisecond), verdict)
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d files refused", failed, len(files))
	}
	return nil
}

// playGame plays a scenario with a bot, up to n decisions (all if n < 0).
func playGame(scenario, botName string, seed uint64, n int) (engine.Record, *campaign.Game, error) {
	return playGameTurns(scenario, botName, seed, n, nil)
}

// playGameTurns is playGame noting in turns, when set, the number of
// decisions made at each turn's first decision (turns[t] for turn t).
func playGameTurns(scenario, botName string, seed uint64, n int, turns map[int]int) (engine.Record, *campaign.Game, error) {
	th, err := systems.Theatre("atlantic")
	if err != nil {
		return engine.Record{}, nil, err
	}
	p, err := bot.NewPlayer(botName, seed)
	if err != nil {
		return engine.Record{}, nil, err
	}
	rec := engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: scenario, Seed: seed}
	g, err := campaign.New(th, rec)
	if err != nil {
		return rec, nil, err
	}
	if _, err := g.Start(); err != nil {
		return rec, nil, err
	}
	// The bots read the prompts as they come, their words unbuilt, as
	// bot.Play does: the same war (TestLeanPromptPlaysTheSameWar) without
	// building every option's words.
	for i := 0; (n < 0 || i < n) && g.LeanPrompt() != nil; i++ {
		if _, ok := turns[g.S.Turn]; !ok && turns != nil {
			turns[g.S.Turn] = i
		}
		c := p.Choose(g, g.LeanPrompt())
		if _, err := g.Apply(c); err != nil {
			return rec, nil, err
		}
		rec.Choices = append(rec.Choices, c)
	}
	return rec, g, nil
}

func playCmd(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	scenario := fs.String("scenario", "campaign-1939", "scenario id")
	botName := fs.String("bot", "doctrine", "bot: doctrine, careless, random")
	seed := fs.Uint64("seed", 1, "seed")
	n := fs.Int("decisions", -1, "stop after this many decisions (-1: play to the end)")
	beforeEnd := fs.Int("before-end", 0, "stop this many decisions before the end (a late game still to play)")
	intoTurn := fs.Int("into-turn", 0, "stop this many decisions into the last turn that has at least that many and three more (a late game whose turn began just before: an undo of that many and one more crosses the turn)")
	name := fs.String("name", "", "slot name (empty: an autosave)")
	plain := fs.Bool("plain", false, "write the snapshot as plain JSON")
	v1 := fs.Bool("v1", false, "write the old schema-1 layout")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("play: give the output file")
	}
	t0 := time.Now()
	turns := map[int]int{}
	rec, g, err := playGameTurns(*scenario, *botName, *seed, *n, turns)
	if err != nil {
		return err
	}
	if *intoTurn > 0 {
		// The latest turn start with room after it; its decisions are
		// those up to the next turn's start (or the end).
		stop, end := -1, len(rec.Choices)
		for t := g.S.Turn; t >= 0 && stop < 0; t-- {
			if at, ok := turns[t]; ok {
				if at+*intoTurn+3 <= end && at > 0 {
					stop = at + *intoTurn
				}
				end = at
			}
		}
		if stop < 0 {
			return fmt.Errorf("play: no turn has %d decisions and three more", *intoTurn)
		}
		*beforeEnd = len(rec.Choices) - stop
		fmt.Fprintf(out, "a turn began after %d decisions: stopping %d decisions into it\n", stop-*intoTurn, *intoTurn)
	}
	if *beforeEnd > 0 && *beforeEnd < len(rec.Choices) {
		// The bots are deterministic for a seed: play again, stopping short.
		if rec, g, err = playGame(*scenario, *botName, *seed, len(rec.Choices)-*beforeEnd); err != nil {
			return err
		}
	}
	played := time.Since(t0)
	clock := time.Now().UTC().Truncate(time.Second)
	m := save.NewManager(storage.NewMemory(), systems.Installed(), "savetool", func() time.Time { return clock })
	kind := save.KindAuto
	if *name != "" {
		kind = save.KindSlot
	}
	snap, err := g.Snapshot()
	if err != nil {
		return err
	}
	f := &save.File{Schema: save.Schema, Game: "savetool", Saved: clock, Kind: kind, Name: *name,
		GameID: m.NewGameID(), Summary: save.Summarize(g, rec), Record: rec, Snapshot: snap}
	t0 = time.Now()
	var data []byte
	switch {
	case *v1:
		data, err = save.EncodeV1(f)
	case *plain:
		data, err = save.EncodePlain(f)
	default:
		data, err = save.Encode(f)
	}
	if err != nil {
		return err
	}
	enc := time.Since(t0)
	if err := os.WriteFile(fs.Arg(0), data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(out, "played %s with the %s bot (seed %d): %d decisions in %v; %s\n", *scenario, *botName, *seed,
		len(rec.Choices), played.Round(time.Millisecond), save.Line(f.Summary))
	fmt.Fprintf(out, "save: %d bytes (record %d choices, snapshot %d bytes of JSON); encoded in %v\n",
		len(data), len(rec.Choices), len(snap), enc.Round(time.Microsecond))
	return check([]string{fs.Arg(0)}, out)
}

func storeCmd(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("store", flag.ContinueOnError)
	scenario := fs.String("scenario", "happy-time-1940", "scenario id")
	seed := fs.Uint64("seed", 7, "seed")
	autos := fs.Int("autosaves", 4, "autosaves to write (one per turn)")
	slots := fs.Int("slots", 3, "named saves to write")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("store: give the store's directory (PERISCOPE_CONFIG_DIR)")
	}
	st, err := storage.NewFiles(fs.Arg(0))
	if err != nil {
		return err
	}
	clock := time.Now().Add(-48 * time.Hour)
	m := save.NewManager(st, systems.Installed(), "savetool", func() time.Time { clock = clock.Add(17 * time.Minute); return clock })
	gameID := m.NewGameID()
	names := []string{"Before the convoy", "Off Rockall", "The Happy Time", "Biscay crossing", "Wolfpack forming"}
	for i := 0; i < *slots; i++ {
		rec, g, err := playGame(*scenario, "doctrine", *seed+uint64(i), 40+60*i)
		if err != nil {
			return err
		}
		if _, err := m.Save(names[i%len(names)], m.NewGameID(), rec, g); err != nil {
			return err
		}
	}
	turn, written := -1, 0
	rec, g, err := playGame(*scenario, "doctrine", *seed, 0)
	if err != nil {
		return err
	}
	p := bot.NewDoctrine()
	for written < *autos && g.Prompt() != nil {
		c := p.Choose(g, g.Prompt())
		if _, err := g.Apply(c); err != nil {
			return err
		}
		rec.Choices = append(rec.Choices, c)
		if g.S.Turn != turn {
			turn = g.S.Turn
			if _, err := m.Autosave(gameID, rec, g); err != nil {
				return err
			}
			written++
		}
	}
	es, err := m.List()
	if err != nil {
		return err
	}
	for _, e := range es {
		fmt.Fprintf(out, "%s  %-6s %-20q %s, %s (%d bytes)\n", e.Key, e.Kind, e.Name, e.Summary.Title, e.Summary.Date, e.Size)
	}
	return nil
}
