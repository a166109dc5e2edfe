package sintest

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"
)

// These tests speak to the double in raw SOAP, as the SIN's published
// shapes say, without the client.

func post(t *testing.T, url, service, token, body string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest(http.MethodPost, url+"/v2/"+service, strings.NewReader(body))
	req.Header.Set("Content-Type", "text/xml; charset=utf-8")
	req.Header.Set("apikey", "TokenApi "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

func envelopeOf(op, inner string) string {
	return `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" xmlns:x="https://siat.impuestos.gob.bo/"><s:Body><x:` +
		op + `>` + inner + `</x:` + op + `></s:Body></s:Envelope>`
}

// between returns the text of the first <name>…</name> in s.
func between(s, name string) string {
	_, rest, _ := strings.Cut(s, "<"+name+">")
	v, _, _ := strings.Cut(rest, "</"+name+">")
	return v
}

func newDouble(t *testing.T) (*SIN, string) {
	now := time.Date(2026, 3, 4, 23, 0, 0, 0, laPaz)
	s := New(Config{NIT: 1003579028, CodigoSistema: "SIS", Token: "tok", Ambiente: 2, Modalidad: 2,
		Direccion: "CALLE 1", Now: func() time.Time { return now }})
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return s, srv.URL
}

func TestRequestShapeIsChecked(t *testing.T) {
	_, url := newDouble(t)
	ok := `<SolicitudCuis><codigoAmbiente>2</codigoAmbiente><codigoModalidad>2</codigoModalidad><codigoPuntoVenta>1</codigoPuntoVenta><codigoSistema>SIS</codigoSistema><codigoSucursal>0</codigoSucursal><nit>1003579028</nit></SolicitudCuis>`
	for name, c := range map[string]struct {
		service, body string
		fault         bool
	}{
		"válida":            {"FacturacionCodigos", envelopeOf("cuis", ok), false},
		"otro servicio":     {"FacturacionOperaciones", envelopeOf("cuis", ok), true},
		"fuera de orden":    {"FacturacionCodigos", envelopeOf("cuis", strings.Replace(ok, "<codigoAmbiente>2</codigoAmbiente><codigoModalidad>2</codigoModalidad>", "<codigoModalidad>2</codigoModalidad><codigoAmbiente>2</codigoAmbiente>", 1)), true},
		"campo calificado":  {"FacturacionCodigos", envelopeOf("cuis", strings.Replace(ok, "<nit>1003579028</nit>", `<x:nit>1003579028</x:nit>`, 1)), true},
		"envoltorio errado": {"FacturacionCodigos", envelopeOf("cuis", strings.ReplaceAll(ok, "SolicitudCuis", "SolicitudCufd")), true},
		"sin espacio":       {"FacturacionCodigos", strings.ReplaceAll(envelopeOf("cuis", ok), "x:cuis", "cuis"), true},
	} {
		status, body := post(t, url, c.service, "tok", c.body)
		if fault := strings.Contains(body, "Fault>"); fault != c.fault || fault != (status == 500) {
			t.Errorf("%s: status %d, %s", name, status, body)
		}
	}
	// A point of sale never registered gets no CUIS.
	_, body := post(t, url, "FacturacionCodigos", "tok", envelopeOf("cuis", ok))
	if between(body, "transaccion") != "false" || between(body, "codigo") != fmt.Sprint(codeCUISInvalido) {
		t.Errorf("unregistered point of sale: %s", body)
	}
	// A wrong token: 989 in the operation's own answer.
	_, body = post(t, url, "FacturacionCodigos", "otro", envelopeOf("cuis", strings.Replace(ok, "<codigoPuntoVenta>1<", "<codigoPuntoVenta>0<", 1)))
	if !strings.Contains(body, "<ns2:cuisResponse") || between(body, "codigo") != "989" {
		t.Errorf("wrong token: %s", body)
	}
}

// recepcionFactura checks the hash of the gzip, then the XML against the XSD.
func TestReceptionChecksHashAndSchema(t *testing.T) {
	_, url := newDouble(t)
	ident := `<codigoAmbiente>2</codigoAmbiente><codigoModalidad>2</codigoModalidad><codigoPuntoVenta>0</codigoPuntoVenta><codigoSistema>SIS</codigoSistema><codigoSucursal>0</codigoSucursal>`
	_, body := post(t, url, "FacturacionCodigos", "tok", envelopeOf("cuis", "<SolicitudCuis>"+ident+"<nit>1003579028</nit></SolicitudCuis>"))
	cuis := between(body, "codigo")
	_, body = post(t, url, "FacturacionCodigos", "tok", envelopeOf("cufd", "<SolicitudCufd>"+ident+"<cuis>"+cuis+"</cuis><nit>1003579028</nit></SolicitudCufd>"))
	cufd := between(body, "codigo")
	if cuis == "" || cufd == "" || len(between(body, "codigoControl")) != 15 {
		t.Fatalf("codes: %s", body)
	}
	valid, err := os.ReadFile("testdata/factura.xml")
	if err != nil {
		t.Fatal(err)
	}
	send := func(doc []byte, hash func([]byte) string) string {
		var gz bytes.Buffer
		zw := gzip.NewWriter(&gz)
		zw.Write(doc)
		zw.Close()
		req := `<SolicitudServicioRecepcionFactura><codigoAmbiente>2</codigoAmbiente><codigoDocumentoSector>1</codigoDocumentoSector><codigoEmision>1</codigoEmision><codigoModalidad>2</codigoModalidad><codigoPuntoVenta>0</codigoPuntoVenta><codigoSistema>SIS</codigoSistema><codigoSucursal>0</codigoSucursal><cufd>` +
			cufd + `</cufd><cuis>` + cuis + `</cuis><nit>1003579028</nit><tipoFacturaDocumento>1</tipoFacturaDocumento><archivo>` +
			base64.StdEncoding.EncodeToString(gz.Bytes()) + `</archivo><fechaEnvio>2026-03-04T23:00:00.000</fechaEnvio><hashArchivo>` +
			hash(gz.Bytes()) + `</hashArchivo></SolicitudServicioRecepcionFactura>`
		_, body := post(t, url, "ServicioFacturacionCompraVenta", "tok", envelopeOf("recepcionFactura", req))
		return body
	}
	sha := func(b []byte) string { s := sha256.Sum256(b); return hex.EncodeToString(s[:]) }
	body = send(valid, func(b []byte) string {
		s := sha256.Sum256([]byte(base64.StdEncoding.EncodeToString(b)))
		return hex.EncodeToString(s[:])
	})
	if between(body, "codigoEstado") != "902" || between(body, "codigo") != "969" {
		t.Errorf("hash of the base64 accepted: %s", body)
	}
	broken := bytes.Replace(valid, []byte("<codigoExcepcion>0</codigoExcepcion>"), nil, 1)
	body = send(broken, sha)
	if between(body, "codigoEstado") != "902" || between(body, "codigo") != "939" {
		t.Errorf("XSD failure accepted: %s", body)
	}
	// The fixture's point of sale (1) and CUFD are not this request's: refused after the XSD passes.
	body = send(valid, sha)
	if between(body, "codigoEstado") != "902" || between(body, "codigo") != fmt.Sprint(codeDatosNoCoinciden) {
		t.Errorf("another point of sale's invoice: %s", body)
	}
}
