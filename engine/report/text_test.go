package report

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// astral is text the fonts cannot draw: an emoji beyond the Basic
// Multilingual Plane (which made fpdf panic), CJK letters the Go fonts lack,
// and a control character.
const astral = "😀漢\x07"

// poisoned is what printable makes of astral.
const poisoned = "?? "

// poison appends astral to every string reachable from v (a pointer), in
// struct fields, slices and nested structs alike.
func poison(v reflect.Value) {
	switch v.Kind() {
	case reflect.Pointer:
		poison(v.Elem())
	case reflect.String:
		v.SetString(v.String() + astral)
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				poison(v.Field(i))
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			poison(v.Index(i))
		}
	}
}

func withAstral[T any](v T) T {
	poison(reflect.ValueOf(&v))
	return v
}

func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"Señal ¿Añadir? ÁÉÍÓÚ ñ ü °": "Señal ¿Añadir? ÁÉÍÓÚ ñ ü °",
		"Ana 😀 Pérez":                "Ana ? Pérez",
		"👍🏽x":                        "??x",
		"漢字 ok":                      "?? ok",
		"a\x00b\x1bc\nd\te":          "a b c\nd\te",
		"":                           "",
	} {
		if got := printable(in); got != want {
			t.Errorf("printable(%q) = %q, want %q", in, got, want)
		}
		if got := printable(printable(in)); got != printable(in) {
			t.Errorf("printable is not idempotent on %q", in)
		}
	}
}

// Every document kind renders with unprintable text in every text field,
// and the text around it still prints.
func TestDocumentsPrintAnyText(t *testing.T) {
	h := withAstral(testHeader())
	h.Logo = nil // the sigla box prints the poisoned sigla instead
	sale, purchase := withAstral(testSale()), withAstral(testPurchase())
	proforma, catalogo := withAstral(proformaFixture()), withAstral(catalogoFixture())
	table := withAstral(testTable(3))
	transfer := withAstral(Transfer{Titulo: "TRASPASO", Numero: 12, Fecha: fixedNow, Origen: "Casa Matriz", Destino: "Sucursal Norte",
		Usuario: "María Quispe", Estado: "Aceptado", Descripcion: "Reposición", Lines: []TransferLine{{Cantidad: 2, Unidad: "Caja", Codigo: "C-1", Producto: "Cemento"}}})
	for _, c := range []struct {
		name   string
		render func(*bytes.Buffer) error
		want   []string
	}{
		{"list", func(b *bytes.Buffer) error { return ListPDF(b, h, table, goldenOpt) },
			[]string{"REPORTE DE VENTAS GENERALES" + poisoned, "SN" + poisoned, "Comercial Andina Señorío S.R.L." + poisoned}},
		{"note", func(b *bytes.Buffer) error { return SaleNotePDF(b, h, sale, goldenOpt) },
			[]string{"José Ñuflo Añez Gutiérrez" + poisoned, "María Quispe" + poisoned, "SN-8842-ÑX" + poisoned}},
		{"ticket", func(b *bytes.Buffer) error { return SaleTicketPDF(b, h, sale, goldenOpt) },
			[]string{"¡Gracias por su compra!", "José Ñuflo"}},
		{"purchase", func(b *bytes.Buffer) error { return PurchasePDF(b, h, purchase, goldenOpt) },
			[]string{"Importadora Señor de Mayo Ltda." + poisoned, "001287" + poisoned}},
		{"proforma", func(b *bytes.Buffer) error { return ProformaPDF(b, h, proforma, goldenOpt) },
			[]string{"Constructora Illimani Peñaranda S.R.L." + poisoned}},
		{"catalogo", func(b *bytes.Buffer) error { return CatalogoPDF(b, h, catalogo, goldenOpt) },
			[]string{"Ferretería Ñandú de los Andes" + poisoned}},
		{"transfer ticket", func(b *bytes.Buffer) error { return TransferTicketPDF(b, h, transfer, goldenOpt) },
			[]string{"Sucursal Norte", "María Quispe"}},
	} {
		var b bytes.Buffer
		if err := c.render(&b); err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		text := pdfText(t, b.Bytes())
		for _, want := range c.want {
			if !strings.Contains(text, strings.TrimSpace(want)) {
				t.Errorf("%s: text lacks %q:\n%s", c.name, want, text)
			}
		}
	}
}

// Spreadsheets keep such text as it is: Excel shows emoji, and excelize
// drops the control characters XML cannot hold.
func TestListExcelAnyText(t *testing.T) {
	x := Sheet{Name: "Ventas" + astral, Title: "Ventas" + astral, Subtitle: "Sucursal" + astral,
		Columns: []XColumn{{Title: "Cliente" + astral, Kind: KindText}, {Title: "Total", Kind: KindMoney}},
		Rows:    [][]any{{"Ana 😀 Pérez", int64(1250)}}, Totals: []any{"TOTAL" + astral, int64(1250)}}
	var buf bytes.Buffer
	if err := ListExcel(&buf, x); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows(f.GetSheetName(0))
	if err != nil {
		t.Fatal(err)
	}
	if got := rows[len(rows)-2][0]; got != "Ana 😀 Pérez" {
		t.Errorf("cell = %q, want the customer with the emoji", got)
	}
	if !strings.HasPrefix(rows[0][0], "Ventas😀漢") {
		t.Errorf("title = %q", rows[0][0])
	}
}
