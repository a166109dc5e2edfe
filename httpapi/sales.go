package httpapi

import (
	"bytes"
	"io"
	"net/http"

	"sgc/engine"
)

func (s *Server) saleRoutes() {
	s.handle("GET /api/ventas", datedListOf(s.eng.ListSales, false))
	s.handle("GET /api/ventas/sin-conexion", datedListOf(s.eng.OfflineSales, false))
	s.handle("GET /api/ventas/{id}", detailOf(s.eng.SaleDetail)) // {venta, detalles, pagos}; line costs only reach Super
	s.handle("POST /api/ventas", s.createSale)
	s.handle("PUT /api/ventas/estado/{id}", s.voidSale)
	s.handle("PUT /api/ventas/eliminar-producto/{id}", s.voidSaleLine)
	s.handle("GET /api/ventas/generar-pdf/{id}", s.saleNotePDF)
	s.handle("GET /api/ventas/generar-ticket/{id}", s.saleTicketPDF)
	s.handle("POST /api/ventas/reporte-venta-producto", s.salesByProductPDF)
	s.handle("GET /api/ventas/excel", s.salesExcel)
}

func (s *Server) createSale(q *request) error {
	var in engine.SaleInput
	if err := q.decode(&in); err != nil {
		return err
	}
	id, err := s.eng.CreateSale(q.actor, in)
	if err != nil {
		return err
	}
	// The counter says "Venta N° … guardada", the change and the factura's
	// number and CUF at once, without a second call.
	d, err := s.eng.SaleDetail(q.actor, id)
	if err != nil {
		return err
	}
	answer := map[string]any{"message": "Venta guardada con éxito", "id": id, "venta_id": id,
		"numero_comprobante": d.Venta.NumeroComprobante, "cambio": d.Venta.Cambio, "factura_id": d.Venta.FacturaID}
	if d.Venta.FacturaID != 0 {
		inv, err := s.eng.Invoice(q.actor, d.Venta.FacturaID)
		if err != nil {
			return err
		}
		answer["numero_factura"], answer["cuf"] = inv.Numero, inv.CUF
	}
	return q.json(http.StatusCreated, answer)
}

// voidSale voids a whole sale with the body's motivo and, for an invoiced
// sale, the optional codigo_motivo of its factura's annulment (absent: the
// configured one, as older screens send it).
func (s *Server) voidSale(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	var in engine.SaleVoid
	if err := q.decodeOptional(&in); err != nil {
		return err
	}
	if err := s.eng.VoidSaleWith(q.actor, id, in); err != nil {
		return err
	}
	return q.created("Venta anulada con éxito", 0)
}

// voidSaleLine voids one line of a sale, named by detalleAgrupadoId or, as
// the earlier screens sent it, by producto_id when the sale holds that
// product on a single valid line.
func (s *Server) voidSaleLine(q *request) error {
	id, motivo, err := q.voidCall()
	if err != nil {
		return err
	}
	detalle, err := q.queryID("detalleAgrupadoId")
	if err != nil {
		return err
	}
	// A call whose key is already recorded is answered by the command from
	// the record (the first answer, or the key reused with other data): the
	// line it voided is no longer there to look up.
	if detalle == 0 && !s.eng.Recorded(q.actor) {
		if detalle, err = s.saleLineOf(q, id); err != nil {
			return err
		}
	}
	if err := s.eng.VoidSaleLine(q.actor, id, detalle, motivo); err != nil {
		return err
	}
	return q.created("Producto eliminado con éxito", 0)
}

// saleLineOf finds the detalleAgrupadoId of the query's producto_id in sale id.
func (s *Server) saleLineOf(q *request, id uint64) (uint64, error) {
	product, err := q.queryID("producto_id")
	if err != nil {
		return 0, err
	}
	if product == 0 {
		return 0, engine.Invalid("detalleAgrupadoId", "Debe indicar el producto a eliminar.")
	}
	d, err := s.eng.SaleDetail(q.actor, id)
	if err != nil {
		return 0, err
	}
	var found []uint64
	for _, l := range d.Detalles {
		if l.ProductoID == product && l.Estado == 1 {
			found = append(found, l.DetalleAgrupadoID)
		}
	}
	switch len(found) {
	case 0:
		return 0, engine.NotFound("El producto no está en la venta o ya fue anulado.")
	case 1:
		return found[0], nil
	}
	return 0, engine.Invalid("detalleAgrupadoId",
		"La venta tiene este producto en varias líneas; indique cuál (detalleAgrupadoId).")
}

// motivoInput is the body of every void: the reason.
type motivoInput struct {
	Motivo string `json:"motivo"`
}

// voidOf voids the whole document {id} with the body's motivo (a missing body
// reads as no motivo, which the engine refuses with its message). The
// sucursal_id the screens send is not needed: the document's own branch
// decides who may void it.
func voidOf(void func(engine.Actor, uint64, string) error, message string) handlerFunc {
	return func(q *request) error {
		id, motivo, err := q.voidCall()
		if err != nil {
			return err
		}
		if err := void(q.actor, id, motivo); err != nil {
			return err
		}
		return q.created(message, 0)
	}
}

// voidCall reads what every void sends: the document {id} and the optional
// body's motivo.
func (q *request) voidCall() (id uint64, motivo string, err error) {
	if id, err = q.id("id"); err != nil {
		return 0, "", err
	}
	var in motivoInput
	err = q.decodeOptional(&in)
	return id, in.Motivo, err
}

// decodeOptional reads a JSON body into v like decode, but a missing or blank
// body leaves v as it is, so that a call without body meets the engine's own
// field message (a missing motivo) instead of a 400.
func (q *request) decodeOptional(v any) error {
	raw, err := io.ReadAll(http.MaxBytesReader(q.w, q.r.Body, maxJSONBody))
	if err != nil {
		return jsonError(err, nil)
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil
	}
	q.r.Body = io.NopCloser(bytes.NewReader(raw))
	return q.decode(v)
}
