package engine

import (
	"strconv"
	"strings"
	"time"

	"sgc/engine/store"
)

// ReportQuery is the filter every report takes (transfers-accounts-cash-reports.md
// §7 "Cash and reports"): a branch id or TODOS, an inclusive La Paz date range
// (blank: today; never after today) and, for paged answers, a page.
type ReportQuery struct {
	Sucursal string // a branch id, TODOS, or blank for the session's branch
	Desde    string // fecha_inicio, yyyy-MM-dd
	Hasta    string // fecha_fin
	Empleado uint64 // ventas_empleados only: 0 for every employee
	Page     int    // 1-based; 0 answers every row (documents)
	PerPage  int    // default 10, at most 100
}

// ReportScope is a resolved ReportQuery: the branches in order and the days.
type ReportScope struct {
	Branches []uint64
	Desde    string // yyyy-MM-dd
	Hasta    string
	from, to uint64 // days, inclusive
}

// Page is one page of a report's rows.
type Page[T any] struct {
	Data        []T `json:"data"`
	CurrentPage int `json:"current_page"`
	LastPage    int `json:"last_page"`
	Total       int `json:"total"`
	PerPage     int `json:"per_page"`
}

// reportRoles are who may open each report (foundation.md §2.3).
var reportRoles = map[string][]string{
	"utilidades":        {RoleSuper},
	"anulaciones":       {RoleSuper},
	"compras-productos": {RoleSuper},
	"ventas-productos":  {RoleSuper, RoleAdmin, RoleResponsable},
	"ventas-generales":  {RoleSuper, RoleAdmin, RoleResponsable},
	"ventas-empleados":  {RoleSuper, RoleAdmin, RoleResponsable},
	"ventas-totales":    {RoleSuper, RoleAdmin},
}

// ReportRoles lists the roles that may open report name.
func ReportRoles(name string) []string { return reportRoles[name] }

// Scope checks that actor may open report name and resolves q: TODOS is
// every branch for Super and Administrador and one's own branch for the
// others, who never see another branch.
func (e *Engine) Scope(actor Actor, name string, q ReportQuery) (sc ReportScope, err error) {
	if !actor.Has(reportRoles[name]...) {
		return sc, Forbidden("No tiene permiso para ver este reporte.")
	}
	today := BusinessDate(e.Now())
	sc.Desde, sc.Hasta = strings.TrimSpace(q.Desde), strings.TrimSpace(q.Hasta)
	if sc.Desde == "" {
		sc.Desde = today
	}
	if sc.Hasta == "" {
		sc.Hasta = today
	}
	var v Validation
	f, ok1 := parseDay(sc.Desde)
	h, ok2 := parseDay(sc.Hasta)
	if !ok1 || BusinessDate(f) > today {
		v.Add("fecha_inicio", "Fecha no válida.")
	}
	if !ok2 || BusinessDate(h) > today {
		v.Add("fecha_fin", "Fecha no válida.")
	}
	if ok1 && ok2 && h.Before(f) {
		v.Add("fecha_fin", "La fecha final no puede ser anterior a la inicial.")
	}
	if err := v.Err(); err != nil {
		return sc, err
	}
	sc.Desde, sc.Hasta = BusinessDate(f), BusinessDate(h)
	sc.from, sc.to = day(f), day(h)
	s := strings.TrimSpace(q.Sucursal)
	switch {
	case strings.EqualFold(s, "TODOS") || strings.EqualFold(s, "TODAS"):
		if !actor.IsAdmin() {
			sc.Branches = []uint64{actor.Home}
			return sc, nil
		}
		err = e.view(func(tx ReadTx) error {
			sc.Branches = allBranchIDs(tx)
			return nil
		})
		return sc, err
	case s == "" || s == "0":
		sc.Branches = []uint64{actor.Branch}
	default:
		id, perr := strconv.ParseUint(s, 10, 64)
		if perr != nil {
			return sc, Invalid("sucursal_id", "Sucursal no válida.")
		}
		if !actor.CanActIn(id) {
			return sc, Forbidden("No puede consultar otra sucursal.")
		}
		sc.Branches = []uint64{id}
	}
	return sc, e.view(func(tx ReadTx) error {
		if tx.Bucket(bktBranches).Get(itob(sc.Branches[0])) == nil {
			return NotFound("Sucursal no encontrada.")
		}
		return nil
	})
}

// Only narrows the scope to one of its branches (a section of a document).
func (sc ReportScope) Only(branch uint64) ReportScope {
	sc.Branches = []uint64{branch}
	return sc
}

// span is the half-open UTC instant range of the scope's days.
func (sc ReportScope) span() (from, to time.Time) {
	f, _ := parseDay(sc.Desde)
	h, _ := parseDay(sc.Hasta)
	return f.UTC(), h.AddDate(0, 0, 1).UTC()
}

// scanAgg calls fn with every row of an aggregate bucket in the scope's
// branches and days, in key order (branch, day, then the rest of the key),
// until fn answers false. The rows are the store's own bytes: fn copies what
// it keeps.
func scanAgg(tx ReadTx, bucket []byte, sc ReportScope, fn func(k, v []byte) bool) {
	c := tx.Bucket(bucket).Cursor()
	for _, b := range sc.Branches {
		end := key(b, sc.to+1)
		for k, v := c.Seek(key(b, sc.from)); k != nil && bytesLess(k[:16], end); k, v = c.Next() {
			if !fn(k, v) {
				return
			}
		}
	}
}

func bytesLess(a, b []byte) bool { return string(a) < string(b) }

// sumAgg adds up the rows of a per-branch-and-day bucket in the scope.
func sumAgg(tx ReadTx, bucket []byte, sc ReportScope, n int) []int64 {
	sum := make([]int64, n)
	scanAgg(tx, bucket, sc, func(_, v []byte) bool {
		addFigures(sum, v)
		return true
	})
	return sum
}

// addFigures adds a stored row to sum, counter by counter.
func addFigures(sum []int64, v []byte) {
	for i := range sum {
		sum[i] += fig(v, i)
	}
}

// paging turns page and per-page into the window [first, last) of total
// rows; page 0 is every row.
func paging(q ReportQuery, total int) (first, last, page, lastPage, per int) {
	per = q.PerPage
	if per <= 0 {
		per = 10
	}
	per = min(per, 100)
	lastPage = max(1, (total+per-1)/per)
	if q.Page <= 0 {
		return 0, total, 0, lastPage, per
	}
	page = min(q.Page, lastPage)
	first = (page - 1) * per
	return first, min(total, first+per), page, lastPage, per
}

// pageOf cuts one page out of every row.
func pageOf[T any](rows []T, q ReportQuery) Page[T] {
	first, last, page, lastPage, per := paging(q, len(rows))
	if rows == nil {
		rows = []T{}
	}
	return Page[T]{Data: rows[first:last], CurrentPage: max(page, 1), LastPage: lastPage, Total: len(rows), PerPage: per}
}

// ratio is total/qty rounded to the centavo (0 when qty is 0).
func ratio(total Money, qty int64) Money {
	if qty == 0 {
		return 0
	}
	half := qty / 2
	if total < 0 {
		half = -half
	}
	return (total + Money(half)) / Money(qty)
}

// allBranchIDs lists every branch id.
func allBranchIDs(tx store.Tx) (ids []uint64) {
	_ = tx.Bucket(bktBranches).ForEach(func(k, _ []byte) error {
		ids = append(ids, btoi(k))
		return nil
	})
	return ids
}
