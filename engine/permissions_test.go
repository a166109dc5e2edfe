package engine

import (
	"slices"
	"testing"
)

// TestGrantsReachEngineChecks grants a Vendedor selling in instalments and
// collecting: the engine's own checks follow the table, every change is one
// audit entry, and revoking closes them again.
func TestGrantsReachEngineChecks(t *testing.T) {
	w := skSetup(t)
	w.load(t, w.b2, w.p[0], 5)
	credit := func() SaleInput {
		in := skSale(w.b2, skLine(w.p[0], 1, 10000))
		in.TipoPago, in.FechaLimite = "Cuotas", "2025-03-10"
		return in
	}
	_, err := w.e.CreateSale(w.seller, credit())
	wantField(t, err, "tipo_pago")
	if _, err := w.e.Receivables(w.seller, w.b2); ErrorCode(err) != CodeForbidden {
		t.Fatalf("receivables before the grant: %v", err)
	}

	skCode(t, w.e.SetRoleGrants(w.admin, RoleVendedor, []string{CapCredito}), CodeForbidden)
	for _, bad := range []struct {
		role string
		caps []string
	}{{RoleSuper, []string{CapCompras}}, {"Cajero", nil}, {RoleVendedor, []string{"volar"}}, {RoleAdmin, []string{CapCredito}}} {
		skCode(t, w.e.SetRoleGrants(w.super, bad.role, bad.caps), CodeInvalid)
	}
	skOK(t, w.e.SetRoleGrants(w.super, RoleVendedor, []string{CapCobrar, CapCredito, CapCredito}))
	if got, _ := w.e.RoleCapabilities(RoleVendedor); !slices.Equal(got, []string{CapCobrar, CapCredito, CapDinero}) {
		t.Fatalf("Vendedor capabilities = %v", got)
	}
	id, err := w.e.CreateSale(w.seller, credit())
	skOK(t, err)
	rows, err := w.e.Receivables(w.seller, w.b2)
	skOK(t, err)
	if len(rows) != 1 {
		t.Fatalf("receivables = %d rows, want 1", len(rows))
	}
	if _, err := w.e.Receivables(w.seller, MainBranch); ErrorCode(err) != CodeForbidden {
		t.Errorf("receivables of another branch: %v", err)
	}
	skOK(t, w.e.Pay(w.seller, PaymentInput{VentaID: ID(id), Monto: 1000, MetodoPago: "Efectivo"}))
	skCode(t, w.e.Pay(w.seller, PaymentInput{CompraID: 1, Monto: 1000, MetodoPago: "Efectivo"}), CodeForbidden)

	skOK(t, w.e.SetRoleGrants(w.super, RoleVendedor, nil))
	_, err = w.e.CreateSale(w.seller, credit())
	wantField(t, err, "tipo_pago")
	log, _, err := w.e.AuditLog(AuditFilter{Desde: "2025-01-01", Hasta: "2030-01-01", Tipo: AuditRoleGrants})
	skOK(t, err)
	var got []string
	for _, a := range log {
		got = append(got, a.Detalle)
	}
	want := []string{"Vendedor: Cobrar cuotas, Vender a crédito → ninguno", "Vendedor: ninguno → Cobrar cuotas, Vender a crédito"}
	if !slices.Equal(got, want) {
		t.Fatalf("audit = %q, want %q", got, want)
	}
}
