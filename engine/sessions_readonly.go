package engine

import (
	"crypto/rand"
	"encoding/base64"
	"sync"
	"time"
)

// Read-only sessions. A cluster member cut off from the majority cannot
// write a session, yet the guide promises that staff can still consult
// there. When Login's write is refused for that reason, a right password
// opens a session kept in this process only, checked against this member's
// replica: valid on this member only, for reading (writes are refused
// anyway), and ended as soon as the member reaches the majority again (the
// user then signs in as usual), when the user is deactivated or changes
// branch on the replica, after SessionIdle, or at logout. A user with a
// second factor cannot open one: checking a code means recording it.
type readOnlySessions struct {
	mu sync.Mutex
	m  map[string]*session // by tokenKey
}

// ErrReadOnlySecondFactor refuses a read-only sign-in that needs a second factor.
var ErrReadOnlySecondFactor = &Error{Code: CodeUnavailable, Message: "Este servidor no alcanza a la mayoría de los servidores del grupo, " +
	"y su usuario usa un segundo factor, que no puede comprobarse sin ella: ingrese por otro miembro del grupo o espere a que vuelva la conexión."}

// openReadOnly opens a read-only session for u, who gave the right password.
func (e *Engine) openReadOnly(u User, ip string, now time.Time) (string, error) {
	if err := e.view(func(tx ReadTx) error {
		if stageFor(tx, u) != "" {
			return ErrReadOnlySecondFactor
		}
		return nil
	}); err != nil {
		return "", err
	}
	raw := make([]byte, 32)
	rand.Read(raw)
	token := base64.RawURLEncoding.EncodeToString(raw)
	r := &e.readOnly
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.m == nil {
		r.m = map[string]*session{}
	}
	r.m[string(tokenKey(token))] = &session{UserID: u.ID, Created: now, LastSeen: now, Branch: u.SucursalID, IP: ip}
	return token, nil
}

// readOnlySession answers the read-only session under key k, alive at now,
// and its user; errSession when there is none or it ended. active records
// now as its last activity.
func (e *Engine) readOnlySession(k []byte, now time.Time, active bool) (session, User, error) {
	r := &e.readOnly
	r.mu.Lock()
	s, ok := r.m[string(k)]
	r.mu.Unlock()
	if !ok {
		return session{}, User{}, errSession
	}
	end := func() (session, User, error) {
		e.endReadOnly(k)
		return session{}, User{}, errSession
	}
	if now.Sub(s.LastSeen) > SessionIdle || e.Sync() {
		// Sync succeeds once the member reaches the majority again.
		return end()
	}
	var u User
	err := e.view(func(tx ReadTx) error {
		var err error
		if u, err = getUser(tx, s.UserID); err != nil || !u.Estado || u.SucursalID != s.Branch {
			return errSession
		}
		if b, err := getBranch(tx, u.SucursalID); err != nil || !b.Estado {
			return errSession
		}
		return nil
	})
	if err != nil {
		return end()
	}
	r.mu.Lock()
	if active {
		s.LastSeen = now
	}
	out := *s
	r.mu.Unlock()
	return out, u, nil
}

// endReadOnly ends the read-only session under key k; it tells whether there
// was one.
func (e *Engine) endReadOnly(k []byte) bool {
	r := &e.readOnly
	r.mu.Lock()
	defer r.mu.Unlock()
	_, ok := r.m[string(k)]
	delete(r.m, string(k))
	return ok
}

// ReadOnlySession tells whether token is a read-only session of this member.
func (e *Engine) ReadOnlySession(token string) bool {
	r := &e.readOnly
	r.mu.Lock()
	defer r.mu.Unlock()
	_, ok := r.m[string(tokenKey(token))]
	return ok
}
