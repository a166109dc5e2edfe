package engine

import (
	"strconv"
	"strings"
	"time"

	"sgc/engine/esbo"
)

// The box store: stored boxes, the index of each user's latest box of a day,
// and the box a movement goes to. It sits below both the movements (cash.go,
// which files each movement in its box) and the open and close commands
// (cashbox.go), so neither calls up into the other.

// Box states as stored, and as the screen labels them.
const (
	CashOpened = "apertura"
	CashClosed = "cierre"

	CashNotOpenLabel = "No Abierta"
	CashOpenLabel    = "Abierta"
	CashClosedLabel  = "Cerrada"

	// CashApertura is the first row of a box: the opening amount, in cash.
	CashApertura = "Apertura de Caja"
)

// CashBox is a stored box. Registros and Totales are kept only once closed.
type CashBox struct {
	ID                uint64     `json:"id"`
	Sucursal          uint64     `json:"sucursal_id"`
	UsuarioID         uint64     `json:"usuario_id"`
	Fecha             string     `json:"fecha"`
	Estado            string     `json:"estado"`
	MontoInicial      Money      `json:"monto_inicial"`
	Descripcion       string     `json:"descripcion"`
	AbiertaEn         time.Time  `json:"fecha_apertura"`
	CerradaEn         *time.Time `json:"fecha_cierre,omitempty"`
	MontoFinal        Money      `json:"monto_final"`
	DescripcionCierre string     `json:"descripcion_cierre,omitempty"`
	Registros         []CashRow  `json:"registros,omitempty"`
	Totales           *CashRow   `json:"totales,omitempty"`
	Diferencia        Money      `json:"diferencia"`
	// Anterior is the box of the same day closed before this one (0: the
	// first); the index names the latest box, this chain the earlier ones.
	Anterior uint64 `json:"caja_anterior,omitempty"`
	// Automatica says a cash movement opened the box, its user had none open.
	Automatica bool `json:"automatica,omitempty"`
}

// AutoOpenedDescription is the descripción of a box a movement opened.
const AutoOpenedDescription = "Abierta automáticamente al registrar un movimiento de dinero sin caja abierta."

// dayNum is the sortable number of a yyyy-MM-dd date (20250304).
func dayNum(day string) uint64 {
	n, _ := strconv.ParseUint(strings.ReplaceAll(day, "-", ""), 10, 64)
	return n
}

// getBox reads the latest box of a user in a branch on a day (nil: none).
func getBox(tx ReadTx, branch uint64, day string, user uint64) (*CashBox, error) {
	raw := tx.Bucket(bktCashBoxIndex).Get(key(branch, dayNum(day), user))
	if raw == nil {
		return nil, nil
	}
	return boxByID(tx, btoi(raw))
}

// boxByID reads a stored box by its id.
func boxByID(tx ReadTx, id uint64) (*CashBox, error) {
	return getRecord[CashBox](tx, bktCashBoxes, id, "Caja no encontrada.")
}

// earlierBoxes are the boxes of the same day closed before box, oldest first.
func earlierBoxes(tx ReadTx, box *CashBox) ([]CashBox, error) {
	out := []CashBox{}
	for id := box.Anterior; id != 0; {
		b, err := boxByID(tx, id)
		if err != nil {
			return nil, err
		}
		out = append([]CashBox{*b}, out...)
		id = b.Anterior
	}
	return out, nil
}

// putBox stores a box; a new one becomes the latest of its user's day.
func putBox(tx *Tx, b *CashBox) error {
	bk := tx.Bucket(bktCashBoxes)
	if b.ID == 0 {
		id, err := bk.NextSequence()
		if err != nil {
			return err
		}
		b.ID = id
		if err := tx.Bucket(bktCashBoxIndex).Put(key(b.Sucursal, dayNum(b.Fecha), b.UsuarioID), itob(id)); err != nil {
			return err
		}
	}
	return putJSON(bk, itob(b.ID), b)
}

// newBox opens a box of today after old (nil or closed) and audits it.
func newBox(tx *Tx, actor Actor, branch uint64, old *CashBox, inicial Money, desc string, auto bool) (*CashBox, error) {
	d := BusinessDate(tx.now)
	box := &CashBox{Sucursal: branch, UsuarioID: actor.UserID, Fecha: d, Estado: CashOpened, MontoInicial: inicial,
		Descripcion: desc, AbiertaEn: tx.now.UTC(), Automatica: auto}
	if old != nil {
		box.Anterior = old.ID
	}
	if err := putBox(tx, box); err != nil {
		return nil, err
	}
	return box, appendAudit(tx, actor, AuditEntry{Tipo: "Apertura de caja", Documento: "caja", DocumentoID: box.ID,
		Sucursal: branch, Monto: inicial, Detalle: "Monto inicial " + bs(inicial) + " del " + esbo.Day(d)})
}

// openBoxFor is the box a movement of actor in branch goes to: the one open
// today, or a new one opened by the movement itself.
func openBoxFor(tx *Tx, actor Actor, branch uint64) (uint64, error) {
	old, err := getBox(tx.Tx, branch, BusinessDate(tx.now), actor.UserID)
	if err != nil {
		return 0, err
	}
	if old != nil && old.Estado == CashOpened {
		return old.ID, nil
	}
	box, err := newBox(tx, actor, branch, old, 0, AutoOpenedDescription, true)
	if err != nil {
		return 0, err
	}
	return box.ID, nil
}
