package coast

import "testing"

func TestEmbeddedDecodes(t *testing.T) {
	d, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Levels) < 2 {
		t.Fatalf("%d levels", len(d.Levels))
	}
	if d.LonMin > -100 || d.LonMax < 60 || d.LatMin > -35 || d.LatMax < 80 {
		t.Fatalf("box %v,%v–%v,%v does not cover the theatre", d.LonMin, d.LatMin, d.LonMax, d.LatMax)
	}
	for i := 1; i < len(d.Levels); i++ {
		if d.Levels[i].Tolerance <= d.Levels[i-1].Tolerance {
			t.Fatalf("levels not ordered finest first")
		}
	}
	if EmbeddedSize() > 300<<10 {
		t.Fatalf("coastline file is %d bytes", EmbeddedSize())
	}
}

func TestCut(t *testing.T) {
	d := &Data{LonMin: -10, LatMin: 40, LonMax: 15, LatMax: 60, Cell: 10}
	x0 := d.QuantX(0) // the cell line at 0°
	if !d.Cut(Point{0, 5}, Point{0, 9}) || !d.Cut(Point{3, Q}, Point{7, Q}) || !d.Cut(Point{x0, 100}, Point{x0, 900}) {
		t.Fatal("box edge or cell line not recognised")
	}
	if d.Cut(Point{0, 5}, Point{1, 9}) || d.Cut(Point{0, 0}, Point{Q, Q}) || d.Cut(Point{x0 + 1, 100}, Point{x0 + 1, 900}) {
		t.Fatal("coast taken for a cut")
	}
	if got := d.GridLon(); len(got) != 4 || got[1] != 0 || got[3] != 15 {
		t.Fatalf("grid %v", got)
	}
}

// The Pacific sheet runs across the date line: its box reaches past 180°
// (unwrapped), it has land on both sides of 180° (Chukotka and the
// Aleutians east of it, Japan west of it), and 180° is a cell line.
func TestPacificSheetAcrossTheDateLine(t *testing.T) {
	sh, err := Sheets()
	if err != nil {
		t.Fatal(err)
	}
	if len(sh) != 2 {
		t.Fatalf("%d sheets", len(sh))
	}
	p := sh[1]
	if p.LonMin > 105 || p.LonMax < 215 || p.LatMin > -35 || p.LatMax < 56 {
		t.Fatalf("Pacific box %v,%v–%v,%v", p.LonMin, p.LatMin, p.LonMax, p.LatMax)
	}
	x180 := p.QuantX(180)
	if !p.Cut(Point{x180, 10}, Point{x180, 900}) {
		t.Fatal("180° is not a cell line")
	}
	east, west := 0, 0
	for _, r := range p.Levels[0].Rings {
		for _, q := range r {
			switch lon := p.Lon(q.X); {
			case lon > 185 && lon < 205 && p.Lat(q.Y) > 50:
				east++ // Aleutians, Alaska
			case lon > 130 && lon < 145 && p.Lat(q.Y) > 33 && p.Lat(q.Y) < 42:
				west++ // Honshu
			}
		}
	}
	if east == 0 || west == 0 {
		t.Fatalf("land east of the date line %d points, Honshu %d points", east, west)
	}
}
