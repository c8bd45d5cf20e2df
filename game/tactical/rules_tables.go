package tactical

// The tables the rules text prints whole (spec §17 C12, C17). They are
// facts of the rules, so they live in code with their rule numbers; the
// authored tables are in assets/data/tactical/tables.json.

// damageTable is the Basic Damage Table printed in the sample game [64]:
// row = d6 − 1, column = damage factor −2 … 11.
var damageTable = [6][14]int{
	{0, 1, 1, 1, 1, 2, 2, 2, 4, 6, 8, 10, 10, 10},
	{0, 0, 1, 1, 1, 1, 1, 2, 2, 4, 6, 8, 10, 10},
	{0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 4, 6, 8, 8},
	{0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 4, 4, 6},
	{0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 4},
	{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1},
}

// magneticColumn is the Damage Table's Magnetic Torpedo modification by d6;
// the Acoustic column is its negative [64].
var magneticColumn = [6]int{5, 4, 3, 2, 2, 1}

// Damage reads the Damage Table [13.5, 16.3.5, 17.9.4]: the damage points of
// d6 at damage factor df. A factor below −2 does nothing; above 11 reads 11.
func Damage(df, d6 int) int {
	if df < -2 || d6 < 1 || d6 > 6 {
		return 0
	}
	if df > 11 {
		df = 11
	}
	return damageTable[d6-1][df+2]
}

// TorpedoDamage adds the Magnetic (+) or Acoustic (−) modification to the
// damage, never below 0 (spec §18 ambiguity 7).
func TorpedoDamage(df, d6 int, magnetic, acoustic bool) int {
	d := Damage(df, d6)
	if d6 >= 1 && d6 <= 6 {
		switch {
		case magnetic:
			d += magneticColumn[d6-1]
		case acoustic:
			d -= magneticColumn[d6-1]
		}
	}
	return max(d, 0)
}

// TorpedoDamageShifted is the magnetic-shifts-df reading of the Magnetic
// and Acoustic columns (spec §18 ambiguity 7's other reading): the
// column's value moves the damage factor, within the table's −2 to 11.
func TorpedoDamageShifted(df, d6 int, magnetic, acoustic bool) (dmg, column int) {
	if d6 >= 1 && d6 <= 6 {
		switch {
		case magnetic:
			df += magneticColumn[d6-1]
		case acoustic:
			df -= magneticColumn[d6-1]
		}
	}
	df = min(max(df, -2), 11)
	return Damage(df, d6), df
}

// torpedoDamage is a torpedo's Basic damage on the d6 [13.5] and the
// damage factor column read: the Magnetic or Acoustic column added to the
// damage (ambiguity 7), or shifting the column under magnetic-shifts-df.
func (g *Game) torpedoDamage(tt *TorpedoType, d6 int) (int, int) {
	if g.B.Options.MagneticShiftsDF {
		return TorpedoDamageShifted(tt.DF, d6, tt.Magnetic, tt.Acoustic)
	}
	return TorpedoDamage(tt.DF, d6, tt.Magnetic, tt.Acoustic), tt.DF
}

// sonarTable is the Sonar Search Table [22.4]: by escort speed 0, 1, 2,
// 3–4, the highest modified d6 for a 0–15 hex and a 0–30 hex range.
var sonarTable = [4][2]int{{5, 4}, {4, 3}, {3, 2}, {2, 1}}

// Sonar modifiers [22.4].
const (
	InitialEcho   = 1  // every sweep
	JapaneseSonar = 1  // Japanese sets
	ImprovedSonar = -1 // improved sets
	MaxSonarSpeed = 4  // [22.5]
)

// fitTable is the Radar and Sonar Fit Table [24.1]: the highest d6 that
// fits, by ship-type group: DD and capital ships (radar only); DE, E, TB;
// C, PF, S, SC, ML (and F, spec §1).
var fitTable = map[string]int{
	"DD": 3, "BB": 3, "BC": 3, "PBS": 3, "CV": 3, "CVE": 3, "CA": 3, "CL": 3,
	"DE": 2, "E": 2, "TB": 2,
	"C": 1, "PF": 1, "F": 1, "S": 1, "SC": 1, "ML": 1,
}

// S3DCResult is the S3 automation's DC roll for an automated sub
// [20.7] (spec §18 ambiguity 11), printed "1-2, 2-4, 5-6": d6 1–2 within
// 50 ft, 3–4 at the same depth, 5–6 a miss; under s3-dc-two-same (the
// printed "1-2" read as the misprint) 1 within 50 ft, 2–4 at the same
// depth. Returned as the distance in feet, or −1 for a miss.
func S3DCResult(d6 int, twoSame bool) int {
	within := 2
	if twoSame {
		within = 1
	}
	switch {
	case d6 <= within:
		return 50
	case d6 <= 4:
		return 0
	}
	return -1
}
