package reporting

import (
	"io"
	"testing"

	"sgc/engine"
)

func TestSaleDocuments(t *testing.T) {
	w := newWorld(t)
	note := doc(t, "nota_venta_000001.pdf", func(out io.Writer) (string, error) {
		return SaleNote(w.eng, w.seller, w.sale, "", out)
	})
	wantText(t, pdf(t, note, 1), "NOTA DE VENTA", "000001", "Constructora Andina", "4455667", "Taladro percutor",
		"Amoladora angular", "290,00", "Casa Matriz", "!ANULADO")
	oficio := doc(t, "nota_venta_000001.pdf", func(out io.Writer) (string, error) {
		return SaleNote(w.eng, w.seller, w.sale, "oficio", out)
	})
	pdf(t, oficio, 1)
	ticket := doc(t, "ticket_venta_000001.pdf", func(out io.Writer) (string, error) {
		return SaleTicket(w.eng, w.seller, w.sale, "", out)
	})
	wantText(t, pdf(t, ticket, 1), "000001", "Taladro percutor", "290,00")

	// The paper is checked; a sale of another branch is refused to a role
	// bound to its own, and an unknown one is not found.
	_, err := SaleNote(w.eng, w.seller, w.sale, "A4", io.Discard)
	wantCode(t, "paper A4", err, engine.CodeInvalid)
	_, err = SaleNote(w.eng, w.sellerSur, w.sale, "", io.Discard)
	wantCode(t, "a Vendedor of Sur", err, engine.CodeForbidden)
	_, err = SaleTicket(w.eng, w.super, 999, "", io.Discard)
	wantCode(t, "unknown sale", err, engine.CodeNotFound)

	// A voided sale is stamped.
	must(t, w.eng.VoidSale(w.super, w.sale, "error"))
	note = doc(t, "nota_venta_000001.pdf", func(out io.Writer) (string, error) {
		return SaleNote(w.eng, w.super, w.sale, "", out)
	})
	wantText(t, pdf(t, note, 1), "ANULADO")
}

func TestPurchaseAndAccountDocuments(t *testing.T) {
	w := newWorld(t)
	purchase, err := w.eng.CreatePurchase(w.super, engine.PurchaseInput{Proveedor: engine.ID(w.supplier), TipoPago: "Cuotas",
		FechaLimite: "2025-04-01", Total: 40000,
		Productos: []engine.PurchaseLineInput{{ID: engine.ID(w.products[2]), Cantidad: 10, Costo: 4000}}})
	must(t, err)
	raw := doc(t, "compra_000001.pdf", func(out io.Writer) (string, error) {
		return Purchase(w.eng, w.super, purchase, "carta", out)
	})
	wantText(t, pdf(t, raw, 1), "Importadora Altiplano", "Martillo carpintero", "400,00")
	raw = doc(t, "cuenta_compra_000001.pdf", func(out io.Writer) (string, error) {
		return Account(w.eng, w.super, engine.DocCompra, purchase, out)
	})
	wantText(t, pdf(t, raw, 1), "CUENTA POR PAGAR", "Importadora Altiplano", "400,00")

	// A Cuotas sale: its statement, then the receipt of its one cobro.
	in := saleOf(engine.MainBranch, line(w.products[2], 3, 10000))
	in.TipoPago, in.FechaLimite, in.RazonSocial = "Cuotas", "2025-04-01", "Ferretería Illimani"
	sale, err := w.eng.CreateSale(w.super, in)
	must(t, err)
	_, err = Receipt(w.eng, w.super, sale, 0, io.Discard)
	wantCode(t, "receipt before any cobro", err, engine.CodeNotFound)
	must(t, w.eng.Pay(w.super, engine.PaymentInput{VentaID: engine.ID(sale), Monto: 10000, MetodoPago: "Efectivo"}))
	raw = doc(t, "cuenta_venta_000002.pdf", func(out io.Writer) (string, error) {
		return Account(w.eng, w.super, engine.DocVenta, sale, out)
	})
	wantText(t, pdf(t, raw, 1), "CUENTA POR COBRAR", "Ferretería Illimani", "300,00", "200,00", "Pagado", "Pendiente")
	d, err := w.eng.ReceivableDetail(w.super, sale)
	must(t, err)
	var paid uint64
	for _, p := range d.Pagos {
		if p.Cancelado {
			paid = p.ID
		}
	}
	raw = doc(t, "recibo_cobro_"+report6(paid)+".pdf", func(out io.Writer) (string, error) {
		return Receipt(w.eng, w.super, sale, 0, out)
	})
	wantText(t, pdf(t, raw, 1), "Ferretería Illimani", "100,00", "200,00")
}

func TestQuotationTransferAndMobiliarioDocuments(t *testing.T) {
	w := newWorld(t)
	p, err := w.eng.CreateProforma(w.seller, engine.ProformaInput{RazonSocial: "Constructora Andina", Total: 20000,
		Productos: []engine.ProformaLineInput{{ID: engine.ID(w.products[0]), Cantidad: 2, Precio: 10000}}})
	must(t, err)
	raw := doc(t, "proforma_000001.pdf", func(out io.Writer) (string, error) { return Proforma(w.eng, w.seller, p, out) })
	wantText(t, pdf(t, raw, 1), "Constructora Andina", "Taladro percutor", "200,00")
	_, err = Proforma(w.eng, w.sellerSur, p, io.Discard)
	wantCode(t, "a quotation of another branch", err, engine.CodeForbidden)

	tr, err := w.eng.CreateTransfer(w.super, engine.TransferInput{SucursalOrigen: engine.ID(engine.MainBranch),
		SucursalDestino: engine.ID(w.sur), Motivo: "Reposición",
		Productos: []engine.TransferLineInput{{ID: engine.ID(w.products[2]), Cantidad: 3}}})
	must(t, err)
	raw = doc(t, "ticket_traspaso_"+report6(tr)+".pdf", func(out io.Writer) (string, error) {
		return TransferTicket(w.eng, w.super, tr, false, out)
	})
	wantText(t, pdf(t, raw, 1), "TRASPASO", "Martillo carpintero", "Sucursal Sur")

	raw = doc(t, "inventario_mobiliario.pdf", func(out io.Writer) (string, error) { return Mobiliario(w.eng, w.super, w.sur, out) })
	wantText(t, pdf(t, raw, 1), "INVENTARIO MOBILIARIO", "Sucursal Sur")
}

// report6 is a document number as the papers and their file names print it.
func report6(n uint64) string {
	s := "000000" + id(n)
	return s[len(s)-6:]
}
