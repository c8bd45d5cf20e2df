// Package assets holds everything the game ships, embedded in the binary so
// that the browser build and the desktop build carry the same files.
//
// Layout:
//
//	fonts/  the Go fonts (BSD licence, see fonts/LICENSE), cut down by
//	        scripts/subset-fonts.sh to the scripts the game draws
//	data/   game data tables (JSON per theatre), maintained with the rules
//	        engine; only the JSON is embedded (the READMEs are for people)
package assets

import (
	"embed"
	"io/fs"
)

// FS holds the embedded asset tree: fonts/ and data/ (read data with
// fs.Sub(assets.FS, "data")).
//
//go:embed fonts data/*/*.json data/*/scenarios/*.json
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

// Data is the game data tree (theatre directories such as "atlantic"), for
// data.Load.
func Data() fs.FS {
	sub, err := fs.Sub(FS, "data")
	if err != nil {
		panic(err) // cannot happen: data is embedded above
	}
	return sub
}
