package engine

import (
	"bytes"
	"cmp"
	"fmt"
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
// first. The voids index (voids_index.go) gives each branch's voids of the
// range, so the cost follows the voids and not the rest of the audit log.
func (e *Engine) VoidsReport(actor Actor, sc ReportScope, q ReportQuery) (r VoidsReport, err error) {
	from, to := sc.span()
	err = e.view(func(tx ReadTx) error {
		nm := newNames(tx)
		audit := tx.Bucket(bktAudit)
		c := tx.Bucket(bktVoidsByDate).Cursor()
		var rows []VoidRow
		for _, br := range sc.Branches {
			end := key(br, timeKey(to))
			for k, _ := c.Seek(key(br, timeKey(from))); k != nil && bytes.Compare(k, end) < 0; k, _ = c.Next() {
				var a AuditEntry
				if len(k) != 24 {
					return fmt.Errorf("índice de anulaciones: clave dañada %x", k)
				}
				if ok, err := getJSON(audit, k[16:], &a); err != nil || !ok {
					return cmp.Or(err, fmt.Errorf("índice de anulaciones: la bitácora no tiene el registro %d", btoi(k[16:])))
				}
				rows = append(rows, VoidRow{ID: a.Seq, Fecha: a.Fecha, Tipo: a.Tipo, Documento: a.Documento, DocumentoID: a.DocumentoID,
					Motivo: a.Motivo, Monto: a.Monto, Usuario: cmp.Or(nm.user(a.UsuarioID), a.Usuario), SucursalID: a.Sucursal, Sucursal: nm.branch(a.Sucursal)})
				r.TotalMonto += a.Monto
			}
		}
		// The audit log's order, which is the order of time.
		slices.SortFunc(rows, func(a, b VoidRow) int { return cmp.Compare(a.ID, b.ID) })
		r.Page = pageOf(rows, q)
		return nil
	})
	return r, err
}
