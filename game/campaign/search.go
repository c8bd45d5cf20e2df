package campaign

// OWNER: search & combat — search and contact [13], combat [14], damage
// effects in combat [18], combat events [19.2], spotted effects [23],
// wolfpacks [24], ace promotion [25.2], gun combat [27], task forces,
// special convoys and lone contacts [28], dispersal [29], the special rules
// that act in combat [30.2], [30.25], [30.6], [30.8], [30.9].
// These are placeholders; replace them.

func init() {
	register("sub.search", func(g *Game, f *Frame) {})
	register("sub.endurance", func(g *Game, f *Frame) {})
}
