package httpapi

import (
	"errors"
	"strings"
	"time"

	"sgc/engine"
	"sgc/engine/store"
)

func (s *Server) sessionRoutes() {
	s.handle("POST /api/login", s.login)
	s.handle("POST /api/logout", s.logout)
	s.handle("GET /api/user", s.currentUser)
}

type loginInput struct {
	Usuario  string `json:"usuario"`
	Password string `json:"password"`
}

// login signs a user in: 401 for wrong credentials, 403 for an inactive user or
// branch, 429 after five failures of one usuario from one address, or twenty
// from one address, in 15 minutes (see throttle).
func (s *Server) login(q *request) error {
	var in loginInput
	if err := q.decode(&in); err != nil {
		return err
	}
	var v engine.Validation
	v.Required("usuario", "usuario", in.Usuario)
	v.Required("password", "contraseña", in.Password)
	if err := v.Err(); err != nil {
		return err
	}
	usuario := strings.ToLower(strings.TrimSpace(in.Usuario))
	ip, now := q.clientIP(), s.eng.Now()
	if err := s.throttle.begin(usuario, ip, now); err != nil {
		return err
	}
	token, u, stage, err := s.signIn(usuario, in.Password, ip, now)
	if err != nil {
		s.log.Info("inicio de sesión fallido", "usuario", usuario, "ip", ip, "err", err)
		return err
	}
	if stage != "" {
		// The password was right; the session opens after the second factor
		// (POST /api/login/segundo-factor with this temporary token).
		return q.json(200, map[string]any{"segundo_factor": stage, "token_temporal": token})
	}
	s.log.Info("inicio de sesión", "usuario", usuario, "ip", ip)
	view, err := s.signedInView(u)
	if err != nil {
		return err
	}
	// solo_lectura: a session opened on a member without the majority,
	// valid on this member only and for reading (engine/sessions_readonly.go).
	return q.json(200, map[string]any{"token": token, "user": view, "solo_lectura": s.eng.ReadOnlySession(token)})
}

// signIn checks the credentials between the throttle's begin and end; end
// runs even if the check panics, so the address is never left counting an
// attempt that is over. A right password that still needs the second factor
// is no success yet: it does not clear the failures that throttle the codes.
func (s *Server) signIn(usuario, password, ip string, now time.Time) (token string, u engine.User, stage string, err error) {
	defer func() {
		s.throttle.end(usuario, ip, now, engine.ErrorCode(err) == engine.CodeUnauthorized, err == nil && stage == "")
	}()
	if token, u, err = s.eng.Login(usuario, password, ip); err == nil {
		if _, st, serr := s.eng.SignInStage(token); serr == nil {
			stage = st
		}
	}
	return token, u, stage, err
}

func (s *Server) logout(q *request) error {
	if err := s.eng.Logout(q.token); err != nil {
		return err
	}
	return q.json(200, map[string]string{"message": "Sesión cerrada correctamente."})
}

// currentUser restores a session; sucursalId selects the branch for Super and
// Administrador (others always get their home branch).
func (s *Server) currentUser(q *request) error {
	id, err := q.queryID("sucursalId")
	if err != nil {
		return err
	}
	b, err := s.eng.SelectBranch(q.token, id)
	if errors.Is(err, store.ErrUnavailable) || errors.Is(err, store.ErrBusy) {
		// A member without the majority cannot record a choice: it answers
		// the branch the session works in, so that a reload there keeps
		// staff signed in to read.
		b, err = s.eng.Branch(q.actor.Branch)
	}
	if err != nil {
		return err
	}
	s.events.recheck(q.token) // the session's streams follow the selected branch
	view, err := s.signedInView(q.user)
	if err != nil {
		return err
	}
	return q.json(200, map[string]any{"user": view, "sucursal": branchView(b), "solo_lectura": s.eng.ReadOnlySession(q.token)})
}
