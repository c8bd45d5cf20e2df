package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"periscope/wasm/webbuild"
)

func TestSite(t *testing.T) {
	dir := t.TempDir()
	raw := bytes.Repeat([]byte("wasm bytes "), 1000)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(raw)
	zw.Close()
	write := func(name string, b []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	br, err := webbuild.BrotliBytes(raw, 5)
	if err != nil {
		t.Fatal(err)
	}
	write("index.html", []byte(`<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'wasm-unsafe-eval'"><script src="loader.js?v=0123456789ab"></script>`))
	write("periscope.wasm", raw)
	write("periscope.wasm.gz", gz.Bytes())
	write(".secret", []byte("x"))
	h, err := newSite(dir)
	if err != nil {
		t.Fatal(err)
	}

	get := func(path, enc string) *http.Response {
		req := httptest.NewRequest(http.MethodGet, path, nil)
		if enc != "" {
			req.Header.Set("Accept-Encoding", enc)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Result()
	}

	r := get("/", "")
	if r.StatusCode != 200 || r.Header.Get("Content-Type") != "text/html; charset=utf-8" || r.Header.Get("Cache-Control") != "no-cache" {
		t.Fatalf("index: %d %v", r.StatusCode, r.Header)
	}
	// The page's policy goes out as a header too, with frame-ancestors,
	// which only a header can carry (issue 15).
	if csp := r.Header.Get("Content-Security-Policy"); csp != "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; frame-ancestors 'self'" {
		t.Fatalf("CSP header %q", csp)
	}

	// Immutable caching only for this build's hash.
	if r = get("/periscope.wasm?v=abc", "gzip"); r.Header.Get("Cache-Control") != "no-cache" {
		t.Fatalf("another build's ?v= is cached: %q", r.Header.Get("Cache-Control"))
	}

	// Before the .br copy exists, a brotli client gets gzip.
	r = get("/periscope.wasm?v=0123456789ab", "gzip, deflate, br")
	body, _ := io.ReadAll(r.Body)
	if r.Header.Get("Content-Encoding") != "gzip" || !bytes.Equal(body, gz.Bytes()) {
		t.Fatalf("gzip wasm: %v", r.Header)
	}
	if r.Header.Get("Content-Length") != strconv.Itoa(gz.Len()) {
		t.Fatalf("Content-Length %q, want the compressed size %d", r.Header.Get("Content-Length"), gz.Len())
	}
	if r.Header.Get("Content-Type") != "application/wasm" || r.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Fatalf("wasm headers: %v", r.Header)
	}

	// With the .br copy, brotli first (issue 16).
	write("periscope.wasm.br", br)
	for _, enc := range []string{"gzip, deflate, br", "br", "br;q=1.0, gzip;q=0.5"} {
		r = get("/periscope.wasm?v=0123456789ab", enc)
		body, _ = io.ReadAll(r.Body)
		if r.Header.Get("Content-Encoding") != "br" || !bytes.Equal(body, br) || r.Header.Get("Content-Length") != strconv.Itoa(len(br)) {
			t.Fatalf("Accept-Encoding %q: %v", enc, r.Header)
		}
		if r.Header.Get("Content-Type") != "application/wasm" || r.Header.Get("Vary") != "Accept-Encoding" {
			t.Fatalf("brotli wasm headers: %v", r.Header)
		}
	}
	if r = get("/periscope.wasm", "gzip, br;q=0"); r.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("br;q=0: got %q", r.Header.Get("Content-Encoding"))
	}

	for _, enc := range []string{"", "deflate", "gzip;q=0"} {
		r = get("/periscope.wasm", enc)
		body, _ = io.ReadAll(r.Body)
		if r.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, raw) {
			t.Fatalf("Accept-Encoding %q: got encoding %q", enc, r.Header.Get("Content-Encoding"))
		}
	}

	for _, p := range []string{"/periscope.wasm.gz", "/periscope.wasm.br", "/.secret", "/../go.mod", "/missing.js"} {
		if r := get(p, ""); r.StatusCode != 404 {
			t.Errorf("%s: %d, want 404", p, r.StatusCode)
		}
	}
	req := httptest.NewRequest(http.MethodPost, "/", nil)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: %d", rec.Code)
	}
}
