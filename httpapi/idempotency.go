package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"io"
	"net/http"

	"sgc/engine"
)

// The Idempotency-Key header (docs/api-operations.md, "Reintentos seguros"):
// a route marked idempotent in routeAccess hands the call's key, with the
// hash of its request, to the engine command that writes its document, which
// records both with the command's result in the document's own transaction.
// A retry with the key and the same request runs the handler again, the
// command answers the recorded result without writing, and the handler
// renders the same answer from it, marked with Idempotent-Replayed.

const (
	idemHeader     = "Idempotency-Key"
	replayedHeader = "Idempotent-Replayed"
	// maxIdemKey bounds a key; a UUID takes 36.
	maxIdemKey = 255
)

// idempotent marks a route that creates a document or moves money or stock:
// it honours the Idempotency-Key header.
func (a access) idempotent() access {
	a.keyed = true
	return a
}

// takeKey reads the call's Idempotency-Key, if any: it hashes the method, the
// path with its query, the actor (user and branch) and the body, puts the
// body back for the handler and gives the key to the actor.
func (q *request) takeKey() error {
	key := q.r.Header.Get(idemHeader)
	if key == "" {
		return nil
	}
	if len(key) > maxIdemKey || !visibleASCII(key) {
		return errBadRequest("La clave de idempotencia no es válida: debe tener hasta 255 caracteres visibles, sin espacios.")
	}
	raw, err := io.ReadAll(http.MaxBytesReader(q.w, q.r.Body, maxJSONBody))
	if err != nil {
		return jsonError(err, nil)
	}
	q.r.Body = io.NopCloser(bytes.NewReader(raw))
	h := sha256.New()
	var ids [16]byte
	binary.BigEndian.PutUint64(ids[:8], q.actor.UserID)
	binary.BigEndian.PutUint64(ids[8:], q.actor.Branch)
	for _, part := range [][]byte{[]byte(q.r.Method), []byte(q.r.URL.RequestURI()), ids[:], raw} {
		var n [8]byte
		binary.BigEndian.PutUint64(n[:], uint64(len(part)))
		h.Write(n[:])
		h.Write(part)
	}
	q.idem = &engine.Idempotency{Key: key}
	copy(q.idem.Hash[:], h.Sum(nil))
	q.actor = q.actor.WithIdempotency(q.idem)
	return nil
}

// visibleASCII reports whether s holds only printable ASCII without spaces.
func visibleASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] > '~' {
			return false
		}
	}
	return true
}

// markReplay labels a replayed answer before its status is written.
func (q *request) markReplay() {
	if q.idem != nil && q.idem.Replayed() {
		q.w.Header().Set(replayedHeader, "true")
	}
}
