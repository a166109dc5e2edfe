package engine

import (
	"slices"
	"strings"
)

// BulkTransferInput is the bulk distribution from the main warehouse
// (POST /api/traspasos/masivo).
type BulkTransferInput struct {
	Motivo    string          `json:"motivo"`
	Productos []BulkLineInput `json:"productos"`
}

// BulkLineInput is one product and how many units each branch gets.
type BulkLineInput struct {
	ProductoID   ID          `json:"producto_id"`
	Distribucion []BulkShare `json:"distribucion"`
}

// BulkShare is one branch's share of a product; 0 units are skipped.
type BulkShare struct {
	SucursalID ID  `json:"sucursal_id"`
	Cantidad   Int `json:"cantidad"`
}

// BulkTransfer sends from branch 1 to several branches in one transaction,
// one Ingreso de Almacen transfer per destination; the units distributed of a
// product may not exceed branch 1's stock. It returns the transfers' ids.
func (e *Engine) BulkTransfer(actor Actor, in BulkTransferInput) (ids []uint64, err error) {
	if !actor.Has(RoleSuper, RoleAdmin, RoleAlmacen) || !actor.CanActIn(MainBranch) {
		return nil, Forbidden("Solo Super, Administrador o Encargado de Almacén de la casa matriz pueden hacer traspasos masivos.")
	}
	in.Motivo = strings.TrimSpace(in.Motivo)
	err = e.updateIdempotent(actor, &ids, func(tx *Tx) error {
		ids = nil
		var v Validation
		v.Required("motivo", "motivo", in.Motivo)
		v.MaxLen("motivo", "motivo", in.Motivo, 255)
		if len(in.Productos) == 0 || len(in.Productos) > maxLines {
			v.Add("productos", "No hay productos para distribuir.")
		}
		byBranch := map[uint64]*Transfer{}
		for i, l := range in.Productos {
			f := "productos." + itoa(int64(i)) + "."
			p, err := getProduct(tx.Tx, uint64(l.ProductoID))
			if err != nil && ErrorCode(err) != CodeNotFound {
				return err
			}
			if err != nil {
				v.Add(f+"producto_id", "Producto no encontrado.")
				continue
			}
			var sum int64
			for j, s := range l.Distribucion {
				g := f + "distribucion." + itoa(int64(j)) + "."
				qty, branch := int64(s.Cantidad), uint64(s.SucursalID)
				if qty == 0 {
					continue
				}
				if qty < 0 || qty > maxQty {
					v.Add(g+"cantidad", "La cantidad debe ser un número válido mayor a 0.")
					continue
				}
				if b, err := getBranch(tx.Tx, branch); err != nil || !b.Estado || branch == MainBranch {
					v.Add(g+"sucursal_id", "La sucursal de destino no existe, está inactiva o es la casa matriz.")
					continue
				}
				sum += qty
				t := byBranch[branch]
				if t == nil {
					t = &Transfer{Origen: MainBranch, Destino: branch, Motivo: in.Motivo, Estado: true, SolicitudEstado: SolicitudAlmacen}
					byBranch[branch] = t
				}
				t.Detalles = append(t.Detalles, TransferLine{ProductoID: p.ID, Cantidad: qty, Costo: p.Costo, Estado: 1})
			}
			if sum > getStock(tx.Tx, MainBranch, p.ID) {
				v.Add(f+"cantidad", "La cantidad distribuida de "+p.Producto+" supera el stock disponible en la sucursal de origen ("+
					itoa(getStock(tx.Tx, MainBranch, p.ID))+").")
			}
		}
		if len(byBranch) == 0 && !v.Has("productos") {
			v.Add("productos", "Debe distribuir al menos una unidad.")
		}
		if err := v.Err(); err != nil {
			return err
		}
		dests := make([]uint64, 0, len(byBranch))
		for b := range byBranch {
			dests = append(dests, b)
		}
		slices.Sort(dests)
		for _, b := range dests {
			t := byBranch[b]
			id, err := storeTransfer(tx, actor, t)
			if err != nil {
				return err
			}
			if err := moveTransfer(tx, actor, t); err != nil {
				return err
			}
			if err := notifyTransfer(tx, actor, t, "Nuevo ingreso de almacén"); err != nil {
				return err
			}
			ids = append(ids, id)
		}
		return nil
	})
	return ids, err
}
