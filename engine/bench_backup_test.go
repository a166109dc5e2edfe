package engine

import (
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"sgc/engine/store/boltstore"
)

// BenchmarkBackup writes a snapshot of a store holding 20,000 five-line
// sales to a file (fsync and rename included) while one seller keeps
// committing, and reports the snapshot's size, its rate and the sales that
// committed during it: a backup never stops sales.
func BenchmarkBackup(b *testing.B) {
	e, products := benchStore(b)
	bolt := e.db.(*boltstore.Store)
	bolt.SetNoSync(true) // filling the store is not what is measured
	for i := range 20000 {
		var lines []SaleLineInput
		for j := range 5 {
			lines = append(lines, skLine(products[(i*5+j)%len(products)], 1, 10000))
		}
		if _, err := e.CreateSale(superActor(), skSale(MainBranch, lines...)); err != nil {
			b.Fatal(err)
		}
	}
	bolt.SetNoSync(false)
	stop := make(chan struct{})
	var during atomic.Int64
	go func() {
		for {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := e.CreateSale(superActor(), skSale(MainBranch, skLine(products[0], 1, 10000))); err == nil {
				during.Add(1)
			}
		}
	}()
	dir := b.TempDir()
	b.ResetTimer()
	start := time.Now()
	var size int64
	for i := range b.N {
		n, err := e.WriteBackupFile(filepath.Join(dir, BackupName(time.Unix(int64(i), 0))))
		if err != nil {
			b.Fatal(err)
		}
		size = n
	}
	took := time.Since(start)
	b.StopTimer()
	close(stop)
	b.ReportMetric(float64(size)/(1<<20), "MB")
	b.ReportMetric(float64(size)*float64(b.N)/(1<<20)/took.Seconds(), "MB/s")
	b.ReportMetric(float64(during.Load())/took.Seconds(), "sales/s-during")
}
