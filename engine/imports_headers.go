package engine

import (
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Import kinds: what a file brings in, as the API and the CLI name it.
const (
	ImportProductos   = "productos"
	ImportPrecios     = "precios"
	ImportClientes    = "clientes"
	ImportProveedores = "proveedores"
)

// ImportKinds lists the kinds in the order the screen offers them.
var ImportKinds = []string{ImportProductos, ImportPrecios, ImportClientes, ImportProveedores}

// Sheet names of the workbook the template and the export write.
const (
	SheetProductos   = "Productos"
	SheetPrecios     = "Precios por sucursal"
	SheetClientes    = "Clientes"
	SheetProveedores = "Proveedores"
)

// Branch columns of the productos sheet: "stock <Sucursal>" and "costo <Sucursal>".
const (
	stockPrefix = "stock "
	costPrefix  = "costo "
)

// importHeaders are the canonical columns of each kind, in template order.
var importHeaders = map[string][]string{
	ImportProductos: {"codigo", "producto", "nombre_factura", "unidad", "categoria", "costo", "precio", "precio2",
		"precio3", "precio4", "precio5", "precio6", "minimo", "descripcion", "imagen", "imagen2", "imagen3",
		"codigo_producto_sin", "actividad_economica", "unidad_medida_sin"},
	ImportPrecios:     {"codigo", "sucursal", "precio", "precio2", "precio3", "precio4", "precio5", "precio6"},
	ImportClientes:    {"nombres_apellidos", "numero_documento", "complemento", "telefono", "email", "direccion"},
	ImportProveedores: {"proveedor", "nit", "telefono", "direccion"},
}

// ImportHeaders returns the canonical columns of kind (productos without its
// per-branch pairs).
func ImportHeaders(kind string) []string { return append([]string(nil), importHeaders[kind]...) }

// headerSynonyms maps a normalised header to its canonical name. Canonical
// names map to themselves through normHeader's underscores-as-spaces rule.
var headerSynonyms = map[string]string{
	"cod": "codigo", "sku": "codigo", "codigo de barras": "codigo", "referencia": "codigo", "ref": "codigo",
	"descripcion corta": "producto", "nombre": "producto", "articulo": "producto", "item": "producto",
	"detalle factura": "nombre_factura", "nombre en factura": "nombre_factura",
	"unidad de medida": "unidad", "um": "unidad", "u m": "unidad",
	"costo unitario": "costo", "precio costo": "costo", "precio de costo": "costo",
	"precio1": "precio", "p1": "precio", "precio 1": "precio", "precio venta": "precio", "precio de venta": "precio",
	"p venta": "precio", "pvp": "precio",
	"p2": "precio2", "precio 2": "precio2", "p3": "precio3", "precio 3": "precio3", "p4": "precio4",
	"precio 4": "precio4", "p5": "precio5", "precio 5": "precio5", "p6": "precio6", "precio 6": "precio6",
	"stock minimo": "minimo", "cantidad minima": "minimo", "min": "minimo",
	"imagen1": "imagen", "imagen 1": "imagen", "imagen 2": "imagen2", "imagen 3": "imagen3", "foto": "imagen",
	"nombre completo": "nombres_apellidos", "razon social": "nombres_apellidos", "cliente": "nombres_apellidos",
	"nombres y apellidos": "nombres_apellidos", "nombre y apellido": "nombres_apellidos",
	"ci": "numero_documento", "ci nit": "numero_documento", "ci/nit": "numero_documento", "nit ci": "numero_documento",
	"documento": "numero_documento", "nro documento": "numero_documento", "numero de documento": "numero_documento",
	"compl": "complemento", "celular": "telefono", "tel": "telefono", "telefonos": "telefono",
	"correo": "email", "correo electronico": "email", "e mail": "email", "domicilio": "direccion",
	"nombre proveedor": "proveedor", "empresa": "proveedor", "nit proveedor": "nit",
	"branch": "sucursal", "tienda": "sucursal",
}

var accentFold = transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)

// normHeader folds a header for matching: no BOM, no accents, lower case,
// runs of spaces, underscores, dots and dashes as one space.
func normHeader(s string) string {
	s, _, _ = transform.String(accentFold, cleanText(s))
	s = strings.ToLower(s)
	var b strings.Builder
	space := false
	for _, r := range s {
		if r == ' ' || r == '_' || r == '.' || r == '-' || r == '\u00a0' || r == '\t' {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// foldName folds a name (unit, category, branch) for matching by name.
func foldName(s string) string { return normHeader(s) }

// headerMap matches a sheet's header row against kind's columns: col[i] is the
// canonical name of column i ("" when ignored); branches are the active
// branches' names (folded) for the productos pairs. ignored lists the headers
// that match nothing.
type headerMap struct {
	col     []string
	index   map[string]int // canonical name → column
	ignored []string
}

func matchHeaders(kind string, header []string, branches map[string]string) headerMap {
	known := map[string]bool{}
	for _, h := range importHeaders[kind] {
		known[normHeader(h)] = true
	}
	m := headerMap{col: make([]string, len(header)), index: map[string]int{}}
	for i, raw := range header {
		h := normHeader(raw)
		name := ""
		switch {
		case h == "":
			continue
		case known[h]:
			name = strings.ReplaceAll(h, " ", "_")
		case known[normHeader(headerSynonyms[h])] && headerSynonyms[h] != "":
			name = headerSynonyms[h]
		case kind == ImportProductos && strings.HasPrefix(h, stockPrefix) && branches[strings.TrimPrefix(h, stockPrefix)] != "":
			name = stockPrefix + branches[strings.TrimPrefix(h, stockPrefix)]
		case kind == ImportProductos && strings.HasPrefix(h, costPrefix) && branches[strings.TrimPrefix(h, costPrefix)] != "":
			name = costPrefix + branches[strings.TrimPrefix(h, costPrefix)]
		}
		if _, dup := m.index[name]; name == "" || dup {
			m.ignored = append(m.ignored, cleanText(raw))
			continue
		}
		m.col[i], m.index[name] = name, i
	}
	return m
}

// cell is the cell of row under the canonical column name (empty when absent).
func (m *headerMap) cell(row []ImportCell, name string) ImportCell {
	i, ok := m.index[name]
	if !ok || i >= len(row) {
		return ImportCell{}
	}
	return row[i]
}

// has reports whether the sheet has the column.
func (m *headerMap) has(name string) bool { _, ok := m.index[name]; return ok }

// letter is the spreadsheet letter of the canonical column name (the name
// itself when the sheet lacks it), for messages.
func (m *headerMap) letter(name string) string {
	i, ok := m.index[name]
	if !ok {
		return name
	}
	return columnLetter(i)
}

// columnLetter is a spreadsheet column's letters: 0 → A, 26 → AA.
func columnLetter(i int) string {
	s := ""
	for i++; i > 0; i = (i - 1) / 26 {
		s = string(rune('A'+(i-1)%26)) + s
	}
	return s
}
