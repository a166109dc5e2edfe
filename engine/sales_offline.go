package engine

import (
	"strings"
	"time"

	"sgc/engine/esbo"
)

// A sale made on a counter while the server could not be reached arrives
// later from the device's outbox, marked sin_conexion, with its
// Idempotency-Key (docs/api-operations.md, "Ventas sin conexión"). It already
// happened: the customer paid and took the goods. So the server records it as
// the fact it is instead of refusing it: at the price paid (a price below the
// role's floor is flagged, not refused), dated when it was made, and where
// the branch's stock no longer covers it (another counter sold the same
// units meanwhile) with an automatic inventory adjustment in the same
// transaction, so that stock still equals its kardex and never goes below
// zero, and the shortfall shows in the kardex, the Bitácora and on the
// "Ventas sin conexión" screen.

// OfflineSaleWindow bounds how old an offline sale may be when it arrives: a
// device that stayed away longer is not trusted to date a sale.
const OfflineSaleWindow = 72 * time.Hour

// offlineSkew tolerates a device clock slightly ahead of the server's.
const offlineSkew = 5 * time.Minute

// AuditOfflineCash is the Bitácora kind of an offline sale's cash recorded in
// another box than the one it was made in, closed before the sale arrived.
const AuditOfflineCash = "Cobro de venta sin conexión en otra caja"

// AuditOfflineAdjust is the Bitácora kind of the adjustment an offline sale
// makes when the branch's stock no longer covers it.
const AuditOfflineAdjust = "Ajuste por venta sin conexión"

// OfflineMark is the sin_conexion of a sale sent from a device's outbox.
type OfflineMark struct {
	Dispositivo       string `json:"dispositivo"`        // the device's short name, "D3"
	NumeroProvisional Int    `json:"numero_provisional"` // per device, as printed on the provisional ticket
	Fecha             string `json:"fecha"`              // RFC 3339 instant the sale was made on the device
	// CajaID is the cashier's box the device knew open when the sale was
	// made; 0 when it knew none (the sale then opens one like any sale).
	CajaID Int `json:"caja_id"`
}

// OfflineSale is what a sale keeps of having been made offline.
type OfflineSale struct {
	Dispositivo       string             `json:"dispositivo"`
	NumeroProvisional int64              `json:"numero_provisional"`
	Recibida          time.Time          `json:"recibida"` // when it reached the server
	BajoMinimo        []OfflinePriceFlag `json:"bajo_minimo,omitempty"`
	Ajustes           []OfflineShortfall `json:"ajustes,omitempty"`
	CajaID            uint64             `json:"caja_id,omitempty"` // the box it was made in, as the device sent it
	// CajaCerrada says that box had been closed when the sale arrived, so
	// its cash went to the cashier's box open then (offlineCash).
	CajaCerrada bool `json:"caja_cerrada,omitempty"`
}

// OfflinePriceFlag is a line sold below the role's price floor.
type OfflinePriceFlag struct {
	ProductoID uint64 `json:"producto_id"`
	Precio     Money  `json:"precio"`
	Minimo     Money  `json:"minimo"`
}

// OfflineShortfall is the units of a product the branch no longer had when
// the sale arrived, put in by the automatic adjustment.
type OfflineShortfall struct {
	ProductoID uint64 `json:"producto_id"`
	Stock      int64  `json:"stock"` // the branch's stock before the adjustment
	Faltante   int64  `json:"faltante"`
}

// Provisional is the number the provisional ticket printed: "D3-0007".
func (o *OfflineSale) Provisional() string {
	n := itoa(o.NumeroProvisional)
	if len(n) < 4 {
		n = strings.Repeat("0", 4-len(n)) + n
	}
	return o.Dispositivo + "-" + n
}

// offlineSale checks the sin_conexion mark of a draft and answers what the
// sale keeps and when it was made. A sale without its key is refused: only
// the key makes a replay from the outbox safe to repeat.
func offlineSale(tx *Tx, actor Actor, branch uint64, m *OfflineMark, v *Validation) (*OfflineSale, time.Time) {
	if actor.idem == nil {
		v.Add("sin_conexion", "Una venta sin conexión se envía con su clave de idempotencia (Idempotency-Key).")
	}
	m.Dispositivo = strings.TrimSpace(m.Dispositivo)
	if m.Dispositivo == "" || len(m.Dispositivo) > 20 || !printable(m.Dispositivo) {
		v.Add("sin_conexion.dispositivo", "El dispositivo debe tener entre 1 y 20 caracteres.")
	}
	if m.NumeroProvisional < 1 || m.NumeroProvisional > maxQty {
		v.Add("sin_conexion.numero_provisional", "El número provisional debe ser un número mayor a 0.")
	}
	now := tx.now.UTC()
	t, err := time.Parse(time.RFC3339, strings.TrimSpace(m.Fecha))
	switch {
	case err != nil:
		v.Add("sin_conexion.fecha", "La fecha de la venta sin conexión no es válida.")
	case t.After(now.Add(offlineSkew)):
		v.Add("sin_conexion.fecha", "La fecha de la venta sin conexión es posterior a la hora del servidor.")
	case now.Sub(t) > OfflineSaleWindow:
		v.Add("sin_conexion.fecha", "La venta sin conexión se hizo hace más de 72 horas; regístrela como venta nueva.")
	case t.After(now):
		t = now
	}
	if m.CajaID != 0 {
		box, err := boxByID(tx.Tx, uint64(m.CajaID))
		if m.CajaID < 0 || err != nil || box.Sucursal != branch || box.UsuarioID != actor.UserID {
			v.Add("sin_conexion.caja_id", "La caja de la venta sin conexión no es una caja suya en esta sucursal.")
		}
	}
	return &OfflineSale{Dispositivo: m.Dispositivo, NumeroProvisional: int64(m.NumeroProvisional), Recibida: now,
		CajaID: uint64(max(m.CajaID, 0))}, t.UTC()
}

// offlineCash records the cash a sale received. An offline sale's goes to
// the box it was made in while that box is still open, dated when the sale
// was made: the cash entered that drawer then, and the box adds it up with
// the day's other sales. When that box has been closed since (or the sale is
// of another day than the box), its count already held this cash as a
// surplus and it cannot take more: the cash goes to the cashier's box open
// now, like any sale's, and a Bitácora entry names the box the sale was made
// in, so the responsable sets the one's surplus against the other. Refusing
// the sale instead would leave a sale paid and delivered that nobody can
// resolve, since a closed box does not reopen.
func offlineCash(tx *Tx, actor Actor, s *Sale, desc string) error {
	o := s.SinConexion
	if o == nil || o.CajaID == 0 || s.Cobrado == 0 {
		return recordCash(tx, actor, s.Sucursal, CashVentas, s.MetodoPago, s.Cobrado, DocVenta, s.ID, desc)
	}
	box, err := boxByID(tx.Tx, o.CajaID)
	if err != nil {
		return err
	}
	if box.Estado == CashOpened && BusinessDate(s.FechaVenta) == box.Fecha {
		t := till{Branch: s.Sucursal, Box: box.ID, Owner: box.UsuarioID, At: s.FechaVenta}
		return recordCashIn(tx, actor, t, CashVentas, s.MetodoPago, s.Cobrado, DocVenta, s.ID, desc)
	}
	o.CajaCerrada = true
	if err := recordCash(tx, actor, s.Sucursal, CashVentas, s.MetodoPago, s.Cobrado, DocVenta, s.ID, desc); err != nil {
		return err
	}
	closed := "cerrada antes de que llegara la venta"
	if box.CerradaEn != nil {
		closed = "cerrada el " + esbo.DateTime(*box.CerradaEn)
	}
	return appendAudit(tx, actor, AuditEntry{Tipo: AuditOfflineCash, Documento: "venta", DocumentoID: s.ID, Sucursal: s.Sucursal,
		Monto: s.Cobrado, Detalle: "Venta sin conexión " + o.Provisional() + " (" + desc + "): " + bs(s.Cobrado) +
			" cobrados en la caja N° " + itoa(int64(box.ID)) + " del " + esbo.Day(box.Fecha) + ", " + closed +
			"; se registran en la caja abierta al recibirla."})
}

// printable reports whether s holds no control characters.
func printable(s string) bool {
	for _, r := range s {
		if r < ' ' || r == 0x7f {
			return false
		}
	}
	return true
}

// flagPrice notes a line sold below the floor (once per product and price).
func (o *OfflineSale) flagPrice(product uint64, price, floor Money) {
	for _, f := range o.BajoMinimo {
		if f.ProductoID == product && f.Precio == price {
			return
		}
	}
	o.BajoMinimo = append(o.BajoMinimo, OfflinePriceFlag{ProductoID: product, Precio: price, Minimo: floor})
}

// noteShortfalls lists, in the order of the sale's lines, each product whose
// units wanted exceed the branch's stock.
func (o *OfflineSale) noteShortfalls(tx ReadTx, branch uint64, lines []SaleLine, wanted map[uint64]int64) {
	for _, l := range lines {
		stock := getStock(tx, branch, l.ProductoID)
		if n := wanted[l.ProductoID]; n > stock {
			o.Ajustes = append(o.Ajustes, OfflineShortfall{ProductoID: l.ProductoID, Stock: stock, Faltante: n - stock})
			delete(wanted, l.ProductoID)
		}
	}
}

// adjustForOffline puts in the units the branch no longer had, each with a
// kardex Ajuste entry tied to the sale and a Bitácora entry, before the sale
// takes them out.
func adjustForOffline(tx *Tx, actor Actor, s *Sale) error {
	o := s.SinConexion
	desc := "Ajuste por venta sin conexión " + o.Provisional() + " (Venta N° " + itoa(int64(s.NumeroComprobante)) + ")"
	for _, a := range o.Ajustes {
		p, err := getProduct(tx.Tx, a.ProductoID)
		if err != nil {
			return err
		}
		if _, err := move(tx, actor, movement{Branch: s.Sucursal, Product: a.ProductoID, Qty: a.Faltante, Tipo: KardexAjuste,
			Precio: p.Costo, Desc: desc, Doc: DocVenta, DocID: s.ID, Fecha: s.FechaVenta}); err != nil {
			return err
		}
		if err := auditStockSet(tx, actor, AuditOfflineAdjust, s.Sucursal, &p, a.Stock, a.Stock+a.Faltante); err != nil {
			return err
		}
	}
	return nil
}

// OfflineSaleView is a sale made offline as the "Ventas sin conexión" screen
// lists it.
type OfflineSaleView struct {
	ID                uint64             `json:"id"`
	NumeroComprobante uint64             `json:"numero_comprobante"`
	Provisional       string             `json:"provisional"`
	FechaVenta        time.Time          `json:"fecha_venta"`
	Recibida          time.Time          `json:"recibida"`
	Usuario           string             `json:"usuario"`
	Total             Money              `json:"total"`
	Estado            int                `json:"estado"`
	BajoMinimo        []OfflineFlagView  `json:"bajo_minimo"`
	Ajustes           []OfflineShortView `json:"ajustes"`
	// CajaCerrada names the box the sale was made in when it had been closed
	// before the sale arrived (its cash went to the box open then); 0: none.
	CajaCerrada uint64 `json:"caja_cerrada"`
}

// OfflineFlagView is a price flag with the product's name.
type OfflineFlagView struct {
	OfflinePriceFlag
	Producto string `json:"producto"`
}

// OfflineShortView is a shortfall with the product's name.
type OfflineShortView struct {
	OfflineShortfall
	Producto string `json:"producto"`
}

// OfflineSales lists a branch's sales made offline in a La Paz date range
// (by the date they were made), oldest first.
func (e *Engine) OfflineSales(actor Actor, branch uint64, desde, hasta string) ([]OfflineSaleView, error) {
	out := []OfflineSaleView{}
	err := e.eachSale(actor, branch, desde, hasta, func(nm *names, s *Sale) {
		o := s.SinConexion
		if o == nil {
			return
		}
		v := OfflineSaleView{ID: s.ID, NumeroComprobante: s.NumeroComprobante, Provisional: o.Provisional(),
			FechaVenta: s.FechaVenta, Recibida: o.Recibida, Usuario: nm.user(s.UsuarioID), Total: s.Total,
			Estado: s.Estado, BajoMinimo: []OfflineFlagView{}, Ajustes: []OfflineShortView{}}
		if o.CajaCerrada {
			v.CajaCerrada = o.CajaID
		}
		for _, f := range o.BajoMinimo {
			v.BajoMinimo = append(v.BajoMinimo, OfflineFlagView{f, productLabel(nm.product(f.ProductoID))})
		}
		for _, a := range o.Ajustes {
			v.Ajustes = append(v.Ajustes, OfflineShortView{a, productLabel(nm.product(a.ProductoID))})
		}
		out = append(out, v)
	})
	return out, err
}
