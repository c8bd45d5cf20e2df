// Package assets holds everything the game ships, embedded in the binary so
// that the browser build and the desktop build carry the same files.
//
// Layout:
//
//	fonts/  the Go fonts (BSD licence, see fonts/LICENSE)
//	data/   game data tables, maintained with the rules engine (not embedded yet, see below)
package assets

import (
	"embed"
	"io/fs"
)

// FS holds the embedded asset tree.
//
// data/ is not embedded yet: a //go:embed pattern that matches nothing is a
// compile error. When assets/data/ exists in the repository, change the
// directive to `//go:embed fonts data`.
//
//go:embed fonts
var FS embed.FS

// Font names accepted by Font.
const (
	FontRegular = "fonts/Go-Regular.ttf"
	FontBold    = "fonts/Go-Bold.ttf"
	FontMono    = "fonts/Go-Mono.ttf"
)

// Font returns the bytes of an embedded font file.
func Font(name string) ([]byte, error) {
	return fs.ReadFile(FS, name)
}
