package engine

import (
	"time"
)

// Notifications (foundation.md §2.6, §3, §7; DESIGN §5 "Notifications"). They
// are written in the same transaction as their cause: a transfer or a
// request to a branch notifies that branch's users (traspaso); voids,
// returns and write-offs notify the Super and Administrador users
// (anulacion). Each recipient keeps their own read state: the notification is
// unread for a user while notificaciones_usuario holds user|id, and marking
// it read deletes that key. Inventario gets none.

// Notification kinds (event_type).
const (
	NotifTraspaso  = "traspaso"
	NotifAnulacion = "anulacion"
)

var (
	bktNotifications = []byte("notificaciones")
	bktNotifUnread   = []byte("notificaciones_usuario")
)

// Notification is one stored notification. Lineas carry the cancellation
// detail of an anulacion; a traspaso reads its detail from the transfer.
type Notification struct {
	ID          uint64       `json:"notificacion_id"`
	Tipo        string       `json:"event_type"`
	Titulo      string       `json:"titulo"`
	Mensaje     string       `json:"mensaje"`
	Fecha       time.Time    `json:"fecha"`
	Sucursal    uint64       `json:"sucursal_id"`
	Documento   string       `json:"documento"`
	DocumentoID uint64       `json:"documento_id"`
	UsuarioID   uint64       `json:"usuario_id"`
	Lineas      []NotifLinea `json:"lineas,omitempty"`
}

// NotifLinea is one product of a cancellation: what moved and why.
type NotifLinea struct {
	TipoMovimiento string `json:"tipo_movimiento"`
	ProductoID     uint64 `json:"producto_id"`
	Cantidad       int64  `json:"cantidad"`
	Motivo         string `json:"motivo"`
}

// notify stores n and makes it unread for every user in to.
func notify(tx *Tx, actor Actor, to []uint64, n Notification) error {
	if len(to) == 0 {
		return nil
	}
	b := tx.Bucket(bktNotifications)
	id, err := b.NextSequence()
	if err != nil {
		return err
	}
	n.ID, n.Fecha, n.UsuarioID = id, tx.now.UTC(), actor.UserID
	if err := putJSON(b, itob(id), n); err != nil {
		return err
	}
	unread := tx.Bucket(bktNotifUnread)
	for _, u := range to {
		if err := unread.Put(key(u, id), []byte{}); err != nil {
			return err
		}
	}
	tx.touchNotified(to...)
	return nil
}

// receives reports whether u gets notifications at all: active and not Inventario.
func receives(u *User) bool {
	return u.Estado && len(u.Rol) > 0 && u.Rol[0] != RoleInventario
}

// branchUsers are the users who work in branch (their home branch).
func branchUsers(tx ReadTx, branch uint64) ([]uint64, error) {
	var out []uint64
	err := each(tx.Bucket(bktUsers), func(_ []byte, u *User) error {
		if receives(u) && u.SucursalID == branch {
			out = append(out, u.ID)
		}
		return nil
	})
	return out, err
}

// adminUsers are the Super and Administrador users.
func adminUsers(tx ReadTx) ([]uint64, error) {
	var out []uint64
	err := each(tx.Bucket(bktUsers), func(_ []byte, u *User) error {
		if receives(u) && (u.Rol[0] == RoleSuper || u.Rol[0] == RoleAdmin) {
			out = append(out, u.ID)
		}
		return nil
	})
	return out, err
}

// notifyCancellation tells the Super and Administrador users that a document
// of branch was voided, returned or written off; lines say what moved.
func notifyCancellation(tx *Tx, actor Actor, branch uint64, doc string, docID uint64, titulo, mensaje string, lines []NotifLinea) error {
	to, err := adminUsers(tx.Tx)
	if err != nil {
		return err
	}
	return notify(tx, actor, to, Notification{Tipo: NotifAnulacion, Titulo: titulo, Mensaje: mensaje, Sucursal: branch,
		Documento: doc, DocumentoID: docID, Lineas: lines})
}

// unreadOf calls fn with each unread notification of user, newest first.
func unreadOf(tx ReadTx, user uint64, fn func(n *Notification) error) error {
	prefix := itob(user)
	c := tx.Bucket(bktNotifUnread).Cursor()
	k, _ := c.Seek(itob(user + 1))
	if k == nil {
		k, _ = c.Last()
	} else {
		k, _ = c.Prev()
	}
	for ; k != nil && hasPrefix(k, prefix); k, _ = c.Prev() {
		var n Notification
		ok, err := getJSON(tx.Bucket(bktNotifications), k[8:], &n)
		if err != nil {
			return err
		}
		if ok {
			if err := fn(&n); err != nil {
				return err
			}
		}
	}
	return nil
}

// notificationsFor refuses the roles that get no notifications.
func notificationsFor(actor Actor) error {
	if actor.Role() == "" || actor.Has(RoleInventario) {
		return Forbidden("Su rol no recibe notificaciones.")
	}
	return nil
}
