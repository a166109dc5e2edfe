package engine

import "strings"

// branchPricesSheet plans a "Precios por sucursal" sheet: a branch's own six
// prices of a product (codigo, sucursal, precio..precio6). A blank cell keeps
// the branch's current price; a change raises the branch's price alert and is
// audited, as the per-branch price screen does. In a productos workbook the
// product may be one this import creates (standalone is false then).
func (p *planner) branchPricesSheet(sh *ImportSheet, standalone bool) error {
	cat, err := loadLookups(p.tx)
	if err != nil {
		return err
	}
	m := matchHeaders(ImportPrecios, sh.Header, nil)
	if err := requireColumns(sh.Name, &m, "codigo", "sucursal"); err != nil {
		return err
	}
	p.ignore(sh.Name, m.ignored)
	branchID := map[string]uint64{}
	for _, b := range cat.branches {
		branchID[foldName(b.Sucursal)] = b.ID
	}
	// Products the Productos sheet plans to create or change, by code.
	planned := map[string]int{}
	if !standalone {
		for i, f := range p.plan.Filas {
			if f.Accion != ActionReject {
				planned[strings.ToLower(f.Clave)] = i
			}
		}
	}
	dup := duplicates(sh.Rows, func(r ImportRow) string {
		c, _ := importCode(m.cell(r.Cells, "codigo"))
		return strings.ToLower(c) + "|" + foldName(m.cell(r.Cells, "sucursal").Text)
	})
	col := func(name string) string { return m.letter(name) + " (" + name + ")" }
	for _, row := range sh.Rows {
		if emptyRow(row.Cells) {
			continue
		}
		r := &rowPlan{PlanRow: PlanRow{Hoja: sh.Name, Fila: row.Num}, p: p}
		code, msg := importCode(m.cell(row.Cells, "codigo"))
		branchName := cleanText(m.cell(row.Cells, "sucursal").Text)
		r.Clave = code + " / " + branchName
		if msg != "" {
			r.fail(col("codigo"), cleanText(m.cell(row.Cells, "codigo").Text), "El código "+msg+".")
		}
		if d := dup[strings.ToLower(code)+"|"+foldName(branchName)]; d != nil {
			r.fail(col("codigo"), code, "El producto y la sucursal se repiten en las filas "+otherRows(d, row.Num)+" del archivo.")
		}
		branch := branchID[foldName(branchName)]
		if branch == 0 {
			r.fail(col("sucursal"), branchName, "No existe una sucursal activa con ese nombre.")
		}
		cur, err := productByCode(p.tx, code)
		if err != nil {
			return err
		}
		_, inFile := planned[strings.ToLower(code)]
		if code != "" && cur == nil && !inFile {
			r.fail(col("codigo"), code, "No existe un producto con ese código.")
		}
		var old [6]Money
		if cur != nil && branch != 0 {
			old = branchPrices(p.tx, branch, cur)
		}
		next := old
		for i, name := range priceColumns {
			c := m.cell(row.Cells, name)
			v, present, msg := importMoney(c)
			switch {
			case msg != "":
				r.fail(col(name), cleanText(c.Text), "El monto "+msg+".")
			case present:
				next[i] = v
			}
		}
		for i, name := range priceColumns {
			r.change(name, bs(old[i]), bs(next[i]))
		}
		if cur == nil && inFile {
			r.Cambios = nil // a product created now: its branch prices are set, nothing to compare
			r.Stock = []string{"Precios propios en " + branchName}
		}
		lower := strings.ToLower(code)
		r.done(false, func(tx *Tx, actor Actor) error {
			id := p.productIDs[lower]
			if cur != nil {
				id = cur.ID
			}
			prod, err := getProduct(tx.Tx, id)
			if err != nil {
				return err
			}
			if before := branchPrices(tx.Tx, branch, &prod); before != next {
				if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditBranchPrices, Documento: "producto", DocumentoID: id,
					Sucursal: branch, Detalle: prod.Producto + ": " + priceDiff(before, next)}); err != nil {
					return err
				}
			}
			return setBranchPrices(tx, actor, branch, &prod, next)
		})
	}
	return nil
}
