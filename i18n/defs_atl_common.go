package i18n

// Words the Atlantic campaign (game/campaign) uses in many messages: the
// contact kinds, the box colours, lists of modifiers.
func init() {
	register(
		Def{ID: "atl.s", Args: "s:text", EN: "{s}", IT: "{s}"},
		Def{ID: "atl.kind.none", EN: "no contact", IT: "nessun contatto"},
		Def{ID: "atl.kind.sub", EN: "enemy submarine", IT: "sommergibile nemico"},
		Def{ID: "atl.kind.single", EN: "lone contacts", IT: "navi isolate"},
		Def{ID: "atl.kind.c1", EN: "small convoy", IT: "convoglio piccolo"},
		Def{ID: "atl.kind.c2", EN: "large convoy", IT: "convoglio grande"},
		Def{ID: "atl.kind.special", EN: "special convoy", IT: "convoglio speciale"},
		Def{ID: "atl.kind.tf", EN: "task force", IT: "forza navale"},
		Def{ID: "atl.colour.w", EN: "white: no contact", IT: "bianca: nessun contatto"},
		Def{ID: "atl.colour.g", EN: "green", IT: "verde"},
		Def{ID: "atl.colour.o", EN: "orange", IT: "arancione"},
		Def{ID: "atl.colour.b", EN: "blue", IT: "blu"},
		Def{ID: "atl.colour.r", EN: "red", IT: "rossa"},
		Def{ID: "atl.mod", Args: "v:text why:msg", EN: "{v} {why}", IT: "{v} {why}"},
		Def{ID: "atl.list", Args: "a:msg b:msg", EN: "{a}, {b}", IT: "{a}, {b}"},
		Def{ID: "atl.paren", Args: "x:msg", EN: "({x})", IT: "({x})"},
		Def{ID: "atl.no-mods", EN: "(no modifiers)", IT: "(nessun modificatore)"},
	)
}
