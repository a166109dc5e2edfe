package engine

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
)

// auditDocuments are the document kinds the log names, as a user reads them.
var auditDocuments = map[string]string{
	"venta": "Venta", "compra": "Compra", "devolucion": "Devolución", "baja": "Baja", "traspaso": "Traspaso",
	"catalogo": "Catálogo", "proforma": "Cotización", "producto": "Producto", "precios": "Precios",
	"usuario": "Usuario", "caja": "Caja", "mobiliario": "Mobiliario", "respaldo": "Respaldo",
	"permisos": "Permisos",
}

// DocumentLabel names the entry's document as the Bitácora shows it:
// "Venta 12" (the document's id), or the kind alone. It is computed, not
// stored, so the chained entries keep their hashes.
func (a AuditEntry) DocumentLabel() string {
	kind := auditDocuments[a.Documento]
	if kind == "" {
		kind = a.Documento
	}
	if a.DocumentoID == 0 {
		return kind
	}
	return kind + " " + itoa(int64(a.DocumentoID))
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
