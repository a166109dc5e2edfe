package siat

import (
	"fmt"
	"net/url"
)

// DefaultQRBaseURLs are the SIN's consultation pages per ambiente, which the
// printed invoice's QR code opens.
var DefaultQRBaseURLs = map[int]string{
	AmbienteProduccion: "https://siat.impuestos.gob.bo/consulta/QR",
	AmbientePruebas:    "https://pilotosiat.impuestos.gob.bo/consulta/QR",
}

// The t parameter of the QR address: how the invoice was printed.
const (
	QRRollo  = 1 // an 80 mm roll
	QRPagina = 2 // a page (carta, oficio, half page)
)

// QRURL is the address the invoice's QR code holds, its parameters in the
// order of the SIN's samples.
func QRURL(ambiente int, nit int64, cuf string, numero int64, t int) string {
	return fmt.Sprintf("%s?nit=%d&cuf=%s&numero=%d&t=%d", DefaultQRBaseURLs[ambiente], nit, url.QueryEscape(cuf), numero, t)
}
