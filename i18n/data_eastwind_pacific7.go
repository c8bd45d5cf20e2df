package i18n

// The "Early East Wind" campaign of 1932 (Silent War): its name, blurb,
// goal and history, its war events and its table's header, in Italian,
// written from our English data (assets/data/pacific). The seventh
// Pacific session's.
func init() {
	register(
		Def{ID: "scenario.east-wind-1932.blurb",
			EN: "February – December 1932. What if the Shanghai incident had become a war? S-boats from Manila and Pearl Harbor, the big cruiser submarines, and perhaps the Dutch, against a Japan that has not yet learnt to escort her ships.",
			IT: "Febbraio – dicembre 1932. E se l'incidente di Shanghai fosse diventato una guerra? Gli S-boat da Manila e da Pearl Harbor, i grandi incrociatori sommergibili e forse gli olandesi, contro un Giappone che non ha ancora imparato a scortare le sue navi."},
		Def{ID: "scenario.east-wind-1932.goal",
			EN: "Tonnage sunk from February to December 1932, less 10,000 t for each boat lost. Nineteen old boats with sound torpedoes against an unescorted merchant fleet: 220,000 t would make Tokyo think again; under 70,000 t is a defeat.",
			IT: "Il tonnellaggio affondato da febbraio a dicembre 1932, meno 10.000 t per ogni sommergibile perso. Diciannove vecchi sommergibili con siluri che funzionano contro una flotta mercantile senza scorta: 220.000 t farebbero riflettere Tokyo; sotto le 70.000 t è una sconfitta."},
	)
	register(Def{ID: "scenario.east-wind-1932.history",
		EN: "On 28 January 1932 Japanese marines landed at Shanghai; Secretary of State Stimson refused to recognise Manchukuo, and the Fleet was held in Hawaiian waters after its exercises. There was no war. Had there been, the Navy's plan (War Plan Orange) wrote off the Philippines, and its submarines were the S-boats of the Asiatic Fleet at Cavite, with the tender Canopus, and the S-boats, the big Argonaut and the new Narwhal and Nautilus at Pearl Harbor. Their Mk 10 torpedoes, with contact exploders, worked; their boats were slow, cramped and short-legged. The Dutch stayed neutral.",
		IT: "Il 28 gennaio 1932 la fanteria di marina giapponese sbarcò a Shanghai; il segretario di Stato Stimson rifiutò di riconoscere il Manciukuò, e dopo le esercitazioni la Flotta fu trattenuta nelle acque delle Hawaii. Non ci fu guerra. Se ci fosse stata, il piano della Marina (War Plan Orange) dava per perdute le Filippine, e i suoi sommergibili erano gli S-boat della Flotta asiatica a Cavite, con la nave appoggio Canopus, e gli S-boat, il grande Argonaut e i nuovi Narwhal e Nautilus a Pearl Harbor. I loro siluri Mk 10, con acciarino a contatto, funzionavano; i sommergibili erano lenti, angusti e di corto raggio. Gli olandesi restarono neutrali."})
	dataIT["event.ew-luzon-landing.name"] = "Missione speciale: i giapponesi sbarcano a Luzon"
	dataIT["event.ew-luzon-landing.text"] = "I giapponesi sbarcano nel Golfo di Lingayen: quattro sommergibili ad attaccare le forze da sbarco; lì task force e grandi convogli."
	dataIT["event.ew-guam-invasion.name"] = "Missione speciale: invasione giapponese di Guam"
	dataIT["event.ew-guam-invasion.text"] = "I giapponesi invadono Guam: quattro sommergibili ad attaccare le forze da sbarco; lì task force e grandi convogli."
	dataIT["event.ew-formosa-interdiction.name"] = "Missione speciale: interdizione delle forze di supporto"
	dataIT["event.ew-formosa-interdiction.text"] = "Due sommergibili a Formosa per interdire le forze di supporto giapponesi: ciascuno resta in posizione finché non è avvistato, danneggiato o rientra alla base; lì contano le task force e i grandi convogli."
	dataIT["event.ew-okinawa-bombardment.name"] = "Missione speciale: bombardamento di Okinawa"
	dataIT["event.ew-okinawa-bombardment.text"] = "Due sommergibili a Okinawa a cannoneggiare le strutture portuali: gli incrociatori sommergibili con i cannoni di grosso calibro Argonaut, Narwhal e Nautilus finché uno può andare; lì solo task force."
	dataIT["event.ew-ultra-p4.name"] = "Ultra (colonna del periodo 4)"
	dataIT["event.ew-ultra-p4.text"] = "I crittoanalisti dell'OP-20-G leggono gli ordini della flotta: il tiro Ultra di questo turno usa la colonna del periodo 4."
	dataIT["event.ew-ultra-p3.name"] = "Ultra (colonna del periodo 3)"
	dataIT["event.ew-ultra-p3.text"] = "La Station Cast di Cavite legge il traffico giapponese: il tiro Ultra di questo turno usa la colonna del periodo 3."
	dataIT["event.ew-wake-base.name"] = "Base avanzata a Wake"
	dataIT["event.ew-wake-base.text"] = "La nave appoggio Holland va all'isola di Wake: una base avanzata in mezzo al Pacifico."
	dataIT["event.ew-manila-falls.name"] = "L'esercito sfonda verso Manila"
	dataIT["event.ew-manila-falls.text"] = "Dopo lo sbarco giapponese a Luzon, l'esercito si avvicina a Manila: la Canopus salpa per Davao con ogni sommergibile non danneggiato in porto a Manila; i sommergibili danneggiati in porto sono perduti (senza contare come affondati), e quelli danneggiati di Manila in mare rientrano a Pearl Harbor (o a Surabaya se aperta)."
	dataIT["event.ew-dutch-intervention.name"] = "Intervento olandese"
	dataIT["event.ew-dutch-intervention.text"] = "I Paesi Bassi entrano in guerra: la nave appoggio Pelikaan apre Surabaya, e K-VIII, K-X, K-XI e K-XII entrano nella sua casella Broom."
	dataITFor["effect.header:1.0\n1932: the Shanghai incident becomes a war. Manila, with the tender Canopus, and Pearl Harbor are the bases; the Dutch are neutral."] = "1932: l'incidente di Shanghai diventa una guerra. Le basi sono Manila, con la nave appoggio Canopus, e Pearl Harbor; gli olandesi sono neutrali."
}
