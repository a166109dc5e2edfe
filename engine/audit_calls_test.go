package engine

import (
	"strings"
	"testing"
)

// TestAuditedCommands: every void, return, write-off, price change and user
// change appends its entry in the same transaction, naming who, what, which
// document, the reason and the amount; a refused command appends nothing.
func TestAuditedCommands(t *testing.T) {
	w := skSetup(t)
	w.buy(t, 20, 4000, w.p[0], w.p[1])
	sale, err := w.e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[0], 3, 10000), skLine(w.p[1], 2, 9000)))
	skOK(t, err)
	sale2, err := w.e.CreateSale(w.super, skSale(MainBranch, skLine(w.p[0], 1, 10000)))
	skOK(t, err)
	purchase := w.buy(t, 5, 4000, w.p[2], w.p[3])
	purchase2 := w.buy(t, 5, 4000, w.p[2])
	cat, err := w.e.CreateCatalogo(w.super, catalogoDraft(MainBranch, catalogoLineIn(w.p[0], 1, 1000), catalogoLineIn(w.p[1], 2, 2000)))
	skOK(t, err)
	user := mdAddUser(t, w.e, "rosa", RoleVendedor, MainBranch)
	proforma, err := w.e.CreateProforma(w.super, proformaDraft(MainBranch, proformaLineIn(w.p[0], 2, 1500)))
	skOK(t, err)
	furniture, err := w.e.SaveMobiliario(w.super, w.b2, 0, furnitureInput())
	skOK(t, err)

	cases := []struct {
		tipo, documento, motivo, detalle string
		monto                            Money
		run                              func() error
	}{
		{AuditReturn, "devolucion", "fallado", "reembolsado en caja Bs", 10000, func() error {
			_, err := w.e.CreateReturn(w.admin, ReturnInput{VentaID: ID(sale), Motivo: "fallado", Total: 10000,
				Productos: []ReturnLineInput{{DetalleAgrupadoID: 1, ProductoID: ID(w.p[0]), Precio: 10000, Cantidad: 1}}})
			return err
		}},
		{AuditSaleLineVoid, "venta", "error de cobro", "Producto 2 × 2", 18000, func() error {
			return w.e.VoidSaleLine(w.super, sale, 2, "error de cobro")
		}},
		{AuditSaleVoid, "venta", "cliente desistió", "devuelto en caja", 10000, func() error {
			return w.e.VoidSale(w.super, sale2, "cliente desistió")
		}},
		{AuditPurchaseLineVoid, "compra", "mal cargado", "Producto 4 × 5", 20000, func() error {
			return w.e.VoidPurchaseLine(w.super, purchase, w.p[3], "mal cargado")
		}},
		{AuditPurchaseVoid, "compra", "duplicada", "reintegrado", 20000, func() error {
			return w.e.VoidPurchase(w.super, purchase2, "duplicada")
		}},
		{AuditCatalogoLineVoid, "catalogo", "sin stock", "Producto 2 × 2", 4000, func() error {
			return w.e.CancelCatalogoLine(w.super, cat, 2, "sin stock")
		}},
		{AuditCatalogoVoid, "catalogo", "vencido", "Catálogo N°", 1000, func() error {
			return w.e.CancelCatalogo(w.super, cat, "vencido")
		}},
		{AuditProformaVoid, "proforma", "precio vencido", "Cotización N° 1", 3000, func() error {
			return w.e.VoidProforma(w.super, proforma, "precio vencido")
		}},
		{AuditMobiliarioDelete, "mobiliario", "", "Vitrina de vidrio × 3 (NUEVO)", 255150, func() error {
			return w.e.DeleteMobiliario(w.super, furniture)
		}},
		{AuditBaja, "baja", "roto", "Producto 1 × 2", 2 * 4000, func() error {
			_, err := w.e.CreateBaja(w.admin, MainBranch, BajaInput{ProductoID: ID(w.p[0]), Cantidad: 2, Motivo: "roto"})
			return err
		}},
		{AuditBulkPrices, "precios", "", "P1 Bs 100,00 → Bs 110,00", 0, func() error {
			return w.e.UpdatePrices(w.super, BulkPriceInput{IsPorcentaje: true, IsIncremento: true,
				Carrito: []BulkPriceLine{priceLine(w.p[1], 1000, 0)}, Sucursales: priceBranches(w.b2)})
		}},
		{AuditBranchPrices, "producto", "", "P1 Bs 100,00 → Bs 120,00", 0, func() error {
			return w.e.SaveBranchPrices(w.super, w.b3, w.p[2], [6]Money{12000, 9000, 8000, 7000, 6000, 0})
		}},
		{AuditProductEdit, "producto", "", "costo Bs 40,00 → Bs 55,00", 0, func() error {
			in := w.productInput(3)
			in.Costo = "55"
			_, err := w.e.SaveProduct(w.super, w.p[3], in)
			return err
		}},
		{AuditUserRole, "usuario", "", "rol Vendedor → Responsable", 0, func() error {
			in := mdUserInput("rosa", RoleResponsable, MainBranch)
			in.Password = ""
			_, err := w.e.SaveUser(w.super, user, in)
			return err
		}},
		{AuditUserPassword, "usuario", "", "rosa: contraseña cambiada", 0, func() error {
			return w.e.SetPassword(w.super, user, "otra-clave-9")
		}},
		{AuditUserEstado, "usuario", "", "rosa: desactivado", 0, func() error {
			_, err := w.e.ToggleUser(w.super, user)
			return err
		}},
		{AuditUserBranches, "usuario", "", "Centro, Sur", 0, func() error {
			return w.e.SetAssignments(w.super, user, []uint64{w.b2, w.b3})
		}},
		{AuditUserCreate, "usuario", "", "luis: rol Inventario", 0, func() error {
			mdAddUser(t, w.e, "luis", RoleInventario, MainBranch)
			return nil
		}},
	}
	for _, c := range cases {
		t.Run(c.tipo, func(t *testing.T) {
			skOK(t, c.run())
			log, _, err := w.e.AuditLog(AuditFilter{All: true})
			skOK(t, err)
			a := log[0]
			if a.Tipo != c.tipo || a.Documento != c.documento || a.Motivo != c.motivo || a.Monto != c.monto ||
				!strings.Contains(a.Detalle, c.detalle) || a.UsuarioID != 1 {
				t.Fatalf("entry %+v", a)
			}
		})
	}
	if got := bs(-123456789); got != "-Bs 1.234.567,89" {
		t.Fatalf("bs printed %q", got)
	}
	// A refused void leaves the log as it was.
	before := skHash(t, w.e)
	skCode(t, w.e.VoidSale(w.super, sale2, "otra vez"), CodeConflict)
	if skHash(t, w.e) != before {
		t.Fatal("a refused void left a trace")
	}
}
