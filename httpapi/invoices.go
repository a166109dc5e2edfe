package httpapi

import (
	"bytes"
	"io"
	"net/http"
	"strconv"

	"sgc/engine"
	"sgc/reporting"
)

func (s *Server) invoiceRoutes() {
	s.handle("GET /api/siat/configuracion", s.siatConfig)
	s.handle("PUT /api/siat/configuracion", s.saveSiatConfig)
	s.handle("GET /api/siat/estado", s.siatState)
	s.handle("GET /api/siat/catalogos", s.siatCatalogues)
	s.handle("GET /api/siat/nit", s.checkNIT)
	s.handle("GET /api/facturas", s.listInvoices)
	s.handle("GET /api/facturas/libro-ventas", s.salesBook)
	s.handle("GET /api/facturas/{id}", s.getInvoice)
	s.handle("GET /api/facturas/{id}/xml", s.invoiceXML)
	s.handle("GET /api/facturas/{id}/pdf", s.invoicePDF)
	s.handle("POST /api/facturas/{id}/anular", s.annulInvoice)
	s.handle("POST /api/facturas/{id}/reintentar", s.retryInvoice)
	s.handle("POST /api/facturas/{id}/revertir", s.revertAnnulment)
}

func (s *Server) siatConfig(q *request) error {
	c, err := s.eng.SiatConfiguration(q.actor)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, c)
}

// saveSiatConfig stores the configuration; the token is written to its
// file and never echoed, nor logged (the request body is not logged).
func (s *Server) saveSiatConfig(q *request) error {
	var in engine.SiatConfigInput
	if err := q.decode(&in); err != nil {
		return err
	}
	if err := s.eng.SaveSiatConfiguration(q.actor, in); err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]string{"message": "Configuración de facturación guardada"})
}

func (s *Server) siatState(q *request) error {
	st, err := s.eng.SiatState(q.actor.Branch)
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, st)
}

func (s *Server) siatCatalogues(q *request) error {
	c, err := s.eng.SiatCatalogues()
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, c)
}

// UseSiat gives the server the invoicing worker, whose client answers the
// counter's NIT checks.
func (s *Server) UseSiat(w *engine.SiatWorker) { s.siat = w }

// checkNIT answers the SIN's verdict on a buyer's NIT; valido null when the
// SIN could not be asked (the screen then offers codigo_excepcion 1).
func (s *Server) checkNIT(q *request) error {
	if s.siat == nil {
		return q.json(http.StatusOK, engine.NITCheck{Mensaje: "No se pudo verificar el NIT (la facturación no está disponible en este servidor)"})
	}
	v, err := s.siat.CheckNIT(q.r.Context(), q.actor, q.r.URL.Query().Get("nit"))
	if err != nil {
		return err
	}
	return q.json(http.StatusOK, v)
}

func (s *Server) listInvoices(q *request) error {
	query := q.r.URL.Query()
	f := engine.InvoiceFilter{Desde: query.Get("fecha_desde"), Hasta: query.Get("fecha_hasta"),
		Estado: query.Get("estado"), CUF: query.Get("cuf")}
	var err error
	if f.Sucursal, err = q.queryID("sucursal_id"); err != nil {
		return err
	}
	if f.VentaID, err = q.queryID("venta_id"); err != nil {
		return err
	}
	if t := query.Get("tipo_emision"); t != "" {
		n, err := strconv.Atoi(t)
		if err != nil || (n != 1 && n != 2) {
			return engine.Invalid("tipo_emision", "El tipo de emisión es 1 (en línea) o 2 (fuera de línea).")
		}
		f.TipoEmision = n
	}
	rows, err := s.eng.ListInvoices(q.actor, f)
	if err != nil {
		return err
	}
	return q.data(rows)
}

func (s *Server) getInvoice(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	inv, err := s.eng.Invoice(q.actor, id)
	if err != nil {
		return err
	}
	inv.XML = ""
	return q.json(http.StatusOK, inv)
}

// invoiceXML answers the invoice's XML byte for byte as it was sent.
func (s *Server) invoiceXML(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	inv, err := s.eng.Invoice(q.actor, id)
	if err != nil {
		return err
	}
	return q.file("application/xml", `attachment; filename="factura-`+strconv.FormatInt(inv.Numero, 10)+`.xml"`,
		func(w *bytes.Buffer) error { _, err := w.WriteString(inv.XML); return err })
}

// invoicePDF prints the representación gráfica on ?papel= rollo, carta or
// oficio (reporting.Invoice).
func (s *Server) invoicePDF(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	papel := q.r.URL.Query().Get("papel")
	return q.document("pdf", func(w io.Writer) (string, error) { return reporting.Invoice(s.eng, q.actor, id, papel, w) })
}

type annulInput struct {
	CodigoMotivo engine.Int `json:"codigo_motivo"`
}

func (s *Server) annulInvoice(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	var in annulInput
	if err := q.decode(&in); err != nil {
		return err
	}
	if err := s.eng.AnnulInvoice(q.actor, id, int(in.CodigoMotivo)); err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]any{"message": "Anulación solicitada al SIN", "id": id})
}

func (s *Server) revertAnnulment(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	if err := s.eng.RevertAnnulment(q.actor, id); err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]any{"message": "Reversión de la anulación solicitada al SIN", "id": id})
}

func (s *Server) retryInvoice(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	if err := s.eng.RetryInvoice(q.actor, id); err != nil {
		return err
	}
	return q.json(http.StatusOK, map[string]any{"message": "Se reintentará el envío al SIN", "id": id})
}

// salesBook answers the Libro de Ventas of ?mes=YYYY-MM as xlsx.
func (s *Server) salesBook(q *request) error {
	mes := q.r.URL.Query().Get("mes")
	return q.document("xlsx", func(w io.Writer) (string, error) {
		return reporting.SalesBook(s.eng, q.actor, mes, w)
	})
}
