package sintest

import (
	"os"
	"os/exec"
	"path/filepath"
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
		theirs := xmllint(t, []byte(doc), "facturaComputarizadaCompraVenta.xsd")
		if (ours == nil) != (theirs == nil) {
			t.Errorf("%s: the double says %v, xmllint says %v", c.name, ours, theirs)
		}
	}
}

// xmllint validates doc against an embedded XSD; it returns its complaint.
// CI installs libxml2-utils, so there a missing xmllint fails the test.
func xmllint(t *testing.T, doc []byte, xsd string) error {
	t.Helper()
	bin, err := exec.LookPath("xmllint")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("xmllint falta: instale libxml2-utils")
		}
		t.Skip("xmllint no está instalado (libxml2-utils)")
	}
	f := filepath.Join(t.TempDir(), "doc.xml")
	if err := os.WriteFile(f, doc, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(bin, "--noout", "--schema", filepath.Join("xsd", xsd), f).CombinedOutput()
	if err != nil {
		return &lintError{string(out)}
	}
	return nil
}

type lintError struct{ out string }

func (e *lintError) Error() string { return e.out }

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
