package engine

import (
	"bytes"
	"cmp"
	"slices"
	"strings"
	"time"
)

// SaleRow is one sale of ventas-generales and ventas-empleados. Total is the
// sum of its valid lines, Descuento the discount, Devoluciones what returns
// credited and TotalNeto what the sale is worth now (0 once voided).
type SaleRow struct {
	ID                uint64    `json:"id"`
	FechaVenta        time.Time `json:"fecha_venta"`
	RazonSocial       string    `json:"razon_social"`
	NIT               string    `json:"nit"`
	NumeroComprobante uint64    `json:"numero_comprobante"`
	TipoPago          string    `json:"tipo_pago"`
	Total             Money     `json:"total"`
	Descuento         Money     `json:"descuento"`
	Devoluciones      Money     `json:"devoluciones"`
	TotalNeto         Money     `json:"total_neto"`
	CantidadDetalles  int       `json:"cantidad_detalles"`
	SucursalID        uint64    `json:"sucursal_id"`
	Sucursal          string    `json:"sucursal"`
	UsuarioID         uint64    `json:"usuario_id"`
	Empleado          string    `json:"empleado"`
	Estado            int       `json:"estado"`
}

// SalesTotals are the figures of a range from the per-day rows.
type SalesTotals struct {
	Ventas       int64 `json:"ventas"`
	Total        Money `json:"total"`
	Descuento    Money `json:"descuento"`
	Devoluciones Money `json:"devoluciones"`
	TotalNeto    Money `json:"total_neto"`
	Anuladas     int64 `json:"anuladas"`
	MontoAnulado Money `json:"monto_anulado"`
}

// salesTotals reads a sales row (sums of saleFigures).
func salesTotals(f []int64) SalesTotals {
	return SalesTotals{Ventas: f[sfVentas], Total: Money(f[sfBruto]), Descuento: Money(f[sfDescuento]),
		Devoluciones: Money(f[sfDevoluciones]), TotalNeto: Money(f[sfBruto] - f[sfDescuento] - f[sfDevoluciones]),
		Anuladas: f[sfAnuladas], MontoAnulado: Money(f[sfMontoAnulado])}
}

// SalesReport is a page of sales with the range's totals.
type SalesReport struct {
	Page[SaleRow]
	Totales SalesTotals `json:"totales"`
	// Empleado is the employee filtered on (ventas-empleados).
	Empleado *SalesEmployee `json:"empleado,omitempty"`
	// Resumen is one line per employee (ventas-empleados without a filter).
	Resumen []EmployeeTotals `json:"resumen,omitempty"`
}

// SalesEmployee is a user a sales report can filter on.
type SalesEmployee struct {
	ID        uint64 `json:"id"`
	Nombres   string `json:"nombres"`
	Apellidos string `json:"apellidos"`
	Rol       string `json:"rol"`
}

// EmployeeTotals are one employee's figures in the range.
type EmployeeTotals struct {
	SalesEmployee
	SalesTotals
}

// keyRange is [start, end) over keys compared on len(end) bytes.
type keyRange struct{ start, end []byte }

// dayCount is how many sales one range of an index holds on one day; the
// per-day rows know it (valid plus voided sales), so a page is found
// without walking the index up to it.
type dayCount struct {
	rng int
	day uint64
	n   int
}

// indexWindow gives the ids (the last 8 bytes of the keys) of the window of
// ranges that the query's page asks for, every id for page 0, and the count
// of all. counts are the per-day counts in index order; dayKey is where a
// range's day starts in the index.
func indexWindow(tx ReadTx, index []byte, ranges []keyRange, counts []dayCount, dayKey func(rng int, day uint64) []byte,
	q ReportQuery) (ids []uint64, total, page, lastPage, per int) {
	for _, dc := range counts {
		total += dc.n
	}
	first, last, page, lastPage, per := paging(q, total)
	rng, from, skip := 0, ranges[0].start, first
	for _, dc := range counts { // the day the window starts on
		if skip < dc.n {
			rng, from = dc.rng, dayKey(dc.rng, dc.day)
			break
		}
		skip -= dc.n
	}
	c := tx.Bucket(index).Cursor()
	for ; rng < len(ranges) && len(ids) < last-first; rng++ {
		r := ranges[rng]
		if from == nil {
			from = r.start
		}
		for k, _ := c.Seek(from); k != nil && bytes.Compare(k[:len(r.end)], r.end) < 0 && len(ids) < last-first; k, _ = c.Next() {
			if skip > 0 {
				skip--
				continue
			}
			ids = append(ids, btoi(k[len(k)-8:]))
		}
		from = nil
	}
	return ids, total, page, lastPage, per
}

// saleCounts are the per-day sale counts of a scope, one range per branch,
// from the branch rows (user 0) or one user's rows.
func saleCounts(tx ReadTx, sc ReportScope, user uint64) []dayCount {
	var out []dayCount
	rng := map[uint64]int{}
	for i, b := range sc.Branches {
		rng[b] = i
	}
	bucket := bktAggSales
	if user != 0 {
		bucket = bktAggSaleUsers
	}
	scanAgg(tx, bucket, sc, func(k, v []byte) bool {
		if user == 0 || btoi(k[16:24]) == user {
			if n := int(fig(v, sfVentas) + fig(v, sfAnuladas)); n > 0 {
				out = append(out, dayCount{rng[btoi(k[:8])], btoi(k[8:16]), n})
			}
		}
		return true
	})
	return out
}

// dayStart is the instant a day number starts in La Paz.
func dayStart(d uint64) time.Time {
	t, _ := parseDay(dayDate(d))
	return t
}

// saleRow is the report line of s.
func saleRow(nm *names, s *Sale) SaleRow {
	r := SaleRow{ID: s.ID, FechaVenta: s.FechaVenta, RazonSocial: s.RazonSocial, NIT: s.NIT, NumeroComprobante: s.NumeroComprobante,
		TipoPago: s.TipoPago, SucursalID: s.Sucursal, Sucursal: nm.branch(s.Sucursal), UsuarioID: s.UsuarioID,
		Empleado: nm.user(s.UsuarioID), Estado: s.Estado}
	for _, l := range s.Detalles {
		if l.Estado == 1 {
			r.Total += l.Precio * Money(l.CantidadVendida)
			r.CantidadDetalles++
		}
	}
	r.Descuento, r.Devoluciones = r.Total-s.Total, s.Devuelto
	if s.Estado == SaleValid {
		r.TotalNeto = s.Total - s.Devuelto
	}
	return r
}

// salesPage reads the sales of ids into a page.
func salesPage(tx ReadTx, ids []uint64, total, page, lastPage, per int) (Page[SaleRow], error) {
	nm := newNames(tx)
	p := Page[SaleRow]{Data: make([]SaleRow, 0, len(ids)), CurrentPage: max(page, 1), LastPage: lastPage, Total: total, PerPage: per}
	for _, id := range ids {
		s, err := getSale(tx, id)
		if err != nil {
			return p, err
		}
		p.Data = append(p.Data, saleRow(nm, s))
	}
	return p, nil
}

// GeneralSalesReport is ventas-generales: every sale of the range, oldest
// first, through the branch|date index; the totals come from the per-day rows.
func (e *Engine) GeneralSalesReport(actor Actor, sc ReportScope, q ReportQuery) (r SalesReport, err error) {
	from, to := sc.span()
	var ranges []keyRange
	for _, b := range sc.Branches {
		ranges = append(ranges, keyRange{key(b, timeKey(from)), key(b, timeKey(to))})
	}
	err = e.view(func(tx ReadTx) error {
		ids, total, page, last, per := indexWindow(tx, bktSaleDays, ranges, saleCounts(tx, sc, 0), func(rng int, d uint64) []byte {
			return key(sc.Branches[rng], timeKey(dayStart(d)))
		}, q)
		if r.Page, err = salesPage(tx, ids, total, page, last, per); err != nil {
			return err
		}
		r.Totales = salesTotals(sumAgg(tx, bktAggSales, sc, saleFigureCount))
		return nil
	})
	return r, err
}

// EmployeeSalesReport is ventas-empleados: with an employee, that employee's
// sales of the range (through the branch|user|date index) and totals; without
// one, every sale and a summary line per employee.
func (e *Engine) EmployeeSalesReport(actor Actor, sc ReportScope, q ReportQuery) (r SalesReport, err error) {
	if q.Empleado == 0 {
		if r, err = e.GeneralSalesReport(actor, sc, q); err != nil {
			return r, err
		}
		r.Resumen, err = e.employeeTotals(sc)
		return r, err
	}
	from, to := sc.span()
	var ranges []keyRange
	for _, b := range sc.Branches {
		ranges = append(ranges, keyRange{key(b, q.Empleado, timeKey(from)), key(b, q.Empleado, timeKey(to))})
	}
	err = e.view(func(tx ReadTx) error {
		var u User
		if ok, err := getJSON(tx.Bucket(bktUsers), itob(q.Empleado), &u); err != nil || !ok {
			return cmp.Or(err, Invalid("empleado", "Empleado no encontrado."))
		}
		r.Empleado = &SalesEmployee{ID: u.ID, Nombres: u.Nombres, Apellidos: u.Apellidos, Rol: firstRole(u.Rol)}
		ids, total, page, last, per := indexWindow(tx, bktSalesByUser, ranges, saleCounts(tx, sc, q.Empleado), func(rng int, d uint64) []byte {
			return key(sc.Branches[rng], q.Empleado, timeKey(dayStart(d)))
		}, q)
		if r.Page, err = salesPage(tx, ids, total, page, last, per); err != nil {
			return err
		}
		sum := make([]int64, saleFigureCount)
		scanAgg(tx, bktAggSaleUsers, sc, func(k, v []byte) bool {
			if btoi(k[16:24]) == q.Empleado {
				addFigures(sum, v)
			}
			return true
		})
		r.Totales = salesTotals(sum)
		return nil
	})
	return r, err
}

// employeeTotals sums the per-user rows of the scope, one line per user,
// by name.
func (e *Engine) employeeTotals(sc ReportScope) (out []EmployeeTotals, err error) {
	err = e.view(func(tx ReadTx) error {
		sums := map[uint64][]int64{}
		scanAgg(tx, bktAggSaleUsers, sc, func(k, v []byte) bool {
			u := btoi(k[16:24])
			if sums[u] == nil {
				sums[u] = make([]int64, saleFigureCount)
			}
			addFigures(sums[u], v)
			return true
		})
		out = []EmployeeTotals{}
		for id, f := range sums {
			var u User
			if _, err := getJSON(tx.Bucket(bktUsers), itob(id), &u); err != nil {
				return err
			}
			out = append(out, EmployeeTotals{SalesEmployee{ID: id, Nombres: u.Nombres, Apellidos: u.Apellidos, Rol: firstRole(u.Rol)}, salesTotals(f)})
		}
		slices.SortFunc(out, func(a, b EmployeeTotals) int {
			return cmp.Or(strings.Compare(strings.ToLower(a.Nombres+" "+a.Apellidos), strings.ToLower(b.Nombres+" "+b.Apellidos)), cmp.Compare(a.ID, b.ID))
		})
		return nil
	})
	return out, err
}

// Employees lists the users of branch a sales report can filter on: those
// who work there, and anyone who sold there.
func (e *Engine) Employees(actor Actor, branch uint64) (out []SalesEmployee, err error) {
	if !actor.CanActIn(branch) {
		return nil, Forbidden("No puede consultar otra sucursal.")
	}
	err = e.view(func(tx ReadTx) error {
		sold := map[uint64]bool{}
		c := tx.Bucket(bktSalesByUser).Cursor()
		for k, _ := c.Seek(key(branch)); k != nil && btoi(k[:8]) == branch; k, _ = c.Seek(key(branch, btoi(k[8:16])+1)) {
			sold[btoi(k[8:16])] = true
		}
		out = []SalesEmployee{}
		return each(tx.Bucket(bktUsers), func(_ []byte, u *User) error {
			if u.SucursalID == branch && firstRole(u.Rol) != RoleInventario || sold[u.ID] {
				out = append(out, SalesEmployee{ID: u.ID, Nombres: u.Nombres, Apellidos: u.Apellidos, Rol: firstRole(u.Rol)})
			}
			return nil
		})
	})
	return out, err
}

// firstRole is the deciding role of a role list.
func firstRole(roles []string) string {
	if len(roles) == 0 {
		return ""
	}
	return roles[0]
}
