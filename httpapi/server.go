// Package httpapi serves the JSON API of the spec (/api/...) and the embedded UI.
package httpapi

import (
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"

	"sgc/backup"
	"sgc/cluster"
	"sgc/engine"
	"sgc/index"
)

// Server holds what the handlers need. Handlers are methods, one file per area.
type Server struct {
	eng      *engine.Engine
	log      *slog.Logger
	mux      *http.ServeMux
	ui       fs.FS
	throttle *throttle
	index    *index.Index       // product search; nil until UseIndex
	backups  *backup.Keeper     // automatic backups; nil until UseBackups
	events   *eventHub          // the browsers' event streams
	cluster  *cluster.Node      // this server's cluster member; nil on a single machine
	siat     *engine.SiatWorker // asks the SIN for the counter; nil until UseSiat
}

// New builds the server. ui is the built web app (nil serves a placeholder page).
//
// Routing uses the standard library's ServeMux rather than httprouter: the spec's
// paths put fixed segments beside parameters at the same level
// (/api/usuarios/me-sucursales next to /api/usuarios/{id}), which httprouter
// refuses and ServeMux resolves by taking the most specific pattern.
func New(eng *engine.Engine, ui fs.FS, log *slog.Logger) *Server {
	if log == nil {
		log = slog.Default()
	}
	s := &Server{eng: eng, log: log, mux: http.NewServeMux(), ui: ui, throttle: newThrottle(), events: newEventHub(eng)}
	if eng != nil { // the route-table tests build a server without a store
		eng.Subscribe(s.events.publish)
	}
	s.routes()
	s.mux.HandleFunc("/api/", s.apiFallback)
	s.mux.Handle("/", s.spa())
	return s
}

// routes registers every handler; each area adds its own in its file.
func (s *Server) routes() {
	s.sessionRoutes()
	s.sessionAdminRoutes()
	s.totpRoutes()
	s.branchRoutes()
	s.userRoutes()
	s.permissionRoutes()
	s.customerRoutes()
	s.registryRoutes()
	s.companyRoutes()
	s.imageRoutes()
	s.productRoutes()
	s.importRoutes()
	s.saleRoutes()
	s.invoiceRoutes()
	s.invoiceMailRoutes()
	s.returnRoutes()
	s.purchaseRoutes()
	s.inventoryRoutes()
	s.priceRoutes()
	s.proformaRoutes()
	s.catalogoRoutes()
	s.listExportRoutes()
	s.transferRoutes()
	s.notificationRoutes()
	s.backupRoutes()
	s.auditRoutes()
	s.furnitureRoutes()
	s.eventRoutes()
	s.accountRoutes()
	s.moneyRoutes()
	s.cashRoutes()
	s.reportRoutes()
	s.clusterRoutes()
}

// Handler is the whole HTTP surface with panic recovery and the security
// headers of every answer.
func (s *Server) Handler() http.Handler {
	return withSecurityHeaders(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				s.log.Error("pánico en el servidor", "path", r.URL.Path, "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
				writeJSON(w, http.StatusInternalServerError, map[string]string{"message": "Error interno del servidor. Intente nuevamente."})
			}
		}()
		s.mux.ServeHTTP(w, r)
	}))
}

// request is one call as a handler sees it: the signed-in user, the actor
// (user plus selected branch) and the session token.
type request struct {
	w     http.ResponseWriter
	r     *http.Request
	user  engine.User
	actor engine.Actor
	token string
	// idem is the call's Idempotency-Key on a route marked idempotent.
	idem *engine.Idempotency
}

type handlerFunc func(q *request) error

// The refusals of a route's access rule, answered by the one error writer
// like the engine's own.
var (
	errNoToken    = &engine.Error{Code: engine.CodeUnauthorized, Message: "No autenticado. Inicie sesión."}
	errRoleDenied = engine.Forbidden("Su rol no tiene permiso para esta acción.")
)

// handle registers h for pattern, behind the access rule of routeAccess.
func (s *Server) handle(pattern string, h handlerFunc) {
	rule, ok := routeAccess[pattern]
	if !ok {
		panic("httpapi: route without access rule: " + pattern)
	}
	s.mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
		q := &request{w: w, r: r}
		if u, a, ok := localIdentity(r); ok {
			q.user, q.actor = u, a
		} else if !rule.public {
			token, found := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
			if !found || token == "" {
				writeError(w, r, s.log, errNoToken)
				return
			}
			u, branch, err := s.eng.Authenticate(token)
			if err != nil {
				writeError(w, r, s.log, err)
				return
			}
			q.user, q.actor, q.token = u, u.Actor(branch), token
			if !s.allowed(pattern, rule, q.actor.Role()) {
				writeError(w, r, s.log, errRoleDenied)
				return
			}
		}
		if rule.keyed {
			if err := q.takeKey(); err != nil {
				writeError(w, r, s.log, err)
				return
			}
		}
		err := h(q)
		if r.Method == http.MethodGet && engine.ErrorCode(err) == engine.CodeNotFound && s.eng.Sync() {
			// A document saved through another member a moment ago may not
			// be on this member's replica yet: read again once it is.
			err = h(q)
		}
		if err != nil {
			writeError(w, r, s.log, err)
		} else if q.idem != nil && !q.idem.Used() {
			s.log.Error("ruta idempotente cuyo comando no tomó la clave", "pattern", pattern)
		}
	})
}

// registered reports whether pattern has a handler; a test checks every entry
// of routeAccess with it.
func (s *Server) registered(pattern string) bool {
	method, path, _ := strings.Cut(pattern, " ")
	req, _ := http.NewRequest(method, strings.NewReplacer("{id}", "1", "{key}", "k", "{destino}", "2").Replace(path), nil)
	_, got := s.mux.Handler(req)
	return got == pattern
}

// apiFallback answers unknown /api paths with JSON: 405 with the Allow header
// when the path exists for other methods, 404 otherwise.
func (s *Server) apiFallback(w http.ResponseWriter, r *http.Request) {
	var allowed []string
	for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodDelete} {
		if m == r.Method {
			continue
		}
		probe := r.Clone(r.Context())
		probe.Method = m
		if _, p := s.mux.Handler(probe); p != "" && p != "/api/" {
			allowed = append(allowed, m)
			if m == http.MethodGet {
				allowed = append(allowed, http.MethodHead) // ServeMux answers HEAD wherever GET is served
			}
		}
	}
	if len(allowed) > 0 {
		w.Header().Set("Allow", strings.Join(allowed, ", "))
		writeJSON(w, http.StatusMethodNotAllowed, map[string]string{"message": "Método no permitido."})
		return
	}
	writeJSON(w, http.StatusNotFound, map[string]string{"message": "Ruta no encontrada."})
}
