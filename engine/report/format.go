// Package report renders engine data as PDF documents (go-pdf/fpdf) and Excel
// workbooks (xuri/excelize): list reports and sheets, the sale note and its
// 80 mm ticket, the purchase, the transfer ticket, the proforma and the
// catálogo, the cash close, the receipt and account statements, the factura
// and the Libro de Ventas, and the import template.
//
// Callers fill the plain input types declared here (Header, Table, Sheet,
// Sale, Purchase, Proforma, Catalogo, Invoice, ...); the package imports
// engine/esbo, the one es-BO formatter, and only the import template
// (imports.go) reads an engine type, the import's ExportBook. Money is
// always an int64 number of centavos and instants are time.Time values,
// printed in America/La_Paz whatever their location.
package report

import (
	"strconv"
	"strings"
	"time"

	"sgc/engine/esbo"
)

// The es-BO formats live in engine/esbo, shared with the engine's messages;
// these names keep the report package's callers reading naturally.

// laPaz is the business time zone.
var laPaz = esbo.LaPaz()

// LaPaz returns the America/La_Paz location used for every printed date.
func LaPaz() *time.Location { return laPaz }

// Amount formats centavos with Bolivian separators: 123456 → "1.234,56".
func Amount(c int64) string { return esbo.Amount(c) }

// abs splits n into its magnitude and sign; it is safe for math.MinInt64.
func abs(n int64) (uint64, bool) {
	if n < 0 {
		return uint64(-(n + 1)) + 1, true
	}
	return uint64(n), false
}

// Money formats centavos as an amount in bolivianos: "Bs 1.234,56".
func Money(c int64) string { return esbo.Money(c) }

// Quantity formats a whole quantity with thousands dots: 12500 → "12.500".
func Quantity(n int64) string { return esbo.Quantity(n) }

// ActiveText is a record's estado as lists print it: Activo or Inactivo.
func ActiveText(active bool) string {
	if active {
		return "Activo"
	}
	return "Inactivo"
}

// ValidText is a document's state as lists print it: Válido or Anulado.
func ValidText(valid bool) string {
	if valid {
		return "Válido"
	}
	return "Anulado"
}

// Date prints the La Paz calendar date of t as dd/MM/yyyy ("" for zero).
func Date(t time.Time) string { return esbo.Date(t) }

// DateTime prints t in La Paz as dd/MM/yyyy HH:mm ("" for zero).
func DateTime(t time.Time) string { return esbo.DateTime(t) }

// Time prints the La Paz wall-clock time of t as HH:mm.
func Time(t time.Time) string { return esbo.Time(t) }

// Number pads a document number to six digits, as printed on notes and
// tickets: 123 → "000123". Larger numbers print in full.
func Number(n int64) string {
	s := strconv.FormatInt(n, 10)
	if n >= 0 && len(s) < 6 {
		s = strings.Repeat("0", 6-len(s)) + s
	}
	return s
}
