package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"

	"sgc/engine"
	"sgc/engine/store"
)

// badRequest is a malformed call: broken JSON, a wrong type (400), or an
// oversized body (413).
type badRequest struct {
	msg    string
	status int
}

func (b *badRequest) Error() string { return b.msg }

func errBadRequest(msg string) error { return &badRequest{msg, http.StatusBadRequest} }

// errTooLarge refuses a body above the call's limit.
func errTooLarge(msg string) error { return &badRequest{msg, http.StatusRequestEntityTooLarge} }

// writeJSON answers v with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// msg is the common answer body of actions.
type msg struct {
	Message string `json:"message"`
	ID      uint64 `json:"id,omitempty"`
}

// sentence answers a store error's text as a sentence: capital, full stop.
func sentence(err error) string {
	s := err.Error()
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

// writeError is the one place that maps an error to a status and the spec's JSON.
// Internal errors are logged with their detail and answered without it.
func writeError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	var br *badRequest
	if errors.As(err, &br) {
		writeJSON(w, br.status, map[string]string{"message": br.msg})
		return
	}
	switch {
	case errors.Is(err, store.ErrUnavailable):
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"message": sentence(store.ErrUnavailable)})
		return
	case errors.Is(err, store.ErrBusy):
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"message": sentence(store.ErrBusy)})
		return
	case errors.Is(err, store.ErrFull):
		log.Error("la base de datos del grupo está llena", "method", r.Method, "path", r.URL.Path)
		writeJSON(w, http.StatusInsufficientStorage, map[string]string{"message": sentence(store.ErrFull)})
		return
	case errors.Is(err, engine.ErrKeyReused):
		writeJSON(w, http.StatusUnprocessableEntity, map[string]string{"message": sentence(engine.ErrKeyReused)})
		return
	}
	var e *engine.Error
	if !errors.As(err, &e) {
		log.Error("error interno", "method", r.Method, "path", r.URL.Path, "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"message": "Error interno del servidor. Intente nuevamente."})
		return
	}
	switch e.Code {
	case engine.CodeInvalid:
		writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"message": e.Message, "errors": e.Fields})
	case engine.CodeNotFound:
		writeJSON(w, http.StatusNotFound, map[string]string{"message": e.Message})
	case engine.CodeForbidden:
		writeJSON(w, http.StatusForbidden, map[string]string{"message": "Acceso denegado", "error": e.Message})
	case engine.CodeConflict:
		writeJSON(w, http.StatusConflict, map[string]string{"message": e.Message})
	case engine.CodeUnauthorized:
		writeJSON(w, http.StatusUnauthorized, map[string]string{"message": e.Message})
	case engine.CodeTooMany:
		writeJSON(w, http.StatusTooManyRequests, map[string]string{"message": e.Message})
	case engine.CodeUnavailable:
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"message": e.Message})
	default:
		log.Error("error interno", "method", r.Method, "path", r.URL.Path, "err", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"message": "Error interno del servidor. Intente nuevamente."})
	}
}

// file answers a rendered document. It renders into memory first, so that a
// failure is still answered as a JSON error rather than a truncated file.
func (q *request) file(contentType, disposition string, render func(w *bytes.Buffer) error) error {
	q.extendWrite(exportWriteTime)
	var buf bytes.Buffer
	if err := render(&buf); err != nil {
		return err
	}
	h := q.w.Header()
	h.Set("Content-Type", contentType)
	h.Set("Content-Disposition", disposition)
	h.Set("Cache-Control", "no-store")
	q.w.WriteHeader(http.StatusOK)
	_, _ = q.w.Write(buf.Bytes())
	return nil
}
