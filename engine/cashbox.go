package engine

import (
	"strings"
	"time"
)

// The cash box (APERTURA Y CIERRE DE CAJA, DESIGN §5 "Cash box"): a box
// belongs to a branch, a user and a La Paz date, and a day may hold several
// (shifts): once a box is closed the user may open another, which is also how
// a typo in a counted amount is corrected, since a closed box is never edited.
// Every cash movement is recorded in the box its user has open in its branch
// at that moment; with none open, the movement opens one by itself (monto
// inicial 0), so every centavo of a day lands in some close. Its rows add up
// its movements per payment method; the close stores the rows, the counted
// amount and the difference, and from then on the box reads only what it
// stored.

// CashRowNames are the rows of a box in the order the close form shows them.
var CashRowNames = []string{CashApertura, CashVentas, CashCuentasCobradas, CashIngresos, CashCompras,
	CashCuentasPagadas, CashGastos, CashDevoluciones, CashAnulaciones}

// CashRow is one row of the box (or the totals row): signed amounts per
// method, + what came in, − what went out.
type CashRow struct {
	Estado             string `json:"estado"`
	TotalEfectivo      Money  `json:"total_efectivo"`
	TotalTransferencia Money  `json:"total_transferencia"`
	TotalCheque        Money  `json:"total_cheque"`
	TotalTarjeta       Money  `json:"total_tarjeta"`
	Total              Money  `json:"total"`
}

func (r *CashRow) add(metodo string, m Money) {
	switch metodo {
	case "Transferencia":
		r.TotalTransferencia += m
	case "Cheque":
		r.TotalCheque += m
	case "Tarjeta":
		r.TotalTarjeta += m
	default:
		r.TotalEfectivo += m
	}
	r.Total += m
}

// Employee names a user in the cash screens.
type Employee struct {
	ID        uint64 `json:"id"`
	Nombres   string `json:"nombres"`
	Apellidos string `json:"apellidos"`
}

// CashInput is the body of POST /api/cajas.
type CashInput struct {
	MontoInicial Text   `json:"monto_inicial"`
	MontoFinal   Text   `json:"monto_final"`
	Descripcion  string `json:"descripcion"`
}

// cashDay checks a box date: blank is today; a later day is refused.
func cashDay(day string, now time.Time) (string, time.Time, error) {
	today := BusinessDate(now)
	if strings.TrimSpace(day) == "" {
		day = today
	}
	t, ok := parseDay(day)
	if !ok {
		return "", t, Invalid("fecha", "Fecha no válida.")
	}
	day = t.Format(dateLayout)
	if day > today {
		return "", t, Invalid("fecha", "La fecha no puede ser posterior a hoy.")
	}
	return day, t, nil
}

// boxMovements are the movements of a box: those recorded in it, and for the
// first box of a day also its user's movements recorded before boxes were
// named on movements. box nil takes the user's unboxed movements of the day.
func boxMovements(tx ReadTx, branch uint64, start time.Time, user uint64, box *CashBox) ([]CashMovement, error) {
	moves, err := dayMovements(tx, branch, start, user)
	if err != nil {
		return nil, err
	}
	out := moves[:0]
	for _, m := range moves {
		if (box != nil && m.CajaID == box.ID) || (m.CajaID == 0 && (box == nil || box.Anterior == 0)) {
			out = append(out, m)
		}
	}
	return out, nil
}

// dayMovements reads the movements of a branch on a La Paz day; user 0 takes
// everyone's.
func dayMovements(tx ReadTx, branch uint64, start time.Time, user uint64) ([]CashMovement, error) {
	out := []CashMovement{}
	err := scanDays(tx, bktCashDays, branch, start.UTC(), start.AddDate(0, 0, 1).UTC(), func(id uint64) error {
		var m CashMovement
		if _, err := getJSON(tx.Bucket(bktCash), itob(id), &m); err != nil {
			return err
		}
		if user == 0 || m.UsuarioID == user {
			out = append(out, m)
		}
		return nil
	})
	return out, err
}

// cashRows adds movements up into the rows of a box and its totals row:
// efectivo = apertura + inflows − outflows, the other methods the same
// without apertura.
func cashRows(moves []CashMovement, apertura Money) ([]CashRow, CashRow) {
	rows := make([]CashRow, len(CashRowNames))
	at := map[string]int{}
	for i, n := range CashRowNames {
		rows[i].Estado, at[n] = n, i
	}
	rows[0].add("Efectivo", apertura)
	for _, m := range moves {
		i, ok := at[m.Concepto]
		if !ok {
			i = at[CashAnulaciones]
		}
		rows[i].add(m.MetodoPago, m.Monto)
	}
	total := CashRow{Estado: "Total"}
	for _, r := range rows {
		total.TotalEfectivo += r.TotalEfectivo
		total.TotalTransferencia += r.TotalTransferencia
		total.TotalCheque += r.TotalCheque
		total.TotalTarjeta += r.TotalTarjeta
		total.Total += r.Total
	}
	return rows, total
}

// OpenCash opens a box of today for the actor in branch with monto_inicial ≥
// 0: the first of the day, or a new shift once the previous one is closed.
func (e *Engine) OpenCash(actor Actor, branch uint64, day string, in CashInput) (id uint64, err error) {
	err = e.updateIdempotent(actor, &id, func(tx *Tx) error {
		d, _, err := e.cashScope(tx.Tx, actor, branch, day)
		if err != nil {
			return err
		}
		if d != BusinessDate(tx.now) {
			return Invalid("fecha", "Solo se puede abrir la caja del día de hoy.")
		}
		var v Validation
		inicial := moneyAmount(&v, "monto_inicial", "monto inicial", string(in.MontoInicial), true)
		desc := strings.TrimSpace(in.Descripcion)
		v.MaxLen("descripcion", "descripción", desc, 255)
		if err := v.Err(); err != nil {
			return err
		}
		old, err := getBox(tx.Tx, branch, d, actor.UserID)
		if err != nil {
			return err
		}
		if old != nil && old.Estado == CashOpened {
			return Conflict("La caja para hoy ya está abierta.")
		}
		box, err := newBox(tx, actor, branch, old, inicial, desc, false)
		if err != nil {
			return err
		}
		id = box.ID
		return nil
	})
	return id, err
}

// CloseCash closes the actor's open box of day (blank: today): it stores the
// rows as they are now, monto_final and the difference with the computed cash.
func (e *Engine) CloseCash(actor Actor, branch uint64, day string, in CashInput) (id uint64, err error) {
	err = e.updateIdempotent(actor, &id, func(tx *Tx) error {
		d, start, err := e.cashScope(tx.Tx, actor, branch, day)
		if err != nil {
			return err
		}
		var v Validation
		final := moneyAmount(&v, "monto_final", "monto final", string(in.MontoFinal), true)
		desc := strings.TrimSpace(in.Descripcion)
		v.MaxLen("descripcion", "descripción", desc, 255)
		if err := v.Err(); err != nil {
			return err
		}
		box, err := getBox(tx.Tx, branch, d, actor.UserID)
		if err != nil {
			return err
		}
		if box == nil {
			return Conflict("La caja no está abierta.")
		}
		if box.Estado == CashClosed {
			return Conflict("Caja Cerrada - La caja para hoy ya está cerrada.")
		}
		id = box.ID
		return closeBox(tx, actor, box, start, func(Money) Money { return final }, desc)
	})
	return id, err
}

// closeBox freezes an open box of the day that starts at start: its rows and
// totals as they stand, the cash counted (given what the box expects) and
// the difference, audited.
func closeBox(tx *Tx, actor Actor, box *CashBox, start time.Time, counted func(expected Money) Money, desc string) error {
	moves, err := boxMovements(tx.Tx, box.Sucursal, start, box.UsuarioID, box)
	if err != nil {
		return err
	}
	rows, total := cashRows(moves, box.MontoInicial)
	final := counted(total.TotalEfectivo)
	now := tx.now.UTC()
	box.Estado, box.CerradaEn, box.MontoFinal, box.DescripcionCierre = CashClosed, &now, final, desc
	box.Registros, box.Totales, box.Diferencia = rows, &total, final-total.TotalEfectivo
	if err := putBox(tx, box); err != nil {
		return err
	}
	return appendAudit(tx, actor, AuditEntry{Tipo: "Cierre de caja", Documento: "caja", DocumentoID: box.ID,
		Sucursal: box.Sucursal, Monto: final, Detalle: "Efectivo calculado " + bs(total.TotalEfectivo) +
			", contado " + bs(final) + ", diferencia " + bs(box.Diferencia)})
}

// cashRoles hold a cash box: the roles of /admin/cajas and Encargado de
// Almacen, who sells (sales are the five staff roles') and so holds the box a
// sale paid in cash opens, which they must be able to close.
var cashRoles = []string{RoleSuper, RoleAdmin, RoleResponsable, RoleVendedor, RoleAlmacen}

// ownBoxOnly reports whether the actor sees only their own box: the roles
// that sell without running a branch.
func ownBoxOnly(actor Actor) bool { return actor.Has(RoleVendedor, RoleAlmacen) }

// cashScope checks the branch and the day of a cash call.
func (e *Engine) cashScope(tx ReadTx, actor Actor, branch uint64, day string) (string, time.Time, error) {
	if !actor.Has(cashRoles...) {
		return "", time.Time{}, Forbidden("Su rol no maneja caja.")
	}
	if !actor.CanActIn(branch) {
		return "", time.Time{}, Forbidden("No puede operar en otra sucursal.")
	}
	if _, err := getBranch(tx, branch); err != nil {
		return "", time.Time{}, err
	}
	return cashDay(day, e.Now())
}
