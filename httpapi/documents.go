package httpapi

import (
	"bytes"
	"cmp"
	"io"
	"strconv"
	"strings"

	"sgc/engine"
	"sgc/engine/esbo"
	"sgc/engine/report"
)

// Printed documents: the sale note (Carta), the thermal ticket, the purchase
// and the sales-by-product report. The inventory reports are in
// inventory_reports.go.

func (s *Server) saleNotePDF(q *request) error {
	return s.saleDocument(q, "nota_venta_", report.SaleNotePDF)
}

func (s *Server) saleTicketPDF(q *request) error {
	return s.saleDocument(q, "ticket_venta_", report.SaleTicketPDF)
}

// saleDocument prints sale {id} with render under the header of the sale's
// branch. SaleDetail refuses a sale of another branch to roles bound to
// their own.
func (s *Server) saleDocument(q *request, prefix string,
	render func(w io.Writer, h report.Header, s report.Sale, opt report.Options) error) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	d, err := s.eng.SaleDetail(q.actor, id)
	if err != nil {
		return err
	}
	v := d.Venta
	h, err := s.reportHeader(v.SucursalID)
	if err != nil {
		return err
	}
	doc := report.Sale{Numero: int64(v.NumeroComprobante), Fecha: v.FechaVenta, Sucursal: v.Sucursal,
		Cliente: cmp.Or(v.RazonSocial, v.Cliente), NIT: v.NIT, Usuario: v.Usuario, TipoPago: v.TipoPago,
		MetodoPago: v.MetodoPago, Descripcion: v.Descripcion, Estado: v.Estado, Descuento: int64(v.Descuento),
		Total: int64(v.Total), ACuenta: int64(v.ACuenta), Saldo: int64(v.Saldo),
		PagaCon: int64(v.PagaCon), Cambio: int64(v.Cambio), FechaLimite: v.FechaLimite}
	if v.Complemento != "" {
		doc.NIT += "-" + v.Complemento
	}
	// A Cuotas sale's papers prove the debt: what was paid and what is owed, by when.
	for _, p := range d.Pagos {
		if !p.Anulado {
			doc.Cuotas = append(doc.Cuotas, report.AccountPayment{Fecha: p.Fecha, FechaLimite: p.FechaLimite,
				MetodoPago: p.MetodoPago, Monto: int64(p.Monto), Estado: paymentState(p)})
		}
	}
	// The note shows what was sold: a line voided on its own left the total,
	// so it leaves the note too; returns do not change the note.
	for _, l := range d.Detalles {
		if l.Estado != 1 {
			continue
		}
		sub := int64(l.Precio) * l.CantidadVendida
		doc.Lines = append(doc.Lines, report.SaleLine{Cantidad: l.CantidadVendida, Unidad: l.Unidad, Producto: l.Producto,
			Serie: l.Serie, Precio: int64(l.Precio), Subtotal: sub})
		doc.Subtotal += sub
	}
	opt, err := s.paperOptions(q)
	if err != nil {
		return err
	}
	return q.pdf(prefix+report.Number(int64(v.NumeroComprobante)), func(w *bytes.Buffer) error {
		return render(w, h, doc, opt)
	})
}

// paperOptions are the PDF options of a document that offers a choice of
// office paper: ?papel=carta (the default) or oficio. The ticket keeps its
// own 80 mm paper whatever is asked.
func (s *Server) paperOptions(q *request) (report.Options, error) {
	size, ok := report.PaperSize(q.r.URL.Query().Get("papel"))
	if !ok {
		return report.Options{}, engine.Invalid("papel", "El papel debe ser Carta u Oficio.")
	}
	return report.Options{Generated: s.eng.Now(), Paper: size}, nil
}

// purchasePDF prints purchase {id}; lines voided on their own are struck
// through, a voided purchase is stamped.
func (s *Server) purchasePDF(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	d, err := s.eng.PurchaseDetail(q.actor, id)
	if err != nil {
		return err
	}
	c := d.Compra
	h, err := s.reportHeader(c.Purchase.Sucursal)
	if err != nil {
		return err
	}
	doc := report.Purchase{ID: int64(c.ID), Fecha: c.FechaCompra, Sucursal: c.Sucursal, Proveedor: c.Proveedor, NIT: c.NIT,
		TipoComprobante: c.TipoComprobante, NumeroComprobante: c.NumeroComprobante, TipoPago: c.TipoPago,
		MetodoPago: c.MetodoPago, Usuario: c.Usuario, Descripcion: c.Descripcion, Estado: c.Estado,
		Total: int64(c.Total), ACuenta: int64(c.ACuenta), Saldo: int64(c.Saldo)}
	voided := c.Estado == engine.PurchaseVoided
	for _, l := range d.Detalles {
		// Voiding the purchase marks every line; only a line voided before
		// (it keeps its own motivo) is shown struck through.
		doc.Lines = append(doc.Lines, report.PurchaseLine{Cantidad: l.Cantidad, Unidad: l.Unidad, Producto: l.Producto,
			Costo: int64(l.Costo), Subtotal: int64(l.Subtotal), Anulada: l.Estado == 0 && (!voided || l.Motivo != "")})
	}
	opt, err := s.paperOptions(q)
	if err != nil {
		return err
	}
	return q.pdf("compra_"+report.Number(int64(c.ID)), func(w *bytes.Buffer) error {
		return report.PurchasePDF(w, h, doc, opt)
	})
}

// salesReportInput is the body of POST /api/ventas/reporte-venta-producto.
type salesReportInput struct {
	FechaDesde engine.Text `json:"fechaDesde"`
	FechaHasta engine.Text `json:"fechaHasta"`
	Sucursal   engine.Text `json:"sucursal"` // a branch id or TODOS
}

// salesByProductPDF sums, per product, the units still sold (net of returns,
// voided sales and lines left out) and their value at the line prices, in a
// date range and one or all branches, from the per-day product figures. Sale discounts are not spread over the
// lines, as in the earlier system. Cost and profit only for Super. Roles
// other than Super and Administrador get today in their own branch, as in
// the sales list.
func (s *Server) salesByProductPDF(q *request) error {
	var in salesReportInput
	if err := q.decodeOptional(&in); err != nil {
		return err
	}
	desde, hasta := string(in.FechaDesde), string(in.FechaHasta)
	if !q.actor.IsAdmin() {
		desde, hasta = "", ""
	}
	desde, hasta, err := s.days(desde, hasta, "fechaDesde", "fechaHasta")
	if err != nil {
		return err
	}
	branches, label, err := s.reportBranches(q, string(in.Sucursal))
	if err != nil {
		return err
	}
	list, err := s.eng.SoldByProduct(q.actor, branches, desde, hasta)
	if err != nil {
		return err
	}
	withCost := engine.CanSeeCost(q.actor)
	t := report.Table{Title: "REPORTE DE VENTAS POR PRODUCTO",
		Subtitle: "Del " + dayText(desde) + " al " + dayText(hasta) + " · " + label +
			" · Montos a precio de venta, sin descuentos",
		Columns: []report.Column{col("Código", 12, "L"), col("Producto", 40, "L"), col("Cantidad", 10, "R"),
			col("Precio promedio", 14, "R"), col("Total", 14, "R")}}
	if withCost {
		t.Columns = append(t.Columns, col("Costo total", 14, "R"), col("Utilidad", 14, "R"))
	}
	var qty int64
	var total, cost engine.Money
	for _, r := range list {
		row := []string{r.Codigo, r.Producto, report.Quantity(r.Cantidad), report.Amount(average(r.Total, r.Cantidad)),
			report.Amount(int64(r.Total))}
		if withCost {
			row = append(row, report.Amount(int64(r.CostoTotal)), report.Amount(int64(r.Total-r.CostoTotal)))
		}
		t.Rows = append(t.Rows, row)
		qty, total, cost = qty+r.Cantidad, total+r.Total, cost+r.CostoTotal
	}
	if len(list) > 0 {
		t.Totals = []string{"", "", report.Quantity(qty), "", report.Amount(int64(total))}
		if withCost {
			t.Totals = append(t.Totals, report.Amount(int64(cost)), report.Amount(int64(total-cost)))
		}
	}
	return s.listPDF(q, "reporte_venta_producto", t)
}

// reportBranches resolves the sucursal of a report: an id, or TODOS for every
// branch (only the own branch for roles bound to it). It also gives the
// label printed in the subtitle.
func (s *Server) reportBranches(q *request, sucursal string) ([]uint64, string, error) {
	sucursal = strings.TrimSpace(sucursal)
	if strings.EqualFold(sucursal, "TODOS") || strings.EqualFold(sucursal, "TODAS") {
		if !q.actor.IsAdmin() {
			sucursal = id(q.actor.Home)
		} else {
			all, err := s.eng.Branches()
			if err != nil {
				return nil, "", err
			}
			out := make([]uint64, len(all))
			for i, b := range all {
				out[i] = b.ID
			}
			return out, "Todas las sucursales", nil
		}
	}
	var branch uint64
	if sucursal != "" && sucursal != "0" {
		n, err := strconv.ParseUint(sucursal, 10, 64)
		if err != nil {
			return nil, "", engine.Invalid("sucursal", "La sucursal seleccionada no es válida.")
		}
		branch = n
	}
	b, err := s.actIn(q, branch, "sucursal")
	return []uint64{b.ID}, "Sucursal: " + b.Sucursal, err
}

// actIn is the branch a report or command of the body works on: the session's
// when none is named; another than the own one only for Super and
// Administrador (403); an unknown one is a field error.
func (s *Server) actIn(q *request, branch uint64, field string) (engine.Branch, error) {
	if branch == 0 {
		branch = q.actor.Branch
	}
	if !q.actor.CanActIn(branch) {
		return engine.Branch{}, engine.Forbidden("No puede operar en otra sucursal.")
	}
	return s.branchOf(branch, field)
}

// branchOf reads a branch named in a body; an unknown one is a field error.
func (s *Server) branchOf(branch uint64, field string) (engine.Branch, error) {
	b, err := s.eng.Branch(branch)
	if engine.ErrorCode(err) == engine.CodeNotFound {
		return b, engine.Invalid(field, "La sucursal seleccionada no existe.")
	}
	return b, err
}

// average is total / n rounded half up to the centavo.
func average(total engine.Money, n int64) int64 {
	if n <= 0 {
		return 0
	}
	return (2*int64(total) + n) / (2 * n)
}

// dayText prints a yyyy-MM-dd date as dd/MM/yyyy.
func dayText(day string) string { return esbo.Day(day) }

// purchasesPDF is the COMPRAS list's PDF for a branch and date range; totals
// add the valid purchases.
func (s *Server) purchasesPDF(q *request) error {
	branch, name, desde, hasta, err := s.exportScope(q)
	if err != nil {
		return err
	}
	list, err := s.eng.ListPurchases(q.actor, branch, desde, hasta)
	if err != nil {
		return err
	}
	t := report.Table{Title: "REPORTE DE COMPRAS", Subtitle: scopeText(name, desde, hasta) + " · Totales sin compras anuladas",
		Columns: []report.Column{col("N°", 6, "C"), col("Fecha", 14, "C"), col("Proveedor", 26, "L"), col("Comprobante", 14, "L"),
			col("Tipo de pago", 11, "C"), col("Total", 12, "R"), col("Saldo", 12, "R"), col("Usuario", 18, "L"), col("Estado", 9, "C")}}
	var total, saldo engine.Money
	for _, v := range list {
		valid := v.Estado == engine.PurchaseValid
		t.Rows = append(t.Rows, []string{id(v.ID), report.DateTime(v.FechaCompra), v.Proveedor,
			strings.TrimSpace(v.TipoComprobante + " " + v.NumeroComprobante), v.TipoPago,
			report.Amount(int64(v.Total)), report.Amount(int64(v.Saldo)), v.Usuario, report.ValidText(valid)})
		if valid {
			total, saldo = total+v.Total, saldo+v.Saldo
		}
	}
	t.Totals = []string{"", "", "", "", "TOTAL", report.Amount(int64(total)), report.Amount(int64(saldo)), "", ""}
	return s.listPDF(q, "compras", t)
}
