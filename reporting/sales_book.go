package reporting

import (
	"io"

	"sgc/engine"
	"sgc/engine/report"
)

// SalesBook writes the Libro de Ventas of mes (AAAA-MM), the workbook of the
// Facturas screen, and gives its file name.
func SalesBook(eng *engine.Engine, actor engine.Actor, mes string, w io.Writer) (string, error) {
	rows, err := eng.SalesBook(actor, mes)
	if err != nil {
		return "", err
	}
	book := make([]report.SalesBookRow, len(rows))
	for i, r := range rows {
		book[i] = report.SalesBookRow{Fecha: r.Fecha, Numero: r.Numero, CUF: r.CUF, Documento: r.Documento,
			Complemento: r.Complemento, Nombre: r.RazonSocial, Total: r.Total, Descuento: r.Descuento,
			Subtotal: r.Subtotal, Base: r.BaseDebito, DF: r.DebitoFiscal, Estado: r.Estado, CodigoControl: r.CodigoControl}
	}
	return "libro_ventas_" + mes + ".xlsx", report.ListExcel(w, report.SalesBookSheet(mes, book))
}
