package engine

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"time"
)

func TestMoveKeepsStockAndKardexTogether(t *testing.T) {
	w := skSetup(t)
	cases := []struct {
		name string
		m    movement
		ok   bool
		want int64 // stock after
	}{
		{"carga", movement{Qty: 5, Tipo: KardexCargaInicial}, true, 5},
		{"venta", movement{Qty: -2, Tipo: KardexVenta, Precio: 10000}, true, 3},
		{"ajuste down", movement{Qty: -1, Tipo: KardexAjuste}, true, 2},
		{"ajuste up", movement{Qty: 4, Tipo: KardexAjuste}, true, 6},
		{"too much out", movement{Qty: -7, Tipo: KardexBaja}, false, 6},
		{"wrong sign in", movement{Qty: -1, Tipo: KardexCompra}, false, 6},
		{"wrong sign out", movement{Qty: 1, Tipo: KardexVenta}, false, 6},
		{"unknown type", movement{Qty: 1, Tipo: "Regalo"}, false, 6},
		{"zero", movement{Qty: 0, Tipo: KardexAjuste}, false, 6},
	}
	for _, c := range cases {
		c.m.Branch, c.m.Product = w.b2, w.p[0]
		err := w.e.update(func(tx *Tx) error { _, err := move(tx, w.super, c.m); return err })
		if (err == nil) != c.ok {
			t.Fatalf("%s: err %v", c.name, err)
		}
		if got := w.stock(t, w.b2, w.p[0]); got != c.want {
			t.Fatalf("%s: stock %d, want %d", c.name, got, c.want)
		}
	}
	err := w.e.update(func(tx *Tx) error {
		_, err := move(tx, w.super, movement{Branch: w.b2, Product: w.p[0], Qty: -9, Tipo: KardexVenta})
		return err
	})
	if e, ok := err.(*Error); !ok || !strings.Contains(e.Message, "Producto 1") {
		t.Fatalf("negative stock message must name the product: %v", err)
	}
	k, _ := w.e.Kardex(w.super, w.p[0], w.b2)
	if k.Entradas != 9 || k.Salidas != 3 || k.Saldo != 6 || len(k.Data) != 4 || k.Data[1].Total == nil || *k.Data[1].Total != 20000 ||
		k.Producto.Nombre != "Producto 1" || k.Sucursal.Sucursal != "Centro" {
		t.Fatalf("kardex: in %d out %d saldo %d rows %d heads %+v %+v", k.Entradas, k.Salidas, k.Saldo, len(k.Data), k.Producto, k.Sucursal)
	}
	_, err = w.e.Kardex(w.seller, w.p[0], MainBranch)
	skCode(t, err, CodeForbidden)
}

func TestInitialLoad(t *testing.T) {
	w := skSetup(t)
	for _, c := range []struct {
		name, field string
		in          InitialLoadInput
	}{
		{"zero", "cantidad", InitialLoadInput{Sucursal: ID(w.b2), Producto: ID(w.p[0])}},
		{"negative cost", "costo", InitialLoadInput{Sucursal: ID(w.b2), Producto: ID(w.p[0]), Cantidad: 1, Costo: -1}},
		{"no product", "producto_id", InitialLoadInput{Sucursal: ID(w.b2), Producto: 77, Cantidad: 1}},
		{"no branch", "sucursal_id", InitialLoadInput{Sucursal: 77, Producto: ID(w.p[0]), Cantidad: 1}},
	} {
		wantField(t, w.e.InitialLoad(w.super, c.in), c.field)
	}
	skCode(t, w.e.InitialLoad(w.admin, InitialLoadInput{Sucursal: ID(w.b2), Producto: ID(w.p[0]), Cantidad: 1}), CodeForbidden)
	skOK(t, w.e.InitialLoad(w.super, InitialLoadInput{Sucursal: ID(w.b2), Producto: ID(w.p[0]), Cantidad: 4, Costo: 2000}))
	p, _ := w.e.Product(w.super, w.p[0], w.b2)
	// A product with no stock anywhere takes the cost of its first units.
	if p.CantidadDisponible != 4 || *p.Costo != 2000 {
		t.Fatalf("after carga inicial: %d at %v", p.CantidadDisponible, *p.Costo)
	}
}

func TestWeightedCost(t *testing.T) {
	for _, c := range []struct {
		have int64
		avg  Money
		q    int64
		c    Money
		want Money
	}{
		{0, 5000, 10, 4000, 4000},
		{10, 4000, 10, 5000, 4500},
		{2, 100, 1, 101, 100}, // 100.33 → 100
		{1, 100, 1, 101, 101}, // 100.5 → 101 (half up)
		{10, 4500, -5, 4000, 5000},
		{5, 4000, -5, 4000, 4000},           // nothing left: keep the average
		{-3, 4000, 2, 5000, 5000},           // negative stock counts as none
		{1, 100, -1, 1000, 100},             // would go below zero: keep
		{1 << 40, 1 << 40, 1, 1, 1<<40 - 1}, // (2^80+1)/(2^40+1): no overflow
	} {
		if got := weightedCost(c.have, c.avg, c.q, c.c); got != c.want {
			t.Errorf("weightedCost(%d, %d, %d, %d) = %d, want %d", c.have, c.avg, c.q, c.c, got, c.want)
		}
	}
}

// VerifyKardex finds a stock row that drifted from its kardex, a stock row with
// no kardex and a kardex with no stock row.
func TestVerifyKardexFindsDrift(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 5)
	w.load(t, w.b3, w.p[1], 2)
	calls := 0
	diffs, err := w.e.VerifyKardex(func(done, total int) { calls++ })
	skOK(t, err)
	if len(diffs) != 0 || calls < 2 {
		t.Fatalf("healthy store: %v (%d progress calls)", diffs, calls)
	}
	skOK(t, w.e.db.Update(func(tx ReadTx) error {
		b := tx.Bucket(bktStock)
		b.Put(key(w.b2, w.p[0]), itob(7))
		b.Put(key(MainBranch, w.p[3]), itob(1))
		return b.Delete(key(w.b3, w.p[1]))
	}))
	diffs, err = w.e.VerifyKardex(nil)
	skOK(t, err)
	want := []Difference{{MainBranch, w.p[3], 1, 0}, {w.b2, w.p[0], 7, 5}, {w.b3, w.p[1], 0, 2}}
	if len(diffs) != 3 || diffs[0] != want[0] || diffs[1] != want[1] || diffs[2] != want[2] {
		t.Fatalf("diffs %+v, want %+v", diffs, want)
	}
	// Put it right again so the after-test check passes.
	skOK(t, w.e.db.Update(func(tx ReadTx) error {
		b := tx.Bucket(bktStock)
		b.Put(key(w.b2, w.p[0]), itob(5))
		b.Delete(key(MainBranch, w.p[3]))
		return b.Put(key(w.b3, w.p[1]), itob(2))
	}))
}

func TestKardexQtyFastPathAgrees(t *testing.T) {
	for _, n := range []int64{0, 1, -1, 12345, -987654321} {
		raw, _ := json.Marshal(KardexEntry{Cantidad: n, Tipo: KardexAjuste, Precio: 10})
		got, err := kardexQty(raw)
		if err != nil || got != n {
			t.Fatalf("kardexQty(%s) = %d, %v", raw, got, err)
		}
	}
	if got, err := kardexQty([]byte(`{"tipo":"Venta","cantidad":-4}`)); err != nil || got != -4 {
		t.Fatalf("fallback decode: %d %v", got, err)
	}
	if _, err := kardexQty([]byte(`{"cantidad":x`)); err == nil {
		t.Fatal("a corrupt entry must be reported")
	}
}

func TestDayRangeIsLaPaz(t *testing.T) {
	now := time.Date(2025, 3, 5, 2, 0, 0, 0, time.UTC) // still 4 March in La Paz
	from, to, err := DayRange("", "", now)
	skOK(t, err)
	if from != time.Date(2025, 3, 4, 4, 0, 0, 0, time.UTC) || to != time.Date(2025, 3, 5, 4, 0, 0, 0, time.UTC) {
		t.Fatalf("today in La Paz: %v .. %v", from, to)
	}
	if BusinessDate(now) != "2025-03-04" {
		t.Fatal(BusinessDate(now))
	}
	_, _, err = DayRange("2025-13-01", "", now)
	wantField(t, err, "fecha_desde")
}

func TestLenientFormNumbers(t *testing.T) {
	var in struct {
		ID  ID   `json:"id"`
		Q   Int  `json:"q"`
		T   Text `json:"t"`
		ID2 ID   `json:"id2"`
		Q2  Int  `json:"q2"`
		Q3  Int  `json:"q3"`
		T2  Text `json:"t2"`
	}
	err := json.Unmarshal([]byte(`{"id":"7","q":"3","t":0,"id2":"","q2":"2.5","q3":4.0,"t2":null}`), &in)
	skOK(t, err)
	if in.ID != 7 || in.Q != 3 || in.T != "0" || in.ID2 != 0 || in.Q2 != BadInt || in.Q3 != 4 || in.T2 != "" {
		t.Fatalf("%+v", in)
	}
	// What is no id, text or amount fails naming the field, for a 422 on it.
	for _, body := range []string{`{"id2":"x"}`, `{"id2":-1}`, `{"id2":2.5}`, `{"id2":[1]}`, `{"t":["x"]}`, `{"t":{"a":1}}`, `{"m":1e300}`, `{"m":[1]}`} {
		var in struct {
			ID2 ID    `json:"id2"`
			T   Text  `json:"t"`
			M   Money `json:"m"`
		}
		var typeErr *json.UnmarshalTypeError
		if err := json.Unmarshal([]byte(body), &in); !errors.As(err, &typeErr) || typeErr.Field == "" {
			t.Errorf("%s: %v, want a type error naming the field", body, err)
		}
	}
}

// Money is never summed in float64 anywhere in the stock area.
func TestStockAreaHasNoFloats(t *testing.T) {
	for _, f := range []string{"stock.go", "kardex.go", "prices.go", "products.go", "product_views.go", "purchases.go",
		"purchases_void.go", "sales.go", "sales_validate.go", "sales_void.go", "sales_views.go", "returns.go",
		"returns_views.go", "bajas.go", "counts.go", "payments.go", "accounts.go", "cash.go", "verify.go"} {
		src, err := os.ReadFile(f)
		skOK(t, err)
		if strings.Contains(string(src), "float") {
			t.Errorf("%s mentions float", f)
		}
	}
}
