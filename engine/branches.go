package engine

import (
	"strings"
)

// Branch is a sucursal. Branch 1 is the main warehouse (Casa Matriz).
type Branch struct {
	ID             uint64 `json:"id"`
	Sucursal       string `json:"sucursal"`
	NombreOficial  string `json:"nombre_oficial"`
	Grupo          int    `json:"grupo"`
	Direccion      string `json:"direccion"`
	Telefono       string `json:"telefono"`
	Imagen         string `json:"imagen_key,omitempty"`
	Estado         bool   `json:"estado"`
	Precios        [6]int `json:"precios"` // 1 where price level i+1 is enabled
	ActivaTraspaso bool   `json:"is_activa_traspasos"`
}

// BranchInput is what the branch form sends.
type BranchInput struct {
	Sucursal      string
	NombreOficial string
	Grupo         string
	Direccion     string
	Telefono      string
	Precios       [6]string // "0"/"1" per level
	Imagen        *Image    // nil keeps the current picture
}

// MainBranch is the id of the main warehouse, where purchases enter.
const MainBranch uint64 = 1

// Branches lists every branch in id order.
func (e *Engine) Branches() (out []Branch, err error) {
	err = e.view(func(tx ReadTx) error {
		out, err = list[Branch](tx.Bucket(bktBranches))
		return err
	})
	return out, err
}

// ActiveBranches lists the branches with estado active.
func (e *Engine) ActiveBranches() ([]Branch, error) {
	all, err := e.Branches()
	active := all[:0]
	for _, b := range all {
		if b.Estado {
			active = append(active, b)
		}
	}
	return active, err
}

// Branch returns one branch.
func (e *Engine) Branch(id uint64) (b Branch, err error) {
	err = e.view(func(tx ReadTx) error {
		b, err = getBranch(tx, id)
		return err
	})
	return b, err
}

func getBranch(tx ReadTx, id uint64) (Branch, error) {
	b, err := getRecord[Branch](tx, bktBranches, id, "Sucursal no encontrada.")
	return *b, err
}

// SaveBranch creates (id 0) or updates a branch and returns its id.
func (e *Engine) SaveBranch(id uint64, in BranchInput) (uint64, error) {
	clean(&in.Sucursal, &in.NombreOficial, &in.Direccion, &in.Telefono, &in.Grupo)
	var v Validation
	v.Required("sucursal", "sucursal", in.Sucursal)
	v.MaxLen("sucursal", "sucursal", in.Sucursal, 100)
	v.Required("nombre_oficial", "nombre oficial", in.NombreOficial)
	v.MaxLen("nombre_oficial", "nombre oficial", in.NombreOficial, 150)
	grupo := 0
	if v.Required("grupo", "grupo", in.Grupo) {
		switch in.Grupo {
		case "1", "2", "3":
			grupo = int(in.Grupo[0] - '0')
		default:
			v.Add("grupo", "El grupo debe ser 1, 2 o 3.")
		}
	}
	v.Required("direccion", "dirección", in.Direccion)
	v.MaxLen("direccion", "dirección", in.Direccion, 255)
	v.Digits("telefono", "teléfono", in.Telefono)
	v.MaxLen("telefono", "teléfono", in.Telefono, 20)
	var precios [6]int
	any := false
	for i, p := range in.Precios {
		switch strings.TrimSpace(p) {
		case "1", "true":
			precios[i], any = 1, true
		case "", "0", "false":
		default:
			v.Add(priceFlagField(i), "Valor inválido.")
		}
	}
	if !any {
		v.Add("precio_estado", "Debes seleccionar al menos un precio")
	}
	if err := v.Err(); err != nil {
		return 0, err
	}
	err := e.update(func(tx *Tx) error {
		bk := tx.Bucket(bktBranches)
		b := Branch{Estado: true}
		if id != 0 {
			var err error
			if b, err = getBranch(tx.Tx, id); err != nil {
				return err
			}
		}
		dup := false
		if err := each(bk, func(_ []byte, o *Branch) error {
			dup = dup || (o.ID != id && strings.EqualFold(o.Sucursal, in.Sucursal))
			return nil
		}); err != nil {
			return err
		}
		if dup {
			return Invalid("sucursal", "Ya existe una sucursal con ese nombre.")
		}
		if id == 0 {
			seq, err := bk.NextSequence()
			if err != nil {
				return err
			}
			b.ID, id = seq, seq
		}
		b.Sucursal, b.NombreOficial, b.Grupo = in.Sucursal, in.NombreOficial, grupo
		b.Direccion, b.Telefono, b.Precios = in.Direccion, in.Telefono, precios
		if in.Imagen != nil {
			key, err := putImage(tx, in.Imagen)
			if err != nil {
				return err
			}
			b.Imagen = key
		}
		return putJSON(bk, itob(b.ID), b)
	})
	return id, err
}

// ToggleBranch flips a branch's estado and returns the new one. The main
// warehouse cannot be deactivated: purchases enter there.
func (e *Engine) ToggleBranch(id uint64) (estado bool, err error) {
	err = e.update(func(tx *Tx) error {
		b, err := getBranch(tx.Tx, id)
		if err != nil {
			return err
		}
		if id == MainBranch && b.Estado {
			return Conflict("La sucursal principal (Casa Matriz) no se puede desactivar.")
		}
		b.Estado = !b.Estado
		estado = b.Estado
		return putJSON(tx.Bucket(bktBranches), itob(id), b)
	})
	return estado, err
}

// SetTransferBranches marks exactly the listed branches as enabled for transfers.
func (e *Engine) SetTransferBranches(ids []uint64) error {
	on := map[uint64]bool{}
	for _, id := range ids {
		on[id] = true
	}
	return e.update(func(tx *Tx) error {
		bk := tx.Bucket(bktBranches)
		for id := range on {
			if bk.Get(itob(id)) == nil {
				return Invalid("sucursales", "Sucursal no encontrada.")
			}
		}
		return each(bk, func(k []byte, b *Branch) error {
			b.ActivaTraspaso = on[b.ID]
			return putJSON(bk, k, b)
		})
	})
}

func priceFlagField(i int) string {
	if i == 0 {
		return "precio_estado"
	}
	return "precio" + itoa(int64(i+1)) + "_estado"
}
