package engine

import "testing"

// TestImportHomologatesProducts: the SIN's codes come in through the
// productos columns, a bad one is refused on its column, a file without
// the columns keeps them, and the export writes them back.
func TestImportHomologatesProducts(t *testing.T) {
	e := mustOpen(t)
	super := superActor()
	head := []string{"Código", "Producto", "Unidad", "Categoría", "Precio", "codigo_producto_sin", "actividad_economica", "unidad_medida_sin"}
	req := func(hash string, rows ...[]string) *ImportRequest {
		return &ImportRequest{Kind: ImportProductos, File: "sin.xlsx", Hash: hash, Sheets: []ImportSheet{imSheet(SheetProductos, rows...)}}
	}
	bad, err := e.SimulateImport(super, req("h0", head, []string{"P-1", "Martillo", "Pieza", "Herramientas", "10", "83141", "461021", "999"}))
	skOK(t, err)
	if bad.Resumen.Rechazar != 1 {
		t.Fatalf("unidad 999 accepted: %+v", bad.Filas)
	}
	_, _, err = e.Import(super, req("h1", head, []string{"P-1", "Martillo", "Pieza", "Herramientas", "10", "83141", "461021", "57"}))
	skOK(t, err)
	// A later file without the columns changes nothing of them.
	_, _, err = e.Import(super, req("h2", []string{"Código", "Producto", "Unidad", "Categoría", "Precio"},
		[]string{"P-1", "Martillo grande", "Pieza", "Herramientas", "12"}))
	skOK(t, err)
	var p Product
	skOK(t, e.view(func(tx ReadTx) (err error) { p, err = getProduct(tx, 1); return err }))
	if p.CodigoProductoSin != 83141 || p.ActividadEconomica != "461021" || p.UnidadMedidaSin != 57 || p.Producto != "Martillo grande" {
		t.Fatalf("product: %+v", p)
	}
	book, err := e.ImportWorkbook(super, ImportProductos)
	skOK(t, err)
	row := book.Sheets[0].Rows[0]
	if row[17] != "83141" || row[18] != "461021" || row[19] != "57" {
		t.Fatalf("export row: %v", row)
	}
}
