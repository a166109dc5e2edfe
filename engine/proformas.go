package engine

import (
	"strings"
	"time"
)

// Quotations (proformas) and catalogues are offers: they are numbered per
// branch and listed by La Paz date like sales, but they never touch stock,
// kardex, balances or cash.

// Bucket names of quotations and catalogues; doc.go draws them in the tree.
var (
	bktProformas    = []byte("proformas")
	bktProformaDays = []byte("proformas_por_fecha")
	bktCatalogos    = []byte("catalogos")
	bktCatalogoDays = []byte("catalogos_por_fecha")
)

// proformaBuckets are created by the quotations migration step.
var proformaBuckets = [][]byte{bktProformas, bktProformaDays, bktCatalogos, bktCatalogoDays}

// ProformaInput is the draft of Registrar Proforma (operations.md §3).
type ProformaInput struct {
	Cliente     ID                  `json:"cliente"` // default 1 (SN)
	RazonSocial Text                `json:"razon_social"`
	NIT         Text                `json:"nit"`
	Direccion   Text                `json:"direccion"`
	Telefono    Text                `json:"telefono"`
	Descripcion Text                `json:"descripcion"`
	Total       Money               `json:"total"`
	Sucursal    ID                  `json:"sucursal"` // 0: the actor's branch
	Productos   []ProformaLineInput `json:"productos"`
}

// ProformaLineInput is one line of the quotation cart.
type ProformaLineInput struct {
	ID       ID    `json:"id"`
	Cantidad Int   `json:"cantidad"`
	Precio   Money `json:"precio"`
}

// Proforma states.
const (
	ProformaVoided = 0
	ProformaValid  = 1
)

// Proforma is a stored quotation with its lines.
type Proforma struct {
	ID                uint64         `json:"id"`
	NumeroComprobante uint64         `json:"numero_comprobante"`
	Sucursal          uint64         `json:"sucursal_id"`
	Fecha             time.Time      `json:"fecha"`
	ClienteID         uint64         `json:"cliente_id"`
	RazonSocial       string         `json:"razon_social"`
	NIT               string         `json:"nit"`
	Direccion         string         `json:"direccion"`
	Telefono          string         `json:"telefono"`
	Descripcion       string         `json:"descripcion"`
	Total             Money          `json:"total"`
	Estado            int            `json:"estado"`
	Motivo            string         `json:"motivo"`
	UsuarioID         uint64         `json:"usuario_id"`
	AnuladoPor        uint64         `json:"anulado_por,omitempty"`
	AnuladoEn         *time.Time     `json:"anulado_en,omitempty"`
	Detalles          []ProformaLine `json:"detalles"`
}

// ProformaLine is one line of a quotation, numbered 1.. within it, in the
// order of the cart.
type ProformaLine struct {
	ID         uint64 `json:"id"`
	ProductoID uint64 `json:"producto_id"`
	Cantidad   int64  `json:"cantidad"`
	Precio     Money  `json:"precio"`
}

// DocClient is the client block of quotations and catalogues: a catalogue
// stores, lists and edits it as it is; a quotation keeps all but the
// complemento.
type DocClient struct {
	ClienteID   uint64 `json:"cliente_id"`
	RazonSocial string `json:"razon_social"`
	NIT         string `json:"nit"`
	Complemento string `json:"complemento"`
	Telefono    string `json:"telefono"`
	Direccion   string `json:"direccion"`
	Descripcion string `json:"descripcion"`
}

// checkDocClient reads the client block of a quotation or catalogue:
// cliente defaults to 1 (SN) and must be an active client, razon_social to
// SN, nit to 0; the phone holds digits only and the description is optional.
func checkDocClient(tx ReadTx, v *Validation, cliente ID, razon, nit, complemento, direccion, telefono, descripcion Text) (DocClient, error) {
	c := DocClient{ClienteID: uint64(cliente), RazonSocial: strings.TrimSpace(string(razon)),
		NIT: strings.TrimSpace(string(nit)), Complemento: strings.TrimSpace(string(complemento)),
		Direccion: strings.TrimSpace(string(direccion)), Telefono: strings.TrimSpace(string(telefono)),
		Descripcion: strings.TrimSpace(string(descripcion))}
	if c.ClienteID == 0 {
		c.ClienteID = AnonymousCustomer
	}
	cu, ok, err := activeCustomer(tx, v, c.ClienteID)
	if err != nil {
		return c, err
	}
	if ok && c.RazonSocial == "" && c.ClienteID != AnonymousCustomer {
		// A caller that names only the customer gets the customer's own data
		// on the document, as the screen would have filled it.
		c.RazonSocial, c.NIT, c.Complemento = cu.NombresApellidos, cu.NumeroDocumento, cu.Complemento
		if c.Direccion == "" {
			c.Direccion = cu.Direccion
		}
		if c.Telefono == "" {
			c.Telefono = cu.Telefono
		}
	}
	buyerDefaults(v, &c.RazonSocial, &c.NIT)
	v.MaxLen("complemento", "complemento", c.Complemento, 10)
	v.MaxLen("direccion", "dirección", c.Direccion, 255)
	v.Digits("telefono", "teléfono", c.Telefono)
	v.MaxLen("telefono", "teléfono", c.Telefono, 20)
	v.MaxLen("descripcion", "descripción", c.Descripcion, 1000)
	return c, nil
}

// newDocBranch is the branch a new quotation or catalogue belongs to: the
// actor's when none is named; another only for Super and Administrador.
func newDocBranch(tx ReadTx, actor Actor, sucursal ID, what string) (uint64, error) {
	branch := uint64(sucursal)
	if branch == 0 {
		branch = actor.Branch
	}
	if !actor.CanActIn(branch) {
		return 0, Forbidden("No puede registrar " + what + " en otra sucursal.")
	}
	if b, err := getBranch(tx, branch); err != nil || !b.Estado {
		return 0, Invalid("sucursal", "La sucursal seleccionada no existe o está inactiva.")
	}
	return branch, nil
}

// cartProduct checks a cart line's product (known and active) and price
// (0 or more, in centavos); it gives the product, or false when unknown.
func cartProduct(tx ReadTx, v *Validation, f string, id ID, precio Money) (Product, bool, error) {
	p, err := getProduct(tx, uint64(id))
	switch {
	case ErrorCode(err) == CodeNotFound:
		v.Add(f+"id", "Producto no encontrado.")
		return p, false, nil
	case err != nil:
		return p, false, err
	case !p.Estado:
		v.Add(f+"id", "El producto "+p.Producto+" está inactivo.")
	}
	if precio < 0 || precio > maxPrice {
		v.Add(f+"precio", "El precio debe ser un número mayor o igual a 0.")
	}
	return p, true, nil
}

// validateProforma checks the whole draft and gives the quotation to write.
func validateProforma(tx *Tx, actor Actor, in *ProformaInput) (*Proforma, error) {
	branch, err := newDocBranch(tx.Tx, actor, in.Sucursal, "proformas")
	if err != nil {
		return nil, err
	}
	var v Validation
	c, err := checkDocClient(tx.Tx, &v, in.Cliente, in.RazonSocial, in.NIT, "", in.Direccion, in.Telefono, in.Descripcion)
	if err != nil {
		return nil, err
	}
	p := &Proforma{Sucursal: branch, Fecha: tx.now.UTC(), ClienteID: c.ClienteID, RazonSocial: c.RazonSocial, NIT: c.NIT,
		Direccion: c.Direccion, Telefono: c.Telefono, Descripcion: c.Descripcion, Estado: ProformaValid, UsuarioID: actor.UserID}
	if len(in.Productos) == 0 || len(in.Productos) > maxLines {
		v.Add("productos", "No hay productos en el carrito.")
	}
	for i, l := range in.Productos {
		if i >= maxLines {
			break
		}
		f := "productos." + itoa(int64(i)) + "."
		prod, ok, err := cartProduct(tx.Tx, &v, f, l.ID, l.Precio)
		if err != nil {
			return nil, err
		}
		if l.Cantidad < 1 || l.Cantidad > maxQty {
			v.Add(f+"cantidad", "La cantidad debe ser un número válido mayor a 0.")
		}
		if !ok {
			continue
		}
		p.Detalles = append(p.Detalles, ProformaLine{ID: uint64(len(p.Detalles) + 1), ProductoID: prod.ID,
			Cantidad: int64(l.Cantidad), Precio: l.Precio})
	}
	if err := v.Err(); err != nil {
		return nil, err
	}
	for _, l := range p.Detalles { // each line ≤ 10^17 and at most 500 lines: no overflow
		p.Total += l.Precio * Money(l.Cantidad)
	}
	v.Total("de la proforma", p.Total, in.Total, "la suma de los productos")
	return p, v.Err()
}

// CreateProforma registers a quotation with the branch's next
// numero_comprobante and returns its id. It touches no stock.
func (e *Engine) CreateProforma(actor Actor, in ProformaInput) (id uint64, err error) {
	err = e.update(func(tx *Tx) error {
		p, err := validateProforma(tx, actor, &in)
		if err != nil {
			return err
		}
		id, err = storeNumbered(tx, numbered{bktProformas, bktProformaDays, "proforma"}, p.Sucursal, p.Fecha,
			func(id, n uint64) any { p.ID, p.NumeroComprobante = id, n; return p })
		return err
	})
	return id, err
}

// VoidProforma cancels a valid quotation with a reason: Super and
// Administrador only, like every other void, in the branches they act in.
func (e *Engine) VoidProforma(actor Actor, id uint64, motivo string) error {
	if !actor.IsAdmin() {
		return Forbidden("Solo Super y Administrador pueden anular cotizaciones.")
	}
	motivo, err := voidMotivo(motivo, true)
	if err != nil {
		return err
	}
	return e.update(func(tx *Tx) error {
		p, err := getProforma(tx.Tx, id)
		if err != nil {
			return err
		}
		if !actor.CanActIn(p.Sucursal) {
			return Forbidden("No puede anular proformas de otra sucursal.")
		}
		if p.Estado != ProformaValid {
			return Conflict("La proforma ya está anulada.")
		}
		at := tx.now.UTC()
		p.Estado, p.Motivo, p.AnuladoPor, p.AnuladoEn = ProformaVoided, motivo, actor.UserID, &at
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditProformaVoid, Documento: "proforma", DocumentoID: id,
			Sucursal: p.Sucursal, Motivo: motivo, Monto: p.Total,
			Detalle: "Cotización N° " + itoa(int64(p.NumeroComprobante)) + ", " + p.RazonSocial}); err != nil {
			return err
		}
		return putJSON(tx.Bucket(bktProformas), itob(id), p)
	})
}

func getProforma(tx ReadTx, id uint64) (*Proforma, error) {
	return getRecord[Proforma](tx, bktProformas, id, "Proforma no encontrada.")
}
