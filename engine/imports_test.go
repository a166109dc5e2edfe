package engine

import (
	"strings"
	"testing"
)

// imSheet builds a sheet from text rows; the first is the header.
func imSheet(name string, rows ...[]string) ImportSheet {
	s := ImportSheet{Name: name, Header: rows[0]}
	for i, r := range rows[1:] {
		row := ImportRow{Num: i + 2}
		for _, c := range r {
			row.Cells = append(row.Cells, ImportCell{Text: c})
		}
		s.Rows = append(s.Rows, row)
	}
	return s
}

func imCount(t testing.TB, e *Engine, bucket []byte) (n int) {
	t.Helper()
	_ = e.view(func(tx ReadTx) error {
		return tx.Bucket(bucket).ForEach(func(_, _ []byte) error { n++; return nil })
	})
	return n
}

func imProducts(branch string) ImportSheet {
	return imSheet(SheetProductos,
		[]string{"Código", "Producto", "Unidad", "Categoría", "Costo", "Precio", "P2", "stock " + branch, "costo " + branch, "stock Casa Matriz"},
		[]string{"0000001893", "Martillo Ñandú", "Pieza", "Herramientas", "40,00", "55,50", "50", "10", "45,50", ""},
		[]string{"P-2", "Clavos 2\"", "Caja", "Ferretería", "1.234", "1.500,00", "", "", "", "3"},
	)
}

func TestImportProductsPlanApplyRerun(t *testing.T) {
	e := mustOpen(t)
	norte := mdAddBranch(t, e, "Sucursal Norte")
	super := superActor()
	req := &ImportRequest{Kind: ImportProductos, File: "catalogo.xlsx", Hash: "h1", Sheets: []ImportSheet{imProducts("Sucursal Norte")}}
	audit0, kardex0 := imCount(t, e, bktAudit), imCount(t, e, bktKardex)
	pl, err := e.SimulateImport(super, req)
	if err != nil {
		t.Fatal(err)
	}
	if pl.Resumen != (ImportSummary{Crear: 2}) || len(pl.Filas) != 2 {
		t.Fatalf("plan: %+v", pl.Resumen)
	}
	if got := pl.Filas[0].Stock; len(got) != 1 || got[0] != "Carga inicial 10 u. a Bs 45,50 en Sucursal Norte" {
		t.Fatalf("stock actions: %q", got)
	}
	if len(pl.SeCrearan.Unidades) != 2 || len(pl.SeCrearan.Categorias) != 2 {
		t.Fatalf("to create: %+v", pl.SeCrearan)
	}
	if imCount(t, e, bktAudit) != audit0 || imCount(t, e, bktKardex) != kardex0 || imCount(t, e, bktProducts) != 0 {
		t.Fatal("the simulation wrote")
	}
	_, rec, err := e.Import(super, req)
	if err != nil || rec == nil {
		t.Fatalf("import: %v", err)
	}
	p, err := e.ListProducts(super, MainBranch, false)
	if err != nil || len(p) != 2 {
		t.Fatalf("products: %v %d", err, len(p))
	}
	var hammer ProductView
	for _, v := range p {
		if v.Codigo == "0000001893" {
			hammer = v
		}
	}
	if hammer.Producto != "Martillo Ñandú" {
		t.Fatalf("leading zeros or name lost: %+v", hammer)
	}
	if n, _ := e.Stock(norte, hammer.ID); n != 10 {
		t.Fatalf("stock in Norte: %d", n)
	}
	kv, err := e.Kardex(super, hammer.ID, norte)
	if err != nil || len(kv.Data) != 1 || kv.Data[0].Tipo != KardexCargaInicial || kv.Data[0].KardexEntry.Precio != 4550 {
		t.Fatalf("kardex: %v %+v", err, kv.Data)
	}
	// The same file again: every row "Sin cambios", and its earlier import named.
	audit1, kardex1 := imCount(t, e, bktAudit), imCount(t, e, bktKardex)
	pl2, err := e.SimulateImport(super, req)
	if err != nil {
		t.Fatal(err)
	}
	if pl2.Resumen != (ImportSummary{SinCambios: 2}) {
		t.Fatalf("re-run plan: %+v %+v", pl2.Resumen, pl2.Filas)
	}
	if pl2.YaImportado == nil || !strings.Contains(pl2.YaImportado.Mensaje, "Este archivo ya se importó el 04/03/2025 por admin") {
		t.Fatalf("earlier import: %+v", pl2.YaImportado)
	}
	if _, _, err := e.Import(super, req); err != nil {
		t.Fatal(err)
	}
	if imCount(t, e, bktKardex) != kardex1 || imCount(t, e, bktAudit) != audit1+1 {
		t.Fatal("an unchanged re-run wrote more than its own audit entry")
	}
}

func TestImportRefusalsNamed(t *testing.T) {
	e := mustOpen(t)
	super := superActor()
	first := &ImportRequest{Kind: ImportProductos, Hash: "a", Sheets: []ImportSheet{imSheet(SheetProductos,
		[]string{"codigo", "producto", "unidad", "categoria", "precio", "stock Casa Matriz"},
		[]string{"0000001893", "Martillo", "Pieza", "Herramientas", "10", "5"})}}
	if _, _, err := e.Import(super, first); err != nil {
		t.Fatal(err)
	}
	bad := &ImportRequest{Kind: ImportProductos, Hash: "b", Sheets: []ImportSheet{imSheet(SheetProductos,
		[]string{"codigo", "producto", "unidad", "categoria", "precio", "stock Casa Matriz"},
		[]string{"1893", "Martillo", "Pieza", "Herramientas", "10", ""},
		[]string{"X-1", "Uno", "Pieza", "Herramientas", "12,345", "2,5"},
		[]string{"X-2", "", "Pieza", "Herramientas", "10", ""},
		[]string{"X-2", "Dos", "Pieza", "Herramientas", "10", ""},
		[]string{"0000001893", "Martillo", "", "", "", "7"},
		[]string{"7,79E+12", "Tres", "Pieza", "Herramientas", "10", ""})}}
	pl, err := e.SimulateImport(super, bad)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]string{
		2: "¿quiso decir 0000001893?", 3: "más de dos decimales", 4: "se repite en las filas 5",
		5: "se repite en las filas 4", 6: "ya tiene movimientos en Casa Matriz", 7: "notación científica",
	}
	if pl.Resumen.Rechazar != len(want) {
		t.Fatalf("refused %d: %+v", pl.Resumen.Rechazar, pl.Filas)
	}
	for _, f := range pl.Filas {
		all := ""
		for _, er := range f.Errores {
			all += er.Columna + " " + er.Valor + " " + er.Mensaje + " | "
		}
		if !strings.Contains(all, want[f.Fila]) {
			t.Errorf("row %d: want %q in %q", f.Fila, want[f.Fila], all)
		}
	}
	if _, _, err := e.Import(super, bad); err != nil {
		t.Fatal(err) // refused rows: nothing is started
	}
	if imCount(t, e, bktProducts) != 1 {
		t.Fatal("a refused plan wrote")
	}
}

func TestImportChangedSinceSimulation(t *testing.T) {
	e := mustOpen(t)
	super := superActor()
	req := &ImportRequest{Kind: ImportProveedores, Hash: "s", Sheets: []ImportSheet{imSheet("Proveedores",
		[]string{"proveedor", "nit", "telefono"}, []string{"Altiplano SRL", "1020304", "22446688"})}}
	pl, err := e.SimulateImport(super, req)
	if err != nil || pl.Resumen.Crear != 1 {
		t.Fatalf("%v %+v", err, pl)
	}
	if _, err := e.SaveSupplier(0, SupplierInput{Proveedor: "Altiplano SRL", NIT: "1020304"}); err != nil {
		t.Fatal(err)
	}
	wait, err := e.StartImport(super, pl.Token, func() (*ImportRequest, error) { return req, nil })
	if err != nil {
		t.Fatal(err)
	}
	<-wait
	st, _ := e.ImportStatus(super)
	if st.Fase != PhaseFailed || st.Mensaje != MsgImportChanged {
		t.Fatalf("status: %+v", st)
	}
	if n := imCount(t, e, bktSuppliers); n != 1 {
		t.Fatalf("suppliers: %d", n)
	}
}

func TestImportCustomersByDocument(t *testing.T) {
	e := mustOpen(t)
	super := superActor()
	if _, err := e.SaveCustomer(0, CustomerInput{NombresApellidos: "Ana Mamani", NumeroDocumento: "4455667", Telefono: "7000"}); err != nil {
		t.Fatal(err)
	}
	req := &ImportRequest{Kind: ImportClientes, Mode: ModeBoth, Hash: "c", Sheets: []ImportSheet{imSheet("Clientes",
		[]string{"id", "nombres_apellidos", "CI", "complemento", "telefono", "email"},
		[]string{"99", "", "4455667", "", "71234567", ""},
		[]string{"", "Juan Ñandú", "5566778", "1A", "", "juan@example.com"},
		[]string{"", "SN", "0", "", "", ""})}}
	pl, err := e.SimulateImport(super, req)
	if err != nil {
		t.Fatal(err)
	}
	if pl.Resumen != (ImportSummary{Crear: 1, Actualizar: 1, Rechazar: 1}) {
		t.Fatalf("%+v %+v", pl.Resumen, pl.Filas)
	}
	if c := pl.Filas[0].Cambios; len(c) != 1 || c[0].Campo != "telefono" || c[0].Antes != "7000" {
		t.Fatalf("blank name must keep the stored one: %+v", c)
	}
	req.Mode = ModeUpdate
	pl, _ = e.SimulateImport(super, req)
	if pl.Filas[1].Accion != ActionReject {
		t.Fatalf("only update: an unknown customer is refused, got %+v", pl.Filas[1])
	}
}
