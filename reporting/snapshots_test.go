package reporting

import (
	"errors"
	"io"
	"testing"

	"sgc/engine"
)

// The documents of one moment: they render on the fixture, with the rows
// the fixture gives them.

func TestSnapshotDocuments(t *testing.T) {
	w := newWorld(t)
	main := w.span(t, engine.MainBranch).Branch

	rows := sheet(t, doc(t, "productos.xlsx", func(out io.Writer) (string, error) { return Products(w.eng, w.super, "xlsx", out) }),
		"ID", "Código", "Producto", "Unidad", "Categoría", "Costo", "P1")
	if len(rows) != 3 || rows[0][2] != "Taladro percutor" {
		t.Errorf("products: three rows, got %q", rows)
	}
	raw := doc(t, "productos.pdf", func(out io.Writer) (string, error) { return Products(w.eng, w.super, "pdf", out) })
	wantText(t, pdf(t, raw, 1), "REPORTE DE PRODUCTOS", "HER-003")

	rows = sheet(t, doc(t, "inventario_2025-03-04_Casa-Matriz.xlsx", func(out io.Writer) (string, error) {
		return Inventory(w.eng, w.super, main, true, "xlsx", out)
	}), "Código", "Producto", "Unidad", "Categoría", "Cantidad", "Mínimo", "Costo unitario", "Costo total", "P1")
	if len(rows) != 4 || rows[0][4] != "8" {
		t.Errorf("inventory: three products (Taladro 10 − 2 sold) and the totals, got %q", rows)
	}
	raw = doc(t, "reporte_cantidad_real.pdf", func(out io.Writer) (string, error) { return CountSheet(w.eng, w.super, main, true, out) })
	wantText(t, pdf(t, raw, 1), "REPORTE DE CANTIDAD REAL", "Revisados: 3 · Sin revisar: 0", "HER-001")
	_, err := KardexComparison(w.eng, w.super, main, io.Discard)
	if !errors.Is(err, ErrNoKardexDifferences) {
		t.Errorf("kardex comparison of a sound store: %v", err)
	}

	sheet(t, doc(t, "stock-bajo_2025-03-04_2025-03-04_Casa-Matriz.xlsx", func(out io.Writer) (string, error) {
		return LowStock(w.eng, w.super, engine.MainBranch, "xlsx", out)
	}), "Código", "Producto", "Unidad", "Cantidad", "Mínimo", "Faltante")
	raw = doc(t, "caja_empleados_2025-03-04.pdf", func(out io.Writer) (string, error) {
		return EmployeesCash(w.eng, w.super, engine.MainBranch, "", "pdf", out)
	})
	wantText(t, pdf(t, raw, 1), "CAJA POR EMPLEADO", "Casa Matriz", "04/03/2025")
	raw = doc(t, "bitacora.pdf", func(out io.Writer) (string, error) {
		return AuditLog(w.eng, engine.AuditFilter{Desde: day, Hasta: day}, out)
	})
	wantText(t, pdf(t, raw, 1), "BITÁCORA", "Del 04/03/2025 al 04/03/2025")

	cat, err := w.eng.CreateCatalogo(w.seller, engine.CatalogoInput{RazonSocial: "Constructora Andina", Total: 10000,
		Productos: []engine.CatalogoLineInput{{ID: engine.ID(w.products[0]), Cantidad: 1, Precio: 10000}}})
	must(t, err)
	raw = doc(t, "catalogo_000001.pdf", func(out io.Writer) (string, error) { return Catalogo(w.eng, w.seller, cat, out) })
	wantText(t, pdf(t, raw, 1), "Constructora Andina", "Taladro percutor")
	_, err = Catalogo(w.eng, w.sellerSur, cat, io.Discard)
	wantCode(t, "a catálogo of another branch", err, engine.CodeForbidden)
}
