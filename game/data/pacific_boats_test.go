package data_test

import (
	"os"
	"sort"
	"testing"

	"periscope/game/data"
)

// The US boats of the Pacific list are the fleet and S-class submarines
// that made war patrols against Japan, December 1941 – August 1945, by
// class, from the boats' histories (DANFS; Blair, Silent Victory):
//
//   - S-boats: the six of the Asiatic Fleet (S-36–S-41, Manila), the ten
//     of the Aleutians (S-18, S-23, S-27, S-28, S-30–S-35) and the six of
//     Brisbane (S-42–S-47). S-26, lost off Panama in January 1942, and the
//     boats that patrolled only the Panama approaches are not Pacific boats.
//   - The pre-war fleet: Argonaut, Narwhal and Nautilus, Dolphin, Cachalot
//     and Cuttlefish, the ten of the Porpoise and Perch classes, the sixteen
//     of the Salmon and Sargo, the twelve of the Tambor and Gar. (Barracuda,
//     Bass, Bonita, Mackerel and Marlin trained or patrolled off Panama.)
//   - Gato: all 77 but Dorado, lost in the Caribbean on her way to the
//     Pacific (October 1943) before any war patrol.
//   - Balao: the 118 built in the war years less those commissioned too
//     late to patrol (June 1945 and after: Clamagore, Cobbler, Menhaden,
//     Mero, Sabalo, Ling, and the eight finished after the war, Cochino,
//     Corporal, Cubera, Cusk, Diodon, Dogfish, Greenfish, Halfbeak,
//     Sablefish) and Lancetfish, sunk at her fitting-out pier in March 1945,
//     with Stickleback (commissioned in March 1945, whose one patrol left
//     Guam on 6 August 1945): 101 (Tiru, finished in 1948, is not in the
//     list). Carp, commissioned in February 1945, patrolled from June.
//   - Tench: the ten of 1945 that made a war patrol (Tench, Thornback,
//     Tigrone, Tirante, Trutta, Toro, Torsk, Quillback, Runner II and
//     Argonaut II). Diablo, commissioned in March 1945, reached Saipan in
//     August to wait for her first patrol's orders when the war ended.
//
// 253 US boats, against the 263 US submarines that made war patrols in all
// theatres (the Atlantic's and Panama's patrols included). And the losses:
// the 52 US submarines lost less R-12 (Key West), S-26 (Panama) and
// Dorado are the 49 with a loss month in the list.
var pacificUSClasses = map[string]int{
	"S1": 16, "S3": 6, "argonaut": 1, "narwhal": 2, "dolphin": 1, "cachalot": 2,
	"porpoise": 10, "salmon": 16, "tambor": 12, "gato": 76, "balao": 101, "tench": 10,
}

// notOnPatrol are boats once in the list that made no war patrol.
var notOnPatrol = []string{"Dorado", "Lancetfish", "Clamagore", "Cobbler", "Menhaden", "Mero", "Sabalo", "Ling",
	"Cochino", "Corporal", "Cubera", "Cusk", "Diodon", "Dogfish", "Greenfish", "Halfbeak", "Sablefish", "Tiru", "Diablo"}

func TestPacificBoatsMadeWarPatrols(t *testing.T) {
	th, err := data.Load(os.DirFS("../../assets/data"), "pacific")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	us, lost := 0, 0
	for _, b := range th.Boats {
		if th.Class(b.Class).Nation != "US" {
			continue
		}
		us++
		got[b.Class]++
		if b.Lost != "" {
			lost++
			if b.Lost < b.Entry {
				t.Errorf("%s is lost (%s) before her first war patrol (%s)", b.ID, b.Lost, b.Entry)
			}
		}
		if b.Entry < "1941-12" || b.Entry > "1945-08" {
			t.Errorf("%s enters in %s, outside the war", b.ID, b.Entry)
		}
	}
	var classes []string
	for c := range pacificUSClasses {
		classes = append(classes, c)
	}
	for c := range got {
		if _, ok := pacificUSClasses[c]; !ok {
			classes = append(classes, c)
		}
	}
	sort.Strings(classes)
	for _, c := range classes {
		if got[c] != pacificUSClasses[c] {
			t.Errorf("class %s: %d boats, want %d", c, got[c], pacificUSClasses[c])
		}
	}
	if us != 253 || lost != 49 {
		t.Errorf("%d US boats with %d lost, want 253 and 49", us, lost)
	}
	for _, id := range notOnPatrol {
		if th.Boat(id) != nil {
			t.Errorf("%s made no war patrol but is in the list", id)
		}
	}
	for id, class := range map[string]string{"Devilfish": "balao", "Spikefish": "balao", "Tirante": "tench", "Torsk": "tench", "Quillback": "tench",
		"Stickleback": "balao", "Runner II": "tench", "Argonaut II": "tench"} {
		if b := th.Boat(id); b == nil || b.Class != class {
			t.Errorf("%s: %+v, want a %s boat", id, b, class)
		}
	}
	// Entry is the month of the first war patrol: the boats checked one by
	// one against their histories (session 28).
	for id, entry := range map[string]string{"Carp": "1945-06", "Stickleback": "1945-08", "Runner II": "1945-06", "Argonaut II": "1945-07"} {
		if b := th.Boat(id); b == nil || b.Entry != entry {
			t.Errorf("%s: %+v, want her first war patrol in %s", id, b, entry)
		}
	}
}
