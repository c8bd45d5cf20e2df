package campaign

// The crash dive [14.13] is Steel Wolves' alone (silent-war.md §11,
// "Subsystems only in Steel Wolves"): Silent War's diligent escort rolls
// the Counterattack table's diligent-escort row and applies it at once
// [SW 14.12], its "Betty" event the air-event row [SW 19.2 event 3], with
// no dive to turn the result into Spotted; the seed's text has no crash
// dive anywhere.

// CrashDives: Steel Wolves' boats may crash dive [14.13].
func (steelWolves) CrashDives() bool { return true }

// CrashDives: Silent War has no crash dive [SW 14.12].
func (silentWar) CrashDives() bool { return false }

// crashDiveValue is the number a crash dive must roll at most [14.13]: the
// class's Crash Dive, or −1 (never) in a game without the crash dive, so
// the odds shown agree with the play.
func (g *Game) crashDiveValue(s *Sub) int {
	if !g.rules.CrashDives() {
		return -1
	}
	return g.Class(s).CrashDive
}

// CircularRunSinks: Steel Wolves' circling torpedo rolls its Attack Result.
func (steelWolves) CircularRunSinks() bool { return false }

// CircularRunSinks: "if the roll is ≤ the result, the submarine is sunk"
// (Silent War's combat event 2 [SW 19.2]).
func (silentWar) CircularRunSinks() bool { return true }
