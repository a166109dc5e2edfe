package sintest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// Xmllint validates doc with xmllint against one of the SIN's XSDs the
// double reads (xsd/), written out for it, so that any package's tests can
// hold what they produce to the golden check; it returns xmllint's
// complaint. CI installs libxml2-utils, so there a missing xmllint fails
// the test; elsewhere the test is skipped and says why.
func Xmllint(t testing.TB, doc []byte, xsd string) error {
	t.Helper()
	bin, err := exec.LookPath("xmllint")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("xmllint falta: instale libxml2-utils")
		}
		t.Skip("xmllint no está instalado (libxml2-utils): la factura no se validó contra el XSD")
	}
	dir := t.TempDir()
	files, err := xsdFiles.ReadDir("xsd")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		b, err := xsdFiles.ReadFile("xsd/" + f.Name())
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, f.Name()), b, 0o600)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "factura.xml")
	if err := os.WriteFile(path, doc, 0o600); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(bin, "--noout", "--schema", filepath.Join(dir, xsd), path).CombinedOutput(); err != nil {
		return fmt.Errorf("xmllint: %v\n%s", err, out)
	}
	return nil
}
