package engine

import (
	"strings"
	"time"
)

// Write-off product states; En Almacen is the default. They are the API's
// stored values, spelled as the spec defines them; BajaEstadoLabel writes them
// for people.
var bajaStates = []string{"En Almacen", "En Revision", "Solucionado", "Sin Solucion"}

// BajaEstadoLabel is a write-off state as lists and documents print it.
func BajaEstadoLabel(s string) string {
	switch s {
	case "En Almacen":
		return "En Almacén"
	case "En Revision":
		return "En Revisión"
	case "Sin Solucion":
		return "Sin Solución"
	}
	return s
}

// BajaInput is a write-off (POST /api/bajas); the branch comes from the query.
type BajaInput struct {
	ProductoID     ID     `json:"producto_id"`
	Cantidad       Int    `json:"cantidad"`
	Motivo         string `json:"motivo"`
	Descripcion    string `json:"descripcion"`
	EstadoProducto string `json:"estado_producto"`
}

// Baja is a stored write-off of units out of a branch.
type Baja struct {
	ID             uint64    `json:"id"`
	Fecha          time.Time `json:"fecha"`
	Sucursal       uint64    `json:"sucursal_id"`
	ProductoID     uint64    `json:"producto_id"`
	Cantidad       int64     `json:"cantidad"`
	Motivo         string    `json:"motivo"`
	Descripcion    string    `json:"descripcion"`
	EstadoProducto string    `json:"estado_producto"`
	UsuarioID      uint64    `json:"usuario_id"`
}

// BajaView is a write-off as PRODUCTOS EN BAJA lists it.
type BajaView struct {
	Baja
	Codigo   string `json:"codigo"`
	Producto string `json:"producto"`
	Sucursal string `json:"sucursal"`
	Usuario  string `json:"usuario"`
}

func bajaState(s string) (string, bool) {
	if s == "" {
		return bajaStates[0], true
	}
	for _, st := range bajaStates {
		if strings.EqualFold(st, s) {
			return st, true
		}
	}
	return s, false
}

// CreateBaja writes units off a branch (Super and Administrador) with kardex
// Baja at the product's cost.
func (e *Engine) CreateBaja(actor Actor, branch uint64, in BajaInput) (id uint64, err error) {
	if !actor.IsAdmin() || !actor.CanActIn(branch) {
		return 0, Forbidden("Solo Super o Administrador pueden dar de baja productos.")
	}
	const required = "La cantidad, motivo y estado del producto son campos obligatorios."
	in.Motivo, in.Descripcion = strings.TrimSpace(in.Motivo), strings.TrimSpace(in.Descripcion)
	var pre Validation
	v := &pre
	switch {
	case in.Cantidad == 0:
		v.Add("cantidad", required)
	case in.Cantidad < 1 || in.Cantidad > maxQty:
		v.Add("cantidad", "La cantidad debe ser un número válido mayor a 0.")
	}
	if in.Motivo == "" {
		v.Add("motivo", required)
	}
	v.MaxLen("motivo", "motivo", in.Motivo, 255)
	v.MaxLen("descripcion", "descripción", in.Descripcion, 1000)
	estado, ok := bajaState(strings.TrimSpace(in.EstadoProducto))
	if !ok {
		v.Add("estado_producto", "El estado del producto no es válido.")
	}
	err = e.updateIdempotent(actor, &id, func(tx *Tx) error {
		var v Validation // a fresh copy: the write path may run this function again
		v.Merge(pre.Err())
		p, err := getProduct(tx.Tx, uint64(in.ProductoID))
		if err != nil && ErrorCode(err) != CodeNotFound {
			return err
		}
		if err != nil {
			v.Add("producto_id", "Producto no encontrado.")
		} else if !v.Has("cantidad") && getStock(tx.Tx, branch, p.ID) < int64(in.Cantidad) {
			v.Add("cantidad", "El nuevo stock no puede ser negativo. La diferencia se restablecerá a 1.")
		}
		if err := v.Err(); err != nil {
			return err
		}
		b := tx.Bucket(bktBajas)
		seq, err := b.NextSequence()
		if err != nil {
			return err
		}
		id = seq
		bj := Baja{ID: id, Fecha: tx.now.UTC(), Sucursal: branch, ProductoID: p.ID, Cantidad: int64(in.Cantidad),
			Motivo: in.Motivo, Descripcion: in.Descripcion, EstadoProducto: estado, UsuarioID: actor.UserID}
		if _, err := move(tx, actor, movement{Branch: branch, Product: p.ID, Qty: -bj.Cantidad, Tipo: KardexBaja,
			Precio: p.Costo, Desc: "Baja N° " + itoa(int64(id)) + ": " + in.Motivo, Doc: "baja", DocID: id, Fecha: tx.now}); err != nil {
			return err
		}
		if err := tx.Bucket(bktBranchBajas).Put(key(branch, id), []byte{}); err != nil {
			return err
		}
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditBaja, Documento: "baja", DocumentoID: id, Sucursal: branch,
			Motivo: in.Motivo, Monto: p.Costo * Money(bj.Cantidad),
			Detalle: p.Producto + " × " + itoa(bj.Cantidad) + " (" + estado + ") al costo " + bs(p.Costo)}); err != nil {
			return err
		}
		if err := notifyBaja(tx, actor, &bj); err != nil {
			return err
		}
		return putJSON(b, itob(id), bj)
	})
	return id, err
}

// ListBajas lists a branch's write-offs, all ("Todos" or "") or those in one
// estado_producto, newest first.
func (e *Engine) ListBajas(actor Actor, branch uint64, estado string) (out []BajaView, err error) {
	if !actor.IsAdmin() || !actor.CanActIn(branch) {
		return nil, Forbidden("Solo Super o Administrador pueden ver las bajas.")
	}
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		out = []BajaView{}
		prefix := itob(branch)
		c := tx.Bucket(bktBranchBajas).Cursor()
		k, _ := c.Seek(key(branch + 1))
		if k == nil {
			k, _ = c.Last()
		} else {
			k, _ = c.Prev()
		}
		for ; k != nil && hasPrefix(k, prefix); k, _ = c.Prev() {
			var bj Baja
			if _, err := getJSON(tx.Bucket(bktBajas), k[8:], &bj); err != nil {
				return err
			}
			if estado != "" && estado != "Todos" && !strings.EqualFold(estado, bj.EstadoProducto) {
				continue
			}
			p := nm.product(bj.ProductoID)
			out = append(out, BajaView{Baja: bj, Codigo: p.Codigo, Producto: p.Producto, Sucursal: nm.branch(branch), Usuario: nm.user(bj.UsuarioID)})
		}
		return nil
	})
	return out, err
}

// SetBajaEstado changes a write-off's estado_producto (the inline select).
func (e *Engine) SetBajaEstado(actor Actor, id uint64, estado string) error {
	st, ok := bajaState(strings.TrimSpace(estado))
	if !ok || strings.TrimSpace(estado) == "" {
		return Invalid("estado_producto", "El estado del producto no es válido.")
	}
	return e.updateIdempotent(actor, nil, func(tx *Tx) error {
		bj, err := getRecord[Baja](tx.Tx, bktBajas, id, "Baja no encontrada.")
		if err != nil {
			return err
		}
		if !actor.IsAdmin() || !actor.CanActIn(bj.Sucursal) {
			return Forbidden("Solo Super o Administrador pueden cambiar el estado de una baja.")
		}
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditBajaEstado, Documento: "baja", DocumentoID: id,
			Sucursal: bj.Sucursal, Detalle: "Estado del producto: " + bj.EstadoProducto + " → " + st}); err != nil {
			return err
		}
		bj.EstadoProducto = st
		return putJSON(tx.Bucket(bktBajas), itob(id), bj)
	})
}
