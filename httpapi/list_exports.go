package httpapi

import (
	"io"

	"sgc/engine"
	"sgc/engine/report"
	"sgc/reporting"
)

// The list exports the spec names and the screens offer: the quotation list
// (COTIZACIONES) and PRODUCTOS CON STOCK BAJO, each as PDF and Excel, built
// by engine/report from the same engine lists the screens read.

func (s *Server) listExportRoutes() {
	s.handle("GET /api/proformas/reporte-pdf", s.quotationsPDF)
	s.handle("GET /api/proformas/excel", s.quotationsExcel)
	s.handle("GET /api/stock-bajo/reporte-pdf", s.lowStockDocument("pdf"))
	s.handle("GET /api/stock-bajo/excel", s.lowStockDocument("xlsx"))
}

// quotationList reads the quotations an export covers: the asked range for
// Super and Administrador, today for everyone else (as the list screen).
func (s *Server) quotationList(q *request) (list engine.ProformaList, name, desde, hasta string, err error) {
	branch, name, desde, hasta, err := s.exportScope(q)
	if err != nil {
		return
	}
	if !q.actor.IsAdmin() {
		if desde, hasta, err = s.days("", "", "fecha_desde", "fecha_hasta"); err != nil {
			return
		}
	}
	list, err = s.eng.ListProformas(q.actor, branch, desde, hasta)
	return list, name, desde, hasta, err
}

// quotationsPDF is the COTIZACIONES list's PDF; the total adds the valid ones.
func (s *Server) quotationsPDF(q *request) error {
	list, name, desde, hasta, err := s.quotationList(q)
	if err != nil {
		return err
	}
	t := report.Table{Title: "REPORTE DE COTIZACIONES", Subtitle: scopeText(name, desde, hasta) + " · Total sin cotizaciones anuladas",
		Columns: []report.Column{col("N°", 6, "C"), col("Fecha", 14, "C"), col("Razón social", 28, "L"), col("NIT/CI", 12, "L"),
			col("Total", 12, "R"), col("Usuario", 18, "L"), col("Estado", 9, "C")}}
	for _, v := range list.Data {
		t.Rows = append(t.Rows, []string{id(v.NumeroComprobante), report.DateTime(v.Fecha), v.RazonSocial, v.NIT,
			report.Amount(int64(v.Total)), v.Usuario, report.ValidText(v.Estado == engine.ProformaValid)})
	}
	t.Totals = []string{"", "", "", "TOTAL", report.Amount(int64(list.TotalValidas)), "", ""}
	return s.listPDF(q, "cotizaciones", t)
}

// quotationsExcel is the COTIZACIONES list as a spreadsheet.
func (s *Server) quotationsExcel(q *request) error {
	list, name, desde, hasta, err := s.quotationList(q)
	if err != nil {
		return err
	}
	sheet := report.Sheet{Name: "Cotizaciones", Title: "COTIZACIONES", Subtitle: scopeText(name, desde, hasta) + " · Total sin cotizaciones anuladas",
		Columns: []report.XColumn{xcol("N°", report.KindInt, 8), xcol("Fecha", report.KindDateTime, 0),
			xcol("Razón social", report.KindText, 28), xcol("NIT/CI", report.KindText, 14), xcol("Teléfono", report.KindText, 12),
			xcol("Descripción", report.KindText, 28), xcol("Total", report.KindMoney, 0), xcol("Usuario", report.KindText, 24),
			xcol("Estado", report.KindText, 10), xcol("Motivo de anulación", report.KindText, 28)}}
	for _, v := range list.Data {
		sheet.Rows = append(sheet.Rows, []any{int64(v.NumeroComprobante), v.Fecha, v.RazonSocial, v.NIT, v.Telefono,
			v.Descripcion, int64(v.Total), v.Usuario, report.ValidText(v.Estado == engine.ProformaValid), v.Motivo})
	}
	sheet.Totals = []any{nil, nil, nil, nil, nil, nil, int64(list.TotalValidas)}
	return q.xlsx(report.FileName("cotizaciones", desde, hasta, name), sheet)
}

// lowStockDocument is PRODUCTOS CON STOCK BAJO of the asked (or own) branch
// as format, pdf or xlsx (reporting.LowStock).
func (s *Server) lowStockDocument(format string) handlerFunc {
	return func(q *request) error {
		branch, err := q.branch("sucursal_id")
		if err != nil {
			return err
		}
		return q.document(format, func(w io.Writer) (string, error) {
			return reporting.LowStock(s.eng, q.actor, branch, format, w)
		})
	}
}
