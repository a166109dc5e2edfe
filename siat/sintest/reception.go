package sintest

import "time"

// sectorServices is which documento sector each reception service takes.
var sectorServices = map[int64]string{1: "ServicioFacturacionCompraVenta"}

// checkDocument checks what every facturación request says about the
// document: its sector (932 on the wrong service), its tipo de factura,
// its emission, and the point of sale's CUIS.
func (s *SIN) checkDocument(op string, f fields, emision int64) ([2]int, *el) {
	key := [2]int{int(f.int("codigoSucursal")), int(f.int("codigoPuntoVenta"))}
	var m el
	switch {
	case sectorServices[f.int("codigoDocumentoSector")] != operations[op].service:
		m = msg(codeServicioSector, "EL DOCUMENTO SECTOR NO CORRESPONDE AL SERVICIO")
	case f.int("tipoFacturaDocumento") != 1:
		m = msg(codeEmisionInvalida, "TIPO DE FACTURA NO CORRESPONDE AL SECTOR")
	case emision != 0 && f.int("codigoEmision") != emision:
		m = msg(codeEmisionInvalida, "TIPO DE EMISION NO CORRESPONDE AL SERVICIO")
	case !s.cuisInForce(key, f["cuis"]):
		m = msg(codeCUISInvalido, "CUIS NO VIGENTE")
	default:
		return key, nil
	}
	return key, &m
}

// cufdInForce reports whether code is a CUFD of the point in force now.
func (s *SIN) cufdInForce(key [2]int, code string) bool {
	c := s.points[key].cufds[code]
	now := s.cfg.Now()
	return c != nil && !now.Before(c.from) && !now.After(c.until)
}

func servicio(estado int, descripcion string, kids ...el) el {
	head := []el{leaf("codigoDescripcion", descripcion), leaf("codigoEstado", estado)}
	return el{name: "RespuestaServicioFacturacion", kids: append(head, kids...)}
}

// recepcionFactura receives one invoice emitted en línea with the CUFD in force.
func (s *SIN) recepcionFactura(f fields) el {
	const op = "recepcionFactura"
	key, bad := s.checkDocument(op, f, 1)
	if bad != nil {
		return refusal(op, *bad)
	}
	// An online invoice travels with the point's CUFD in force: one past its
	// 24 hours, or superseded by a newer one, is refused, and the invoice
	// can only go in a contingency package. Whether the SIN still takes a
	// superseded CUFD before it expires is unverified: the double takes the
	// strict reading, so a client that sends online with anything but the
	// newest CUFD fails here instead of passing on our own client's word.
	if !s.cufdInForce(key, f["cufd"]) || f["cufd"] != s.points[key].current {
		return refusal(op, msg(codeCUFDNoVigente, "CUFD NO VIGENTE"))
	}
	doc, bad := unpack(f["archivo"], f["hashArchivo"])
	if bad != nil {
		return refusal(op, *bad)
	}
	cuf, rec, warnings, bad := s.checkInvoice(doc, sent{point: key, modalidad: int(f.int("codigoModalidad")),
		emision: 1, tipo: 1, cufd: func(c string) bool { return c == f["cufd"] },
		during: func(t time.Time) bool { return !t.After(s.cfg.Now()) }})
	if bad != nil {
		return refusal(op, *bad)
	}
	rec.received = 1
	s.invoices[cuf] = rec
	kids := append([]el{leaf("codigoRecepcion", newCode(16))}, warnings...)
	return servicio(estadoValidada, "VALIDADA", append(kids, leaf("transaccion", true))...)
}

// anulacion annuls a valid invoice until day 9 (inclusive) of the month
// after its emission, for a motivo of the catalogue.
func (s *SIN) anulacion(f fields) el {
	const op = "anulacionFactura"
	if _, bad := s.checkDocument(op, f, 0); bad != nil {
		return refusal(op, *bad)
	}
	rejected := func(code int, text string) el {
		return servicio(estadoAnulacionRechazada, "ANULACION RECHAZADA", msg(code, text), leaf("transaccion", false))
	}
	rec := s.invoices[f["cuf"]]
	switch {
	case rec == nil:
		return rejected(codeNoEncontrada, "FACTURA INEXISTENTE")
	case rec.reverted:
		return rejected(codeYaRevertida, "LA ANULACION DE LA FACTURA YA FUE REVERTIDA")
	case rec.estado == estadoAnulacionConfirmada:
		return rejected(codeYaAnulada, "LA FACTURA YA FUE ANULADA")
	case rec.estado != estadoValidada:
		return rejected(codeNoEncontrada, "LA FACTURA NO ESTA VALIDADA")
	}
	if _, ok := s.catalogue("sincronizarParametricaMotivoAnulacion")[int(f.int("codigoMotivo"))]; !ok {
		return rejected(codeMotivoInvalido, "MOTIVO DE ANULACION INVALIDO")
	}
	if !s.beforeDeadline(rec) {
		return rejected(codeFueraDePlazo, "ANULACION FUERA DE PLAZO")
	}
	rec.estado = estadoAnulacionConfirmada
	return servicio(estadoAnulacionConfirmada, "ANULACION CONFIRMADA", leaf("codigoRecepcion", newCode(16)), leaf("transaccion", true))
}

// beforeDeadline reports whether an invoice may still be annulled or its
// annulment reverted: until day 9 (inclusive) of the month after emission.
func (s *SIN) beforeDeadline(rec *invoiceRecord) bool {
	e := rec.emitted
	return s.cfg.Now().Before(time.Date(e.Year(), e.Month()+1, 10, 0, 0, 0, 0, laPaz))
}

// reversion undoes an annulment once, within the annulment's deadline.
func (s *SIN) reversion(f fields) el {
	const op = "reversionAnulacionFactura"
	if _, bad := s.checkDocument(op, f, 0); bad != nil {
		return refusal(op, *bad)
	}
	rec := s.invoices[f["cuf"]]
	switch {
	case rec == nil || rec.estado != estadoAnulacionConfirmada:
		return refusal(op, msg(codeNoEncontrada, "LA FACTURA NO ESTA ANULADA"))
	case rec.reverted:
		return refusal(op, msg(codeYaRevertida, "LA ANULACION YA FUE REVERTIDA"))
	case !s.beforeDeadline(rec):
		return refusal(op, msg(codeReversionFueraDePlazo, "REVERSION FUERA DE PLAZO"))
	}
	rec.estado, rec.reverted = estadoValidada, true
	return servicio(estadoReversionConfirmada, "REVERSION CONFIRMADA", leaf("transaccion", true))
}

// verificacionEstado answers what the SIN holds for a CUF.
func (s *SIN) verificacionEstado(f fields) el {
	const op = "verificacionEstadoFactura"
	if _, bad := s.checkDocument(op, f, 0); bad != nil {
		return refusal(op, *bad)
	}
	rec := s.invoices[f["cuf"]]
	if rec == nil {
		return refusal(op, msg(codeNoEncontrada, "FACTURA INEXISTENTE"))
	}
	text := map[int]string{estadoValidada: "VALIDADA", estadoAnulacionConfirmada: "ANULACION CONFIRMADA"}[rec.estado]
	return servicio(rec.estado, text, leaf("transaccion", true))
}

// recepcionPaquete takes a tar.gz of offline invoices of one registered
// event, answers 901 and keeps each file's verdict for the validation.
func (s *SIN) recepcionPaquete(f fields) el {
	const op = "recepcionPaqueteFactura"
	key, bad := s.checkDocument(op, f, 2)
	if bad != nil {
		return refusal(op, *bad)
	}
	if !s.cufdInForce(key, f["cufd"]) {
		return refusal(op, msg(codeCUFDNoVigente, "CUFD NO VIGENTE"))
	}
	ev := s.events[f.int("codigoEvento")]
	switch {
	case ev == nil || ev.point != key:
		return refusal(op, msg(codeEventoInvalido, "EVENTO SIGNIFICATIVO INEXISTENTE"))
	case s.cfg.Now().Sub(ev.fin) > 48*time.Hour:
		return refusal(op, msg(codeEventoInvalido, "PAQUETE FUERA DEL PLAZO DE 48 HORAS DEL EVENTO"))
	}
	archive, bad := unpack(f["archivo"], f["hashArchivo"])
	if bad != nil {
		return refusal(op, *bad)
	}
	files, err := untar(archive)
	if err != nil {
		return refusal(op, msg(codeArchivoIlegible, "ARCHIVO TAR DAÑADO"))
	}
	switch {
	case int64(len(files)) != f.int("cantidadFacturas"):
		return refusal(op, msg(codeCantidadFacturas, "LA CANTIDAD DE FACTURAS NO COINCIDE CON EL ARCHIVO"))
	case len(files) > 500:
		return refusal(op, msg(codePaqueteExcedido, "EL PAQUETE EXCEDE 500 FACTURAS"))
	}
	pkg := &packageRecord{point: key}
	for i, doc := range files {
		cuf, rec, warnings, bad := s.checkInvoice(doc, sent{point: key, modalidad: int(f.int("codigoModalidad")),
			emision: 2, tipo: 1, cufd: func(c string) bool { return c == ev.cufdEvento },
			during: func(t time.Time) bool { return !t.Before(ev.inicio) && !t.After(ev.fin) }})
		if bad != nil {
			// numeroArchivo counts from 0 here; the SIN's base is unverified.
			bad.kids = append(bad.kids, leaf("numeroArchivo", i))
			pkg.problems = append(pkg.problems, *bad)
			continue
		}
		rec.received = 1
		s.invoices[cuf] = rec
		for _, w := range warnings {
			pkg.problems = append(pkg.problems, el{name: w.name, kids: append(w.kids, leaf("numeroArchivo", i))})
		}
	}
	code := newCode(16)
	s.packages[code] = pkg
	return servicio(estadoPendiente, "PENDIENTE", leaf("codigoRecepcion", code), leaf("transaccion", true))
}

// validacionPaquete answers 901 for Config.PendingPolls calls, then 908, or
// 904 with the messages of the files that failed.
func (s *SIN) validacionPaquete(f fields) el {
	const op = "validacionRecepcionPaqueteFactura"
	key, bad := s.checkDocument(op, f, 2)
	if bad != nil {
		return refusal(op, *bad)
	}
	pkg := s.packages[f["codigoRecepcion"]]
	if pkg == nil || pkg.point != key {
		return refusal(op, msg(codeNoEncontrada, "PAQUETE INEXISTENTE"))
	}
	if pkg.polls < s.cfg.PendingPolls {
		pkg.polls++
		return servicio(estadoPendiente, "PENDIENTE", leaf("codigoRecepcion", f["codigoRecepcion"]), leaf("transaccion", true))
	}
	estado, text := estadoValidada, "VALIDADA"
	for _, p := range pkg.problems {
		if !isWarning(p) {
			estado, text = estadoObservada, "OBSERVADA"
		}
	}
	kids := append([]el{leaf("codigoRecepcion", f["codigoRecepcion"])}, pkg.problems...)
	return servicio(estado, text, append(kids, leaf("transaccion", true))...)
}

// isWarning tells a warning (advertencia, such as 2000) from an error.
func isWarning(m el) bool {
	for _, k := range m.kids {
		if k.name == "advertencia" && k.text == "true" {
			return true
		}
	}
	return false
}
