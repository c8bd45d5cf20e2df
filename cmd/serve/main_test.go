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
	write("index.html", []byte("<!DOCTYPE html>"))
	write("periscope.wasm", raw)
	write("periscope.wasm.gz", gz.Bytes())
	write(".secret", []byte("x"))
	h := &site{dir: dir}

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

	r = get("/periscope.wasm?v=abc", "gzip, deflate, br")
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

	for _, enc := range []string{"", "br", "gzip;q=0"} {
		r = get("/periscope.wasm", enc)
		body, _ = io.ReadAll(r.Body)
		if r.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, raw) {
			t.Fatalf("Accept-Encoding %q: got encoding %q", enc, r.Header.Get("Content-Encoding"))
		}
	}

	for _, p := range []string{"/periscope.wasm.gz", "/.secret", "/../go.mod", "/missing.js"} {
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
