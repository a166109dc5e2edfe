package engine

import "strings"

// customerFields are the clientes columns validateCustomer names, in order.
var customerFields = []string{"nombres_apellidos", "numero_documento", "complemento", "telefono", "email", "direccion"}

// supplierFields are the proveedores columns validateSupplier names, in order.
var supplierFields = []string{"proveedor", "nit", "telefono", "direccion"}

// customers plans a Clientes sheet: a customer is found by numero_documento
// plus complemento (the form's uniqueness rule), never by an id column.
func (p *planner) customers(sh *ImportSheet) error {
	m := matchHeaders(ImportClientes, sh.Header, nil)
	if err := requireColumns(sh.Name, &m, "numero_documento"); err != nil {
		return err
	}
	p.ignore(sh.Name, m.ignored)
	stored := map[string]*Customer{}
	if err := each(p.tx.Bucket(bktCustomers), func(_ []byte, c *Customer) error {
		stored[c.NumeroDocumento+"|"+strings.ToLower(c.Complemento)] = c
		return nil
	}); err != nil {
		return err
	}
	keyOf := func(r ImportRow) string {
		doc, _ := importCode(m.cell(r.Cells, "numero_documento"))
		return doc + "|" + strings.ToLower(cleanText(m.cell(r.Cells, "complemento").Text))
	}
	dup := duplicates(sh.Rows, keyOf)
	col := func(name string) string { return m.letter(name) + " (" + name + ")" }
	for _, row := range sh.Rows {
		if emptyRow(row.Cells) {
			continue
		}
		r := &rowPlan{PlanRow: PlanRow{Hoja: sh.Name, Fila: row.Num}, p: p}
		doc, msg := importCode(m.cell(row.Cells, "numero_documento"))
		k := keyOf(row)
		r.Clave = strings.TrimSuffix(strings.Replace(k, "|", " ", 1), " ")
		if msg != "" {
			r.fail(col("numero_documento"), cleanText(m.cell(row.Cells, "numero_documento").Text), "El documento "+msg+".")
		}
		if d := dup[k]; d != nil && doc != "" {
			r.fail(col("numero_documento"), doc, "El documento se repite en las filas "+otherRows(d, row.Num)+" del archivo.")
		}
		if doc == "0" {
			r.fail(col("numero_documento"), doc, "El documento 0 es del cliente SN, que no se importa.")
		}
		cur := stored[k]
		if cur != nil && p.req.Mode == ModeCreate {
			r.done(false, nil)
			continue
		}
		if cur == nil && p.req.Mode == ModeUpdate && doc != "" {
			r.fail(col("numero_documento"), doc, "No existe un cliente con ese documento (modo actualizar).")
		}
		next := Customer{Estado: true}
		if cur != nil {
			next = *cur
		}
		in := CustomerInput{NombresApellidos: next.NombresApellidos, NumeroDocumento: doc, Complemento: next.Complemento,
			Telefono: next.Telefono, Email: next.Email, Direccion: next.Direccion}
		keep(m, row.Cells, map[string]*string{"nombres_apellidos": &in.NombresApellidos, "complemento": &in.Complemento,
			"telefono": &in.Telefono, "email": &in.Email, "direccion": &in.Direccion})
		if t, _ := importCode(m.cell(row.Cells, "telefono")); t != "" {
			in.Telefono = t
		}
		r.validation(validateCustomer(&in), &m, row.Cells, customerFields)
		if cur != nil {
			r.change("nombres_apellidos", cur.NombresApellidos, in.NombresApellidos)
			r.change("telefono", cur.Telefono, in.Telefono)
			r.change("email", cur.Email, in.Email)
			r.change("direccion", cur.Direccion, in.Direccion)
		}
		r.done(cur == nil, func(tx *Tx, actor Actor) error {
			bk := tx.Bucket(bktCustomers)
			c := next
			if cur == nil {
				id, err := bk.NextSequence()
				if err != nil {
					return err
				}
				c.ID, c.CreatedAt = id, tx.now.UTC()
			}
			c.NombresApellidos, c.NumeroDocumento, c.Complemento = in.NombresApellidos, in.NumeroDocumento, in.Complemento
			c.Telefono, c.Email, c.Direccion = in.Telefono, in.Email, in.Direccion
			if err := putJSON(bk, itob(c.ID), c); err != nil {
				return err
			}
			return p.auditRecord(tx, actor, "cliente", c.ID, c.NombresApellidos, cur == nil)
		})
	}
	return nil
}

// keep overwrites each field with the row's cell when that cell is not blank:
// on update a blank cell keeps the stored value.
func keep(m headerMap, row []ImportCell, fields map[string]*string) {
	for name, dst := range fields {
		if s := cleanText(m.cell(row, name).Text); s != "" {
			*dst = s
		}
	}
}

// suppliers plans a Proveedores sheet: a supplier is found by NIT, or by its
// name when the row has no NIT. Names stay unique, as the form keeps them.
func (p *planner) suppliers(sh *ImportSheet) error {
	m := matchHeaders(ImportProveedores, sh.Header, nil)
	if err := requireColumns(sh.Name, &m, "proveedor"); err != nil {
		return err
	}
	p.ignore(sh.Name, m.ignored)
	byNIT, byName := map[string]*Supplier{}, map[string]*Supplier{}
	if err := each(p.tx.Bucket(bktSuppliers), func(_ []byte, s *Supplier) error {
		if s.NIT != "" {
			byNIT[s.NIT] = s
		}
		byName[foldName(s.Proveedor)] = s
		return nil
	}); err != nil {
		return err
	}
	keyOf := func(r ImportRow) string {
		if nit, _ := importCode(m.cell(r.Cells, "nit")); nit != "" {
			return "nit " + nit
		}
		return foldName(m.cell(r.Cells, "proveedor").Text)
	}
	dup := duplicates(sh.Rows, keyOf)
	dupName := duplicates(sh.Rows, func(r ImportRow) string { return foldName(m.cell(r.Cells, "proveedor").Text) })
	col := func(name string) string { return m.letter(name) + " (" + name + ")" }
	for _, row := range sh.Rows {
		if emptyRow(row.Cells) {
			continue
		}
		r := &rowPlan{PlanRow: PlanRow{Hoja: sh.Name, Fila: row.Num}, p: p}
		nit, msg := importCode(m.cell(row.Cells, "nit"))
		name := cleanText(m.cell(row.Cells, "proveedor").Text)
		r.Clave = name
		if nit != "" {
			r.Clave = "NIT " + nit
		}
		if msg != "" {
			r.fail(col("nit"), cleanText(m.cell(row.Cells, "nit").Text), "El NIT "+msg+".")
		}
		if d := dup[keyOf(row)]; d != nil {
			r.fail(col("nit"), nit, "El proveedor se repite en las filas "+otherRows(d, row.Num)+" del archivo.")
		} else if d := dupName[foldName(name)]; d != nil && name != "" {
			r.fail(col("proveedor"), name, "El nombre se repite en las filas "+otherRows(d, row.Num)+" del archivo.")
		}
		cur := byName[foldName(name)]
		if nit != "" {
			cur = byNIT[nit]
		}
		if other := byName[foldName(name)]; other != nil && name != "" && (cur == nil || other.ID != cur.ID) {
			if cur != nil || nit == "" || other.NIT != "" {
				r.fail(col("proveedor"), name, "Ya existe un proveedor con ese nombre.")
			} else {
				cur = other // a supplier stored without NIT, now given one
			}
		}
		if cur != nil && p.req.Mode == ModeCreate {
			r.done(false, nil)
			continue
		}
		if cur == nil && p.req.Mode == ModeUpdate {
			r.fail(col("proveedor"), name, "No existe ese proveedor (modo actualizar).")
		}
		next := Supplier{Estado: true}
		if cur != nil {
			next = *cur
		}
		in := SupplierInput{Proveedor: next.Proveedor, NIT: next.NIT, Telefono: next.Telefono, Direccion: next.Direccion}
		keep(m, row.Cells, map[string]*string{"proveedor": &in.Proveedor, "direccion": &in.Direccion})
		if nit != "" {
			in.NIT = nit
		}
		if t, _ := importCode(m.cell(row.Cells, "telefono")); t != "" {
			in.Telefono = t
		}
		r.validation(validateSupplier(&in), &m, row.Cells, supplierFields)
		if cur != nil {
			r.change("proveedor", cur.Proveedor, in.Proveedor)
			r.change("nit", cur.NIT, in.NIT)
			r.change("telefono", cur.Telefono, in.Telefono)
			r.change("direccion", cur.Direccion, in.Direccion)
		}
		r.done(cur == nil, func(tx *Tx, actor Actor) error {
			bk := tx.Bucket(bktSuppliers)
			s := next
			if cur == nil {
				id, err := bk.NextSequence()
				if err != nil {
					return err
				}
				s.ID = id
			}
			s.Proveedor, s.NIT, s.Telefono, s.Direccion = in.Proveedor, in.NIT, in.Telefono, in.Direccion
			if err := putJSON(bk, itob(s.ID), s); err != nil {
				return err
			}
			return p.auditRecord(tx, actor, "proveedor", s.ID, s.Proveedor, cur == nil)
		})
	}
	return nil
}
