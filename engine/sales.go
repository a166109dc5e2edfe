package engine

import "time"

// SaleInput is the sale draft of Registrar Venta (operations.md §3).
type SaleInput struct {
	Cliente             ID              `json:"cliente"` // default 1 (SN)
	RazonSocial         Text            `json:"razon_social"`
	NIT                 Text            `json:"nit"`
	Complemento         Text            `json:"complemento"`
	Direccion           Text            `json:"direccion"`
	Telefono            Text            `json:"telefono"`
	FechaVenta          string          `json:"fecha_venta"` // only Super may set it
	TipoPago            string          `json:"tipo_pago"`   // Contado (default) or Cuotas
	MetodoPago          string          `json:"metodo_pago"`
	NumeroDocumentoPago Text            `json:"numero_documento_pago"`
	Descripcion         string          `json:"descripcion"`
	Descuento           Money           `json:"descuento"`
	ACuenta             Money           `json:"a_cuenta"`
	FechaLimite         string          `json:"fecha_limite"`
	Total               Money           `json:"total"`
	PagaCon             Money           `json:"paga_con"` // cash handed over, for the change; 0: not told
	Sucursal            ID              `json:"sucursal"` // 0: the actor's branch
	Productos           []SaleLineInput `json:"productos"`
	SinConexion         *OfflineMark    `json:"sin_conexion"` // a sale made offline, from a device's outbox (sales_offline.go)
	InvoiceRequest                      // "factura": true invoices the sale (invoices.go)
}

// SaleLineInput is one cart line.
type SaleLineInput struct {
	ID        ID    `json:"id"`
	Cantidad  Int   `json:"cantidad"`
	Precio    Money `json:"precio"`
	Serie     Text  `json:"serie"` // default N/A
	IDCarrito Text  `json:"idCarrito"`
}

// Sale states.
const (
	SaleVoided = 0
	SaleValid  = 1
)

// Sale is a stored sale with its lines. Cobrado is all money received for it
// (at the counter and later instalments), Devuelto the value credited by
// returns, Reembolsado the cash paid back. While valid:
// Total − Devuelto = Saldo + Cobrado − Reembolsado.
type Sale struct {
	ID                uint64       `json:"id"`
	NumeroComprobante uint64       `json:"numero_comprobante"`
	Sucursal          uint64       `json:"sucursal_id"`
	ClienteID         uint64       `json:"cliente_id"`
	RazonSocial       string       `json:"razon_social"`
	NIT               string       `json:"nit"`
	Complemento       string       `json:"complemento"`
	Direccion         string       `json:"direccion"`
	Telefono          string       `json:"telefono"`
	FechaVenta        time.Time    `json:"fecha_venta"`
	TipoPago          string       `json:"tipo_pago"`
	MetodoPago        string       `json:"metodo_pago"`
	NumeroDocumento   string       `json:"numero_documento"`
	Descripcion       string       `json:"descripcion"`
	Descuento         Money        `json:"descuento"`
	Total             Money        `json:"total"`
	ACuenta           Money        `json:"a_cuenta"`
	Saldo             Money        `json:"saldo"`
	FechaLimite       string       `json:"fecha_limite"`
	Cobrado           Money        `json:"cobrado"`
	PagaCon           Money        `json:"paga_con,omitempty"` // cash handed over at the counter
	Cambio            Money        `json:"cambio,omitempty"`   // change given back then (fixed: later payments do not alter it)
	Devuelto          Money        `json:"devuelto"`
	Reembolsado       Money        `json:"reembolsado"`
	Estado            int          `json:"estado"`
	Motivo            string       `json:"motivo"`
	UsuarioID         uint64       `json:"usuario_id"`
	CreatedAt         time.Time    `json:"created_at"`
	Detalles          []SaleLine   `json:"detalles"`
	FacturaID         uint64       `json:"factura_id,omitempty"`   // its factura, when invoiced
	SinConexion       *OfflineSale `json:"sin_conexion,omitempty"` // when it was made offline
}

// SaleLine is one detail line. Cart lines of the same product, price and
// serie are grouped into one (hence detalleAgrupadoId, numbered 1.. within the
// sale). Costo is the product's average cost when sold, for profit.
type SaleLine struct {
	ID               uint64 `json:"detalleAgrupadoId"`
	ProductoID       uint64 `json:"producto_id"`
	Serie            string `json:"serie"`
	CantidadVendida  int64  `json:"cantidad_vendida"`
	CantidadDevuelta int64  `json:"cantidad_devuelta"`
	Precio           Money  `json:"precio"`
	Costo            Money  `json:"costo"`
	Estado           int    `json:"estado"`
	Motivo           string `json:"motivo,omitempty"`
}

// out is the units of the line still with the customer.
func (l *SaleLine) out() int64 { return l.CantidadVendida - l.CantidadDevuelta }

// CreateSale registers a sale in one transaction: stock out with kardex Venta
// at the sale price, each line's average cost, the branch's next
// numero_comprobante, the receivable for Cuotas and the cash received now.
// It returns the venta_id.
func (e *Engine) CreateSale(actor Actor, in SaleInput) (id uint64, err error) {
	err = e.updateIdempotent(actor, &id, func(tx *Tx) error {
		id, err = createSale(tx, actor, in)
		return err
	})
	return id, err
}

// createSale is CreateSale inside tx: it validates the whole draft before it
// writes anything, so a refused sale leaves tx as it was.
func createSale(tx *Tx, actor Actor, in SaleInput) (uint64, error) {
	s, err := validateSale(tx, actor, &in)
	if err != nil {
		return 0, err
	}
	var inv *Invoice
	if in.Factura {
		if inv, err = issueInvoice(tx, actor, s, in.InvoiceRequest); err != nil {
			return 0, err
		}
	}
	b := tx.Bucket(bktSales)
	id, err := b.NextSequence()
	if err != nil {
		return 0, err
	}
	if inv != nil {
		if err := storeInvoice(tx, inv, id); err != nil {
			return 0, err
		}
		s.FacturaID = inv.ID
	}
	if s.NumeroComprobante, err = nextNumber(tx, "venta", s.Sucursal); err != nil {
		return 0, err
	}
	s.ID, s.UsuarioID, s.CreatedAt = id, actor.UserID, tx.now.UTC()
	desc := "Venta N° " + itoa(int64(s.NumeroComprobante))
	if s.SinConexion != nil {
		if err := adjustForOffline(tx, actor, s); err != nil {
			return 0, err
		}
	}
	for i := range s.Detalles {
		l := &s.Detalles[i]
		p, err := getProduct(tx.Tx, l.ProductoID)
		if err != nil {
			return 0, err
		}
		l.Costo = p.Costo
		if _, err := move(tx, actor, movement{Branch: s.Sucursal, Product: l.ProductoID, Qty: -l.CantidadVendida,
			Tipo: KardexVenta, Precio: l.Precio, Desc: desc, Doc: DocVenta, DocID: id, Fecha: s.FechaVenta}); err != nil {
			return 0, err
		}
	}
	if s.TipoPago == "Cuotas" {
		base := Payment{Doc: DocVenta, DocID: id, Sucursal: s.Sucursal, MetodoPago: s.MetodoPago, NumeroDocumento: s.NumeroDocumento}
		if err := openAccount(tx, actor, base, s.ACuenta, s.Saldo, s.FechaLimite); err != nil {
			return 0, err
		}
	}
	if err := offlineCash(tx, actor, s, desc); err != nil {
		return 0, err
	}
	if err := tx.Bucket(bktSaleDays).Put(key(s.Sucursal, timeKey(s.FechaVenta), id), []byte{}); err != nil {
		return 0, err
	}
	if err := indexSaleByUser(tx, s); err != nil {
		return 0, err
	}
	tx.aggregates().sale(s, 1)
	return id, putJSON(b, itob(id), s)
}

// numbered names where a numbered document lives: its bucket, its
// branch|date index and its per-branch counter.
type numbered struct {
	bucket, days []byte
	counter      string
}

// storeNumbered stores a new document of branch dated fecha: it takes the next
// id and the branch's next number, lets fill put them in the document (and
// return it), and indexes it by branch and date.
func storeNumbered(tx *Tx, n numbered, branch uint64, fecha time.Time, fill func(id, num uint64) any) (uint64, error) {
	b := tx.Bucket(n.bucket)
	id, err := b.NextSequence()
	if err != nil {
		return 0, err
	}
	num, err := nextNumber(tx, n.counter, branch)
	if err != nil {
		return 0, err
	}
	doc := fill(id, num)
	if err := tx.Bucket(n.days).Put(key(branch, timeKey(fecha), id), []byte{}); err != nil {
		return 0, err
	}
	return id, putJSON(b, itob(id), doc)
}

// nextNumber gives the next number of a per-branch sequence (name|branch).
func nextNumber(tx *Tx, name string, branch uint64) (uint64, error) {
	k := append([]byte(name+"|"), itob(branch)...)
	b := tx.Bucket(bktCounters)
	n := uint64(1)
	if v := b.Get(k); len(v) == 8 {
		n = btoi(v) + 1
	}
	return n, b.Put(k, itob(n))
}

func getSale(tx ReadTx, id uint64) (*Sale, error) {
	return getRecord[Sale](tx, bktSales, id, "Venta no encontrada.")
}
