package engine

import (
	"testing"
	"time"
)

// cashMovesPerDay is how many movements the benchmark's busy day holds.
const cashMovesPerDay = 2000

// BenchmarkCashBox measures what the cash screen costs on a busy day: the
// state of one employee's open box (rows, totals and movements) among
// cashMovesPerDay movements of the branch, and closing it.
func BenchmarkCashBox(b *testing.B) {
	e := mustOpen(b)
	a := superActor()
	cat, err := e.SaveMoneyCategory(BookIngresos, 0, CategoryInput{Categoria: "Varios"})
	skOK(b, err)
	methods := []string{"Efectivo", "Transferencia", "Cheque", "Tarjeta"}
	err = e.update(func(tx *Tx) error {
		for i := range cashMovesPerDay {
			if err := recordCash(tx, a, MainBranch, CashIngresos, methods[i%4], Money(100+i), "ingreso", uint64(cat), "x"); err != nil {
				return err
			}
		}
		return nil
	})
	skOK(b, err)
	_, err = e.OpenCash(a, MainBranch, "", CashInput{MontoInicial: "100"})
	skOK(b, err)
	b.ResetTimer()
	start := time.Now()
	for range b.N {
		st, err := e.CashBoxState(a, MainBranch, "", 0)
		if err != nil || len(st.Movimientos) != cashMovesPerDay+1 {
			b.Fatalf("state: %v %d", err, len(st.Movimientos))
		}
	}
	b.ReportMetric(float64(time.Since(start).Microseconds())/float64(b.N)/1000, "ms/state")
	b.StopTimer()
	t0 := time.Now()
	_, err = e.CloseCash(a, MainBranch, "", CashInput{MontoFinal: "100"})
	skOK(b, err)
	b.ReportMetric(float64(time.Since(t0).Microseconds())/1000, "ms/close")
}
