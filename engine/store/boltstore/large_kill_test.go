package boltstore

import (
	"bufio"
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"sgc/engine/store"
)

// killLargePath names, in a child process of the test binary, the file
// TestKillLargeChild writes to; killLargeRound the round it writes.
const (
	killLargePath  = "SGC_KILL_LARGE_PATH"
	killLargeRound = "SGC_KILL_LARGE_ROUND"
)

// killLargeKeys is how many keys each round rewrites, in parts of 64 KiB
// with fsync on: about 70 parts.
const killLargeKeys = 20000

// TestKilledLargeWriteIsAllOrNothing kills a child writing a large write
// that rewrites every key, six times: once its fn has written a random
// number of keys, and (every other round) once it has returned, the
// decision and the deletion of the undo entries under way. It opens the file each time: every key holds
// the round before or every key holds this round, the sequence goes with
// them, and no undo entry is left.
func TestKilledLargeWriteIsAllOrNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("kills a child process")
	}
	path := filepath.Join(t.TempDir(), "sgc.db")
	s, err := Open(path, Options{})
	must(t, err)
	must(t, s.UpdateLarge(func(tx store.Tx) error { return writeRound(tx, -1) }))
	must(t, s.Close())
	last, landed := -1, 0
	left := map[string]int{} // what each kill left for Open to settle
	for round := range 6 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKillLargeChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), killLargePath+"="+path, fmt.Sprintf("%s=%d", killLargeRound, round))
		out, err := cmd.StdoutPipe()
		must(t, err)
		cmd.Stderr = os.Stderr
		must(t, cmd.Start())
		at := "escrito"
		if round%2 == 0 {
			at = fmt.Sprint("clave ", rand.IntN(killLargeKeys/1000)*1000)
		}
		lines := bufio.NewScanner(out)
		for lines.Scan() && lines.Text() != at {
		}
		if round%2 == 1 { // before, during or after the deletion of the undo entries
			time.Sleep(time.Duration(rand.IntN(150)) * time.Millisecond)
		}
		must(t, cmd.Process.Signal(syscall.SIGKILL))
		_ = cmd.Wait()
		left[leftBy(t, path)]++

		s, err := Open(path, Options{})
		must(t, err)
		must(t, s.Check())
		must(t, s.db.View(func(tx *bolt.Tx) error {
			if tx.Bucket(undoName) != nil {
				t.Errorf("round %d: the undo keyspace is left after Open", round)
			}
			return nil
		}))
		must(t, s.View(func(tx store.Tx) error {
			a := tx.Bucket([]byte("a"))
			got := roundOf(a.Get(key(0)))
			if got != last && got != round {
				t.Fatalf("round %d: key 0 holds round %d, after round %d", round, got, last)
			}
			n := 0
			err := a.ForEach(func(k, v []byte) error {
				if roundOf(v) != got {
					t.Fatalf("round %d: key %s holds round %d, key 0 round %d", round, k, roundOf(v), got)
				}
				n++
				return nil
			})
			if n != killLargeKeys || a.Sequence() != uint64(got+2) {
				t.Fatalf("round %d: %d keys, sequence %d, for round %d", round, n, a.Sequence(), got)
			}
			if got == round {
				landed++
			}
			last = got
			return err
		}))
		must(t, s.Close())
	}
	t.Logf("%d of 6 killed writes had landed; the kills left %v", landed, left)
}

// leftBy tells what a killed large write left in the file at path: parts
// to undo, undo entries to delete, or nothing.
func leftBy(t *testing.T, path string) (what string) {
	t.Helper()
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	must(t, err)
	defer db.Close()
	must(t, db.View(func(tx *bolt.Tx) error {
		switch u := tx.Bucket(undoName); {
		case u == nil:
			what = "nothing"
		case u.Get(decidedKey) == nil:
			what = "parts to undo"
		default:
			what = "undo entries to delete"
		}
		return nil
	}))
	return what
}

// TestKillLargeChild is the child of TestKilledLargeWriteIsAllOrNothing;
// alone it does nothing.
func TestKillLargeChild(t *testing.T) {
	path := os.Getenv(killLargePath)
	if path == "" {
		t.Skip("run by TestKilledLargeWriteIsAllOrNothing")
	}
	var round int
	fmt.Sscan(os.Getenv(killLargeRound), &round)
	s, err := Open(path, Options{PartBytes: 64 << 10})
	must(t, err)
	must(t, s.UpdateLarge(func(tx store.Tx) error {
		err := writeRound(tx, round)
		fmt.Println("escrito")
		return err
	}))
	time.Sleep(time.Hour) // wait for the kill
}

// writeRound writes round into every key and draws one sequence number
// (the sequence is round+2 after it), spilling after each key and telling
// every thousandth on the standard output.
func writeRound(tx store.Tx, round int) error {
	a, err := tx.CreateBucketIfNotExists([]byte("a"))
	if err != nil {
		return err
	}
	if err := a.SetSequence(uint64(round + 1)); err != nil {
		return err
	}
	if _, err := a.NextSequence(); err != nil {
		return err
	}
	value := append(fmt.Appendf(nil, "%d|", round), bytes.Repeat([]byte("x"), 100)...)
	for i := range killLargeKeys {
		if i%1000 == 0 {
			fmt.Println("clave", i)
		}
		if err := a.Put(key(i), value); err != nil {
			return err
		}
		if err := tx.(store.Spiller).Spill(); err != nil {
			return err
		}
	}
	return nil
}

func roundOf(v []byte) (r int) {
	fmt.Sscanf(string(v), "%d|", &r)
	return r
}
