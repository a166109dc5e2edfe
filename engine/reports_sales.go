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
	Empleado *Employee `json:"empleado,omitempty"`
	// Resumen is one line per employee (ventas-empleados without a filter).
	Resumen []EmployeeTotals `json:"resumen,omitempty"`
}

// Employee is a user a sales report can filter on.
type Employee struct {
	ID        uint64 `json:"id"`
	Nombres   string `json:"nombres"`
	Apellidos string `json:"apellidos"`
	Rol       string `json:"rol"`
}

// EmployeeTotals are one employee's figures in the range.
type EmployeeTotals struct {
	Employee
	SalesTotals
}

// keyRange is [start, end) over keys compared on len(end) bytes.
type keyRange struct{ start, end []byte }

// indexWindow counts the keys of index in ranges and gives the ids (the last
// 8 bytes) of the window the query's page asks for, every id for page 0.
func indexWindow(tx *ReadTx, index []byte, ranges []keyRange, q ReportQuery) (ids []uint64, total, page, lastPage, per int) {
	walk := func(fn func(k []byte)) {
		c := tx.Bucket(index).Cursor()
		for _, r := range ranges {
			for k, _ := c.Seek(r.start); k != nil && bytes.Compare(k[:len(r.end)], r.end) < 0; k, _ = c.Next() {
				fn(k)
			}
		}
	}
	walk(func([]byte) { total++ })
	first, last, page, lastPage, per := paging(q, total)
	i := 0
	walk(func(k []byte) {
		if i >= first && i < last {
			ids = append(ids, btoi(k[len(k)-8:]))
		}
		i++
	})
	return ids, total, page, lastPage, per
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
func salesPage(tx *ReadTx, ids []uint64, total, page, lastPage, per int) (Page[SaleRow], error) {
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
	err = e.view(func(tx *ReadTx) error {
		ids, total, page, last, per := indexWindow(tx, bktSaleDays, ranges, q)
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
	err = e.view(func(tx *ReadTx) error {
		var u User
		if ok, err := getJSON(tx.Bucket(bktUsers), itob(q.Empleado), &u); err != nil || !ok {
			return cmp.Or(err, Invalid("empleado", "Empleado no encontrado."))
		}
		r.Empleado = &Employee{ID: u.ID, Nombres: u.Nombres, Apellidos: u.Apellidos, Rol: firstRole(u.Rol)}
		ids, total, page, last, per := indexWindow(tx, bktSalesByUser, ranges, q)
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
	err = e.view(func(tx *ReadTx) error {
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
			out = append(out, EmployeeTotals{Employee{ID: id, Nombres: u.Nombres, Apellidos: u.Apellidos, Rol: firstRole(u.Rol)}, salesTotals(f)})
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
func (e *Engine) Employees(actor Actor, branch uint64) (out []Employee, err error) {
	if !actor.CanActIn(branch) {
		return nil, Forbidden("No puede consultar otra sucursal.")
	}
	err = e.view(func(tx *ReadTx) error {
		sold := map[uint64]bool{}
		c := tx.Bucket(bktSalesByUser).Cursor()
		for k, _ := c.Seek(key(branch)); k != nil && btoi(k[:8]) == branch; k, _ = c.Seek(key(branch, btoi(k[8:16])+1)) {
			sold[btoi(k[8:16])] = true
		}
		out = []Employee{}
		return each(tx.Bucket(bktUsers), func(_ []byte, u *User) error {
			if u.SucursalID == branch && firstRole(u.Rol) != RoleInventario || sold[u.ID] {
				out = append(out, Employee{ID: u.ID, Nombres: u.Nombres, Apellidos: u.Apellidos, Rol: firstRole(u.Rol)})
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
