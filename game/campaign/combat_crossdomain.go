package campaign

// PROVISIONAL cross-domain functions. Search and combat need them; their
// owners (see DESIGN.md "Who owns what") had not put them on main when this
// was written. Each is the minimal correct version of its rule. OWNER: when
// you add your own, delete the function here (the compiler will tell you).

// TorpedoValue is the torpedo value a sub fires with [6.0]: the G7 track for
// German boats; other Axis nations use it clamped to −1…+1 [6.1].
// OWNER: strategic.
func (g *Game) TorpedoValue(s *Sub) int {
	v := g.S.G7
	if g.Nation(s) != "DE" {
		v = max(-1, min(1, v))
	}
	return v
}

// IntelDRM is the combined B-Dienst + Enigma modifier on a sub's AAC roll
// in an area [7.34], clamped to −3…+3. Italian boats ignore Enigma [7.32];
// after the 4-rotor change German boats in the Arctic or the Mediterranean
// count Enigma one lower, before the clamp [7.31]. The +1 for the B-Dienst
// area is separate ([13.21], added by the search). OWNER: strategic.
func (g *Game) IntelDRM(s *Sub, area string) int {
	v := g.S.BDienst
	if g.Nation(s) != "IT" {
		e := g.S.Enigma
		if a := g.T.Area(area); g.S.Enigma4 && g.Nation(s) == "DE" && a != nil && (a.InRegion("arctic") || a.InRegion("med")) {
			e--
		}
		v += e
	}
	return max(-3, min(3, v))
}
