package sintest

import (
	"sort"
	"strings"
	"time"
)

// cuis issues a CUIS for 365 days; while one is in force and more than five
// days from expiry, it answers that one with 980.
func (s *SIN) cuis(f fields) el {
	key := [2]int{int(f.int("codigoSucursal")), int(f.int("codigoPuntoVenta"))}
	if key[1] != 0 && s.points[key] == nil {
		return refusal("cuis", msg(codeCUISInvalido, "PUNTO DE VENTA NO REGISTRADO"))
	}
	p, now := s.point(key), s.cfg.Now()
	if p.cuis != "" && now.Before(p.cuisUntil) && p.cuisUntil.Sub(now) > 5*24*time.Hour {
		return el{name: "RespuestaCuis", kids: []el{leaf("codigo", p.cuis), leaf("fechaVigencia", sinTime(p.cuisUntil)),
			msg(codeCUISVigente, "EXISTE UN CUIS VIGENTE PARA LA SUCURSAL O PUNTO DE VENTA"), leaf("transaccion", false)}}
	}
	p.cuis, p.cuisUntil = strings.ToUpper(newCode(4)), now.Add(365*24*time.Hour)
	p.current = "" // a new CUIS needs a new CUFD
	return el{name: "RespuestaCuis", kids: []el{leaf("codigo", p.cuis), leaf("fechaVigencia", sinTime(p.cuisUntil)),
		leaf("transaccion", true)}}
}

// cufd issues a CUFD valid 24 hours, with its control code.
func (s *SIN) cufd(f fields) el {
	key := [2]int{int(f.int("codigoSucursal")), int(f.int("codigoPuntoVenta"))}
	if !s.cuisInForce(key, f["cuis"]) {
		return refusal("cufd", msg(codeCUISInvalido, "CUIS NO VIGENTE"))
	}
	p, now := s.point(key), s.cfg.Now()
	code := "BQ" + strings.ToUpper(newCode(12))
	rec := &cufdRecord{control: strings.ToUpper(newCode(8))[:15], from: now, until: now.Add(24 * time.Hour)}
	p.cufds[code], p.current = rec, code
	return el{name: "RespuestaCufd", kids: []el{leaf("codigo", code), leaf("codigoControl", rec.control),
		leaf("direccion", s.cfg.Direccion), leaf("fechaVigencia", sinTime(rec.until)), leaf("transaccion", true)}}
}

// verificarNit answers 986, 987 or 994 from Config.NITs.
func (s *SIN) verificarNit(f fields) el {
	sucursal, ok := int(f.int("codigoSucursal")), false
	for key := range s.points {
		ok = ok || key[0] == sucursal && s.cuisInForce(key, f["cuis"])
	}
	if !ok {
		return refusal("verificarNit", msg(codeCUISInvalido, "CUIS NO VIGENTE"))
	}
	active, known := s.cfg.NITs[f.int("nitParaVerificacion")]
	switch {
	case known && active:
		return el{name: "RespuestaVerificarNit", kids: []el{msg(codeNITActivo, "NIT ACTIVO"), leaf("transaccion", true)}}
	case known:
		return refusal("verificarNit", msg(codeNITInactivo, "NIT INACTIVO"))
	}
	return refusal("verificarNit", msg(codeNITInexistente, "NIT INEXISTENTE"))
}

// sincronizar answers the clock and the catalogues from Config.
func (s *SIN) sincronizar(op string, f fields) el {
	key := [2]int{int(f.int("codigoSucursal")), int(f.int("codigoPuntoVenta"))}
	if !s.cuisInForce(key, f["cuis"]) {
		return refusal(op, msg(codeCUISInvalido, "CUIS NO VIGENTE"))
	}
	var kids []el
	switch op {
	case "sincronizarFechaHora":
		kids = []el{leaf("fechaHora", s.cfg.Now().In(laPaz).Format(wallLayout))}
	case "sincronizarActividades":
		for _, a := range s.cfg.Activities {
			kids = append(kids, el{name: "listaActividades", kids: []el{leaf("codigoCaeb", a[0]),
				leaf("descripcion", a[1]), leaf("tipoActividad", a[2])}})
		}
	case "sincronizarListaLeyendasFactura":
		for _, l := range s.cfg.Legends {
			kids = append(kids, el{name: "listaLeyendas", kids: []el{leaf("codigoActividad", l[0]), leaf("descripcionLeyenda", l[1])}})
		}
	case "sincronizarListaProductosServicios":
		for _, p := range s.cfg.Products {
			kids = append(kids, el{name: "listaCodigos", kids: []el{leaf("codigoActividad", p.CodigoActividad),
				leaf("codigoProducto", p.CodigoProducto), leaf("descripcionProducto", p.DescripcionProducto)}})
		}
	default:
		cat := s.catalogue(op)
		codes := make([]int, 0, len(cat))
		for c := range cat {
			codes = append(codes, c)
		}
		sort.Ints(codes)
		for _, c := range codes {
			kids = append(kids, el{name: "listaCodigos", kids: []el{leaf("codigoClasificador", c), leaf("descripcion", cat[c])}})
		}
	}
	return el{name: operations[op].answer, kids: append(kids, leaf("transaccion", true))}
}

func (s *SIN) catalogue(op string) map[int]string {
	if s.cfg.Catalogues != nil {
		return s.cfg.Catalogues[op]
	}
	return DefaultCatalogues()[op]
}
