package engine

import (
	"cmp"
	"slices"
	"time"
)

// TransferView is a transfer as the lists, the detail and the tickets show it.
type TransferView struct {
	ID              uint64     `json:"id"`
	FechaSolicitud  time.Time  `json:"fecha_solicitud"`
	FechaTraspaso   *time.Time `json:"fecha_traspaso"`
	OrigenID        uint64     `json:"sucursal_origen_id"`
	Origen          string     `json:"sucursal_origen"`
	DestinoID       uint64     `json:"sucursal_destino_id"`
	Destino         string     `json:"sucursal_destino"`
	Motivo          string     `json:"motivo"`
	Descripcion     string     `json:"descripcion"`
	UsuarioID       uint64     `json:"usuario_id"`
	Usuario         string     `json:"usuario"`
	Empleado        string     `json:"empleado"`
	RespondidoPor   string     `json:"respondido_por"`
	Estado          bool       `json:"estado"`
	SolicitudEstado string     `json:"solicitud_estado"`
	MotivoAnulacion string     `json:"motivo_anulacion"`
	Productos       int        `json:"cantidad_productos"`
	Unidades        int64      `json:"total_unidades"`
}

// TransferLineView is a detail line. Costo only for Super.
type TransferLineView struct {
	ProductoID uint64   `json:"producto_id"`
	Codigo     string   `json:"codigo"`
	Producto   string   `json:"producto"`
	Imagen     *string  `json:"imagen"`
	Unidad     string   `json:"unidad"`
	Cantidad   int64    `json:"cantidad"`
	Costo      *Money   `json:"costo,omitempty"`
	Precios    PriceSet `json:"precios_destino"`
	Estado     int      `json:"estado"`
	Motivo     string   `json:"motivo"`
}

// TransferDetail is GET /api/traspasos/{id}.
type TransferDetail struct {
	Traspaso TransferView       `json:"traspaso"`
	Detalles []TransferLineView `json:"detalles"`
}

func transferView(nm *names, t *Transfer) TransferView {
	v := TransferView{ID: t.ID, FechaSolicitud: t.FechaSolicitud, OrigenID: t.Origen, Origen: nm.branch(t.Origen),
		DestinoID: t.Destino, Destino: nm.branch(t.Destino), Motivo: t.Motivo, Descripcion: t.Descripcion,
		UsuarioID: t.UsuarioID, Usuario: nm.user(t.UsuarioID), Estado: t.Estado, SolicitudEstado: t.SolicitudEstado,
		MotivoAnulacion: t.MotivoAnulacion}
	v.Empleado = v.Usuario
	if t.RespondidoPor != 0 {
		v.RespondidoPor = nm.user(t.RespondidoPor)
	}
	if !t.FechaTraspaso.IsZero() {
		at := t.FechaTraspaso
		v.FechaTraspaso = &at
	}
	for _, l := range t.Detalles {
		if l.Estado == 1 {
			v.Productos++
			v.Unidades += l.Cantidad
		}
	}
	return v
}

func transferLineViews(nm *names, t *Transfer, withCost bool) []TransferLineView {
	out := make([]TransferLineView, 0, len(t.Detalles))
	for _, l := range t.Detalles {
		p := nm.product(l.ProductoID)
		v := TransferLineView{ProductoID: l.ProductoID, Codigo: p.Codigo, Producto: p.Producto, Imagen: ImageURL(p.Imagenes[0]),
			Unidad: nm.unit(p.UnidadID), Cantidad: l.Cantidad, Estado: l.Estado, Motivo: l.Motivo}
		if l.Precios != nil {
			v.Precios = priceSet(*l.Precios)
		}
		if withCost {
			c := l.Costo
			v.Costo = &c
		}
		out = append(out, v)
	}
	return out
}

// seesTransfer reports whether the actor may read t: Super and Administrador
// any, the others those from or to their own branch.
func seesTransfer(actor Actor, t *Transfer) bool {
	return actor.CanActIn(t.Origen) || actor.CanActIn(t.Destino)
}

// TransferDetail returns one transfer with its lines.
func (e *Engine) TransferDetail(actor Actor, id uint64) (d TransferDetail, err error) {
	err = e.view(func(tx ReadTx) error {
		t, err := getTransfer(tx, id)
		if err != nil {
			return err
		}
		if !seesTransfer(actor, t) {
			return Forbidden("No puede consultar traspasos de otra sucursal.")
		}
		nm := newNames(tx)
		d = TransferDetail{Traspaso: transferView(nm, t), Detalles: transferLineViews(nm, t, CanSeeCost(actor))}
		return nil
	})
	return d, err
}

// transfersIn collects, newest first, the transfers dated in [from, to) that
// touch one of branches and pass keep.
func transfersIn(tx ReadTx, branches []uint64, from, to time.Time, keep func(t *Transfer) bool) ([]TransferView, error) {
	seen := map[uint64]bool{}
	var list []*Transfer
	for _, b := range branches {
		if err := scanDays(tx, bktTransferDays, b, from, to, func(id uint64) error {
			if seen[id] {
				return nil
			}
			seen[id] = true
			t, err := getTransfer(tx, id)
			if err == nil && keep(t) {
				list = append(list, t)
			}
			return err
		}); err != nil {
			return nil, err
		}
	}
	slices.SortFunc(list, func(a, b *Transfer) int { return cmp.Compare(b.ID, a.ID) })
	nm := newNames(tx)
	out := make([]TransferView, len(list))
	for i, t := range list {
		out[i] = transferView(nm, t)
	}
	return out, nil
}

// ListTransfers is the TRASPASOS list: the transfers made in the La Paz date
// range, every branch's for Super and Administrador, their own branch's
// (sent or received) for the others.
func (e *Engine) ListTransfers(actor Actor, desde, hasta string) (out []TransferView, err error) {
	from, to, err := DayRange(desde, hasta, e.Now())
	if err != nil {
		return nil, err
	}
	err = e.view(func(tx ReadTx) error {
		branches := []uint64{actor.Home}
		if actor.IsAdmin() {
			branches = branches[:0]
			c := tx.Bucket(bktBranches).Cursor()
			for k, _ := c.First(); k != nil; k, _ = c.Next() {
				branches = append(branches, btoi(k))
			}
		}
		out, err = transfersIn(tx, branches, from, to, func(*Transfer) bool { return true })
		return err
	})
	return out, err
}

// Inter-branch list filters (tipoSolicitud).
const (
	TipoRecibidas      = "recibidas"
	TipoEnviadas       = "enviadas"
	TipoIngresoAlmacen = "ingresoAlmacen"
)

// ListInterBranch is TRASPASOS ENTRE SUCURSALES for branch: recibidas are the
// requests and direct transfers it received, enviadas those it sent, and
// ingresoAlmacen what it received from the main warehouse.
func (e *Engine) ListInterBranch(actor Actor, branch uint64, tipo, desde, hasta string) (out []TransferView, err error) {
	if !e.CanUseInterBranch(actor) {
		return nil, errInterBranchOff
	}
	if !actor.CanActIn(branch) {
		return nil, Forbidden("No puede consultar traspasos de otra sucursal.")
	}
	keep := map[string]func(t *Transfer) bool{
		TipoRecibidas:      func(t *Transfer) bool { return t.Destino == branch && t.SolicitudEstado != SolicitudAlmacen },
		TipoEnviadas:       func(t *Transfer) bool { return t.Origen == branch },
		TipoIngresoAlmacen: func(t *Transfer) bool { return t.Destino == branch && t.SolicitudEstado == SolicitudAlmacen },
	}[tipo]
	if keep == nil {
		return nil, Invalid("tipoSolicitud", "El tipo de solicitud debe ser recibidas, enviadas o ingresoAlmacen.")
	}
	from, to, err := DayRange(desde, hasta, e.Now())
	if err != nil {
		return nil, err
	}
	err = e.view(func(tx ReadTx) error {
		out, err = transfersIn(tx, []uint64{branch}, from, to, keep)
		return err
	})
	return out, err
}

// TransferPriceRow is a product of the origin branch as the transfer form
// shows it: stock at the origin and both branches' six prices. Costo only
// for Super.
type TransferPriceRow struct {
	ID         uint64  `json:"id"`
	Codigo     string  `json:"codigo"`
	Producto   string  `json:"producto"`
	Unidad     string  `json:"unidad"`
	Imagen     *string `json:"imagen"`
	Costo      *Money  `json:"costo,omitempty"`
	Disponible int64   `json:"cantidad_disponible_origen"`
	Origen1    Money   `json:"precio_origen"`
	Origen2    Money   `json:"precio2_origen"`
	Origen3    Money   `json:"precio3_origen"`
	Origen4    Money   `json:"precio4_origen"`
	Origen5    Money   `json:"precio5_origen"`
	Origen6    Money   `json:"precio6_origen"`
	Destino1   Money   `json:"precio_destino"`
	Destino2   Money   `json:"precio2_destino"`
	Destino3   Money   `json:"precio3_destino"`
	Destino4   Money   `json:"precio4_destino"`
	Destino5   Money   `json:"precio5_destino"`
	Destino6   Money   `json:"precio6_destino"`
}

// TransferPrices lists the active products with stock in origin, with the
// prices of origin and destination (GET /api/precios_sucursal/{o}/{d}).
func (e *Engine) TransferPrices(actor Actor, origin, dest uint64) (out []TransferPriceRow, err error) {
	if !actor.CanActIn(origin) {
		return nil, Forbidden("No puede enviar traspasos desde otra sucursal.")
	}
	err = e.view(func(tx ReadTx) error {
		if _, err := getBranch(tx, origin); err != nil {
			return err
		}
		if _, err := getBranch(tx, dest); err != nil {
			return err
		}
		nm, withCost := newNames(tx), CanSeeCost(actor)
		out = []TransferPriceRow{}
		return each(tx.Bucket(bktProducts), func(_ []byte, p *Product) error {
			n := getStock(tx, origin, p.ID)
			if !p.Estado || n <= 0 {
				return nil
			}
			o, d := branchPrices(tx, origin, p), branchPrices(tx, dest, p)
			r := TransferPriceRow{ID: p.ID, Codigo: p.Codigo, Producto: p.Producto, Unidad: nm.unit(p.UnidadID),
				Imagen: ImageURL(p.Imagenes[0]), Disponible: n,
				Origen1: o[0], Origen2: o[1], Origen3: o[2], Origen4: o[3], Origen5: o[4], Origen6: o[5],
				Destino1: d[0], Destino2: d[1], Destino3: d[2], Destino4: d[3], Destino5: d[4], Destino6: d[5]}
			r.Costo = costShown(p, withCost)
			out = append(out, r)
			return nil
		})
	})
	return out, err
}
