package engine

// entries is a session's whole log as one slice (Session.Log hands it to
// the UI as it is) whose growth never copies it all at once. A plain
// append doubles the slice when it is full and copies every entry in that
// one decision: late in a campaign about 26 MB in one go, the slowest
// decision of all in the browser (issue 16: every decision within one
// frame). Here the bigger array is made when the slice is three quarters
// full, and each append moves a few more of the old entries into it (four
// times as many as it adds, and a few besides), so that by the time the
// old array is full the new one holds every entry and simply takes its
// place. (Making the new array still clears it in that one decision: the
// copy is what is spread.)
//
// Entries are never changed in place, so the copies in the new array stay
// equal to the old array's; truncation (an undo) cuts both.
//
// The entries before the newest packFrom are packed a few at each append
// (packed.go): what they point to is moved where the collector need not
// read it.
type entries struct {
	cur  []Entry // the log
	next []Entry // cur[:len(next)] moved ahead; cap 2×cap(cur); nil when not growing
	// packed is how many of the first entries have been packed (or
	// found not packable); p packs them.
	packed int
	p      packer
}

// minGrow is the capacity below which the log grows as a plain append does
// (a copy that small costs nothing).
const minGrow = 4096

// all is the whole log.
func (l *entries) all() []Entry { return l.cur }

// set replaces the log with es (kept, not copied).
func (l *entries) set(es []Entry) { l.cur, l.next, l.packed = es, nil, 0 }

// prepend puts earlier before the log, in a new array with half as much
// room again (a third of it free) once the log is past minGrow. A loaded
// game's log arrives whole when its replay check is adopted
// (Session.PrependLog); an array that fits it exactly is over three
// quarters full, so the first decision or undo after it would make the
// twice-size array, clearing it in that one step (issue 16: an undo after
// loading a late campaign spent 440 of its 490 ms profiled there). The
// room is cleared here instead, with the copy that is made anyway, and the
// log grows in slices from there as a session's does.
func (l *entries) prepend(earlier []Entry) {
	n := len(earlier) + len(l.cur)
	c := n
	if n >= minGrow {
		c = n + n/2
	}
	out := make([]Entry, 0, c)
	l.set(append(append(out, earlier...), l.cur...))
}

// truncate keeps the first n entries.
func (l *entries) truncate(n int) {
	l.cur = l.cur[:n]
	l.packed = min(l.packed, n)
	if len(l.next) > n {
		l.next = l.next[:n]
	}
}

// add appends es.
func (l *entries) add(es []Entry) {
	if len(es) == 0 {
		return
	}
	if len(l.cur)+len(es) > cap(l.cur) && l.next != nil {
		// Full: the new array takes over (the rest of the move is a few
		// entries unless a truncation undid it, or es is very long).
		l.next = append(l.next, l.cur[len(l.next):]...)
		l.cur, l.next = l.next, nil
	}
	l.cur = append(l.cur, es...) // copies all only when there was no new array
	if cap(l.cur) < minGrow {
		return
	}
	if l.next == nil && len(l.cur) >= cap(l.cur)/4*3 {
		l.next = make([]Entry, 0, 2*cap(l.cur))
	}
	if l.next != nil {
		to := min(len(l.cur), len(l.next)+4*len(es)+32)
		l.next = append(l.next, l.cur[len(l.next):to]...)
	}
	l.pack(4*len(es) + 32)
}

// pack packs up to n more of the entries older than the newest packFrom.
// A packed entry replaces the one in cur, and its copy in next if it has
// one moved ahead.
func (l *entries) pack(n int) {
	for end := min(len(l.cur)-packFrom, l.packed+n); l.packed < end; l.packed++ {
		i := l.packed
		e, ok := l.p.pack(l.cur[i])
		if !ok {
			continue
		}
		l.cur[i] = e
		if i < len(l.next) {
			l.next[i] = e
		}
	}
}
