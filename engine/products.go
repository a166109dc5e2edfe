package engine

import (
	"strconv"
	"strings"
	"time"
)

// Limits that keep every product of a price and a quantity, and every sum of
// them, far inside int64 centavos.
const (
	maxQty   = 1_000_000
	maxPrice = Money(100_000_000_000)         // 1,000 million Bs
	maxTotal = Money(100_000_000_000_000_000) // a document total, 10^17 centavos
	maxLines = 500
)

// Product is an article sold and bought. Costo is the weighted average cost over
// all branches, kept by purchases; Precios are the defaults a branch starts from.
type Product struct {
	ID            uint64    `json:"id"`
	Codigo        string    `json:"codigo"`
	Producto      string    `json:"producto"`
	NombreFactura string    `json:"nombre_factura"`
	UnidadID      uint64    `json:"unidad_id"`
	CategoriaID   uint64    `json:"categoria_id"`
	Costo         Money     `json:"costo"`
	Precios       [6]Money  `json:"precios"`
	Minimo        int64     `json:"minimo"`
	Descripcion   string    `json:"descripcion"`
	Imagenes      [3]string `json:"imagenes"` // image keys, "" when empty
	Estado        bool      `json:"estado"`
	CreatedAt     time.Time `json:"created_at"`
	// The SIN's homologation, needed to invoice it (codes of the synced
	// catalogues: productos y servicios, actividades, unidades de medida).
	CodigoProductoSin  int64  `json:"codigo_producto_sin"`
	ActividadEconomica string `json:"actividad_economica"`
	UnidadMedidaSin    int    `json:"unidad_medida_sin"`
}

// ProductInput is what the product form sends (multipart, so numbers come as
// text). A nil image keeps the current one unless Quitar asks to remove it.
type ProductInput struct {
	Codigo, Producto, NombreFactura, Descripcion string
	Unidad, Categoria                            string // ids
	Costo                                        string
	Precios                                      [6]string // precio, precio2..precio6
	Minimo                                       string    // blank: 10
	Imagenes                                     [3]*Image
	Quitar                                       [3]bool
	// CodigoProductoSin, ActividadEconomica and UnidadMedidaSin homologate
	// the product with the SIN; blank leaves it not invoiceable.
	CodigoProductoSin, ActividadEconomica, UnidadMedidaSin string
}

// CanSeeCost reports whether the actor may see costs and profit: Super only
// (operations.md §6). Views leave cost fields out for everyone else.
func CanSeeCost(a Actor) bool { return a.IsSuper() }

func getProduct(tx ReadTx, id uint64) (Product, error) {
	p, err := getRecord[Product](tx, bktProducts, id, "Producto no encontrado.")
	return *p, err
}

// SaveProduct creates (id 0) or updates a product and returns its id (Super
// only). New default prices alert every branch that follows them.
func (e *Engine) SaveProduct(actor Actor, id uint64, in ProductInput) (uint64, error) {
	if !actor.IsSuper() {
		return 0, Forbidden("Solo Super puede registrar o editar productos.")
	}
	form, pre := validateProduct(&in)
	saved := id
	err := e.update(func(tx *Tx) error {
		// Fresh copies: the write path may run this function again.
		var v Validation
		v.Merge(pre.Err())
		p, id := form, id
		cur := Product{Estado: true, CreatedAt: tx.now.UTC()}
		if id != 0 {
			var err error
			if cur, err = getProduct(tx.Tx, id); err != nil {
				return err
			}
		}
		codes := tx.Bucket(bktProductCodes)
		lower := []byte(strings.ToLower(p.Codigo))
		if owner := codes.Get(lower); owner != nil && btoi(owner) != id {
			v.Add("codigo", "El código ya está registrado en otro producto.")
		}
		if p.UnidadID != 0 && p.UnidadID != cur.UnidadID {
			if u, err := getRecord[Unit](tx.Tx, bktUnits, p.UnidadID, unitNotFound); err != nil || !u.Estado {
				v.Add("unidad", "La unidad seleccionada no existe o está inactiva.")
			}
		}
		if p.CategoriaID != 0 && p.CategoriaID != cur.CategoriaID {
			if c, err := getRecord[Category](tx.Tx, bktCategories, p.CategoriaID, categoryNotFound); err != nil || !c.Estado {
				v.Add("categoria", "La categoría seleccionada no existe o está inactiva.")
			}
		}
		if err := v.Err(); err != nil {
			return err
		}
		bk := tx.Bucket(bktProducts)
		if id == 0 {
			seq, err := bk.NextSequence()
			if err != nil {
				return err
			}
			id = seq
		}
		if old := strings.ToLower(cur.Codigo); old != "" && old != string(lower) {
			if err := codes.Delete([]byte(old)); err != nil {
				return err
			}
		}
		p.ID, p.Estado, p.CreatedAt, p.Imagenes = id, cur.Estado, cur.CreatedAt, cur.Imagenes
		for i, img := range in.Imagenes {
			if img != nil {
				k, err := putImage(tx, img)
				if err != nil {
					return err
				}
				p.Imagenes[i] = k
			} else if in.Quitar[i] {
				p.Imagenes[i] = ""
			}
		}
		if err := codes.Put(lower, itob(id)); err != nil {
			return err
		}
		if err := putJSON(bk, itob(id), p); err != nil {
			return err
		}
		tx.TouchProduct(id)
		saved = id
		if cur.ID == 0 {
			return nil // a new product changes nobody's prices
		}
		if p.Precios != cur.Precios || p.Costo != cur.Costo {
			detalle := p.Producto + ": " + priceDiff(cur.Precios, p.Precios)
			if p.Costo != cur.Costo {
				detalle = strings.TrimSuffix(detalle, ": ") + "; costo " + bs(cur.Costo) + " → " + bs(p.Costo)
			}
			if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditProductEdit, Documento: "producto", DocumentoID: id,
				Detalle: detalle}); err != nil {
				return err
			}
		}
		return defaultsChanged(tx, actor, &p, cur.Precios)
	})
	return saved, err
}

// validateProduct checks the form and gives the product it describes.
func validateProduct(in *ProductInput) (Product, *Validation) {
	clean(&in.Codigo, &in.Producto, &in.NombreFactura, &in.Descripcion, &in.Unidad, &in.Categoria, &in.Costo, &in.Minimo)
	v := &Validation{}
	p := Product{Codigo: in.Codigo, Producto: in.Producto, NombreFactura: in.NombreFactura, Descripcion: in.Descripcion}
	v.Required("codigo", "código", in.Codigo)
	v.MaxLen("codigo", "código", in.Codigo, 50)
	v.Required("producto", "producto", in.Producto)
	v.MaxLen("producto", "producto", in.Producto, 150)
	v.MaxLen("nombre_factura", "detalle", in.NombreFactura, 150)
	v.MaxLen("descripcion", "descripción", in.Descripcion, 1000)
	if v.Required("unidad", "unidad", in.Unidad) {
		if p.UnidadID, _ = parseID(in.Unidad); p.UnidadID == 0 {
			v.Add("unidad", "La unidad seleccionada no existe o está inactiva.")
		}
	}
	if v.Required("categoria", "categoría", in.Categoria) {
		if p.CategoriaID, _ = parseID(in.Categoria); p.CategoriaID == 0 {
			v.Add("categoria", "La categoría seleccionada no existe o está inactiva.")
		}
	}
	p.Costo = formMoney(v, "costo", "costo", in.Costo)
	for i, s := range in.Precios {
		p.Precios[i] = formMoney(v, priceField(i), "precio", strings.TrimSpace(s))
	}
	validateHomologation(v, in, &p)
	p.Minimo = 10
	if in.Minimo != "" {
		var n Int
		n.UnmarshalJSON([]byte(in.Minimo))
		if n < 0 || n > maxQty {
			v.Add("minimo", "El mínimo debe ser un número entero mayor o igual a 0.")
		}
		p.Minimo = int64(n)
	}
	return p, v
}

// formMoney reads an amount typed in a form: blank is 0, it must be ≥ 0.
func formMoney(v *Validation, field, label, s string) Money {
	m, tooBig, err := parseFormAmount(s)
	switch {
	case tooBig:
		v.Add(field, TooLargeMessage("El campo "+label))
	case err != nil || m < 0:
		v.Add(field, "El campo "+label+" debe ser un número mayor o igual a 0.")
	default:
		return m
	}
	return 0
}

// ToggleProduct flips a product's estado (Super only) and returns the new one.
func (e *Engine) ToggleProduct(actor Actor, id uint64) (estado bool, err error) {
	if !actor.IsSuper() {
		return false, Forbidden("Solo Super puede cambiar el estado de un producto.")
	}
	err = e.update(func(tx *Tx) error {
		p, err := getProduct(tx.Tx, id)
		if err != nil {
			return err
		}
		p.Estado = !p.Estado
		estado = p.Estado
		tx.TouchProduct(id)
		return putJSON(tx.Bucket(bktProducts), itob(id), p)
	})
	return estado, err
}

// ProductsByIDs returns the listed products that exist, in the order asked; the
// search index calls it with the ids a commit touched.
func (e *Engine) ProductsByIDs(ids []uint64) (out []Product, err error) {
	err = e.view(func(tx ReadTx) error {
		out = make([]Product, 0, len(ids))
		for _, id := range ids {
			var p Product
			ok, err := getJSON(tx.Bucket(bktProducts), itob(id), &p)
			if err != nil {
				return err
			}
			if ok {
				out = append(out, p)
			}
		}
		return nil
	})
	return out, err
}

// IndexDocs calls fn with every product in id order, in one read transaction,
// for a rebuild of the search index.
func (e *Engine) IndexDocs(fn func(Product) error) error {
	return e.view(func(tx ReadTx) error {
		return each(tx.Bucket(bktProducts), func(_ []byte, p *Product) error { return fn(*p) })
	})
}

// validateHomologation reads the product's SIN codes: whole numbers within
// the XSD's ranges (unidadMedida 1..200) and an activity code of digits.
func validateHomologation(v *Validation, in *ProductInput, p *Product) {
	clean(&in.CodigoProductoSin, &in.ActividadEconomica, &in.UnidadMedidaSin)
	if in.CodigoProductoSin != "" {
		n, err := strconv.ParseInt(in.CodigoProductoSin, 10, 64)
		if err != nil || n <= 0 || n > 99_999_999 {
			v.Add("codigo_producto_sin", "El código de producto SIN debe ser un número entero positivo.")
		}
		p.CodigoProductoSin = n
	}
	if in.ActividadEconomica != "" {
		v.Digits("actividad_economica", "actividad económica", in.ActividadEconomica)
		v.MaxLen("actividad_economica", "actividad económica", in.ActividadEconomica, 10)
		p.ActividadEconomica = in.ActividadEconomica
	}
	if in.UnidadMedidaSin != "" {
		n, err := strconv.Atoi(in.UnidadMedidaSin)
		if err != nil || n < 1 || n > 200 {
			v.Add("unidad_medida_sin", "La unidad de medida SIN debe ser un número de 1 a 200.")
		}
		p.UnidadMedidaSin = n
	}
}
