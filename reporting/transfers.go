package reporting

import (
	"io"
	"strconv"

	"sgc/engine"
	"sgc/engine/esbo"
	"sgc/engine/report"
)

// The transfer papers: the 80 mm ticket of one transfer and the reports of
// a date range.

// solicitudText is a request state as the screens show it: an answer agrees
// with "la solicitud" (Aceptada, Rechazada).
func solicitudText(estado string) string {
	switch estado {
	case engine.SolicitudDirecto:
		return "Traspaso Directo"
	case engine.SolicitudAceptado:
		return "Aceptada"
	case engine.SolicitudRechazado:
		return "Rechazada"
	case engine.SolicitudPendiente, engine.SolicitudEntregado:
		return estado
	}
	return "Ingreso de Almacén"
}

// TransferTicket writes transfer id as an 80 mm ticket under the header of
// its origin; the inter-branch ticket is offered only for Aceptado or
// Directo transfers.
func TransferTicket(eng *engine.Engine, actor engine.Actor, id uint64, interBranch bool, w io.Writer) (string, error) {
	d, err := eng.TransferDetail(actor, id)
	if err != nil {
		return "", err
	}
	t := d.Traspaso
	title := "TRASPASO"
	if interBranch {
		if t.SolicitudEstado != engine.SolicitudAceptado && t.SolicitudEstado != engine.SolicitudDirecto {
			return "", engine.Conflict("El ticket solo está disponible para traspasos aceptados o directos.")
		}
		title = "TRASPASO ENTRE SUCURSALES"
	}
	h, err := Header(eng, t.OrigenID)
	if err != nil {
		return "", err
	}
	when := t.FechaSolicitud
	if t.FechaTraspaso != nil {
		when = *t.FechaTraspaso
	}
	doc := report.Transfer{Titulo: title, Numero: int64(t.ID), Fecha: when, Origen: t.Origen, Destino: t.Destino,
		Usuario: t.Usuario, RespondidoPor: t.RespondidoPor, Estado: solicitudText(t.SolicitudEstado), Motivo: t.Motivo,
		Descripcion: t.Descripcion, Anulado: !t.Estado}
	for _, l := range d.Detalles {
		doc.Lines = append(doc.Lines, report.TransferLine{Cantidad: l.Cantidad, Unidad: l.Unidad, Codigo: l.Codigo,
			Producto: l.Producto, Anulada: l.Estado != 1})
	}
	return "ticket_traspaso_" + report.Number(int64(t.ID)) + ".pdf",
		report.TransferTicketPDF(w, h, doc, report.Options{Generated: eng.Now()})
}

// Transfers writes, as a PDF, the transfers of the span sent or received by
// its branch; the units add those of the transfers that moved stock.
func Transfers(eng *engine.Engine, actor engine.Actor, sp Span, w io.Writer) (string, error) {
	list, err := eng.ListTransfers(actor, sp.Desde, sp.Hasta)
	if err != nil {
		return "", err
	}
	t := report.Table{Title: "REPORTE DE TRASPASOS", Subtitle: transferScope(sp),
		Columns: []report.Column{col("N°", 5, "C"), col("Fecha", 17, "C"), col("Origen", 15, "L"), col("Destino", 15, "L"),
			col("Tipo", 17, "L"), col("Motivo", 20, "L"), col("Productos", 11, "R"), col("Unidades", 11, "R"),
			col("Usuario", 17, "L"), col("Estado", 9, "C")}}
	var units int64
	branch := sp.Branch.ID
	for _, v := range list {
		if v.OrigenID != branch && v.DestinoID != branch {
			continue
		}
		t.Rows = append(t.Rows, []string{id(v.ID), report.DateTime(v.FechaSolicitud), v.Origen, v.Destino,
			solicitudText(v.SolicitudEstado), v.Motivo, strconv.Itoa(v.Productos), report.Quantity(v.Unidades), v.Usuario, report.ValidText(v.Estado)})
		if v.Estado && v.FechaTraspaso != nil { // pending and rejected requests moved nothing
			units += v.Unidades
		}
	}
	t.Totals = []string{"", "", "", "", "", "", "", report.Quantity(units), "", ""}
	return listPDF(eng, w, "reporte_traspasos", "pdf", t)
}

// WarehouseTransfers writes, as a PDF, what left the span's branch (the
// main warehouse, on the screen) line by line: one row per product of each
// valid transfer out of it.
func WarehouseTransfers(eng *engine.Engine, actor engine.Actor, sp Span, w io.Writer) (string, error) {
	list, err := eng.ListTransfers(actor, sp.Desde, sp.Hasta)
	if err != nil {
		return "", err
	}
	t := report.Table{Title: "REPORTE DE TRASPASOS DE ALMACÉN", Subtitle: transferScope(sp) + " · Sin traspasos ni productos anulados",
		Columns: []report.Column{col("N°", 6, "C"), col("Fecha", 14, "C"), col("Destino", 18, "L"), col("Código", 12, "L"),
			col("Producto", 34, "L"), col("Unidad", 10, "L"), col("Cantidad", 10, "R"), col("Usuario", 18, "L")}}
	var units int64
	for _, v := range list {
		if v.OrigenID != sp.Branch.ID || !v.Estado || v.FechaTraspaso == nil {
			continue
		}
		d, err := eng.TransferDetail(actor, v.ID)
		if err != nil {
			return "", err
		}
		for _, l := range d.Detalles {
			if l.Estado != 1 {
				continue
			}
			t.Rows = append(t.Rows, []string{id(v.ID), report.DateTime(v.FechaSolicitud), v.Destino, l.Codigo, l.Producto, l.Unidad,
				report.Quantity(l.Cantidad), v.Usuario})
			units += l.Cantidad
		}
	}
	t.Totals = []string{"", "", "", "", "", "", report.Quantity(units), ""}
	return listPDF(eng, w, "reporte_traspasos_almacen", "pdf", t)
}

// transferScope is the subtitle of a transfers report: the range first, as
// the screen asks it, then the branch.
func transferScope(sp Span) string {
	return "Del " + esbo.Day(sp.Desde) + " al " + esbo.Day(sp.Hasta) + " · Sucursal: " + sp.Branch.Sucursal
}
