package engine

import (
	"sort"
	"time"
)

// Whose box pays a refund. The cash of a return leaves the drawer at the
// counter, which is often the cashier's and not the box of the Administrador
// who registers it: the return names the box (caja_id) among the boxes open
// today in the sale's branch, and its holder's close then counts the money
// that left. Without a choice the refund is paid from the actor's own box.

// noReturnsGrant is the refusal for a role that may not register returns.
const noReturnsGrant = "No tiene permiso para registrar devoluciones (Permisos por rol)."

// OpenBox is a box open today in a branch, as the return screen offers it.
type OpenBox struct {
	CajaID    uint64    `json:"caja_id"`
	Empleado  Employee  `json:"empleado"`
	AbiertaEn time.Time `json:"fecha_apertura"`
	// Propia says the box is the actor's own.
	Propia bool `json:"propia"`
}

// chosenRefundBox checks the box a return names (0: none named): it must be
// open, of today and of the sale's branch.
func chosenRefundBox(tx ReadTx, branch, id uint64, today string) (*CashBox, error) {
	if id == 0 {
		return nil, nil
	}
	b, err := boxByID(tx, id)
	if ErrorCode(err) == CodeNotFound {
		return nil, Invalid("caja_id", "La caja elegida no existe.")
	}
	switch {
	case err != nil:
		return nil, err
	case b.Sucursal != branch:
		return nil, Invalid("caja_id", "La caja elegida no es de la sucursal de la venta.")
	case b.Estado != CashOpened || b.Fecha != today:
		return nil, Invalid("caja_id", "La caja elegida no está abierta; elija una caja abierta de la sucursal.")
	}
	return b, nil
}

// refundTill is the drawer a refund leaves: the chosen box, else the actor's
// own box in the branch (opened by the refund when none is).
func refundTill(tx *Tx, actor Actor, branch uint64, chosen *CashBox) (till, error) {
	if chosen != nil {
		return till{Branch: branch, Box: chosen.ID, Owner: chosen.UsuarioID}, nil
	}
	box, err := openBoxFor(tx, actor, branch)
	return till{Branch: branch, Box: box, Owner: actor.UserID}, err
}

// OpenBoxes lists the boxes open today in a branch, the actor's own first,
// then by holder's name: the return screen asks which one pays the refund.
func (e *Engine) OpenBoxes(actor Actor, branch uint64) (out []OpenBox, err error) {
	if !e.RoleCan(actor.Role(), CapDevoluciones) {
		return nil, Forbidden(noReturnsGrant)
	}
	if !actor.CanActIn(branch) {
		return nil, Forbidden("No puede consultar otra sucursal.")
	}
	err = e.view(func(tx ReadTx) error {
		out = []OpenBox{}
		prefix := key(branch, dayNum(BusinessDate(e.Now())))
		c := tx.Bucket(bktCashBoxIndex).Cursor()
		for k, v := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, v = c.Next() {
			b, err := boxByID(tx, btoi(v))
			if err != nil {
				return err
			}
			if b.Estado == CashOpened {
				out = append(out, OpenBox{CajaID: b.ID, Empleado: employee(tx, b.UsuarioID), AbiertaEn: b.AbiertaEn,
					Propia: b.UsuarioID == actor.UserID})
			}
		}
		return nil
	})
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Propia != b.Propia {
			return a.Propia
		}
		return a.Empleado.Nombres+a.Empleado.Apellidos < b.Empleado.Nombres+b.Empleado.Apellidos
	})
	return out, err
}
