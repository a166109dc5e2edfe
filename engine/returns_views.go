package engine

// ReturnView is a return as the DEVOLUCIONES list and VER DEVOLUCIÓN show it.
type ReturnView struct {
	Return
	Detalles    []struct{} `json:"detalles,omitempty"` // the lines come in ReturnDetail
	NumeroVenta uint64     `json:"numero_venta"`
	Cliente     string     `json:"cliente"`
	Sucursal    string     `json:"sucursal"`
	Usuario     string     `json:"usuario"`
	Empleado    string     `json:"empleado"`
	// CajaDe is the holder of the box the refund left ("" when nothing left a box).
	CajaDe string `json:"caja_de,omitempty"`
}

// ReturnLineView is a returned line with product name and unit.
type ReturnLineView struct {
	ReturnLine
	Producto string `json:"producto"`
	Unidad   string `json:"unidad"`
	Subtotal Money  `json:"subtotal"`
}

// ReturnDetail is GET /api/devoluciones/{id}.
type ReturnDetail struct {
	Devolucion ReturnView       `json:"devolucion"`
	Detalles   []ReturnLineView `json:"detalles"`
}

func getReturn(tx ReadTx, id uint64) (*Return, error) {
	return getRecord[Return](tx, bktReturns, id, "Devolución no encontrada.")
}

func returnView(tx ReadTx, nm *names, r *Return) (ReturnView, error) {
	s, err := getSale(tx, r.VentaID)
	if err != nil {
		return ReturnView{}, err
	}
	u := nm.user(r.UsuarioID)
	if r.Subtotal == 0 { // a return stored before the refund was itemised
		for _, l := range r.Detalles {
			r.Subtotal += l.Precio * Money(l.Cantidad)
		}
		r.Descuento = max(0, r.Subtotal-r.Total)
	}
	v := ReturnView{Return: *r, NumeroVenta: s.NumeroComprobante, Cliente: nm.customer(r.ClienteID),
		Sucursal: nm.branch(r.Sucursal), Usuario: u, Empleado: u}
	if r.CajaID != 0 {
		box, err := boxByID(tx, r.CajaID)
		if err != nil {
			return ReturnView{}, err
		}
		v.CajaDe = nm.user(box.UsuarioID)
	}
	return v, nil
}

// ReturnDetail returns one return with its lines (Super and Administrador,
// or a role granted returns, in its own branch).
func (e *Engine) ReturnDetail(actor Actor, id uint64) (d ReturnDetail, err error) {
	if !e.RoleCan(actor.Role(), CapDevoluciones) {
		return d, Forbidden(noReturnsGrant)
	}
	err = e.view(func(tx ReadTx) error {
		r, err := getReturn(tx, id)
		if err != nil {
			return err
		}
		if !actor.CanActIn(r.Sucursal) {
			return Forbidden("No puede ver devoluciones de otra sucursal.")
		}
		nm := newNames(tx)
		if d.Devolucion, err = returnView(tx, nm, r); err != nil {
			return err
		}
		d.Detalles = []ReturnLineView{}
		for _, l := range r.Detalles {
			p := nm.product(l.ProductoID)
			d.Detalles = append(d.Detalles, ReturnLineView{ReturnLine: l, Producto: p.Producto, Unidad: nm.unit(p.UnidadID),
				Subtotal: l.Precio * Money(l.Cantidad)})
		}
		return nil
	})
	return d, err
}

// ListReturns lists a branch's returns in a La Paz date range, oldest first.
func (e *Engine) ListReturns(actor Actor, branch uint64, desde, hasta string) (out []ReturnView, err error) {
	if !e.RoleCan(actor.Role(), CapDevoluciones) {
		return nil, Forbidden(noReturnsGrant)
	}
	if !actor.CanActIn(branch) {
		return nil, Forbidden("No puede ver devoluciones de otra sucursal.")
	}
	from, to, err := DayRange(desde, hasta, e.Now())
	if err != nil {
		return nil, err
	}
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		out = []ReturnView{}
		return scanDays(tx, bktReturnDays, branch, from, to, func(id uint64) error {
			r, err := getReturn(tx, id)
			if err != nil {
				return err
			}
			v, err := returnView(tx, nm, r)
			out = append(out, v)
			return err
		})
	})
	return out, err
}
