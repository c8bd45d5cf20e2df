package campaign

// Silent War's withdrawal [SW 8.0C]: a boat withdrawn for overhaul (or to
// training duty) is removed from the map at once, even at sea and even
// damaged, into the West Coast box; its Spotted and Damaged markers go and
// its super skipper leaves (silent-war.md §11, "Withdrawal: removed
// instantly to the West Coast"). Steel Wolves' boat at sea sails home
// first, checking each move [19.13].

// WithdrawAtSea: Steel Wolves sails the boat home first [19.13].
func (steelWolves) WithdrawAtSea(g *Game, s *Sub, kind, rule string) bool { return false }

// WithdrawAtSea: Silent War removes the boat at once [SW 8.0C].
func (silentWar) WithdrawAtSea(g *Game, s *Sub, kind, rule string) bool {
	g.noteM("8.0", s.ID, msgM("pac.withdraw.at-once", aUnit("boat", s.ID)), "%s is withdrawn while at sea: it leaves the map at once [SW 8.0C].", s.ID)
	g.finishWithdrawal(s, kind, "8.0")
	return true
}
