package sintest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"
)

const (
	soapNamespace = "http://schemas.xmlsoap.org/soap/envelope/"
	siatNamespace = "https://siat.impuestos.gob.bo/"
)

// opSpec is an operation as the SIN publishes it: its service, the request
// wrapper's name and fields in order, and the answer wrapper's name.
type opSpec struct {
	service  string
	request  string
	fields   []string
	optional map[string]bool
	answer   string
}

const common11 = "codigoAmbiente codigoDocumentoSector codigoEmision codigoModalidad codigoPuntoVenta codigoSistema codigoSucursal cufd cuis nit tipoFacturaDocumento"

var syncOps = []string{"sincronizarFechaHora", "sincronizarActividades", "sincronizarListaLeyendasFactura",
	"sincronizarListaProductosServicios", "sincronizarListaMensajesServicios",
	"sincronizarParametricaTipoDocumentoIdentidad", "sincronizarParametricaTipoMetodoPago",
	"sincronizarParametricaUnidadMedida", "sincronizarParametricaMotivoAnulacion",
	"sincronizarParametricaEventosSignificativos", "sincronizarParametricaTipoMoneda",
	"sincronizarParametricaTipoPuntoVenta"}

// operations lists the SIN's operations the double answers, from the
// field tables of the SIN's published types (../README.md of the research).
var operations = func() map[string]opSpec {
	f := strings.Fields
	ops := map[string]opSpec{
		"cuis": {service: "FacturacionCodigos", request: "SolicitudCuis", answer: "RespuestaCuis",
			fields: f("codigoAmbiente codigoModalidad codigoPuntoVenta codigoSistema codigoSucursal nit")},
		"cufd": {service: "FacturacionCodigos", request: "SolicitudCufd", answer: "RespuestaCufd",
			fields: f("codigoAmbiente codigoModalidad codigoPuntoVenta codigoSistema codigoSucursal cuis nit")},
		"verificarNit": {service: "FacturacionCodigos", request: "SolicitudVerificarNit", answer: "RespuestaVerificarNit",
			fields: f("codigoAmbiente codigoModalidad codigoSistema codigoSucursal cuis nit nitParaVerificacion")},
		"registroPuntoVenta": {service: "FacturacionOperaciones", request: "SolicitudRegistroPuntoVenta", answer: "RespuestaRegistroPuntoVenta",
			fields: f("codigoAmbiente codigoModalidad codigoSistema codigoSucursal codigoTipoPuntoVenta cuis descripcion nit nombrePuntoVenta")},
		"registroEventoSignificativo": {service: "FacturacionOperaciones", request: "SolicitudEventoSignificativo", answer: "RespuestaListaEventos",
			fields: f("codigoAmbiente codigoMotivoEvento codigoPuntoVenta codigoSistema codigoSucursal cufd cufdEvento cuis descripcion fechaHoraFinEvento fechaHoraInicioEvento nit")},
		"recepcionFactura": {service: "ServicioFacturacionCompraVenta", request: "SolicitudServicioRecepcionFactura", answer: "RespuestaServicioFacturacion",
			fields: f(common11 + " archivo fechaEnvio hashArchivo")},
		"anulacionFactura": {service: "ServicioFacturacionCompraVenta", request: "SolicitudServicioAnulacionFactura", answer: "RespuestaServicioFacturacion",
			fields: f(common11 + " codigoMotivo cuf")},
		"reversionAnulacionFactura": {service: "ServicioFacturacionCompraVenta", request: "SolicitudServicioReversionAnulacionFactura", answer: "RespuestaServicioFacturacion",
			fields: f(common11 + " cuf")},
		"verificacionEstadoFactura": {service: "ServicioFacturacionCompraVenta", request: "SolicitudServicioVerificacionEstadoFactura", answer: "RespuestaServicioFacturacion",
			fields: f(common11 + " cuf")},
		"recepcionPaqueteFactura": {service: "ServicioFacturacionCompraVenta", request: "SolicitudServicioRecepcionPaquete", answer: "RespuestaServicioFacturacion",
			fields: f(common11 + " archivo fechaEnvio hashArchivo cafc cantidadFacturas codigoEvento"), optional: map[string]bool{"cafc": true}},
		"validacionRecepcionPaqueteFactura": {service: "ServicioFacturacionCompraVenta", request: "SolicitudServicioValidacionRecepcionPaquete", answer: "RespuestaServicioFacturacion",
			fields: f(common11 + " codigoRecepcion")},
	}
	for _, op := range syncOps {
		answer := "RespuestaListaParametricas"
		switch op {
		case "sincronizarFechaHora":
			answer = "RespuestaFechaHora"
		case "sincronizarActividades":
			answer = "RespuestaListaActividades"
		case "sincronizarListaLeyendasFactura":
			answer = "RespuestaListaParametricasLeyendas"
		case "sincronizarListaProductosServicios":
			answer = "RespuestaListaProductos"
		}
		ops[op] = opSpec{service: "FacturacionSincronizacion", request: "SolicitudSincronizacion", answer: answer,
			fields: f("codigoAmbiente codigoPuntoVenta codigoSistema codigoSucursal cuis nit")}
	}
	return ops
}()

// request is a parsed call: the operation and its fields by name.
type request struct {
	op     string
	fields map[string]string
}

// parseRequest reads a SOAP 1.1 envelope as the SIN's services expect it:
// the operation element in the SIN's namespace, one unqualified wrapper,
// and the spec's fields in order. Anything else is a client error, answered
// with a SOAP fault as the SIN's JAX-WS stack would.
func parseRequest(service string, body []byte) (request, error) {
	root, err := parseTree(body)
	if err != nil {
		return request{}, fmt.Errorf("XML mal formado: %v", err)
	}
	if root.Name.Space != soapNamespace || root.Name.Local != "Envelope" {
		return request{}, fmt.Errorf("se esperaba soap:Envelope, llegó %s", root.Name.Local)
	}
	var bodyNode *node
	for _, c := range root.Children {
		if c.Name.Space == soapNamespace && c.Name.Local == "Body" {
			bodyNode = c
		}
	}
	if bodyNode == nil || len(bodyNode.Children) != 1 {
		return request{}, fmt.Errorf("soap:Body debe tener una operación")
	}
	opNode := bodyNode.Children[0]
	op := opNode.Name.Local
	if opNode.Name.Space != siatNamespace {
		return request{}, fmt.Errorf("la operación %s no está en %s", op, siatNamespace)
	}
	if op == "verificarComunicacion" {
		if len(opNode.Children) != 0 {
			return request{}, fmt.Errorf("verificarComunicacion no lleva parámetros")
		}
		return request{op: op}, nil
	}
	spec, ok := operations[op]
	if !ok || spec.service != service {
		return request{}, fmt.Errorf("operación %s desconocida en %s", op, service)
	}
	if len(opNode.Children) != 1 || opNode.Children[0].Name.Local != spec.request || opNode.Children[0].Name.Space != "" {
		return request{}, fmt.Errorf("%s espera un único %s sin espacio de nombres", op, spec.request)
	}
	got := opNode.Children[0].Children
	fields := map[string]string{}
	for _, name := range spec.fields {
		if len(got) > 0 && got[0].Name.Local == name {
			if got[0].Name.Space != "" || len(got[0].Children) > 0 {
				return request{}, fmt.Errorf("%s: campo %s mal formado", op, name)
			}
			fields[name] = strings.TrimSpace(got[0].Text)
			got = got[1:]
		} else if !spec.optional[name] {
			return request{}, fmt.Errorf("%s: falta %s o está fuera de orden", op, name)
		}
	}
	if len(got) > 0 {
		return request{}, fmt.Errorf("%s: campo %s no esperado", op, got[0].Name.Local)
	}
	return request{op: op, fields: fields}, nil
}

// el is an element of an answer, written as the SIN writes it.
type el struct {
	name string
	text string
	kids []el
}

func leaf(name string, v any) el { return el{name: name, text: fmt.Sprint(v)} }

func (e el) write(b *bytes.Buffer) {
	b.WriteString("<" + e.name + ">")
	xml.EscapeText(b, []byte(e.text))
	for _, k := range e.kids {
		k.write(b)
	}
	b.WriteString("</" + e.name + ">")
}

// envelope writes an answer the way the SIN's captured answers look:
// soap: and ns2: prefixes, the wrapper and its fields unqualified.
func envelope(op string, wrapper el) []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" ?><soap:Envelope xmlns:soap="` + soapNamespace + `"><soap:Body>`)
	b.WriteString(`<ns2:` + op + `Response xmlns:ns2="` + siatNamespace + `">`)
	wrapper.write(&b)
	b.WriteString(`</ns2:` + op + `Response></soap:Body></soap:Envelope>`)
	return b.Bytes()
}

// faultEnvelope is a SOAP 1.1 fault.
func faultEnvelope(code, text string) []byte {
	var b bytes.Buffer
	b.WriteString(`<soap:Envelope xmlns:soap="` + soapNamespace + `"><soap:Body><soap:Fault>`)
	el{name: "faultcode", text: code}.write(&b)
	el{name: "faultstring", text: text}.write(&b)
	b.WriteString(`</soap:Fault></soap:Body></soap:Envelope>`)
	return b.Bytes()
}
