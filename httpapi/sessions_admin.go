package httpapi

import "net/http"

// Super's list of open sessions, and ending one: a stolen or forgotten token
// is cut here without touching the user's password.
func (s *Server) sessionAdminRoutes() {
	s.handle("GET /api/sesiones", s.listSessions)
	s.handle("DELETE /api/sesiones/{id}", s.endSession)
}

func (s *Server) listSessions(q *request) error {
	list, err := s.eng.ActiveSessions(q.token)
	if err != nil {
		return err
	}
	return q.data(list)
}

func (s *Server) endSession(q *request) error {
	if err := s.eng.EndSession(q.actor, q.r.PathValue("id")); err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]string{"message": "Sesión cerrada correctamente."})
}
