package i18n

// Italian for the campaign theatres' text effects (DataID keys
// "effect.<source>.<index>"): the war periods' headers, read at the first
// War Events phase of each period [5.0], the single-patrol scenarios'
// set-up notes and the Pacific's political pressure. The Atlantic and the
// Pacific share keys ("effect.header:1.0"), so each text is keyed by its
// English too (dataITFor). Written from our English data
// (assets/data/atlantic/events.json, assets/data/pacific/events.json and
// the scenarios).
func init() {
	for _, t := range []struct{ key, en, it string }{
		// Steel Wolves: the period headers.
		{"effect.header:1.0",
			"3 Sep 1939: Britain and France declare war. The boats sail under prize rules; liners and French ships are spared at first, and revealed troop transports may not be attacked in 1939 [30.9].",
			"3 settembre 1939: Gran Bretagna e Francia dichiarano guerra. I sommergibili operano secondo il diritto di preda; all'inizio i transatlantici e le navi francesi sono risparmiati, e nel 1939 i trasporti truppe rivelati non possono essere attaccati [30.9]."},
		{"effect.header:2.0",
			"The fall of France: Lorient receives its first boat on 7 Jul 1940 and the Italian submarines come to Bordeaux (BETASOM). Basis Nord is given up.",
			"La caduta della Francia: Lorient accoglie il primo sommergibile il 7 luglio 1940 e i sommergibili italiani arrivano a Bordeaux (BETASOM). La Basis Nord viene abbandonata."},
		{"effect.header:3.0",
			"Spring 1941: escort groups with radar and the first shipborne HF/DF; convoys escorted end to end from June. The Grand Banks may be entered [30.22]; the ½-ASW units have left the mix [30.9].",
			"Primavera 1941: gruppi di scorta con il radar e i primi HF/DF imbarcati; da giugno i convogli sono scortati per tutta la traversata. Si può entrare nei Grand Banks [30.22]; le unità con ASW ½ sono uscite dal mix [30.9]."},
		{"effect.header:4.0",
			"The United States at war (11 Dec 1941): the Western Waters open [30.24] and their coasts stay lit until April 1942 [30.25].",
			"Gli Stati Uniti in guerra (11 dicembre 1941): le Acque Occidentali si aprono [30.24] e le loro coste restano illuminate fino ad aprile 1942 [30.25]."},
		{"effect.header:5.0",
			"Autumn 1942: the climax of the convoy war in the air gap. The central Atlantic keeps its period-4 row until Torch [30.32].",
			"Autunno 1942: il culmine della guerra ai convogli nel varco aereo. L'Atlantico centrale conserva la riga del periodo 4 fino a Torch [30.32]."},
		// Steel Wolves: U-47's set-up note.
		{"effect.setup.1",
			"One boat, one patrol: sail from Germany, cross the North Sea and, if you dare, enter Scapa Flow [30.4] (+2 on the transit check on top of the SMZ +2; any Spotted result becomes Spotted + RTB; unspotted, every contact is a task force lying in port [30.41]).",
			"Un sommergibile, una pattuglia: salpa dalla Germania, attraversa il Mare del Nord e, se osi, entra a Scapa Flow [30.4] (+2 alla verifica di transito oltre al +2 della SMZ; ogni risultato Avvistato diventa Avvistato + RTB; se non sei avvistato, ogni contatto è una forza navale alla fonda in porto [30.41])."},
		// Silent War: the period headers.
		{"effect.header:1.0",
			"7 December 1941: Pearl Harbor. Execute unrestricted air and submarine warfare against Japan.",
			"7 dicembre 1941: Pearl Harbor. Eseguire la guerra aerea e sottomarina illimitata contro il Giappone."},
		{"effect.header:2.0",
			"Midway: the Japanese advance is stopped. Manila and Surabaya are gone; Fremantle, Brisbane and Dutch Harbor are in use.",
			"Midway: l'avanzata giapponese è fermata. Manila e Surabaya sono perdute; Fremantle, Brisbane e Dutch Harbor sono in servizio."},
		{"effect.header:3.0",
			"Guadalcanal is won. Midway is an advanced base; Cachalot and Cuttlefish go to training.",
			"Guadalcanal è vinta. Midway è una base avanzata; il Cachalot e il Cuttlefish passano all'addestramento."},
		{"effect.header:4.0",
			"Leyte Gulf: the Imperial Navy is broken. Dutch Harbor closes; Majuro, Mios Woendi, Saipan and Guam are advanced bases.",
			"Golfo di Leyte: la Marina imperiale è distrutta. Dutch Harbor chiude; Majuro, Mios Woendi, Saipan e Guam sono basi avanzate."},
		// Silent War: the single patrols' set-up notes, political pressure.
		{"effect.setup.0",
			"One boat, one patrol: by Midway to the Luzon Strait and the Formosa Strait; come home to Pearl Harbor or Midway.",
			"Un sommergibile, una pattuglia: per Midway fino allo Stretto di Luzon e allo Stretto di Formosa; rientra a Pearl Harbor o a Midway."},
		{"effect.setup.0",
			"One boat, one patrol: sail from Brisbane through the Coral Sea to New Guinea and the Bismarck Sea; come home to Brisbane or Pearl Harbor. The torpedoes are still the Mk XIV of the crisis (−2).",
			"Un sommergibile, una pattuglia: salpa da Brisbane attraverso il Mar dei Coralli verso la Nuova Guinea e il Mare di Bismarck; rientra a Brisbane o a Pearl Harbor. I siluri sono ancora i Mk XIV della crisi (−2)."},
		{"effect.event:political-pressure.0",
			"Only TF contacts count outside the Empire and China OpAreas this week.",
			"Questa settimana fuori dalle Aree Operative dell'Impero e della Cina contano solo i contatti con forze navali."},
	} {
		dataITFor[t.key+"\n"+t.en] = t.it
	}
}
