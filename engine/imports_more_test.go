package engine

import (
	"strings"
	"testing"
)

// TestImportImagesFromZip names pictures by file name: case-insensitive, the
// same bytes stored once, a name missing from the zip refusing its row.
func TestImportImagesFromZip(t *testing.T) {
	e := mustOpen(t)
	super := superActor()
	png := mdPNG(t, 40, 30, true)
	req := &ImportRequest{Kind: ImportProductos, Hash: "i1", Images: map[string][]byte{"p1.jpg": png},
		Sheets: []ImportSheet{imSheet(SheetProductos,
			[]string{"codigo", "producto", "unidad", "categoria", "precio", "imagen", "imagen2"},
			[]string{"P-1", "Uno", "Pieza", "Cat", "10", "P1.JPG", ""},
			[]string{"P-2", "Dos", "Pieza", "Cat", "10", "p1.jpg", "falta.png"})}}
	pl, err := e.SimulateImport(super, req)
	if err != nil {
		t.Fatal(err)
	}
	if pl.Filas[0].Accion != ActionCreate || pl.Filas[1].Accion != ActionReject ||
		!strings.Contains(pl.Filas[1].Errores[0].Mensaje, "falta.png no está en el .zip") {
		t.Fatalf("%+v", pl.Filas)
	}
	req.Sheets[0].Rows[1].Cells[6].Text = ""
	if _, _, err := e.Import(super, req); err != nil {
		t.Fatal(err)
	}
	if n := mdImageCount(t, e); n != 1 {
		t.Fatalf("one picture for two rows naming the same bytes, got %d", n)
	}
	p, _ := e.ListProducts(super, MainBranch, false)
	if len(p) != 2 || p[0].Imagen == nil || p[1].Imagen == nil || *p[0].Imagen != *p[1].Imagen {
		t.Fatalf("pictures: %+v", p)
	}
	pl, _ = e.SimulateImport(super, req)
	if pl.Resumen.SinCambios != 2 {
		t.Fatalf("the same picture again is no change: %+v", pl.Filas)
	}
}

// TestImportPriceChangeAlertsAndAudits updates a product's default price: the
// branches that follow the defaults get the price alert, a branch with its
// own prices does not, and the Bitácora holds the import and the change.
func TestImportPriceChangeAlertsAndAudits(t *testing.T) {
	e := mustOpen(t)
	super := superActor()
	norte := mdAddBranch(t, e, "Norte")
	first := &ImportRequest{Kind: ImportProductos, Hash: "a1", Sheets: []ImportSheet{
		imSheet(SheetProductos, []string{"codigo", "producto", "unidad", "categoria", "precio"}, []string{"P-1", "Uno", "Pieza", "Cat", "10"}),
		imSheet(SheetPrecios, []string{"codigo", "sucursal", "precio"}, []string{"P-1", "Norte", "12"}),
	}}
	if _, _, err := e.Import(super, first); err != nil {
		t.Fatal(err)
	}
	for _, b := range []uint64{MainBranch, norte} {
		skOK(t, e.DismissPriceAlert(super, b))
	}
	second := &ImportRequest{Kind: ImportProductos, Hash: "a2", Sheets: []ImportSheet{
		imSheet(SheetProductos, []string{"codigo", "precio", "precio2"}, []string{"P-1", "11,50", ""})}}
	pl, _, err := e.Import(super, second)
	if err != nil {
		t.Fatal(err)
	}
	if c := pl.Filas[0].Cambios; len(c) != 1 || c[0].Antes != "Bs 10,00" || c[0].Despues != "Bs 11,50" {
		t.Fatalf("changes: %+v", c)
	}
	if on, _ := e.PriceAlertExists(super, MainBranch); !on {
		t.Fatal("the branch following the defaults got no price alert")
	}
	if on, _ := e.PriceAlertExists(super, norte); on {
		t.Fatal("the branch with its own prices got an alert")
	}
	log, _, err := e.AuditLog(AuditFilter{All: true})
	skOK(t, err)
	if log[0].Tipo != AuditImport || log[1].Tipo != AuditImportRecord || !strings.Contains(log[1].Detalle, "precio Bs 10,00 → Bs 11,50") {
		t.Fatalf("audit: %+v / %+v", log[0].AuditEntry, log[1].AuditEntry)
	}
}

// TestImportOneAtATime refuses a second import while one runs.
func TestImportOneAtATime(t *testing.T) {
	e := mustOpen(t)
	release := make(chan struct{})
	wait, err := e.StartImport(superActor(), "x", func() (*ImportRequest, error) {
		<-release
		return nil, Invalid("archivo", "cancelado")
	})
	skOK(t, err)
	if _, err := e.StartImport(superActor(), "y", nil); ErrorCode(err) != CodeConflict || err.(*Error).Message != MsgImportBusy {
		t.Fatalf("second import: %v", err)
	}
	close(release)
	<-wait
	if _, err := e.StartImport(Actor{UserID: 2, Roles: []string{RoleAdmin}}, "z", nil); ErrorCode(err) != CodeForbidden {
		t.Fatalf("Administrador: %v", err)
	}
}
