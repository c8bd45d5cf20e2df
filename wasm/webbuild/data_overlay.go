package webbuild

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
)

// The browser build embeds the games' data without its prose: every
// "source", "why", "note", "rationale" and "provenance" string in
// assets/data/*/*.json (the historical facts and the design judgement
// behind each number, for the people who read and change the data)
// becomes "-" in the copy the wasm embeds, through a go build -overlay.
// The game never reads them (no code outside the data generators refers
// to those fields; the tactical loader only checks that each is there).
// The repository keeps them whole, and the native builds and tests embed
// the files as they are. It pays for issue 18's session-30 classes,
// switches and tracks, and leaves room under issue 16's brotli budget:
// the U-boats' provenance alone is about 110 KB of text.

// strippedDirs are the data directories whose rationale the browser build
// leaves out.
// The scenarios' subdirectories too: they hold little prose (the naval
// arrivals' provenance notes) but were embedded as written, indented;
// compacted they are 81 KB → 61 KB, about 600 bytes less of brotli, which
// pays for part of session 31's ambiguity 11 switches (issue 18).
var strippedDirs = []string{"assets/data/atlantic", "assets/data/europe", "assets/data/naval", "assets/data/pacific", "assets/data/tactical",
	"assets/data/atlantic/scenarios", "assets/data/naval/scenarios", "assets/data/pacific/scenarios"}

// rationaleKeys are the prose fields replaced. "history" is not among
// them: the scenarios' history notes are shown to the player.
var rationaleKeys = map[string]bool{"source": true, "why": true, "note": true, "rationale": true, "provenance": true}

// StripRationale returns the JSON with every string value of a
// rationaleKeys key replaced by "-", compacted; everything else (numbers kept
// as written) is unchanged.
func StripRationale(data []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	var walk func(any) any
	walk = func(x any) any {
		switch t := x.(type) {
		case map[string]any:
			for k, e := range t {
				if _, ok := e.(string); ok && rationaleKeys[k] {
					t[k] = "-"
				} else {
					t[k] = walk(e)
				}
			}
		case []any:
			for i, e := range t {
				t[i] = walk(e)
			}
		}
		return x
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(walk(v)); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// DataOverlay writes the stripped copies of strippedDirs' JSON files and
// an overlay file mapping each original to its copy, in a new temporary
// directory, and returns the overlay's path (the caller removes its
// directory).
func DataOverlay(root string) (string, error) {
	dir, err := os.MkdirTemp("", "periscope-data-overlay-")
	if err != nil {
		return "", err
	}
	replace := map[string]string{}
	for _, d := range strippedDirs {
		files, err := filepath.Glob(filepath.Join(root, d, "*.json"))
		if err != nil {
			return "", err
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				return "", err
			}
			s, err := StripRationale(b)
			if err != nil {
				return "", fmt.Errorf("%s: %w", f, err)
			}
			abs, err := filepath.Abs(f)
			if err != nil {
				return "", err
			}
			c := filepath.Join(dir, fmt.Sprintf("%d-%s", len(replace), filepath.Base(f)))
			if err := os.WriteFile(c, s, 0o644); err != nil {
				return "", err
			}
			replace[abs] = c
		}
	}
	b, err := json.Marshal(struct{ Replace map[string]string }{replace})
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "overlay.json")
	return path, os.WriteFile(path, b, 0o644)
}
