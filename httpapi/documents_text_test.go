package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"sgc/engine"
)

// emoji is a character beyond the Basic Multilingual Plane: one in any stored
// text used to make every PDF that printed it answer 500 (fpdf panicked).
const emoji = "😀"

// Every PDF and spreadsheet answers 200 when the company, the branch, the
// user, the customer, the supplier, the product, the category and the unit
// all hold such text, and prints the text around it.
func TestDocumentsWithAstralText(t *testing.T) {
	w := newOpsWorld(t)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(w.eng.SaveCompany(engine.CompanyID, engine.CompanyInput{Empresa: "Ferretería " + emoji + " Andina", Sigla: "F" + emoji,
		NIT: "1020304050", Direccion: "Calle " + emoji + " 1", Telefono1: "22441234", Email: "a@b.bo"}))
	_, err := w.eng.SaveBranch(1, engine.BranchInput{Sucursal: "Casa " + emoji + " Matriz", NombreOficial: "Casa " + emoji,
		Grupo: "1", Direccion: "Av. " + emoji, Telefono: "22441234", Precios: [6]string{"1", "1", "1", "1", "1", "1"}})
	must(err)
	unit, err := w.eng.SaveUnit(0, engine.UnitInput{Unidad: "Caja " + emoji, Sigla: "C" + emoji})
	must(err)
	cat, err := w.eng.SaveCategory(0, engine.CategoryInput{Categoria: "Pinturas " + emoji})
	must(err)
	product, err := w.eng.SaveProduct(opsRoot, 0, engine.ProductInput{Codigo: "PIN-" + emoji, Producto: "Látex " + emoji + " blanco",
		NombreFactura: emoji, Descripcion: emoji, Unidad: fmt.Sprint(unit), Categoria: fmt.Sprint(cat), Costo: "50",
		Precios: [6]string{"100", "90", "80", "70", "60", "0"}})
	must(err)
	_, err = w.eng.SaveCustomer(0, engine.CustomerInput{NombresApellidos: "Ana " + emoji + " Pérez", NumeroDocumento: "4455667",
		Telefono: "71234567", Direccion: "Zona " + emoji})
	must(err)
	supplier, err := w.eng.SaveSupplier(0, engine.SupplierInput{Proveedor: "Pinturas " + emoji + " Sur", NIT: "99887766",
		Direccion: emoji, Telefono: "22334455"})
	must(err)
	_, err = w.eng.SaveUser(opsRoot, 0, engine.UserInput{Nombres: "Rosa " + emoji, Apellidos: "Mamani " + emoji, Usuario: "rosa",
		Password: testPassword, Rol: []string{engine.RoleSuper}, SucursalID: "1"})
	must(err)
	rosa, _, err := w.eng.Login("rosa", testPassword, "127.0.0.1")
	must(err)
	w.load(t, 1, product, 50)

	sale := opsSale(1, opsLine(product, 2, 100))
	sale["razon_social"], sale["descripcion"] = "Ana "+emoji+" Pérez", "Entrega "+emoji
	sale["productos"].([]map[string]any)[0]["serie"] = "S-" + emoji
	saleID := w.sell(t, rosa, sale)
	purchase := w.opsPurchase(5, 40, product)
	purchase["proveedor"], purchase["numero_comprobante"], purchase["descripcion"] = supplier, "F-"+emoji, "Pedido "+emoji
	status, body := w.call(t, "POST", "/api/compras", rosa, purchase)
	opsStatus(t, "purchase", status, body, http.StatusCreated)
	purchaseID := uint64(body["id"].(float64))
	proforma := proformaBody(1, [3]float64{float64(product), 2, 100})
	proforma["razon_social"], proforma["descripcion"], proforma["direccion"] = "Ana "+emoji+" Pérez", "Obra "+emoji, emoji
	status, body = w.call(t, "POST", "/api/proformas", rosa, proforma)
	opsStatus(t, "proforma", status, body, http.StatusCreated)
	proformaID := uint64(body["proforma_id"].(float64))
	catalogo := catalogoBody([3]float64{float64(product), 0, 100})
	catalogo["razon_social"], catalogo["descripcion"], catalogo["sucursal"] = "Ana "+emoji+" Pérez", emoji, 1
	status, body = w.call(t, "POST", "/api/catalogos", rosa, catalogo)
	opsStatus(t, "catalogo", status, body, http.StatusCreated)
	catalogoID := uint64(body["catalogo_id"].(float64))

	w.setStock(t, 1, product, 1) // a difference for comparar-inventarios
	today := map[string]any{"fechaDesde": "2025-03-04", "fechaHasta": "2025-03-04", "sucursal": 1}
	for _, c := range []struct {
		method, path string
		body         any
		want         string
	}{
		{"GET", "/api/sucursales/reporte-pdf", nil, "Casa ? Matriz"},
		{"GET", "/api/usuarios/reporte-pdf", nil, "Rosa ?"},
		{"GET", "/api/clientes/reporte-pdf", nil, "Ana ? Pérez"},
		{"GET", "/api/proveedores/reporte-pdf", nil, "Pinturas ? Sur"},
		{"GET", "/api/categorias/reporte-pdf", nil, "Pinturas ?"},
		{"GET", "/api/unidades/reporte-pdf", nil, "Caja ?"},
		{"GET", "/api/productos/reporte-pdf", nil, "Látex ? blanco"},
		{"GET", fmt.Sprintf("/api/ventas/generar-pdf/%d", saleID), nil, "Ana ? Pérez"},
		{"GET", fmt.Sprintf("/api/ventas/generar-ticket/%d", saleID), nil, "Ferretería ? Andina"},
		{"POST", "/api/ventas/reporte-venta-producto", today, "Látex ? blanco"},
		{"GET", fmt.Sprintf("/api/compras/generar-pdf/%d", purchaseID), nil, "Pinturas ? Sur"},
		{"GET", "/api/compras/reporte-pdf", nil, "Pinturas ? Sur"},
		{"POST", "/api/inventario/reporte-inventario", map[string]any{"sucursal": 1}, "Látex ? blanco"},
		{"POST", "/api/inventario/reporte-inventario-costo", map[string]any{"sucursal": 1}, "Látex ? blanco"},
		{"POST", "/api/inventario/comparar-inventarios", map[string]any{"sucursal": 1}, "Látex ? blanco"},
		{"POST", "/api/inventario/reporte-cantidad-real", map[string]any{"sucursal": 1}, "Látex ? blanco"},
		{"GET", fmt.Sprintf("/api/proformas/generar-pdf/%d", proformaID), nil, "Ana ? Pérez"},
		{"GET", fmt.Sprintf("/api/catalogos/generar-pdf/%d", catalogoID), nil, "Látex ? blanco"},
	} {
		text := w.opsPDF(t, c.method, c.path, rosa, c.body)
		if text != "" && !strings.Contains(strings.Join(strings.Fields(text), " "), c.want) {
			t.Errorf("%s: text lacks %q:\n%s", c.path, c.want, text)
		}
	}
	for _, path := range []string{"/api/productos/excel", "/api/ventas/excel?sucursal_id=1", "/api/compras/excel",
		"/api/inventarios/excel?sucursal_id=1", "/api/bajas/excel?sucursal_id=1"} {
		status, hdr, raw := w.do(t, "GET", path, rosa, "", nil)
		if status != http.StatusOK || !strings.Contains(hdr.Get("Content-Type"), "spreadsheetml") {
			t.Errorf("%s: %d %s %.200s", path, status, hdr.Get("Content-Type"), raw)
		}
	}
	rows := w.opsExcel(t, "/api/productos/excel", rosa, "productos.xlsx")
	if !strings.Contains(fmt.Sprint(rows), "Látex "+emoji+" blanco") {
		t.Errorf("the product export lost the emoji: %v", rows)
	}
}
