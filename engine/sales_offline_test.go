package engine

import (
	"strings"
	"sync"
	"testing"
	"time"

	"sgc/siat"
)

// offlineDraft is a sale of the seller in branch 2 made offline on device D3
// at the given instant.
func offlineDraft(branch uint64, n int64, at time.Time, lines ...SaleLineInput) SaleInput {
	in := skSale(branch, lines...)
	in.SinConexion = &OfflineMark{Dispositivo: "D3", NumeroProvisional: Int(n), Fecha: at.Format(time.RFC3339)}
	return in
}

func kardexOf(t testing.TB, e *Engine, branch, product uint64) (out []KardexEntry) {
	t.Helper()
	skOK(t, e.view(func(tx ReadTx) error {
		c := tx.Bucket(bktKardex).Cursor()
		prefix := string(key(branch, product))
		for k, v := c.Seek(key(branch, product)); k != nil && string(k[:16]) == prefix; k, v = c.Next() {
			var row KardexEntry
			if err := jsonUnmarshal(v, &row); err != nil {
				return err
			}
			out = append(out, row)
		}
		return nil
	}))
	return out
}

// TestOfflineSaleIsTakenAsMade: a sale made offline over the stock another
// counter sold meanwhile and below the seller's price floor is recorded at the
// price paid and at the time it was made, with an adjustment that puts in the
// missing units (kardex Ajuste, Bitácora), so stock ends at zero; its key
// makes the outbox's second send write nothing.
func TestOfflineSaleIsTakenAsMade(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 5)
	made := w.e.Now().Add(-3 * time.Hour)
	in := offlineDraft(w.b2, 7, made, skLine(w.p[0], 7, 7000))
	seller, _ := keyed(w.seller, "venta-d3-7", "body")
	id, err := w.e.CreateSale(seller, in)
	skOK(t, err)
	again, err := w.e.CreateSale(seller, in)
	skOK(t, err)
	if again != id {
		t.Fatalf("the second send made sale %d, the first %d", again, id)
	}
	if n := w.stock(t, w.b2, w.p[0]); n != 0 {
		t.Fatalf("stock %d, want 0", n)
	}
	var s *Sale
	skOK(t, w.e.view(func(tx ReadTx) (err error) { s, err = getSale(tx, id); return err }))
	if !s.FechaVenta.Equal(made) || s.Total != 49000 || s.SinConexion == nil {
		t.Fatalf("sale %+v", s)
	}
	o := s.SinConexion
	if o.Provisional() != "D3-0007" || !o.Recibida.Equal(w.e.Now()) ||
		len(o.Ajustes) != 1 || o.Ajustes[0] != (OfflineShortfall{ProductoID: w.p[0], Stock: 5, Faltante: 2}) ||
		len(o.BajoMinimo) != 1 || o.BajoMinimo[0] != (OfflinePriceFlag{ProductoID: w.p[0], Precio: 7000, Minimo: 8000}) {
		t.Fatalf("offline record %+v", o)
	}
	k := kardexOf(t, w.e, w.b2, w.p[0])
	if len(k) != 3 || k[1].Tipo != KardexAjuste || k[1].Cantidad != 2 || k[1].Saldo != 7 || k[1].DocID != id ||
		k[2].Tipo != KardexVenta || k[2].Cantidad != -7 || k[2].Saldo != 0 || !k[2].FechaMovimiento.Equal(made) {
		t.Fatalf("kardex %+v", k)
	}
	rows, _, err := w.e.AuditLog(AuditFilter{All: true, Tipo: AuditOfflineAdjust})
	skOK(t, err)
	if len(rows) != 1 || rows[0].DocumentoID != w.p[0] || rows[0].Sucursal != w.b2 {
		t.Fatalf("bitácora %+v", rows)
	}
	list, err := w.e.OfflineSales(w.seller, w.b2, BusinessDate(made), "")
	skOK(t, err)
	if len(list) != 1 || list[0].ID != id || list[0].Provisional != "D3-0007" || len(list[0].Ajustes) != 1 ||
		list[0].Ajustes[0].Producto != "P-001 Producto 1" || len(list[0].BajoMinimo) != 1 {
		t.Fatalf("review list %+v", list)
	}
}

// TestOfflineSaleWithinStockMakesNoAdjustment: covered stock and an allowed
// price leave nothing to review but the mark itself.
func TestOfflineSaleWithinStockMakesNoAdjustment(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 5)
	seller, _ := keyed(w.seller, "k1", "body")
	id, err := w.e.CreateSale(seller, offlineDraft(w.b2, 1, w.e.Now().Add(-time.Minute), skLine(w.p[0], 2, 10000)))
	skOK(t, err)
	list, err := w.e.OfflineSales(w.seller, w.b2, "", "")
	skOK(t, err)
	if len(list) != 1 || list[0].ID != id || len(list[0].Ajustes) != 0 || len(list[0].BajoMinimo) != 0 ||
		w.stock(t, w.b2, w.p[0]) != 3 || len(kardexOf(t, w.e, w.b2, w.p[0])) != 2 {
		t.Fatalf("list %+v", list)
	}
}

// TestOfflineSaleRefusals: what the server cannot take answers a reason on
// its field and leaves no trace, so the outbox keeps the sale for review.
func TestOfflineSaleRefusals(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 5)
	now := w.e.Now()
	cases := []struct {
		name, field string
		keyed       bool
		edit        func(*SaleInput)
	}{
		{"no key", "sin_conexion", false, func(*SaleInput) {}},
		{"in the future", "sin_conexion.fecha", true, func(in *SaleInput) {
			in.SinConexion.Fecha = now.Add(time.Hour).Format(time.RFC3339)
		}},
		{"older than the window", "sin_conexion.fecha", true, func(in *SaleInput) {
			in.SinConexion.Fecha = now.Add(-OfflineSaleWindow - time.Minute).Format(time.RFC3339)
		}},
		{"not a date", "sin_conexion.fecha", true, func(in *SaleInput) { in.SinConexion.Fecha = "ayer" }},
		{"no device", "sin_conexion.dispositivo", true, func(in *SaleInput) { in.SinConexion.Dispositivo = " " }},
		{"no provisional number", "sin_conexion.numero_provisional", true, func(in *SaleInput) { in.SinConexion.NumeroProvisional = 0 }},
		{"product deleted", "productos.0.id", true, func(in *SaleInput) { in.Productos[0].ID = 999 }},
		{"total disagrees", "total", true, func(in *SaleInput) { in.Total++ }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := offlineDraft(w.b2, 3, now.Add(-time.Hour), skLine(w.p[0], 9, 10000))
			c.edit(&in)
			actor := w.seller
			if c.keyed {
				actor, _ = keyed(w.seller, "k-"+c.name, "body")
			}
			before := skHash(t, w.e)
			_, err := w.e.CreateSale(actor, in)
			wantField(t, err, c.field)
			if skHash(t, w.e) != before {
				t.Fatal("a refused sale left a trace")
			}
		})
	}
}

// TestOfflineSaleSentTwiceAtOnce: two tabs sending one outbox sale at the same
// moment make one sale and one adjustment.
func TestOfflineSaleSentTwiceAtOnce(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 1)
	in := offlineDraft(w.b2, 2, w.e.Now().Add(-time.Hour), skLine(w.p[0], 3, 10000))
	ids := make([]uint64, 2)
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			seller, _ := keyed(w.seller, "d3-2", "body")
			ids[i], errs[i] = w.e.CreateSale(seller, in)
		}()
	}
	wg.Wait()
	skOK(t, errs[0])
	skOK(t, errs[1])
	if ids[0] != ids[1] || w.stock(t, w.b2, w.p[0]) != 0 || len(kardexOf(t, w.e, w.b2, w.p[0])) != 3 {
		t.Fatalf("sales %v, kardex %+v", ids, kardexOf(t, w.e, w.b2, w.p[0]))
	}
}

// TestOfflineSaleIsInvoicedFueraDeLinea: an offline sale marked factura is
// invoiced on arrival as emitted fuera de línea when it was made, with the
// CUFD then in force, and the worker sends it in an event that the SIN double
// validates; one made before that CUFD is emitted on arrival like any sale.
func TestOfflineSaleIsInvoicedFueraDeLinea(t *testing.T) {
	w := siatSetup(t)
	w.load(t, w.b2, w.p[0], 1)
	before := w.e.Now().Add(-time.Minute) // the CUFD of the setup starts now
	w.clock.add(2 * time.Hour)
	sell := func(n int64, made time.Time) *Invoice {
		in := offlineDraft(w.b2, n, made, skLine(w.p[0], 2, 10000))
		in.Factura, in.NIT, in.RazonSocial, in.CodigoTipoDocumentoIdentidad = true, "1020703023", "Juan Pérez", 5
		seller, _ := keyed(w.seller, "d3-"+itoa(n), "body")
		id, err := w.e.CreateSale(seller, in)
		skOK(t, err)
		inv, err := w.e.InvoiceOfSale(w.super, id)
		skOK(t, err)
		return inv
	}
	made := w.e.Now().Add(-40 * time.Minute)
	inv := sell(5, made)
	if inv.TipoEmision != siat.EmisionFueraLinea || !inv.FechaEmision.Equal(made) || inv.CodigoExcepcion != 1 {
		t.Fatalf("factura: tipo %d, emitida %v (hecha %v), excepción %d", inv.TipoEmision, inv.FechaEmision, made, inv.CodigoExcepcion)
	}
	old := sell(6, before)
	if old.TipoEmision != siat.EmisionEnLinea || !old.FechaEmision.Equal(w.e.Now()) {
		t.Fatalf("factura anterior al CUFD: tipo %d, emitida %v", old.TipoEmision, old.FechaEmision)
	}
	w.pass(t)
	w.pass(t)
	w.wantSIN(t, w.wantState(t, inv.ID, InvoiceValid), siat.EstadoValidada)
	w.wantSIN(t, w.wantState(t, old.ID, InvoiceValid), siat.EstadoValidada)
}

// TestOfflineSaleCashGoesToItsBox: the cash of an offline sale goes to the
// box the device had open when it was made, dated then, while that box is
// still open; a box that is not the cashier's in the branch is refused.
func TestOfflineSaleCashGoesToItsBox(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 5)
	box, err := w.e.OpenCash(w.seller, w.b2, "", CashInput{MontoInicial: "100"})
	skOK(t, err)
	made := w.e.Now().Add(-30 * time.Minute) // the test clock stands still: the movement must not take now
	in := offlineDraft(w.b2, 1, made, skLine(w.p[0], 1, 10000))
	in.SinConexion.CajaID = Int(box)
	seller, _ := keyed(w.seller, "venta-d3-1", "body")
	id, err := w.e.CreateSale(seller, in)
	skOK(t, err)
	st, err := w.e.CashBoxByID(w.seller, box)
	skOK(t, err)
	if st.Totales.TotalEfectivo != 20000 || len(st.Movimientos) != 2 {
		t.Fatalf("box %+v, %d movements", st.Totales, len(st.Movimientos))
	}
	moves, err := w.e.CashMovements(w.seller, w.b2, BusinessDate(made), "")
	skOK(t, err)
	if len(moves) != 1 || moves[0].DocID != id || moves[0].CajaID != box || !moves[0].Fecha.Equal(made) {
		t.Fatalf("movements %+v", moves)
	}

	other := mdAddUser(t, w.e, "agutierrez", RoleVendedor, w.b2)
	theirs, err := w.e.OpenCash(Actor{UserID: other, Roles: []string{RoleVendedor}, Home: w.b2, Branch: w.b2}, w.b2, "", CashInput{MontoInicial: "0"})
	skOK(t, err)
	for n, caja := range []uint64{theirs, 999} {
		in := offlineDraft(w.b2, int64(n+2), made, skLine(w.p[0], 1, 10000))
		in.SinConexion.CajaID = Int(caja)
		seller, _ := keyed(w.seller, "venta-d3-x"+itoa(int64(n)), "body")
		_, err := w.e.CreateSale(seller, in)
		skCode(t, err, CodeInvalid)
	}
}

// TestOfflineSaleCashOfAClosedBox: when the box a sale was made in has been
// closed before the sale arrives, its cash goes to the cashier's box open
// now, the closed box stays as it was counted, and a Bitácora entry names it.
func TestOfflineSaleCashOfAClosedBox(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 5)
	first, err := w.e.OpenCash(w.seller, w.b2, "", CashInput{MontoInicial: "100"})
	skOK(t, err)
	made := w.e.Now()
	_, err = w.e.CloseCash(w.seller, w.b2, "", CashInput{MontoFinal: "200"})
	skOK(t, err)
	second, err := w.e.OpenCash(w.seller, w.b2, "", CashInput{MontoInicial: "0"})
	skOK(t, err)
	in := offlineDraft(w.b2, 1, made, skLine(w.p[0], 1, 10000))
	in.SinConexion.CajaID = Int(first)
	seller, _ := keyed(w.seller, "venta-d3-1", "body")
	id, err := w.e.CreateSale(seller, in)
	skOK(t, err)
	var s *Sale
	skOK(t, w.e.view(func(tx ReadTx) (err error) { s, err = getSale(tx, id); return err }))
	if s.SinConexion.CajaID != first || !s.SinConexion.CajaCerrada {
		t.Fatalf("offline record %+v", s.SinConexion)
	}
	old, err := w.e.CashBoxByID(w.seller, first)
	skOK(t, err)
	if old.Totales.TotalEfectivo != 10000 || old.Caja.Diferencia != 10000 {
		t.Fatalf("closed box %+v %+v", old.Caja, old.Totales)
	}
	now, err := w.e.CashBoxByID(w.seller, second)
	skOK(t, err)
	if now.Totales.TotalEfectivo != 10000 || len(now.Movimientos) != 2 || now.Movimientos[1].Efectivo != 10000 {
		t.Fatalf("open box %+v %+v", now.Totales, now.Movimientos)
	}
	rows, _, err := w.e.AuditLog(AuditFilter{All: true, Tipo: AuditOfflineCash})
	skOK(t, err)
	if len(rows) != 1 || rows[0].DocumentoID != id || rows[0].Monto != 10000 ||
		!strings.Contains(rows[0].Detalle, "caja N° "+itoa(int64(first))) {
		t.Fatalf("bitácora %+v", rows)
	}
	list, err := w.e.OfflineSales(w.seller, w.b2, BusinessDate(made), "")
	skOK(t, err)
	if len(list) != 1 || list[0].CajaCerrada != first {
		t.Fatalf("review list %+v", list)
	}
}
