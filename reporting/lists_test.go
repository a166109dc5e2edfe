package reporting

import (
	"io"
	"testing"

	"sgc/engine"
)

func TestListExports(t *testing.T) {
	w := newWorld(t)
	main := w.span(t, engine.MainBranch)
	// A second sale in the main branch, voided: listed, left out of the totals.
	voided, err := w.eng.CreateSale(w.super, saleOf(engine.MainBranch, line(w.products[2], 1, 10000)))
	must(t, err)
	must(t, w.eng.VoidSale(w.super, voided, "error"))

	rows := sheet(t, doc(t, "ventas_2025-03-04_2025-03-04_Casa-Matriz.xlsx", func(out io.Writer) (string, error) {
		return SalesSheet(w.eng, w.super, main, out)
	}), "N°", "Fecha", "Cliente", "Razón social", "NIT/CI")
	if len(rows) != 3 || rows[1][11] != "Anulado" || rows[2][7] != "Bs 290.00" {
		t.Errorf("sales: two rows and a total of 290 (the voided sale left out), got %q", rows)
	}

	_, err = w.eng.CreatePurchase(w.super, engine.PurchaseInput{Proveedor: engine.ID(w.supplier), Total: 40000,
		Productos: []engine.PurchaseLineInput{{ID: engine.ID(w.products[2]), Cantidad: 10, Costo: 4000}}})
	must(t, err)
	rows = sheet(t, doc(t, "compras_2025-03-04_2025-03-04_Casa-Matriz.xlsx", func(out io.Writer) (string, error) {
		return Purchases(w.eng, w.super, main, "xlsx", out)
	}), "N°", "Fecha", "Proveedor")
	if len(rows) != 2 || rows[0][2] != "Importadora Altiplano" {
		t.Errorf("purchases: one row and the totals, got %q", rows)
	}
	raw := doc(t, "compras.pdf", func(out io.Writer) (string, error) { return Purchases(w.eng, w.super, main, "pdf", out) })
	wantText(t, pdf(t, raw, 1), "REPORTE DE COMPRAS", "Sucursal: Casa Matriz · Del 04/03/2025 al 04/03/2025", "400,00")
	_, err = Purchases(w.eng, w.super, main, "csv", io.Discard)
	wantCode(t, "format csv", err, engine.CodeInvalid)

	_, err = w.eng.CreateProforma(w.super, engine.ProformaInput{RazonSocial: "Constructora Andina", Total: 20000,
		Productos: []engine.ProformaLineInput{{ID: engine.ID(w.products[0]), Cantidad: 2, Precio: 10000}}})
	must(t, err)
	rows = sheet(t, doc(t, "cotizaciones_2025-03-04_2025-03-04_Casa-Matriz.xlsx", func(out io.Writer) (string, error) {
		return Quotations(w.eng, w.super, main, "xlsx", out)
	}), "N°", "Fecha", "Razón social")
	if len(rows) != 2 || rows[1][6] != "Bs 200.00" {
		t.Errorf("quotations: one row and a total of 200, got %q", rows)
	}
	raw = doc(t, "cotizaciones.pdf", func(out io.Writer) (string, error) { return Quotations(w.eng, w.super, main, "pdf", out) })
	wantText(t, pdf(t, raw, 1), "REPORTE DE COTIZACIONES", "Constructora Andina", "200,00")

	rows = sheet(t, doc(t, "bajas-Todos_2025-03-04_Casa-Matriz.xlsx", func(out io.Writer) (string, error) {
		return BajasSheet(w.eng, w.super, main.Branch, "", out)
	}), "N°", "Fecha", "Código", "Producto", "Cantidad")
	if len(rows) != 2 || rows[1][0] != "TOTALES" {
		t.Errorf("bajas: the empty list's row and the totals, got %q", rows)
	}
}

func TestRegistryLists(t *testing.T) {
	w := newWorld(t)
	for _, c := range []struct {
		name  string
		write func(*engine.Engine, io.Writer) (string, error)
		want  []string
	}{
		{"sucursales.pdf", Branches, []string{"REPORTE DE SUCURSALES", "Sucursal Sur", "P1 P2"}},
		{"usuarios.pdf", Users, []string{"REPORTE DE USUARIOS", "admin", "Casa Matriz"}},
		{"clientes.pdf", Customers, []string{"REPORTE DE CLIENTES"}},
		{"proveedores.pdf", Suppliers, []string{"REPORTE DE PROVEEDORES", "Importadora Altiplano", "1020304"}},
		{"categorias.pdf", Categories, []string{"REPORTE DE CATEGORÍAS", "Herramientas"}},
		{"unidades.pdf", Units, []string{"REPORTE DE UNIDADES", "UND"}},
	} {
		raw := doc(t, c.name, func(out io.Writer) (string, error) { return c.write(w.eng, out) })
		wantText(t, pdf(t, raw, 1), c.want...)
	}
	raw := doc(t, "categorias_gastos.pdf", func(out io.Writer) (string, error) {
		return MoneyCategories(w.eng, engine.BookGastos, "CATEGORÍAS DE GASTOS", "categorias_gastos", out)
	})
	wantText(t, pdf(t, raw, 1), "REPORTE DE CATEGORÍAS DE GASTOS")
	rows := sheet(t, doc(t, "gastos_2025-03-04_2025-03-04_Casa-Matriz.xlsx", func(out io.Writer) (string, error) {
		return MoneyEntries(w.eng, w.super, engine.BookGastos, "GASTOS", "gastos", w.span(t, engine.MainBranch), "xlsx", out)
	}), "N°", "Fecha", "Concepto")
	if len(rows) != 2 || rows[1][7] != "Bs 0.00" {
		t.Errorf("gastos: the empty list's row and a total of 0, got %q", rows)
	}
}

func TestCashDocuments(t *testing.T) {
	w := newWorld(t)
	// The sale of the fixture opened the box of the day.
	st, err := w.eng.CashBoxState(w.super, engine.MainBranch, "", 0)
	must(t, err)
	if st.Caja == nil {
		t.Fatal("no box open after a sale")
	}
	box := st.Caja.ID
	rows := sheet(t, doc(t, "caja_2025-03-04_2025-03-04_Casa-Matriz.xlsx", func(out io.Writer) (string, error) {
		return CashMovements(w.eng, w.super, engine.MainBranch, "", 0, "xlsx", out)
	}), "Movimiento", "Fecha", "Efectivo")
	if len(rows) < 2 || rows[len(rows)-1][0] != "TOTAL" {
		t.Errorf("cash movements: rows ending in TOTAL, got %q", rows)
	}
	raw := doc(t, "caja_2025-03-04.pdf", func(out io.Writer) (string, error) {
		return CashMovements(w.eng, w.super, engine.MainBranch, "", 0, "pdf", out)
	})
	wantText(t, pdf(t, raw, 1), "MOVIMIENTOS DE CAJA", "Casa Matriz")
	for _, ticket := range []bool{false, true} {
		raw := doc(t, "cierre_caja_2025-03-04.pdf", func(out io.Writer) (string, error) {
			return CashClose(w.eng, w.super, box, ticket, out)
		})
		pdf(t, raw, 1)
	}
}
