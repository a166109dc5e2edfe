package httpapi

import (
	"net/http"

	"sgc/engine"
)

// transferRoutes serves the transfers between branches (direct, requests,
// bulk), their voids, prints and the prices of the transfer form.
func (s *Server) transferRoutes() {
	s.handle("GET /api/traspasos", s.listTransfers)
	s.handle("GET /api/traspasos/{id}", detailOf(s.eng.TransferDetail)) // {traspaso, detalles}
	s.handle("POST /api/traspasos", s.createTransfer)
	s.handle("POST /api/traspasos/solicitud_traspaso", s.requestTransfer)
	s.handle("POST /api/traspasos/masivo", s.bulkTransfer)
	s.handle("PUT /api/traspasos/respuesta_traspaso/{id}", s.respondTransfer)
	s.handle("PUT /api/traspasos/estado/{id}", voidOf(s.eng.VoidTransfer, "Traspaso anulada con éxito"))
	s.handle("PUT /api/traspasos/eliminar-producto/{id}", s.voidTransferLine)
	s.handle("GET /api/traspasos_sucursales", s.listInterBranch)
	s.handle("GET /api/precios_sucursal/{id}/{destino}", s.transferPrices)
	s.handle("POST /api/traspasos/generar-reporte-almacen", s.transferReport(true))
	s.handle("POST /api/traspasos/generar-reporte", s.transferReport(false))
	s.handle("GET /api/traspasos/generar-ticket/{id}", s.transferTicket(false))
	s.handle("GET /api/traspasos/generar-ticket-sucursales/{id}", s.transferTicket(true))
}

func (s *Server) listTransfers(q *request) error {
	query := q.r.URL.Query()
	list, err := s.eng.ListTransfers(q.actor, query.Get("fecha_desde"), query.Get("fecha_hasta"))
	if err != nil {
		return err
	}
	return q.data(list)
}

func (s *Server) createTransfer(q *request) error {
	var in engine.TransferInput
	if err := q.decode(&in); err != nil {
		return err
	}
	id, err := s.eng.CreateTransfer(q.actor, in)
	if err != nil {
		return err
	}
	return q.created("Traspaso guardado con éxito", id)
}

func (s *Server) requestTransfer(q *request) error {
	var in engine.TransferInput
	if err := q.decode(&in); err != nil {
		return err
	}
	id, err := s.eng.RequestTransfer(q.actor, in)
	if err != nil {
		return err
	}
	return q.created("Solicitud de traspaso guardada con éxito", id)
}

// bulkTransfer answers 201 with the ids of the transfers made, one per branch.
func (s *Server) bulkTransfer(q *request) error {
	var in engine.BulkTransferInput
	if err := q.decode(&in); err != nil {
		return err
	}
	ids, err := s.eng.BulkTransfer(q.actor, in)
	if err != nil {
		return err
	}
	return q.json(http.StatusCreated, map[string]any{"message": "Traspaso masivo realizado con éxito", "traspasos": ids})
}

// respondTransfer accepts or rejects a request: body respuesta.
func (s *Server) respondTransfer(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	var in struct {
		Respuesta string `json:"respuesta"`
	}
	if err := q.decodeOptional(&in); err != nil {
		return err
	}
	if err := s.eng.RespondTransfer(q.actor, id, in.Respuesta); err != nil {
		return err
	}
	return q.created("Traspaso actualizado con éxito", id)
}

// voidTransferLine voids the line of the query's producto_id.
func (s *Server) voidTransferLine(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	product, err := q.queryID("producto_id")
	if err != nil {
		return err
	}
	var in motivoInput
	if err := q.decodeOptional(&in); err != nil {
		return err
	}
	if err := s.eng.VoidTransferLine(q.actor, id, product, in.Motivo); err != nil {
		return err
	}
	return q.created("Producto eliminado con éxito", 0)
}

// listInterBranch is TRASPASOS ENTRE SUCURSALES: sucursal_id (the session's
// branch when absent), tipoSolicitud and the date range.
func (s *Server) listInterBranch(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	query := q.r.URL.Query()
	tipo := query.Get("tipoSolicitud")
	if tipo == "" {
		tipo = engine.TipoRecibidas
	}
	list, err := s.eng.ListInterBranch(q.actor, branch, tipo, query.Get("fecha_desde"), query.Get("fecha_hasta"))
	if err != nil {
		return err
	}
	return q.data(list)
}

// transferPrices lists the origin's products with both branches' prices.
func (s *Server) transferPrices(q *request) error {
	origin, err := q.id("id")
	if err != nil {
		return err
	}
	dest, err := q.id("destino")
	if err != nil {
		return err
	}
	rows, err := s.eng.TransferPrices(q.actor, origin, dest)
	if err != nil {
		return err
	}
	return q.data(rows)
}
