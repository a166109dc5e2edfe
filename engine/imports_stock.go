package engine

import (
	"sort"
	"strings"

	"sgc/engine/esbo"
)

// stockLoad is an opening stock the import posts: a kardex Carga Inicial, the
// path InitialLoad takes.
type stockLoad struct {
	branch, product uint64
	qty             int64
	cost            Money
}

// hasMovements reports whether product has any kardex entry in branch.
func hasMovements(tx ReadTx, branch, product uint64) bool {
	prefix := key(branch, product)
	k, _ := tx.Bucket(bktKardex).Cursor().Seek(prefix)
	return k != nil && hasPrefix(k, prefix)
}

// stockLoads reads the row's "stock <Sucursal>" / "costo <Sucursal>" pairs.
// Opening stock is loaded only where the product never moved: a quantity equal
// to the stock there is "Sin cambios" (so re-importing a file or its export
// adds nothing), any other one is refused, since the kardex already tells that
// branch's story and only an inventory adjustment may change it.
func (p *planner) stockLoads(r *rowPlan, cat *lookups, m *headerMap, row []ImportCell, cur *Product, avg Money) []stockLoad {
	var out []stockLoad
	for _, b := range cat.branches {
		qcol, ccol := stockPrefix+b.Sucursal, costPrefix+b.Sucursal
		qc := m.cell(row, qcol)
		qty, present, msg := importQty(qc)
		if msg != "" {
			r.fail(m.letter(qcol)+" ("+qcol+")", cleanText(qc.Text), "La cantidad "+msg+".")
			continue
		}
		cost := avg
		cc := m.cell(row, ccol)
		if c, ok, msg := importMoney(cc); msg != "" {
			r.fail(m.letter(ccol)+" ("+ccol+")", cleanText(cc.Text), "El costo "+msg+".")
			continue
		} else if ok {
			cost = c
		}
		if !present {
			continue
		}
		if cur != nil && hasMovements(p.tx, b.ID, cur.ID) {
			if have := getStock(p.tx, b.ID, cur.ID); have != qty {
				r.fail(m.letter(qcol)+" ("+qcol+")", cleanText(qc.Text), "El producto ya tiene movimientos en "+b.Sucursal+
					" (stock "+esbo.Quantity(have)+"): use un ajuste de inventario.")
			}
			continue
		}
		if qty == 0 {
			continue
		}
		r.Stock = append(r.Stock, "Carga inicial "+esbo.Quantity(qty)+" u. a "+bs(cost)+" en "+b.Sucursal)
		out = append(out, stockLoad{branch: b.ID, qty: qty, cost: cost})
	}
	return out
}

// imageColumns are the productos columns that name picture files.
var imageColumns = [3]string{"imagen", "imagen2", "imagen3"}

// productImages reads the pictures the row names from the zip sent with the
// sheet (by file name, case-insensitive). A named file missing from the zip,
// or one that is not a usable picture, refuses the row.
func (p *planner) productImages(r *rowPlan, m *headerMap, row []ImportCell, next *Product) [3]*Image {
	var out [3]*Image
	for i, c := range imageColumns {
		name := cleanText(m.cell(row, c).Text)
		if name == "" {
			continue
		}
		data, ok := p.req.Images[strings.ToLower(name)]
		if !ok {
			r.fail(m.letter(c)+" ("+c+")", name, "El archivo "+name+" no está en el .zip de imágenes.")
			continue
		}
		img, err := p.image(name, data)
		if err != nil {
			var msg string
			if e, ok := err.(*Error); ok {
				msg = e.Message
			} else {
				msg = "No se pudo leer la imagen."
			}
			r.fail(m.letter(c)+" ("+c+")", name, msg)
			continue
		}
		out[i] = img
	}
	return out
}

// image decodes and downscales a zip member once per plan, however many rows
// name it.
func (p *planner) image(name string, data []byte) (*Image, error) {
	if p.images == nil {
		p.images = map[string]preparedImage{}
	}
	k := strings.ToLower(name)
	if v, ok := p.images[k]; ok {
		return v.img, v.err
	}
	img, err := PrepareImage("imagen", data)
	p.images[k] = preparedImage{img, err}
	return img, err
}

type preparedImage struct {
	img *Image
	err error
}

// applyProduct writes a planned product row: its units and categories first
// when the import creates them, the product (audited, prices alerted as the
// product form does), then each opening stock through the kardex.
func (p *planner) applyProduct(tx *Tx, actor Actor, cur *Product, next Product, newUnit, newCat string,
	images [3]*Image, loads []stockLoad) error {
	var err error
	if newUnit != "" {
		if next.UnidadID, err = p.createUnit(tx, newUnit); err != nil {
			return err
		}
	}
	if newCat != "" {
		if next.CategoriaID, err = p.createCategory(tx, newCat); err != nil {
			return err
		}
	}
	bk, codes := tx.Bucket(bktProducts), tx.Bucket(bktProductCodes)
	if cur == nil {
		id, err := bk.NextSequence()
		if err != nil {
			return err
		}
		next.ID, next.Estado, next.CreatedAt = id, true, tx.now.UTC()
		p.productIDs[strings.ToLower(next.Codigo)] = id
	} else if old := strings.ToLower(cur.Codigo); old != strings.ToLower(next.Codigo) {
		if err := codes.Delete([]byte(old)); err != nil {
			return err
		}
	}
	for i, img := range images {
		if img != nil {
			if next.Imagenes[i], err = putImage(tx, img); err != nil {
				return err
			}
		}
	}
	if err := codes.Put([]byte(strings.ToLower(next.Codigo)), itob(next.ID)); err != nil {
		return err
	}
	if err := putJSON(bk, itob(next.ID), next); err != nil {
		return err
	}
	tx.TouchProduct(next.ID)
	detalle := productLabel(&next) + ": creado por importación"
	if cur != nil {
		detalle = productLabel(&next) + ": " + p.plan.Filas[p.rowIndex].changesText()
	}
	if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditImportRecord, Documento: "producto", DocumentoID: next.ID,
		Detalle: detalle}); err != nil {
		return err
	}
	if cur != nil {
		if err := defaultsChanged(tx, actor, &next, cur.Precios); err != nil {
			return err
		}
	}
	for _, l := range loads {
		l.product = next.ID
		p.loads = append(p.loads, l)
	}
	return nil
}

// applyLoads posts the opening stocks after every product is written, in
// key order (branch, then product): bbolt keeps the nodes a transaction
// dirties unsplit until commit, so keys inserted out of order into a large
// import's stock and kardex buckets would move ever longer slices.
func (p *planner) applyLoads(tx *Tx, actor Actor, done func(n int) error) error {
	sort.SliceStable(p.loads, func(i, j int) bool {
		a, b := p.loads[i], p.loads[j]
		return a.branch < b.branch || (a.branch == b.branch && a.product < b.product)
	})
	bk := tx.Bucket(bktProducts)
	for i, l := range p.loads {
		prod, err := getProduct(tx.Tx, l.product)
		if err != nil {
			return err
		}
		prod.Costo = weightedCost(totalStock(tx.Tx, prod.ID), prod.Costo, l.qty, l.cost)
		if err := putJSON(bk, itob(prod.ID), prod); err != nil {
			return err
		}
		if _, err := move(tx, actor, movement{Branch: l.branch, Product: prod.ID, Qty: l.qty, Tipo: KardexCargaInicial,
			Precio: l.cost, Desc: "Carga inicial por importación", Doc: "carga", Fecha: tx.now}); err != nil {
			return err
		}
		loaded := prod
		loaded.Costo = l.cost
		if err := auditStockSet(tx, actor, AuditInitialLoad, l.branch, &loaded, 0, l.qty); err != nil {
			return err
		}
		if err := done(i + 1); err != nil {
			return err
		}
	}
	return nil
}

// changesText is a row's changes in words, for the audit log.
func (r *PlanRow) changesText() string {
	parts := make([]string, 0, len(r.Cambios)+len(r.Stock))
	for _, c := range r.Cambios {
		parts = append(parts, c.Campo+" "+c.Antes+" → "+c.Despues)
	}
	parts = append(parts, r.Stock...)
	return strings.Join(parts, "; ")
}

// createUnit creates the unit the import names, once, and returns its id.
func (p *planner) createUnit(tx *Tx, name string) (uint64, error) {
	k := foldName(name)
	if id := p.units[k]; id != 0 {
		return id, nil
	}
	bk := tx.Bucket(bktUnits)
	id, err := bk.NextSequence()
	if err != nil {
		return 0, err
	}
	sigla := []rune(name)
	if len(sigla) > 10 {
		sigla = sigla[:10]
	}
	if err := putJSON(bk, itob(id), Unit{ID: id, Unidad: name, Sigla: string(sigla), Estado: true}); err != nil {
		return 0, err
	}
	p.units[k] = id
	return id, nil
}

// createCategory creates the category the import names, once, and returns its id.
func (p *planner) createCategory(tx *Tx, name string) (uint64, error) {
	k := foldName(name)
	if id := p.cats[k]; id != 0 {
		return id, nil
	}
	bk := tx.Bucket(bktCategories)
	id, err := bk.NextSequence()
	if err != nil {
		return 0, err
	}
	if err := putJSON(bk, itob(id), Category{ID: id, Categoria: name, Estado: true}); err != nil {
		return 0, err
	}
	p.cats[k] = id
	return id, nil
}
