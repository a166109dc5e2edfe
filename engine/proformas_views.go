package engine

import "time"

// ProformaView is a quotation as the COTIZACIONES list and its detail show it.
type ProformaView struct {
	ID                uint64    `json:"id"`
	NumeroComprobante uint64    `json:"numero_comprobante"`
	Fecha             time.Time `json:"fecha"`
	Sucursal          string    `json:"sucursal"`
	SucursalID        uint64    `json:"sucursal_id"`
	ClienteID         uint64    `json:"cliente_id"`
	RazonSocial       string    `json:"razon_social"`
	NIT               string    `json:"nit"`
	Direccion         string    `json:"direccion"`
	Telefono          string    `json:"telefono"`
	Descripcion       string    `json:"descripcion"`
	Total             Money     `json:"total"`
	Usuario           string    `json:"usuario"`
	Empleado          string    `json:"empleado"`
	Estado            int       `json:"estado"`
	Motivo            string    `json:"motivo_anulacion"`
}

// ProformaLineView is a line of the quotation detail.
type ProformaLineView struct {
	ID         uint64 `json:"id"`
	ProductoID uint64 `json:"producto_id"`
	Producto   string `json:"producto"`
	Codigo     string `json:"codigo"`
	Unidad     string `json:"unidad"`
	Cantidad   int64  `json:"cantidad"`
	Precio     Money  `json:"precio"`
	Subtotal   Money  `json:"subtotal"`
}

// ProformaDetail is GET /api/proformas/{id}.
type ProformaDetail struct {
	Proforma ProformaView       `json:"proforma"`
	Detalles []ProformaLineView `json:"detalles"`
}

// ProformaList is a branch's quotations of a date range and the sum of the
// valid ones (total_validas).
type ProformaList struct {
	Data         []ProformaView `json:"data"`
	TotalValidas Money          `json:"total_validas"`
}

func proformaView(nm *names, p *Proforma) ProformaView {
	u := nm.user(p.UsuarioID)
	return ProformaView{ID: p.ID, NumeroComprobante: p.NumeroComprobante, Fecha: p.Fecha, Sucursal: nm.branch(p.Sucursal),
		SucursalID: p.Sucursal, ClienteID: p.ClienteID, RazonSocial: p.RazonSocial, NIT: p.NIT, Direccion: p.Direccion,
		Telefono: p.Telefono, Descripcion: p.Descripcion, Total: p.Total, Usuario: u, Empleado: u, Estado: p.Estado,
		Motivo: p.Motivo}
}

func proformaLineViews(nm *names, p *Proforma) []ProformaLineView {
	out := make([]ProformaLineView, 0, len(p.Detalles))
	for _, l := range p.Detalles {
		pr := nm.product(l.ProductoID)
		out = append(out, ProformaLineView{ID: l.ID, ProductoID: l.ProductoID, Producto: pr.Producto, Codigo: pr.Codigo,
			Unidad: nm.unit(pr.UnidadID), Cantidad: l.Cantidad, Precio: l.Precio, Subtotal: l.Precio * Money(l.Cantidad)})
	}
	return out
}

// ProformaDetail returns one quotation with its lines; roles bound to their
// branch see only that branch's quotations.
func (e *Engine) ProformaDetail(actor Actor, id uint64) (d ProformaDetail, err error) {
	err = e.view(func(tx ReadTx) error {
		p, err := getProforma(tx, id)
		if err != nil {
			return err
		}
		if !actor.CanActIn(p.Sucursal) {
			return Forbidden("No puede consultar proformas de otra sucursal.")
		}
		nm := newNames(tx)
		d = ProformaDetail{Proforma: proformaView(nm, p), Detalles: proformaLineViews(nm, p)}
		return nil
	})
	return d, err
}

// ListProformas lists a branch's quotations in a La Paz date range, oldest
// first, through the branch|date index, with the total of the valid ones.
// Only Super and Administrador choose the range; everyone else gets today.
func (e *Engine) ListProformas(actor Actor, branch uint64, desde, hasta string) (out ProformaList, err error) {
	if !actor.CanActIn(branch) {
		return out, Forbidden("No puede consultar proformas de otra sucursal.")
	}
	if !actor.IsAdmin() {
		desde, hasta = "", ""
	}
	from, to, err := DayRange(desde, hasta, e.Now())
	if err != nil {
		return out, err
	}
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		out.Data = []ProformaView{}
		return scanDays(tx, bktProformaDays, branch, from, to, func(id uint64) error {
			p, err := getProforma(tx, id)
			if err != nil {
				return err
			}
			out.Data = append(out.Data, proformaView(nm, p))
			if p.Estado == ProformaValid {
				out.TotalValidas += p.Total
			}
			return nil
		})
	})
	return out, err
}
