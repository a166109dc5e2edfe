package engine

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// killChildDir names, in the environment of a child process of the test
// binary, the data folder TestKillChildSeller sells into.
const killChildDir = "SGC_KILL_CHILD_DIR"

// TestKilledWhileSellingKeepsAcknowledgedSales runs sixteen sellers in a
// child process (fsync on, grouped commits), kills it with SIGKILL at a
// random moment and reopens the store: every sale the child saw acknowledged
// is there, and stock still equals the kardex.
func TestKilledWhileSellingKeepsAcknowledgedSales(t *testing.T) {
	dir := t.TempDir()
	e, err := Open(dir, Options{})
	skOK(t, err)
	benchProducts(t, e)
	skOK(t, e.Close())

	cmd := exec.Command(os.Args[0], "-test.run=^TestKillChildSeller$", "-test.count=1")
	cmd.Env = append(os.Environ(), killChildDir+"="+dir)
	out, err := cmd.StdoutPipe()
	skOK(t, err)
	cmd.Stderr = os.Stderr
	skOK(t, cmd.Start())
	acked := map[uint64]bool{}
	lines := bufio.NewScanner(out)
	killAt := 100 + rand.IntN(400)
	killed := false
	for lines.Scan() {
		id, ok := strings.CutPrefix(lines.Text(), "venta ")
		if !ok {
			continue
		}
		n, err := strconv.ParseUint(id, 10, 64)
		skOK(t, err)
		acked[n] = true
		if len(acked) == killAt && !killed {
			// A random moment inside the stream of commits.
			time.Sleep(time.Duration(rand.IntN(3000)) * time.Microsecond)
			skOK(t, cmd.Process.Signal(syscall.SIGKILL))
			killed = true
		}
	}
	_ = cmd.Wait()
	if !killed {
		t.Fatalf("the child stopped after %d sales before it was killed", len(acked))
	}

	e, err = Open(dir, Options{})
	skOK(t, err)
	defer e.Close()
	skOK(t, e.view(func(tx ReadTx) error {
		for id := range acked {
			if tx.Bucket(bktSales).Get(itob(id)) == nil {
				t.Errorf("sale %d was acknowledged and is lost", id)
			}
		}
		t.Logf("%d acknowledged sales, %d in the store", len(acked), tx.Bucket(bktSales).KeyN())
		return nil
	}))
	diffs, err := e.VerifyKardex(nil)
	skOK(t, err)
	if len(diffs) > 0 {
		t.Fatalf("stock differs from kardex after the kill: %+v", diffs[0])
	}
	adiffs, err := e.VerifyAggregates(nil)
	skOK(t, err)
	if len(adiffs) > 0 {
		t.Fatalf("per-day figures differ from the documents after the kill: %+v", adiffs[0])
	}
}

// TestKillChildSeller is the child of the test above; alone it does nothing.
// It prints "venta <id>" for each sale once CreateSale has answered.
func TestKillChildSeller(t *testing.T) {
	dir := os.Getenv(killChildDir)
	if dir == "" {
		t.Skip("run by TestKilledWhileSellingKeepsAcknowledgedSales")
	}
	e, err := Open(dir, Options{})
	skOK(t, err)
	var products []uint64
	skOK(t, e.view(func(tx ReadTx) error {
		return tx.Bucket(bktProducts).ForEach(func(k, _ []byte) error { products = append(products, btoi(k)); return nil })
	}))
	var mu sync.Mutex
	var wg sync.WaitGroup
	for s := range 16 {
		wg.Go(func() {
			for i := 0; ; i++ {
				var lines []SaleLineInput
				for j := range 5 {
					lines = append(lines, skLine(products[(i*5+j+s)%len(products)], 1, 10000))
				}
				id, err := e.CreateSale(superActor(), skSale(MainBranch, lines...))
				if err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				fmt.Fprintf(os.Stdout, "venta %d\n", id)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
}
