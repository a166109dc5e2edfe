package httpapi

import (
	"context"
	"net/http"
	"strconv"

	"sgc/engine"
)

// The local channel (DESIGN §5): sgc serve also listens on a Unix socket in
// the data folder that only its own operating-system user may open (mode
// 0600). A command of the owner's CLI sends the same HTTP request a browser
// would over it, and is served by the same handlers with the identity of
// Super, so every command can run while the server holds the database.

// localKey marks a request that came through the local socket.
type localKey struct{}

// BranchHeader lets a local command choose the branch it acts in (default 1).
const BranchHeader = "X-Sgc-Sucursal"

// LocalHandler is the handler for the local socket's connections.
func (s *Server) LocalHandler() http.Handler {
	h := s.Handler()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), localKey{}, true)))
	})
}

// localIdentity is the Super that a request of the local channel acts as.
func localIdentity(r *http.Request) (engine.User, engine.Actor, bool) {
	if r.Context().Value(localKey{}) == nil {
		return engine.User{}, engine.Actor{}, false
	}
	branch := uint64(engine.MainBranch)
	if v, err := strconv.ParseUint(r.Header.Get(BranchHeader), 10, 64); err == nil && v > 0 {
		branch = v
	}
	u := engine.User{Usuario: engine.ConsoleUser, Nombres: "Línea de comandos", Rol: []string{engine.RoleSuper},
		Estado: true, SucursalID: engine.MainBranch}
	return u, u.Actor(branch), true
}
