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

func TestOnBox(t *testing.T) {
	if !OnBox(Point{0, 5}, Point{0, 9}) || !OnBox(Point{3, Q}, Point{7, Q}) {
		t.Fatal("box edge not recognised")
	}
	if OnBox(Point{0, 5}, Point{1, 9}) || OnBox(Point{0, 0}, Point{Q, Q}) {
		t.Fatal("coast taken for a box edge")
	}
}
