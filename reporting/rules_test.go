package reporting

import (
	"io"
	"testing"

	"sgc/engine"
)

// The role and branch rules the documents apply on top of the engine's.

func TestCostsOnlyForSuper(t *testing.T) {
	w := newWorld(t)
	both := []uint64{engine.MainBranch, w.sur}
	raw := doc(t, "reporte_venta_producto.pdf", func(out io.Writer) (string, error) {
		return ProductSales(w.eng, w.super, both, "Todas las sucursales", day, day, out)
	})
	// Taladro: 2 at 100 in the main branch and 4 at 90 in Sur.
	wantText(t, pdf(t, raw, 1), "REPORTE DE VENTAS POR PRODUCTO", "Todas las sucursales", "Taladro percutor", "560,00",
		"Costo total", "Utilidad")
	raw = doc(t, "reporte_venta_producto.pdf", func(out io.Writer) (string, error) {
		return ProductSales(w.eng, w.admin, both, "Todas las sucursales", day, day, out)
	})
	wantText(t, pdf(t, raw, 1), "560,00", "!Costo", "!Utilidad")

	main, err := w.eng.Branch(engine.MainBranch)
	must(t, err)
	raw = doc(t, "reporte_inventario_costo.pdf", func(out io.Writer) (string, error) {
		return Inventory(w.eng, w.super, main, true, "pdf", out)
	})
	wantText(t, pdf(t, raw, 1), "REPORTE DE INVENTARIO CON COSTOS", "Costo total", "1.350,00")
	// Asked with costs by a role that may not see them, the list comes without.
	raw = doc(t, "reporte_inventario.pdf", func(out io.Writer) (string, error) {
		return Inventory(w.eng, w.admin, main, true, "pdf", out)
	})
	wantText(t, pdf(t, raw, 1), "REPORTE DE INVENTARIO", "!Costo")
}

func TestRangeReportBranches(t *testing.T) {
	w := newWorld(t)
	q := engine.ReportQuery{Sucursal: "TODOS", Desde: day, Hasta: day}
	// One section, and one page, per branch for an Administrador.
	raw := doc(t, "reporte-ventas-generales_2025-03-04_2025-03-04_TODOS.pdf", func(out io.Writer) (string, error) {
		return Write(w.eng, w.admin, "ventas-generales", q, "pdf", out)
	})
	wantText(t, pdf(t, raw, 2), "REPORTE GENERAL DE VENTAS", "Casa Matriz", "Sucursal Sur", "Constructora Andina", "360,00")
	// TODOS is the own branch for a Responsable, who never sees another.
	resp := engine.Actor{UserID: 1, Roles: []string{engine.RoleResponsable}, Home: w.sur, Branch: w.sur}
	raw = doc(t, "reporte-ventas-generales_2025-03-04_2025-03-04_Sucursal-Sur.pdf", func(out io.Writer) (string, error) {
		return Write(w.eng, resp, "ventas-generales", q, "pdf", out)
	})
	wantText(t, pdf(t, raw, 1), "Sucursal Sur", "360,00", "!Constructora Andina")
	q.Sucursal = "1"
	_, err := Write(w.eng, resp, "ventas-generales", q, "pdf", io.Discard)
	wantCode(t, "a Responsable of Sur asking the main branch", err, engine.CodeForbidden)
	_, err = Write(w.eng, w.admin, "utilidades", q, "pdf", io.Discard)
	wantCode(t, "utilidades for an Administrador", err, engine.CodeForbidden)

	rows := sheet(t, doc(t, "reporte-ventas-generales_2025-03-04_2025-03-04_Casa-Matriz.xlsx", func(out io.Writer) (string, error) {
		return Write(w.eng, w.admin, "ventas-generales", q, "xlsx", out)
	}), "Fecha", "N°", "Razón social")
	if len(rows) != 2 || rows[0][2] != "Constructora Andina" {
		t.Errorf("ventas-generales of the main branch: one sale and the totals, got %q", rows)
	}
}

func TestTransferDocuments(t *testing.T) {
	w := newWorld(t)
	out, err := w.eng.CreateTransfer(w.super, engine.TransferInput{SucursalOrigen: engine.ID(engine.MainBranch),
		SucursalDestino: engine.ID(w.sur), Motivo: "Reposición",
		Productos: []engine.TransferLineInput{{ID: engine.ID(w.products[2]), Cantidad: 3}}})
	must(t, err)
	back, err := w.eng.CreateTransfer(w.super, engine.TransferInput{SucursalOrigen: engine.ID(w.sur),
		SucursalDestino: engine.ID(engine.MainBranch), Motivo: "Devolución",
		Productos: []engine.TransferLineInput{{ID: engine.ID(w.products[1]), Cantidad: 2}}})
	must(t, err)

	// The inter-branch ticket only for Aceptado or Directo transfers: a
	// transfer out of the main warehouse is an Ingreso de Almacén.
	_, err = TransferTicket(w.eng, w.super, out, true, io.Discard)
	wantCode(t, "inter-branch ticket of an Ingreso de Almacén", err, engine.CodeConflict)
	raw := doc(t, "ticket_traspaso_"+report6(back)+".pdf", func(o io.Writer) (string, error) {
		return TransferTicket(w.eng, w.super, back, true, o)
	})
	wantText(t, pdf(t, raw, 1), "TRASPASO ENTRE SUCURSALES", "Traspaso Directo", "Amoladora angular")

	// The report of a branch lists what it sent or received; the
	// warehouse's lists what left it, line by line.
	raw = doc(t, "reporte_traspasos.pdf", func(o io.Writer) (string, error) {
		return Transfers(w.eng, w.super, w.span(t, w.sur), o)
	})
	wantText(t, pdf(t, raw, 1), "REPORTE DE TRASPASOS", "Reposición", "Devolución")
	raw = doc(t, "reporte_traspasos_almacen.pdf", func(o io.Writer) (string, error) {
		return WarehouseTransfers(w.eng, w.super, w.span(t, engine.MainBranch), o)
	})
	wantText(t, pdf(t, raw, 1), "REPORTE DE TRASPASOS DE ALMACÉN", "Martillo carpintero", "!Amoladora angular")
	third, err := w.eng.SaveBranch(0, engine.BranchInput{Sucursal: "Sucursal Este", NombreOficial: "Comercial Este", Grupo: "2",
		Direccion: "Av. Este 9", Precios: [6]string{"1"}})
	must(t, err)
	raw = doc(t, "reporte_traspasos.pdf", func(o io.Writer) (string, error) {
		return Transfers(w.eng, w.super, w.span(t, third), o)
	})
	wantText(t, pdf(t, raw, 1), "Sucursal Este", "!Reposición", "!Devolución")
}

func TestImportBooks(t *testing.T) {
	w := newWorld(t)
	raw := doc(t, "plantilla-2025-03-04.xlsx", func(out io.Writer) (string, error) {
		return ImportBook(w.eng, w.super, "plantilla", out)
	})
	if len(raw) == 0 {
		t.Fatal("empty template")
	}
	_, err := ImportBook(w.eng, w.admin, "plantilla", io.Discard)
	wantCode(t, "the template for an Administrador", err, engine.CodeForbidden)
	if got := safeName("Lista de precios (marzo).xlsx"); got != "Listadepreciosmarzo.xlsx" {
		t.Errorf("safeName: %q", got)
	}
	if got := safeName("ñ"); got != "archivo" {
		t.Errorf("safeName of no safe letter: %q", got)
	}
}
