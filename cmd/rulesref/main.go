// Command rulesref builds the in-game rules reference from the rules
// specifications: it cuts shared/rules/steel-wolves-1.md and -2.md into one
// entry per rule number ([13.21], [14.16C], ...) with the section it is in,
// and writes them as JSON to assets/rules/, where the game embeds them
// (package periscope/assets/rules). The generated file is committed, so a
// clone without the shared specifications still builds.
//
//	go run ./cmd/rulesref                        # ../shared/rules → assets/rules/steel-wolves.json
//	go run ./cmd/rulesref -src /work/shared/rules -out assets/rules/steel-wolves.json
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"encoding/json"

	"periscope/assets/rules"
)

func main() {
	src := flag.String("src", "../shared/rules", "directory of the rules specifications")
	out := flag.String("out", "assets/rules/steel-wolves.json", "output file")
	playerText := flag.String("text", "assets/rules/player-text.json", "the player's wording for the specification's authoring notes")
	flag.Parse()
	files := []string{"steel-wolves-1.md", "steel-wolves-2.md"}
	var all []rules.Rule
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(*src, f))
		if err != nil {
			fmt.Fprintln(os.Stderr, "rulesref:", err)
			os.Exit(1)
		}
		all = rules.Merge(all, rules.Parse(string(b), f))
	}
	// The specification marks what the printed components hold as MISSING
	// and carries engine notes; the player reads Periscope's own tables
	// instead (issue 14, item 5). Each replacement must match once.
	if b, err := os.ReadFile(*playerText); err != nil {
		fmt.Fprintln(os.Stderr, "rulesref:", err)
		os.Exit(1)
	} else if all, err = rules.Reword(all, b); err != nil {
		fmt.Fprintln(os.Stderr, "rulesref:", err)
		os.Exit(1)
	}
	var buf bytes.Buffer
	buf.WriteString("[\n")
	for i, r := range all {
		b, err := json.Marshal(r)
		if err != nil {
			fmt.Fprintln(os.Stderr, "rulesref:", err)
			os.Exit(1)
		}
		buf.Write(b)
		if i < len(all)-1 {
			buf.WriteByte(',')
		}
		buf.WriteByte('\n')
	}
	buf.WriteString("]\n")
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "rulesref:", err)
		os.Exit(1)
	}
	fmt.Printf("rulesref: %d rules from %d files → %s (%d bytes)\n", len(all), len(files), *out, buf.Len())
}
