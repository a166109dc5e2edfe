package engine

import (
	"slices"
	"testing"
)

// TestStockSetByHandIsAudited: a count that removes units and an initial load
// each leave an audit entry naming who, the product by code and name, the
// stock before → after and the value; the Bitácora reads the user's full name
// and the product's label computed at read time, and the chain still verifies.
func TestStockSetByHandIsAudited(t *testing.T) {
	w := skSetup(t)
	w.buy(t, 10, 4000, w.p[0], w.p[1])
	counter := Actor{UserID: 1, Usuario: "admin", Roles: []string{RoleInventario}, Home: MainBranch, Branch: MainBranch}
	skOK(t, w.e.InitCount(counter, MainBranch))
	skOK(t, w.e.RegisterCount(counter, MainBranch, w.p[0], 6))             // 4 missing
	skOK(t, w.e.RegisterCount(counter, MainBranch, w.p[1], CountComplete)) // right: no entry
	if _, err := w.e.ApplyCount(counter, MainBranch); err != nil {
		t.Fatal(err)
	}
	skOK(t, w.e.InitialLoad(w.super, InitialLoadInput{Sucursal: ID(w.b2), Producto: ID(w.p[1]), Cantidad: 3, Costo: 4500}))

	log, _, err := w.e.AuditLog(AuditFilter{All: true})
	skOK(t, err)
	type row struct{ tipo, usuario, doc, detalle string }
	var got []row
	var montos []Money
	for _, a := range log {
		if a.Tipo == AuditCountAdjust || a.Tipo == AuditInitialLoad {
			got = append(got, row{a.Tipo, a.UsuarioNombre, a.DocumentoNombre, a.Detalle})
			montos = append(montos, a.Monto)
		}
	}
	want := []row{
		{AuditInitialLoad, "Administrador del Sistema", "P-002 Producto 2", "P-002 Producto 2: stock 0 → 3 (+3) al costo Bs 45,00"},
		{AuditCountAdjust, "Administrador del Sistema", "P-001 Producto 1", "P-001 Producto 1: stock 10 → 6 (-4) al costo Bs 40,00"},
	}
	if !slices.Equal(got, want) || !slices.Equal(montos, []Money{13500, 16000}) {
		t.Fatalf("audit rows:\n got %q %v\nwant %q", got, montos, want)
	}
	if brk, _, err := w.e.VerifyAudit(nil); err != nil || brk != nil {
		t.Fatalf("chain: %+v %v", brk, err)
	}
}
