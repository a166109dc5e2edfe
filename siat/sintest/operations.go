package sintest

import "time"

// registroPuntoVenta registers the sucursal's next point of sale; it needs
// the CUIS of the sucursal's point 0.
func (s *SIN) registroPuntoVenta(f fields) el {
	sucursal := int(f.int("codigoSucursal"))
	if !s.cuisInForce([2]int{sucursal, 0}, f["cuis"]) {
		return refusal("registroPuntoVenta", msg(codeCUISInvalido, "CUIS NO VIGENTE"))
	}
	next := 1
	for key := range s.points {
		if key[0] == sucursal && key[1] >= next {
			next = key[1] + 1
		}
	}
	s.point([2]int{sucursal, next})
	return el{name: "RespuestaRegistroPuntoVenta", kids: []el{leaf("codigoPuntoVenta", next), leaf("transaccion", true)}}
}

// registroEvento registers a contingency that has ended, within 48 hours of
// its end, with the CUFD now in force and the CUFD it began under.
func (s *SIN) registroEvento(f fields) el {
	const op = "registroEventoSignificativo"
	key := [2]int{int(f.int("codigoSucursal")), int(f.int("codigoPuntoVenta"))}
	if !s.cuisInForce(key, f["cuis"]) {
		return refusal(op, msg(codeCUISInvalido, "CUIS NO VIGENTE"))
	}
	p, now := s.points[key], s.cfg.Now()
	if cur := p.cufds[f["cufd"]]; cur == nil || now.After(cur.until) {
		return refusal(op, msg(codeCUFDNoVigente, "CUFD NO VIGENTE"))
	}
	if p.cufds[f["cufdEvento"]] == nil {
		return refusal(op, msg(codeEventoInvalido, "CUFD DEL EVENTO INEXISTENTE"))
	}
	if _, ok := s.catalogue("sincronizarParametricaEventosSignificativos")[int(f.int("codigoMotivoEvento"))]; !ok {
		return refusal(op, msg(codeEventoInvalido, "MOTIVO DE EVENTO INVALIDO"))
	}
	inicio, err1 := time.ParseInLocation(wallLayout, f["fechaHoraInicioEvento"], laPaz)
	fin, err2 := time.ParseInLocation(wallLayout, f["fechaHoraFinEvento"], laPaz)
	switch {
	case err1 != nil || err2 != nil || !inicio.Before(fin):
		return refusal(op, msg(codeEventoInvalido, "FECHAS DEL EVENTO INVALIDAS"))
	case fin.After(now):
		return refusal(op, msg(codeEventoInvalido, "EL EVENTO AUN NO TERMINO"))
	case now.Sub(fin) > 48*time.Hour:
		return refusal(op, msg(codeEventoInvalido, "EVENTO FUERA DEL PLAZO DE 48 HORAS"))
	}
	s.nextCode++
	s.events[s.nextCode] = &eventRecord{point: key, cufdEvento: f["cufdEvento"], inicio: inicio, fin: fin}
	return el{name: "RespuestaListaEventos", kids: []el{leaf("codigoRecepcionEventoSignificativo", s.nextCode),
		leaf("transaccion", true)}}
}
