package i18n

import (
	"strconv"

	"periscope/game/data"
)

// The Atlantic game's scenario texts and optional rules. The English is the
// data's own text (a test keeps the two equal); the Italian is ours.
func init() {
	register(
		Def{ID: "scenario.u47-scapa-flow.blurb",
			EN: "October 1939. Kapitänleutnant Günther Prien takes U-47 through Kirk Sound into the Home Fleet's anchorage.",
			IT: "Ottobre 1939. Il Kapitänleutnant Günther Prien porta l'U-47 attraverso il Kirk Sound fin dentro l'ancoraggio della Home Fleet."},
		Def{ID: "scenario.u47-scapa-flow.goal",
			EN: "Scored on the patrol: the tonnage U-47 sinks counts only if she returns to Germany by the end of week 1 of November 1939. 29,000 t (a battleship) is a triumph, 12,000 t a success, 4,000 t a marginal result; anything less, or the loss of the boat, is a defeat.",
			IT: "Conta la pattuglia: il tonnellaggio affondato dall'U-47 vale solo se il sommergibile rientra in Germania entro la fine della settimana 1 di novembre 1939. 29.000 t (una corazzata) sono un trionfo, 12.000 t un successo, 4.000 t un risultato marginale; meno di così, o la perdita del sommergibile, è una sconfitta."},
		Def{ID: "scenario.happy-time-1940.blurb",
			EN: "July – October 1940. France has fallen, Lorient is open and the escorts are held back against invasion: the aces' 'glückliche Zeit'.",
			IT: "Luglio – ottobre 1940. La Francia è caduta, Lorient è aperta e le scorte restano a casa contro l'invasione: la 'glückliche Zeit' degli assi."},
		Def{ID: "scenario.happy-time-1940.goal",
			EN: "Sink as much tonnage as you can by the end of October 1940; each boat lost costs 30,000 t. 650,000 t is a decisive victory, 550,000 t substantial, 450,000 t marginal. Historically the U-boats (and from September the Italians, who are not in this scenario) sank about 1,110,000 t in these four months and lost five boats; the game's 23 boats sink less, and the levels are set for them: a sensible commander's median is about a marginal victory.",
			IT: "Affonda quanto più tonnellaggio puoi entro la fine di ottobre 1940; ogni sommergibile perso costa 30.000 t. 650.000 t sono una vittoria decisiva, 550.000 t sostanziale, 450.000 t marginale. Nella realtà gli U-boot (e da settembre gli italiani, assenti da questo scenario) affondarono circa 1.110.000 t in questi quattro mesi, perdendo cinque sommergibili; i 23 sommergibili del gioco affondano meno, e i livelli sono tarati su di loro: un comandante assennato ottiene in mediana una vittoria marginale."},
		Def{ID: "scenario.drumbeat-1942.blurb",
			EN: "January – April 1942. Germany is at war with the United States, whose coast is lit, unescorted and full of ships: Operation Paukenschlag and the 'second Happy Time'.",
			IT: "Gennaio – aprile 1942. La Germania è in guerra con gli Stati Uniti, la cui costa è illuminata, senza scorte e piena di navi: l'operazione Paukenschlag e i 'secondi tempi felici'."},
		Def{ID: "scenario.drumbeat-1942.goal",
			EN: "Sink as much tonnage as you can by the end of April 1942; each boat lost costs 30,000 t. 1,000,000 t is a decisive victory, 875,000 t substantial, 750,000 t marginal. In these four months the U-boats sank some 1.7 million tons in all theatres, most of it off America, for about fourteen boats lost; this scenario has the 27 boats of the American offensive and its reinforcements, and the levels are set for them: a sensible commander's median is about a marginal victory.",
			IT: "Affonda quanto più tonnellaggio puoi entro la fine di aprile 1942; ogni sommergibile perso costa 30.000 t. 1.000.000 t sono una vittoria decisiva, 875.000 t sostanziale, 750.000 t marginale. In questi quattro mesi gli U-boot affondarono circa 1,7 milioni di tonnellate su tutti i fronti, per lo più al largo dell'America, perdendo una quattordicina di sommergibili; lo scenario ha i 27 sommergibili dell'offensiva americana con i loro rinforzi, e i livelli sono tarati su di loro: un comandante assennato ottiene in mediana una vittoria marginale."},
		Def{ID: "scenario.black-pit-1942.blurb",
			EN: "October 1942 – January 1943. Over a hundred boats at sea, the air gap south of Greenland, and the convoy battles of SC 104, SC 107 and ONS 154.",
			IT: "Ottobre 1942 – gennaio 1943. Oltre cento sommergibili in mare, il varco aereo a sud della Groenlandia e le battaglie dei convogli SC 104, SC 107 e ONS 154."},
		Def{ID: "scenario.black-pit-1942.goal",
			EN: "Sink as much tonnage as you can by the end of January 1943; each boat lost costs 20,000 t. 150,000 t net is a decisive victory, 75,000 t substantial, anything above the cost of your losses a marginal one. Historically about 1.9 million tons were sunk in these four months (Torch and the Cape included) for some forty boats lost, with over a hundred boats at sea; this scenario has the 38 boats of the air-gap patrol lines and the Eisbär group, in the most dangerous seas of the war, and the levels are set for them: a sensible commander about breaks even.",
			IT: "Affonda quanto più tonnellaggio puoi entro la fine di gennaio 1943; ogni sommergibile perso costa 20.000 t. 150.000 t nette sono una vittoria decisiva, 75.000 t sostanziale, qualunque saldo sopra il costo delle perdite una vittoria marginale. Nella realtà in questi quattro mesi furono affondate circa 1,9 milioni di tonnellate (Torch e il Capo compresi) per una quarantina di sommergibili persi, con oltre cento in mare; lo scenario ha i 38 sommergibili degli sbarramenti nel varco aereo e il gruppo Eisbär, nei mari più pericolosi della guerra, e i livelli sono tarati su di loro: un comandante assennato chiude circa in pareggio."},
		Def{ID: "scenario.campaign-1939.blurb",
			EN: "September 1939 – March 1943. The whole war of the U-boats from the first day to the climax of the convoy battles: bring Britain to terms before Barbarossa, or sink enough to win on points.",
			IT: "Settembre 1939 – marzo 1943. Tutta la guerra degli U-boot, dal primo giorno al culmine delle battaglie dei convogli: piega la Gran Bretagna prima di Barbarossa, o affonda abbastanza da vincere ai punti."},
		Def{ID: "scenario.campaign-1939.goal",
			EN: "Victory points are scored at the end of every month [31.03]: 0–5 for the ships and 0–5 for the tonnage sunk that month against the VP table. If the total reaches the month's threshold between July 1940 and May 1941 (77 VP rising by 7 a month; before Barbarossa) Britain sues for peace: a strategic victory [31.04]. Otherwise the total in March 1943 decides: 245 VP is a decisive operational victory, 230 substantial, 205 marginal, less a defeat. Sinking at the historical rate would score about 6 VP a month (258 VP), beyond a decisive victory: the game's tables are calibrated to about 90 % of history's tonnage, and the levels are set for them (a sensible commander scores 170–250, about 200 at the median).",
			IT: "I punti vittoria si contano alla fine di ogni mese [31.03]: da 0 a 5 per le navi e da 0 a 5 per il tonnellaggio affondati nel mese, secondo la tabella dei PV. Se tra luglio 1940 e maggio 1941 il totale raggiunge la soglia del mese (77 PV, più 7 al mese; prima di Barbarossa) la Gran Bretagna chiede la pace: vittoria strategica [31.04]. Altrimenti decide il totale di marzo 1943: 245 PV sono una vittoria operativa decisiva, 230 sostanziale, 205 marginale, meno una sconfitta. Affondando al ritmo storico si farebbero circa 6 PV al mese (258 PV), oltre la vittoria decisiva: le tabelle del gioco sono tarate su circa il 90 % del tonnellaggio storico, e i livelli su di esse (un comandante assennato fa 170–250 PV, circa 200 nella mediana)."},

		Def{ID: "option.no-remix", EN: "Do not remix the War Mix cups every two months (only at a new war period).", IT: "Non rimescolare le tazze del War Mix ogni due mesi (solo a un nuovo periodo di guerra)."},
		Def{ID: "option.very-early", EN: "Very early deployment: a boat may arrive two months early with an Inexp-2 crew.", IT: "Schieramento molto anticipato: un sommergibile può arrivare due mesi prima con equipaggio Inexp-2."},
		Def{ID: "option.german-doctrine", EN: "Apply the Italian period-3 torpedo doctrine to German boats too.", IT: "Applica anche ai sommergibili tedeschi la dottrina italiana dei siluri del periodo 3."},
		Def{ID: "option.choose-order", EN: "Choose the order in which boats act in the Operations segment (default: area by area, boat by boat).", IT: "Scegli l'ordine in cui agiscono i sommergibili nel segmento operativo (normalmente: area per area, sommergibile per sommergibile)."},
		Def{ID: "option.no-allied-minefields", EN: "Leave out the Allied defensive minefields, a Periscope addition the printed rules do not have (home waters in 1939–40).", IT: "Escludi i campi minati difensivi alleati, un'aggiunta di Periscope assente dalle regole stampate (acque metropolitane nel 1939–40)."},
		Def{ID: "option.torpedo-one-roll", EN: "Torpedo improvement: one roll per turn even when several thresholds were passed (default: one roll per threshold).", IT: "Miglioramento dei siluri: un solo tiro per turno anche se si superano più soglie (normalmente: un tiro per soglia)."},
		Def{ID: "option.coastal-in-encounters", EN: "Allow hunting coastal traffic in transit encounters (default: not allowed).", IT: "Consenti la caccia al traffico costiero negli incontri in transito (normalmente: non consentita)."},
		Def{ID: "option.smz-any-time", EN: "Special mission zones may be entered at any time, not only while a war event has activated them.", IT: "Nelle zone di missione speciale si può entrare sempre, non solo mentre un evento di guerra le ha attivate."},
		Def{ID: "option.no-encounter-without-red", EN: "No transit encounter in an area whose row has no red box (default: a natural 0 can still bring one).", IT: "Nessun incontro in transito in un'area la cui riga non ha caselle rosse (normalmente: uno 0 naturale può ancora causarne uno)."},
		Def{ID: "option.aircraft-own-column", EN: "Aircraft ASW counts only in their own column (default: in every column, as [14.16B] says).", IT: "L'ASW degli aerei conta solo nella loro colonna (normalmente: in ogni colonna, come dice [14.16B])."},
		Def{ID: "option.advanced-base-exit-free", EN: "Leaving an advanced base costs no movement point ([15.1]; default: 1 point as [21.11] says).", IT: "Uscire da una base avanzata non costa punti movimento ([15.1]; normalmente: 1 punto, come dice [21.11])."},
		Def{ID: "option.weather-per-target", EN: "Weather lowers each torpedo attack on a convoy or task force by 1 (990 mb) or 2 (965 mb) (default: the attack points to split, once [14.16A]).", IT: "Il maltempo riduce di 1 (990 mb) o 2 (965 mb) ogni attacco con siluri a un convoglio o a una forza navale (normalmente: i punti d'attacco da ripartire, una volta [14.16A])."},
		Def{ID: "option.capitulation-pre-july", EN: "Only VP scored from July 1940 count toward British capitulation (default: all VP count).", IT: "Per la resa britannica contano solo i PV ottenuti da luglio 1940 (normalmente: contano tutti)."},

		Def{ID: "month.short.1", EN: "Jan", IT: "gen"}, Def{ID: "month.short.2", EN: "Feb", IT: "feb"},
		Def{ID: "month.short.3", EN: "Mar", IT: "mar"}, Def{ID: "month.short.4", EN: "Apr", IT: "apr"},
		Def{ID: "month.short.5", EN: "May", IT: "mag"}, Def{ID: "month.short.6", EN: "Jun", IT: "giu"},
		Def{ID: "month.short.7", EN: "Jul", IT: "lug"}, Def{ID: "month.short.8", EN: "Aug", IT: "ago"},
		Def{ID: "month.short.9", EN: "Sep", IT: "set"}, Def{ID: "month.short.10", EN: "Oct", IT: "ott"},
		Def{ID: "month.short.11", EN: "Nov", IT: "nov"}, Def{ID: "month.short.12", EN: "Dec", IT: "dic"},
		Def{ID: "month.1", EN: "January", IT: "gennaio"}, Def{ID: "month.2", EN: "February", IT: "febbraio"},
		Def{ID: "month.3", EN: "March", IT: "marzo"}, Def{ID: "month.4", EN: "April", IT: "aprile"},
		Def{ID: "month.5", EN: "May", IT: "maggio"}, Def{ID: "month.6", EN: "June", IT: "giugno"},
		Def{ID: "month.7", EN: "July", IT: "luglio"}, Def{ID: "month.8", EN: "August", IT: "agosto"},
		Def{ID: "month.9", EN: "September", IT: "settembre"}, Def{ID: "month.10", EN: "October", IT: "ottobre"},
		Def{ID: "month.11", EN: "November", IT: "novembre"}, Def{ID: "month.12", EN: "December", IT: "dicembre"},
	)
}

// Month names a month index (data.MonthIndex: year×12 + month−1) in the
// UI's language: "October 1939", "ottobre 1939".
func Month(i int) string {
	return T("month."+strconv.Itoa(i%12+1)) + " " + strconv.Itoa(i/12)
}

// MonthShort names a month index briefly: "Oct 1939", "ott 1939".
func MonthShort(i int) string {
	return T("month.short."+strconv.Itoa(i%12+1)) + " " + strconv.Itoa(i/12)
}

// ScenarioText is a scenario's blurb ("blurb"), goal ("goal") or history
// ("history", history_it.go) in the UI's language: the catalogue's text
// where it has one, the data's otherwise.
func ScenarioText(s *data.Scenario, part string) string {
	id := "scenario." + s.ID + "." + part
	if Has(id) {
		return T(id)
	}
	switch part {
	case "goal":
		return s.Victory.Text
	case "history":
		return s.History
	}
	return s.Blurb
}

// OptionText is an optional rule's one-line explanation in the UI's
// language, or fallback (the engine's English) for one the catalogue lacks.
func OptionText(name, fallback string) string {
	if Has("option." + name) {
		return T("option." + name)
	}
	return fallback
}
