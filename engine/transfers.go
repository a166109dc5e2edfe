package engine

import (
	"strings"
	"time"

	"sgc/engine/esbo"
)

// Transfers between branches (transfers-accounts-cash-reports.md §2–§7;
// DESIGN §5 "Transfers"). A direct transfer moves stock at once (origin
// Egreso, destination Ingreso) and sets the destination's prices; a request
// waits Pendiente until the destination accepts (the stock moves then) or
// rejects it; the bulk transfer sends from branch 1 to several branches.

// Transfer request states (solicitud_estado). Empty is a transfer out of the
// main warehouse, shown as Ingreso de Almacen.
const (
	SolicitudPendiente = "Pendiente"
	SolicitudAceptado  = "Aceptado"
	SolicitudRechazado = "Rechazado"
	SolicitudEntregado = "Entregado"
	SolicitudDirecto   = "Directo"
	SolicitudAlmacen   = ""
)

// DocTraspaso names transfers in kardex entries, the audit log and notifications.
const DocTraspaso = "traspaso"

// The audit kinds of the transfer decisions (see audit_kinds.go for the others).
const (
	AuditTransferAccept   = "Traspaso aceptado"
	AuditTransferReject   = "Traspaso rechazado"
	AuditTransferVoid     = "Anulación de traspaso"
	AuditTransferLineVoid = "Anulación de producto de traspaso"
)

var (
	bktTransfers    = []byte("traspasos")
	bktTransferDays = []byte("traspasos_por_fecha")
	transferBuckets = [][]byte{bktTransfers, bktTransferDays, bktNotifications, bktNotifUnread}
)

// errTransferStock is the spec's message for a quantity above the origin's stock.
const errTransferStock = "La cantidad supera el stock disponible en la sucursal de origen."

// Transfer is a stored traspaso with its lines. Estado true is valid, false
// anulado. FechaTraspaso is when the stock moved (zero while it has not).
type Transfer struct {
	ID              uint64         `json:"id"`
	FechaSolicitud  time.Time      `json:"fecha_solicitud"`
	FechaTraspaso   time.Time      `json:"fecha_traspaso"`
	Origen          uint64         `json:"sucursal_origen_id"`
	Destino         uint64         `json:"sucursal_destino_id"`
	Motivo          string         `json:"motivo"`
	Descripcion     string         `json:"descripcion"`
	UsuarioID       uint64         `json:"usuario_id"`
	RespondidoPor   uint64         `json:"respondido_por,omitempty"`
	Estado          bool           `json:"estado"`
	SolicitudEstado string         `json:"solicitud_estado"`
	MotivoAnulacion string         `json:"motivo_anulacion,omitempty"`
	Detalles        []TransferLine `json:"detalles"`
}

// TransferLine is one product of a transfer. Precios are the destination
// prices the transfer set (nil when it set none). Estado 1 valid, 0 anulado.
type TransferLine struct {
	ProductoID uint64    `json:"producto_id"`
	Cantidad   int64     `json:"cantidad"`
	Costo      Money     `json:"costo"`
	Precios    *[6]Money `json:"precios,omitempty"`
	Estado     int       `json:"estado"`
	Motivo     string    `json:"motivo,omitempty"`
}

// moved reports whether the transfer's stock has left the origin.
func (t *Transfer) moved() bool {
	switch t.SolicitudEstado {
	case SolicitudPendiente, SolicitudRechazado:
		return false
	}
	return true
}

// TransferInput is a direct transfer (POST /api/traspasos) or, without
// prices, a request (POST /api/traspasos/solicitud_traspaso, whose origin is
// sucursal, the requester's branch).
type TransferInput struct {
	SucursalOrigen  ID                  `json:"sucursal_origen"`
	SucursalDestino ID                  `json:"sucursal_destino"`
	Sucursal        ID                  `json:"sucursal"`
	Motivo          string              `json:"motivo"`
	Descripcion     string              `json:"descripcion"`
	Productos       []TransferLineInput `json:"productos"`
}

// TransferLineInput is one cart line; the *_destino prices are optional (a
// line without any keeps the destination's prices).
type TransferLineInput struct {
	ID       ID     `json:"id"`
	Cantidad Int    `json:"cantidad"`
	Precio1  *Money `json:"precio_destino"`
	Precio2  *Money `json:"precio2_destino"`
	Precio3  *Money `json:"precio3_destino"`
	Precio4  *Money `json:"precio4_destino"`
	Precio5  *Money `json:"precio5_destino"`
	Precio6  *Money `json:"precio6_destino"`
}

// prices gives the six destination prices when the line sent any; the
// levels not sent keep the destination's current price.
func (l *TransferLineInput) prices(current [6]Money) (*[6]Money, bool) {
	sent := [6]*Money{l.Precio1, l.Precio2, l.Precio3, l.Precio4, l.Precio5, l.Precio6}
	out, any := current, false
	for i, p := range sent {
		if p != nil {
			out[i], any = *p, true
		}
	}
	return &out, any
}

// CreateTransfer registers a direct transfer: the stock moves at once and the
// destination gets the lines' prices (which raises its price alert). From
// branch 1 it is an Ingreso de Almacen, otherwise Directo. Super and
// Administrador send from any branch, the others from their own.
func (e *Engine) CreateTransfer(actor Actor, in TransferInput) (id uint64, err error) {
	if !actor.Has(RoleSuper, RoleAdmin, RoleResponsable, RoleAlmacen) {
		return 0, Forbidden("Su rol no puede registrar traspasos.")
	}
	err = e.updateIdempotent(actor, &id, func(tx *Tx) error {
		t, prices, err := validateTransfer(tx, actor, &in, uint64(in.SucursalOrigen), true)
		if err != nil {
			return err
		}
		t.SolicitudEstado = SolicitudDirecto
		if t.Origen == MainBranch {
			t.SolicitudEstado = SolicitudAlmacen
		}
		if id, err = storeTransfer(tx, actor, t); err != nil {
			return err
		}
		if err := moveTransfer(tx, actor, t); err != nil {
			return err
		}
		for i, l := range t.Detalles {
			if prices[i] == nil {
				continue
			}
			p, err := getProduct(tx.Tx, l.ProductoID)
			if err != nil {
				return err
			}
			if old := branchPrices(tx.Tx, t.Destino, &p); old != *prices[i] {
				if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditBranchPrices, Documento: "producto", DocumentoID: p.ID,
					Sucursal: t.Destino, Detalle: p.Producto + ": " + priceDiff(old, *prices[i]) + " (traspaso N° " + itoa(int64(id)) + ")"}); err != nil {
					return err
				}
			}
			if err := setBranchPrices(tx, actor, t.Destino, &p, *prices[i]); err != nil {
				return err
			}
		}
		return notifyTransfer(tx, actor, t, "Nuevo traspaso recibido")
	})
	return id, err
}

// validateTransfer checks the header and the cart against the store and
// gives the transfer to write (not yet stored) and, with withPrices, each
// line's destination prices (nil where the line sent none).
func validateTransfer(tx *Tx, actor Actor, in *TransferInput, origin uint64, withPrices bool) (*Transfer, []*[6]Money, error) {
	in.Motivo, in.Descripcion = strings.TrimSpace(in.Motivo), strings.TrimSpace(in.Descripcion)
	dest := uint64(in.SucursalDestino)
	var v Validation
	if origin == 0 {
		v.Add("sucursal_origen", "El campo sucursal origen es obligatorio.")
	} else if !actor.CanActIn(origin) {
		return nil, nil, Forbidden("No puede enviar traspasos desde otra sucursal.")
	} else if b, err := getBranch(tx.Tx, origin); err != nil || !b.Estado {
		v.Add("sucursal_origen", "La sucursal de origen no existe o está inactiva.")
	}
	switch b, err := getBranch(tx.Tx, dest); {
	case dest == 0:
		v.Add("sucursal_destino", "El campo sucursal destino es obligatorio.")
	case err != nil || !b.Estado:
		v.Add("sucursal_destino", "La sucursal de destino no existe o está inactiva.")
	case dest == origin:
		v.Add("sucursal_destino", "La sucursal de destino debe ser distinta de la de origen.")
	}
	v.Required("motivo", "motivo", in.Motivo)
	v.MaxLen("motivo", "motivo", in.Motivo, 255)
	v.MaxLen("descripcion", "descripción", in.Descripcion, 1000)
	t := &Transfer{Origen: origin, Destino: dest, Motivo: in.Motivo, Descripcion: in.Descripcion, Estado: true}
	prices := make([]*[6]Money, 0, len(in.Productos))
	if len(in.Productos) == 0 || len(in.Productos) > maxLines {
		v.Add("productos", "No hay productos en el carrito.")
	}
	wanted := map[uint64]int64{}
	for i, l := range in.Productos {
		f := "productos." + itoa(int64(i)) + "."
		p, err := getProduct(tx.Tx, uint64(l.ID))
		if err != nil && ErrorCode(err) != CodeNotFound {
			return nil, nil, err
		}
		if err != nil {
			v.Add(f+"id", "Producto no encontrado.")
			continue
		}
		if !p.Estado {
			v.Add(f+"id", "El producto "+p.Producto+" está inactivo.")
		}
		qty := int64(l.Cantidad)
		if qty < 1 || qty > maxQty {
			v.Add(f+"cantidad", "La cantidad debe ser un número válido mayor a 0.")
		} else if wanted[p.ID] += qty; wanted[p.ID] > getStock(tx.Tx, origin, p.ID) {
			v.Add(f+"cantidad", errTransferStock)
		}
		var set *[6]Money
		if withPrices && dest != 0 {
			pr, any := l.prices(branchPrices(tx.Tx, dest, &p))
			for j, x := range pr {
				if x < 0 || x > maxPrice {
					v.Add(f+priceField(j)+"_destino", "El precio debe ser un número mayor o igual a 0.")
				}
			}
			if any {
				set = pr
			}
		}
		prices = append(prices, set)
		t.Detalles = append(t.Detalles, TransferLine{ProductoID: p.ID, Cantidad: qty, Costo: p.Costo, Precios: set, Estado: 1})
	}
	return t, prices, v.Err()
}

// storeTransfer gives t its id and date and writes it with its date index
// under both branches.
func storeTransfer(tx *Tx, actor Actor, t *Transfer) (uint64, error) {
	b := tx.Bucket(bktTransfers)
	id, err := b.NextSequence()
	if err != nil {
		return 0, err
	}
	t.ID, t.FechaSolicitud, t.UsuarioID = id, tx.now.UTC(), actor.UserID
	days := tx.Bucket(bktTransferDays)
	for _, br := range []uint64{t.Origen, t.Destino} {
		if err := days.Put(key(br, timeKey(t.FechaSolicitud), id), []byte{}); err != nil {
			return 0, err
		}
	}
	return id, putTransfer(tx, t)
}

// putTransfer writes t and announces it to both branches' transfer lists.
func putTransfer(tx *Tx, t *Transfer) error {
	tx.touchTransfers(t.Origen, t.Destino)
	return putJSON(tx.Bucket(bktTransfers), itob(t.ID), t)
}

// moveTransfer moves the valid lines out of the origin and into the
// destination, at cost, and stamps the transfer's date; it re-checks the
// origin's stock (a request accepted later may find less).
func moveTransfer(tx *Tx, actor Actor, t *Transfer) error {
	var v Validation
	need := map[uint64]int64{}
	for i, l := range t.Detalles {
		if l.Estado != 1 {
			continue
		}
		if need[l.ProductoID] += l.Cantidad; need[l.ProductoID] > getStock(tx.Tx, t.Origen, l.ProductoID) {
			v.Add("productos."+itoa(int64(i))+".cantidad", errTransferStock+" ("+productName(tx.Tx, l.ProductoID)+": "+
				itoa(getStock(tx.Tx, t.Origen, l.ProductoID))+")")
		}
	}
	if err := v.Err(); err != nil {
		return err
	}
	t.FechaTraspaso = tx.now.UTC()
	desc := "Traspaso N° " + itoa(int64(t.ID))
	for _, l := range t.Detalles {
		if l.Estado != 1 {
			continue
		}
		if _, err := move(tx, actor, movement{Branch: t.Origen, Product: l.ProductoID, Qty: -l.Cantidad, Tipo: KardexEgresoTraspaso,
			Precio: l.Costo, Desc: desc + " a " + branchName(tx.Tx, t.Destino), Doc: DocTraspaso, DocID: t.ID, Fecha: tx.now}); err != nil {
			return err
		}
		if _, err := move(tx, actor, movement{Branch: t.Destino, Product: l.ProductoID, Qty: l.Cantidad, Tipo: KardexIngresoTraspaso,
			Precio: l.Costo, Desc: desc + " de " + branchName(tx.Tx, t.Origen), Doc: DocTraspaso, DocID: t.ID, Fecha: tx.now}); err != nil {
			return err
		}
	}
	return putTransfer(tx, t)
}

// notifyTransfer tells the destination's users about t.
func notifyTransfer(tx *Tx, actor Actor, t *Transfer, titulo string) error {
	to, err := branchUsers(tx.Tx, t.Destino)
	if err != nil {
		return err
	}
	units := int64(0)
	for _, l := range t.Detalles {
		units += l.Cantidad
	}
	msg := "Traspaso N° " + itoa(int64(t.ID)) + " de " + branchName(tx.Tx, t.Origen) + ": " + esbo.Count(units, "unidad", "unidades") + " en " +
		esbo.Count(int64(len(t.Detalles)), "producto", "productos") + "."
	return notify(tx, actor, to, Notification{Tipo: NotifTraspaso, Titulo: titulo, Mensaje: msg, Sucursal: t.Destino,
		Documento: DocTraspaso, DocumentoID: t.ID})
}

func getTransfer(tx ReadTx, id uint64) (*Transfer, error) {
	return getRecord[Transfer](tx, bktTransfers, id, "Traspaso no encontrado.")
}

func branchName(tx ReadTx, id uint64) string {
	if b, err := getBranch(tx, id); err == nil {
		return b.Sucursal
	}
	return "#" + itoa(int64(id))
}
