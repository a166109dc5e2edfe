package httpapi

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

// Every kind of answer carries the security headers: the app page, its
// assets, API data, errors of each status, a PDF, a stored image, the
// placeholder page of a build without the UI.
func TestSecurityHeadersOnEveryAnswer(t *testing.T) {
	ui := fstest.MapFS{
		"index.html":  {Data: []byte("<!doctype html><title>app</title>")},
		"assets/a.js": {Data: []byte("console.log(1)")},
	}
	withUI := httptest.NewServer(New(shared.eng, ui, quiet).Handler())
	defer withUI.Close()
	bare := httptest.NewServer(New(shared.eng, nil, quiet).Handler())
	defer bare.Close()
	super, seller := shared.tokens["Super"], shared.tokens["Vendedor"]
	tests := []struct {
		name, base, method, path, token string
		status                          int
	}{
		{"app page", withUI.URL, "GET", "/admin/ventas", "", 200},
		{"asset", withUI.URL, "GET", "/assets/a.js", "", 200},
		{"placeholder", bare.URL, "GET", "/", "", 200},
		{"API data", bare.URL, "GET", "/api/sucursales", super, 200},
		{"PDF", bare.URL, "GET", "/api/sucursales/reporte-pdf", super, 200},
		{"unauthenticated", bare.URL, "GET", "/api/sucursales", "", 401},
		{"forbidden", bare.URL, "GET", "/api/usuarios", seller, 403},
		{"unknown API path", bare.URL, "GET", "/api/nada", "", 404},
		{"wrong method", bare.URL, "DELETE", "/api/login", "", 405},
		{"invalid form", bare.URL, "POST", "/api/login", "", 422},
		{"missing image", bare.URL, "GET", "/api/imagenes/nada", "", 404},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var body *strings.Reader
			if tt.method == "POST" {
				body = strings.NewReader(`{}`)
			} else {
				body = strings.NewReader("")
			}
			req, _ := http.NewRequest(tt.method, tt.base+tt.path, body)
			if tt.token != "" {
				req.Header.Set("Authorization", "Bearer "+tt.token)
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != tt.status {
				t.Fatalf("status %d, want %d", res.StatusCode, tt.status)
			}
			for k, want := range map[string]string{
				"X-Content-Type-Options": "nosniff",
				"X-Frame-Options":        "DENY",
				"Referrer-Policy":        "no-referrer",
			} {
				if got := res.Header.Get(k); got != want {
					t.Errorf("%s: %q, want %q", k, got, want)
				}
			}
			csp := res.Header.Get("Content-Security-Policy")
			for _, part := range []string{"default-src 'self'", "script-src 'self';", "style-src 'self';", "frame-ancestors 'none'", "blob:"} {
				if !strings.Contains(csp, part) {
					t.Errorf("CSP %q lacks %q", csp, part)
				}
			}
			if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "unsafe-eval") {
				t.Errorf("CSP allows inline code: %q", csp)
			}
		})
	}
}

// The built app (when present) has no inline script or style that the policy
// would block: every script and stylesheet is a file of its own.
func TestBuiltAppHasNoInlineCode(t *testing.T) {
	page, err := os.ReadFile(filepath.Join("..", "webui", "dist", "index.html"))
	if err != nil {
		t.Skip("web app not built")
	}
	html := string(page)
	for _, m := range regexp.MustCompile(`(?is)<script\b[^>]*>(.*?)</script>`).FindAllStringSubmatch(html, -1) {
		if strings.TrimSpace(m[1]) != "" || !strings.Contains(m[0], "src=") {
			t.Errorf("inline script: %.80q", m[0])
		}
	}
	for _, bad := range []string{"<style", " style=", " onload=", " onclick=", "javascript:"} {
		if strings.Contains(strings.ToLower(html), bad) {
			t.Errorf("index.html holds inline code %q", bad)
		}
	}
	if strings.Contains(placeholder, "style=") || strings.Contains(placeholder, "<script") {
		t.Error("the placeholder page holds inline code")
	}
}
