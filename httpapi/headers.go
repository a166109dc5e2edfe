package httpapi

import "net/http"

// contentSecurityPolicy lets the app load only its own scripts, styles, fonts
// and API, with no inline script or style: an injected <script> or a stored
// text that reaches the page as markup runs nothing. Images may also come
// from data: and blob: URLs (previews of a picture being uploaded), and
// blob: documents (a PDF fetched with the token and opened in a tab inherit
// this policy) may show their plug-in and frames.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; " +
	"img-src 'self' data: blob:; font-src 'self'; connect-src 'self' blob:; " +
	"object-src 'self' blob:; frame-src 'self' blob:; worker-src 'self' blob:; " +
	"base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// securityHeaders are set on every answer: the UI, its assets, the API,
// documents and errors alike.
var securityHeaders = map[string]string{
	"Content-Security-Policy": contentSecurityPolicy,
	"X-Content-Type-Options":  "nosniff",
	"X-Frame-Options":         "DENY",
	"Referrer-Policy":         "no-referrer",
}

// withSecurityHeaders sets securityHeaders before next answers.
func withSecurityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for k, v := range securityHeaders {
			h.Set(k, v)
		}
		if r.TLS != nil {
			// Only an answer that came over HTTPS may pin HTTPS: sent over plain
			// HTTP it would be ignored, and a server without TLS would lock
			// browsers out.
			h.Set("Strict-Transport-Security", "max-age=31536000")
		}
		next.ServeHTTP(w, r)
	})
}
