package engine

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"sgc/engine/store/etcdstore"
	"sgc/engine/store/etcdstore/etcdtest"
)

// killImportDir names, in the environment of a child process of the test
// binary, the data folder TestKillChildImporter imports into.
const killImportDir = "SGC_KILL_IMPORT_DIR"

// killImportStore names, in the child's environment, the store it imports
// into: "" for bbolt, "etcd" for a member whose data lives in the folder.
const killImportStore = "SGC_KILL_IMPORT_STORE"

// killImportRows is the size of the import the child runs: large enough that
// its one transaction takes a while (about a second here) to build and commit.
const killImportRows = 4000

// TestKilledImportIsAllOrNothing kills a child importing 4,000 products with
// opening stock in four branches (fsync on), three times,
// and reopens the store each time: either every product landed or none did,
// stock equals the kardex, the per-day figures and the audit chain hold.
// The third kill comes after the import was acknowledged, so it must be
// there. The import is one store transaction, which bbolt commits in parts
// of 4 MiB (this one in several): a kill between them leaves parts that
// the restart undoes, or, after the last, undo entries that it deletes.
func TestKilledImportIsAllOrNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("kills a child process")
	}
	dir := t.TempDir()
	e, err := Open(dir, Options{})
	skOK(t, err)
	_, _, err = e.Bootstrap(testAdminPassword)
	skOK(t, err)
	for _, s := range []string{"Norte", "Sur", "El Alto"} {
		mdAddBranch(t, e, s)
	}
	skOK(t, e.Close())
	landed := 0
	for round := range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKillChildImporter$", "-test.count=1")
		cmd.Env = append(os.Environ(), killImportDir+"="+dir, fmt.Sprintf("SGC_KILL_IMPORT_ROUND=%d", round))
		out, err := cmd.StdoutPipe()
		skOK(t, err)
		cmd.Stderr = os.Stderr
		skOK(t, cmd.Start())
		lines := bufio.NewScanner(out)
		for lines.Scan() && lines.Text() != "importando" {
		}
		committed := make(chan struct{})
		go func() {
			for lines.Scan() {
				if lines.Text() == "importado" {
					close(committed)
				}
			}
		}()
		if round < 2 { // anywhere from the plan to just after the commit
			time.Sleep(time.Duration(rand.IntN(2500)) * time.Millisecond)
		} else { // after the commit was acknowledged: it must have landed whole
			<-committed
		}
		skOK(t, cmd.Process.Signal(syscall.SIGKILL))
		_ = cmd.Wait()

		e, err := Open(dir, Options{})
		skOK(t, err)
		n := 0
		skOK(t, e.view(func(tx ReadTx) error {
			return tx.Bucket(bktProducts).ForEach(func(k, _ []byte) error {
				if strings.HasPrefix(productName(tx, btoi(k)), fmt.Sprintf("Kill %d ", round)) {
					n++
				}
				return nil
			})
		}))
		if n != 0 && n != killImportRows {
			t.Fatalf("round %d: %d of %d products landed", round, n, killImportRows)
		}
		if n > 0 {
			landed++
		} else if round == 2 {
			t.Fatal("an acknowledged import was lost")
		}
		diffs, err := e.VerifyKardex(nil)
		skOK(t, err)
		if len(diffs) > 0 {
			t.Fatalf("round %d: stock differs from kardex: %+v", round, diffs[0])
		}
		adiffs, err := e.VerifyAggregates(nil)
		skOK(t, err)
		if len(adiffs) > 0 {
			t.Fatalf("round %d: per-day figures differ: %+v", round, adiffs[0])
		}
		if brk, _, err := e.VerifyAudit(nil); err != nil || brk != nil {
			t.Fatalf("round %d: audit chain: %v %+v", round, err, brk)
		}
		skOK(t, e.Close())
	}
	t.Logf("%d of 3 killed imports had committed", landed)
}

// TestKillChildImporter is the child of the tests that kill an import; alone
// it does nothing. It prints "importando" once the import starts (after
// "cliente ADDR", the member's client address, on etcd).
func TestKillChildImporter(t *testing.T) {
	dir := os.Getenv(killImportDir)
	if dir == "" {
		t.Skip("run by TestKilledImportIsAllOrNothing")
	}
	e, m, _ := openKillEngine(t, dir, os.Getenv(killImportStore))
	if m != nil {
		fmt.Println("cliente", m.Etcd.Clients[0].Addr())
	}
	round := os.Getenv("SGC_KILL_IMPORT_ROUND")
	rows := [][]string{{"codigo", "producto", "unidad", "categoria", "precio", "stock Casa Matriz", "stock Norte", "stock Sur", "stock El Alto"}}
	for i := range killImportRows {
		rows = append(rows, []string{fmt.Sprintf("K%s-%05d", round, i), fmt.Sprintf("Kill %s %d", round, i), "Pieza", "Cat", "10,50", "5", "4", "3", "2"})
	}
	fmt.Println("importando")
	if _, _, err := e.Import(superActor(), &ImportRequest{Kind: ImportProductos, Sheets: []ImportSheet{imSheet(SheetProductos, rows...)}}); err != nil {
		t.Error(err)
	}
	fmt.Println("importado")
	time.Sleep(time.Hour) // wait for the kill
}

// openKillEngine opens the engine of a kill test's data folder on kind's
// store ("" bbolt, "etcd" a member with fsync on in dir/etcd, answered as
// m) and answers how to close it.
func openKillEngine(t testing.TB, dir, kind string) (e *Engine, m *etcdtest.Member, stop func()) {
	t.Helper()
	if kind == "" {
		e, err := Open(dir, Options{})
		skOK(t, err)
		return e, nil, func() { skOK(t, e.Close()) }
	}
	m, err := etcdtest.StartIn(filepath.Join(dir, "etcd"), false)
	skOK(t, err)
	st, err := etcdstore.New(m.Client, etcdstore.Options{})
	skOK(t, err)
	e, err = OpenStore(st, dir)
	skOK(t, err)
	return e, m, func() { skOK(t, e.Close()); m.Stop() }
}
