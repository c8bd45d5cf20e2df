package tactical

// S3SubMoves is the Killer Group automated sub's move table [20.7]: row =
// d6 − 1, column = the number marker drawn (0–6). It is printed in the
// rulebook's text (spec §12), so it is code, not authored data.
var S3SubMoves = [6][7]string{
	{"1", "1L", "1R", "L1", "R1", "2", "1L1"},
	{"1R1", "2L", "2R", "L2", "R2", "1L2", "1R2"},
	{"2L1", "2R1", "3", "1L1R", "1R1L", "L1R1", "R1L1"},
	{"1R2L", "1L2R", "L2R1", "R2L1", "L1R2", "L2R", "R2L"},
	{"1L1L", "1R1R", "R1R1", "L1L1", "L1L", "R1R", "L1R"},
	{"R1L", "1L1", "2", "R1", "L1", "1R", "1L"},
}

// S1ConvoyMoves is the unplotted convoy of S1/S2 [20.7]: d6 1 = L2, 2 = R2,
// 3–4 = 2, 5 = 2L, 6 = 2R (index d6 − 1).
var S1ConvoyMoves = [6]string{"L2", "R2", "2", "2", "2L", "2R"}
