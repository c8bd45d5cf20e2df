package i18n

// The War Mix cups by name (issue 12): the log used to show a cup by its
// data id ("5 from single", "the tf-fr cup"). A cup is now an argument of
// kind msg, "cup.<id>" (game/campaign's cupMsg), named here in both
// languages; cups_test.go walks every cup id in every theatre's data and
// fails on one without a name.
//
// The English name carries its article ("the Single cup", "cup A"), so
// English templates write "from {cup}"; every Italian name is a "tazza"
// without its article, so Italian templates write "dalla {cup}", "nella
// {cup}", "la {cup}". The English names are the rules reference's ("the
// Single cup", "the West Outer cup"); the Italian ones the catalogue's
// ("tazza dei contatti isolati", "scorta di flotta", "forza navale").
//
// The older ids that took the cup as text (atl.engage.from,
// atl.mines.draw, atl.mines.cup-empty, atl.scatter.alone,
// atl.named.sub.q, atl.named.joins, pac.quick.empty) and the names of
// atl.eff.cups-add (atl.cup.inner...) stay for the logs of older saves.

func init() {
	register(
		// Steel Wolves [2.3]: the convoy and single-contact cups, the
		// West cups of periods 3–5, the Allied sub cup [14.6], the liner
		// cup [28.11], and the task-force and fleet-escort cups by nation.
		Def{ID: "cup.single", EN: "the Single cup", IT: "tazza dei contatti isolati"},
		Def{ID: "cup.outer", EN: "the Outer cup", IT: "tazza esterna"},
		Def{ID: "cup.inner", EN: "the Inner cup", IT: "tazza interna"},
		Def{ID: "cup.centre", EN: "the Centre cup", IT: "tazza centrale"},
		Def{ID: "cup.west-outer", EN: "the West Outer cup", IT: "tazza esterna occidentale"},
		Def{ID: "cup.west-inner", EN: "the West Inner cup", IT: "tazza interna occidentale"},
		Def{ID: "cup.sub", EN: "the sub cup", IT: "tazza dei sommergibili"},
		Def{ID: "cup.west-sub", EN: "the West sub cup", IT: "tazza occidentale dei sommergibili"},
		Def{ID: "cup.liner", EN: "the Liner cup", IT: "tazza dei transatlantici"},
		Def{ID: "cup.tf-uk", EN: "the British Task Force cup", IT: "tazza della forza navale britannica"},
		Def{ID: "cup.tf-fr", EN: "the French Task Force cup", IT: "tazza della forza navale francese"},
		Def{ID: "cup.tf-us", EN: "the US Task Force cup", IT: "tazza della forza navale statunitense"},
		Def{ID: "cup.tf-su", EN: "the Soviet Task Force cup", IT: "tazza della forza navale sovietica"},
		Def{ID: "cup.tf-jp", EN: "the Japanese Task Force cup", IT: "tazza della forza navale giapponese"},
		Def{ID: "cup.fe-uk", EN: "the British Fleet Escort cup", IT: "tazza della scorta di flotta britannica"},
		Def{ID: "cup.fe-fr", EN: "the French Fleet Escort cup", IT: "tazza della scorta di flotta francese"},
		Def{ID: "cup.fe-us", EN: "the US Fleet Escort cup", IT: "tazza della scorta di flotta statunitense"},
		Def{ID: "cup.fe-su", EN: "the Soviet Fleet Escort cup", IT: "tazza della scorta di flotta sovietica"},
		// Silent War [SW 2.3]: cups A–D on one display.
		Def{ID: "cup.a", EN: "cup A", IT: "tazza A"},
		Def{ID: "cup.b", EN: "cup B", IT: "tazza B"},
		Def{ID: "cup.c", EN: "cup C", IT: "tazza C"},
		Def{ID: "cup.d", EN: "cup D", IT: "tazza D"},

		// The lines that name a cup.
		Def{ID: "atl.engage.drawn", Args: "n:int cup:msg",
			EN: "{n} from {cup}",
			IT: "{n} dalla {cup}"},
		Def{ID: "atl.mines.draw.cup", Args: "n:int cup:msg",
			EN: "draw {n} from {cup}",
			IT: "pesca {n} dalla {cup}"},
		Def{ID: "atl.mines.empty.cup", Args: "cup:msg",
			EN: "{cup} is empty",
			IT: "la {cup} è vuota"},
		Def{ID: "atl.scatter.alone.cup", Args: "boat:unit n:int cup:msg",
			EN: "{boat} re-attacks a scattered group alone: {n} {n|unit|units} from {cup}",
			IT: "{boat} riattacca da solo un gruppo disperso: {n} {n|unità|unità} dalla {cup}"},
		Def{ID: "atl.named.sub.q.cup", Args: "class:text cup:msg",
			EN: "A ship of the {class} class is lost: which sister ship takes its place in {cup}?",
			IT: "Una nave della classe {class} è perduta: quale gemella prende il suo posto nella {cup}?"},
		Def{ID: "atl.named.joins.cup", Args: "ship:text cup:msg",
			EN: "{ship} joins {cup}",
			IT: "{ship} entra nella {cup}"},
		Def{ID: "atl.eff.cups-into", Args: "who:msg what:msg cup:msg n:int",
			EN: "{who}: {what} {n|goes|go} into {cup}.",
			IT: "{who}: {what} {n|entra|entrano} nella {cup}."},
		Def{ID: "pac.quick.empty.cup", Args: "cup:msg",
			EN: "{cup} is empty: the draw is lost.",
			IT: "la {cup} è vuota: l'estrazione è persa."},
	)
}
