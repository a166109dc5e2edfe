package httpapi

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

func TestSPA(t *testing.T) {
	ui := fstest.MapFS{
		"index.html":       {Data: []byte("<!doctype html><title>app</title>")},
		"assets/a.js":      {Data: []byte("console.log(1)")},
		"assets/a.css":     {Data: []byte("body{}")},
		"favicon.svg":      {Data: []byte("<svg/>")},
		"assets/img/x.png": {Data: pngImage(t, 2, 2)},
	}
	srv := httptest.NewServer(New(shared.eng, ui, quiet).Handler())
	defer srv.Close()
	tests := []struct {
		path, status, ctype, cache, body string
	}{
		{"/", "200", "text/html", "no-cache", "<!doctype html>"},
		{"/admin", "200", "text/html", "no-cache", "<!doctype html>"},
		{"/admin/x", "200", "text/html", "no-cache", "<!doctype html>"},
		{"/admin/show-venta/12", "200", "text/html", "no-cache", "<!doctype html>"},
		{"/index.html", "200", "text/html", "no-cache", "<!doctype html>"},
		{"/assets/", "200", "text/html", "no-cache", "<!doctype html>"},
		{"/assets/a.js", "200", "javascript", "immutable", "console.log(1)"},
		{"/assets/a.css", "200", "text/css", "immutable", "body{}"},
		{"/assets/img/x.png", "200", "image/png", "immutable", "\x89PNG"},
		{"/favicon.svg", "200", "image/svg+xml", "", "<svg/>"},
		{"/api/unknown", "404", "application/json", "no-store", `"message"`},
		{"/api/assets/a.js", "404", "application/json", "no-store", `"message"`},
		{"/api/usuarios", "401", "application/json", "no-store", `"message"`},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			res, err := srv.Client().Get(srv.URL + tt.path)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Body.Close()
			raw, _ := io.ReadAll(res.Body)
			if got := res.Status[:3]; got != tt.status {
				t.Errorf("status %s, want %s", got, tt.status)
			}
			if ct := res.Header.Get("Content-Type"); !strings.Contains(ct, tt.ctype) {
				t.Errorf("Content-Type %q, want %q", ct, tt.ctype)
			}
			if cc := res.Header.Get("Cache-Control"); !strings.Contains(cc, tt.cache) || tt.cache == "" && cc != "" {
				t.Errorf("Cache-Control %q, want %q", cc, tt.cache)
			}
			if !strings.HasPrefix(string(raw), tt.body) && !strings.Contains(string(raw), tt.body) {
				t.Errorf("body %.80q, want %q", raw, tt.body)
			}
			if strings.HasPrefix(tt.path, "/api") && strings.Contains(string(raw), "<!doctype") {
				t.Error("an /api path got the web app")
			}
		})
	}
}

// TestPlaceholderWithoutUI: a build without the web app serves a page that says
// so, and /api still answers JSON.
func TestPlaceholderWithoutUI(t *testing.T) {
	h := shared
	status, hdr, raw := h.do(t, "GET", "/admin/inicio", "", "", nil)
	if status != http.StatusOK || !strings.HasPrefix(hdr.Get("Content-Type"), "text/html") ||
		!strings.Contains(string(raw), "SISTEMA DE GESTIÓN COMERCIAL") {
		t.Fatalf("placeholder: %d %s %.100q", status, hdr.Get("Content-Type"), raw)
	}
	if status, _, _ := h.do(t, "GET", "/api/nada", "", "", nil); status != http.StatusNotFound {
		t.Fatalf("/api/nada: %d", status)
	}
}
