package httpapi

import (
	"net/http"

	"sgc/engine"
)

// notificationRoutes serves the notification banner and its two modals
// (foundation.md §7); each user reads and marks only their own.
func (s *Server) notificationRoutes() {
	s.handle("GET /api/notificaciones", s.listNotifications)
	s.handle("PUT /api/notificaciones/{id}/leido", s.markNotificationRead)
	s.handle("POST /api/notificaciones/anulaciones/leido", s.markAllRead(engine.NotifAnulacion, "Notificación marcada como leída"))
	s.handle("POST /api/notificaciones/traspasos/leido", s.markAllRead(engine.NotifTraspaso, "El traspaso ha sido marcado como leído"))
	s.handle("GET /api/traspasos-show-traspaso", s.transferNotices)
	s.handle("GET /api/anulaciones/showDetalle", s.cancellationNotices)
}

// listNotifications answers {traspaso, anulacion, data}.
func (s *Server) listNotifications(q *request) error {
	n, err := s.eng.Notifications(q.actor)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, n)
}

func (s *Server) markNotificationRead(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	if err := s.eng.MarkNotificationRead(q.actor, id); err != nil {
		return err
	}
	return q.json(http.StatusOK, msg{Message: "Notificación marcada como leída"})
}

func (s *Server) markAllRead(kind, message string) handlerFunc {
	return func(q *request) error {
		if err := s.eng.MarkAllRead(q.actor, kind); err != nil {
			return err
		}
		return q.json(http.StatusOK, msg{Message: message})
	}
}

// transferNotices answers {detalles} of the unread transfer notifications.
func (s *Server) transferNotices(q *request) error {
	d, err := s.eng.TransferNotices(q.actor)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]any{"detalles": d})
}

// cancellationNotices answers {detalles} of the unread cancellations.
func (s *Server) cancellationNotices(q *request) error {
	d, err := s.eng.CancellationNotices(q.actor)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]any{"detalles": d})
}
