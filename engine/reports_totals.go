package engine

import (
	"cmp"
	"slices"
	"strings"
	"time"
)

// DayTotalsRow is one branch on one day of ventas-totales.
type DayTotalsRow struct {
	Fecha      string `json:"fecha"`
	SucursalID uint64 `json:"sucursal_id"`
	Sucursal   string `json:"sucursal"`
	SalesTotals
}

// DayPoint is the net sales of one day over every branch of the scope (the chart).
type DayPoint struct {
	Fecha     string `json:"fecha"`
	TotalNeto Money  `json:"total_neto"`
}

// DayTotalsReport is a page of ventas-totales, its totals and the daily series.
type DayTotalsReport struct {
	Page[DayTotalsRow]
	Totales SalesTotals `json:"totales"`
	Serie   []DayPoint  `json:"serie"`
}

// DayTotalsReport is ventas-totales: sales, discounts, returns and net per
// branch and day of the range, newest day first, straight from the per-day rows.
func (e *Engine) DayTotalsReport(actor Actor, sc ReportScope, q ReportQuery) (r DayTotalsReport, err error) {
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		var rows []DayTotalsRow
		sum := make([]int64, saleFigureCount)
		serie := map[string]Money{}
		scanAgg(tx, bktAggSales, sc, func(k, v []byte) bool {
			f := decodeFigures(v, saleFigureCount)
			for i := range sum {
				sum[i] += f[i]
			}
			b := btoi(k[:8])
			row := DayTotalsRow{Fecha: dayDate(btoi(k[8:16])), SucursalID: b, Sucursal: nm.branch(b), SalesTotals: salesTotals(f)}
			rows = append(rows, row)
			serie[row.Fecha] += row.TotalNeto
			return true
		})
		slices.SortFunc(rows, func(a, b DayTotalsRow) int {
			return cmp.Or(strings.Compare(b.Fecha, a.Fecha), cmp.Compare(a.SucursalID, b.SucursalID))
		})
		r.Page, r.Totales = pageOf(rows, q), salesTotals(sum)
		r.Serie = []DayPoint{}
		for d := sc.from; d <= sc.to; d++ {
			r.Serie = append(r.Serie, DayPoint{Fecha: dayDate(d), TotalNeto: serie[dayDate(d)]})
		}
		return nil
	})
	return r, err
}

// VoidRow is one void of the anulaciones report, from the audit log.
type VoidRow struct {
	ID          uint64    `json:"id"`
	Fecha       time.Time `json:"fecha"`
	Tipo        string    `json:"tipo"`
	Documento   string    `json:"documento"`
	DocumentoID uint64    `json:"documento_id"`
	Motivo      string    `json:"motivo"`
	Monto       Money     `json:"monto"`
	Usuario     string    `json:"usuario"`
	SucursalID  uint64    `json:"sucursal_id"`
	Sucursal    string    `json:"sucursal"`
}

// VoidsReport is a page of anulaciones with the amount voided.
type VoidsReport struct {
	Page[VoidRow]
	TotalMonto Money `json:"total_monto"`
}

// isVoid tells a void (of a sale, a line, a purchase, a transfer, a
// catalogue...) among the audit log's entries by its kind.
func isVoid(tipo string) bool { return strings.HasPrefix(strings.ToLower(tipo), "anulaci") }

// VoidsReport lists every void of the range in the scope's branches, oldest
// first. The audit log is in time order, so the range is found by a binary
// search on its sequence and read from there.
func (e *Engine) VoidsReport(actor Actor, sc ReportScope, q ReportQuery) (r VoidsReport, err error) {
	from, to := sc.span()
	in := map[uint64]bool{}
	for _, b := range sc.Branches {
		in[b] = true
	}
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		b := tx.Bucket(bktAudit)
		at := func(seq uint64) (a AuditEntry, err error) {
			_, err = getJSON(b, itob(seq), &a)
			return a, err
		}
		lo, hi := uint64(1), b.Sequence()+1
		for lo < hi { // first entry at or after from
			mid := lo + (hi-lo)/2
			a, err := at(mid)
			if err != nil {
				return err
			}
			if a.Seq != 0 && a.Fecha.Before(from) {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		var rows []VoidRow
		c := b.Cursor()
		for k, raw := c.Seek(itob(lo)); k != nil; k, raw = c.Next() {
			var a AuditEntry
			if err := jsonUnmarshal(raw, &a); err != nil {
				return err
			}
			if !a.Fecha.Before(to) {
				break
			}
			if !isVoid(a.Tipo) || !in[a.Sucursal] {
				continue
			}
			rows = append(rows, VoidRow{ID: a.Seq, Fecha: a.Fecha, Tipo: a.Tipo, Documento: a.Documento, DocumentoID: a.DocumentoID,
				Motivo: a.Motivo, Monto: a.Monto, Usuario: cmp.Or(nm.user(a.UsuarioID), a.Usuario), SucursalID: a.Sucursal, Sucursal: nm.branch(a.Sucursal)})
			r.TotalMonto += a.Monto
		}
		r.Page = pageOf(rows, q)
		return nil
	})
	return r, err
}
