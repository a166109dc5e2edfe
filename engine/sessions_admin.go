package engine

import (
	"bytes"
	"encoding/hex"
	"sort"
	"time"
)

// AuditSessionEnd is the Bitácora kind of a session that Super ended.
const AuditSessionEnd = "Cierre de sesión forzado"

// sessionIDLen is how many bytes of a session's key name it on the sessions
// screen: enough to be unique, and the key is a hash, so it is no token.
const sessionIDLen = 12

// ActiveSession is one open session as the sessions screen lists it.
type ActiveSession struct {
	ID        string    `json:"id"`
	UserID    uint64    `json:"usuario_id"`
	Usuario   string    `json:"usuario"`
	Nombre    string    `json:"nombre"`
	Rol       string    `json:"rol"`
	IP        string    `json:"ip"`
	Desde     time.Time `json:"desde"`
	UltimoUso time.Time `json:"ultimo_uso"`
	Actual    bool      `json:"actual"` // the caller's own session
}

// ActiveSessions lists the sessions that are still alive, the most recently
// used first; current is the caller's token, marked Actual.
func (e *Engine) ActiveSessions(current string) (out []ActiveSession, err error) {
	now := e.Now().UTC()
	mine := tokenKey(current)
	err = e.view(func(tx ReadTx) error {
		return each(tx.Bucket(bktSessions), func(k []byte, s *session) error {
			if now.Sub(s.LastSeen) > SessionIdle || s.Stage != "" {
				return nil // expired, or still waiting for its second factor
			}
			u, err := getUser(tx, s.UserID)
			if err != nil || !u.Estado {
				return nil // a dead session the purge has not reached yet
			}
			rol := ""
			if len(u.Rol) > 0 {
				rol = u.Rol[0]
			}
			out = append(out, ActiveSession{ID: hex.EncodeToString(k[:sessionIDLen]), UserID: u.ID,
				Usuario: u.Usuario, Nombre: u.Nombres + " " + u.Apellidos, Rol: rol, IP: s.IP,
				Desde: s.Created, UltimoUso: s.LastSeen, Actual: bytes.Equal(k, mine)})
			return nil
		})
	})
	sort.SliceStable(out, func(i, j int) bool { return out[i].UltimoUso.After(out[j].UltimoUso) })
	return out, err
}

// EndSession ends the session named id (as ActiveSessions names it), with a
// Bitácora entry; its event streams close with it.
func (e *Engine) EndSession(actor Actor, id string) error {
	prefix, err := hex.DecodeString(id)
	if err != nil || len(prefix) != sessionIDLen {
		return NotFound("Sesión no encontrada.")
	}
	return e.update(func(tx *Tx) error {
		b := tx.Bucket(bktSessions)
		k, v := b.Cursor().Seek(prefix)
		if k == nil || !bytes.HasPrefix(k, prefix) {
			return NotFound("Sesión no encontrada.")
		}
		var s session
		if err := jsonUnmarshal(v, &s); err != nil {
			return err
		}
		u, err := getUser(tx.Tx, s.UserID)
		if err != nil {
			return err
		}
		k = append([]byte(nil), k...)
		if err := b.Delete(k); err != nil {
			return err
		}
		tx.touchSessions(s.UserID)
		return appendAudit(tx, actor, AuditEntry{Tipo: AuditSessionEnd, Documento: "usuario", DocumentoID: u.ID,
			Sucursal: u.SucursalID, Detalle: u.Usuario + ": sesión desde " + s.IP + " iniciada el " +
				s.Created.In(LaPaz).Format("02/01/2006 15:04") + " cerrada"})
	})
}
