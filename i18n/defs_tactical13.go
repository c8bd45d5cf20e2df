package i18n

// The tactical game, issue 18 (thirteenth round): ONS 5's air depth
// charges, the British summons and the hunter-killer group's edge.
func init() {
	register(
		Def{ID: "tac.roll.hk-edge", Args: "ship:text", EN: "edge of {ship}'s group", IT: "bordo del gruppo di {ship}"},
		Def{ID: "tac.roll.hk-edge.test", EN: "6 and 3 those edges, 1–2 the Z side, 4–5 the A side", IT: "6 e 3 quei bordi, 1–2 il lato Z, 4–5 il lato A"},
		Def{ID: "tac.roll.hk-edge.n", Args: "edge:int", EN: "edge {edge}", IT: "bordo {edge}"},
		Def{ID: "tac.prompt.air-allot", EN: "Allot the 24 air depth charges to the four day scenarios (secret; unused ones are lost)",
			IT: "Assegna le 24 bombe di profondità aeree ai quattro scenari di giorno (segreto; quelle non usate vanno perse)"},
		Def{ID: "tac.air.allot.opt", Args: "a:int b:int c:int d:int", EN: "29 Apr {a} · 2 May {b} · 3 May {c} · 5 May {d}",
			IT: "29 apr {a} · 2 mag {b} · 3 mag {c} · 5 mag {d}"},
		Def{ID: "tac.prompt.hk-summon", Args: "out:int arrives:int", EN: "{out} of the 7 escorts are out: summon the hunter-killer group? It arrives for scenario {arrives}",
			IT: "{out} delle 7 scorte sono fuori: chiamare il gruppo di caccia? Arriva per lo scenario {arrives}"},
		Def{ID: "tac.hk.summon", EN: "Summon it", IT: "Chiamalo"},
		Def{ID: "tac.hk.wait", EN: "Not yet", IT: "Non ancora"},
		Def{ID: "tac.log.hk-summoned", EN: "The hunter-killer group is summoned", IT: "Il gruppo di caccia è chiamato"},
		Def{ID: "tac.prompt.air", Args: "n:int", EN: "Aircraft over the convoy: {n} air depth {n|charge|charges} left",
			IT: "Aerei sul convoglio: {n} {n|bomba|bombe} di profondità aeree rimaste"},
		Def{ID: "tac.air.hold", EN: "No air attack", IT: "Nessun attacco aereo"},
		Def{ID: "tac.air.drop", Args: "boat:text hex:text depth:int", EN: "Air DC on {boat} at {hex} ({depth} ft)",
			IT: "Bomba aerea su {boat} in {hex} ({depth} piedi)"},
		Def{ID: "tac.roll.air-dc", Args: "depth:int boat:text", EN: "air DC at {depth} ft against {boat}", IT: "bomba aerea a {depth} piedi contro {boat}"},
		Def{ID: "tac.opt.ons5-air-sight", EN: "ONS 5: by day, with hidden movement, aircraft see every boat at 25–75 ft",
			IT: "ONS 5: di giorno, col movimento nascosto, gli aerei vedono ogni battello tra 25 e 75 piedi"},
		Def{ID: "tac.opt.hk-on-station", EN: "ONS 5: the hunter-killer group arrives on stations around the convoy, not on a rolled edge (ambiguity 26)",
			IT: "ONS 5: il gruppo di caccia arriva in posizione attorno al convoglio, non su un bordo tirato a dado (ambiguità 26)"},
	)
}

func init() {
	register(
		Def{ID: "tac.log.air-dc", Args: "boat:text hex:text", EN: "An aircraft drops a depth charge on {boat} in {hex}", IT: "Un aereo sgancia una bomba di profondità su {boat} in {hex}"},
	)
}

// The escorts' placements as prompts [20.3].
func init() {
	register(
		Def{ID: "tac.opt.place-escorts", EN: "Place your escorts: you pick the hex of each escort placed near a compass or outside the convoy's box (off: the computer places them)",
			IT: "Piazza le tue scorte: scegli l'esagono di ogni scorta piazzata vicino a una rosa o fuori dal riquadro del convoglio (no: le piazza il computer)"},
		Def{ID: "tac.prompt.place-escort", Args: "ship:text", EN: "Place {ship}: click a hex on the board, or keep it where it is",
			IT: "Piazza {ship}: clicca un esagono sulla mappa, o lascialo dov'è"},
	)
}

// [43] The announcement of a sinking.
func init() {
	register(
		Def{ID: "tac.roll.announce", Args: "boat:text", EN: "is the sinking of {boat} seen?", IT: "l'affondamento di {boat} è visto?"},
		Def{ID: "tac.roll.announce.test", EN: "1–2 announced", IT: "1–2 annunciato"},
		Def{ID: "tac.roll.announce.yes", EN: "announced", IT: "annunciato"},
		Def{ID: "tac.roll.announce.no", EN: "kept secret", IT: "resta segreto"},
		Def{ID: "tac.log.sinking-announced", Args: "boat:text hex:text", EN: "Wreckage and oil come up in {hex}: {boat} is sunk",
			IT: "Rottami e nafta affiorano in {hex}: {boat} è affondato"},
	)
}

// [36, 51] The T3's extra arcs.
func init() {
	register(
		Def{ID: "tac.err.corner-t3", EN: "Hexside runs (LC, RC) are the T3's, fired by a Type XXI or XXIII [36, 51]",
			IT: "Le corse lungo i lati (LC, RC) sono del T3, lanciato da un Tipo XXI o XXIII [36, 51]"},
	)
}

// Spec §18 ambiguity 15.
func init() {
	register(
		Def{ID: "tac.opt.squid-atw", EN: "Advanced ASW: a Squid reads the ATW table by counters in the hex, no depth, instead of each counter as a depth charge (ambiguity 15)",
			IT: "ASW avanzato: lo Squid usa la tabella ATW per numero di segnalini nell'esagono, senza quota, invece di ogni segnalino come una bomba di profondità (ambiguità 15)"},
	)
}

func init() {
	register(
		Def{ID: "tac.opt.air-dc-half", EN: "ONS 5: an air depth charge does half the damage of a depth-charge counter (one charge of its two)",
			IT: "ONS 5: una bomba di profondità aerea fa metà del danno di un segnalino di bombe di profondità (una carica delle sue due)"},
	)
}

// The builder's cargo row [60].
func init() {
	register(
		Def{ID: "tac.build.cargo", EN: "Cargo [60]", IT: "Carico [60]"},
		Def{ID: "tac.build.cargo.class", EN: "VP of the class", IT: "PV della classe"},
		Def{ID: "tac.build.cargo.rolled", EN: "rolled at set-up", IT: "tirato a dadi all'inizio"},
	)
}
