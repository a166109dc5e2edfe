package engine

import "testing"

func TestInventoryViews(t *testing.T) {
	w := skSetup(t)
	w.buy(t, 12, 4000, w.p[0], w.p[1], w.p[2])
	_, err := w.e.ToggleProduct(w.super, w.p[2])
	skOK(t, err)

	inv, err := w.e.BranchInventory(w.super, MainBranch, false)
	skOK(t, err)
	if len(inv.Data) != 2 || inv.TotalInventario != 24 || inv.TotalCosto == nil || *inv.TotalCosto != 96000 || *inv.Data[0].CostoUnitario != 4000 {
		t.Fatalf("super inventory: %+v", inv)
	}
	inv, _ = w.e.BranchInventory(w.admin, MainBranch, true)
	if len(inv.Data) != 3 || inv.TotalCosto != nil || inv.Data[0].CostoUnitario != nil || inv.Data[2].Cantidad != 0 {
		t.Fatalf("admin inventory with zero stock: %+v", inv)
	}
	_, err = w.e.BranchInventory(w.seller, MainBranch, false)
	skCode(t, err, CodeForbidden)

	low, err := w.e.LowStock(w.super, MainBranch)
	skOK(t, err)
	if len(low) != 1 || low[0].ID != w.p[3] || low[0].Minimo != 10 { // p2 is inactive, p0 and p1 have 12 > 10
		t.Fatalf("low stock: %+v", low)
	}

	// p0 sold 5 units two months ago, p1 sold 4 today and p2 (inactive, still
	// in stock) nothing: over 3 months p1 and p2 are idle.
	old := skSale(MainBranch, skLine(w.p[0], 5, 10000))
	old.FechaVenta = "2025-01-04"
	oldID, err := w.e.CreateSale(w.super, old)
	skOK(t, err)
	_, err = w.e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[1], 4, 10000)))
	skOK(t, err)
	idle, err := w.e.WithoutMovement(w.super, MainBranch, 3)
	skOK(t, err)
	if len(idle) != 2 || idle[0].ID != w.p[1] || idle[1].ID != w.p[2] || idle[1].TotalVentas != 0 || idle[0].TotalVentas != 4 || idle[0].CantidadExistente != 8 ||
		BusinessDate(idle[0].FechaIngreso) != "2025-03-04" || idle[0].Costo == nil {
		t.Fatalf("idle over 3 months: %+v", idle)
	}
	// One of p0's five units comes back: four sold, so p0 is idle too.
	_, err = w.e.CreateReturn(w.super, ReturnInput{VentaID: ID(oldID), Motivo: "fallado", Total: 10000,
		Productos: []ReturnLineInput{{DetalleAgrupadoID: 1, ProductoID: ID(w.p[0]), Precio: 10000, Cantidad: 1}}})
	skOK(t, err)
	idle, err = w.e.WithoutMovement(w.super, MainBranch, 3)
	skOK(t, err)
	if len(idle) != 3 || idle[0].ID != w.p[0] || idle[0].TotalVentas != 4 {
		t.Fatalf("idle after a return: %+v", idle)
	}
	_, err = w.e.WithoutMovement(w.super, MainBranch, 4)
	wantField(t, err, "meses")
	_, err = w.e.WithoutMovement(w.seller, w.b2, 3)
	skCode(t, err, CodeForbidden)
}
