package engine

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"sync"
	"time"

	"sgc/engine/store"
)

// SessionIdle is how long a session lives without activity.
const SessionIdle = 180 * time.Minute

// touchEvery bounds how often activity is written back: a session's last-seen
// time is persisted at most once a minute, so reads stay reads.
const touchEvery = time.Minute

type session struct {
	UserID   uint64    `json:"user_id"`
	Created  time.Time `json:"created"`
	LastSeen time.Time `json:"last_seen"`
	Branch   uint64    `json:"sucursal_id"`
	IP       string    `json:"ip"`
	// Stage is what a half-open session still needs before it is one (see
	// sessions_stage.go); "" for a session that may call the API.
	Stage string `json:"etapa,omitempty"`
}

// SignIn is one line of the sign-in log.
type SignIn struct {
	Fecha   time.Time `json:"fecha"`
	Usuario string    `json:"usuario"`
	IP      string    `json:"ip"`
	Exito   bool      `json:"exito"`
	Motivo  string    `json:"motivo,omitempty"`
}

func tokenKey(token string) []byte {
	sum := sha256.Sum256([]byte(token))
	return sum[:]
}

// Login checks the credentials and opens a session. Every attempt, failed or
// not, is written to the sign-in log with time, usuario and address. For a
// user with a second factor, or who must enrol one, the session is half-open
// until SecondStep (SignInStage tells).
func (e *Engine) Login(usuario, password, ip string) (token string, u User, err error) {
	u, err = e.UserByName(usuario)
	motivo := ""
	switch {
	case err != nil:
		// Hash anyway, so that the answer takes as long as for a real usuario
		// and its timing does not tell which usuarios exist.
		CheckPassword(decoyHash(), password)
		motivo, err = "credenciales incorrectas", &Error{Code: CodeUnauthorized, Message: "Usuario o contraseña incorrectos."}
	case !CheckPassword(u.PasswordHash, password):
		motivo, err = "credenciales incorrectas", &Error{Code: CodeUnauthorized, Message: "Usuario o contraseña incorrectos."}
	case !u.Estado:
		motivo, err = "usuario inactivo", Forbidden("Su usuario está inactivo. Comuníquese con el administrador.")
	default:
		if b, berr := e.Branch(u.SucursalID); berr != nil || !b.Estado {
			motivo, err = "sucursal inactiva", Forbidden("Su sucursal está inactiva. Comuníquese con el administrador.")
		}
	}
	raw := make([]byte, 32)
	rand.Read(raw)
	token = base64.RawURLEncoding.EncodeToString(raw)
	werr := e.update(func(tx *Tx) error {
		stage := ""
		if err == nil {
			stage = stageFor(tx.Tx, u)
		}
		if stage != "" {
			motivo = "contraseña correcta, falta el segundo factor"
		}
		if err := logSignIn(tx, SignIn{Fecha: tx.now.UTC(), Usuario: usuario, IP: ip, Exito: err == nil && stage == "", Motivo: motivo}); err != nil {
			return err
		}
		if err != nil {
			return nil
		}
		s := session{UserID: u.ID, Created: tx.now.UTC(), LastSeen: tx.now.UTC(), Branch: u.SucursalID, IP: ip, Stage: stage}
		return putJSON(tx.Bucket(bktSessions), tokenKey(token), s)
	})
	if err == nil && errors.Is(werr, store.ErrUnavailable) {
		// A member cut off from the majority: a read-only session here.
		token, err := e.openReadOnly(u, ip, e.Now().UTC())
		if err != nil {
			return "", User{}, err
		}
		return token, u, nil
	}
	if err == nil {
		err = werr
	}
	if err != nil {
		return "", User{}, err
	}
	return token, u, nil
}

func logSignIn(tx *Tx, s SignIn) error {
	b := tx.Bucket(bktSignIns)
	seq, err := b.NextSequence()
	if err != nil {
		return err
	}
	k := make([]byte, 16)
	binary.BigEndian.PutUint64(k, uint64(s.Fecha.UnixNano()))
	binary.BigEndian.PutUint64(k[8:], seq)
	return putJSON(b, k, s)
}

// SignIns returns the sign-in log, newest first, at most limit lines.
func (e *Engine) SignIns(limit int) (out []SignIn, err error) {
	err = e.view(func(tx ReadTx) error {
		c := tx.Bucket(bktSignIns).Cursor()
		for k, v := c.Last(); k != nil && len(out) < limit; k, v = c.Prev() {
			var s SignIn
			if err := jsonUnmarshal(v, &s); err != nil {
				return err
			}
			out = append(out, s)
		}
		return nil
	})
	return out, err
}

// errSession is the answer for a missing, expired or revoked token.
var errSession = &Error{Code: CodeUnauthorized, Message: "Sesión expirada o inválida. Inicie sesión nuevamente."}

// Authenticate resolves a bearer token to its user and the branch selected in the
// session. A token idle for SessionIdle, of an inactive user or of a user whose
// home branch is inactive is dead. A live token counts as activity, written in
// the background (see sessions_touch.go).
func (e *Engine) Authenticate(token string) (User, uint64, error) {
	now := e.Now().UTC()
	k := tokenKey(token)
	s, u, err := e.readSession(k, now)
	if err == errSession && e.Sync() {
		// Opened through another member a moment ago, perhaps.
		s, u, err = e.readSession(k, now)
	}
	if err == errSession {
		if s, u, err = e.readOnlySession(k, now, true); err == nil {
			return u, s.Branch, nil
		}
	}
	if err != nil {
		return User{}, 0, err
	}
	if now.Sub(s.LastSeen) > touchEvery {
		e.touchSession(k, now)
	}
	return u, s.Branch, nil
}

// CheckSession is Authenticate without the activity: an open event stream
// re-checks its token with it, so that a browser left open still reaches the
// idle expiry like every other call would.
func (e *Engine) CheckSession(token string) (User, uint64, error) {
	k, now := tokenKey(token), e.Now().UTC()
	s, u, err := e.readSession(k, now)
	if err == errSession {
		s, u, err = e.readOnlySession(k, now, false)
	}
	if err != nil {
		return User{}, 0, err
	}
	return u, s.Branch, nil
}

// readSession reads the session under key k and its user, and tells whether
// the session is still alive at now.
func (e *Engine) readSession(k []byte, now time.Time) (s session, u User, err error) {
	err = e.view(func(tx ReadTx) error {
		ok, err := getJSON(tx.Bucket(bktSessions), k, &s)
		if err != nil || !ok {
			return errSession
		}
		if at, ok := e.touches.lastSeen(k); ok && at.After(s.LastSeen) {
			s.LastSeen = at
		}
		if now.Sub(s.LastSeen) > SessionIdle || s.Stage != "" {
			return errSession
		}
		if u, err = getUser(tx, s.UserID); err != nil || !u.Estado {
			return errSession
		}
		if b, err := getBranch(tx, u.SucursalID); err != nil || !b.Estado {
			return errSession
		}
		return nil
	})
	return s, u, err
}

// SelectBranch records the branch a Super or Administrador works in for the
// session; other roles always stay in their home branch. It returns that branch.
func (e *Engine) SelectBranch(token string, branch uint64) (Branch, error) {
	var out Branch
	err := e.update(func(tx *Tx) error {
		k := tokenKey(token)
		var s session
		if ok, err := getJSON(tx.Bucket(bktSessions), k, &s); err != nil || !ok {
			return errSession
		}
		u, err := getUser(tx.Tx, s.UserID)
		if err != nil {
			return errSession
		}
		s.Branch = u.SucursalID
		if branch != 0 && u.Actor(0).IsAdmin() {
			if b, err := getBranch(tx.Tx, branch); err == nil && b.Estado {
				s.Branch = branch
			}
		}
		if out, err = getBranch(tx.Tx, s.Branch); err != nil {
			return err
		}
		return putJSON(tx.Bucket(bktSessions), k, s)
	})
	return out, err
}

// Logout revokes a token.
func (e *Engine) Logout(token string) error {
	if e.endReadOnly(tokenKey(token)) {
		return nil
	}
	return e.update(func(tx *Tx) error {
		k := tokenKey(token)
		var s session
		if ok, err := getJSON(tx.Bucket(bktSessions), k, &s); err != nil || !ok {
			return err
		}
		tx.touchSessions(s.UserID)
		return tx.Bucket(bktSessions).Delete(k)
	})
}

// endSessions revokes every session of a user (deactivation, role or password
// change) and tells the user's event streams to close.
func endSessions(tx *Tx, userID uint64) error {
	b := tx.Bucket(bktSessions)
	var dead [][]byte
	err := each(b, func(k []byte, s *session) error {
		if s.UserID == userID {
			dead = append(dead, append([]byte(nil), k...))
		}
		return nil
	})
	for _, k := range dead {
		if err := b.Delete(k); err != nil {
			return err
		}
	}
	if len(dead) > 0 {
		tx.touchSessions(userID)
	}
	return err
}

var decoy = sync.OnceValue(func() string {
	h, _ := HashPassword(RandomPassword())
	return h
})

// decoyHash is a hash no password matches, checked for unknown usuarios.
func decoyHash() string { return decoy() }
