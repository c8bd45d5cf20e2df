// Command serve builds the browser version of Periscope and serves it:
//
//	go run ./cmd/serve [-addr 127.0.0.1] [-port 8080] [-out build/web] [-build=false] [-v]
//
// It compiles the wasm, assembles the site in -out (see wasm/webbuild) and
// serves it on addr:port, printing the URL. -port 0 picks a free port.
// Files are sent as their precompressed .br or .gz copy to clients that
// accept one (brotli first); zopfli's smaller .gz copies (when zopfli is
// installed) and then the .br copies are written in the background after
// the server starts (each takes a minute or more for the wasm; the results
// are cached by content), and compress/gzip's .gz is served until they are
// there. The page knows the wasm's uncompressed size, so its progress bar
// stays right. The page's Content-Security-Policy is also sent as a header,
// with frame-ancestors 'self' (which a meta tag cannot carry); files asked
// for with ?v= are cached for a year only when v is this build's hash.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"html"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path"
	"path/filepath"
	"regexp"
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
		res, err := webbuild.Build(webbuild.Options{Root: root, Out: *out, Log: os.Stdout})
		if err != nil {
			log.Fatal(err)
		}
		go func() {
			// zopfli's gzip first: browsers on plain http (localhost)
			// ask for gzip only.
			t0 := time.Now()
			if n, err := webbuild.WriteZopfli(res.Dir, res.Files); err != nil {
				log.Printf("gzip: %v", err)
			} else {
				log.Printf("zopfli gzip copies written in %s: wasm %s gzip", time.Since(t0).Round(100*time.Millisecond), webbuild.Size(n))
			}
			t0 = time.Now()
			n, err := webbuild.WriteBrotli(res.Dir, res.Files)
			if err != nil {
				log.Printf("brotli: %v (gzip is served)", err)
				return
			}
			log.Printf("brotli copies written in %s: wasm %s brotli", time.Since(t0).Round(100*time.Millisecond), webbuild.Size(n))
		}()
	}
	s, err := newSite(*out)
	if err != nil {
		log.Fatalf("nothing to serve in %s: %v", *out, err)
	}

	ln, err := net.Listen("tcp", net.JoinHostPort(*addr, fmt.Sprint(*port)))
	if err != nil {
		log.Fatal(err)
	}
	var h http.Handler = s
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

// site serves the built files with the right types, cache headers,
// precompressed copies and the page's Content-Security-Policy.
type site struct {
	dir string
	// key is the build's content hash, the v of every ?v= URL the page
	// makes; csp is the page's policy as a header.
	key, csp string
}

var (
	cspMeta = regexp.MustCompile(`<meta http-equiv="Content-Security-Policy" content="([^"]*)">`)
	keyRef  = regexp.MustCompile(`\?v=([0-9a-f]{8,64})"`)
)

// newSite reads the built page for its policy and its build hash.
func newSite(dir string) (*site, error) {
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		return nil, err
	}
	s := &site{dir: dir}
	if m := keyRef.FindSubmatch(page); m != nil {
		s.key = string(m[1])
	}
	csp := "default-src 'self'"
	if m := cspMeta.FindSubmatch(page); m != nil {
		csp = html.UnescapeString(string(m[1]))
	}
	s.csp = strings.TrimRight(strings.TrimSpace(csp), ";") + "; frame-ancestors 'self'"
	return s, nil
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
	if name == "" || strings.HasPrefix(name, ".") || strings.Contains(name, "/.") ||
		strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".br") {
		http.NotFound(w, r)
		return
	}
	file := filepath.Join(s.dir, filepath.FromSlash(name))
	hdr := w.Header()
	hdr.Set("X-Content-Type-Options", "nosniff")
	if ct, ok := contentTypes[path.Ext(name)]; ok {
		hdr.Set("Content-Type", ct)
	}
	if path.Ext(name) == ".html" {
		hdr.Set("Content-Security-Policy", s.csp)
	}
	// Files asked for with this build's ?v=<content hash> never change;
	// everything else (the page, the service worker, a URL of another
	// build) is checked on every load.
	if v := r.URL.Query().Get("v"); v != "" && v == s.key {
		hdr.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		hdr.Set("Cache-Control", "no-cache")
	}
	hdr.Add("Vary", "Accept-Encoding")
	for _, enc := range []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !accepts(r, enc.name) {
			continue
		}
		f, err := os.Open(file + enc.ext)
		if err != nil {
			continue
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil || !st.Mode().IsRegular() {
			continue
		}
		// Sent whole, with its (compressed) length: http.ServeContent
		// leaves Content-Length out for encoded bodies.
		hdr.Set("Content-Encoding", enc.name)
		hdr.Set("Content-Length", strconv.FormatInt(st.Size(), 10))
		hdr.Set("Last-Modified", st.ModTime().UTC().Format(http.TimeFormat))
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			io.Copy(w, f)
		}
		return
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

// accepts reports whether the request's Accept-Encoding takes enc (with a
// quality above zero).
func accepts(r *http.Request, enc string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if name = strings.TrimSpace(name); name != enc && name != "*" {
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
