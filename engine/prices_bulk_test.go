package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

// Helpers of the price tests carry a price prefix.

// priceDefaults are the prices skSetup gives every product.
var priceDefaults = [6]Money{10000, 9000, 8000, 7000, 6000, 0}

// priceLine is a cart line of product with a percentage, an amount or six prices.
func priceLine(product uint64, pct Percent, amount Money, prices ...Money) BulkPriceLine {
	l := BulkPriceLine{ID: ID(product), Porcentaje: pct, Monto: amount}
	var p [6]Money
	copy(p[:], prices)
	l.PriceSet = priceSet(p)
	return l
}

func priceBranches(ids ...uint64) []ID {
	out := make([]ID, len(ids))
	for i, id := range ids {
		out[i] = ID(id)
	}
	return out
}

func priceOf(t testing.TB, e *Engine, branch, product uint64) [6]Money {
	t.Helper()
	p, err := e.BranchPrices(branch, product)
	skOK(t, err)
	return p
}

func TestScalePercentRoundsHalfAwayFromZero(t *testing.T) {
	cases := []struct {
		price  Money
		factor int64
		want   Money
	}{
		{1005, 11_000, 1106},   // 10.05 + 10 % = 11.055 → 11.06
		{1005, 9_000, 905},     // 10.05 − 10 % = 9.045 → 9.05
		{25, 10_200, 26},       // 0.255 → 0.26 (an exact half goes up)
		{24, 10_200, 24},       // 0.2448 → 0.24
		{10000, 11_250, 11250}, // + 12.5 %
		{10000, 8_750, 8750},   // − 12.5 %
		{9999, 10_001, 10000},  // 99.99 + 0.01 % = 99.999999 → 100.00
		{100, -100, -1},        // − 101 %: below zero, rounded away from zero
		{150, -100, -2},        // −1.5 → −2
		{0, 20_000, 0},
		{maxPrice, 1_010_000, maxPrice * 101}, // + 10 000 % stays inside int64
	}
	for _, c := range cases {
		if got := scalePercent(c.price, c.factor); got != c.want {
			t.Errorf("scalePercent(%v, %d) = %v, want %v", c.price, c.factor, got, c.want)
		}
	}
	if got := scalePercent(Money(1)<<62, 1_000_000); got <= maxPrice {
		t.Errorf("an overflowing product must saturate, got %v", got)
	}
}

func TestUpdatePricesArithmetic(t *testing.T) {
	cases := []struct {
		name string
		in   func(w *skWorld) BulkPriceInput
		want [6]Money // product 0 in branches 2 and 3
	}{
		{"typed prices", func(w *skWorld) BulkPriceInput {
			return BulkPriceInput{Carrito: []BulkPriceLine{priceLine(w.p[0], 0, 0, 12000, 11000, 0, 0, 5050, 1)}}
		}, [6]Money{12000, 11000, 0, 0, 5050, 1}},
		{"percentage up", func(w *skWorld) BulkPriceInput {
			return BulkPriceInput{IsPorcentaje: true, IsIncremento: true, Carrito: []BulkPriceLine{priceLine(w.p[0], 1000, 0)}}
		}, [6]Money{11000, 9900, 8800, 7700, 6600, 0}},
		{"percentage down with decimals", func(w *skWorld) BulkPriceInput {
			return BulkPriceInput{IsPorcentaje: true, IsRestar: true, Carrito: []BulkPriceLine{priceLine(w.p[0], 1250, 0)}}
		}, [6]Money{8750, 7875, 7000, 6125, 5250, 0}},
		{"percentage down to zero", func(w *skWorld) BulkPriceInput {
			return BulkPriceInput{IsPorcentaje: true, IsRestar: true, Carrito: []BulkPriceLine{priceLine(w.p[0], 10000, 0)}}
		}, [6]Money{}},
		{"amount up", func(w *skWorld) BulkPriceInput {
			return BulkPriceInput{IsMonto: true, IsIncremento: true, Carrito: []BulkPriceLine{priceLine(w.p[0], 0, 550)}}
		}, [6]Money{10550, 9550, 8550, 7550, 6550, 0}},
		{"amount down", func(w *skWorld) BulkPriceInput {
			return BulkPriceInput{IsMonto: true, IsRestar: true, Carrito: []BulkPriceLine{priceLine(w.p[0], 0, 6000)}}
		}, [6]Money{4000, 3000, 2000, 1000, 0, 0}},
		{"global percentage ignores the cart", func(w *skWorld) BulkPriceInput {
			return BulkPriceInput{ActualizarTodo: true, IsPorcentaje: true, IsIncremento: true, Porcentaje: 200,
				Carrito: []BulkPriceLine{priceLine(w.p[0], 5000, 0)}}
		}, [6]Money{10200, 9180, 8160, 7140, 6120, 0}},
		{"global amount", func(w *skWorld) BulkPriceInput {
			return BulkPriceInput{ActualizarTodo: true, IsMonto: true, IsRestar: true, Monto: 101}
		}, [6]Money{9899, 8899, 7899, 6899, 5899, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := skSetup(t)
			in := c.in(w)
			in.Sucursales = priceBranches(w.b2, w.b3)
			skOK(t, w.e.UpdatePrices(w.super, in))
			for _, b := range []uint64{w.b2, w.b3} {
				if got := priceOf(t, w.e, b, w.p[0]); got != c.want {
					t.Errorf("branch %d: %v, want %v", b, got, c.want)
				}
			}
			if got := priceOf(t, w.e, MainBranch, w.p[0]); got != priceDefaults {
				t.Errorf("an unselected branch changed: %v", got)
			}
		})
	}
}

// A percentage applies to each branch's own current prices, rounded to the centavo.
func TestUpdatePricesFromEachBranchsPrices(t *testing.T) {
	w := skSetup(t)
	skOK(t, w.e.SaveBranchPrices(w.super, w.b2, w.p[1], [6]Money{1005, 0, 1}))
	in := BulkPriceInput{Sucursales: priceBranches(w.b2, w.b3), IsPorcentaje: true, IsIncremento: true,
		Carrito: []BulkPriceLine{priceLine(w.p[1], 1000, 0)}}
	skOK(t, w.e.UpdatePrices(w.super, in))
	if got := priceOf(t, w.e, w.b2, w.p[1]); got != [6]Money{1106, 0, 1} {
		t.Fatalf("branch 2: %v, want 11.06, 0, 0.01", got)
	}
	if got := priceOf(t, w.e, w.b3, w.p[1]); got != [6]Money{11000, 9900, 8800, 7700, 6600, 0} {
		t.Fatalf("branch 3: %v", got)
	}
}

// Actualizar Todos changes every active product in every selected branch,
// whatever the branch's group, and records one alert per changed pair.
func TestUpdatePricesActualizarTodos(t *testing.T) {
	w := skSetup(t)
	g3, err := w.e.SaveBranch(0, BranchInput{Sucursal: "Oeste", NombreOficial: "Oeste", Grupo: "3", Direccion: "z", Precios: [6]string{"1"}})
	skOK(t, err)
	_, err = w.e.ToggleProduct(w.super, w.p[3])
	skOK(t, err)
	groups := map[int]bool{}
	for _, id := range []uint64{MainBranch, w.b3, g3} {
		b, _ := w.e.Branch(id)
		groups[b.Grupo] = true
	}
	if len(groups) != 3 {
		t.Fatalf("the branches should be of three groups: %v", groups)
	}
	in := BulkPriceInput{Sucursales: priceBranches(MainBranch, w.b3, g3, w.b3), ActualizarTodo: true,
		IsPorcentaje: true, IsIncremento: true, Porcentaje: 1000}
	skOK(t, w.e.UpdatePrices(w.super, in))
	for _, b := range []uint64{MainBranch, w.b3, g3} {
		for _, p := range w.p[:3] {
			if got := priceOf(t, w.e, b, p); got != [6]Money{11000, 9900, 8800, 7700, 6600, 0} {
				t.Errorf("branch %d product %d: %v", b, p, got)
			}
		}
		if got := priceOf(t, w.e, b, w.p[3]); got != priceDefaults {
			t.Errorf("an inactive product changed in branch %d: %v", b, got)
		}
		alerts, err := w.e.PriceAlerts(b, 0)
		skOK(t, err)
		if len(alerts) != 3 {
			t.Errorf("branch %d: %d alerts, want one per changed product", b, len(alerts))
		}
		for _, a := range alerts {
			if a.Anterior != priceDefaults || a.Nuevo[0] != 11000 || a.UsuarioID != w.super.UserID {
				t.Errorf("alert %+v", a)
			}
		}
	}
	if got := priceOf(t, w.e, w.b2, w.p[0]); got != priceDefaults {
		t.Fatalf("an unselected branch changed: %v", got)
	}
	if a, _ := w.e.PriceAlerts(w.b2, 0); len(a) != 0 {
		t.Fatalf("an unselected branch got alerts: %v", a)
	}
}

// A change that leaves a product's prices as they were writes nothing and
// raises no alert: a branch that follows the product's defaults keeps following them.
func TestUpdatePricesUnchangedWritesNothing(t *testing.T) {
	w := skSetup(t)
	in := w.productInput(7)
	in.Precios = [6]string{}
	free, err := w.e.SaveProduct(w.super, 0, in)
	skOK(t, err)
	before := skHash(t, w.e)
	bulk := BulkPriceInput{Sucursales: priceBranches(w.b2), IsMonto: true, IsIncremento: true,
		Carrito: []BulkPriceLine{priceLine(free, 0, 500)}}
	skOK(t, w.e.UpdatePrices(w.super, bulk))
	if skHash(t, w.e) != before {
		t.Fatal("zero prices changed by an amount wrote something")
	}
	in.Precios[0] = "50"
	_, err = w.e.SaveProduct(w.super, free, in)
	skOK(t, err)
	if got := priceOf(t, w.e, w.b2, free); got != [6]Money{5000} {
		t.Fatalf("branch 2 no longer follows the defaults: %v", got)
	}
}

func TestUpdatePricesRefusals(t *testing.T) {
	type edit func(w *skWorld, in *BulkPriceInput)
	line := func(pct Percent, amount Money, prices ...Money) edit {
		return func(w *skWorld, in *BulkPriceInput) {
			in.Carrito = []BulkPriceLine{priceLine(w.p[0], pct, amount, prices...)}
		}
	}
	cases := []struct {
		name, field, msg string
		edits            []edit
	}{
		{"no branch", "sucursales", "Debe seleccionar al menos una sucursal.", []edit{func(w *skWorld, in *BulkPriceInput) { in.Sucursales = nil }}},
		{"unknown branch", "sucursales", "La sucursal seleccionada no existe o está inactiva.", []edit{func(w *skWorld, in *BulkPriceInput) { in.Sucursales = append(in.Sucursales, 99) }}},
		{"empty cart", "carrito", "El carrito no puede estar vacío.", []edit{func(w *skWorld, in *BulkPriceInput) { in.Carrito = nil }}},
		{"percentage of 1", "carrito.0.porcentaje", "El porcentaje de cada producto debe ser mayor a 1.", []edit{line(100, 0),
			func(w *skWorld, in *BulkPriceInput) { in.IsPorcentaje, in.IsIncremento = true, true }}},
		{"percentage of 0", "carrito.0.porcentaje", "El porcentaje de cada producto debe ser mayor a 1.", []edit{line(0, 0),
			func(w *skWorld, in *BulkPriceInput) { in.IsPorcentaje, in.IsRestar = true, true }}},
		{"percentage too large", "carrito.0.porcentaje", "El porcentaje no puede ser mayor a 10000.", []edit{line(1_000_001, 0),
			func(w *skWorld, in *BulkPriceInput) { in.IsPorcentaje, in.IsIncremento = true, true }}},
		{"global percentage of 1", "porcentaje", "El porcentaje de cada producto debe ser mayor a 1.", []edit{func(w *skWorld, in *BulkPriceInput) {
			in.ActualizarTodo, in.IsPorcentaje, in.IsIncremento, in.Porcentaje = true, true, true, 100
		}}},
		{"amount of 1", "carrito.0.monto", "El monto de cada producto debe ser mayor a 1.", []edit{line(0, 100),
			func(w *skWorld, in *BulkPriceInput) { in.IsMonto, in.IsIncremento = true, true }}},
		{"global amount of 0.5", "monto", "El monto de cada producto debe ser mayor a 1.", []edit{func(w *skWorld, in *BulkPriceInput) {
			in.ActualizarTodo, in.IsMonto, in.IsRestar, in.Monto = true, true, true, 50
		}}},
		{"percentage and amount", "isPorcentaje", "No puede usar porcentaje y monto a la vez.", []edit{line(1000, 1000),
			func(w *skWorld, in *BulkPriceInput) { in.IsPorcentaje, in.IsMonto, in.IsIncremento = true, true, true }}},
		{"increment and subtract", "isIncremento", "No puede incrementar y restar a la vez.", []edit{line(1000, 0),
			func(w *skWorld, in *BulkPriceInput) { in.IsPorcentaje, in.IsIncremento, in.IsRestar = true, true, true }}},
		{"neither increment nor subtract", "isIncremento", msgPriceDirection, []edit{line(0, 1000),
			func(w *skWorld, in *BulkPriceInput) { in.IsMonto = true }}},
		{"all without a percentage or amount", "isPorcentaje", msgPriceNeedMode,
			[]edit{func(w *skWorld, in *BulkPriceInput) { in.ActualizarTodo = true }}},
		{"negative typed price", "carrito.0.precio3", "El precio debe ser un número mayor o igual a 0.", []edit{line(0, 0, 100, 100, -1)}},
		{"unknown product", "carrito.0.id", "El producto seleccionado no existe.", []edit{func(w *skWorld, in *BulkPriceInput) { in.Carrito[0].ID = 999 }}},
		{"repeated product", "carrito.1.id", "El producto está repetido en el carrito.", []edit{func(w *skWorld, in *BulkPriceInput) {
			in.Carrito = append(in.Carrito, in.Carrito[0])
		}}},
		{"amount below zero", "carrito.0.precio5", "El precio resultante de Producto 1 en Centro no puede ser menor a 0.", []edit{line(0, 6001),
			func(w *skWorld, in *BulkPriceInput) { in.IsMonto, in.IsRestar = true, true }}},
		{"percentage below zero", "carrito.0.precio", "El precio resultante de Producto 1 en Centro no puede ser menor a 0.", []edit{line(10001, 0),
			func(w *skWorld, in *BulkPriceInput) { in.IsPorcentaje, in.IsRestar = true, true }}},
		{"global amount below zero", "monto", "no puede ser menor a 0.", []edit{func(w *skWorld, in *BulkPriceInput) {
			in.ActualizarTodo, in.IsMonto, in.IsRestar, in.Monto = true, true, true, 6500
		}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := skSetup(t)
			in := BulkPriceInput{Sucursales: priceBranches(w.b2, w.b3), Carrito: []BulkPriceLine{priceLine(w.p[0], 0, 0, 100)}}
			for _, e := range c.edits {
				e(w, &in)
			}
			before := skHash(t, w.e)
			err := w.e.UpdatePrices(w.super, in)
			wantField(t, err, c.field)
			if msgs := err.(*Error).Fields[c.field]; !strings.Contains(msgs[0], c.msg) {
				t.Errorf("message on %s: %q, want %q", c.field, msgs[0], c.msg)
			}
			if skHash(t, w.e) != before {
				t.Fatal("a refused change left a trace")
			}
		})
	}
}

// A change refused in one branch changes no branch: the others' prices and
// alerts stay as they were.
func TestUpdatePricesIsAtomic(t *testing.T) {
	w := skSetup(t)
	skOK(t, w.e.SaveBranchPrices(w.super, w.b3, w.p[1], [6]Money{500}))
	inactive, err := w.e.SaveBranch(0, BranchInput{Sucursal: "Cerrada", NombreOficial: "Cerrada", Grupo: "3", Direccion: "z", Precios: [6]string{"1"}})
	skOK(t, err)
	_, err = w.e.ToggleBranch(inactive)
	skOK(t, err)
	before := skHash(t, w.e)
	// Branch 2 could take 10 Bs off product 2; branch 3 cannot (5 Bs).
	in := BulkPriceInput{Sucursales: priceBranches(w.b2, w.b3), IsMonto: true, IsRestar: true,
		Carrito: []BulkPriceLine{priceLine(w.p[0], 0, 1000), priceLine(w.p[1], 0, 1000)}}
	err = w.e.UpdatePrices(w.super, in)
	wantField(t, err, "carrito.1.precio")
	if _, bad := err.(*Error).Fields["carrito.0.precio"]; bad {
		t.Fatalf("product 1 is fine everywhere: %v", err)
	}
	if skHash(t, w.e) != before {
		t.Fatal("a refused change left a trace")
	}
	// An inactive branch among good ones refuses the whole change as well.
	in = BulkPriceInput{Sucursales: priceBranches(w.b2, inactive), Carrito: []BulkPriceLine{priceLine(w.p[0], 0, 0, 1)}}
	wantField(t, w.e.UpdatePrices(w.super, in), "sucursales")
	if skHash(t, w.e) != before {
		t.Fatal("a refused change left a trace")
	}
	skCode(t, w.e.UpdatePrices(w.admin, BulkPriceInput{Sucursales: priceBranches(w.b2), Carrito: []BulkPriceLine{priceLine(w.p[0], 0, 0, 1)}}), CodeForbidden)
	if skHash(t, w.e) != before {
		t.Fatal("a refused change left a trace")
	}
}

// The browser sends checkboxes and numbers as booleans, numbers or text.
func TestBulkPriceInputDecodes(t *testing.T) {
	raw := `{"sucursales":[1,"2"],"carrito":[{"id":"3","precio":"12.5","precio2":10,"porcentaje":"12,5","monto":""}],
		"actualizarTodo":false,"isPorcentaje":"true","porcentaje":null,"isMonto":0,"monto":"1.5","isIncremento":1,"isRestar":"0"}`
	var in BulkPriceInput
	if err := json.Unmarshal([]byte(raw), &in); err != nil {
		t.Fatal(err)
	}
	l := in.Carrito[0]
	if len(in.Sucursales) != 2 || in.Sucursales[1] != 2 || l.ID != 3 || l.Precio != 1250 || l.Precio2 != 1000 ||
		l.Porcentaje != 1250 || l.Monto != 0 || in.ActualizarTodo || !in.IsPorcentaje || in.IsMonto || in.Monto != 150 ||
		!in.IsIncremento || in.IsRestar {
		t.Fatalf("decoded %+v", in)
	}
}

func TestPricesByBranch(t *testing.T) {
	w := skSetup(t)
	skOK(t, w.e.SaveBranchPrices(w.super, w.b2, w.p[0], [6]Money{1, 2, 3, 4, 5, 6}))
	_, err := w.e.ToggleProduct(w.super, w.p[3])
	skOK(t, err)
	_, err = w.e.ToggleBranch(w.b3)
	skOK(t, err)
	rows, err := w.e.PricesByBranch(w.super)
	skOK(t, err)
	if len(rows) != 3 || rows[0].ID != w.p[0] || rows[0].Codigo != "P-001" || rows[0].Producto != "Producto 1" {
		t.Fatalf("rows: %+v", rows)
	}
	cells := rows[0].Sucursales
	if len(cells) != 2 || cells["Centro"].SucursalID != w.b2 || cells["Centro"].Grupo != 1 ||
		cells["Centro"].Levels() != [6]Money{1, 2, 3, 4, 5, 6} || cells["Casa Matriz"].Levels() != priceDefaults {
		t.Fatalf("cells: %+v", cells)
	}
	raw, _ := json.Marshal(rows[0])
	if !strings.Contains(string(raw), `"Centro":{"sucursal_id":2,"grupo":1,"precio":0.01,"precio2":0.02,"precio3":0.03,"precio4":0.04,"precio5":0.05,"precio6":0.06}`) {
		t.Fatalf("json: %s", raw)
	}
	_, err = w.e.PricesByBranch(w.admin)
	skCode(t, err, CodeForbidden)
}
