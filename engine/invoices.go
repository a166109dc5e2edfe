package engine

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"sgc/siat"
)

// Invoice states as the Facturas screen and GET /api/facturas?estado= name them.
const (
	InvoicePending   = "PENDIENTE"
	InvoiceValid     = "VALIDADA"
	InvoiceObserved  = "OBSERVADA"
	InvoiceRejected  = "RECHAZADA"
	InvoiceAnnulled  = "ANULADA"
	invoiceSector    = siat.SectorCompraVenta
	invoiceTipo      = siat.TipoFacturaConCredito
	docTypeNIT       = 5 // codigoTipoDocumentoIdentidad NIT: fixed by the XSD's 1..5
	invoiceCounter   = "factura"
	maxInvoiceNumber = 9_999_999_999
)

// InvoiceRequest is what a sale adds to invoice itself (POST /api/ventas):
// "factura": true and the buyer's document. The buyer's name and NIT default
// to the sale's razon_social and nit.
type InvoiceRequest struct {
	Factura                      bool `json:"factura"`
	NumeroDocumento              Text `json:"numero_documento"`
	CodigoTipoDocumentoIdentidad Int  `json:"codigo_tipo_documento_identidad"`
	// CodigoExcepcion 1 says a NIT could not be verified (the screen's
	// verificarNit answered inactive or did not answer).
	CodigoExcepcion Int `json:"codigo_excepcion"`
}

// Invoice is a factura as sgc keeps it: what was emitted (its XML, kept
// byte for byte), where the SIN stands on it and why.
type Invoice struct {
	ID              uint64           `json:"id"`
	VentaID         uint64           `json:"venta_id"`
	Sucursal        uint64           `json:"sucursal_id"`
	CodigoSucursal  int              `json:"codigo_sucursal"`
	PuntoVenta      int              `json:"punto_venta"`
	Numero          int64            `json:"numero_factura"`
	CUF             string           `json:"cuf"`
	CUFD            string           `json:"cufd"`
	TipoEmision     int              `json:"tipo_emision"` // 1 en línea, 2 fuera de línea
	Ambiente        int              `json:"ambiente"`
	NIT             int64            `json:"nit_emisor"`
	FechaEmision    time.Time        `json:"fecha_emision"`
	RazonSocial     string           `json:"razon_social"`
	NumeroDocumento string           `json:"numero_documento"`
	Complemento     string           `json:"complemento"`
	TipoDocumento   int              `json:"codigo_tipo_documento_identidad"`
	CodigoExcepcion int              `json:"codigo_excepcion"`
	Total           Money            `json:"total"`
	Descuento       Money            `json:"descuento"`
	Leyenda         string           `json:"leyenda"`
	Estado          string           `json:"estado"`
	CodigoEstado    int              `json:"codigo_estado"`
	CodigoRecepcion string           `json:"codigo_recepcion"`
	Mensajes        []InvoiceMessage `json:"mensajes"`
	// Error is the last failure to reach the SIN, for the owner; Dudoso says
	// a send may have reached the SIN without its answer reaching us (set
	// before each send, cleared with the answer), so the SIN is asked
	// before any resend.
	Error  string `json:"error"`
	Dudoso bool   `json:"dudoso"`
	Evento uint64 `json:"evento_id,omitempty"` // the contingency event its package went with
	Motivo int    `json:"codigo_motivo,omitempty"`
	// Revertida: its annulment was reverted (once, as the SIN allows); it
	// cannot be annulled again.
	Revertida bool   `json:"revertida,omitempty"`
	XML       string `json:"xml,omitempty"`
	Intento   int    `json:"intentos"`
	// CorreoPara and CorreoEnviado record the last e-mail of the invoice to
	// its buyer; CorreoError says in Spanish why the last attempt failed.
	CorreoPara    string     `json:"correo_para,omitempty"`
	CorreoEnviado *time.Time `json:"correo_enviado,omitempty"`
	CorreoError   string     `json:"correo_error,omitempty"`
}

// InvoiceMessage is one of the SIN's messages about an invoice.
type InvoiceMessage struct {
	Codigo      int    `json:"codigo"`
	Descripcion string `json:"descripcion"`
	Advertencia bool   `json:"advertencia"`
}

// outboxEntry is one pending talk with the SIN about an invoice, keyed by
// the invoice id in facturas_salida: written in the document's transaction,
// deleted in the one that records the SIN's answer, so a crash in between
// sends it again (after asking the SIN, when the send may have arrived).
type outboxEntry struct {
	Accion string    `json:"accion"` // enviar, anular or revertir
	Motivo int       `json:"codigo_motivo,omitempty"`
	Desde  time.Time `json:"desde"`
	// Siguiente delays a retry after a failure the SIN itself gave.
	Siguiente time.Time `json:"siguiente"`
}

// issueInvoice makes the factura of sale s inside the sale's transaction:
// the point of sale's next number, the CUF with the CUFD in force (fuera de
// línea during a contingency), the XML checked against the XSD's rules, and
// its outbox entry. It validates before it writes.
func issueInvoice(tx *Tx, actor Actor, s *Sale, req InvoiceRequest) (*Invoice, error) {
	cfg, err := getSiatConfig(tx.Tx)
	if err != nil {
		return nil, err
	}
	if !cfg.Activo {
		return nil, Invalid("factura", "La facturación no está activa: configúrela en Facturación.")
	}
	place, ok := cfg.branch(s.Sucursal)
	if !ok {
		return nil, Invalid("factura", "Esta sucursal no está configurada para facturar.")
	}
	point, err := getSiatPoint(tx.Tx, s.Sucursal)
	if err != nil {
		return nil, err
	}
	cont, err := getContingency(tx.Tx)
	if err != nil {
		return nil, err
	}
	cats, err := getSiatCatalogues(tx.Tx)
	if err != nil {
		return nil, err
	}
	now := tx.now
	emision := siat.EmisionEnLinea
	switch {
	case s.SinConexion != nil && point.cufdUsable(s.FechaVenta):
		// A sale made at a counter cut off from this server is invoiced when
		// it arrives, as emitted fuera de línea when it was made, with the
		// CUFD then in force: the event that sends it spans that time
		// (groupOffline). Made before this CUFD, whose predecessor is not
		// kept, it is emitted now like any sale.
		now, emision = s.FechaVenta, siat.EmisionFueraLinea
	case cont.Activa || !point.cufdUsable(now):
		// The SIN is out of reach, or the keeper could not renew the CUFD:
		// the counter does not wait, it emits fuera de línea.
		emision = siat.EmisionFueraLinea
	}
	if cats.Fecha.IsZero() {
		return nil, Invalid("factura", "La facturación aún no sincronizó los catálogos del SIN; espere unos segundos o revise Facturación.")
	}
	if point.CUFD == "" {
		return nil, Invalid("factura", "La facturación aún no tiene códigos del SIN (CUIS y CUFD) para esta sucursal; espere unos segundos o revise Facturación.")
	}
	var v Validation
	inv := &Invoice{Sucursal: s.Sucursal, CodigoSucursal: place.CodigoSucursal, PuntoVenta: place.PuntoVenta,
		CUFD: point.CUFD, TipoEmision: emision, Ambiente: cfg.Ambiente, NIT: cfg.NIT, FechaEmision: now,
		RazonSocial: s.RazonSocial, Complemento: s.Complemento, Total: s.Total, Descuento: s.Descuento,
		Estado: InvoicePending, CodigoExcepcion: int(req.CodigoExcepcion)}
	inv.NumeroDocumento = strings.TrimSpace(string(req.NumeroDocumento))
	if inv.NumeroDocumento == "" {
		inv.NumeroDocumento = s.NIT
	}
	inv.TipoDocumento = int(req.CodigoTipoDocumentoIdentidad)
	if inv.TipoDocumento == 0 {
		inv.TipoDocumento = 1
	}
	if inv.NumeroDocumento == "0" {
		// A buyer who gives no document (the sale's NIT "0"): the SIN's
		// special number 99002, control tributario, written as a NIT with
		// codigoExcepcion 1, since the SIN holds no such NIT to verify.
		inv.NumeroDocumento, inv.TipoDocumento, inv.CodigoExcepcion = "99002", docTypeNIT, 1
	}
	if !cats.has(siat.CatalogueTipoDocumentoIdentidad, inv.TipoDocumento) {
		v.Add("codigo_tipo_documento_identidad", "Tipo de documento de identidad no válido.")
	}
	if inv.CodigoExcepcion != 0 && inv.CodigoExcepcion != 1 {
		v.Add("codigo_excepcion", "El código de excepción es 0 o 1.")
	}
	if inv.TipoDocumento == docTypeNIT && emision == siat.EmisionFueraLinea {
		inv.CodigoExcepcion = 1 // a NIT cannot be verified while the SIN is out of reach
	}
	v.MaxLen("numero_documento", "número de documento", inv.NumeroDocumento, 20)
	metodo, ok := cats.param(siat.CatalogueTipoMetodoPago, s.MetodoPago)
	if !ok {
		v.Add("metodo_pago", "El método de pago "+s.MetodoPago+" no figura en el catálogo del SIN sincronizado.")
	}
	lines := make([]siat.Line, 0, len(s.Detalles))
	for i, l := range s.Detalles {
		p, err := getProduct(tx.Tx, l.ProductoID)
		if err != nil {
			return nil, err
		}
		if p.CodigoProductoSin == 0 || p.ActividadEconomica == "" || p.UnidadMedidaSin == 0 {
			v.Add("productos."+itoa(int64(i))+".id", "El producto "+p.Codigo+" "+p.Producto+
				" no está homologado con el SIN (código de producto SIN, actividad económica y unidad de medida): no se puede facturar.")
			continue
		}
		name := p.NombreFactura
		if name == "" {
			name = p.Producto
		}
		lines = append(lines, siat.Line{ActividadEconomica: p.ActividadEconomica, CodigoProductoSin: p.CodigoProductoSin,
			CodigoProducto: p.Codigo, Descripcion: name, Cantidad: l.CantidadVendida * 100, UnidadMedida: p.UnidadMedidaSin,
			PrecioUnitario: int64(l.Precio), SubTotal: int64(l.Precio) * l.CantidadVendida})
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	num, err := nextNumber(tx, invoiceCounter+"|"+strconv.Itoa(place.PuntoVenta), s.Sucursal)
	if err != nil {
		return nil, err
	}
	if num > maxInvoiceNumber {
		return nil, Conflict("Se agotó la numeración de facturas de este punto de venta.")
	}
	inv.Numero = int64(num)
	if inv.CUF, err = siat.CUF(siat.CUFInput{NIT: cfg.NIT, FechaEmision: now, Sucursal: place.CodigoSucursal,
		Modalidad: cfg.Modalidad, TipoEmision: emision, TipoFactura: invoiceTipo, DocumentoSector: invoiceSector,
		NumeroFactura: inv.Numero, PuntoVenta: place.PuntoVenta, CodigoControl: point.CodigoControl}); err != nil {
		return nil, err
	}
	inv.Leyenda = pickLegend(cats.Leyendas, cfg.ActividadEconomica)
	doc := siat.Invoice{Header: siat.Header{NITEmisor: cfg.NIT, RazonSocialEmisor: cfg.RazonSocial,
		Municipio: cfg.Municipio, Telefono: cfg.Telefono, NumeroFactura: inv.Numero, CUF: inv.CUF, CUFD: point.CUFD,
		CodigoSucursal: place.CodigoSucursal, Direccion: point.Direccion, CodigoPuntoVenta: place.PuntoVenta,
		FechaEmision: now, NombreRazonSocial: inv.RazonSocial, CodigoTipoDocumentoIdentidad: inv.TipoDocumento,
		NumeroDocumento: inv.NumeroDocumento, Complemento: inv.Complemento, CodigoCliente: itoa(int64(s.ClienteID)),
		CodigoMetodoPago: metodo, MontoTotal: int64(s.Total), MontoTotalSujetoIva: int64(s.Total), CodigoMoneda: 1,
		TipoCambio: 100, MontoTotalMoneda: int64(s.Total), DescuentoAdicional: int64(s.Descuento),
		CodigoExcepcion: inv.CodigoExcepcion, Leyenda: inv.Leyenda, Usuario: invoiceUser(actor)}, Lines: lines}
	raw, err := doc.XML(cfg.Modalidad)
	if err != nil {
		return nil, invoiceProblems(err)
	}
	inv.XML = string(raw)
	return inv, nil
}

// storeInvoice writes the invoice of sale id, its indexes and its outbox entry.
func storeInvoice(tx *Tx, inv *Invoice, saleID uint64) error {
	b := tx.Bucket(bktInvoices)
	id, _ := b.NextSequence()
	inv.ID, inv.VentaID = id, saleID
	if err := tx.Bucket(bktInvoiceDays).Put(key(inv.Sucursal, timeKey(inv.FechaEmision), id), []byte{}); err != nil {
		return err
	}
	if err := tx.Bucket(bktInvoiceOfSale).Put(itob(saleID), itob(id)); err != nil {
		return err
	}
	if err := putJSON(tx.Bucket(bktInvoiceOutbox), itob(id), outboxEntry{Accion: "enviar", Desde: tx.now.UTC()}); err != nil {
		return err
	}
	return putJSON(b, itob(id), inv)
}

// pickLegend takes a Ley 453 text of the activity at random, as the SIN asks;
// the text is stored with the invoice, so a reprint shows the same one.
func pickLegend(all []siat.Legend, actividad string) string {
	var of []string
	for _, l := range all {
		if l.CodigoActividad == actividad {
			of = append(of, l.DescripcionLeyenda)
		}
	}
	if len(of) == 0 {
		for _, l := range all {
			of = append(of, l.DescripcionLeyenda)
		}
	}
	if len(of) == 0 {
		return ""
	}
	return of[rand.IntN(len(of))]
}

// invoiceProblems turns the XSD check's problems into field messages.
func invoiceProblems(err error) error {
	ie, ok := err.(*siat.InvalidError)
	if !ok {
		return err
	}
	var v Validation
	for _, p := range ie.Problems {
		v.Add("factura", p.Field+": "+p.Message)
	}
	return v.Err()
}

func getInvoice(tx ReadTx, id uint64) (*Invoice, error) {
	inv := new(Invoice)
	ok, err := getJSON(tx.Bucket(bktInvoices), itob(id), inv)
	if err == nil && !ok {
		err = NotFound("Factura no encontrada.")
	}
	return inv, err
}

// invoiceUser is the cajero the XML names: the user's name, or their id when
// the actor carries none (a command run from the console).
func invoiceUser(a Actor) string {
	if a.Usuario != "" {
		return a.Usuario
	}
	return "usuario " + itoa(int64(a.UserID))
}
