package i18n

// The Pacific game's (Silent War's) scenario blurbs and goals. The English
// is the data's own text (assets/data/pacific/scenarios; a test keeps the
// two equal); the Italian is ours.
func init() {
	register(
		Def{ID: "scenario.asiatic-fleet-1941.blurb",
			EN: "December 1941 – March 1942. Twenty-nine American and the Dutch boats against the invasion of the Philippines and the Indies, with torpedoes that run deep and fail to explode.",
			IT: "Dicembre 1941 – marzo 1942. Ventinove sommergibili americani e quelli olandesi contro l'invasione delle Filippine e delle Indie, con siluri che corrono troppo profondi e non esplodono."},
		Def{ID: "scenario.asiatic-fleet-1941.goal",
			EN: "Tonnage sunk by the end of March 1942, less 8,000 t for each boat lost. 90,000 t stops an invasion convoy; 50,000 t is what history managed with sound torpedoes; under 25,000 t is a defeat.",
			IT: "Il tonnellaggio affondato entro la fine di marzo 1942, meno 8.000 t per ogni sommergibile perso. 90.000 t fermano un convoglio d'invasione; 50.000 t sono quanto si fece nella realtà con siluri funzionanti; sotto le 25.000 t è una sconfitta."},
		Def{ID: "scenario.campaign-1941.blurb",
			EN: "December 1941 – August 1945. From Pearl Harbor to Tokyo Bay: the whole US submarine war against Japan.",
			IT: "Dicembre 1941 – agosto 1945. Da Pearl Harbor alla baia di Tokyo: tutta la guerra dei sommergibili statunitensi contro il Giappone."},
		Def{ID: "scenario.campaign-1941.goal",
			EN: "Tonnage sunk over the war, less 20,000 t for each boat lost. US submarines sank about 4,800,000 t (JANAC) for 52 boats: to equal history is a victory.",
			IT: "Il tonnellaggio affondato in tutta la guerra, meno 20.000 t per ogni sommergibile perso. I sommergibili statunitensi affondarono circa 4.800.000 t (JANAC) perdendone 52: eguagliare la storia è una vittoria."},
		Def{ID: "scenario.convoy-college-1944.blurb",
			EN: "July – December 1944. Wolfpacks in the Luzon Strait, the oil route cut: the peak of the submarine war.",
			IT: "Luglio – dicembre 1944. Branchi di lupi nello stretto di Luzon, la rotta del petrolio tagliata: il culmine della guerra sottomarina."},
		Def{ID: "scenario.convoy-college-1944.goal",
			EN: "Tonnage sunk from July to December 1944, less 20,000 t for each boat lost: history sank about 1,300,000 t.",
			IT: "Il tonnellaggio affondato da luglio a dicembre 1944, meno 20.000 t per ogni sommergibile perso: nella realtà se ne affondarono circa 1.300.000 t."},
		Def{ID: "scenario.tang-1944.blurb",
			EN: "October 1944. Cdr Richard O'Kane takes Tang from Pearl Harbor by Midway to the Formosa Strait, alone, with Mk 18 electric torpedoes.",
			IT: "Ottobre 1944. Il capitano di fregata Richard O'Kane porta il Tang da Pearl Harbor, via Midway, fino allo stretto di Formosa, da solo, con i siluri elettrici Mk 18."},
		Def{ID: "scenario.tang-1944.goal",
			EN: "Scored on the patrol: the tonnage Tang sinks counts only if she comes home. 40,000 t is a triumph, 20,000 t a success (JANAC credited 21,800 t), 8,000 t marginal; less, or the loss of the boat, is a defeat — as it was.",
			IT: "Conta la missione: il tonnellaggio affondato dal Tang vale solo se il sommergibile rientra. 40.000 t sono un trionfo, 20.000 t un successo (la JANAC gliene riconobbe 21.800), 8.000 t un risultato marginale; meno di così, o la perdita del sommergibile, è una sconfitta — come fu."},
		Def{ID: "scenario.torpedo-crisis-1943.blurb",
			EN: "January – September 1943. The fleet is growing and the Mk XIV still fails: prove it, fix it, and sink ships while you do.",
			IT: "Gennaio – settembre 1943. La flotta cresce e il Mk XIV fa ancora cilecca: dimostralo, correggilo, e intanto affonda navi."},
		Def{ID: "scenario.torpedo-crisis-1943.goal",
			EN: "Tonnage sunk from January to September 1943, less 15,000 t for each boat lost: history sank about 900,000 t.",
			IT: "Il tonnellaggio affondato da gennaio a settembre 1943, meno 15.000 t per ogni sommergibile perso: nella realtà se ne affondarono circa 900.000 t."},
		Def{ID: "scenario.wahoo-1943.blurb",
			EN: "January 1943. Lt Cdr Dudley 'Mush' Morton takes Wahoo from Brisbane into Wewak harbour, then north of New Guinea after the convoys.",
			IT: "Gennaio 1943. Il capitano di corvetta Dudley 'Mush' Morton porta il Wahoo da Brisbane dentro il porto di Wewak, poi a nord della Nuova Guinea a caccia dei convogli."},
		Def{ID: "scenario.wahoo-1943.goal",
			EN: "Scored on the patrol: the tonnage Wahoo sinks counts only if she comes home. 25,000 t is a triumph (Morton claimed 31,900 t), 12,000 t a success (JANAC credited 11,300 t), 5,000 t marginal; less, or the loss of the boat, is a defeat.",
			IT: "Conta la missione: il tonnellaggio affondato dal Wahoo vale solo se il sommergibile rientra. 25.000 t sono un trionfo (Morton ne dichiarò 31.900), 12.000 t un successo (la JANAC gliene riconobbe 11.300), 5.000 t un risultato marginale; meno di così, o la perdita del sommergibile, è una sconfitta."},
	)
}
