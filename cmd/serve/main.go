// Command serve builds the browser version of Periscope and serves it:
//
//	go run ./cmd/serve [-addr 127.0.0.1] [-port 8080] [-out build/web] [-build=false] [-v]
//
// It compiles the wasm, assembles the site in -out (see wasm/webbuild) and
// serves it on addr:port, printing the URL. -port 0 picks a free port.
// The wasm is sent gzip-compressed to clients that accept it; the page knows
// the uncompressed size, so its progress bar stays right.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"periscope/wasm/webbuild"
)

func main() {
	addr := flag.String("addr", "127.0.0.1", "address to listen on")
	port := flag.Int("port", 8080, "port to listen on (0 picks a free one)")
	out := flag.String("out", "build/web", "directory the site is built into and served from")
	build := flag.Bool("build", true, "build the site before serving (false serves -out as it is)")
	verbose := flag.Bool("v", false, "log every request")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("serve: ")

	if *build {
		root, err := moduleRoot()
		if err != nil {
			log.Fatal(err)
		}
		if !filepath.IsAbs(*out) {
			*out = filepath.Join(root, *out)
		}
		if _, err := webbuild.Build(webbuild.Options{Root: root, Out: *out, Log: os.Stdout}); err != nil {
			log.Fatal(err)
		}
	}
	if _, err := os.Stat(filepath.Join(*out, "index.html")); err != nil {
		log.Fatalf("nothing to serve in %s: %v", *out, err)
	}

	ln, err := net.Listen("tcp", net.JoinHostPort(*addr, fmt.Sprint(*port)))
	if err != nil {
		log.Fatal(err)
	}
	var h http.Handler = &site{dir: *out}
	if *verbose {
		h = logRequests(h)
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	host := ln.Addr().(*net.TCPAddr)
	urlHost := *addr
	if urlHost == "" || urlHost == "0.0.0.0" || urlHost == "::" {
		urlHost = "127.0.0.1"
	}
	fmt.Printf("Periscope is at http://%s/  (serving %s; Ctrl+C stops)\n", net.JoinHostPort(urlHost, fmt.Sprint(host.Port)), *out)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		log.Fatal(err)
	}
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
			return "", errors.New("run serve inside the periscope module (no go.mod found)")
		}
		dir = parent
	}
}

// site serves the built files with the right types, cache headers and,
// for the wasm, gzip.
type site struct {
	dir string
}

var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".svg":  "image/svg+xml",
	".wasm": "application/wasm",
	".json": "application/json",
	".png":  "image/png",
	".ico":  "image/x-icon",
}

func (s *site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := path.Clean("/" + r.URL.Path)
	if strings.HasSuffix(name, "/") {
		name += "index.html"
	}
	name = strings.TrimPrefix(name, "/")
	if name == "" || strings.HasPrefix(name, ".") || strings.HasSuffix(name, ".gz") {
		http.NotFound(w, r)
		return
	}
	file := filepath.Join(s.dir, filepath.FromSlash(name))
	hdr := w.Header()
	hdr.Set("X-Content-Type-Options", "nosniff")
	if ct, ok := contentTypes[path.Ext(name)]; ok {
		hdr.Set("Content-Type", ct)
	}
	// Files asked for with ?v=<content hash> never change; everything else
	// (the page, the service worker) is checked on every load.
	if r.URL.Query().Get("v") != "" {
		hdr.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		hdr.Set("Cache-Control", "no-cache")
	}
	if path.Ext(name) == ".wasm" {
		hdr.Add("Vary", "Accept-Encoding")
		if acceptsGzip(r) {
			if f, err := os.Open(file + ".gz"); err == nil {
				defer f.Close()
				if st, err := f.Stat(); err == nil {
					// Sent whole, with its (compressed) length: http.ServeContent
					// leaves Content-Length out for encoded bodies.
					hdr.Set("Content-Encoding", "gzip")
					hdr.Set("Content-Length", strconv.FormatInt(st.Size(), 10))
					hdr.Set("Last-Modified", st.ModTime().UTC().Format(http.TimeFormat))
					w.WriteHeader(http.StatusOK)
					if r.Method != http.MethodHead {
						io.Copy(w, f)
					}
					return
				}
			}
		}
	}
	f, err := os.Open(file)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		http.NotFound(w, r)
		return
	}
	http.ServeContent(w, r, name, st.ModTime(), f)
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(enc) != "gzip" {
			continue
		}
		if q, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q="); ok {
			if v, err := strconv.ParseFloat(q, 64); err == nil && v == 0 {
				return false
			}
		}
		return true
	}
	return false
}

func logRequests(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		h.ServeHTTP(w, r)
		log.Printf("%s %s (%s)", r.Method, r.URL.RequestURI(), time.Since(start).Round(time.Millisecond))
	})
}
