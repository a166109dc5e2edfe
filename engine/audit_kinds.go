package engine

import "sgc/engine/esbo"

// The kinds (Tipo) of audit entries this file's areas append; the Bitácora
// screen filters by them. Areas that append their own kinds (transfers, cash)
// name them beside their code.
const (
	AuditSaleVoid         = "Anulación de venta"
	AuditSaleLineVoid     = "Anulación de producto de venta"
	AuditPurchaseVoid     = "Anulación de compra"
	AuditPurchaseLineVoid = "Anulación de producto de compra"
	AuditCatalogoVoid     = "Anulación de catálogo"
	AuditCatalogoLineVoid = "Anulación de producto de catálogo"
	AuditProformaVoid     = "Anulación de cotización"
	AuditMobiliarioDelete = "Eliminación de mobiliario"
	AuditReturn           = "Devolución"
	AuditBaja             = "Baja de producto"
	AuditBajaEstado       = "Cambio de estado de baja"
	AuditBulkPrices       = "Cambio masivo de precios"
	AuditBranchPrices     = "Cambio de precios por sucursal"
	AuditProductEdit      = "Edición de producto"
	AuditUserCreate       = "Creación de usuario"
	AuditUserEdit         = "Modificación de usuario"
	AuditUserRole         = "Cambio de rol"
	AuditUserPassword     = "Cambio de contraseña"
	AuditUserEstado       = "Cambio de estado de usuario"
	AuditUserBranches     = "Cambio de sucursales asignadas"
	AuditRestore          = "Restauración de respaldo"
	AuditRoleGrants       = "Cambio de permisos por rol"
	AuditCountAdjust      = "Ajuste por conteo de inventario"
	AuditInitialLoad      = "Carga inicial de inventario"
)

// auditDocuments are the document kinds the log names, as a user reads them.
var auditDocuments = map[string]string{
	"venta": "Venta", "compra": "Compra", "devolucion": "Devolución", "baja": "Baja", "traspaso": "Traspaso",
	"catalogo": "Catálogo", "proforma": "Cotización", "producto": "Producto", "precios": "Precios",
	"usuario": "Usuario", "caja": "Caja", "mobiliario": "Mobiliario", "respaldo": "Respaldo",
	"permisos": "Permisos", "importacion": "Importación", "cliente": "Cliente", "proveedor": "Proveedor",
}

// documentLabel names the entry's document as the Bitácora shows it: a
// product by its code and name, a user by their full name, a cash box by its
// holder and day, other documents by kind and number ("Venta 12"), or the kind
// alone. It is computed at read time, not stored, so the chained entries keep
// their hashes and older entries read as well as new ones.
func documentLabel(nm *names, a AuditEntry) string {
	kind := auditDocuments[a.Documento]
	if kind == "" {
		kind = a.Documento
	}
	if a.DocumentoID == 0 {
		return kind
	}
	switch a.Documento {
	case "producto":
		if p := nm.product(a.DocumentoID); p.Producto != "" {
			return productLabel(p)
		}
	case "usuario":
		if u := nm.user(a.DocumentoID); u != "" {
			return "Usuario " + u
		}
	case "caja":
		var b CashBox
		if ok, _ := getJSON(nm.tx.Bucket(bktCashBoxes), itob(a.DocumentoID), &b); ok {
			return "Caja de " + nm.user(b.UsuarioID) + " del " + esbo.Day(b.Fecha)
		}
	}
	return kind + " " + itoa(int64(a.DocumentoID))
}

// productLabel is a product as the log names it: "TAL-001 Taladro percutor".
func productLabel(p *Product) string {
	if p.Codigo == "" {
		return p.Producto
	}
	return p.Codigo + " " + p.Producto
}

// priceDiff says in words which of six prices changed: "P1 10.00 → 12.00, P3 …".
func priceDiff(old, new [6]Money) string {
	out := ""
	for i := range old {
		if old[i] != new[i] {
			if out != "" {
				out += ", "
			}
			out += "P" + itoa(int64(i+1)) + " " + bs(old[i]) + " → " + bs(new[i])
		}
	}
	return out
}
