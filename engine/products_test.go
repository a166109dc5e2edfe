package engine

import (
	"slices"
	"sync"
	"testing"
)

func TestSaveProductRefusesInvalidForms(t *testing.T) {
	w := skSetup(t)
	off, err := w.e.SaveUnit(0, UnitInput{Unidad: "Caja", Sigla: "CJA"})
	skOK(t, err)
	_, err = w.e.ToggleUnit(off)
	skOK(t, err)
	cases := []struct {
		name, field string
		edit        func(*ProductInput)
	}{
		{"no code", "codigo", func(in *ProductInput) { in.Codigo = "  " }},
		{"code taken, other case", "codigo", func(in *ProductInput) { in.Codigo = "p-001" }},
		{"no name", "producto", func(in *ProductInput) { in.Producto = "" }},
		{"no unit", "unidad", func(in *ProductInput) { in.Unidad = "" }},
		{"unknown unit", "unidad", func(in *ProductInput) { in.Unidad = "999" }},
		{"inactive unit", "unidad", func(in *ProductInput) { in.Unidad = itoa(int64(off)) }},
		{"bad category", "categoria", func(in *ProductInput) { in.Categoria = "abc" }},
		{"negative cost", "costo", func(in *ProductInput) { in.Costo = "-1" }},
		{"cost not a number", "costo", func(in *ProductInput) { in.Costo = "diez" }},
		{"negative P3", "precio3", func(in *ProductInput) { in.Precios[2] = "-5" }},
		{"fractional minimum", "minimo", func(in *ProductInput) { in.Minimo = "2.5" }},
		{"negative minimum", "minimo", func(in *ProductInput) { in.Minimo = "-1" }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := w.productInput(9)
			c.edit(&in)
			before := skHash(t, w.e)
			_, err := w.e.SaveProduct(w.super, 0, in)
			wantField(t, err, c.field)
			if skHash(t, w.e) != before {
				t.Fatal("a refused product left a trace")
			}
		})
	}
	_, err = w.e.SaveProduct(w.admin, 0, w.productInput(9))
	skCode(t, err, CodeForbidden)
}

func TestSaveProductCreatesEditsAndToggles(t *testing.T) {
	w := skSetup(t)
	var mu sync.Mutex
	var touched []uint64
	w.e.Subscribe(func(c Change) { mu.Lock(); touched = append(touched, c.Products...); mu.Unlock() })

	in := w.productInput(9)
	in.Imagenes[0] = &Image{Key: "img-a", Type: "image/jpeg", Data: []byte{1}}
	in.Imagenes[2] = &Image{Key: "img-c", Type: "image/jpeg", Data: []byte{3}}
	id, err := w.e.SaveProduct(w.super, 0, in)
	skOK(t, err)
	v, err := w.e.Product(w.super, id, 0)
	skOK(t, err)
	if v.Minimo != 10 || v.Costo == nil || *v.Costo != 5000 || v.Precio2 != 9000 || !v.Estado || v.Unidad != "Unidad" {
		t.Fatalf("new product: %+v", v)
	}
	if v.Imagen == nil || *v.Imagen != "/api/imagenes/img-a" || v.Imagen2 != nil || v.Imagen3 == nil {
		t.Fatalf("images: %v %v %v", v.Imagen, v.Imagen2, v.Imagen3)
	}

	// Edit: new code frees the old one, image 1 kept, image 3 removed.
	in = w.productInput(9)
	in.Codigo, in.Minimo = "NUEVO-1", "0"
	in.Quitar[2] = true
	_, err = w.e.SaveProduct(w.super, id, in)
	skOK(t, err)
	v, _ = w.e.Product(w.super, id, 0)
	if v.Codigo != "NUEVO-1" || v.Minimo != 0 || v.Imagen == nil || v.Imagen3 != nil {
		t.Fatalf("edited product: %+v", v)
	}
	other := w.productInput(10)
	other.Codigo = "p-010" // the old code of product 9 ("P-010") is free again
	_, err = w.e.SaveProduct(w.super, 0, other)
	skOK(t, err)

	estado, err := w.e.ToggleProduct(w.super, id)
	skOK(t, err)
	if estado {
		t.Fatal("toggle should deactivate")
	}
	_, err = w.e.ToggleProduct(w.seller, id)
	skCode(t, err, CodeForbidden)
	mu.Lock()
	defer mu.Unlock()
	if n := len(slices.DeleteFunc(slices.Clone(touched), func(x uint64) bool { return x != id })); n != 3 {
		t.Fatalf("product %d touched %d times, want 3 (create, edit, toggle): %v", id, n, touched)
	}
}

func TestProductViewsAndBranchPrices(t *testing.T) {
	w := skSetup(t)
	w.buy(t, 10, 4000, w.p[0])
	w.load(t, w.b2, w.p[0], 3)

	// The purchase set branch 1's P1 to 120; branch 2 still follows the defaults.
	in := PurchaseInput{Proveedor: ID(w.supplier), Total: 4000, Productos: []PurchaseLineInput{{ID: ID(w.p[1]), Cantidad: 1, Costo: 4000, Precio: 12000}}}
	_, err := w.e.CreatePurchase(w.super, in)
	skOK(t, err)

	v, err := w.e.Product(w.super, w.p[0], MainBranch)
	skOK(t, err)
	if v.CantidadDisponible != 10 || v.Cantidad != 13 {
		t.Fatalf("stock: here %d total %d", v.CantidadDisponible, v.Cantidad)
	}
	// Average cost: 10 at 40.00 and 3 at 50.00 → 42.31 (rounded to the centavo).
	if v.Costo == nil || *v.Costo != 4231 {
		t.Fatalf("average cost %v", v.Costo)
	}
	seen, err := w.e.Product(w.seller, w.p[1], w.b2)
	skOK(t, err)
	if seen.Costo != nil || seen.Precio != 10000 || len(seen.Niveles) != 3 || seen.Niveles[0].Precio != 10000 {
		t.Fatalf("seller view: %+v", seen)
	}
	_, err = w.e.Product(w.seller, w.p[1], MainBranch)
	skCode(t, err, CodeForbidden)

	list, err := w.e.ListProducts(w.super, MainBranch, true)
	skOK(t, err)
	if len(list) != 4 || list[1].Precio != 12000 || list[1].Precio2 != 9000 || list[0].CantidadDisponible != 10 || list[0].Cantidad != 13 {
		t.Fatalf("list: %+v", list[:2])
	}
	_, err = w.e.ToggleProduct(w.super, w.p[3])
	skOK(t, err)
	list, _ = w.e.ListProducts(w.admin, w.b2, true)
	if len(list) != 3 || list[0].Costo != nil || list[0].CantidadDisponible != 3 {
		t.Fatalf("active list for an admin: %+v", list)
	}

	levels, err := w.e.EnabledLevels(w.b3, w.p[0])
	skOK(t, err)
	if len(levels) != 1 || levels[0] != (PriceLevel{Nivel: 2, Precio: 9000}) {
		t.Fatalf("branch 3 levels: %+v", levels)
	}
	b3, _ := w.e.Branch(w.b3)
	b1, _ := w.e.Branch(MainBranch)
	if f := priceFloor(&b3, [6]Money{100, 0, 50}); f != 0 {
		t.Fatalf("floor with no enabled non-zero level = %v", f)
	}
	if f := priceFloor(&b1, [6]Money{100, 0, 50, 70}); f != 50 {
		t.Fatalf("floor = %v, want 50", f)
	}
}

func TestPriceChangesRaiseAlerts(t *testing.T) {
	w := skSetup(t)
	// Branch 1 gets its own prices through a purchase: one alert for branch 1.
	in := PurchaseInput{Proveedor: ID(w.supplier), Total: 4000, Productos: []PurchaseLineInput{{ID: ID(w.p[0]), Cantidad: 1, Costo: 4000, Precio: 11000}}}
	_, err := w.e.CreatePurchase(w.super, in)
	skOK(t, err)
	a1, _ := w.e.PriceAlerts(MainBranch, 0)
	if len(a1) != 1 || a1[0].Anterior[0] != 10000 || a1[0].Nuevo[0] != 11000 || a1[0].Nuevo[1] != 9000 {
		t.Fatalf("branch 1 alerts: %+v", a1)
	}
	// A new default P1 alerts branches 2 and 3 (which follow the defaults), not 1.
	edit := w.productInput(0)
	edit.Precios[0] = "105"
	_, err = w.e.SaveProduct(w.super, w.p[0], edit)
	skOK(t, err)
	a1, _ = w.e.PriceAlerts(MainBranch, a1[0].Seq)
	a2, _ := w.e.PriceAlerts(w.b2, 0)
	a3, _ := w.e.PriceAlerts(w.b3, 0)
	if len(a1) != 0 || len(a2) != 1 || len(a3) != 1 || a2[0].Nuevo[0] != 10500 {
		t.Fatalf("alerts after a default change: b1 %v b2 %v b3 %v", a1, a2, a3)
	}
	// Saving the same prices again is no change.
	_, err = w.e.SaveProduct(w.super, w.p[0], edit)
	skOK(t, err)
	if a2, _ = w.e.PriceAlerts(w.b2, 0); len(a2) != 1 {
		t.Fatalf("an unchanged save raised alerts: %v", a2)
	}
	skOK(t, w.e.SaveBranchPrices(w.super, w.b2, w.p[0], [6]Money{1, 2, 3, 4, 5, 6}))
	if p, _ := w.e.BranchPrices(w.b2, w.p[0]); p != [6]Money{1, 2, 3, 4, 5, 6} {
		t.Fatalf("branch prices: %v", p)
	}
	if a2, _ = w.e.PriceAlerts(w.b2, 0); len(a2) != 2 {
		t.Fatalf("per-branch price change: %v", a2)
	}
}

func TestIndexFeeds(t *testing.T) {
	w := skSetup(t)
	got, err := w.e.ProductsByIDs([]uint64{w.p[2], 999, w.p[0]})
	skOK(t, err)
	if len(got) != 2 || got[0].ID != w.p[2] || got[1].ID != w.p[0] {
		t.Fatalf("ProductsByIDs: %+v", got)
	}
	var ids []uint64
	skOK(t, w.e.IndexDocs(func(p Product) error { ids = append(ids, p.ID); return nil }))
	if !slices.Equal(ids, w.p[:]) {
		t.Fatalf("IndexDocs: %v", ids)
	}
}

func TestQuickInfo(t *testing.T) {
	w := skSetup(t)
	first := w.buy(t, 5, 4000, w.p[0])
	last := w.buy(t, 2, 4500, w.p[0], w.p[1])
	w.load(t, w.b2, w.p[0], 3)
	w.load(t, w.b3, w.p[0], 1)
	q, err := w.e.QuickInfo(w.super, w.p[0])
	skOK(t, err)
	if len(q.Compras) != 2 || q.Compras[0].CompraID != last || q.Compras[1].CompraID != first || q.Compras[0].Costo == nil ||
		*q.Compras[0].Costo != 4500 || q.Compras[0].Proveedor != "Altiplano" || q.Total != 11 || len(q.StockSucursales) != 3 {
		t.Fatalf("super: %+v", q)
	}
	q, _ = w.e.QuickInfo(w.admin, w.p[0])
	if len(q.Compras) != 2 || q.Compras[0].Costo != nil {
		t.Fatalf("admin sees purchases without cost: %+v", q.Compras)
	}
	q, _ = w.e.QuickInfo(w.seller, w.p[0])
	if len(q.Compras) != 0 || len(q.StockSucursales) != 1 || q.StockSucursales[0].Stock != 3 || q.Total != 3 {
		t.Fatalf("seller sees only the home branch: %+v", q)
	}
	skOK(t, w.e.VoidPurchase(w.super, first, "error"))
	if q, _ = w.e.QuickInfo(w.super, w.p[0]); len(q.Compras) != 1 {
		t.Fatalf("a voided purchase still listed: %+v", q.Compras)
	}
}
