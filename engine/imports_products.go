package engine

import (
	"strconv"
	"strings"

	"sgc/engine/esbo"
)

// productFields are the productos columns validateProduct names, in order.
var productFields = []string{"codigo", "producto", "nombre_factura", "unidad", "categoria", "costo", "precio",
	"precio2", "precio3", "precio4", "precio5", "precio6", "minimo", "descripcion", "codigo_producto_sin",
	"actividad_economica", "unidad_medida_sin"}

// lookups is what planning products reads once: codes, units, categories,
// active branches.
type lookups struct {
	zeroless map[string]string // a code's digits without leading zeros → the stored code
	units    map[string]*Unit  // folded name and sigla → unit
	cats     map[string]*Category
	branches []Branch          // active, in id order
	byName   map[string]string // folded branch name → branch name
}

func loadLookups(tx ReadTx) (*lookups, error) {
	c := &lookups{zeroless: map[string]string{}, units: map[string]*Unit{}, cats: map[string]*Category{}, byName: map[string]string{}}
	err := tx.Bucket(bktProductCodes).ForEach(func(k, _ []byte) error {
		if s := string(k); len(s) > 1 && s[0] == '0' && digitsOnly(s) {
			c.zeroless[strings.TrimLeft(s, "0")] = s
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := each(tx.Bucket(bktUnits), func(_ []byte, u *Unit) error {
		c.units[foldName(u.Unidad)] = u
		if u.Sigla != "" && c.units[foldName(u.Sigla)] == nil {
			c.units[foldName(u.Sigla)] = u
		}
		return nil
	}); err != nil {
		return nil, err
	}
	if err := each(tx.Bucket(bktCategories), func(_ []byte, k *Category) error {
		c.cats[foldName(k.Categoria)] = k
		return nil
	}); err != nil {
		return nil, err
	}
	err = each(tx.Bucket(bktBranches), func(_ []byte, b *Branch) error {
		if b.Estado {
			c.branches = append(c.branches, *b)
			c.byName[foldName(b.Sucursal)] = b.Sucursal
		}
		return nil
	})
	return c, err
}

// productByCode finds a stored product by code (case-insensitive).
func productByCode(tx ReadTx, code string) (*Product, error) {
	id := tx.Bucket(bktProductCodes).Get([]byte(strings.ToLower(code)))
	if id == nil {
		return nil, nil
	}
	p, err := getProduct(tx, btoi(id))
	return &p, err
}

// products plans the Productos sheet, then the Precios por sucursal sheet
// when the workbook has one.
func (p *planner) products() error {
	cat, err := loadLookups(p.tx)
	if err != nil {
		return err
	}
	sh := p.sheet(SheetProductos)
	m := matchHeaders(ImportProductos, sh.Header, cat.byName)
	if err := requireColumns(sh.Name, &m, "codigo"); err != nil {
		return err
	}
	p.ignore(sh.Name, m.ignored)
	dup := duplicates(sh.Rows, func(r ImportRow) string {
		c, _ := importCode(m.cell(r.Cells, "codigo"))
		return strings.ToLower(c)
	})
	for _, row := range sh.Rows {
		if emptyRow(row.Cells) {
			continue
		}
		if err := p.productRow(cat, sh.Name, &m, row, dup); err != nil {
			return err
		}
	}
	for i := range p.req.Sheets {
		if s := &p.req.Sheets[i]; s != sh && foldName(s.Name) == foldName(SheetPrecios) {
			return p.branchPricesSheet(s, false)
		}
	}
	return nil
}

// money cells of a product row, in Product.Precios order after costo.
var priceColumns = [6]string{"precio", "precio2", "precio3", "precio4", "precio5", "precio6"}

func (p *planner) productRow(cat *lookups, sheet string, m *headerMap, row ImportRow, dup map[string][]int) error {
	r := &rowPlan{PlanRow: PlanRow{Hoja: sheet, Fila: row.Num}, p: p}
	codeCell := m.cell(row.Cells, "codigo")
	code, msg := importCode(codeCell)
	r.Clave = code
	col := func(name string) string { return m.letter(name) + " (" + name + ")" }
	if msg != "" {
		r.fail(col("codigo"), cleanText(codeCell.Text), "El código "+msg+".")
	}
	if d := dup[strings.ToLower(code)]; d != nil {
		r.fail(col("codigo"), code, "El código se repite en las filas "+otherRows(d, row.Num)+" del archivo.")
	}
	var cur *Product
	if code != "" {
		var err error
		if cur, err = productByCode(p.tx, code); err != nil {
			return err
		}
		if stored := cat.zeroless[strings.TrimLeft(code, "0")]; cur == nil && digitsOnly(code) && stored != "" && stored != code {
			r.fail(col("codigo"), code, "No existe el código "+code+": ¿quiso decir "+stored+"? Dé a la columna formato de texto.")
		}
	}
	exists := cur != nil
	switch {
	case exists && p.req.Mode == ModeCreate:
		r.done(false, nil) // only create: an existing product stays as it is
		return nil
	case !exists && p.req.Mode == ModeUpdate && code != "":
		r.fail(col("codigo"), code, "No existe un producto con ese código (modo actualizar).")
	}
	next := Product{Minimo: 10}
	if exists {
		next = *cur
	}
	text := func(name string, dst *string) {
		if s := cleanText(m.cell(row.Cells, name).Text); s != "" {
			*dst = s
		}
	}
	next.Codigo = code
	text("producto", &next.Producto)
	text("nombre_factura", &next.NombreFactura)
	text("descripcion", &next.Descripcion)
	// The SIN's homologation: a file without these columns keeps the product's.
	sinProduct, sinActivity, sinUnit := sinCode(next.CodigoProductoSin), next.ActividadEconomica, sinCode(int64(next.UnidadMedidaSin))
	text("codigo_producto_sin", &sinProduct)
	text("actividad_economica", &sinActivity)
	text("unidad_medida_sin", &sinUnit)
	moneyCell := func(name string, dst *Money) {
		c := m.cell(row.Cells, name)
		v, present, msg := importMoney(c)
		if msg != "" {
			r.fail(col(name), cleanText(c.Text), "El monto "+msg+".")
		} else if present {
			*dst = v
		}
	}
	// costo is the average cost only while the product has no stock: once it
	// has, purchases and opening loads keep the average (weighted in the
	// kardex's order), so re-importing the file that loaded it changes nothing.
	// In a row that loads stock it is the cost of the branches without their
	// own "costo <Sucursal>".
	fileCost := next.Costo
	moneyCell("costo", &fileCost)
	if !exists || totalStock(p.tx, cur.ID) == 0 {
		next.Costo = fileCost
	}
	for i, name := range priceColumns {
		moneyCell(name, &next.Precios[i])
	}
	if c := m.cell(row.Cells, "minimo"); cleanText(c.Text) != "" {
		n, _, msg := importQty(c)
		if msg != "" {
			r.fail(col("minimo"), cleanText(c.Text), "El mínimo "+msg+".")
		} else {
			next.Minimo = n
		}
	}
	newUnit := p.resolve(r, col("unidad"), m.cell(row.Cells, "unidad"), "unidad", &next.UnidadID,
		func(k string) (uint64, bool, bool) { u := cat.units[k]; return idOf(u), u != nil, u != nil && u.Estado },
		&p.plan.SeCrearan.Unidades, p.units)
	newCat := p.resolve(r, col("categoria"), m.cell(row.Cells, "categoria"), "categoría", &next.CategoriaID,
		func(k string) (uint64, bool, bool) { c := cat.cats[k]; return idOf(c), c != nil, c != nil && c.Estado },
		&p.plan.SeCrearan.Categorias, p.cats)
	// The form's rules, on the merged values (ids stand in for the names).
	in := ProductInput{Codigo: next.Codigo, Producto: next.Producto, NombreFactura: next.NombreFactura,
		Descripcion: next.Descripcion, Costo: centsText(next.Costo), Minimo: strconv.FormatInt(next.Minimo, 10),
		CodigoProductoSin: sinProduct, ActividadEconomica: sinActivity, UnidadMedidaSin: sinUnit}
	if next.UnidadID != 0 || newUnit != "" {
		in.Unidad = "1"
	}
	if next.CategoriaID != 0 || newCat != "" {
		in.Categoria = "1"
	}
	for i, v := range next.Precios {
		in.Precios[i] = centsText(v)
	}
	checked, v := validateProduct(&in)
	next.CodigoProductoSin, next.ActividadEconomica, next.UnidadMedidaSin = checked.CodigoProductoSin, checked.ActividadEconomica, checked.UnidadMedidaSin
	r.validation(v, m, row.Cells, productFields)
	if !exists && next.Precios[0] == 0 && len(r.Errores) == 0 {
		r.fail(col("precio"), cleanText(m.cell(row.Cells, "precio").Text), "El precio es obligatorio para un producto nuevo.")
	}
	images := p.productImages(r, m, row.Cells, &next)
	if exists {
		nm := newNames(p.tx)
		r.change("producto", cur.Producto, next.Producto)
		r.change("nombre_factura", cur.NombreFactura, next.NombreFactura)
		r.change("unidad", nm.unit(cur.UnidadID), orName(nm.unit(next.UnidadID), newUnit))
		r.change("categoria", nm.category(cur.CategoriaID), orName(nm.category(next.CategoriaID), newCat))
		r.change("costo", bs(cur.Costo), bs(next.Costo))
		for i := range priceColumns {
			r.change(priceColumns[i], bs(cur.Precios[i]), bs(next.Precios[i]))
		}
		r.change("minimo", esbo.Quantity(cur.Minimo), esbo.Quantity(next.Minimo))
		r.change("descripcion", cur.Descripcion, next.Descripcion)
		r.change("codigo_producto_sin", sinCode(cur.CodigoProductoSin), sinCode(next.CodigoProductoSin))
		r.change("actividad_economica", cur.ActividadEconomica, next.ActividadEconomica)
		r.change("unidad_medida_sin", sinCode(int64(cur.UnidadMedidaSin)), sinCode(int64(next.UnidadMedidaSin)))
		for i, img := range images {
			if img != nil && img.Key != cur.Imagenes[i] {
				r.change(imageColumns[i], cur.Imagenes[i], cleanText(m.cell(row.Cells, imageColumns[i]).Text))
			}
		}
	}
	loads := p.stockLoads(r, cat, m, row.Cells, cur, fileCost)
	if len(r.Errores) == 0 {
		p.loadCount += len(loads)
	}
	r.done(!exists, func(tx *Tx, actor Actor) error {
		return p.applyProduct(tx, actor, cur, next, newUnit, newCat, images, loads)
	})
	return nil
}

func idOf[T interface{ *Unit | *Category }](v T) uint64 {
	switch x := any(v).(type) {
	case *Unit:
		if x != nil {
			return x.ID
		}
	case *Category:
		if x != nil {
			return x.ID
		}
	}
	return 0
}

func orName(stored, created string) string {
	if created != "" {
		return created
	}
	return stored
}

// resolve reads a unit or category by name: a known active one sets *id, an
// unknown one is created by the import (listed once in the plan) and its name
// returned; an inactive one refuses the row.
func (p *planner) resolve(r *rowPlan, column string, c ImportCell, label string, id *uint64,
	find func(string) (uint64, bool, bool), created *[]string, pending map[string]uint64) string {
	name := cleanText(c.Text)
	if name == "" {
		return ""
	}
	k := foldName(name)
	known, exists, active := find(k)
	switch {
	case exists && !active && known != *id: // the product's own inactive unit stays, no other may be chosen
		r.fail(column, name, "La "+label+" "+name+" está inactiva.")
	case exists:
		*id = known
	default:
		if len([]rune(name)) > 100 {
			r.fail(column, name, "El nombre de la "+label+" no debe tener más de 100 caracteres.")
			return ""
		}
		if _, listed := pending[k]; !listed {
			pending[k] = 0
			*created = append(*created, name)
		}
		*id = 0
		return name
	}
	return ""
}

// centsText writes centavos as the forms' decimal text (1234.56).
func centsText(m Money) string {
	return strconv.FormatInt(int64(m)/100, 10) + "." + strconv.FormatInt(int64(m)%100/10, 10) + strconv.FormatInt(int64(m)%10, 10)
}
