package i18n

// The scenarios' histories — what happened in the war the scenario plays —
// in Italian, for every system: the campaign scenarios' (Atlantic and
// Pacific, shown at the end of the after-action report through
// ScenarioText(s, "history")), the tactical game's and the naval war's
// (HistoryText). The English is the data's (assets/data/*/scenarios), and
// the tests keep the two equal; the Italian is written here from it.
func init() {
	for _, h := range []struct{ id, en, it string }{
		{"scenario.black-pit-1942.history",
			"In the autumn of 1942 Dönitz finally had the boats for a continuous patrol line across the air gap. SC 107 lost fifteen ships in November; November 1942 was the worst month of the war for Allied shipping. But the escort groups now had radar, HF/DF and, from the end of the year, Iceland's VLR Liberators; the Torch landings drew the boats south, and Bletchley Park broke Triton again in December.",
			"Nell'autunno del 1942 Dönitz ebbe finalmente i sommergibili per una linea di pattuglia continua attraverso il varco aereo. L'SC 107 perse quindici navi a novembre; il novembre 1942 fu il mese peggiore della guerra per il naviglio alleato. Ma i gruppi di scorta avevano ormai il radar, l'HF/DF e, dalla fine dell'anno, i Liberator VLR dall'Islanda; gli sbarchi di Torch attirarono i sommergibili a sud, e a dicembre Bletchley Park tornò a decifrare Triton."},
		{"scenario.campaign-1939.history",
			"On 3 September 1939 Dönitz had 57 boats, 18 of them at sea in the Atlantic and most of the rest small Type IIs for the North Sea and the Baltic. Forty-three months later the U-boat arm had sunk some 2,100 ships and lost about 150 boats; in March 1943 the convoy battles of HX 229 and SC 122 were its high-water mark, two months before 'Black May'.",
			"Il 3 settembre 1939 Dönitz aveva 57 sommergibili, 18 dei quali in mare nell'Atlantico e quasi tutti gli altri piccoli Tipo II per il Mare del Nord e il Baltico. Quarantatré mesi dopo l'arma subacquea aveva affondato circa 2.100 navi e perso circa 150 sommergibili; nel marzo 1943 le battaglie dei convogli HX 229 e SC 122 ne segnarono l'apice, due mesi prima del 'Maggio nero'."},
		{"scenario.drumbeat-1942.history",
			"Five Type IXs opened Operation Paukenschlag off New York and Cape Hatteras on 13 January 1942. With no convoys, no blackout and few escorts on the American coast, Hardegen's U-123 alone sank nine ships on her first patrol there; in February the Caribbean oil traffic was struck (Neuland) and by April the US Navy was losing ships within sight of the beaches. Coastal convoys began in May.",
			"Cinque Tipo IX aprirono l'Operazione Paukenschlag al largo di New York e di Capo Hatteras il 13 gennaio 1942. Senza convogli, senza oscuramento e con poche scorte sulla costa americana, l'U-123 di Hardegen affondò da solo nove navi nella sua prima pattuglia laggiù; a febbraio fu colpito il traffico petrolifero dei Caraibi (Neuland) e ad aprile la US Navy perdeva navi in vista delle spiagge. I convogli costieri cominciarono a maggio."},
		{"scenario.happy-time-1940.history",
			"Between July and October 1940 a few dozen boats, working from Lorient from 7 July, sank over 1.1 million tons. Kretschmer (U-99), Prien (U-47) and Schepke (U-100) became household names; in October the first wolfpacks tore apart SC 7 and HX 79 in three nights.",
			"Fra luglio e ottobre 1940 poche decine di sommergibili, che dal 7 luglio operavano da Lorient, affondarono oltre 1,1 milioni di tonnellate. Kretschmer (U-99), Prien (U-47) e Schepke (U-100) diventarono nomi famosi; in ottobre i primi branchi di lupi fecero a pezzi l'SC 7 e l'HX 79 in tre notti."},
		{"scenario.u47-scapa-flow.history",
			"U-47 sailed from Kiel on 8 Oct 1939, entered Scapa Flow through Kirk Sound on the night of 13/14 Oct and sank HMS Royal Oak (29,150 t) with her second salvo; the first had hit nothing but perhaps the anchor chain of a ship her crew took for Repulse. She was back in Wilhelmshaven on 17 Oct. Prien received the Knight's Cross; 835 of Royal Oak's crew died.",
			"L'U-47 salpò da Kiel l'8 ottobre 1939, entrò a Scapa Flow dal Kirk Sound nella notte fra il 13 e il 14 ottobre e affondò la HMS Royal Oak (29.150 t) con la seconda salva; la prima non aveva colpito nulla, se non forse la catena dell'ancora di una nave che l'equipaggio scambiò per la Repulse. Il 17 ottobre era di nuovo a Wilhelmshaven. Prien ricevette la Croce di Cavaliere; morirono 835 uomini dell'equipaggio della Royal Oak."},
		{"scenario.asiatic-fleet-1941.history",
			"Captain John Wilkes's Submarines Asiatic Fleet — 23 fleet boats and 6 S-boats — was the strongest US force in the Philippines. It sank few ships: the Mk XIV ran deep and its magnetic exploder failed, doctrine was timid, and the Lingayen invasion convoy went almost untouched. Sealion was bombed at Cavite on 10 Dec; by March the boats were at Fremantle, having lost Shark, Perch and S-36. The Dutch boats sank more, and lost more.",
			"I Submarines Asiatic Fleet del capitano di vascello John Wilkes — 23 sommergibili di squadra e 6 S-boat — erano la forza americana più potente nelle Filippine. Affondarono poche navi: il Mk XIV correva troppo profondo e il suo acciarino magnetico falliva, la dottrina era timida e il convoglio d'invasione di Lingayen passò quasi indisturbato. Il Sealion fu bombardato a Cavite il 10 dicembre; a marzo i sommergibili erano a Fremantle, dopo aver perso Shark, Perch e S-36. I sommergibili olandesi affondarono di più, e persero di più."},
		{"scenario.campaign-1941.history",
			"Six hours after the attack on Pearl Harbor the Navy ordered unrestricted submarine warfare against Japan. With 2 per cent of the Navy's men, the submarines sank 55 per cent of Japan's merchant ships lost in the war — about 1,300 ships and 4.8 million tons (JANAC) — and a third of her warships lost, and lost 52 boats and 3,500 men, the highest loss rate of any US service.",
			"Sei ore dopo l'attacco a Pearl Harbor la Marina ordinò la guerra sottomarina illimitata contro il Giappone. Con il 2 per cento degli uomini della Marina, i sommergibili affondarono il 55 per cento delle navi mercantili che il Giappone perse nella guerra — circa 1.300 navi e 4,8 milioni di tonnellate (JANAC) — e un terzo delle sue navi da guerra perdute; persero 52 sommergibili e 3.500 uomini, il tasso di perdite più alto di tutte le forze armate americane."},
		{"scenario.convoy-college-1944.history",
			"By mid-1944 the torpedoes worked, Ultra read the convoy routing, and ComSubPac sent three-boat packs into the Luzon Strait — 'Convoy College'. In October alone US submarines sank some 320,000 t. Tang, Darter, Shark, Seawolf, Escolar, Albacore, Growler and Scamp were lost in the last three months of the year.",
			"A metà del 1944 i siluri funzionavano, Ultra leggeva le rotte dei convogli e ComSubPac mandava branchi di tre sommergibili nello Stretto di Luzon — il 'Convoy College'. Nel solo ottobre i sommergibili americani affondarono circa 320.000 t. Tang, Darter, Shark, Seawolf, Escolar, Albacore, Growler e Scamp andarono perduti negli ultimi tre mesi dell'anno."},
		{"scenario.tang-1944.history",
			"Tang left Pearl Harbor on 24 Sep 1944 and topped off at Midway. In the Formosa Strait she attacked two convoys on the surface at night (23 and 24 Oct). Her 24th and last torpedo broached and circled back, hitting her aft; she sank in 180 ft. O'Kane and eight men survived as prisoners. He received the Medal of Honor.",
			"Il Tang lasciò Pearl Harbor il 24 settembre 1944 e completò il rifornimento a Midway. Nello Stretto di Formosa attaccò di notte, in superficie, due convogli (23 e 24 ottobre). Il suo 24° e ultimo siluro affiorò e tornò indietro in cerchio, colpendolo a poppa; affondò su un fondale di 180 piedi. O'Kane e otto uomini sopravvissero, prigionieri. O'Kane ricevette la Medal of Honor."},
		{"scenario.torpedo-crisis-1943.history",
			"In 1943 the exploder was finally proven at fault — by Dan Daspit's Tinosa, which put eleven duds into the tanker Tonan Maru No. 3 in July — and Lockwood ordered the magnetic feature off in June. The contact pistol was fixed in September. Meanwhile the boats sank more each month and lost more: Amberjack, Grampus, Triton, Pickerel, Grenadier, Runner, Pompano, Grayling, Cisco and Wahoo.",
			"Nel 1943 la colpa dell'acciarino fu finalmente provata — dal Tinosa di Dan Daspit, che a luglio mise undici siluri inesplosi nella petroliera Tonan Maru n. 3 — e a giugno Lockwood ordinò di escludere l'acciarino magnetico. L'acciarino a contatto fu corretto a settembre. Intanto i sommergibili affondavano di più ogni mese e perdevano di più: Amberjack, Grampus, Triton, Pickerel, Grenadier, Runner, Pompano, Grayling, Cisco e Wahoo."},
		{"scenario.wahoo-1943.history",
			"Wahoo sailed from Brisbane on 16 Jan 1943. On the 24th Morton took her into Wewak harbour and torpedoed the destroyer Harusame; on the 26th he found a four-ship convoy off New Guinea and sank Buyo Maru, Fukuei Maru No. 2 and a third ship, then shot up the troops in the water, an act still argued over. She reached Pearl Harbor on 7 Feb: 'Every day a ship'.",
			"Il Wahoo salpò da Brisbane il 16 gennaio 1943. Il 24 Morton lo portò nel porto di Wewak e silurò il cacciatorpediniere Harusame; il 26 trovò un convoglio di quattro navi al largo della Nuova Guinea e affondò la Buyo Maru, la Fukuei Maru n. 2 e una terza nave, poi mitragliò le truppe in acqua, un atto ancora discusso. Raggiunse Pearl Harbor il 7 febbraio: 'Ogni giorno una nave'."},
		{"tac.scen.S1.history",
			"In 1939–40 many ships still sailed without escort or with one or two; U-47 (Prien) had sunk Royal Oak in October 1939.",
			"Nel 1939–40 molte navi navigavano ancora senza scorta, o con una o due navi di scorta; l'U-47 (Prien) aveva affondato la Royal Oak nell'ottobre 1939."},
		{"tac.scen.S2.history",
			"Early in the Pacific war Japanese convoys often sailed unescorted; the Mk 14's failures cost the US submarine force dearly until late 1943.",
			"All'inizio della guerra del Pacifico i convogli giapponesi navigavano spesso senza scorta; i difetti del Mk 14 costarono cari ai sommergibili americani fino alla fine del 1943."},
		{"tac.scen.S3.history",
			"British escort groups in 1941 began to hunt as teams rather than escort alone.",
			"Nel 1941 i gruppi di scorta britannici cominciarono a cacciare in squadra invece di scortare ciascuno per conto proprio."},
		{"tac.scen.S4.history",
			"USS England sank six Japanese submarines in twelve days in May 1944.",
			"La USS England affondò sei sommergibili giapponesi in dodici giorni nel maggio 1944."},
		{"tac.scen.S5.history",
			"Japanese ASW was handicapped by shallow depth-charge settings and few escorts.",
			"La lotta antisommergibile giapponese era penalizzata da bombe di profondità regolate troppo poco profonde e da poche scorte."},
		{"tac.scen.S6.history",
			"Shokaku escaped American submarines on eight occasions after the Coral Sea, May 1942.",
			"Dopo il Mar dei Coralli, nel maggio 1942, la Shokaku sfuggì otto volte ai sommergibili americani."},
		{"tac.scen.S7.history",
			"U-81 (Guggenberger) torpedoed Ark Royal on 13 November 1941; she sank the next day.",
			"L'U-81 (Guggenberger) silurò l'Ark Royal il 13 novembre 1941; la portaerei affondò il giorno dopo."},
		{"tac.scen.S8.history",
			"On her third patrol (January 1943) Wahoo under Morton sank a whole four-ship convoy.",
			"Nella sua terza pattuglia (gennaio 1943) il Wahoo al comando di Morton affondò un intero convoglio di quattro navi."},
		{"tac.scen.S9.history",
			"Sam Dealey's Harder, the 'destroyer killer' of 1944.",
			"L'Harder di Sam Dealey, il 'cacciatore di cacciatorpediniere' del 1944."},
		{"tac.scen.S10.history",
			"U-2511 (Schnee) sailed on the only Type XXI war patrol in April–May 1945.",
			"L'U-2511 (Schnee) compì l'unica pattuglia di guerra di un Tipo XXI, in aprile–maggio 1945."},
		{"tac.scen.S11.history",
			"Prien (U-47), Kretschmer (U-99) and Schepke (U-100) were all lost in March 1941. The convoy has 20 ships for formation 1's 18 slots (ambiguity 16).",
			"Prien (U-47), Kretschmer (U-99) e Schepke (U-100) andarono tutti perduti nel marzo 1941. Il convoglio ha 20 navi per le 18 posizioni della formazione 1 (ambiguità 16)."},
		{"tac.scen.S12.history",
			"PO 17 scattered on 4 July 1942; two thirds of its 33 ships were sunk.",
			"Il PO 17 si disperse il 4 luglio 1942; due terzi delle sue 33 navi furono affondate."},
		{"naval.sc.med-1940.history",
			"On 9 July 1940 Cunningham's fleet met Campioni's off Punta Stilo (Calabria) and drove it home; on 11 November Swordfish from Illustrious crippled three battleships in Taranto; on 28 March 1941 the Italian fleet lost three heavy cruisers off Cape Matapan. Throughout, Italian convoys kept the army in Libya supplied while Malta was fed by convoys from both ends of the sea.",
			"Il 9 luglio 1940 la flotta di Cunningham incontrò quella di Campioni al largo di Punta Stilo (Calabria) e la ricacciò in porto; l'11 novembre gli Swordfish dell'Illustrious misero fuori combattimento tre corazzate a Taranto; il 28 marzo 1941 la flotta italiana perse tre incrociatori pesanti al largo di Capo Matapan. Per tutto il periodo i convogli italiani tennero rifornito l'esercito in Libia, mentre Malta era rifornita da convogli provenienti dai due capi del mare."},
		{"naval.sc.pacific-1942.history",
			"In the Coral Sea (4–8 May 1942) the first battle between carriers cost Japan the light carrier Shoho and turned back the Port Moresby invasion, for the loss of Lexington. A month later at Midway, forewarned by codebreaking, Fletcher and Spruance sank Akagi, Kaga, Soryu and Hiryu for the loss of Yorktown, and the Midway invasion was called off.",
			"Nel Mar dei Coralli (4–8 maggio 1942) la prima battaglia fra portaerei costò al Giappone la portaerei leggera Shoho e respinse l'invasione di Port Moresby, al prezzo della Lexington. Un mese dopo a Midway, avvertiti dalla decrittazione, Fletcher e Spruance affondarono Akagi, Kaga, Soryu e Hiryu al prezzo della Yorktown, e l'invasione di Midway fu annullata."},
		{"naval.sc.rheinubung-1941.history",
			"On 24 May 1941 Bismarck sank Hood in the Denmark Strait and damaged Prince of Wales. Shadowed, then lost, she was found again by a Catalina, crippled by a Swordfish torpedo from Ark Royal and sunk on 27 May by King George V and Rodney; Prinz Eugen reached Brest. Not one convoy was attacked.",
			"Il 24 maggio 1941 la Bismarck affondò la Hood nello Stretto di Danimarca e danneggiò la Prince of Wales. Pedinata, poi perduta, fu ritrovata da un Catalina, immobilizzata da un siluro di uno Swordfish dell'Ark Royal e affondata il 27 maggio dalla King George V e dalla Rodney; il Prinz Eugen raggiunse Brest. Non fu attaccato un solo convoglio."},
		{"naval.sc.pq17-1942.history",
			"PQ 17 left Hvalfjörður on 27 June 1942 with 35 merchant ships. On 4 July, fearing that Tirpitz had sailed, the Admiralty withdrew the cruisers and ordered the convoy to scatter; U-boats and aircraft sank 24 ships and two thirds of the cargo, and Tirpitz, out for a few hours on 5 July, turned back without a shot. PQ 18 in September sailed with an escort carrier and a destroyer striking force and lost 13 of 40.",
			"Il PQ 17 lasciò Hvalfjörður il 27 giugno 1942 con 35 navi mercantili. Il 4 luglio, temendo che la Tirpitz fosse uscita, l'Ammiragliato ritirò gli incrociatori e ordinò al convoglio di disperdersi; U-Boot e aerei affondarono 24 navi e due terzi del carico, e la Tirpitz, uscita per poche ore il 5 luglio, rientrò senza sparare un colpo. Il PQ 18 a settembre salpò con una portaerei di scorta e una forza d'attacco di cacciatorpediniere e perse 13 navi su 40."},
	} {
		register(Def{ID: h.id, EN: h.en, IT: h.it})
	}
}

// HistoryText is a scenario's history in the UI's language: the
// catalogue's text for id ("tac.scen.S7.history", "naval.sc.med-1940.history")
// where it has one, fallback (the data's English) otherwise.
func HistoryText(id, fallback string) string {
	if Has(id) {
		return T(id)
	}
	return fallback
}
