package engine

import "time"

// CatalogoInput is the draft of Registrar Catalogo (operations.md §3).
type CatalogoInput struct {
	Cliente     ID                  `json:"cliente"` // default 1 (SN)
	RazonSocial Text                `json:"razon_social"`
	NIT         Text                `json:"nit"`
	Complemento Text                `json:"complemento"`
	Direccion   Text                `json:"direccion"`
	Telefono    Text                `json:"telefono"`
	Descripcion Text                `json:"descripcion"`
	Total       Money               `json:"total"`
	Sucursal    ID                  `json:"sucursal"` // 0: the actor's branch
	Productos   []CatalogoLineInput `json:"productos"`
}

// CatalogoLineInput is one line of the catalogue cart: a product and its
// price; cantidad starts at 1 in the cart and is 1 when not sent.
type CatalogoLineInput struct {
	ID       ID    `json:"id"`
	Cantidad Int   `json:"cantidad"`
	Precio   Money `json:"precio"`
}

// CatalogoUpdateInput is the body of Editar Catálogo. The client block is
// read-only on that screen and kept as stored; only the lines are replaced.
type CatalogoUpdateInput struct {
	ClienteID   ID                  `json:"cliente_id"`
	RazonSocial Text                `json:"razon_social"`
	NIT         Text                `json:"nit"`
	Complemento Text                `json:"complemento"`
	Telefono    Text                `json:"telefono"`
	Direccion   Text                `json:"direccion"`
	Descripcion Text                `json:"descripcion"`
	Productos   []CatalogoLineInput `json:"productos"`
}

// Catalogue states. Only 0 and 1 are stored; a valid catalogue reads as
// CatalogoFueraDePlazo once its fecha_fin has passed.
const (
	CatalogoAnulado      = 0
	CatalogoValido       = 1
	CatalogoFueraDePlazo = 2
)

// CatalogoVigenciaDias is how long a catalogue is valid from its date.
const CatalogoVigenciaDias = 30

// Catalogo is a stored catalogue with its lines.
type Catalogo struct {
	ID          uint64    `json:"id"`
	NroCatalogo uint64    `json:"nro_catalogo"`
	Sucursal    uint64    `json:"sucursal_id"`
	Fecha       time.Time `json:"fecha"`
	FechaFin    time.Time `json:"fecha_fin"`
	DocClient
	Total          Money          `json:"total"`
	Estado         int            `json:"estado"` // 0 or 1; see EstadoAt
	Motivo         string         `json:"motivo,omitempty"`
	UsuarioID      uint64         `json:"usuario_id"`
	ActualizadoPor uint64         `json:"actualizado_por,omitempty"`
	ActualizadoEn  *time.Time     `json:"actualizado_en,omitempty"`
	AnuladoPor     uint64         `json:"anulado_por,omitempty"`
	AnuladoEn      *time.Time     `json:"anulado_en,omitempty"`
	Detalles       []CatalogoLine `json:"detalles"`
}

// CatalogoLine is one product of a catalogue. Ids are numbered 1.. over the
// catalogue's life: an edit gives the new lines fresh ids and keeps the
// lines removed earlier (estado 0, with their motivo) as history.
type CatalogoLine struct {
	ID         uint64 `json:"id"`
	ProductoID uint64 `json:"producto_id"`
	Cantidad   int64  `json:"cantidad"`
	Precio     Money  `json:"precio"`
	Estado     int    `json:"estado"`
	Motivo     string `json:"motivo,omitempty"`
}

// EstadoAt is the state a catalogue reads as at now: 2 (Fuera de plazo)
// once a valid catalogue is past its fecha_fin. It is never stored.
func (c *Catalogo) EstadoAt(now time.Time) int {
	if c.Estado == CatalogoValido && now.After(c.FechaFin) {
		return CatalogoFueraDePlazo
	}
	return c.Estado
}

// catalogoTotal is the sum of the valid lines.
func catalogoTotal(lines []CatalogoLine) Money {
	var t Money
	for _, l := range lines { // each line ≤ 10^17 and at most 500 lines: no overflow
		if l.Estado == 1 {
			t += l.Precio * Money(l.Cantidad)
		}
	}
	return t
}

// catalogoLines checks the cart lines (known active products, each once,
// price 0 or more, cantidad 1 when not sent) and numbers them from first.
func catalogoLines(tx ReadTx, v *Validation, in []CatalogoLineInput, first uint64) ([]CatalogoLine, error) {
	if len(in) == 0 || len(in) > maxLines {
		v.Add("productos", "No hay productos en el carrito.")
		return nil, nil
	}
	var out []CatalogoLine
	seen := map[uint64]bool{}
	for i, l := range in {
		f := "productos." + itoa(int64(i)) + "."
		p, ok, err := cartProduct(tx, v, f, l.ID, l.Precio)
		if err != nil {
			return nil, err
		}
		qty := int64(l.Cantidad)
		if l.Cantidad == 0 {
			qty = 1
		}
		if qty < 1 || qty > maxQty {
			v.Add(f+"cantidad", "La cantidad debe ser un número válido mayor a 0.")
		}
		if !ok {
			continue
		}
		if seen[p.ID] {
			v.Add(f+"id", "El producto "+p.Producto+" ya está en el catálogo.")
			continue
		}
		seen[p.ID] = true
		out = append(out, CatalogoLine{ID: first + uint64(len(out)), ProductoID: p.ID, Cantidad: qty, Precio: l.Precio, Estado: 1})
	}
	return out, nil
}

// validateCatalogo checks the whole draft and gives the catalogue to write.
func validateCatalogo(tx *Tx, actor Actor, in *CatalogoInput) (*Catalogo, error) {
	branch, err := newDocBranch(tx.Tx, actor, in.Sucursal, "catálogos")
	if err != nil {
		return nil, err
	}
	var v Validation
	cl, err := checkDocClient(tx.Tx, &v, in.Cliente, in.RazonSocial, in.NIT, in.Complemento, in.Direccion, in.Telefono, in.Descripcion)
	if err != nil {
		return nil, err
	}
	now := tx.now.UTC()
	c := &Catalogo{Sucursal: branch, Fecha: now, FechaFin: now.AddDate(0, 0, CatalogoVigenciaDias), DocClient: cl,
		Estado: CatalogoValido, UsuarioID: actor.UserID}
	if c.Detalles, err = catalogoLines(tx.Tx, &v, in.Productos, 1); err != nil {
		return nil, err
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	c.Total = catalogoTotal(c.Detalles)
	v.Total("del catálogo", c.Total, in.Total, "la suma de los productos")
	return c, v.Err()
}

// CreateCatalogo registers a catalogue valid for 30 days, with the branch's
// next nro_catalogo, and returns its id. It touches no stock.
func (e *Engine) CreateCatalogo(actor Actor, in CatalogoInput) (id uint64, err error) {
	err = e.update(func(tx *Tx) error {
		c, err := validateCatalogo(tx, actor, &in)
		if err != nil {
			return err
		}
		id, err = storeNumbered(tx, numbered{bktCatalogos, bktCatalogoDays, "catalogo"}, c.Sucursal, c.Fecha,
			func(id, n uint64) any { c.ID, c.NroCatalogo = id, n; return c })
		return err
	})
	return id, err
}

// editableCatalogo loads catalogue id for a change by actor: of the actor's
// branch (or any for Super and Administrador) and reading as valid now.
func editableCatalogo(tx *Tx, actor Actor, id uint64, action string) (*Catalogo, error) {
	c, err := getCatalogo(tx.Tx, id)
	if err != nil {
		return nil, err
	}
	if !actor.CanActIn(c.Sucursal) {
		return nil, Forbidden("No puede " + action + " catálogos de otra sucursal.")
	}
	switch c.EstadoAt(tx.now) {
	case CatalogoAnulado:
		return nil, Conflict("El catálogo está anulado; no se puede " + action + ".")
	case CatalogoFueraDePlazo:
		return nil, Conflict("El catálogo está fuera de plazo (venció el " + catalogoDay(c.FechaFin) + "); no se puede " + action + ".")
	}
	return c, nil
}

// UpdateCatalogo replaces the lines of a valid catalogue (product, price and,
// when sent, cantidad) and recomputes its total. The client block, the date
// and fecha_fin stay as they are: a cliente_id other than the stored one is
// refused with 'El cliente no puede ser modificado'.
func (e *Engine) UpdateCatalogo(actor Actor, id uint64, in CatalogoUpdateInput) error {
	return e.update(func(tx *Tx) error {
		c, err := editableCatalogo(tx, actor, id, "modificar")
		if err != nil {
			return err
		}
		var v Validation
		if in.ClienteID != 0 && uint64(in.ClienteID) != c.ClienteID {
			v.Add("cliente_id", "El cliente no puede ser modificado")
		}
		var next uint64 = 1
		var kept []CatalogoLine
		for _, l := range c.Detalles {
			next = max(next, l.ID+1)
			if l.Estado == 0 {
				kept = append(kept, l)
			}
		}
		lines, err := catalogoLines(tx.Tx, &v, in.Productos, next)
		if err != nil {
			return err
		}
		if err := v.Err(); err != nil {
			return err
		}
		c.Detalles = append(kept, lines...)
		c.Total = catalogoTotal(c.Detalles)
		v.Total("del catálogo", c.Total, c.Total, "")
		if err := v.Err(); err != nil {
			return err
		}
		at := tx.now.UTC()
		c.ActualizadoPor, c.ActualizadoEn = actor.UserID, &at
		return putJSON(tx.Bucket(bktCatalogos), itob(id), c)
	})
}

// CancelCatalogo sets a catalogue to 0 (Anulado). A catalogue out of term
// may be cancelled too (the screens offer it whenever the state is not 0);
// the reason is optional here, as the screen sends none.
func (e *Engine) CancelCatalogo(actor Actor, id uint64, motivo string) error {
	motivo, err := voidMotivo(motivo, false)
	if err != nil {
		return err
	}
	return e.update(func(tx *Tx) error {
		c, err := getCatalogo(tx.Tx, id)
		if err != nil {
			return err
		}
		if !actor.CanActIn(c.Sucursal) {
			return Forbidden("No puede anular catálogos de otra sucursal.")
		}
		if c.Estado == CatalogoAnulado {
			return Conflict("El catálogo ya está anulado.")
		}
		at := tx.now.UTC()
		if err := notifyCatalogoCancel(tx, actor, c, nil, motivo); err != nil {
			return err
		}
		c.Estado, c.Motivo, c.AnuladoPor, c.AnuladoEn = CatalogoAnulado, motivo, actor.UserID, &at
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditCatalogoVoid, Documento: "catalogo", DocumentoID: id,
			Sucursal: c.Sucursal, Motivo: motivo, Monto: c.Total,
			Detalle: "Catálogo N° " + itoa(int64(c.NroCatalogo)) + ", " + c.RazonSocial}); err != nil {
			return err
		}
		return putJSON(tx.Bucket(bktCatalogos), itob(id), c)
	})
}

// CancelCatalogoLine removes one line (its id) from a valid catalogue that
// has more than one valid line, with a reason; the total drops by the line.
func (e *Engine) CancelCatalogoLine(actor Actor, id, detalle uint64, motivo string) error {
	motivo, err := voidMotivo(motivo, true)
	if err != nil {
		return err
	}
	return e.update(func(tx *Tx) error {
		c, err := editableCatalogo(tx, actor, id, "eliminar productos de")
		if err != nil {
			return err
		}
		var line *CatalogoLine
		valid := 0
		for i := range c.Detalles {
			l := &c.Detalles[i]
			if l.ID == detalle {
				line = l
			}
			if l.Estado == 1 {
				valid++
			}
		}
		switch {
		case line == nil:
			return NotFound("El producto no está en el catálogo.")
		case line.Estado != 1:
			return Conflict("El producto ya fue eliminado del catálogo.")
		case valid < 2:
			return Conflict("El catálogo debe tener más de un producto válido; anule el catálogo completo.")
		}
		if err := notifyCatalogoCancel(tx, actor, c, line, motivo); err != nil {
			return err
		}
		line.Estado, line.Motivo = 0, motivo
		c.Total = catalogoTotal(c.Detalles)
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditCatalogoLineVoid, Documento: "catalogo", DocumentoID: id,
			Sucursal: c.Sucursal, Motivo: motivo, Monto: line.Precio * Money(line.Cantidad),
			Detalle: "Catálogo N° " + itoa(int64(c.NroCatalogo)) + ", " + productName(tx.Tx, line.ProductoID) + " × " +
				itoa(line.Cantidad) + "; nuevo total " + bs(c.Total)}); err != nil {
			return err
		}
		return putJSON(tx.Bucket(bktCatalogos), itob(id), c)
	})
}

func getCatalogo(tx ReadTx, id uint64) (*Catalogo, error) {
	return getRecord[Catalogo](tx, bktCatalogos, id, "Catálogo no encontrado.")
}

// catalogoDay is the La Paz date of t as dd/MM/yyyy, as messages show it.
func catalogoDay(t time.Time) string { return t.In(LaPaz).Format("02/01/2006") }
