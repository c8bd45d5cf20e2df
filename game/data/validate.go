package data

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// MonthIndex parses "YYYY-MM" into a month count (year*12 + month-1), so
// months compare and subtract as integers.
func MonthIndex(s string) (int, error) {
	if len(s) != 7 || s[4] != '-' {
		return 0, fmt.Errorf("month %q is not YYYY-MM", s)
	}
	// Six plain digits are read by hand: the bots ask for the months of
	// the war events at every decision (issue 16, session 40). Anything
	// else ("+5", spaces) is left to strconv as before.
	if digit(s[0]) && digit(s[1]) && digit(s[2]) && digit(s[3]) && digit(s[5]) && digit(s[6]) {
		y := int(s[0]-'0')*1000 + int(s[1]-'0')*100 + int(s[2]-'0')*10 + int(s[3]-'0')
		m := int(s[5]-'0')*10 + int(s[6]-'0')
		if m >= 1 && m <= 12 && y >= 1900 && y <= 2100 {
			return y*12 + m - 1, nil
		}
		return 0, fmt.Errorf("month %q is not YYYY-MM", s)
	}
	y, err1 := strconv.Atoi(s[:4])
	m, err2 := strconv.Atoi(s[5:])
	if err1 != nil || err2 != nil || m < 1 || m > 12 || y < 1900 || y > 2100 {
		return 0, fmt.Errorf("month %q is not YYYY-MM", s)
	}
	return y*12 + m - 1, nil
}

// digit reports whether b is an ASCII digit.
func digit(b byte) bool { return b-'0' <= 9 }

// MonthString is the inverse of MonthIndex.
func MonthString(i int) string { return fmt.Sprintf("%04d-%02d", i/12, i%12+1) }

// Known vocabularies.
var (
	areaKinds  = set(KindOpArea, KindSMZ, KindBase)
	baseKinds  = set(BaseMain, BaseAdvanced, BaseNeutral, BaseRefit)
	regions    = set("west", "home", "home-p1", "arctic", "baltic", "central-atlantic", "med", "south", "north-atlantic", "caribbean", "blackout", "biscay-coast")
	airIcons   = set("", "light", "dark")
	subIcons   = set("", "sub", "pale")
	shipTypes  = set("CV", "CVE", "ACV", "AVG", "CS", "BB", "BC", "CA", "CL", "C", "ML", "AM", "DD", "DE", "PF", "CT", "SL", "TB", "PG", "CG", "M", "AO", "AT", "AP", "CM", "FV", "SV", "AC", "SS", "EVENT", "LINER")
	flags      = set("red", "white")
	gunKinds   = set("", "standard", "xi", "surcouf")
	levels     = set("g", "o", "b", "r")
	contactKnd = set("c1", "c2", "single", "special", "tf")
	colRoles   = set(ColOuter, ColInner, ColCentre)
	boards     = []string{"single", "c1", "c2", "tf"}
	// Result tokens of the results tables.
	resultTokens = set("none", "spot", "dmg", "rtb", "sunk", "explode", "again")
	damageBoxes  = set("workup", "r1", "r2", "r3")
	setupBoxes   = set("workup", "inport", "pier", "ready")
	dangerRows   = []string{"diligent", "explosive", "dems", "aircraft", "mines"}
	// CombatEventIDs are the Combat Events [19.2] the engine knows.
	CombatEventIDs = set("none", "circular-run", "aircraft-spots", "counterattack", "counterattack-first", "double-tonnage", "mechanical")
	allowedASW2    = set2(0, 1, 2, 4, 6, 8, 10, 12)
)

// EffectOps is the vocabulary of war-event, period-header, reinforcement
// and scenario set-up effects, with what each does. game/campaign implements
// every one (a test checks it); the loader rejects any other.
var EffectOps = map[string]string{
	"text":            "informational text only",
	"deploy":          "order Count subs to Area with Mission for Weeks [5.3]",
	"mission":         "activate the SMZ Area with Mission for Weeks [20.4]",
	"contact":         "convoys contacted in Area become a Nation TF on d10 ≤ Value, a special convoy on d10 ≤ Count (Weeks, 0 = until cleared)",
	"contact-only":    "in Area for Weeks (0 = until cleared) only the contact kinds in Text count (\"c2,tf\"); any other result is no contact [SW 5.0], spec §12.4",
	"found-damaged":   "if the counter Text is drawn into a combat in Area within Weeks, it carries a Damaged marker in that combat [SW 5.0], spec §12.33",
	"cup-add":         "put Units (allied type ids) into Cup from now on",
	"cup-remove":      "take Units out of play",
	"base-on":         "activate Base",
	"pier-sortie":     "every sub in Base's Pier box sails at once to Area, patrol side up (Flag \"midway-pier\": the switch midway-pier-ignored leaves it out)",
	"base-off":        "deactivate Base (damaged boats there are scuttled, not counted as lost; Flag \"keep-damaged\": they stay until repaired)",
	"tender":          "the player places a tender in the advanced base Area [21.21]",
	"supply":          "place a supply ship in Area [21.32]",
	"training":        "withdraw Count boats (the player picks; Boats if named) to training duty; Units names sub classes whose every boat in play goes (the End of the Aleutians' S-boats)",
	"flag":            "set the game flag Flag (e.g. barbarossa, torch, weserubung)",
	"unflag":          "clear the game flag Flag",
	"air":             "set Area's air cover to Text (light/dark/none; \"row\": back to its AAC row's) from now on",
	"search":          "AAC searches in Area get Value for Weeks (0 = until cleared) (the Vichy table's commerce raiding [36.63H])",
	"aac-row":         "Area uses the AAC row of Period from now on [30.3]",
	"bdienst":         "change the B-Dienst level by Value [7.2]",
	"enigma":          "change the Enigma level by Value [7.3]",
	"enigma4":         "4-rotor Enigma comes in [7.31]",
	"aircraft-add":    "German aircraft Units come into play at Base [7.5]",
	"aircraft-remove": "German aircraft Units leave play",
	"arrive":          "boat Boats[0] arrives at Base, Value = inexperience level [8.0B]",
	"refit":           "Boats are withdrawn for refit [8.0C]",
	"return":          "Boats return from refit to Base [8.0D]",
	"period-roll":     "this month, roll weekly for the war period to advance to Period [17.1]",
	"barbarossa-roll": "this month, roll weekly for Barbarossa [17.4]",
	"ace-transfer":    "the ace Text may transfer to boat Boats[0] [25.31]",
	"remix":           "remix the War Mix cups [3.15]",
	"scapa":           "a sub may enter Area (a naval base) this turn, or for Weeks turns if Weeks > 0 [30.4]",
	"torpedo":         "German boats' torpedo value in Area changes by Value for Weeks (the torpedo failures of a campaign) [6.0]",
	"asw":             "the general ASW of Area rises by Value for Weeks (an escort force's skill or air cover the war period's row does not hold) [14.2A]",
	"readiness":       "subs at Base roll Readiness and the base's Work-up [9.0] against numbers Value higher for Weeks (0 = until cleared)",
	"ultra":           "this turn's Ultra phase rolls Value times (0 = no Ultra roll, 2 = twice [SW 7.3]), on Period's column if Period > 0 [SW 5.0]",
}

// Missions is the vocabulary of the Mission of "deploy" and "mission"
// effects: what the boats sent to an area or SMZ must do there [5.3], [20.4].
var Missions = map[string]string{
	"attack":    "search and attack normally",
	"search":    "search and attack as usual; the order is to be there",
	"mines":     "lay a minefield in the SMZ (no attack until it is laid) [26]",
	"no-attack": "be there, but make no attack (rescue, escort, weather reporting)",
	"stay":      "stay in the SMZ until the order ends instead of leaving after the mission [20.6]",
	"hold":      "search and attack as usual; each boat sent stays in the area until it is Spotted, damaged or RTB, past the order's weeks (East Wind event 2 [SW 5.0])",
}

// MiningClosed values [26.52]: "always", "until-event:<id>" and
// "before-event:<id>" (closed while the event has not happened),
// "after-period:<n>" (closed from period n+1 on).
func (c *checker) miningClosed(file, path, v string) {
	switch {
	case v == "always":
	case strings.HasPrefix(v, "until-event:"), strings.HasPrefix(v, "before-event:"):
		id := v[strings.IndexByte(v, ':')+1:]
		if c.t.Event(id) == nil {
			c.add(file, path, "unknown war event %q", id)
		}
	case strings.HasPrefix(v, "after-period:"):
		n, err := strconv.Atoi(v[len("after-period:"):])
		if err != nil || n < 1 || n > c.t.Rules.Periods {
			c.add(file, path, "%q is not after-period:<1–%d>", v, c.t.Rules.Periods)
		}
	default:
		c.add(file, path, "unknown mining rule %q (want always, until-event:<id>, before-event:<id>, after-period:<n>)", v)
	}
}

func set(xs ...string) map[string]bool {
	m := map[string]bool{}
	for _, x := range xs {
		m[x] = true
	}
	return m
}

func set2(xs ...int) map[int]bool {
	m := map[int]bool{}
	for _, x := range xs {
		m[x] = true
	}
	return m
}

type checker struct {
	t    *Theatre
	errs Errors
}

func (c *checker) add(file, path, format string, args ...any) {
	c.errs = append(c.errs, Error{File: file, Path: path, Reason: fmt.Sprintf(format, args...)})
}

func (c *checker) month(file, path, s string) {
	if _, err := MonthIndex(s); err != nil {
		c.add(file, path, "%v", err)
	}
}

// availability accepts "", "YYYY-MM", "P<n>" or "event:<id>".
func (c *checker) avail(file, path, s string) {
	switch {
	case s == "":
	case strings.HasPrefix(s, "P"):
		n, err := strconv.Atoi(s[1:])
		if err != nil || n < 1 || n > c.t.Rules.Periods {
			c.add(file, path, "%q is not a war period P1–P%d", s, c.t.Rules.Periods)
		}
	case strings.HasPrefix(s, "event:"):
		if c.t.Event(s[6:]) == nil {
			c.add(file, path, "unknown war event %q", s[6:])
		}
	default:
		c.month(file, path, s)
	}
}

func (c *checker) area(file, path, id string, kinds ...string) {
	a := c.t.Area(id)
	if a == nil {
		c.add(file, path, "unknown area %q", id)
		return
	}
	if len(kinds) == 0 {
		return
	}
	for _, k := range kinds {
		if a.Kind == k {
			return
		}
	}
	c.add(file, path, "area %q is a %s, want %s", id, a.Kind, strings.Join(kinds, " or "))
}

func (c *checker) results(file, path string, row ResultRow) {
	if len(row.Cells) == 0 {
		c.add(file, path+".cells", "no cells")
	}
	for i, cell := range row.Cells {
		for _, tok := range strings.Split(cell, "+") {
			if !resultTokens[tok] {
				c.add(file, fmt.Sprintf("%s.cells[%d]", path, i), "unknown result %q (want none, spot, dmg, rtb, sunk, explode, again joined by +)", tok)
			}
		}
	}
}

// Validate checks every reference and every table: each reference resolves,
// each table covers every roll it can be asked for, each period has rows and
// dates parse.
func (t *Theatre) Validate() Errors {
	c := &checker{t: t}
	P := t.Rules.Periods
	rf := t.fileOf("rules")
	if P < 1 || P > 9 {
		c.add(rf, "rules.periods", "must be 1–9, got %d", P)
		return c.errs
	}
	if t.Rules.WeeksPerMonth < 1 {
		c.add(rf, "rules.weeksPerMonth", "must be at least 1")
	}
	if t.Rules.TDCMin > t.Rules.TDCMax || t.Rules.G7Min > t.Rules.G7Max {
		c.add(rf, "rules", "TDC or G7 range is empty")
	}
	for _, code := range sortedKeys(t.Rules.Nations) {
		n, p := t.Rules.Nations[code], "rules.nations."+code
		if n.Doctrine != "" && n.Doctrine != "national" && n.Doctrine != "option" {
			c.add(rf, p+".doctrine", "unknown doctrine %q (want national or option)", n.Doctrine)
		}
		if len(n.SubTorpedo) > 0 && len(n.SubTorpedo) != P {
			c.add(rf, p+".subTorpedo", "has %d periods, want %d", len(n.SubTorpedo), P)
		}
		if e := n.SubTorpedoEarly; e != nil {
			if _, err := MonthIndex(e.Until); err != nil {
				c.add(rf, p+".subTorpedoEarly.until", "%v", err)
			}
		}
	}

	// Map.
	mf := t.fileOf("map")
	for i, a := range t.Map.Areas {
		p := fmt.Sprintf("map.areas[%d](%s)", i, a.ID)
		if !areaKinds[a.Kind] {
			c.add(mf, p+".kind", "unknown kind %q", a.Kind)
		}
		if a.Name == "" {
			c.add(mf, p+".name", "missing")
		}
		if a.Lat < -90 || a.Lat > 90 || a.Lon < -180 || a.Lon > 180 {
			c.add(mf, p, "position %.2f,%.2f is not a latitude/longitude", a.Lat, a.Lon)
		}
		for _, r := range a.Regions {
			if !regions[r] {
				c.add(mf, p+".regions", "unknown region %q", r)
			}
		}
		if a.Kind == KindOpArea {
			if len(a.AAC) != P {
				c.add(mf, p+".aac", "has %d rows, want one per war period (%d)", len(a.AAC), P)
			}
			for j, row := range a.AAC {
				rp := fmt.Sprintf("%s.aac[%d]", p, j)
				if len(row.Boxes) != 10 {
					c.add(mf, rp+".boxes", "%q has %d boxes, want 10", row.Boxes, len(row.Boxes))
				}
				for k, ch := range row.Boxes {
					if !strings.ContainsRune("wgobrWGOBR", ch) {
						c.add(mf, rp+".boxes", "box %d is %q (want w, g, o, b, r; upper case for a red dot)", k, string(ch))
					}
				}
				if !airIcons[row.Air] {
					c.add(mf, rp+".air", "unknown air icon %q", row.Air)
				}
				if !subIcons[row.Sub] {
					c.add(mf, rp+".sub", "unknown sub icon %q", row.Sub)
				}
			}
			if a.ASWRegion == "" {
				c.add(mf, p+".aswRegion", "missing (needed for general ASW [14.2A])")
			} else if _, ok := t.Tables.GeneralASW[a.ASWRegion]; !ok {
				c.add(mf, p+".aswRegion", "no general ASW row %q in tables.json", a.ASWRegion)
			}
			if a.ContactTable != "" {
				if _, ok := t.Tables.Contact[a.ContactTable]; !ok {
					c.add(mf, p+".contactTable", "no contact table %q", a.ContactTable)
				}
			}
		}
		if a.Kind == KindSMZ {
			if len(a.Links) == 0 {
				c.add(mf, p+".links", "an SMZ must be linked to at least one OpArea [20.1]")
			}
			for j, l := range a.Links {
				c.area(mf, fmt.Sprintf("%s.links[%d]", p, j), l, KindOpArea)
			}
			for j, m := range a.MiningClosed {
				c.miningClosed(mf, fmt.Sprintf("%s.miningClosed[%d]", p, j), m)
			}
			if a.TransitZone && len(a.TransitDRM) != P {
				c.add(mf, p+".transitDRM", "has %d values, want one per war period (%d)", len(a.TransitDRM), P)
			}
		}
		if len(a.Mines) > 0 && len(a.Mines) != P {
			c.add(mf, p+".mines", "has %d values, want one per war period (%d)", len(a.Mines), P)
		}
		for j, m := range a.Mines {
			if m < 0 || m > 9 {
				c.add(mf, fmt.Sprintf("%s.mines[%d]", p, j), "rating %d is outside 0–9 (a field is met on d10 ≥ 10 − rating)", m)
			}
		}
		for j, nb := range a.NearbyFrom {
			base, zone, _ := strings.Cut(nb, "/")
			if t.Base(base) == nil {
				c.add(mf, fmt.Sprintf("%s.nearbyFrom[%d]", p, j), "unknown base %q", base)
			}
			if zone != "" {
				if z := t.Area(zone); z == nil || !z.TransitZone {
					c.add(mf, fmt.Sprintf("%s.nearbyFrom[%d]", p, j), "%q is not a transit zone", zone)
				}
			}
		}
		if a.Kind == KindBase && t.Base(a.ID) == nil {
			c.add(mf, p, "base area has no base display in map.bases")
		}
	}
	for i, r := range t.Map.Routes {
		p := fmt.Sprintf("map.routes[%d](%s–%s)", i, r.From, r.To)
		c.area(mf, p+".from", r.From)
		c.area(mf, p+".to", r.To)
		if r.Cost < 0 || r.Cost > 2 {
			c.add(mf, p+".cost", "must be 0, 1 or 2, got %d", r.Cost)
		}
		if r.From == r.To {
			c.add(mf, p, "a route must join two different places")
		}
	}
	for i, b := range t.Map.Bases {
		p := fmt.Sprintf("map.bases[%d](%s)", i, b.ID)
		if !baseKinds[b.Kind] {
			c.add(mf, p+".kind", "unknown base kind %q", b.Kind)
		}
		if b.Kind != BaseRefit {
			c.area(mf, p+".id", b.ID, KindBase, KindSMZ)
		}
		if len(b.Capacity) != P {
			c.add(mf, p+".capacity", "has %d values, want one per war period (%d)", len(b.Capacity), P)
		}
		if b.WorkUp < 0 || b.WorkUp > 9 {
			c.add(mf, p+".workUp", "must be 0–9")
		}
		for j, n := range b.Repair {
			if n < 0 || n > 9 {
				c.add(mf, fmt.Sprintf("%s.repair[%d]", p, j), "must be 0–9")
			}
		}
		if b.Fallback != "" && t.Base(b.Fallback) == nil {
			c.add(mf, p+".fallback", "unknown base %q", b.Fallback)
		}
		if b.ActiveEvent != "" && t.Event(b.ActiveEvent) == nil {
			c.add(mf, p+".activeEvent", "unknown war event %q", b.ActiveEvent)
		}
	}
	// Every OpArea and base must be reachable by some route.
	for _, a := range t.Map.Areas {
		if a.Kind != KindSMZ && len(t.Routes(a.ID)) == 0 {
			c.add(mf, "map.routes", "%s %q has no route", a.Kind, a.ID)
		}
	}

	// Submarines.
	uf := t.fileOf("boats")
	for i, s := range t.SubClasses {
		p := fmt.Sprintf("subClasses[%d](%s)", i, s.ID)
		for name, v := range map[string]int{"attack": s.Attack, "defense": s.Defense, "tactics": s.Tactics, "endurance": s.Endurance, "crashDive": s.CrashDive, "speed": s.Speed, "range": s.Range, "readiness": s.Readiness} {
			if v < 0 || v > 12 {
				c.add(uf, p+"."+name, "value %d out of range 0–12", v)
			}
		}
		if s.Speed < 1 {
			c.add(uf, p+".speed", "must be at least 1")
		}
		if !gunKinds[s.Gun] {
			c.add(uf, p+".gun", "unknown gun %q", s.Gun)
		}
		if s.TankerFrom != "" {
			c.month(uf, p+".tankerFrom", s.TankerFrom)
			if s.Tanker == 0 {
				c.add(uf, p+".tankerFrom", "set on a class that is not a U-tanker")
			}
		}
	}
	for i, b := range t.Boats {
		p := fmt.Sprintf("boats[%d](%s)", i, b.ID)
		if t.Class(b.Class) == nil {
			c.add(uf, p+".class", "unknown sub class %q", b.Class)
		}
		c.month(uf, p+".entry", b.Entry)
		if b.Lost != "" {
			c.month(uf, p+".lost", b.Lost)
		}
		if t.Base(b.Base) == nil {
			c.add(uf, p+".base", "unknown base %q", b.Base)
		}
		if b.Ace != "" && t.AceByID(b.Ace) == nil {
			c.add(uf, p+".ace", "unknown ace %q", b.Ace)
		}
		if b.Inexp < 0 || b.Inexp > 2 {
			c.add(uf, p+".inexp", "must be 0, 1 or 2")
		}
		if (b.Option != "" || len(b.Replaces) > 0) && !b.Optional {
			c.add(uf, p+".option", "option and replaces are only for optional boats")
		}
		for j, r := range b.Replaces {
			if t.Boat(r) == nil {
				c.add(uf, fmt.Sprintf("%s.replaces[%d]", p, j), "unknown boat %q", r)
			}
		}
	}
	if k := t.Construction; k != nil {
		cf := t.fileOf("construction")
		blocks := map[int]bool{}
		for i, bl := range k.Blocks {
			blocks[bl.ID] = true
			for j, id := range bl.Boats {
				if t.Boat(id) == nil {
					c.add(cf, fmt.Sprintf("construction.blocks[%d].boats[%d]", i, j), "unknown boat %q", id)
				}
			}
		}
		for i, bl := range k.Blocks {
			for j, w := range bl.RemovedWith {
				if !blocks[w] {
					c.add(cf, fmt.Sprintf("construction.blocks[%d].removedWith[%d]", i, j), "unknown block %d", w)
				}
			}
		}
		for i, o := range k.Options {
			if o.Rule != "35.1" && o.Rule != "35.2" {
				c.add(cf, fmt.Sprintf("construction.options[%d](%s).rule", i, o.ID), "must be 35.1 or 35.2")
			}
			for j, w := range o.Swaps {
				if !blocks[w] {
					c.add(cf, fmt.Sprintf("construction.options[%d](%s).swaps[%d]", i, o.ID, j), "unknown block %d", w)
				}
			}
			n := 0
			for _, b := range t.Boats {
				if b.Option == o.Rule+":"+o.ID {
					n++
				}
			}
			if n == 0 {
				c.add(cf, fmt.Sprintf("construction.options[%d](%s)", i, o.ID), "no optional boat has option %q", o.Rule+":"+o.ID)
			}
		}
	}

	t.validateCommands(c)
	t.validateRuleNumbers(c)

	// Allied counters.
	af := t.fileOf("allied")
	if t.Rules.RadarFrom != "" {
		c.month("rules.json", "rules.radarFrom", t.Rules.RadarFrom)
	}
	for i, a := range t.Allied {
		p := fmt.Sprintf("allied[%d](%s)", i, a.ID)
		if !shipTypes[a.Type] {
			c.add(af, p+".type", "unknown type %q", a.Type)
		}
		if !flags[a.Flag] {
			c.add(af, p+".flag", "flag must be red or white, got %q", a.Flag)
		}
		if a.Count < 1 {
			c.add(af, p+".count", "must be at least 1")
		}
		if !allowedASW2[a.ASW2] || float64(a.ASW2)/2 != a.ASW {
			c.add(af, p+".asw", "ASW must be 0, ½, 1…6, got %v", a.ASW)
		}
		if a.Tons < 0 || a.Tons > 99 || a.Defense < 0 || a.Defense > 12 {
			c.add(af, p, "tonnage or defence out of range")
		}
		c.avail(af, p+".from", a.From)
		c.avail(af, p+".until", a.Until)
		for _, gr := range a.Groups {
			if !slices.ContainsFunc(t.Map.Areas, func(x Area) bool { return x.Group == gr }) {
				c.add(af, p+".groups", "no area is in the map group %q", gr)
			}
		}
		if a.Sunk != "" {
			c.month(af, p+".sunk", a.Sunk)
		}
	}
	cf := t.fileOf("categories")
	var catNames []string
	for k := range t.Categories {
		catNames = append(catNames, k)
	}
	sort.Strings(catNames)
	for _, k := range catNames {
		for j, id := range t.Categories[k] {
			if t.AlliedType(id) == nil {
				c.add(cf, fmt.Sprintf("categories.%s[%d]", k, j), "unknown allied counter %q", id)
			}
		}
	}
	wf := t.fileOf("warMix")
	if len(t.WarMix) != P {
		c.add(wf, "warMix", "has %d periods, want %d", len(t.WarMix), P)
	}
	for i, pm := range t.WarMix {
		var cups []string
		for k := range pm.Cups {
			cups = append(cups, k)
		}
		sort.Strings(cups)
		for _, cup := range cups {
			for j, line := range pm.Cups[cup] {
				lp := fmt.Sprintf("warMix[%d].cups.%s[%d]", i, cup, j)
				if line.Count < 1 {
					c.add(wf, lp+".count", "must be at least 1")
				}
				for _, pick := range line.Pick {
					if strings.HasPrefix(pick, "@") {
						if _, ok := t.Categories[pick[1:]]; !ok {
							c.add(wf, lp+".pick", "unknown category %q", pick)
						}
					} else if t.AlliedType(pick) == nil {
						c.add(wf, lp+".pick", "unknown allied counter %q", pick)
					}
				}
			}
		}
		if len(pm.TDC) == 0 {
			c.add(wf, fmt.Sprintf("warMix[%d].tdc", i), "empty TDC pool")
		}
		for j, v := range pm.TDC {
			if v < t.Rules.TDCMin || v > t.Rules.TDCMax {
				c.add(wf, fmt.Sprintf("warMix[%d].tdc[%d]", i, j), "TDC %d outside %d…%d", v, t.Rules.TDCMin, t.Rules.TDCMax)
			}
		}
	}

	t.validateTables(c)

	// Aircraft, tenders, supply.
	xf := t.fileOf("aircraft")
	for i, a := range t.Aircraft {
		p := fmt.Sprintf("aircraft[%d](%s)", i, a.ID)
		if a.Range < 1 {
			c.add(xf, p+".range", "must be at least 1")
		}
		if t.Base(a.Base) == nil {
			c.add(xf, p+".base", "unknown base %q", a.Base)
		}
		c.avail(xf, p+".from", a.From)
		c.avail(xf, p+".until", a.Until)
	}
	for i, tn := range t.Tenders {
		if tn.Capacity < 1 {
			c.add(xf, fmt.Sprintf("tenders[%d](%s).capacity", i, tn.ID), "must be at least 1")
		}
		c.avail(xf, fmt.Sprintf("tenders[%d](%s).from", i, tn.ID), tn.From)
	}
	for i, s := range t.Supply {
		p := fmt.Sprintf("supplyShips[%d](%s)", i, s.ID)
		if s.Name == "" {
			c.add(xf, p+".name", "missing")
		}
		c.avail(xf, p+".from", s.From)
		c.avail(xf, p+".until", s.Until)
	}

	// Events.
	ef := t.fileOf("events")
	for i, e := range t.Events {
		p := fmt.Sprintf("events[%d](%s)", i, e.ID)
		if e.Forced != "" {
			c.month(ef, p+".forced", e.Forced)
		}
		if e.From != "" {
			c.month(ef, p+".from", e.From)
		}
		if e.Instead != "" && t.Event(e.Instead) == nil {
			c.add(ef, p+".instead", "unknown war event %q", e.Instead)
		}
		if e.Early != "" && t.Event(e.Early) == nil {
			c.add(ef, p+".early", "unknown war event %q", e.Early)
		}
		if e.Needs != "" && t.Event(e.Needs) == nil {
			c.add(ef, p+".needs", "unknown war event %q", e.Needs)
		}
		for j, x := range e.Effects {
			t.validateEffect(c, ef, fmt.Sprintf("%s.effects[%d]", p, j), x)
		}
	}
	for i, et := range t.EventTable {
		p := fmt.Sprintf("eventTables[%d]", i)
		if et.Period < 1 || et.Period > P {
			c.add(ef, p+".period", "no war period %d", et.Period)
		}
		if et.Scenario != "" && t.Scenario(et.Scenario) == nil {
			c.add(ef, p+".scenario", "unknown scenario %q", et.Scenario)
		}
		if len(et.Rows) != 10 {
			c.add(ef, p+".rows", "has %d rows, want 10 (d10 0–9)", len(et.Rows))
		}
		for j, id := range et.Rows {
			if id != "" && t.Event(id) == nil {
				c.add(ef, fmt.Sprintf("%s.rows[%d]", p, j), "unknown war event %q", id)
			}
		}
		for j, x := range et.Header {
			t.validateEffect(c, ef, fmt.Sprintf("%s.header[%d]", p, j), x)
		}
	}
	nf := t.fileOf("reinforcements")
	for i, ml := range t.Reinforce {
		p := fmt.Sprintf("reinforcements[%d](%s)", i, ml.Month)
		c.month(nf, p+".month", ml.Month)
		for j, x := range ml.Entries {
			t.validateEffect(c, nf, fmt.Sprintf("%s.entries[%d]", p, j), x)
		}
	}

	// Scenarios.
	for _, s := range t.Scenarios {
		t.validateScenario(c, s)
	}
	return c.errs
}

func (t *Theatre) validateEffect(c *checker, file, p string, x Effect) {
	if _, ok := EffectOps[x.Op]; !ok {
		c.add(file, p+".op", "unknown effect %q", x.Op)
		return
	}
	if x.Area != "" {
		c.area(file, p+".area", x.Area)
	}
	if x.Base != "" && t.Base(x.Base) == nil {
		c.add(file, p+".base", "unknown base %q", x.Base)
	}
	for j, b := range x.Boats {
		if t.Boat(b) == nil {
			c.add(file, fmt.Sprintf("%s.boats[%d]", p, j), "unknown boat %q", b)
		}
	}
	if x.Month != "" {
		c.month(file, p+".month", x.Month)
	}
	switch x.Op {
	case "cup-add", "cup-remove":
		for j, u := range x.Units {
			if t.AlliedType(u) == nil {
				c.add(file, fmt.Sprintf("%s.units[%d]", p, j), "unknown allied counter %q", u)
			}
		}
	case "training":
		for j, u := range x.Units {
			if t.Class(u) == nil {
				c.add(file, fmt.Sprintf("%s.units[%d]", p, j), "unknown sub class %q", u)
			}
		}
	case "aircraft-add", "aircraft-remove":
		for j, u := range x.Units {
			if t.AircraftByID(u) == nil {
				c.add(file, fmt.Sprintf("%s.units[%d]", p, j), "unknown aircraft %q", u)
			}
		}
	case "readiness":
		if x.Base == "" {
			c.add(file, p+".base", "missing")
		}
	case "arrive", "return":
		if len(x.Boats) != 1 && x.Op == "arrive" {
			c.add(file, p+".boats", "arrive names exactly one boat")
		}
		if x.Base == "" {
			c.add(file, p+".base", "missing")
		}
	case "deploy", "mission":
		if x.Area == "" {
			c.add(file, p+".area", "missing")
		}
		// An empty mission is the default, "attack".
		if _, ok := Missions[x.Mission]; !ok && x.Mission != "" {
			c.add(file, p+".mission", "unknown mission %q (want attack, search, mines, no-attack, stay)", x.Mission)
		}
	case "contact-only":
		if x.Area == "" || x.Text == "" {
			c.add(file, p, "contact-only needs an area and the kinds that count")
		}
		for _, k := range strings.Split(x.Text, ",") {
			if k != "single" && k != "c1" && k != "c2" && k != "special" && k != "tf" {
				c.add(file, p+".text", "unknown contact kind %q (want single, c1, c2, special, tf)", k)
			}
		}
	case "found-damaged":
		if x.Area == "" || t.AlliedType(x.Text) == nil {
			c.add(file, p, "found-damaged needs an area and a known counter in text")
		}
	case "contact":
		if x.Area == "" || x.Nation == "" {
			c.add(file, p, "contact needs an area and a nation")
		}
	case "ace-transfer":
		if t.AceByID(x.Text) == nil {
			c.add(file, p+".text", "unknown ace %q", x.Text)
		}
	}
}

func (t *Theatre) validateTables(c *checker) {
	P := t.Rules.Periods
	f := t.fileOf("tables")
	tb := &t.Tables
	if _, ok := Rulesets[t.Rules.System]; t.Rules.System != "" && !ok {
		c.add(t.fileOf("rules"), "rules.system", "unknown ruleset %q (want %q or %q)", t.Rules.System, SteelWolves, SilentWar)
	}
	rs := t.Ruleset()
	cupRoles := set(rs.CupRoles...)
	if _, ok := tb.Contact[""]; ok {
		c.add(f, "tables.contact", "use the name \"default\" for the default table")
	}
	groups := set("OKM", "OKW", "OKL", "Chancellery")
	seenReq := map[string]bool{}
	for i, r := range tb.PoliticalRequests {
		p := fmt.Sprintf("tables.politicalRequests[%d]", i)
		if seenReq[r.ID] || r.ID == "" {
			c.add(f, p, "request id %q is empty or repeated", r.ID)
		}
		seenReq[r.ID] = true
		if !groups[r.Group] || r.Difficulty < 1 || r.Difficulty > 3 {
			c.add(f, p, "group %q or difficulty %d is not one of OKM, OKW, OKL, Chancellery and I–III [36.23]", r.Group, r.Difficulty)
		}
		for g := range r.Consequences {
			if !groups[g] {
				c.add(f, p+".consequences", "unknown group %q", g)
			}
		}
	}
	for k, rows := range tb.PoliticalEvents { // [36.63F], [36.63H]
		p := "tables.politicalEvents." + k
		for _, id := range rows {
			switch {
			case k == "darlan" && c.t.Area(id) == nil:
				c.add(f, p, "unknown area %q", id)
			case k != "darlan" && id != "" && c.t.Event(id) == nil:
				c.add(f, p, "unknown war event %q", id)
			}
		}
		if want := map[string]int{"spain": 10, "vichy": 11, "darlan": 10}[k]; len(rows) != want {
			c.add(f, p, "has %d rows, want %d (a d10%s)", len(rows), want, map[bool]string{true: " + 1", false: ""}[k == "vichy"])
		}
	}
	if _, ok := tb.Contact["default"]; !ok {
		c.add(f, "tables.contact", "no \"default\" contact table")
	}
	for name, per := range tb.Contact {
		if len(per) != P {
			c.add(f, "tables.contact."+name, "has %d periods, want %d", len(per), P)
		}
		for i, row := range per {
			if len(row) != 12 {
				c.add(f, fmt.Sprintf("tables.contact.%s[%d]", name, i), "has %d entries, want 12 (modified roll 0–11)", len(row))
			}
			for j, r := range row {
				if r != "none" && r != "single" && !(len(r) >= 2 && len(r) <= 4 && strings.ToUpper(r) == r) {
					c.add(f, fmt.Sprintf("tables.contact.%s[%d][%d]", name, i, j), "result %q is not none, single or a convoy code", r)
				}
			}
		}
	}
	for lv, kinds := range tb.Engagement {
		if !levels[lv] {
			c.add(f, "tables.engagement."+lv, "unknown activity level (want g, o, b, r)")
		}
		for k, roles := range kinds {
			if !contactKnd[k] {
				c.add(f, "tables.engagement."+lv+"."+k, "unknown contact kind")
			}
			for r, n := range roles {
				if !cupRoles[r] || n < 0 {
					c.add(f, "tables.engagement."+lv+"."+k+"."+r, "unknown cup role or negative count")
				}
			}
		}
	}
	for lv := range levels {
		for k := range contactKnd {
			if tb.Engagement[lv][k] == nil {
				c.add(f, "tables.engagement."+lv+"."+k, "missing (every level × contact kind is needed)")
			}
		}
	}
	for _, b := range boards {
		bd, ok := tb.Boards[b]
		if !ok {
			c.add(f, "tables.boards."+b, "missing")
			continue
		}
		if len(bd.Columns) == 0 {
			c.add(f, "tables.boards."+b+".columns", "no columns")
		}
		for i, col := range bd.Columns {
			if !colRoles[col.Role] {
				c.add(f, fmt.Sprintf("tables.boards.%s.columns[%d].role", b, i), "unknown role %q", col.Role)
			}
			if col.SubBoxes < 1 {
				c.add(f, fmt.Sprintf("tables.boards.%s.columns[%d].subBoxes", b, i), "must be at least 1")
			}
		}
	}
	// Attack results must cover every tonnage an allied counter can have.
	maxTons := 0
	for _, a := range t.Allied {
		if a.Tons > maxTons {
			maxTons = a.Tons
		}
	}
	for i, r := range tb.AttackResults {
		c.results(f, fmt.Sprintf("tables.attackResults[%d]", i), r)
	}
	for tons := 0; tons <= maxTons; tons++ {
		if t.AttackRow(tons) == nil {
			c.add(f, "tables.attackResults", "no row covers %d kt", tons)
			break
		}
	}
	for i, r := range tb.Counterattack {
		c.results(f, fmt.Sprintf("tables.counterattack[%d]", i), r)
		if i == 0 && r.Min != 0 {
			c.add(f, "tables.counterattack[0].min", "the first row must start at difference 0")
		}
		if i > 0 && r.Min != tb.Counterattack[i-1].Max+1 {
			c.add(f, fmt.Sprintf("tables.counterattack[%d].min", i), "rows must be contiguous (previous ends at %d)", tb.Counterattack[i-1].Max)
		}
	}
	if len(tb.Counterattack) == 0 {
		c.add(f, "tables.counterattack", "missing")
	}
	for _, name := range dangerRows {
		r, ok := tb.OtherDangers[name]
		if !ok {
			c.add(f, "tables.otherDangers."+name, "missing")
			continue
		}
		c.results(f, "tables.otherDangers."+name, r)
	}
	e := tb.Endurance
	if len(e.Rows) == 0 {
		c.add(f, "tables.endurance.rows", "missing")
	}
	for i, row := range e.Rows {
		if len(row) != t.Rules.G7Max-e.G7Min+1 || e.G7Min > t.Rules.G7Min {
			c.add(f, fmt.Sprintf("tables.endurance.rows[%d]", i), "must have one entry per G7 value %d…%d", t.Rules.G7Min, t.Rules.G7Max)
		}
	}
	for _, s := range t.SubClasses {
		if s.Endurance < e.EnduranceMin || s.Endurance >= e.EnduranceMin+len(e.Rows) {
			c.add(f, "tables.endurance", "no row for Endurance %d (class %s)", s.Endurance, s.ID)
		}
	}
	if len(tb.TransitEvents) != 10 {
		c.add(f, "tables.transitEvents", "has %d rows, want 10", len(tb.TransitEvents))
	}
	for i, row := range tb.TransitEvents {
		if len(row) != 10 {
			c.add(f, fmt.Sprintf("tables.transitEvents[%d]", i), "has %d columns, want 10", len(row))
		}
		c.results(f, fmt.Sprintf("tables.transitEvents[%d]", i), ResultRow{Cells: row})
	}
	if len(tb.Damage) < 10 {
		c.add(f, "tables.damage", "has %d entries, want at least 10 (d10 0–9, more for inexperience)", len(tb.Damage))
	}
	for i, d := range tb.Damage {
		if !damageBoxes[d] {
			c.add(f, fmt.Sprintf("tables.damage[%d]", i), "unknown box %q (want workup, r1, r2, r3)", d)
		}
	}
	if len(tb.CombatEvents) != 10 {
		c.add(f, "tables.combatEvents", "has %d entries, want 10", len(tb.CombatEvents))
	}
	for i, ev := range tb.CombatEvents {
		if !CombatEventIDs[ev] {
			c.add(f, fmt.Sprintf("tables.combatEvents[%d]", i), "unknown combat event %q", ev)
		}
	}
	if rs.Needs("minefield") && len(tb.Minefield) == 0 {
		c.add(f, "tables.minefield", "missing")
	}
	for nat, per := range tb.DEMS {
		if len(per) != P {
			c.add(f, "tables.dems."+nat, "has %d periods, want %d", len(per), P)
		}
	}
	if rs.Needs("huffDuff") && len(tb.HuffDuff) != P {
		c.add(f, "tables.huffDuff", "has %d periods, want %d", len(tb.HuffDuff), P)
	}
	for i, row := range tb.HuffDuff {
		if len(row) != 10 {
			c.add(f, fmt.Sprintf("tables.huffDuff[%d]", i), "has %d entries, want 10", len(row))
		}
		c.results(f, fmt.Sprintf("tables.huffDuff[%d]", i), ResultRow{Cells: row})
	}
	if rs.Needs("wolfpack") && len(tb.Wolfpack) == 0 {
		c.add(f, "tables.wolfpack", "missing")
	}
	for reg, per := range tb.GeneralASW {
		if len(per) != P {
			c.add(f, "tables.generalASW."+reg, "has %d periods, want %d", len(per), P)
		}
	}
	if rs.Needs("bdienst") && len(tb.BDienst) != P {
		c.add(f, "tables.bdienst", "has %d periods, want %d", len(tb.BDienst), P)
	}
	for i, per := range tb.BDienst {
		if len(per) != 10 {
			c.add(f, fmt.Sprintf("tables.bdienst[%d]", i), "has %d entries, want 10", len(per))
		}
		for j, r := range per {
			if r.Area != "" {
				c.area(f, fmt.Sprintf("tables.bdienst[%d][%d].area", i, j), r.Area, KindOpArea)
			}
		}
	}
	w := tb.Weather
	if rs.Needs("weather") && (len(w.Summer) != 10 || len(w.Winter) != 10) {
		c.add(f, "tables.weather", "needs 10 summer and 10 winter entries")
	}
	for i, a := range append(append([]string{}, w.Summer...), w.Winter...) {
		c.area(f, fmt.Sprintf("tables.weather[%d]", i), a, KindOpArea)
	}
	if rs.Needs("ultra") && len(tb.Ultra) != P {
		c.add(f, "tables.ultra", "has %d periods, want %d", len(tb.Ultra), P)
	}
	for i, per := range tb.Ultra {
		if len(per) != 10 {
			c.add(f, fmt.Sprintf("tables.ultra[%d]", i), "has %d entries, want 10", len(per))
		}
		for j, areas := range per {
			for k, a := range areas {
				c.area(f, fmt.Sprintf("tables.ultra[%d][%d][%d]", i, j, k), a, KindOpArea)
			}
		}
	}
	if rs.Needs("periodTransition") && len(tb.PeriodTransition) == 0 {
		c.add(f, "tables.periodTransition", "missing")
	}
	for i, s := range tb.PeriodTransition {
		c.month(f, fmt.Sprintf("tables.periodTransition[%d].month", i), s.Month)
		if s.Period < 2 || s.Period > P {
			c.add(f, fmt.Sprintf("tables.periodTransition[%d].period", i), "no war period %d to advance to", s.Period)
		}
	}
	for i, pm := range tb.PeriodMods {
		p := fmt.Sprintf("tables.periodMods[%d]", i)
		if pm.Period < 2 || pm.Period > P {
			c.add(f, p+".period", "no war period %d to advance to", pm.Period)
		}
		if len(pm.DRM) != len(pm.Ships) {
			c.add(f, p+".drm", "has %d rows, want one per ships bracket (%d)", len(pm.DRM), len(pm.Ships))
		}
		for j, row := range pm.DRM {
			if len(row) != len(pm.Tons) {
				c.add(f, fmt.Sprintf("%s.drm[%d]", p, j), "has %d entries, want one per tonnage bracket (%d)", len(row), len(pm.Tons))
			}
		}
		for j := 1; j < len(pm.Ships); j++ {
			if pm.Ships[j] <= pm.Ships[j-1] {
				c.add(f, p+".ships", "brackets must rise")
			}
		}
		for j := 1; j < len(pm.Tons); j++ {
			if pm.Tons[j] <= pm.Tons[j-1] {
				c.add(f, p+".tons", "brackets must rise")
			}
		}
	}
	if len(tb.SetupBox) != 10 {
		c.add(f, "tables.setupBox", "has %d entries, want 10", len(tb.SetupBox))
	}
	for i, b := range tb.SetupBox {
		if !setupBoxes[b] {
			c.add(f, fmt.Sprintf("tables.setupBox[%d]", i), "unknown box %q", b)
		}
	}
	for i, r := range tb.VP {
		c.month(f, fmt.Sprintf("tables.vp[%d].month", i), r.Month)
		for j := 1; j < 5; j++ {
			if r.Ships[j] < r.Ships[j-1] || r.Tons[j] < r.Tons[j-1] {
				c.add(f, fmt.Sprintf("tables.vp[%d]", i), "minimums must not fall from one VP level to the next")
				break
			}
		}
	}
	for i, r := range tb.Capitulation {
		c.month(f, fmt.Sprintf("tables.capitulation[%d].month", i), r.Month)
	}
	for i, s := range tb.Torpedo {
		if s.At < t.Rules.G7Min || s.At >= t.Rules.G7Max {
			c.add(f, fmt.Sprintf("tables.torpedo[%d].at", i), "G7 value %d cannot improve", s.At)
		}
		if s.From != "" {
			c.month(f, fmt.Sprintf("tables.torpedo[%d].from", i), s.From)
		}
	}
}

func (t *Theatre) validateScenario(c *checker, s Scenario) {
	f := t.scenarioFile(s.ID)
	if s.ID == "" || s.Name == "" {
		c.add(f, "", "scenario needs an id and a name")
	}
	switch s.Kind {
	case ScenarioPatrol, ScenarioOperational, ScenarioCampaign:
	default:
		c.add(f, "kind", "unknown scenario kind %q", s.Kind)
	}
	start, err1 := MonthIndex(s.Start)
	end, err2 := MonthIndex(s.End)
	if err1 != nil || err2 != nil {
		c.add(f, "start/end", "dates must be YYYY-MM")
	} else if end < start {
		c.add(f, "end", "ends before it starts")
	}
	if s.Period < 1 || s.Period > t.Rules.Periods {
		c.add(f, "period", "no war period %d", s.Period)
	}
	if s.G7 < t.Rules.G7Min || s.G7 > t.Rules.G7Max {
		c.add(f, "g7", "G7 value %d outside %d…%d", s.G7, t.Rules.G7Min, t.Rules.G7Max)
	}
	for i, b := range s.Bases {
		if t.Base(b) == nil {
			c.add(f, fmt.Sprintf("bases[%d]", i), "unknown base %q", b)
		}
	}
	if len(s.OOB) == 0 && s.Kind != ScenarioCampaign {
		c.add(f, "oob", "no boats")
	}
	seen := map[string]bool{}
	for i, o := range s.OOB {
		p := fmt.Sprintf("oob[%d](%s)", i, o.Boat)
		if t.Boat(o.Boat) == nil {
			c.add(f, p+".boat", "unknown boat %q", o.Boat)
		}
		if seen[o.Boat] {
			c.add(f, p+".boat", "boat listed twice")
		}
		seen[o.Boat] = true
		if o.Ace != "" && t.AceByID(o.Ace) == nil {
			c.add(f, p+".ace", "unknown ace %q", o.Ace)
		}
		parts := strings.Split(o.Where, ":")
		if len(parts) < 2 {
			c.add(f, p+".where", "%q is not <place>:<box>", o.Where)
			continue
		}
		c.area(f, p+".where", parts[0])
	}
	for i, x := range s.Setup {
		t.validateEffect(c, f, fmt.Sprintf("setup[%d]", i), x)
	}
	for i, a := range s.Aircraft {
		if t.AircraftByID(a) == nil {
			c.add(f, fmt.Sprintf("aircraft[%d]", i), "unknown aircraft %q", a)
		}
	}
	if s.Victory.Text == "" || len(s.Victory.Levels) == 0 && s.Victory.Kind != "campaign" {
		c.add(f, "victory", "needs a text and at least one level")
	}
}

// AttackRow returns the Attack Results row for a target tonnage, or nil.
func (t *Theatre) AttackRow(tons int) *ResultRow {
	for i := range t.Tables.AttackResults {
		r := &t.Tables.AttackResults[i]
		if tons >= r.Min && tons <= r.Max {
			return r
		}
	}
	return nil
}

// Cell reads a results row at a modified roll; rolls beyond either end use
// the end cell.
func (r *ResultRow) Cell(roll int) string {
	i := roll - r.From
	if i < 0 {
		i = 0
	}
	if i >= len(r.Cells) {
		i = len(r.Cells) - 1
	}
	return r.Cells[i]
}

// sortedKeys are a map's keys in order (errors reported in a stable order).
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
