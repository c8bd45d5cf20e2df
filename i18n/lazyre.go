package i18n

import (
	"regexp"
	"sync"
)

// lazyRE is a regular expression compiled on its first use, not while the
// program starts: the package's expressions were a measurable part of the
// browser's time to the first frame (issue 16), and most screens use none.
type lazyRE struct {
	src  string
	once sync.Once
	re   *regexp.Regexp
}

func lazyRegexp(src string) *lazyRE { return &lazyRE{src: src} }

// get compiles the expression the first time (panicking on a bad one, as
// regexp.MustCompile does; the package's tests use every one).
func (l *lazyRE) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.src) })
	return l.re
}
