package engine

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"go.etcd.io/etcd/api/v3/mvccpb"
	clientv3 "go.etcd.io/etcd/client/v3"
)

// TestKilledClusterImportIsAllOrNothing kills a child importing 4,000
// products with stock in four branches (about 60,000 keys: two etcd Txns'
// worth, so the commit goes in parts, etcdstore/bigcommit.go) into an
// embedded etcd member with fsync on, and starts the member again on the
// same folder. The parent follows the child's member and kills it:
//
//   - round 0 just after the commit's marker is written, while its parts are
//     being applied: the commit was decided, so the restart finishes it and
//     every product is there;
//   - round 1 while the journal is being written: none or all, never a part;
//   - round 2 after the import was acknowledged: every product is there.
//
// After each restart nothing is left under the commit's private keys, stock
// equals the kardex, the per-day figures and the audit chain hold.
func TestKilledClusterImportIsAllOrNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("kills a child process")
	}
	dir := t.TempDir()
	e, _, stop := openKillEngine(t, dir, "etcd")
	_, _, err := e.Bootstrap(testAdminPassword)
	skOK(t, err)
	for _, s := range []string{"Norte", "Sur", "El Alto"} {
		mdAddBranch(t, e, s)
	}
	stop()
	for round := range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKillChildImporter$", "-test.count=1")
		cmd.Env = append(os.Environ(), killImportDir+"="+dir, fmt.Sprintf("SGC_KILL_IMPORT_ROUND=%d", round), killImportStore+"=etcd")
		out, err := cmd.StdoutPipe()
		skOK(t, err)
		cmd.Stderr = os.Stderr
		skOK(t, cmd.Start())
		lines := bufio.NewScanner(out)
		var addr string
		for addr == "" && lines.Scan() {
			addr, _ = strings.CutPrefix(lines.Text(), "cliente ")
		}
		cli, err := clientv3.New(clientv3.Config{Endpoints: []string{"http://" + addr}, DialTimeout: 10 * time.Second})
		skOK(t, err)
		ctx, cancel := context.WithCancel(context.Background())
		journal, marker := make(chan struct{}), make(chan struct{})
		go watchLargeCommit(ctx, cli, journal, marker)
		committed := make(chan struct{})
		go func() {
			for lines.Scan() {
				if lines.Text() == "importado" {
					close(committed)
				}
			}
		}()
		deadline := time.After(3 * time.Minute)
		wait := func(c chan struct{}, what string) {
			select {
			case <-c:
			case <-deadline:
				cmd.Process.Kill()
				t.Fatalf("round %d: no %s", round, what)
			}
		}
		switch round {
		case 0:
			wait(marker, "marker")
			time.Sleep(time.Duration(rand.IntN(300)) * time.Millisecond)
		case 1:
			wait(journal, "journal")
			time.Sleep(time.Duration(rand.IntN(200)) * time.Millisecond)
		default:
			wait(committed, "acknowledgement")
		}
		skOK(t, cmd.Process.Signal(syscall.SIGKILL))
		_ = cmd.Wait()
		cancel()
		cli.Close()

		e, m, stop := openKillEngine(t, dir, "etcd")
		n := 0
		skOK(t, e.view(func(tx ReadTx) error {
			return tx.Bucket(bktProducts).ForEach(func(k, _ []byte) error {
				if strings.HasPrefix(productName(tx, btoi(k)), fmt.Sprintf("Kill %d ", round)) {
					n++
				}
				return nil
			})
		}))
		switch {
		case n != 0 && n != killImportRows:
			t.Fatalf("round %d: %d of %d products landed", round, n, killImportRows)
		case n == 0 && round != 1:
			t.Fatalf("round %d: a decided import was lost", round)
		}
		left, err := m.Client.Get(context.Background(), "sgc/p/", clientv3.WithPrefix(), clientv3.WithCountOnly())
		skOK(t, err)
		if left.Count != 0 {
			t.Fatalf("round %d: %d keys of the large commit left after the restart", round, left.Count)
		}
		checkImportIntact(t, e, fmt.Sprintf("round %d", round))
		t.Logf("round %d: %d products landed", round, n)
		stop()
	}
}

// watchLargeCommit closes journal at the first part of a large commit's
// journal and marker when its marker is written.
func watchLargeCommit(ctx context.Context, cli *clientv3.Client, journal, marker chan struct{}) {
	var j, m bool
	for resp := range cli.Watch(ctx, "sgc/p/", clientv3.WithPrefix()) {
		for _, ev := range resp.Events {
			if ev.Type != mvccpb.PUT {
				continue
			}
			switch k := string(ev.Kv.Key); {
			case !j && strings.HasPrefix(k, "sgc/p/j/"):
				j = true
				close(journal)
			case !m && k == "sgc/p/m":
				m = true
				close(marker)
			}
		}
	}
}
