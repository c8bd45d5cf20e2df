package campaign

import (
	"testing"
	"unicode"
)

// The box-letter readings are the unicode ones for every byte (the ASCII
// fast path changes nothing).
func TestBoxLetterReadingsMatchUnicode(t *testing.T) {
	for i := 0; i < 256; i++ {
		b := byte(i)
		if got, want := boxColour(b), byte(unicode.ToLower(rune(b))); got != want {
			t.Errorf("boxColour(%q) = %q, want %q", b, got, want)
		}
		if got, want := redDot(b), unicode.IsUpper(rune(b)); got != want {
			t.Errorf("redDot(%q) = %v, want %v", b, got, want)
		}
	}
}
