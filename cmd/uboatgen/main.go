// Command uboatgen writes assets/data/atlantic/uboats.json: the Axis
// submarine classes, the boats and the aces of the Steel Wolves campaign.
//
// Class values are derived from each type's real characteristics by the
// rules in classes.go (documented in assets/data/README.md); the German
// boats come from a CSV scrape of uboat.net (github.com/kadenhendron/
// uboat-data @c2d3966: data/uboat-data.csv and data/uboat-target-data.csv),
// which must be placed outside the repository and named with -csv; the
// Italian boats, the optional [35] boats and the curated decisions are in
// boats.go. The committed JSON stands on its own; this program only
// regenerates it.
//
//	go run ./cmd/uboatgen -csv /path/to/uboat-data [-out assets/data/atlantic/uboats.json]
package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"periscope/game/data"
)

const source = "uboat.net via github.com/kadenhendron/uboat-data@c2d3966"

// lastEntry is the last month a boat may arrive and still be in play.
const lastEntry = "1943-03"

type row struct {
	name, typ              string
	commissioned, fate     time.Time
	fateType               string
	firstAttack            time.Time
	attacks                int
	hasCommission, hasFate bool
}

func main() {
	dir := flag.String("csv", "", "directory holding uboat-data.csv and uboat-target-data.csv (outside the repository)")
	out := flag.String("out", "assets/data/atlantic/uboats.json", "output file")
	flag.Parse()
	if *dir == "" {
		log.Fatal("uboatgen: -csv is required")
	}
	rows := readBoats(filepath.Join(*dir, "uboat-data.csv"))
	targets := readCSV(filepath.Join(*dir, "uboat-target-data.csv"))
	scores := addAttacks(rows, targets)

	classes := map[string]data.SubClass{}
	var classList []data.SubClass
	for _, s := range specs {
		c := derive(s)
		classes[c.ID] = c
		classList = append(classList, c)
	}
	checkFixedPoints(classes)

	boats := germanBoats(rows, classes)
	boats = append(boats, uaBoat())
	boats = append(boats, italianBoats()...)
	boats = append(boats, optionalBoats(boats)...)

	var aceList []data.Ace
	for _, a := range aces {
		aceList = append(aceList, makeAce(a, scores))
	}

	if err := write(*out, classList, boats, aceList); err != nil {
		log.Fatal(err)
	}
	counts := map[string]int{}
	for _, b := range boats {
		if b.Optional {
			counts["optional"]++
		} else {
			counts[classes[b.Class].Nation]++
		}
	}
	fmt.Printf("uboatgen: %d classes, %d boats (%d German, %d Italian, %d optional), %d aces → %s\n",
		len(classList), len(boats), counts["DE"], counts["IT"], counts["optional"], len(aceList), *out)
}

// readCSV reads a Latin-1 CSV file into records (header first).
func readCSV(path string) [][]string {
	b, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	// The scrape is Latin-1; turn each byte into its rune.
	var u strings.Builder
	for _, c := range b {
		u.WriteRune(rune(c))
	}
	r := csv.NewReader(strings.NewReader(u.String()))
	r.FieldsPerRecord = -1
	recs, err := r.ReadAll()
	if err != nil && err != io.EOF {
		log.Fatalf("%s: %v", path, err)
	}
	return recs
}

func col(header []string, name string) int {
	for i, h := range header {
		if h == name {
			return i
		}
	}
	log.Fatalf("no column %q", name)
	return -1
}

// parseDate reads the scrape's m/d/yyyy dates.
func parseDate(s string) (time.Time, bool) {
	p := strings.Split(strings.TrimSpace(s), "/")
	if len(p) != 3 {
		return time.Time{}, false
	}
	m, e1 := strconv.Atoi(p[0])
	d, e2 := strconv.Atoi(p[1])
	y, e3 := strconv.Atoi(p[2])
	if e1 != nil || e2 != nil || e3 != nil {
		return time.Time{}, false
	}
	return date(y, m, d), true
}

func readBoats(path string) map[string]*row {
	recs := readCSV(path)
	h := recs[0]
	iName, iType, iComm, iFate, iFT := col(h, "name"), col(h, "type"), col(h, "commissioned"), col(h, "fate"), col(h, "fate_type")
	rows := map[string]*row{}
	for _, r := range recs[1:] {
		x := &row{name: r[iName], typ: r[iType], fateType: r[iFT]}
		x.commissioned, x.hasCommission = parseDate(r[iComm])
		x.fate, x.hasFate = parseDate(r[iFate])
		rows[x.name] = x
	}
	return rows
}

type score struct {
	ships, grt int
}

// addAttacks records each boat's first attack and returns each
// commander's ships and GRT sunk (loss type "Sunk").
func addAttacks(rows map[string]*row, recs [][]string) map[string]score {
	h := recs[0]
	iName, iDate, iLoss, iTons, iCmd := col(h, "name"), col(h, "attack_date"), col(h, "loss_type"), col(h, "tonnage"), col(h, "commander")
	scores := map[string]score{}
	// The scrape holds exact duplicate rows (see shared/calibration/README.md).
	seen := map[string]bool{}
	for _, r := range recs[1:] {
		key := strings.Join(r, "\x00")
		if seen[key] {
			continue
		}
		seen[key] = true
		d, ok := parseDate(r[iDate])
		if !ok {
			continue
		}
		if b := rows[r[iName]]; b != nil {
			b.attacks++
			if b.firstAttack.IsZero() || d.Before(b.firstAttack) {
				b.firstAttack = d
			}
		}
		if r[iLoss] == "Sunk" {
			t, _ := strconv.Atoi(r[iTons])
			s := scores[r[iCmd]]
			s.ships++
			s.grt += t
			scores[r[iCmd]] = s
		}
	}
	return scores
}

func month(t time.Time) string { return t.Format("2006-01") }

// isLoss follows the calibration definition (shared/calibration/README.md):
// sunk, missing, captured, damaged beyond repair, grounded, destroyed, or
// scuttled before May 1945.
func isLoss(r *row) bool {
	switch r.fateType {
	case "Sunk", "Missing", "Captured", "Damaged", "Grounded", "Destroyed":
		return true
	case "Scuttled":
		return r.fate.Before(date(1945, 5, 1))
	}
	return false
}

func boatNumber(id string) int {
	n, _ := strconv.Atoi(strings.TrimPrefix(strings.SplitN(id, "/", 2)[0], "U-"))
	return n
}

func germanBoats(rows map[string]*row, classes map[string]data.SubClass) []data.Boat {
	warStart := date(1939, 9, 1)
	var boats []data.Boat
	var names []string
	for n := range rows {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool { return boatNumber(names[i]) < boatNumber(names[j]) })
	for _, n := range names {
		r := rows[n]
		class, ok := csvClass[r.typ]
		if !ok || !r.hasCommission || r.commissioned.After(date(1943, 3, 31)) {
			continue
		}
		if _, school := schoolOnly[n]; school {
			continue
		}
		var why []string
		var entryDay time.Time
		if r.commissioned.Before(warStart) {
			entryDay = warStart
			why = append(why, "in service at war start")
		} else {
			w := workUp(r.commissioned)
			entryDay = r.commissioned.AddDate(0, 0, w)
			why = append(why, fmt.Sprintf("commissioned %s + %d days' work-up", r.commissioned.Format("2006-01-02"), w))
			if !r.firstAttack.IsZero() {
				early := r.firstAttack.AddDate(0, 0, -20)
				if early.Before(entryDay) {
					entryDay = maxTime(early, r.commissioned.AddDate(0, 0, 14))
					why = append(why, "first attack "+r.firstAttack.Format("2006-01-02")+" sets it earlier")
				}
			}
		}
		if r.hasFate && isLoss(r) && r.fate.Before(entryDay) {
			// Lost at sea on a first patrol that began sooner than the
			// usual work-up (training losses are in schoolOnly).
			entryDay = maxTime(r.fate.AddDate(0, 0, -21), r.commissioned.AddDate(0, 0, 14))
			why = append(why, "lost on its first patrol, which sets it earlier")
			log.Printf("uboatgen: %s lost %s before its usual work-up ended", n, r.fate.Format("2006-01-02"))
		}
		entry := month(entryDay)
		if o, ok := entryOverride[n]; ok {
			entry = o.month
			why = append(why, "entry "+o.month+": "+o.why)
		}
		if entry > lastEntry {
			continue
		}
		b := data.Boat{ID: n, Class: class, Entry: entry, Base: "germany"}
		lost := ""
		if r.hasFate && isLoss(r) {
			lost = month(r.fate)
			b.Lost = lost
		}
		if lost != "" && lost < entry {
			// Lost before its first patrol: a training loss the curated
			// list does not name yet.
			log.Printf("uboatgen: %s lost %s before entry %s — left out", n, lost, entry)
			continue
		}
		if arcticOnArrival[n] {
			b.Base = "norway"
			why = append(why, "joined an Arctic flotilla in Norway")
		}
		if noSternTube[n] {
			v := classes[class].Attack - 1
			b.Attack = &v
			why = append(why, "built without a stern tube")
		}
		// Green crews [8.1]: the Type IIA school-flotilla boats of 1939
		// (unless an ace commanded), and boats lost on their first patrol
		// without having attacked.
		switch {
		case class == "IIA" && entry == "1939-09" && aceAtStart[n] == "":
			b.Inexp = 1
			why = append(why, "Inexp: school-flotilla crew")
		case lost != "" && r.hasFate && r.fate.Sub(entryDay) < 92*24*time.Hour && (r.attacks == 0 || r.fate.Before(r.firstAttack)):
			b.Inexp = 1
			why = append(why, "Inexp: lost on its first patrol")
		}
		if a, ok := aceAtStart[n]; ok {
			b.Ace = a
		}
		if note, ok := exampleBoats[n]; ok {
			why = append(why, note)
		}
		fate := "in service 1945"
		if r.hasFate {
			fate = r.fateType + " " + r.fate.Format("2006-01-02")
		}
		b.Provenance = fmt.Sprintf("%s: %s; fate %s; %d attacks. Entry: %s.", source, r.typ, fate, r.attacks, strings.Join(why, "; "))
		boats = append(boats, b)
	}
	return boats
}

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func uaBoat() data.Boat {
	return data.Boat{ID: "UA", Class: "UA", Entry: "1940-06", Base: "germany",
		Provenance: "UA (ex-Turkish Batiray), commissioned 20 Sep 1939; first war patrol June 1940 (sank the AMC Andania); training and supply duties from 1942; decommissioned 1945 (uboat.net; not in the scrape)"}
}

func italianBoats() []data.Boat {
	var boats []data.Boat
	for _, it := range italians {
		boats = append(boats, data.Boat{ID: it.id, Name: it.name, Class: it.class, Entry: it.entry, Base: "france", Lost: it.lost,
			Provenance: "BETASOM (italiansubmarines.com, regiamarina.net): " + it.note + "; entry = month of arrival at Bordeaux"})
	}
	return boats
}

func optionalBoats(hist []data.Boat) []data.Boat {
	byID := map[string]data.Boat{}
	for _, b := range hist {
		byID[b.ID] = b
	}
	var boats []data.Boat
	for _, o := range optionals {
		b := data.Boat{ID: o.id, Name: o.name, Class: o.class, Entry: o.entry, Base: o.base, Inexp: o.inexp,
			Optional: true, Option: o.option, Replaces: o.replaces}
		prov := "optional [" + strings.SplitN(o.option, ":", 2)[0] + "]"
		if o.sameAs != "" {
			h, ok := byID[o.sameAs]
			if !ok {
				log.Fatalf("uboatgen: optional %s: no historical %s", o.id, o.sameAs)
			}
			b.Entry, b.Base = h.Entry, h.Base
			prov += "; arrives and refits like the historical " + o.sameAs + " [35.12]"
		}
		if o.note != "" {
			prov += "; " + o.note
		}
		if b.Name == "" && strings.Contains(o.id, "/") {
			p := strings.SplitN(o.id, "/", 2)
			b.Name = p[0] + " (" + p[1] + ")"
		}
		b.Provenance = prov
		boats = append(boats, b)
	}
	return boats
}

// makeAce builds an ace. Level 2 is for the aces with 150,000 GRT or more
// in the scrape: the level a later scenario uses when it places them at
// the height of their careers.
func makeAce(a aceSpec, scores map[string]score) data.Ace {
	ace := data.Ace{ID: a.id, Name: a.name, Nation: a.nation, Level: 1}
	if a.match == "" {
		ace.Provenance = "Regia Marina, BETASOM: " + a.boats
		return ace
	}
	s, ok := scores[a.match]
	if !ok {
		log.Fatalf("uboatgen: no score for %s", a.match)
	}
	if s.grt >= 150000 {
		ace.Level = 2
	}
	ace.Provenance = fmt.Sprintf("%s: %d ships, %s GRT sunk (commanded %s)", source, s.ships, thousands(s.grt), a.boats)
	return ace
}

func thousands(n int) string {
	s := strconv.Itoa(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// write emits the file with one class, boat or ace per line, so that diffs
// stay readable.
func write(path string, classes []data.SubClass, boats []data.Boat, aceList []data.Ace) error {
	var b bytes.Buffer
	b.WriteString("{\n")
	section := func(name string, n int, item func(i int) any, last bool) error {
		fmt.Fprintf(&b, "  %q: [\n", name)
		for i := 0; i < n; i++ {
			j, err := json.Marshal(item(i))
			if err != nil {
				return err
			}
			b.WriteString("    ")
			b.Write(j)
			if i < n-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString("  ]")
		if !last {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
		return nil
	}
	if err := section("subClasses", len(classes), func(i int) any { return classes[i] }, false); err != nil {
		return err
	}
	if err := section("boats", len(boats), func(i int) any { return boats[i] }, false); err != nil {
		return err
	}
	if err := section("aces", len(aceList), func(i int) any { return aceList[i] }, true); err != nil {
		return err
	}
	b.WriteString("}\n")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, b.Bytes(), 0o644)
}
