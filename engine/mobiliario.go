package engine

import (
	"strconv"
	"strings"
	"time"
)

// Furniture inventory (INVENTARIO MOBILIARIO): the fixtures of each branch,
// with their value, state, dimensions and up to three pictures. It is a
// register of assets, not stock: it has no kardex.

var (
	bktMobiliario         = []byte("mobiliario")
	bktMobiliarioSucursal = []byte("mobiliario_por_sucursal")
)

// furnitureBuckets are created by the furniture migration step.
var furnitureBuckets = [][]byte{bktMobiliario, bktMobiliarioSucursal}

// The states of a furniture item (estado_mobiliario).
var furnitureStates = []string{"NUEVO", "USADO", "MALO"}

// Mobiliario is one furniture row of a branch; Subtotal is Cantidad × Valor.
type Mobiliario struct {
	ID            uint64    `json:"id"`
	Sucursal      uint64    `json:"sucursal_id"`
	FechaEntrega  string    `json:"fecha_entrega"` // yyyy-MM-dd
	Cantidad      int64     `json:"cantidad"`
	Mobiliario    string    `json:"mobiliario"`
	Valor         Money     `json:"valor"`
	Subtotal      Money     `json:"subtotal"`
	Estado        string    `json:"estado_mobiliario"`
	Largo         string    `json:"largo"`
	Alto          string    `json:"alto"`
	Ancho         string    `json:"ancho"`
	Observaciones string    `json:"observaciones"`
	Imagenes      [3]string `json:"imagen_keys"`
	UsuarioID     uint64    `json:"usuario_id"`
	CreatedAt     time.Time `json:"created_at"`
}

// MobiliarioInput is the furniture form; Quitar[i] removes picture i+1 when
// no new one is sent for it.
type MobiliarioInput struct {
	FechaEntrega, Cantidad, Mobiliario, Valor, Estado string
	Largo, Alto, Ancho, Observaciones                 string
	Imagenes                                          [3]*Image
	Quitar                                            [3]bool
}

// validateMobiliario checks the form and gives the row it describes.
func validateMobiliario(in *MobiliarioInput) (Mobiliario, *Validation) {
	clean(&in.FechaEntrega, &in.Cantidad, &in.Mobiliario, &in.Valor, &in.Estado, &in.Largo, &in.Alto, &in.Ancho, &in.Observaciones)
	v := &Validation{}
	m := Mobiliario{Mobiliario: in.Mobiliario, Estado: strings.ToUpper(in.Estado), Largo: in.Largo, Alto: in.Alto,
		Ancho: in.Ancho, Observaciones: in.Observaciones}
	v.Required("mobiliario", "mobiliario", in.Mobiliario)
	v.MaxLen("mobiliario", "mobiliario", in.Mobiliario, 150)
	if v.Required("fecha_entrega", "fecha de entrega", in.FechaEntrega) {
		if d, ok := parseDay(in.FechaEntrega); !ok {
			v.Add("fecha_entrega", "Fecha no válida.")
		} else {
			m.FechaEntrega = d.Format(dateLayout)
		}
	}
	if v.Required("cantidad", "cantidad", in.Cantidad) {
		n, err := strconv.ParseInt(in.Cantidad, 10, 64)
		if err != nil || n < 1 || n > maxQty {
			v.Add("cantidad", "La cantidad debe ser un número entero mayor a 0.")
		}
		m.Cantidad = n
	}
	if v.Required("valor", "valor", in.Valor) {
		m.Valor = formMoney(v, "valor", "valor", in.Valor)
	}
	if v.Required("estado_mobiliario", "estado", in.Estado) && !isFurnitureState(m.Estado) {
		v.Add("estado_mobiliario", "El estado debe ser NUEVO, USADO o MALO.")
	}
	for _, d := range []struct{ field, value string }{{"largo", in.Largo}, {"alto", in.Alto}, {"ancho", in.Ancho}} {
		if d.value == "" {
			continue
		}
		if f, err := strconv.ParseFloat(strings.ReplaceAll(d.value, ",", "."), 64); err != nil || f < 0 || f > 100000 {
			v.Add(d.field, "El campo "+d.field+" debe ser un número mayor o igual a 0.")
		}
		v.MaxLen(d.field, d.field, d.value, 20)
	}
	v.MaxLen("observaciones", "observaciones", in.Observaciones, 1000)
	if !v.Has("cantidad") && !v.Has("valor") {
		m.Subtotal = m.Valor * Money(m.Cantidad)
	}
	return m, v
}

func isFurnitureState(s string) bool {
	for _, st := range furnitureStates {
		if s == st {
			return true
		}
	}
	return false
}

// SaveMobiliario creates (id 0) a furniture row in branch or edits one (Super
// only: the furniture screen is Super's).
func (e *Engine) SaveMobiliario(actor Actor, branch, id uint64, in MobiliarioInput) (uint64, error) {
	if !actor.IsSuper() {
		return 0, Forbidden("Solo Super puede registrar mobiliario.")
	}
	form, pre := validateMobiliario(&in)
	saved := id
	err := e.update(func(tx *Tx) error {
		var v Validation // a fresh copy: the write path may run this function again
		v.Merge(pre.Err())
		m, id := form, id
		cur := Mobiliario{Sucursal: branch, UsuarioID: actor.UserID, CreatedAt: tx.now.UTC()}
		if id != 0 {
			var err error
			if cur, err = getMobiliario(tx.Tx, id); err != nil {
				return err
			}
		} else if b, err := getBranch(tx.Tx, branch); err != nil || !b.Estado {
			v.Add("sucursal_id", "La sucursal seleccionada no existe o está inactiva.")
		}
		if err := v.Err(); err != nil {
			return err
		}
		b := tx.Bucket(bktMobiliario)
		if id == 0 {
			seq, err := b.NextSequence()
			if err != nil {
				return err
			}
			id = seq
		}
		m.ID, m.Sucursal, m.UsuarioID, m.CreatedAt, m.Imagenes = id, cur.Sucursal, cur.UsuarioID, cur.CreatedAt, cur.Imagenes
		for i, img := range in.Imagenes {
			if img != nil {
				k, err := putImage(tx, img)
				if err != nil {
					return err
				}
				m.Imagenes[i] = k
			} else if in.Quitar[i] {
				m.Imagenes[i] = ""
			}
		}
		if err := tx.Bucket(bktMobiliarioSucursal).Put(key(m.Sucursal, id), []byte{}); err != nil {
			return err
		}
		saved = id
		return putJSON(b, itob(id), m)
	})
	return saved, err
}

// DeleteMobiliario removes a furniture row (Super only).
func (e *Engine) DeleteMobiliario(actor Actor, id uint64) error {
	if !actor.IsSuper() {
		return Forbidden("Solo Super puede eliminar mobiliario.")
	}
	return e.update(func(tx *Tx) error {
		m, err := getMobiliario(tx.Tx, id)
		if err != nil {
			return err
		}
		if err := tx.Bucket(bktMobiliarioSucursal).Delete(key(m.Sucursal, id)); err != nil {
			return err
		}
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditMobiliarioDelete, Documento: "mobiliario", DocumentoID: id,
			Sucursal: m.Sucursal, Monto: m.Subtotal,
			Detalle: m.Mobiliario + " × " + itoa(m.Cantidad) + " (" + m.Estado + ")"}); err != nil {
			return err
		}
		return tx.Bucket(bktMobiliario).Delete(itob(id))
	})
}

// ListMobiliario lists a branch's furniture in the order it was registered,
// with the total of the subtotals.
func (e *Engine) ListMobiliario(actor Actor, branch uint64) (out []Mobiliario, total Money, err error) {
	if !actor.IsSuper() {
		return nil, 0, Forbidden("Solo Super puede ver el mobiliario.")
	}
	err = e.view(func(tx ReadTx) error {
		out = []Mobiliario{}
		prefix := itob(branch)
		c := tx.Bucket(bktMobiliarioSucursal).Cursor()
		for k, _ := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, _ = c.Next() {
			m, err := getMobiliario(tx, btoi(k[8:]))
			if err != nil {
				return err
			}
			out = append(out, m)
			total += m.Subtotal
		}
		return nil
	})
	return out, total, err
}

func getMobiliario(tx ReadTx, id uint64) (Mobiliario, error) {
	m, err := getRecord[Mobiliario](tx, bktMobiliario, id, "Mobiliario no encontrado.")
	return *m, err
}
