package sintest

import (
	"os"
	"strings"
	"testing"
)

// The double's reading of the XSD must agree with xmllint's on a valid
// invoice and on each way of breaking it.
func TestSchemaAgreesWithXmllint(t *testing.T) {
	valid, err := os.ReadFile("testdata/factura.xml")
	if err != nil {
		t.Fatal(err)
	}
	schema, err := loadSchema("facturaComputarizadaCompraVenta.xsd")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, old, new string }{
		{"válida", "", ""},
		{"falta codigoExcepcion", "<codigoExcepcion>0</codigoExcepcion>", ""},
		{"tres decimales", "<montoTotal>262.50</montoTotal>", "<montoTotal>262.505</montoTotal>"},
		{"ceros a la derecha", "<montoTotal>262.50</montoTotal>", "<montoTotal>262.500</montoTotal>"},
		{"monto cero", "<montoTotal>262.50</montoTotal>", "<montoTotal>0.00</montoTotal>"},
		{"nil no permitido", "<nitEmisor>1003579028</nitEmisor>", `<nitEmisor xsi:nil="true"/>`},
		{"nil con valor", `<telefono xsi:nil="true"/>`, `<telefono xsi:nil="true">22</telefono>`},
		{"sector fijo", "<codigoDocumentoSector>1</codigoDocumentoSector>", "<codigoDocumentoSector>2</codigoDocumentoSector>"},
		{"complemento largo", "<complemento>1A</complemento>", "<complemento>123456</complemento>"},
		{"elemento extra", "<complemento>1A</complemento>", "<complemento>1A</complemento><extra>1</extra>"},
		{"coma decimal", "<cantidad>1.50</cantidad>", "<cantidad>1,50</cantidad>"},
		{"fecha con espacio", "2026-03-04T23:30:00.042", "2026-03-04 23:30:00.042"},
		{"fecha sin milisegundos", "2026-03-04T23:30:00.042", "2026-03-04T23:30:00"},
		{"con espacio de nombres", "<nitEmisor>1003579028</nitEmisor>", `<nitEmisor xmlns="urn:x">1003579028</nitEmisor>`},
		{"entero con decimales", "<codigoExcepcion>0</codigoExcepcion>", "<codigoExcepcion>0.0</codigoExcepcion>"},
		{"raíz electrónica", "facturaComputarizadaCompraVenta", "facturaElectronicaCompraVenta"},
	}
	for _, c := range cases {
		doc := string(valid)
		if c.old != "" {
			if !strings.Contains(doc, c.old) {
				t.Fatalf("%s: the fixture lacks %q", c.name, c.old)
			}
			doc = strings.ReplaceAll(doc, c.old, c.new)
		}
		root, err := parseTree([]byte(doc))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		ours := schema.validate(root)
		theirs := Xmllint(t, []byte(doc), "facturaComputarizadaCompraVenta.xsd")
		if (ours == nil) != (theirs == nil) {
			t.Errorf("%s: the double says %v, xmllint says %v", c.name, ours, theirs)
		}
	}
}

// Modality 1's schema wants a ds:Signature after the last detalle; the
// double takes its content as it comes (the signature has its own schema).
func TestElectronicaSchemaWantsSignature(t *testing.T) {
	valid, err := os.ReadFile("testdata/factura.xml")
	if err != nil {
		t.Fatal(err)
	}
	schema, err := loadSchema("facturaElectronicaCompraVenta.xsd")
	if err != nil {
		t.Fatal(err)
	}
	doc := strings.ReplaceAll(string(valid), "facturaComputarizadaCompraVenta", "facturaElectronicaCompraVenta")
	unsigned, err := parseTree([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	if err := schema.validate(unsigned); err == nil {
		t.Error("an unsigned electrónica invoice passed")
	}
	signed := strings.Replace(doc, "</facturaElectronicaCompraVenta>",
		`<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:SignedInfo/></ds:Signature></facturaElectronicaCompraVenta>`, 1)
	root, err := parseTree([]byte(signed))
	if err != nil {
		t.Fatal(err)
	}
	if err := schema.validate(root); err != nil {
		t.Errorf("signed: %v", err)
	}
}
