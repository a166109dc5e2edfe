package engine

import (
	"sync"
	"testing"
	"time"

	"sgc/engine/store"
)

// TestGroupedSalesOneOverStock queues sales behind a held write so that the
// store commits them together, one of them over the stock: that one is
// refused with the stock message and leaves no trace, and the others all
// commit with consecutive numbers, whether the refused sale comes first in
// the group or in the middle.
func TestGroupedSalesOneOverStock(t *testing.T) {
	for _, failFirst := range []bool{true, false} {
		name := "refused in the middle"
		if failFirst {
			name = "refused first"
		}
		t.Run(name, func(t *testing.T) {
			w := skSetup(t)
			w.load(t, w.b2, w.p[0], 10)
			w.load(t, w.b2, w.p[1], 5)

			started, release, held := make(chan struct{}), make(chan struct{}), make(chan error, 1)
			var once sync.Once
			go func() {
				held <- w.e.db.Update(func(store.Tx) error {
					once.Do(func() { close(started) })
					<-release
					return nil
				})
			}()
			<-started

			sales := []SaleInput{
				skSale(w.b2, skLine(w.p[0], 1, 10000)),
				skSale(w.b2, skLine(w.p[0], 2, 10000), skLine(w.p[1], 2, 10000)),
				skSale(w.b2, skLine(w.p[1], 6, 10000)), // over the stock
				skSale(w.b2, skLine(w.p[1], 3, 10000)),
				skSale(w.b2, skLine(w.p[0], 4, 10000)),
			}
			over := 2
			if failFirst {
				sales[0], sales[over] = sales[over], sales[0]
				over = 0
			}
			ids := make([]uint64, len(sales))
			errs := make([]error, len(sales))
			var wg sync.WaitGroup
			for i, in := range sales {
				wg.Go(func() { ids[i], errs[i] = w.e.CreateSale(w.seller, in) })
				time.Sleep(20 * time.Millisecond) // queue in this order
			}
			close(release)
			wg.Wait()
			skOK(t, <-held)

			got := map[uint64]bool{}
			for i, err := range errs {
				if i == over {
					wantField(t, err, "productos.0.cantidad")
					continue
				}
				skOK(t, err)
				got[ids[i]] = true
			}
			for id := uint64(1); id <= 4; id++ {
				if !got[id] {
					t.Fatalf("sale numbers %v, want 1 to 4: the refused sale took a number", ids)
				}
			}
			if s0, s1 := w.stock(t, w.b2, w.p[0]), w.stock(t, w.b2, w.p[1]); s0 != 3 || s1 != 0 {
				t.Fatalf("stock %d and %d, want 3 and 0", s0, s1)
			}
			skCheckDocs(t, w.e)
		})
	}
}
