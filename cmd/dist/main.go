// Command dist builds Periscope's release artifacts into dist/:
//
//	go run ./cmd/dist [-out dist] [-targets linux/amd64,windows/amd64,darwin/arm64] [-web=false] [-native=false] [-brotli=false]
//
// It writes periscope-web.zip, the browser version ready for itch.io (an HTML
// project with index.html at the zip's root, also servable from any static
// host), and desktop binaries periscope-<os>-<arch>[.exe], cross-built with
// cgo off; a target that does not build that way is reported and skipped.
// It prints each artifact's size and the wasm's raw, gzip and brotli sizes.
// dist/web keeps the site unzipped with precompressed .gz and .br copies
// beside its files; the zip leaves them out (itch.io compresses itself).
package main

import (
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"

	"periscope/wasm/webbuild"
)

func main() {
	out := flag.String("out", "dist", "output directory")
	targets := flag.String("targets", "linux/amd64,windows/amd64,darwin/arm64", "comma-separated GOOS/GOARCH pairs for desktop binaries")
	web := flag.Bool("web", true, "build the browser zip")
	native := flag.Bool("native", true, "build the desktop binaries")
	brotli := flag.Bool("brotli", true, "write the .br copies in dist/web (brotli's best level takes minutes for a new wasm)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("dist: ")

	root, err := moduleRoot()
	if err != nil {
		log.Fatal(err)
	}
	if !filepath.IsAbs(*out) {
		*out = filepath.Join(root, *out)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		log.Fatal(err)
	}
	version := webbuild.GameVersion(root)
	fmt.Printf("Periscope %s → %s\n", version, *out)

	type artifact struct{ name, note string }
	var made []artifact
	var skipped []string
	failed := false

	if *web {
		site := filepath.Join(*out, "web")
		// The site keeps .gz and .br copies beside its files, for hosts
		// that serve them; the itch.io zip holds the files alone.
		res, err := webbuild.Build(webbuild.Options{Root: root, Out: site, Version: version, Log: os.Stdout, Brotli: *brotli})
		if err != nil {
			log.Printf("web build failed: %v", err)
			failed = true
		} else {
			zipPath := filepath.Join(*out, "periscope-web.zip")
			// index.html first, so it sits at the top of the zip's listing.
			files := append([]string{"index.html"}, without(res.Files, "index.html")...)
			if err := webbuild.Zip(site, files, zipPath); err != nil {
				log.Printf("zip failed: %v", err)
				failed = true
			} else {
				made = append(made, artifact{zipPath, "itch.io: upload as an HTML project"})
				copies := ".gz copies"
				sizes := fmt.Sprintf("wasm: %s raw, %s gzip", webbuild.Size(res.WasmRaw), webbuild.Size(res.WasmGzip))
				if res.WasmBrotli > 0 {
					copies = ".gz and .br copies"
					sizes += ", " + webbuild.Size(res.WasmBrotli) + " brotli"
				}
				fmt.Println(sizes)
				fmt.Printf("%s: the same site unzipped, with %s beside its files for hosts that serve them\n", site, copies)
			}
		}
	}

	if *native {
		for _, t := range strings.Split(*targets, ",") {
			t = strings.TrimSpace(t)
			goos, goarch, ok := strings.Cut(t, "/")
			if !ok {
				log.Printf("bad target %q (want GOOS/GOARCH)", t)
				failed = true
				continue
			}
			name := fmt.Sprintf("periscope-%s-%s", goos, goarch)
			if goos == "windows" {
				name += ".exe"
			}
			path := filepath.Join(*out, name)
			fmt.Printf("building %s (CGO_ENABLED=0)…\n", name)
			if err := webbuild.GoBuild(root, goos, goarch, path, version); err != nil {
				first, _, _ := strings.Cut(err.Error(), "\n")
				skipped = append(skipped, fmt.Sprintf("%s: does not cross-build without cgo here (%s)", t, first))
				continue
			}
			made = append(made, artifact{path, ""})
		}
	}

	fmt.Println()
	fmt.Println("artifacts:")
	for _, a := range made {
		st, err := os.Stat(a.name)
		if err != nil {
			log.Printf("%s: %v", a.name, err)
			failed = true
			continue
		}
		rel, _ := filepath.Rel(root, a.name)
		line := fmt.Sprintf("  %-40s %s", rel, webbuild.Size(st.Size()))
		if a.note != "" {
			line += "  — " + a.note
		}
		fmt.Println(line)
	}
	for _, s := range skipped {
		fmt.Println("  skipped " + s)
	}
	if failed {
		os.Exit(1)
	}
}

func without(list []string, drop string) []string {
	var out []string
	for _, s := range list {
		if s != drop {
			out = append(out, s)
		}
	}
	return out
}

// moduleRoot finds the directory holding go.mod, from the working directory up.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("run dist inside the periscope module (no go.mod found)")
		}
		dir = parent
	}
}
