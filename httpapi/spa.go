package httpapi

import (
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// placeholder is served when the binary was built without the web app
// (go build without -tags webui).
const placeholder = `<!doctype html><html lang="es"><meta charset="utf-8"><title>sgc</title>
<body><h1>SISTEMA DE GESTIÓN COMERCIAL</h1>
<p>Esta compilación no incluye la interfaz web. Compile con <code>make build</code>.</p></body></html>`

// spa serves the web app: real files as they are (hashed assets cached for a
// year), any other path the app's index.html, never cached, so that a reload of
// /admin/ventas opens the app. /api paths never reach it.
func (s *Server) spa() http.Handler {
	if s.ui == nil {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = w.Write([]byte(placeholder))
		})
	}
	files := http.FileServerFS(s.ui)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		if name != "" && name != "index.html" {
			if st, err := fs.Stat(s.ui, name); err == nil && !st.IsDir() {
				if strings.HasPrefix(name, "assets/") {
					w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
				}
				files.ServeHTTP(w, r)
				return
			}
		}
		if strings.HasPrefix(name, "assets/") {
			// A missing bundle must fail loudly, not load the app page as script.
			http.NotFound(w, r)
			return
		}
		index, err := fs.ReadFile(s.ui, "index.html")
		if err != nil {
			http.Error(w, "interfaz no disponible", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		_, _ = w.Write(index)
	})
}
