package engine

import (
	"cmp"
	"sort"
	"time"
)

// CashMovementView is a row of the cash box's movements table.
type CashMovementView struct {
	ID            uint64    `json:"id"`
	Movimiento    string    `json:"movimiento"`
	Fecha         time.Time `json:"fecha"`
	Efectivo      Money     `json:"efectivo"`
	Transferencia Money     `json:"transferencia"`
	Tarjeta       Money     `json:"tarjeta"`
	Cheque        Money     `json:"cheque"`
	MontoTotal    Money     `json:"monto_total"`
	Descripcion   string    `json:"descripcion"`
	Usuario       string    `json:"usuario"`
}

// CashState is GET /api/cajas: one employee's box of a branch and date, in
// plain words (estado No Abierta, Abierta or Cerrada), its rows and totals
// (live while open, as stored once closed) and its movements.
type CashState struct {
	Estado      string             `json:"estado"`
	Fecha       string             `json:"fecha"`
	SucursalID  uint64             `json:"sucursal_id"`
	Sucursal    string             `json:"sucursal"`
	Empleado    Employee           `json:"empleado"`
	Caja        *CashBox           `json:"caja"`
	Registros   []CashRow          `json:"registros"`
	Totales     CashRow            `json:"totales"`
	Movimientos []CashMovementView `json:"movimientos"`
	Empleados   []Employee         `json:"empleados,omitempty"`
	// Anteriores are the employee's boxes of the day closed before caja.
	Anteriores []CashBox `json:"cajas_anteriores"`
}

// EmployeeCash is a row of cajaEmpleado: one box of an employee on the day.
type EmployeeCash struct {
	CajaID       uint64   `json:"caja_id"`
	Empleado     Employee `json:"empleado"`
	Estado       string   `json:"estado"`
	MontoInicial Money    `json:"monto_inicial"`
	Totales      CashRow  `json:"totales"`
	MontoFinal   *Money   `json:"monto_final"`
	Diferencia   *Money   `json:"diferencia"`
}

func employee(tx ReadTx, id uint64) Employee {
	u, _ := getUser(tx, id)
	return Employee{ID: id, Nombres: u.Nombres, Apellidos: u.Apellidos}
}

func boxLabel(b *CashBox) string {
	switch {
	case b == nil:
		return CashNotOpenLabel
	case b.Estado == CashClosed:
		return CashClosedLabel
	}
	return CashOpenLabel
}

// boxState fills a state from the box (nil: not opened) and its movements.
func boxState(tx ReadTx, branch uint64, day string, start time.Time, user uint64, box *CashBox) (CashState, error) {
	nm := newNames(tx)
	st := CashState{Estado: boxLabel(box), Fecha: day, SucursalID: branch, Sucursal: nm.branch(branch),
		Empleado: employee(tx, user), Caja: box, Movimientos: []CashMovementView{}, Anteriores: []CashBox{}}
	moves, err := boxMovements(tx, branch, start, user, box)
	if err != nil {
		return st, err
	}
	if box != nil {
		if st.Anteriores, err = earlierBoxes(tx, box); err != nil {
			return st, err
		}
	}
	var inicial Money
	if box != nil {
		inicial = box.MontoInicial
		st.Movimientos = append(st.Movimientos, CashMovementView{Movimiento: CashApertura, Fecha: box.AbiertaEn,
			Efectivo: inicial, MontoTotal: inicial, Descripcion: box.Descripcion, Usuario: nm.user(user)})
	}
	for _, m := range moves {
		// The one who recorded it: an Administrador's refund from this drawer names her.
		v := CashMovementView{ID: m.ID, Movimiento: m.Concepto, Fecha: m.Fecha, MontoTotal: m.Monto, Descripcion: m.Descripcion,
			Usuario: nm.user(cmp.Or(m.RegistradoPor, m.UsuarioID))}
		switch m.MetodoPago {
		case "Transferencia":
			v.Transferencia = m.Monto
		case "Cheque":
			v.Cheque = m.Monto
		case "Tarjeta":
			v.Tarjeta = m.Monto
		default:
			v.Efectivo = m.Monto
		}
		st.Movimientos = append(st.Movimientos, v)
	}
	if box != nil && box.Estado == CashClosed {
		st.Registros, st.Totales = box.Registros, *box.Totales
	} else {
		st.Registros, st.Totales = cashRows(moves, inicial)
	}
	return st, nil
}

// CashBoxState is an employee's box of a branch and date (blank: today).
// empleado 0 is the actor; a Vendedor or an Encargado de Almacen sees only
// their own; Responsable their branch's; Super and Administrador any branch.
// The roles that see others' boxes get the branch's employees for the filter.
func (e *Engine) CashBoxState(actor Actor, branch uint64, day string, empleado uint64) (st CashState, err error) {
	if empleado == 0 {
		empleado = actor.UserID
	}
	if ownBoxOnly(actor) && empleado != actor.UserID {
		return st, Forbidden("Solo puede ver su propia caja.")
	}
	err = e.view(func(tx ReadTx) error {
		d, start, err := e.cashScope(tx, actor, branch, day)
		if err != nil {
			return err
		}
		if _, err := getUser(tx, empleado); err != nil {
			return err
		}
		box, err := getBox(tx, branch, d, empleado)
		if err != nil {
			return err
		}
		if st, err = boxState(tx, branch, d, start, empleado, box); err != nil {
			return err
		}
		if !ownBoxOnly(actor) {
			st.Empleados, err = branchEmployees(tx, branch)
		}
		return err
	})
	return st, err
}

// CashBoxByID is a stored box as its close report prints it.
func (e *Engine) CashBoxByID(actor Actor, id uint64) (st CashState, err error) {
	err = e.view(func(tx ReadTx) error {
		box, err := boxByID(tx, id)
		if err != nil {
			return err
		}
		if ownBoxOnly(actor) && box.UsuarioID != actor.UserID {
			return Forbidden("Solo puede ver su propia caja.")
		}
		_, start, err := e.cashScope(tx, actor, box.Sucursal, box.Fecha)
		if err != nil {
			return err
		}
		st, err = boxState(tx, box.Sucursal, box.Fecha, start, box.UsuarioID, box)
		return err
	})
	return st, err
}

// branchEmployees are the active users whose home is branch, by name.
func branchEmployees(tx ReadTx, branch uint64) ([]Employee, error) {
	out := []Employee{}
	err := each(tx.Bucket(bktUsers), func(_ []byte, u *User) error {
		if u.SucursalID == branch && u.Estado {
			out = append(out, Employee{ID: u.ID, Nombres: u.Nombres, Apellidos: u.Apellidos})
		}
		return nil
	})
	sort.Slice(out, func(i, j int) bool { return out[i].Nombres+out[i].Apellidos < out[j].Nombres+out[j].Apellidos })
	return out, err
}

// EmployeesCash is cajaEmpleado (Super and Administrador): every box opened
// in a branch on a date (an employee with two shifts has two rows), and a
// "No Abierta" row for an employee whose movements are in no box.
func (e *Engine) EmployeesCash(actor Actor, branch uint64, day string) (out []EmployeeCash, err error) {
	if !actor.IsAdmin() {
		return nil, Forbidden("Solo Super y Administrador ven la caja por empleado.")
	}
	err = e.view(func(tx ReadTx) error {
		d, start, err := e.cashScope(tx, actor, branch, day)
		if err != nil {
			return err
		}
		users := map[uint64]bool{}
		prefix := key(branch, dayNum(d))
		c := tx.Bucket(bktCashBoxIndex).Cursor()
		for k, _ := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, _ = c.Next() {
			users[btoi(k[16:])] = true
		}
		moves, err := dayMovements(tx, branch, start, 0)
		if err != nil {
			return err
		}
		for _, m := range moves {
			users[m.UsuarioID] = true
		}
		out = []EmployeeCash{}
		for u := range users {
			latest, err := getBox(tx, branch, d, u)
			if err != nil {
				return err
			}
			boxes := []*CashBox{nil}
			if latest != nil {
				earlier, err := earlierBoxes(tx, latest)
				if err != nil {
					return err
				}
				boxes = boxes[:0]
				for i := range earlier {
					boxes = append(boxes, &earlier[i])
				}
				boxes = append(boxes, latest)
			}
			for _, box := range boxes {
				st, err := boxState(tx, branch, d, start, u, box)
				if err != nil {
					return err
				}
				row := EmployeeCash{Empleado: st.Empleado, Estado: st.Estado, Totales: st.Totales}
				if box != nil {
					row.CajaID, row.MontoInicial = box.ID, box.MontoInicial
					if box.Estado == CashClosed {
						row.MontoFinal, row.Diferencia = &box.MontoFinal, &box.Diferencia
					}
				}
				out = append(out, row)
			}
		}
		sort.SliceStable(out, func(i, j int) bool {
			a, b := out[i].Empleado, out[j].Empleado
			if a.ID == b.ID {
				return out[i].CajaID < out[j].CajaID
			}
			return a.Nombres+a.Apellidos < b.Nombres+b.Apellidos
		})
		return nil
	})
	return out, err
}
