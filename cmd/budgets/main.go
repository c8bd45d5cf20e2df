// Command budgets measures what a player waits for in a long game, through
// the UI's game session (render/play) exactly as the game drives it: a
// doctrine campaign played decision by decision, each decision timed with
// the session's state handling (the phase states it keeps for the map) and
// the autosave (save.Manager.AutosaveAt, as the game's saver calls it, into
// an in-memory store). Then undo at the end of that game, each undo timed
// with its autosave. It prints one line per figure beside its budget.
//
// It is meant for WebAssembly under Node (scripts/budgets.sh runs it so):
//
//	GOOS=js GOARCH=wasm go run -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./cmd/budgets
//
// and runs natively too (go run ./cmd/budgets). Flags: -scenario, -seed,
// -at (the decisions where a window of -window timed decisions starts),
// -passes (each window's decisions timed again after an undo to its start:
// the least wall time of the passes is what a decision waits for when no
// other process takes the machine; the collections in the window are
// reported apart, with their share of its processor time), -undos (timed
// undos of each kind).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"reflect"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"time"

	"periscope/game/bot"
	"periscope/game/campaign"
	"periscope/game/engine"
	"periscope/game/systems"
	"periscope/internal/proccpu"
	"periscope/render/play"
	"periscope/save"
	"periscope/storage"
	"periscope/wasm"
)

// saver autosaves as the game's GameSaver does (render/scenes), without
// the scenes.
type saver struct {
	m    *save.Manager
	took *time.Duration // the last autosave's time
}

func (s saver) Autosave(ps *play.Core) error {
	t := time.Now()
	at, snap := ps.Checkpoint()
	_, err := s.m.AutosaveAt("gbudget", ps.RecordView(), ps.Game(), at, snap)
	*s.took = time.Since(t)
	return err
}

// slowDecision is one timed decision, for -slowest.
type slowDecision struct {
	at              int
	kind            string
	took, cpu, save time.Duration
	alloc           uint64
}

// allocated is the bytes allocated so far (without stopping the world, as
// runtime.ReadMemStats would).
func allocated() uint64 {
	m := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}}
	metrics.Read(m)
	return m[0].Value.Uint64()
}

func (saver) LatestAutosave() (*play.Saved, error) { return nil, nil }

// gcCycles is the number of collections completed so far.
func gcCycles() uint64 {
	m := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(m)
	return m[0].Value.Uint64()
}

// gcStats is the collections completed so far and the processor time
// the runtime counts as theirs: the marking its workers and the
// allocating code's assists did and the pauses, not the marking it did
// while the program had nothing to run (in WebAssembly, where the game
// has one thread, all of it is the game's time).
type gcStats struct {
	cycles uint64
	cpu    time.Duration
}

func readGC() gcStats {
	m := []metrics.Sample{{Name: "/gc/cycles/total:gc-cycles"}, {Name: "/cpu/classes/gc/total:cpu-seconds"}, {Name: "/cpu/classes/gc/mark/idle:cpu-seconds"}}
	metrics.Read(m)
	return gcStats{m[0].Value.Uint64(), time.Duration((m[1].Value.Float64() - m[2].Value.Float64()) * 1e9)}
}

func main() {
	scenario := flag.String("scenario", "campaign-1939", "scenario to play")
	seed := flag.Uint64("seed", 1, "seed")
	atFlag := flag.String("at", "0,20000,40000", "decisions at which a timed window starts")
	window := flag.Int("window", 300, "timed decisions per window")
	undos := flag.Int("undos", 5, "timed undos of each kind at the end")
	slowest := flag.Int("slowest", 0, "list this many of each window's slowest decisions by processor time (the decision, its prompt's kind, the autosave's share)")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the timed decisions to this file (natively)")
	heapprofile := flag.String("heapprofile", "", "write a profile of the live heap after the last window to this file (natively: go tool pprof -sample_index=inuse_space)")
	warmup := flag.Int("warmup", 3000, "decisions of another game (seed+1) played first, untimed, so that the first window does not time the runtime compiling the code (under Node, processor time counts V8's compiler threads)")
	memprofile := flag.String("memprofile", "", "write a profile of what the timed decisions allocate to this file, and one of all before them to its .base (natively: go tool pprof -diff_base)")
	autosaved := flag.Int("autosaved", 2500, "decisions before each window played with the autosave, untimed, as a game played in the UI autosaves all along: the rotation's autosaves of the turns before the window's are what a loaded game's undo to before its snapshot restores (save/points.go)")
	warmviews := flag.Int("warmviews", 1000, "decisions before each window played with the animation states, untimed (the phase views' arrays the game keeps for reuse, as in a game played in the UI)")
	passes := flag.Int("passes", 3, "times each window's decisions are timed: the first pass as the bot plays them, then again after an undo to the window's start, the same choices; the wall time of a decision is reported as it came in the first pass and as the least of the passes (on a shared machine another process's turn only ever adds to it)")
	undohows := flag.String("undohows", "", "only these ways the loaded game stands (comma-separated, as the rows name them: \"check not begun,checkpoints+copies\"); all when empty")
	undoallocs := flag.String("undoallocs", "", "write what each timed undo after loading allocates to this file's .load.N, and all before it to .load.N.base (natively: go tool pprof -sample_index=alloc_space -diff_base)")
	memrate := flag.Int("memrate", 0, "with -memprofile: sample an allocation every this many bytes (runtime.MemProfileRate; 0: Go's default, 512 KB, too coarse to tell one decision's allocations apart)")
	flag.Parse()
	if *memrate > 0 {
		runtime.MemProfileRate = *memrate
	}
	wasm.TuneGC() // as the game does (main.go)
	log.SetFlags(0)
	log.SetPrefix("budgets: ")

	var at []int
	for _, f := range strings.Split(*atFlag, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			log.Fatalf("-at: %v", err)
		}
		at = append(at, n)
	}
	th, err := play.LoadTheatre("atlantic")
	if err != nil {
		log.Fatal(err)
	}
	m := save.NewManager(storage.NewMemory(), systems.Installed(), "budgets", time.Now)
	m.Logf = func(string, ...any) {}
	sv := saver{m, new(time.Duration)}
	s, err := play.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: *scenario, Seed: *seed}, nil)
	if err != nil {
		log.Fatal(err)
	}
	doctrine := bot.NewDoctrine()
	fmt.Printf("platform %s/%s, %s, seed %d\n", runtime.GOOS, runtime.GOARCH, *scenario, *seed)
	if *warmup > 0 {
		wd := bot.NewDoctrine()
		w, err := play.New(th, engine.Record{System: campaign.SystemID, Theatre: th.ID, Scenario: *scenario, Seed: *seed + 1}, nil)
		if err != nil {
			log.Fatal(err)
		}
		for w.Decisions() < *warmup && w.Live() != nil {
			if err := w.Apply(wd.Choose(w.Game(), w.Live())); err != nil {
				log.Fatal(err)
			}
		}
		fmt.Printf("(warmed up on %d decisions of seed %d, untimed)\n", w.Decisions(), *seed+1)
		runtime.GC()
	}

	t0 := time.Now()
	for _, start := range at {
		// Fast-forward to the window: the same session, without the
		// autosave but in its last -autosaved decisions (the game's
		// earlier autosaves, which a loaded game's undo restores), and
		// without the animation states but in its last -warmviews
		// decisions. A game played in the UI keeps the views'
		// boats' arrays it hands back for the next views (the turn ends'
		// phases make the most); without them the window's first turn
		// end paid for them all, which only the first turn end of a
		// session does.
		s.Saver = nil
		for s.Decisions() < start && s.Live() != nil {
			s.Animate = s.Decisions() >= start-*warmviews
			if s.Decisions() >= start-*autosaved {
				s.Saver = sv
			}
			if err := s.Apply(doctrine.Choose(s.Game(), s.Live())); err != nil {
				log.Fatal(err)
			}
			s.RevealAll()
		}
		s.Saver = nil
		if s.Live() == nil {
			fmt.Printf("decision latency at %-6d not measured (the game ended after %d decisions)\n", start, s.Decisions())
			continue
		}
		s.Animate, s.Saver = true, sv
		// The game autosaved all along; this harness did not while it
		// fast-forwarded, but for its last decisions (and -autosaved 0
		// not at all). One autosave, untimed, writes the base the
		// window's autosaves extend (else the window's first decision
		// would pay for a whole new save, which no decision of a game
		// played in the UI does).
		if err := sv.Autosave(s.Core); err != nil {
			log.Fatal(err)
		}
		if *cpuprofile != "" {
			f, err := os.Create(fmt.Sprintf("%s.%d", *cpuprofile, start))
			if err != nil {
				log.Fatal(err)
			}
			pprof.StartCPUProfile(f)
		}
		if *memprofile != "" {
			// The allocs profile adds up from the start: this one is the
			// base to subtract (go tool pprof -diff_base).
			writeAllocs(fmt.Sprintf("%s.%d.base", *memprofile, start))
		}
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		gc0 := readGC()
		var took, cpu []time.Duration
		var slow []slowDecision
		var choices []engine.Choice
		var gcIn []int // the decisions a collection ended in
		// apply times one decision (its autosave included, as the game's
		// saver does it) and the player's reveal after it.
		apply := func(c engine.Choice) (wall, proc time.Duration, alloc uint64, gcEnded bool) {
			t, c0 := time.Now(), proccpu.Used()
			*sv.took = 0
			a0, n0 := allocated(), gcCycles()
			err := s.Apply(c)
			wall, proc = time.Since(t), proccpu.Used()-c0
			alloc, gcEnded = allocated()-a0, gcCycles() != n0
			if err != nil {
				log.Fatal(err)
			}
			if s.SaveErr != nil {
				log.Fatal(s.SaveErr)
			}
			s.RevealAll() // as the player's reveal does, between frames
			return wall, proc, alloc, gcEnded
		}
		for len(took) < *window && s.Live() != nil {
			c := doctrine.Choose(s.Game(), s.Live())
			kind, at := s.Live().Kind, s.Decisions()
			wall, proc, alloc, gcEnded := apply(c)
			if gcEnded {
				gcIn = append(gcIn, len(took))
			}
			took, cpu, choices = append(took, wall), append(cpu, proc), append(choices, c)
			slow = append(slow, slowDecision{at, kind, wall, proc, *sv.took, alloc})
		}
		gc1 := readGC()
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		// The same decisions again, after an undo to the window's start
		// (untimed, as its autosave is): each decision's least wall time
		// over the passes is what it costs when no other process took the
		// machine during it. A collection is not tied to one decision, so
		// the least of the passes leaves it out: it is reported apart.
		best := slices.Clone(took)
		for pass := 1; pass < *passes && len(choices) > 0; pass++ {
			s.Saver = nil
			if err := s.UndoTo(start); err != nil {
				log.Fatal(err)
			}
			s.RevealAll()
			s.Saver = sv
			if err := sv.Autosave(s.Core); err != nil {
				log.Fatal(err)
			}
			for i, c := range choices {
				wall, _, _, _ := apply(c)
				best[i] = min(best[i], wall)
			}
		}
		if *cpuprofile != "" {
			pprof.StopCPUProfile()
		}
		if *memprofile != "" {
			writeAllocs(fmt.Sprintf("%s.%d", *memprofile, start))
		}
		// By processor time: a loaded machine's wall times mostly time
		// the other processes.
		slices.SortFunc(slow, func(a, b slowDecision) int { return int(b.cpu - a.cpu) })
		for _, d := range slow[:min(*slowest, len(slow))] {
			fmt.Printf("  slow: decision %d (%s) %.2f ms (processor %.2f ms), of which the autosave %.2f ms; %.1f KB allocated\n", d.at, d.kind, ms(d.took), ms(d.cpu), ms(d.save), float64(d.alloc)/1e3)
		}
		// The bytes allocated do not depend on the machine's load as the
		// times do: the heaviest decisions are the slow ones on a quiet
		// machine.
		slices.SortFunc(slow, func(a, b slowDecision) int { return int(b.alloc) - int(a.alloc) })
		for _, d := range slow[:min(*slowest, len(slow))] {
			fmt.Printf("  heavy: decision %d (%s) %.1f KB allocated, %.2f ms\n", d.at, d.kind, float64(d.alloc)/1e3, ms(d.took))
		}
		p50, p99, worst := quantiles(took)
		fmt.Printf("decision latency at %-6d p50 %6.2f ms (budget ≤ 2)   p99 %6.2f ms (budget ≤ 16)   max %6.2f ms   over %d decisions\n",
			start, ms(p50), ms(p99), ms(worst), len(took))
		// The processor time the decisions took: what the wall times
		// would be on a quiet machine, near enough (a loaded machine's
		// wall times count the time other processes ran).
		p50, p99, worst = quantiles(cpu)
		fmt.Printf("decision processor time at %-6d p50 %6.2f ms (budget ≤ 2)   p99 %6.2f ms (budget ≤ 16)   max %6.2f ms\n",
			start, ms(p50), ms(p99), ms(worst))
		if *passes > 1 {
			p50, p99, worst = quantiles(best)
			fmt.Printf("decision wall time at %-6d p50 %6.2f ms (budget ≤ 2)   p99 %6.2f ms (budget ≤ 16)   max %6.2f ms   the least of %d passes\n",
				start, ms(p50), ms(p99), ms(worst), *passes)
		}
		// The collections in the first pass: how many, what share of the
		// window's processor time they took (the runtime's own account),
		// and the wall time of the decisions they ended in.
		var total time.Duration
		for _, d := range cpu {
			total += d
		}
		ended := ""
		if len(gcIn) > 0 {
			var walls []string
			for _, i := range gcIn {
				walls = append(walls, fmt.Sprintf("%.1f", ms(took[i])))
			}
			ended = "; the decisions they ended in took " + strings.Join(walls, ", ") + " ms wall"
		}
		fmt.Printf("(collections in the window at %d: %d, their processor time %.1f ms of the window's %.1f ms (%.1f %%)%s)\n",
			start, gc1.cycles-gc0.cycles, ms(gc1.cpu-gc0.cpu), ms(total), 100*float64(gc1.cpu-gc0.cpu)/float64(max(total, 1)), ended)
		// What the decisions allocate does not depend on the machine's
		// load as the times do: it is what the collector must catch up with.
		fmt.Printf("(allocated per decision at %d, the bot's choice included: %.1f KB in %.1f allocations; %d collections in the window)\n", start,
			float64(after.TotalAlloc-before.TotalAlloc)/1e3/float64(len(took)), float64(after.Mallocs-before.Mallocs)/float64(len(took)), after.NumGC-before.NumGC)
	}
	fmt.Printf("(played to decision %d in %.1f s)\n", s.Decisions(), time.Since(t0).Seconds())
	// A collection is a pause of the decision it falls in (in WebAssembly
	// the collector marks on the game's thread; wasm.TuneGC spaces them
	// thousands of decisions apart late in a campaign): how long one takes
	// here, with the live heap the game holds.
	runtime.GC()
	t, c0 := time.Now(), proccpu.Used()
	runtime.GC()
	gcWall, gcCPU := time.Since(t), proccpu.Used()-c0
	var mem runtime.MemStats
	runtime.ReadMemStats(&mem)
	fmt.Printf("(Go heap in use after a collection: %.1f MB; a collection at decision %d took %.1f ms, processor time %.1f ms)\n",
		float64(mem.HeapAlloc)/1e6, s.Decisions(), ms(gcWall), ms(gcCPU))
	if *heapprofile != "" {
		f, err := os.Create(*heapprofile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
			log.Fatal(err)
		}
		f.Close()
	}

	// Undo at the end of that game: one decision back, a hundred back, and
	// back across the turn boundary (to the last decision of the previous
	// turn), each with its autosave; the redo after each is not timed.
	s.Saver = sv
	n := s.Decisions()
	turnStart, _ := s.Checkpoint()
	if *cpuprofile != "" && *undos > 0 {
		f, err := os.Create(*cpuprofile + ".undo")
		if err != nil {
			log.Fatal(err)
		}
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	kinds := []struct {
		name string
		to   int
	}{{"1 back", n - 1}, {"100 back", n - 100}, {"across the turn", turnStart - 1}}
	fmt.Printf("(the turn began %d decisions before the end)\n", n-turnStart)
	for _, k := range kinds {
		if k.to < 0 {
			continue
		}
		var took, cpu []time.Duration
		for i := 0; i < *undos; i++ {
			t, c0 := time.Now(), proccpu.Used()
			if err := s.UndoTo(k.to); err != nil {
				log.Fatal(err)
			}
			took = append(took, time.Since(t))
			cpu = append(cpu, proccpu.Used()-c0)
			s.Saver = nil
			for s.CanRedo() {
				if err := s.Redo(); err != nil {
					log.Fatal(err)
				}
			}
			s.Saver = sv
		}
		if len(took) == 0 {
			continue // -undos 0
		}
		p50, _, worst := quantiles(took)
		c50, _, cworst := quantiles(cpu)
		fmt.Printf("undo at %d, %-16s p50 %7.2f ms   max %7.2f ms (budget ≤ 100)   over %d undos; processor time p50 %.2f ms, max %.2f ms\n", n, k.name, ms(p50), ms(worst), len(took), ms(c50), ms(cworst))
	}
	if *cpuprofile != "" {
		pprof.StopCPUProfile()
	}
	if *undos > 0 {
		undoAfterLoad(m, turnStart, *undos, *cpuprofile, *undoallocs, *undohows)
	}
	os.Exit(0)
}

// undoAfterLoad times an undo back across the load point of the game as a
// player gets it back from its autosave: restored from the snapshot, then
// the save's replay check run (in the browser it runs in the background
// while the game is played), without and with the check's checkpoints
// adopted (issue 16: before, a loaded game kept one checkpoint, at the load
// point, and an undo to before it replayed from decision 0), and with the
// check's copies of the game just before the load point besides (an undo
// then forks the nearest copy instead of restoring the turn's snapshot).
//
// With cpuprofile set (natively), each timed undo is profiled into a file
// cpuprofile.load.N (go tool pprof merges the files it is given); with
// allocs set, what each allocates into allocs.load.N (its .base: all
// before it).
func undoAfterLoad(m *save.Manager, turnStart, undos int, cpuprofile, allocs, only string) {
	loadPoints := true
	e, ok := m.Latest()
	if !ok {
		log.Fatal("no autosave to load")
	}
	o, err := m.Load(e.Key)
	if err != nil {
		log.Fatal(err)
	}
	firstLoad(m, e.Key, undos, only)
	c := save.NewCheck(o)
	t := time.Now()
	if err := c.Run(); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("(the loaded game's replay check: %d decisions in %.1f s)\n", len(o.File.Record.Choices), time.Since(t).Seconds())
	// What the game's turns (and the points inside them, save/turns.go)
	// take in storage once the check has stored them.
	if keys, err := m.Store.List(save.TurnsPrefix); err == nil {
		chars := 0
		for _, k := range keys {
			if d, err := m.Store.Load(k); err == nil {
				chars += len(k) + len(d)
			}
		}
		fmt.Printf("(the game's turns in storage after the check: %d keys, %d characters)\n", len(keys), chars)
	}
	_, replayed := c.Replayed()
	// Each undo is timed on a game freshly loaded: an undo's own replay
	// leaves copies behind it, which would serve the next one.
	n := len(o.File.Record.Choices)
	var head struct {
		Decisions int `json:"decisions"`
	}
	if err := json.Unmarshal(o.File.Snapshot, &head); err != nil {
		log.Fatal(err)
	}
	snapAt := head.Decisions
	var partial *save.Check
	load := func(h *engine.History, check int) *play.Core {
		o, err := m.Load(e.Key)
		if err != nil {
			log.Fatal(err)
		}
		core := play.RestoreCore(o.System, o.File.Record, o.Game, nil)
		if loadPoints {
			core.AdoptRestorePoints(o.Undo) // as the game's Resume does
		}
		if h != nil {
			core.AdoptHistory(replayed, h)
		}
		// The check the game's Resume makes is also what its undo waits
		// on and takes stored points from (play.Core.Prep): the finished
		// check's with the check's checkpoints, else this load's (not
		// begun unless said), except in the rows of loading as it was.
		if h != nil && loadPoints {
			setPrep(core, c)
		}
		switch check {
		case -1:
			if h == nil {
				setPrep(core, save.NewCheck(o))
			}
		case 0:
			setPrep(core, save.NewCheck(o)) // as the game's Resume starts it, not begun
		case 2:
			// Made and warmed up as the game's Resume starts it (the
			// restore points of the turn before the save's rebuilt
			// from that turn's autosave, save/points.go), its replay
			// not begun. (Through an interface: older code has none.)
			c := save.NewCheck(o)
			if w, ok := any(c).(interface{ Warm() }); ok {
				w.Warm()
			}
			setPrep(core, c)
		case 1:
			// The check partly run, as in the background (run once, to
			// the save's snapshot, for all these loads).
			if partial == nil {
				partial = save.NewCheck(o)
				partial.Step(snapAt)
			}
			// (Through interfaces: scripts/budgets.sh builds this
			// harness over older game code too, which had neither.)
			aw, ok1 := any(o.Undo).(interface {
				Await(func(int) *engine.History)
			})
			ht, ok2 := any(partial).(interface{ HistoryTo(int) *engine.History })
			if ok1 && ok2 {
				aw.Await(ht.HistoryTo)
			}
			setPrep(core, partial)
		}
		return core
	}
	fmt.Printf("(the save's snapshot stands at decision %d; loading kept %d copies)\n", snapAt, len(o.Undo.Copies()))
	targets := []struct {
		name string
		to   int
	}{{"1 back", n - 1}, {"30 back", n - 30}, {"100 back", n - 100}, {"300 back", n - 300}, {"before the snap", snapAt - 1}, {"2000 back", n - 2000}, {"to 20000", 20000}}
	if turnStart-1 < n-1 {
		targets = append(targets, struct {
			name string
			to   int
		}{"across the turn", turnStart - 1})
	}
	// How the loaded game stands: before its check has ended, with what
	// loading kept (the save's snapshot and copies in its last turn), or
	// that and the check's checkpoints, without or with its copies; and
	// the check's alone, as before loading kept anything.
	// Before the check has ended, an undo to before the save's snapshot
	// takes the check's restore points: once the check has passed the
	// decision ("check past it": the check run to the save's snapshot), or
	// by running the check there first ("check not begun": the wait for
	// the check). Before issue 16's fix both replayed from the start.
	hows := []struct {
		name   string
		h      *engine.History
		points bool
		check  int // -1: no check; 0: not begun; 1: just past the target; 2: warmed up, not begun
	}{{"before the check", nil, true, -1}, {"check past it", nil, true, 1}, {"check not begun", nil, true, 0}, {"check warmed up", nil, true, 2},
		{"checkpoints only", c.History().WithoutCopies(), true, -1},
		{"checkpoints+copies", c.History(), true, -1}, {"check's only", c.History().WithoutCopies(), false, -1}}
	profiled := 0
	for _, how := range hows {
		if only != "" && !slices.Contains(strings.Split(only, ","), how.name) {
			continue
		}
		loadPoints = how.points
		for _, k := range targets {
			if k.to < 0 {
				continue
			}
			if how.h == nil && (k.to < snapAt) == (how.check < 0) {
				// Without the check, only an undo to the save's snapshot
				// or after it; with it, only one to before.
				continue
			}
			if how.check == 0 && k.name != "before the snap" && k.name != "2000 back" && k.name != "to 20000" {
				continue // the wait for the check: once is enough
			}
			if how.check == 2 && k.name != "before the snap" {
				continue
			}
			if k.name == "to 20000" && how.check != 0 {
				continue // before every checkpoint the check keeps: a replay from the start, however it stands
			}
			var took, cpu []time.Duration
			var alloc uint64
			loads := max(1, undos)
			if how.check == 1 {
				loads = 1 // the check is run to the save's snapshot once, for every load
			}
			for i := 0; i < loads; i++ {
				core := load(how.h, how.check)
				// The garbage of the load itself collected first, as
				// the frames between a load and the player's first
				// undo give the collector time to (in wasm it runs
				// while the page waits for the next frame): what is
				// timed is the undo, with what it allocates itself.
				runtime.GC()
				var f *os.File
				if cpuprofile != "" || allocs != "" {
					profiled++
				}
				if allocs != "" {
					writeAllocs(fmt.Sprintf("%s.load.%d.base", allocs, profiled))
				}
				if cpuprofile != "" {
					if f, err = os.Create(fmt.Sprintf("%s.load.%d", cpuprofile, profiled)); err != nil {
						log.Fatal(err)
					}
					pprof.StartCPUProfile(f)
				}
				wall, proc, bytes := timedUndo(core, k.to)
				took, cpu, alloc = append(took, wall), append(cpu, proc), alloc+bytes
				if f != nil {
					pprof.StopCPUProfile()
					f.Close()
				}
				if allocs != "" {
					writeAllocs(fmt.Sprintf("%s.load.%d", allocs, profiled))
				}
			}
			p50, _, worst := quantiles(took)
			c50, _, cworst := quantiles(cpu)
			// The check's checkpoints alone (one a turn) are never how a
			// loaded campaign stands: a system that can copy its game
			// (engine.Forker; the campaigns) always has the check keep
			// copies (save.NewCheck), and the others' games are short, a
			// checkpoint every engine.CheckpointEvery decisions. The row
			// shows what the copies save, a reference beside the budget's
			// rows, not one of them: an undo there replays up to a whole
			// late turn (about 400–500 decisions, 80–110 ms in wasm).
			budget := "(budget ≤ 100)"
			if how.name == "check's only" {
				budget = "(reference: no budget)"
			}
			fmt.Printf("undo after loading at %d, %-15s to %d (%-20s) p50 %8.2f ms   max %8.2f ms %s   over %d loads; processor time p50 %.2f ms, max %.2f ms; %.1f MB allocated per undo\n",
				n, k.name, k.to, how.name, ms(p50), ms(worst), budget, len(took), ms(c50), ms(cworst), float64(alloc)/1e6/float64(len(took)))
		}
	}
}

// firstLoad times an undo of the game loaded as it stands after playing
// it here, before any check of it has run (the harness's own check, run
// next, stores the points inside the turns it passes, which every row
// after it restores): to before the save's snapshot and 2000 back, the
// load's check not begun, from the restore points the autosave stored
// (issue 16: the turns' starts, and since session 36 the points inside
// them). The count of stored turns and points before and after is
// printed: an undo that ran the check far enough to store points would
// change what the next undo finds. Row "first load", in -undohows.
func firstLoad(m *save.Manager, key string, undos int, only string) {
	const name = "first load"
	if only != "" && !slices.Contains(strings.Split(only, ","), name) {
		return
	}
	o, err := m.Load(key)
	if err != nil {
		log.Fatal(err)
	}
	var head struct {
		Decisions int `json:"decisions"`
	}
	if err := json.Unmarshal(o.File.Snapshot, &head); err != nil {
		log.Fatal(err)
	}
	n := len(o.File.Record.Choices)
	stored := func() int {
		keys, _ := m.Store.List(save.TurnsPrefix)
		return len(keys)
	}
	before := stored()
	defer func() {
		fmt.Printf("(first load: the game's turns and points in storage %d before its undos, %d after)\n", before, stored())
	}()
	for _, k := range []struct {
		name string
		to   int
	}{{"before the snap", head.Decisions - 1}, {"2000 back", n - 2000}} {
		var took, cpu []time.Duration
		var alloc uint64
		for i := 0; i < max(1, undos); i++ {
			o, err := m.Load(key)
			if err != nil {
				log.Fatal(err)
			}
			core := play.RestoreCore(o.System, o.File.Record, o.Game, nil)
			core.AdoptRestorePoints(o.Undo)
			setPrep(core, save.NewCheck(o))
			runtime.GC()
			wall, proc, bytes := timedUndo(core, k.to)
			took, cpu, alloc = append(took, wall), append(cpu, proc), alloc+bytes
		}
		p50, _, worst := quantiles(took)
		c50, _, cworst := quantiles(cpu)
		fmt.Printf("undo after loading at %d, %-15s to %d (%-20s) p50 %8.2f ms   max %8.2f ms (budget ≤ 100)   over %d loads; processor time p50 %.2f ms, max %.2f ms; %.1f MB allocated per undo\n",
			n, k.name, k.to, name, ms(p50), ms(worst), len(took), ms(c50), ms(cworst), float64(alloc)/1e6/float64(len(took)))
	}
}

// setPrep gives core the check as what its undo waits on and takes
// stored restore points from (play.Core.Prep, as the game's Resume does),
// where the code measured has it (scripts/budgets.sh builds this harness
// over older game code too).
// timedUndo undoes a loaded game's core to decision n and returns the
// wall and processor time it took and the bytes it allocated.
func timedUndo(core *play.Core, n int) (wall, proc time.Duration, bytes uint64) {
	t, c0, a0 := time.Now(), proccpu.Used(), allocated()
	if err := core.UndoTo(n); err != nil {
		log.Fatal(err)
	}
	return time.Since(t), proccpu.Used() - c0, allocated() - a0
}

func setPrep(core *play.Core, c *save.Check) {
	f := reflect.ValueOf(core).Elem().FieldByName("Prep")
	if f.IsValid() && f.CanSet() && reflect.TypeOf(c).AssignableTo(f.Type()) {
		f.Set(reflect.ValueOf(c))
	}
}

// writeAllocs writes the allocation profile so far to path.
func writeAllocs(path string) {
	runtime.GC() // the profile stands as of the last collection
	f, err := os.Create(path)
	if err != nil {
		log.Fatal(err)
	}
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}

func quantiles(ds []time.Duration) (p50, p99, worst time.Duration) {
	s := slices.Clone(ds)
	slices.Sort(s)
	q := func(f float64) time.Duration { return s[min(len(s)-1, int(f*float64(len(s))))] }
	return q(0.50), q(0.99), s[len(s)-1]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
