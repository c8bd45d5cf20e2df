package i18n

// The naval game (game/naval): prompts, options and log lines, in the
// terms of the Italian edition the seed is drawn from (intercettazione,
// contro-intercettazione, gruppo di combattimento, pattuglia aerea da
// combattimento, rilevazione).
func init() {
	register(
		Def{ID: "naval.kind.patrol", EN: "Patrol", IT: "Pattuglia"},
		Def{ID: "naval.kind.base", EN: "Base change", IT: "Cambio di base"},
		Def{ID: "naval.kind.strike", EN: "Carrier strike on a port", IT: "Incursione aerea di portaerei su un porto"},
		Def{ID: "naval.kind.convoy", EN: "Sea transport (convoy)", IT: "Trasporto marittimo (convoglio)"},
		Def{ID: "naval.kind.bombard", EN: "Shore bombardment", IT: "Bombardamento costiero"},
		Def{ID: "naval.kind.raid", EN: "Raid on the transports", IT: "Incursione contro i trasporti"},

		Def{ID: "naval.q.orders", EN: "Order a naval operation", IT: "Ordina un'operazione navale"},
		Def{ID: "naval.q.kind", Args: "force:text", EN: "Which operation for {force}?", IT: "Quale operazione per {force}?"},
		Def{ID: "naval.q.target", Args: "kind:msg", EN: "{kind}: where?", IT: "{kind}: dove?"},
		Def{ID: "naval.q.intercept", Args: "op:int kind:msg to:text", EN: "Intercept operation {op} ({kind} to {to})?", IT: "Intercettare l'operazione {op} ({kind} verso {to})?"},
		Def{ID: "naval.q.counter", Args: "op:int", EN: "Counter-intercept the interceptors of operation {op}?", IT: "Contro-intercettare chi intercetta l'operazione {op}?"},
		Def{ID: "naval.q.airstrike", Args: "op:int", EN: "Strike operation {op} from the air?", IT: "Attaccare dall'aria l'operazione {op}?"},
		Def{ID: "naval.q.cglabel", Args: "force:text", EN: "Secretly number the combat group of {force}", IT: "Numera in segreto il gruppo di combattimento di {force}"},
		Def{ID: "naval.q.cap", EN: "Carrier air: strike or combat air patrol?", IT: "Aviazione imbarcata: attacco o pattuglia aerea da combattimento?"},
		Def{ID: "naval.q.carrierstrike", Args: "n:int nas:int", EN: "CG{n}: {nas} NAS ready to strike", IT: "GC{n}: {nas} NAS pronte all'attacco"},
		Def{ID: "naval.q.landstrike", Args: "n:int", EN: "{n} land {n|squadron|squadrons} in range: strike?", IT: "{n} {n|squadriglia|squadriglie} di terra a portata: attaccare?"},
		Def{ID: "naval.q.striketarget", Args: "n:int", EN: "{n} {n|squadron gets|squadrons get} through: which target?", IT: "{n} {n|squadriglia passa|squadriglie passano}: quale bersaglio?"},
		Def{ID: "naval.q.engage", Args: "n:int", EN: "Unspotted CG{n} may engage in fleet combat", IT: "Il GC{n} non rilevato può ingaggiare il combattimento di flotta"},
		Def{ID: "naval.q.retreat", Args: "round:int own:int enemy:int", EN: "Round {round} over (NF lost: yours {own}, enemy {enemy}): fight on?", IT: "Round {round} concluso (fattori persi: tuoi {own}, nemici {enemy}): continuare?"},

		Def{ID: "naval.opt.order", Args: "force:text nf:int area:text", EN: "Order {force} ({nf} NF) at {area}", IT: "Ordini per {force} ({nf} FN) a {area}"},
		Def{ID: "naval.opt.endorders", EN: "End orders", IT: "Fine degli ordini"},
		Def{ID: "naval.opt.cancel", EN: "Cancel", IT: "Annulla"},
		Def{ID: "naval.opt.area", Args: "area:text", EN: "{area}", IT: "{area}"},
		Def{ID: "naval.opt.intercept", Args: "force:text area:text", EN: "Intercept with {force} at {area}", IT: "Intercetta con {force} a {area}"},
		Def{ID: "naval.opt.nocut", EN: "No (further) interception", IT: "Nessuna (altra) intercettazione"},
		Def{ID: "naval.opt.counter", Args: "force:text area:text", EN: "Counter-intercept with {force} at {area}", IT: "Contro-intercetta con {force} a {area}"},
		Def{ID: "naval.opt.nocounter", EN: "No counter-interception", IT: "Nessuna contro-intercettazione"},
		Def{ID: "naval.opt.airstrike", Args: "base:text area:text n:int", EN: "Strike from {base} at {area} ({n} {n|squadron|squadrons})", IT: "Attacco da {base} a {area} ({n} {n|squadriglia|squadriglie})"},
		Def{ID: "naval.opt.noair", EN: "No air strike", IT: "Nessun attacco aereo"},
		Def{ID: "naval.opt.cg", Args: "n:int", EN: "CG{n}", IT: "GC{n}"},
		Def{ID: "naval.opt.nocap", EN: "All NAS strike", IT: "Tutte le NAS all'attacco"},
		Def{ID: "naval.opt.cap", Args: "n:int", EN: "Fly CAP with ⅓ ({n} NAS)", IT: "Pattuglia aerea con ⅓ ({n} NAS)"},
		Def{ID: "naval.opt.strikecg", Args: "n:int hits:int", EN: "Strike CG{n} ({hits} search {hits|hit|hits})", IT: "Attacca il GC{n} ({hits} {hits|rilevazione|rilevazioni})"},
		Def{ID: "naval.opt.strikesurprise", Args: "n:int", EN: "Strike CG{n} with a surprise roll (no fleet action)", IT: "Attacca il GC{n} tentando la sorpresa (niente combattimento di flotta)"},
		Def{ID: "naval.opt.nostrike", EN: "No carrier strike", IT: "Nessun attacco delle portaerei"},
		Def{ID: "naval.opt.landcg", Args: "n:int", EN: "Land air strikes CG{n}", IT: "L'aviazione di terra attacca il GC{n}"},
		Def{ID: "naval.opt.attackship", Args: "ship:text", EN: "Attack {ship}", IT: "Attacca {ship}"},
		Def{ID: "naval.opt.attacklights", EN: "Attack the light ships", IT: "Attacca le navi leggere"},
		Def{ID: "naval.opt.spread", EN: "Spread over the two largest", IT: "Dividi tra le due più grandi"},
		Def{ID: "naval.opt.engage", Args: "a:int b:int", EN: "CG{a} engages CG{b}", IT: "Il GC{a} ingaggia il GC{b}"},
		Def{ID: "naval.opt.stayout", Args: "a:int", EN: "CG{a} stays out", IT: "Il GC{a} resta fuori"},
		Def{ID: "naval.opt.fight", EN: "Fight on", IT: "Continua a combattere"},
		Def{ID: "naval.opt.withdraw", EN: "Withdraw", IT: "Ritirati"},

		Def{ID: "naval.log.announce", Args: "force:text from:text kind:msg to:text", EN: "Announced: {force} from {from}, {kind} to {to}", IT: "Annunciato: {force} da {from}, {kind} verso {to}"},
		Def{ID: "naval.log.over", Args: "result:text vp0:int vp1:int", EN: "Game over: {result} (VP {vp0}–{vp1})", IT: "Fine della partita: {result} (PV {vp0}–{vp1})"},

		Def{ID: "naval.sc.med-1940.title", EN: "The Mediterranean, 1940–41", IT: "Il Mediterraneo, 1940–41"},
		Def{ID: "naval.sc.med-1940.blurb",
			EN: "Italy against the Mediterranean Fleet and Force H, July 1940 to March 1941: Libyan convoys against Malta convoys, with Calabria, Taranto and Matapan in the making. Score by convoys landed and naval factors sunk.",
			IT: "L'Italia contro la Mediterranean Fleet e la Forza H, luglio 1940 – marzo 1941: convogli per la Libia contro convogli per Malta, con Punta Stilo, Taranto e Matapan all'orizzonte. Si vince con i convogli sbarcati e i fattori navali affondati."},
		Def{ID: "naval.sc.pacific-1942.title", EN: "Coral Sea and Midway, 1942", IT: "Mar dei Coralli e Midway, 1942"},
		Def{ID: "naval.sc.pacific-1942.blurb",
			EN: "The carrier war of May–June 1942: Japan tries to take Port Moresby and Midway; the United States, reading the Japanese codes, tries to sink the carriers. Score by invasions and naval factors sunk.",
			IT: "La guerra delle portaerei di maggio–giugno 1942: il Giappone tenta di prendere Port Moresby e Midway; gli Stati Uniti, che leggono i codici giapponesi, cercano di affondarne le portaerei. Si vince con gli sbarchi e i fattori navali affondati."},

		Def{ID: "naval.sc.rheinubung-1941.title", EN: "Rheinübung, May 1941", IT: "Rheinübung, maggio 1941"},
		Def{ID: "naval.sc.rheinubung-1941.blurb",
			EN: "Bismarck and Prinz Eugen break out from Bergen to raid the Atlantic convoys; the Home Fleet, the Battlecruiser Force at Hvalfjörður and Force H must find and stop them. Score by transports sunk and naval factors sunk.",
			IT: "La Bismarck e il Prinz Eugen escono da Bergen per attaccare i convogli atlantici; la Home Fleet, la forza degli incrociatori da battaglia di Hvalfjörður e la Forza H devono trovarli e fermarli. Si vince con i trasporti e i fattori navali affondati."},

		Def{ID: "naval.option.crit-2d6", EN: "Critical hits: roll 2d6 against the ship's size (the text also reads 1d6)", IT: "Colpi critici: 2d6 contro la dimensione della nave (il testo si legge anche 1d6)"},
		Def{ID: "naval.option.sub-natural-2", EN: "Submarine attacks: only a natural 2 sinks the attacking sub factor", IT: "Attacchi dei sommergibili: solo un 2 naturale elimina il fattore attaccante"},
		Def{ID: "naval.option.cg-ten", EN: "Combat groups outside task forces hold at most 10 naval factors (otherwise 25)", IT: "I gruppi di combattimento fuori dalle TF hanno al massimo 10 fattori navali (altrimenti 25)"},
		Def{ID: "naval.option.air-drm-air", EN: "Air attacks on ships subtract the defender's air DRM instead of its naval DRM", IT: "Gli attacchi aerei alle navi sottraggono il DRM aereo del difensore invece di quello navale"},
		Def{ID: "naval.option.slow-engage-any", EN: "Unspotted slow combat groups may engage any spotted group", IT: "I gruppi di combattimento lenti non rilevati possono ingaggiare qualsiasi gruppo rilevato"},
		Def{ID: "naval.option.cards-double", EN: "Codebreaking doubles the interception dice instead of adding one", IT: "La decrittazione raddoppia i dadi d'intercettazione invece di aggiungerne uno"},
	)
}
