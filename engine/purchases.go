package engine

import (
	"strings"
	"time"
)

// Purchase states.
const (
	PurchaseValid  = "Correcto"
	PurchaseVoided = "Anulado"
)

// PurchaseInput is the purchase draft of Registrar Compra.
type PurchaseInput struct {
	Proveedor         ID                  `json:"proveedor"`
	Sucursal          ID                  `json:"sucursal"` // 0 or 1: purchases enter the main warehouse
	FechaCompra       string              `json:"fecha_compra"`
	TipoComprobante   string              `json:"tipo_comprobante"` // Nota, Factura, Ninguno (default)
	NumeroComprobante Text                `json:"numero_comprobante"`
	TipoPago          string              `json:"tipo_pago"`   // Contado (default) or Cuotas
	MetodoPago        string              `json:"metodo_pago"` // Efectivo (default), Cheque, Transferencia, Tarjeta
	NumeroDocumento   Text                `json:"numero_documento"`
	Descripcion       string              `json:"descripcion"`
	ACuenta           Money               `json:"a_cuenta"`
	FechaLimite       string              `json:"fecha_limite"`
	Total             Money               `json:"total"`
	Productos         []PurchaseLineInput `json:"productos"`
}

// PurchaseLineInput is one cart line: units bought at costo, and the prices
// P1..P6 for branch 1 (0 keeps the current one).
type PurchaseLineInput struct {
	ID       ID    `json:"id"`
	Cantidad Int   `json:"cantidad"`
	Costo    Money `json:"costo"`
	Precio   Money `json:"precio"`
	Precio2  Money `json:"precio2"`
	Precio3  Money `json:"precio3"`
	Precio4  Money `json:"precio4"`
	Precio5  Money `json:"precio5"`
	Precio6  Money `json:"precio6"`
}

// Purchase is a stored purchase with its lines. Pagado is what was paid
// (a_cuenta, the whole total in Contado, later payments); Reintegrado what came
// back through voids. Total = Saldo + Pagado − Reintegrado while it is valid.
type Purchase struct {
	ID                uint64         `json:"id"`
	Sucursal          uint64         `json:"sucursal_id"`
	ProveedorID       uint64         `json:"proveedor_id"`
	FechaCompra       time.Time      `json:"fecha_compra"`
	TipoComprobante   string         `json:"tipo_comprobante"`
	NumeroComprobante string         `json:"numero_comprobante"`
	TipoPago          string         `json:"tipo_pago"`
	MetodoPago        string         `json:"metodo_pago"`
	NumeroDocumento   string         `json:"numero_documento"`
	Descripcion       string         `json:"descripcion"`
	ACuenta           Money          `json:"a_cuenta"`
	FechaLimite       string         `json:"fecha_limite"`
	Total             Money          `json:"total"`
	Saldo             Money          `json:"saldo"`
	Pagado            Money          `json:"pagado"`
	Reintegrado       Money          `json:"reintegrado"`
	Estado            string         `json:"estado"`
	Motivo            string         `json:"motivo"`
	UsuarioID         uint64         `json:"usuario_id"`
	CreatedAt         time.Time      `json:"created_at"`
	Detalles          []PurchaseLine `json:"detalles"`
}

// PurchaseLine is one product of a purchase; Estado 1 valid, 0 voided.
type PurchaseLine struct {
	ProductoID uint64   `json:"productoId"`
	Cantidad   int64    `json:"cantidad"`
	Costo      Money    `json:"costo"`
	Precios    [6]Money `json:"precios"`
	Estado     int      `json:"estado"`
	Motivo     string   `json:"motivo,omitempty"`
}

// CreatePurchase registers a purchase into branch 1 in one transaction: stock
// and kardex Compra at cost, the average cost over all branches, branch 1's
// prices from the non-zero line prices, the payable for Cuotas and the cash
// paid now. The same product twice in the cart is refused (the cart adds 1 to
// an existing line instead of repeating it).
func (e *Engine) CreatePurchase(actor Actor, in PurchaseInput) (id uint64, err error) {
	if !e.RoleCan(actor.Role(), CapCompras) {
		return 0, Forbidden("Su rol no puede registrar compras.")
	}
	if in.Sucursal != 0 && uint64(in.Sucursal) != MainBranch {
		return 0, Invalid("sucursal", "Las compras solo se registran en la sucursal principal (Casa Matriz).")
	}
	err = e.updateIdempotent(actor, &id, func(tx *Tx) error {
		pu, products, err := validatePurchase(tx, &in)
		if err != nil {
			return err
		}
		b := tx.Bucket(bktPurchases)
		seq, err := b.NextSequence()
		if err != nil {
			return err
		}
		id = seq
		pu.ID, pu.UsuarioID, pu.CreatedAt = id, actor.UserID, tx.now.UTC()
		desc := "Compra N° " + itoa(int64(id))
		for i, l := range pu.Detalles {
			p := products[i]
			p.Costo = weightedCost(totalStock(tx.Tx, p.ID), p.Costo, l.Cantidad, l.Costo)
			if err := putJSON(tx.Bucket(bktProducts), itob(p.ID), p); err != nil {
				return err
			}
			if _, err := move(tx, actor, movement{Branch: MainBranch, Product: p.ID, Qty: l.Cantidad, Tipo: KardexCompra,
				Precio: l.Costo, Desc: desc, Doc: DocCompra, DocID: id, Fecha: pu.FechaCompra}); err != nil {
				return err
			}
			prices := branchPrices(tx.Tx, MainBranch, p)
			for j, np := range l.Precios {
				if np > 0 {
					prices[j] = np
				}
			}
			if err := setBranchPrices(tx, actor, MainBranch, p, prices); err != nil {
				return err
			}
			if err := tx.Bucket(bktProductBuys).Put(key(p.ID, id), []byte{}); err != nil {
				return err
			}
		}
		if pu.TipoPago == "Cuotas" {
			base := Payment{Doc: DocCompra, DocID: id, Sucursal: MainBranch, MetodoPago: pu.MetodoPago, NumeroDocumento: pu.NumeroDocumento}
			if err := openAccount(tx, actor, base, pu.ACuenta, pu.Saldo, pu.FechaLimite); err != nil {
				return err
			}
		}
		if err := recordCash(tx, actor, MainBranch, CashCompras, pu.MetodoPago, -pu.Pagado, DocCompra, id, desc); err != nil {
			return err
		}
		if err := tx.Bucket(bktPurchaseDays).Put(key(MainBranch, timeKey(pu.FechaCompra), id), []byte{}); err != nil {
			return err
		}
		tx.aggregates().purchase(pu, 1)
		return putJSON(b, itob(id), pu)
	})
	return id, err
}

// validatePurchase checks the whole draft, reading supplier and products, and
// gives the purchase to store; nothing is written before it passes.
func validatePurchase(tx *Tx, in *PurchaseInput) (*Purchase, []*Product, error) {
	clean(&in.TipoComprobante, &in.TipoPago, &in.MetodoPago, &in.Descripcion, &in.FechaLimite, &in.FechaCompra)
	var v Validation
	pu := &Purchase{Sucursal: MainBranch, ProveedorID: uint64(in.Proveedor), NumeroComprobante: strings.TrimSpace(string(in.NumeroComprobante)),
		NumeroDocumento: strings.TrimSpace(string(in.NumeroDocumento)), Descripcion: in.Descripcion, Estado: PurchaseValid}
	if s, err := getRecord[Supplier](tx.Tx, bktSuppliers, pu.ProveedorID, supplierNotFound); in.Proveedor == 0 || err != nil || !s.Estado {
		v.Add("proveedor", "Debe seleccionar un proveedor activo.")
	}
	fecha, ok := documentTime(in.FechaCompra, tx.now)
	if !ok || BusinessDate(fecha) > BusinessDate(tx.now) {
		v.Add("fecha_compra", "Fecha no válida.")
	}
	pu.FechaCompra = fecha
	switch pu.TipoComprobante = in.TipoComprobante; pu.TipoComprobante {
	case "":
		pu.TipoComprobante = "Ninguno"
	case "Nota", "Factura", "Ninguno":
	default:
		v.Add("tipo_comprobante", "El tipo de comprobante debe ser Nota, Factura o Ninguno.")
	}
	v.MaxLen("numero_comprobante", "número de comprobante", pu.NumeroComprobante, 50)
	v.MaxLen("numero_documento", "número de documento", pu.NumeroDocumento, 50)
	v.MaxLen("descripcion", "descripción", pu.Descripcion, 1000)
	pu.MetodoPago = paymentMethod(&v, "metodo_pago", in.MetodoPago)
	if len(in.Productos) == 0 || len(in.Productos) > maxLines {
		v.Add("productos", "No hay productos en el carrito.")
	}
	products := make([]*Product, len(in.Productos))
	seen := map[uint64]bool{}
	for i, l := range in.Productos {
		f := "productos." + itoa(int64(i)) + "."
		p, err := getProduct(tx.Tx, uint64(l.ID))
		if err != nil && ErrorCode(err) != CodeNotFound {
			return nil, nil, err
		}
		switch {
		case err != nil:
			v.Add(f+"id", "Producto no encontrado.")
		case !p.Estado:
			v.Add(f+"id", "El producto "+p.Producto+" está inactivo.")
		case seen[p.ID]:
			v.Add(f+"id", "Producto ya agregado")
		}
		seen[p.ID], products[i] = true, &p
		if l.Cantidad < 1 || l.Cantidad > maxQty {
			v.Add(f+"cantidad", "La cantidad debe ser un número válido mayor a 0.")
		}
		if l.Costo < 0 {
			v.Add(f+"costo", "El costo debe ser un número mayor o igual a 0.")
		} else if l.Costo > maxPrice {
			v.Add(f+"costo", TooLargeMessage("El costo"))
		}
		prices := [6]Money{l.Precio, l.Precio2, l.Precio3, l.Precio4, l.Precio5, l.Precio6}
		for j, pr := range prices {
			if pr < 0 {
				v.Add(f+priceField(j), "El precio debe ser un número mayor o igual a 0.")
			} else if pr > maxPrice {
				v.Add(f+priceField(j), TooLargeMessage("El precio"))
			}
		}
		pu.Detalles = append(pu.Detalles, PurchaseLine{ProductoID: p.ID, Cantidad: int64(l.Cantidad), Costo: l.Costo, Precios: prices, Estado: 1})
	}
	if err := v.Err(); err != nil {
		return nil, nil, err
	}
	for _, l := range pu.Detalles { // each line ≤ 10^17 and the sum stops past it: no overflow
		if pu.Total += l.Costo * Money(l.Cantidad); pu.Total > maxTotal {
			break
		}
	}
	v.Total("de la compra", pu.Total, in.Total, "la suma de los productos")
	switch pu.TipoPago = in.TipoPago; pu.TipoPago {
	case "", "Contado":
		pu.TipoPago, pu.Pagado = "Contado", pu.Total
	case "Cuotas":
		pu.ACuenta = in.ACuenta
		pu.FechaLimite = checkCredit(&v, in.ACuenta, pu.Total, in.FechaLimite, tx.now)
		pu.Pagado, pu.Saldo = pu.ACuenta, pu.Total-pu.ACuenta
	default:
		v.Add("tipo_pago", "El tipo de pago debe ser Contado o Cuotas.")
	}
	return pu, products, v.Err()
}
