package engine

import (
	"strings"
)

// The exact alert of the earlier system for a price under the floor.
const priceFloorMsg = "El precio del producto %s no puede ser menor al precio mínimo permitido y no puede ser igual a 0."

// validateSale checks the whole draft against the store and gives the sale to
// write. Errors on a cart line are keyed productos.N.campo. Nothing is written
// here, so a refused sale leaves no trace.
func validateSale(tx *Tx, actor Actor, in *SaleInput) (*Sale, error) {
	clean(&in.FechaVenta, &in.TipoPago, &in.MetodoPago, &in.Descripcion, &in.FechaLimite)
	branch := uint64(in.Sucursal)
	if branch == 0 {
		branch = actor.Branch
	}
	if !actor.CanActIn(branch) {
		return nil, Forbidden("No puede registrar ventas en otra sucursal.")
	}
	var v Validation
	b, err := getBranch(tx.Tx, branch)
	if err != nil || !b.Estado {
		return nil, Invalid("sucursal", "La sucursal seleccionada no existe o está inactiva.")
	}
	s := &Sale{Sucursal: branch, ClienteID: uint64(in.Cliente), RazonSocial: strings.TrimSpace(string(in.RazonSocial)),
		NIT: strings.TrimSpace(string(in.NIT)), Complemento: strings.TrimSpace(string(in.Complemento)),
		Direccion: strings.TrimSpace(string(in.Direccion)), Telefono: strings.TrimSpace(string(in.Telefono)),
		NumeroDocumento: strings.TrimSpace(string(in.NumeroDocumentoPago)), Descripcion: in.Descripcion,
		Descuento: in.Descuento, Estado: SaleValid, FechaVenta: tx.now.UTC()}
	if s.ClienteID == 0 {
		s.ClienteID = AnonymousCustomer
	}
	if _, _, err := activeCustomer(tx.Tx, &v, s.ClienteID); err != nil {
		return nil, err
	}
	buyerDefaults(&v, &s.RazonSocial, &s.NIT)
	v.MaxLen("descripcion", "descripción", s.Descripcion, 1000)
	v.MaxLen("numero_documento_pago", "número de documento", s.NumeroDocumento, 50)
	if in.SinConexion != nil {
		s.SinConexion, s.FechaVenta = offlineSale(tx, actor, branch, in.SinConexion, &v)
	} else if actor.IsSuper() && in.FechaVenta != "" {
		t, ok := documentTime(in.FechaVenta, tx.now)
		if !ok || BusinessDate(t) > BusinessDate(tx.now) {
			v.Add("fecha_venta", "Fecha no válida.")
		}
		s.FechaVenta = t
	}
	s.MetodoPago = paymentMethod(&v, "metodo_pago", in.MetodoPago)
	if err := saleLines(tx, actor, &b, in, s, &v); err != nil {
		return nil, err
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	var sub Money
	for _, l := range s.Detalles { // each line ≤ 10^17 and the sum stops past it: no overflow
		if sub += l.Precio * Money(l.CantidadVendida); sub > maxTotal {
			break
		}
	}
	if in.Descuento < 0 || in.Descuento > sub {
		v.Add("descuento", "El descuento debe estar entre 0 y el subtotal ("+bs(sub)+").")
	}
	s.Total = sub - in.Descuento
	sent := in.Total
	if v.Has("descuento") {
		sent = s.Total // a wrong discount has its own message; the total follows from it
	}
	v.Total("de la venta", s.Total, sent, "la suma de los productos menos el descuento")
	switch s.TipoPago = in.TipoPago; s.TipoPago {
	case "", "Contado":
		s.TipoPago, s.Cobrado = "Contado", s.Total
	case "Cuotas":
		if ok, err := roleHas(tx.Tx, actor.Role(), CapCredito); err != nil {
			return nil, err
		} else if !ok {
			v.Add("tipo_pago", "Su rol no puede registrar ventas en cuotas.")
			break
		}
		s.ACuenta = in.ACuenta
		s.FechaLimite = checkCredit(&v, in.ACuenta, s.Total, in.FechaLimite, tx.now)
		s.Cobrado, s.Saldo = s.ACuenta, s.Total-s.ACuenta
	default:
		v.Add("tipo_pago", "El tipo de pago debe ser Contado o Cuotas.")
	}
	payingWith(s, in.PagaCon, &v)
	return s, v.Err()
}

// payingWith keeps the cash the customer hands over (Paga con), from which
// the note and the ticket print the change: cash only, and at least the
// amount received now (the total, or a_cuenta for Cuotas).
func payingWith(s *Sale, pagaCon Money, v *Validation) {
	switch {
	case pagaCon == 0:
	case s.MetodoPago != "Efectivo":
		v.Add("paga_con", "Paga con se indica solo en pagos en efectivo.")
	case pagaCon < s.Cobrado || pagaCon > maxTotal:
		v.Add("paga_con", "Paga con debe ser mayor o igual al monto recibido ("+bs(s.Cobrado)+").")
	default:
		s.PagaCon, s.Cambio = pagaCon, pagaCon-s.Cobrado
	}
}

// saleLines checks each cart line (product active, quantity, price floor for
// roles other than Super and Administrador, stock of the branch summed per
// product across lines) and groups equal lines into the sale's details.
func saleLines(tx *Tx, actor Actor, b *Branch, in *SaleInput, s *Sale, v *Validation) error {
	if len(in.Productos) == 0 || len(in.Productos) > maxLines {
		v.Add("productos", "No hay productos en el carrito.")
		return nil
	}
	wanted := map[uint64]int64{}
	group := map[SaleLine]int{} // product, price, serie → index in s.Detalles
	for i, l := range in.Productos {
		f := "productos." + itoa(int64(i)) + "."
		p, err := getProduct(tx.Tx, uint64(l.ID))
		if err != nil && ErrorCode(err) != CodeNotFound {
			return err
		}
		switch {
		case err != nil:
			v.Add(f+"id", "Producto no encontrado.")
			continue
		case !p.Estado:
			v.Add(f+"id", "El producto "+p.Producto+" está inactivo.")
		}
		qty := int64(l.Cantidad)
		if qty < 1 || qty > maxQty {
			v.Add(f+"cantidad", "La cantidad debe ser un número válido mayor a 0.")
		} else if wanted[p.ID] += qty; wanted[p.ID] > maxQty {
			v.Add(f+"cantidad", "La cantidad debe ser un número válido mayor a 0.")
		} else if wanted[p.ID] > getStock(tx.Tx, b.ID, p.ID) && s.SinConexion == nil {
			v.Add(f+"cantidad", "La cantidad total de "+p.Producto+" supera el stock disponible ("+
				itoa(getStock(tx.Tx, b.ID, p.ID))+").")
		}
		switch floor := priceFloor(b, branchPrices(tx.Tx, b.ID, &p)); {
		case l.Precio < 0 || l.Precio > maxPrice:
			v.Add(f+"precio", "El precio debe ser un número mayor o igual a 0.")
		case !actor.IsAdmin() && (l.Precio == 0 || l.Precio < floor):
			if s.SinConexion != nil { // the customer already paid it: flagged for review
				s.SinConexion.flagPrice(p.ID, l.Precio, floor)
			} else {
				v.Add(f+"precio", strings.Replace(priceFloorMsg, "%s", p.Producto, 1))
			}
		}
		serie := strings.TrimSpace(string(l.Serie))
		if serie == "" {
			serie = "N/A"
		}
		if len(serie) > 100 {
			v.Add(f+"serie", "El campo serie no debe tener más de 100 caracteres.")
		}
		k := SaleLine{ProductoID: p.ID, Precio: l.Precio, Serie: serie}
		if j, ok := group[k]; ok {
			s.Detalles[j].CantidadVendida += qty
			continue
		}
		group[k] = len(s.Detalles)
		s.Detalles = append(s.Detalles, SaleLine{ID: uint64(len(s.Detalles) + 1), ProductoID: p.ID, Serie: serie,
			CantidadVendida: qty, Precio: l.Precio, Estado: 1})
	}
	if s.SinConexion != nil && !v.Has("productos") {
		s.SinConexion.noteShortfalls(tx.Tx, b.ID, s.Detalles, wanted)
	}
	return nil
}
