package httpapi

import (
	"bytes"
	"strconv"
	"strings"

	"sgc/engine"
	"sgc/engine/report"
)

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

// transferTicket prints transfer {id} as an 80 mm ticket; the inter-branch
// ticket is offered only for Aceptado or Directo transfers.
func (s *Server) transferTicket(interBranch bool) handlerFunc {
	return func(q *request) error {
		id, err := q.id("id")
		if err != nil {
			return err
		}
		d, err := s.eng.TransferDetail(q.actor, id)
		if err != nil {
			return err
		}
		t := d.Traspaso
		title := "TRASPASO"
		if interBranch {
			if t.SolicitudEstado != engine.SolicitudAceptado && t.SolicitudEstado != engine.SolicitudDirecto {
				return engine.Conflict("El ticket solo está disponible para traspasos aceptados o directos.")
			}
			title = "TRASPASO ENTRE SUCURSALES"
		}
		h, err := s.reportHeader(t.OrigenID)
		if err != nil {
			return err
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
		return q.pdf("ticket_traspaso_"+report.Number(int64(t.ID)), func(w *bytes.Buffer) error {
			return report.TransferTicketPDF(w, h, doc, report.Options{Generated: s.eng.Now()})
		})
	}
}

// transferReport prints the transfers of a date range: the warehouse report
// lists, line by line, what left the main warehouse (branch 1); the report
// lists the transfers sent or received by the body's sucursal.
func (s *Server) transferReport(warehouse bool) handlerFunc {
	return func(q *request) error {
		var in salesReportInput
		if err := q.decodeOptional(&in); err != nil {
			return err
		}
		desde, hasta, err := s.days(string(in.FechaDesde), string(in.FechaHasta), "fechaDesde", "fechaHasta")
		if err != nil {
			return err
		}
		branch := engine.MainBranch
		if !warehouse && strings.TrimSpace(string(in.Sucursal)) != "" {
			n, err := strconv.ParseUint(strings.TrimSpace(string(in.Sucursal)), 10, 64)
			if err != nil {
				return engine.Invalid("sucursal", "La sucursal seleccionada no es válida.")
			}
			branch = n
		}
		b, err := s.eng.Branch(branch)
		if err != nil {
			return engine.Invalid("sucursal", "La sucursal seleccionada no existe.")
		}
		list, err := s.eng.ListTransfers(q.actor, desde, hasta)
		if err != nil {
			return err
		}
		scope := "Del " + dayText(desde) + " al " + dayText(hasta) + " · Sucursal: " + b.Sucursal
		if warehouse {
			return s.warehouseReport(q, list, branch, scope)
		}
		t := report.Table{Title: "REPORTE DE TRASPASOS", Subtitle: scope,
			Columns: []report.Column{col("N°", 5, "C"), col("Fecha", 17, "C"), col("Origen", 15, "L"), col("Destino", 15, "L"),
				col("Tipo", 17, "L"), col("Motivo", 20, "L"), col("Productos", 11, "R"), col("Unidades", 11, "R"),
				col("Usuario", 17, "L"), col("Estado", 9, "C")}}
		var units int64
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
		return s.listPDF(q, "reporte_traspasos", t)
	}
}

// warehouseReport lists, one row per product, the valid transfers out of branch.
func (s *Server) warehouseReport(q *request, list []engine.TransferView, branch uint64, scope string) error {
	t := report.Table{Title: "REPORTE DE TRASPASOS DE ALMACÉN", Subtitle: scope + " · Sin traspasos ni productos anulados",
		Columns: []report.Column{col("N°", 6, "C"), col("Fecha", 14, "C"), col("Destino", 18, "L"), col("Código", 12, "L"),
			col("Producto", 34, "L"), col("Unidad", 10, "L"), col("Cantidad", 10, "R"), col("Usuario", 18, "L")}}
	var units int64
	for _, v := range list {
		if v.OrigenID != branch || !v.Estado || v.FechaTraspaso == nil {
			continue
		}
		d, err := s.eng.TransferDetail(q.actor, v.ID)
		if err != nil {
			return err
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
	return s.listPDF(q, "reporte_traspasos_almacen", t)
}
