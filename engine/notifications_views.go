package engine

import "time"

// NotificationSummary is one banner of GET /api/notificaciones: the newest
// unread notification of a kind and how many of that kind are unread.
type NotificationSummary struct {
	Titulo  string `json:"titulo"`
	Mensaje string `json:"mensaje"`
	Tipo    string `json:"event_type"`
	ID      uint64 `json:"notificacion_id"`
	Total   int    `json:"total"`
}

// Notifications is GET /api/notificaciones: the traspaso and anulacion
// banners (nil when nothing of that kind is unread) and every unread one.
type Notifications struct {
	Traspaso  *NotificationSummary `json:"traspaso"`
	Anulacion *NotificationSummary `json:"anulacion"`
	Data      []Notification       `json:"data"`
}

// Notifications lists the actor's unread notifications, newest first.
func (e *Engine) Notifications(actor Actor) (out Notifications, err error) {
	if err := notificationsFor(actor); err != nil {
		return out, err
	}
	err = e.view(func(tx ReadTx) error {
		out.Data = []Notification{}
		return unreadOf(tx, actor.UserID, func(n *Notification) error {
			n.Lineas = nil
			out.Data = append(out.Data, *n)
			sum := &out.Traspaso
			if n.Tipo == NotifAnulacion {
				sum = &out.Anulacion
			}
			if *sum == nil {
				*sum = &NotificationSummary{Titulo: n.Titulo, Mensaje: n.Mensaje, Tipo: n.Tipo, ID: n.ID}
			}
			(*sum).Total++
			return nil
		})
	})
	return out, err
}

// TransferNotice is one line of the transfer notification modal: a product
// of an unread transfer notification, with the destination's prices now.
type TransferNotice struct {
	TraspasoID     uint64    `json:"traspaso_id"`
	FechaTraspaso  time.Time `json:"fecha_traspaso"`
	Usuario        string    `json:"usuario"`
	Origen         string    `json:"sucursal_origen"`
	Destino        string    `json:"sucursal_destino"`
	Estado         string    `json:"solicitud_estado"`
	ProductoID     uint64    `json:"producto_id"`
	Producto       string    `json:"producto"`
	Cantidad       int64     `json:"cantidad"`
	NotificacionID uint64    `json:"notificacion_id"`
	NumberedPrices
}

// TransferNotices lists the lines of the actor's unread transfer notifications.
func (e *Engine) TransferNotices(actor Actor) (out []TransferNotice, err error) {
	if err := notificationsFor(actor); err != nil {
		return nil, err
	}
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		out = []TransferNotice{}
		return unreadOf(tx, actor.UserID, func(n *Notification) error {
			if n.Tipo != NotifTraspaso {
				return nil
			}
			t, err := getTransfer(tx, n.DocumentoID)
			if err != nil {
				return err
			}
			when := t.FechaTraspaso
			if when.IsZero() {
				when = t.FechaSolicitud
			}
			for _, l := range t.Detalles {
				if l.Estado != 1 {
					continue
				}
				p := nm.product(l.ProductoID)
				pr := branchPrices(tx, t.Destino, p)
				out = append(out, TransferNotice{TraspasoID: t.ID, FechaTraspaso: when, Usuario: nm.user(t.UsuarioID),
					Origen: nm.branch(t.Origen), Destino: nm.branch(t.Destino), Estado: t.SolicitudEstado, ProductoID: p.ID,
					Producto: p.Producto, Cantidad: l.Cantidad, NotificacionID: n.ID, NumberedPrices: numberedPrices(pr)})
			}
			return nil
		})
	})
	return out, err
}

// CancellationNotice is one line of the cancellation modal.
type CancellationNotice struct {
	Fecha           time.Time `json:"fecha"`
	TipoMovimiento  string    `json:"tipo_movimiento"`
	Motivo          string    `json:"motivo"`
	Cantidad        int64     `json:"cantidad"`
	Producto        string    `json:"producto"`
	FechaMovimiento time.Time `json:"fecha_movimiento"`
	Sucursal        string    `json:"sucursal"`
	Usuario         string    `json:"usuario"`
	Documento       string    `json:"documento"`
	NotificacionID  uint64    `json:"notificacion_id"`
}

// CancellationNotices lists the lines of the actor's unread cancellation
// notifications (voids, returns, write-offs).
func (e *Engine) CancellationNotices(actor Actor) (out []CancellationNotice, err error) {
	if err := notificationsFor(actor); err != nil {
		return nil, err
	}
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		out = []CancellationNotice{}
		return unreadOf(tx, actor.UserID, func(n *Notification) error {
			if n.Tipo != NotifAnulacion {
				return nil
			}
			for _, l := range n.Lineas {
				out = append(out, CancellationNotice{Fecha: n.Fecha, TipoMovimiento: l.TipoMovimiento, Motivo: l.Motivo,
					Cantidad: l.Cantidad, Producto: nm.product(l.ProductoID).Producto, FechaMovimiento: n.Fecha,
					Sucursal: nm.branch(n.Sucursal), Usuario: nm.user(n.UsuarioID), Documento: n.Mensaje, NotificacionID: n.ID})
			}
			return nil
		})
	})
	return out, err
}

// MarkNotificationRead marks one of the actor's notifications read.
func (e *Engine) MarkNotificationRead(actor Actor, id uint64) error {
	if err := notificationsFor(actor); err != nil {
		return err
	}
	return e.update(func(tx *Tx) error {
		b := tx.Bucket(bktNotifUnread)
		k := key(actor.UserID, id)
		if b.Get(k) == nil {
			return NotFound("Notificación no encontrada o ya leída.")
		}
		tx.touchNotified(actor.UserID)
		return b.Delete(k)
	})
}

// MarkAllRead marks every unread notification of kind (traspaso or anulacion)
// of the actor read.
func (e *Engine) MarkAllRead(actor Actor, kind string) error {
	if err := notificationsFor(actor); err != nil {
		return err
	}
	return e.update(func(tx *Tx) error {
		var keys [][]byte
		if err := unreadOf(tx.Tx, actor.UserID, func(n *Notification) error {
			if n.Tipo == kind {
				keys = append(keys, key(actor.UserID, n.ID))
			}
			return nil
		}); err != nil {
			return err
		}
		b := tx.Bucket(bktNotifUnread)
		for _, k := range keys {
			if err := b.Delete(k); err != nil {
				return err
			}
		}
		if len(keys) > 0 {
			tx.touchNotified(actor.UserID)
		}
		return nil
	})
}
