package engine

import (
	"crypto/sha256"
	"fmt"
	"testing"

	"sgc/engine/store"
)

// After every test, every stock row must equal the sum of its kardex, none may
// be negative, and each history's last saldo must be the stock.
func init() { afterTestChecks = append(afterTestChecks, checkKardex) }

func checkKardex(t testing.TB, e *Engine) {
	t.Helper()
	skCheckStock(t, e)
	err := e.view(func(tx ReadTx) error {
		if err := tx.Bucket(bktStock).ForEach(func(k, v []byte) error {
			last := KardexEntry{}
			c := tx.Bucket(bktKardex).Cursor()
			for kk, raw := c.Seek(k); kk != nil && hasPrefix(kk, k); kk, raw = c.Next() {
				if err := jsonUnmarshal(raw, &last); err != nil {
					return err
				}
			}
			if last.Saldo != int64(btoi(v)) {
				return fmt.Errorf("last kardex saldo %d ≠ stock %d at %x", last.Saldo, int64(btoi(v)), k)
			}
			return nil
		}); err != nil {
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// skCheckStock is the fast part of checkKardex: no stock row is negative and
// each equals the sum of its kardex.
func skCheckStock(t testing.TB, e *Engine) {
	t.Helper()
	diffs, err := e.VerifyKardex(nil)
	if err != nil {
		t.Fatalf("VerifyKardex: %v", err)
	}
	if len(diffs) > 0 {
		t.Fatalf("stock ≠ Σ kardex: %+v", diffs)
	}
	err = e.view(func(tx ReadTx) error {
		return tx.Bucket(bktStock).ForEach(func(k, v []byte) error {
			if n := int64(btoi(v)); n < 0 {
				return fmt.Errorf("negative stock %d at branch %d product %d", n, btoi(k[:8]), btoi(k[8:]))
			}
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
}

// skWorld is a small business: three branches (1 all levels, 2 with P1..P3,
// 3 with P2 only), a unit, a category, a supplier and four products with
// prices P1 100, P2 90, P3 80, P4 70, P5 60, P6 0.
type skWorld struct {
	e                    *Engine
	super, admin, seller Actor // seller is a Vendedor of branch 2
	inventario           Actor // Inventario of branch 1
	unit, cat, supplier  uint64
	b2, b3               uint64
	p                    [4]uint64
	defaultPricesStrings [6]string
}

func skSetup(t testing.TB) *skWorld {
	t.Helper()
	e := mustOpen(t)
	w := &skWorld{e: e, super: superActor()}
	var err error
	w.b2, err = e.SaveBranch(0, BranchInput{Sucursal: "Centro", NombreOficial: "Centro", Grupo: "1", Direccion: "x", Precios: [6]string{"1", "1", "1"}})
	skOK(t, err)
	w.b3, err = e.SaveBranch(0, BranchInput{Sucursal: "Sur", NombreOficial: "Sur", Grupo: "2", Direccion: "y", Precios: [6]string{"0", "1"}})
	skOK(t, err)
	w.admin = Actor{UserID: 1, Roles: []string{RoleAdmin}, Home: MainBranch, Branch: MainBranch}
	w.seller = Actor{UserID: 1, Roles: []string{RoleVendedor}, Home: w.b2, Branch: w.b2}
	w.inventario = Actor{UserID: 1, Roles: []string{RoleInventario}, Home: MainBranch, Branch: MainBranch}
	w.unit, err = e.SaveUnit(0, UnitInput{Unidad: "Unidad", Sigla: "UND"})
	skOK(t, err)
	w.cat, err = e.SaveCategory(0, CategoryInput{Categoria: "Herramientas"})
	skOK(t, err)
	w.supplier, err = e.SaveSupplier(0, SupplierInput{Proveedor: "Altiplano"})
	skOK(t, err)
	w.defaultPricesStrings = [6]string{"100", "90", "80", "70", "60", "0"}
	for i := range w.p {
		w.p[i], err = e.SaveProduct(w.super, 0, w.productInput(i))
		skOK(t, err)
	}
	return w
}

func (w *skWorld) productInput(i int) ProductInput {
	return ProductInput{Codigo: fmt.Sprintf("P-%03d", i+1), Producto: fmt.Sprintf("Producto %d", i+1),
		Unidad: fmt.Sprint(w.unit), Categoria: fmt.Sprint(w.cat), Costo: "50", Precios: w.defaultPricesStrings}
}

// buy purchases qty of each product at cost into branch 1 (Contado).
func (w *skWorld) buy(t testing.TB, qty int64, cost Money, products ...uint64) uint64 {
	t.Helper()
	in := PurchaseInput{Proveedor: ID(w.supplier)}
	for _, p := range products {
		in.Productos = append(in.Productos, PurchaseLineInput{ID: ID(p), Cantidad: Int(qty), Costo: cost})
		in.Total += cost * Money(qty)
	}
	id, err := w.e.CreatePurchase(w.super, in)
	skOK(t, err)
	return id
}

// load gives branch qty units of product with a Carga Inicial at cost 50.
func (w *skWorld) load(t testing.TB, branch, product uint64, qty int64) {
	t.Helper()
	skOK(t, w.e.InitialLoad(w.super, InitialLoadInput{Sucursal: ID(branch), Producto: ID(product), Cantidad: Int(qty), Costo: 5000}))
}

// sale is a Contado sale draft in branch of the given lines (product, qty, price).
func skSale(branch uint64, lines ...SaleLineInput) SaleInput {
	in := SaleInput{Sucursal: ID(branch), Productos: lines}
	for _, l := range lines {
		in.Total += l.Precio * Money(l.Cantidad)
	}
	return in
}

func skLine(product uint64, qty int64, price Money) SaleLineInput {
	return SaleLineInput{ID: ID(product), Cantidad: Int(qty), Precio: price}
}

func (w *skWorld) stock(t testing.TB, branch, product uint64) int64 {
	t.Helper()
	n, err := w.e.Stock(branch, product)
	skOK(t, err)
	return n
}

func skOK(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func skCode(t testing.TB, err error, code Code) {
	t.Helper()
	if ErrorCode(err) != code || err == nil {
		t.Fatalf("want %s, got %v", code, err)
	}
}

// skHash is a digest of every bucket's keys, values and sequences: equal
// digests before and after a refused command prove it left no trace.
func skHash(t testing.TB, e *Engine) string {
	t.Helper()
	h := sha256.New()
	field := func(b []byte) { // length-prefixed, so that no two layouts hash alike
		h.Write(itob(uint64(len(b))))
		h.Write(b)
	}
	err := e.db.View(func(tx store.Tx) error {
		return tx.ForEach(func(name []byte, b store.Bucket) error {
			field(name)
			field(itob(b.Sequence()))
			return b.ForEach(func(k, v []byte) error {
				field(k)
				field(v)
				return nil
			})
		})
	})
	skOK(t, err)
	return fmt.Sprintf("%x", h.Sum(nil))
}
