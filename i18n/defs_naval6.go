package i18n

// The naval game's sixth pass (issue 20): the Arctic convoys of 1942.
func init() {
	register(
		Def{ID: "naval.sc.pq17-1942.title", EN: "The Arctic convoys, 1942", IT: "I convogli artici, 1942"},
		Def{ID: "naval.sc.pq17-1942.blurb",
			EN: "PQ convoys sail from Iceland round the North Cape to Murmansk and Archangel under the eyes of the Luftwaffe in Norway; Tirpitz waits at Trondheim. Britain scores the cargo that arrives, Germany the ships and transports it sinks.",
			IT: "I convogli PQ salpano dall'Islanda e doppiano Capo Nord verso Murmansk e Arcangelo sotto gli occhi della Luftwaffe in Norvegia; la Tirpitz attende a Trondheim. La Gran Bretagna segna il carico che arriva, la Germania le navi e i trasporti che affonda."},
	)
}
