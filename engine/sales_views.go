package engine

import "time"

// SaleView is a sale as the VENTAS list and the sale note show it.
type SaleView struct {
	ID                uint64    `json:"id"`
	NumeroComprobante uint64    `json:"numero_comprobante"`
	FechaVenta        time.Time `json:"fecha_venta"`
	SucursalID        uint64    `json:"sucursal_id"`
	Sucursal          string    `json:"sucursal"`
	ClienteID         uint64    `json:"cliente_id"`
	Cliente           string    `json:"cliente"`
	RazonSocial       string    `json:"razon_social"`
	NIT               string    `json:"nit"`
	Complemento       string    `json:"complemento"`
	Direccion         string    `json:"direccion"`
	Telefono          string    `json:"telefono"`
	Total             Money     `json:"total"`
	Descuento         Money     `json:"descuento"`
	Saldo             Money     `json:"saldo"`
	ACuenta           Money     `json:"a_cuenta"`
	FechaLimite       string    `json:"fecha_limite"`
	TipoPago          string    `json:"tipo_pago"`
	MetodoPago        string    `json:"metodo_pago"`
	NumeroDocumento   string    `json:"numero_documento"`
	Devuelto          Money     `json:"devuelto"`
	PagaCon           Money     `json:"paga_con"`
	Cambio            Money     `json:"cambio"`
	UsuarioID         uint64    `json:"usuario_id"`
	Usuario           string    `json:"usuario"`
	Empleado          string    `json:"empleado"`
	Descripcion       string    `json:"descripcion"`
	Estado            int       `json:"estado"`
	Motivo            string    `json:"motivo_anulacion"`
	FacturaID         uint64    `json:"factura_id,omitempty"` // its factura, when invoiced
}

// SaleLineView is a detail line of the sale note. Cantidad is what the customer
// still has (0 once the line or the sale is voided). Costo only for Super.
type SaleLineView struct {
	DetalleAgrupadoID uint64 `json:"detalleAgrupadoId"`
	ID                uint64 `json:"id"`
	ProductoID        uint64 `json:"producto_id"`
	Codigo            string `json:"codigo"`
	Producto          string `json:"producto"`
	Unidad            string `json:"unidad"`
	Serie             string `json:"serie"`
	CantidadVendida   int64  `json:"cantidad_vendida"`
	CantidadDevuelta  int64  `json:"cantidad_devuelta"`
	Cantidad          int64  `json:"cantidad"`
	Precio            Money  `json:"precio"`
	Subtotal          Money  `json:"subtotal"`
	Costo             *Money `json:"costo,omitempty"`
	Estado            int    `json:"estado"`
	Motivo            string `json:"motivo,omitempty"`
}

// SaleDetail is GET /api/ventas/{id}: the sale, its lines and its instalments.
type SaleDetail struct {
	Venta    SaleView       `json:"venta"`
	Detalles []SaleLineView `json:"detalles"`
	Pagos    []Payment      `json:"pagos"`
}

func saleView(nm *names, s *Sale) SaleView {
	u := nm.user(s.UsuarioID)
	return SaleView{ID: s.ID, NumeroComprobante: s.NumeroComprobante, FechaVenta: s.FechaVenta,
		SucursalID: s.Sucursal, Sucursal: nm.branch(s.Sucursal), ClienteID: s.ClienteID, Cliente: nm.customer(s.ClienteID),
		RazonSocial: s.RazonSocial, NIT: s.NIT, Complemento: s.Complemento, Direccion: s.Direccion, Telefono: s.Telefono,
		Total: s.Total, Descuento: s.Descuento, Saldo: s.Saldo, ACuenta: s.ACuenta, FechaLimite: s.FechaLimite,
		TipoPago: s.TipoPago, MetodoPago: s.MetodoPago, NumeroDocumento: s.NumeroDocumento, Devuelto: s.Devuelto,
		PagaCon: s.PagaCon, Cambio: s.Cambio, FacturaID: s.FacturaID,
		UsuarioID: s.UsuarioID, Usuario: u, Empleado: u, Descripcion: s.Descripcion, Estado: s.Estado, Motivo: s.Motivo}
}

func saleLineViews(nm *names, s *Sale, withCost bool) []SaleLineView {
	out := make([]SaleLineView, 0, len(s.Detalles))
	for _, l := range s.Detalles {
		p := nm.product(l.ProductoID)
		v := SaleLineView{DetalleAgrupadoID: l.ID, ID: l.ID, ProductoID: l.ProductoID, Codigo: p.Codigo, Producto: p.Producto,
			Unidad: nm.unit(p.UnidadID), Serie: l.Serie, CantidadVendida: l.CantidadVendida, CantidadDevuelta: l.CantidadDevuelta,
			Precio: l.Precio, Subtotal: l.Precio * Money(l.CantidadVendida), Estado: l.Estado, Motivo: l.Motivo}
		if l.Estado == 1 && s.Estado == SaleValid {
			v.Cantidad = l.out()
		}
		if withCost {
			c := l.Costo
			v.Costo = &c
		}
		out = append(out, v)
	}
	return out
}

// SaleDetail returns one sale with its lines and instalments.
func (e *Engine) SaleDetail(actor Actor, id uint64) (d SaleDetail, err error) {
	err = e.view(func(tx ReadTx) error {
		s, err := getSale(tx, id)
		if err != nil {
			return err
		}
		if !actor.CanActIn(s.Sucursal) {
			return Forbidden("No puede consultar ventas de otra sucursal.")
		}
		nm := newNames(tx)
		d = SaleDetail{Venta: saleView(nm, s), Detalles: saleLineViews(nm, s, CanSeeCost(actor))}
		d.Pagos, err = docPayments(tx, DocVenta, id)
		return err
	})
	return d, err
}

// ListSales lists a branch's sales in a La Paz date range, oldest first,
// through the branch|date index. Every staff role chooses the range (a seller
// reprints yesterday's note for a customer); roles other than Super and
// Administrador only in their own branch.
func (e *Engine) ListSales(actor Actor, branch uint64, desde, hasta string) ([]SaleView, error) {
	out := []SaleView{}
	err := e.eachSale(actor, branch, desde, hasta, func(nm *names, s *Sale) {
		out = append(out, saleView(nm, s))
	})
	return out, err
}

// eachSale hands fn, oldest first, each sale of a branch in a La Paz date
// range read through the branch|date index, after the branch rule every sale
// list shares; fn reads names through nm within the same read.
func (e *Engine) eachSale(actor Actor, branch uint64, desde, hasta string, fn func(nm *names, s *Sale)) error {
	if !actor.CanActIn(branch) {
		return Forbidden("No puede consultar ventas de otra sucursal.")
	}
	from, to, err := DayRange(desde, hasta, e.Now())
	if err != nil {
		return err
	}
	return e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		return scanDays(tx, bktSaleDays, branch, from, to, func(id uint64) error {
			s, err := getSale(tx, id)
			if err == nil {
				fn(nm, s)
			}
			return err
		})
	})
}
