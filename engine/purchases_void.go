package engine

import "strings"

// VoidPurchase voids a valid purchase: its units leave branch 1 again (kardex
// AnulacionCompra at cost, refused when stock would go negative), the average
// cost is taken back, pending instalments are cancelled and what was paid
// comes back in cash ("Anulaciones").
func (e *Engine) VoidPurchase(actor Actor, id uint64, motivo string) error {
	return e.voidingPurchase(actor, id, motivo, func(tx *Tx, pu *Purchase, motivo string) error {
		if pu.Estado != PurchaseValid {
			return Conflict("La compra ya está anulada.")
		}
		for _, l := range pu.Detalles {
			if l.Estado == 1 {
				if err := canTakeBack(tx.Tx, l); err != nil {
					return err
				}
			}
		}
		var lines []PurchaseLine
		for _, l := range pu.Detalles {
			if l.Estado == 1 {
				lines = append(lines, l)
			}
		}
		if err := notifyPurchaseVoid(tx, actor, pu, lines, true, motivo); err != nil {
			return err
		}
		desc := "Anulación de compra N° " + itoa(int64(id)) + ": " + motivo
		for i := range pu.Detalles {
			if l := &pu.Detalles[i]; l.Estado == 1 {
				if err := takeBack(tx, actor, id, l, desc); err != nil {
					return err
				}
			}
		}
		cash, err := settle(tx, actor, DocCompra, id, pu.Sucursal, &pu.Saldo, pu.Saldo+pu.Pagado-pu.Reintegrado,
			CashAnulaciones, pu.MetodoPago, desc, 1)
		if err != nil {
			return err
		}
		pu.Reintegrado += cash
		pu.Estado, pu.Motivo = PurchaseVoided, motivo
		return appendAudit(tx, actor, AuditEntry{Tipo: AuditPurchaseVoid, Documento: "compra", DocumentoID: id,
			Sucursal: pu.Sucursal, Motivo: motivo, Monto: pu.Total,
			Detalle: "Compra N° " + itoa(int64(id)) + "; reintegrado en caja " + bs(cash)})
	})
}

// VoidPurchaseLine voids the line of product in a valid purchase that has more
// than one valid line; the total drops by the line, first from the open
// balance, the rest comes back in cash.
func (e *Engine) VoidPurchaseLine(actor Actor, id, product uint64, motivo string) error {
	return e.voidingPurchase(actor, id, motivo, func(tx *Tx, pu *Purchase, motivo string) error {
		var line *PurchaseLine
		valid := 0
		for i := range pu.Detalles {
			if pu.Detalles[i].Estado == 1 {
				valid++
				if pu.Detalles[i].ProductoID == product {
					line = &pu.Detalles[i]
				}
			}
		}
		switch {
		case pu.Estado != PurchaseValid:
			return Conflict("La compra está anulada.")
		case line == nil:
			return NotFound("El producto no está en la compra o ya fue anulado.")
		case valid < 2:
			return Conflict("La compra debe tener más de un producto válido; anule la compra completa.")
		}
		if err := canTakeBack(tx.Tx, *line); err != nil {
			return err
		}
		desc := "Anulación de producto en compra N° " + itoa(int64(id)) + ": " + motivo
		if err := takeBack(tx, actor, id, line, desc); err != nil {
			return err
		}
		if err := notifyPurchaseVoid(tx, actor, pu, []PurchaseLine{*line}, false, motivo); err != nil {
			return err
		}
		line.Motivo = motivo
		value := line.Costo * Money(line.Cantidad)
		pu.Total -= value
		cash, err := settle(tx, actor, DocCompra, id, pu.Sucursal, &pu.Saldo, value, CashAnulaciones, pu.MetodoPago, desc, 1)
		if err != nil {
			return err
		}
		pu.Reintegrado += cash
		return appendAudit(tx, actor, AuditEntry{Tipo: AuditPurchaseLineVoid, Documento: "compra", DocumentoID: id,
			Sucursal: pu.Sucursal, Motivo: motivo, Monto: value,
			Detalle: "Compra N° " + itoa(int64(id)) + ", " + productName(tx.Tx, line.ProductoID) + " × " +
				itoa(line.Cantidad) + "; nuevo total " + bs(pu.Total)})
	})
}

// voidingPurchase runs void on purchase id in one idempotent update, after the
// checks both voids share (Super only, a motivo, trimmed), and stores the
// purchase as void leaves it. The purchase is out of the aggregates while void
// changes it and counted again as it ends.
func (e *Engine) voidingPurchase(actor Actor, id uint64, motivo string, void func(tx *Tx, pu *Purchase, motivo string) error) error {
	if !actor.IsSuper() {
		return Forbidden("Solo Super puede anular compras.")
	}
	if motivo = strings.TrimSpace(motivo); motivo == "" {
		return Invalid("motivo", "Debe ingresar un motivo")
	}
	return e.updateIdempotent(actor, nil, func(tx *Tx) error {
		pu, err := getPurchase(tx.Tx, id)
		if err != nil {
			return err
		}
		tx.aggregates().purchase(pu, -1)
		if err := void(tx, pu, motivo); err != nil {
			return err
		}
		tx.aggregates().purchase(pu, 1)
		return putJSON(tx.Bucket(bktPurchases), itob(id), pu)
	})
}

// canTakeBack refuses a purchase void that would leave branch 1 short.
func canTakeBack(tx ReadTx, l PurchaseLine) error {
	if have := getStock(tx, MainBranch, l.ProductoID); have < l.Cantidad {
		return Conflict("No se puede anular: el stock de " + productName(tx, l.ProductoID) + " quedaría negativo (disponible " +
			itoa(have) + ", comprado " + itoa(l.Cantidad) + ").")
	}
	return nil
}

// takeBack takes a purchase line's units out of branch 1 and its cost out of
// the product's average.
func takeBack(tx *Tx, actor Actor, id uint64, l *PurchaseLine, desc string) error {
	p, err := getProduct(tx.Tx, l.ProductoID)
	if err != nil {
		return err
	}
	p.Costo = weightedCost(totalStock(tx.Tx, p.ID), p.Costo, -l.Cantidad, l.Costo)
	if err := putJSON(tx.Bucket(bktProducts), itob(p.ID), p); err != nil {
		return err
	}
	l.Estado = 0
	_, err = move(tx, actor, movement{Branch: MainBranch, Product: p.ID, Qty: -l.Cantidad, Tipo: KardexAnulacionCompra,
		Precio: l.Costo, Desc: desc, Doc: DocCompra, DocID: id, Fecha: tx.now})
	return err
}

func getPurchase(tx ReadTx, id uint64) (*Purchase, error) {
	return getRecord[Purchase](tx, bktPurchases, id, "Compra no encontrada.")
}

// PurchaseView is a purchase as the COMPRAS list and VER COMPRA show it.
type PurchaseView struct {
	Purchase
	Sucursal  string     `json:"sucursal"`
	Proveedor string     `json:"proveedor"`
	NIT       string     `json:"nit"`
	Usuario   string     `json:"usuario"`
	Empleado  string     `json:"empleado"`
	Detalles  []struct{} `json:"detalles,omitempty"` // hides the stored lines: PurchaseDetail has them
}

// PurchaseLineView is a purchase line with product name and unit.
type PurchaseLineView struct {
	PurchaseLine
	Codigo   string `json:"codigo"`
	Producto string `json:"producto"`
	Unidad   string `json:"unidad"`
	Subtotal Money  `json:"subtotal"`
}

// PurchaseDetail is GET /api/compras/{id}: the purchase, its lines and its
// instalments.
type PurchaseDetail struct {
	Compra   PurchaseView       `json:"compra"`
	Detalles []PurchaseLineView `json:"detalles"`
	Pagos    []Payment          `json:"pagos"`
}

func purchaseView(nm *names, pu *Purchase) PurchaseView {
	s := nm.supplier(pu.ProveedorID)
	return PurchaseView{Purchase: *pu, Sucursal: nm.branch(pu.Sucursal), Proveedor: s.Proveedor, NIT: s.NIT,
		Usuario: nm.user(pu.UsuarioID), Empleado: nm.user(pu.UsuarioID)}
}

// PurchaseDetail returns one purchase with its lines and instalments (Super,
// or a role granted purchases).
func (e *Engine) PurchaseDetail(actor Actor, id uint64) (d PurchaseDetail, err error) {
	if !e.RoleCan(actor.Role(), CapCompras) {
		return d, Forbidden("Su rol no puede ver compras.")
	}
	return e.purchaseDetail(id)
}

func (e *Engine) purchaseDetail(id uint64) (d PurchaseDetail, err error) {
	err = e.view(func(tx ReadTx) error {
		pu, err := getPurchase(tx, id)
		if err != nil {
			return err
		}
		nm := newNames(tx)
		d = PurchaseDetail{Compra: purchaseView(nm, pu), Detalles: []PurchaseLineView{}}
		for _, l := range pu.Detalles {
			p := nm.product(l.ProductoID)
			d.Detalles = append(d.Detalles, PurchaseLineView{PurchaseLine: l, Codigo: p.Codigo, Producto: p.Producto, Unidad: nm.unit(p.UnidadID),
				Subtotal: l.Costo * Money(l.Cantidad)})
		}
		d.Pagos, err = docPayments(tx, DocCompra, id)
		return err
	})
	return d, err
}

// ListPurchases lists a branch's purchases in a La Paz date range, oldest
// first, through the branch|date index.
func (e *Engine) ListPurchases(actor Actor, branch uint64, desde, hasta string) (out []PurchaseView, err error) {
	if !e.RoleCan(actor.Role(), CapCompras) {
		return nil, Forbidden("Su rol no puede ver compras.")
	}
	from, to, err := DayRange(desde, hasta, e.Now())
	if err != nil {
		return nil, err
	}
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		out = []PurchaseView{}
		return scanDays(tx, bktPurchaseDays, branch, from, to, func(id uint64) error {
			pu, err := getPurchase(tx, id)
			if err == nil {
				out = append(out, purchaseView(nm, pu))
			}
			return err
		})
	})
	return out, err
}
