package backup

import (
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"sgc/engine"
)

func openEngine(t *testing.T) *engine.Engine {
	t.Helper()
	e, err := engine.Open(t.TempDir(), engine.Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.Bootstrap("clave-segura-1"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// TestRetentionOverDays: a keeper run once a day (twice on some days, as
// after a restart) for 400 simulated days keeps exactly the newest backup of
// each of the last 14 days and of each of the last 12 months.
func TestRetentionOverDays(t *testing.T) {
	e := openEngine(t)
	k := New(e, filepath.Join(t.TempDir(), "respaldos"), DefaultDaily, DefaultMonthly, quiet)
	start := time.Date(2025, 1, 1, 2, 0, 0, 0, engine.LaPaz)
	var now time.Time
	k.Now = func() time.Time { return now }
	var taken []time.Time
	for d := range 400 {
		now = start.AddDate(0, 0, d)
		times := []time.Time{now}
		if d%7 == 3 {
			times = append(times, now.Add(9*time.Hour)) // a restart later that day
		}
		for _, at := range times {
			now = at
			if _, err := k.Take(); err != nil {
				t.Fatal(err)
			}
			taken = append(taken, at.UTC())
		}
	}
	// What should remain, worked out from the list of all backups taken.
	want := map[time.Time]bool{}
	newestOf := func(key func(time.Time) string, n int) {
		seen := map[string]bool{}
		for i := len(taken) - 1; i >= 0 && len(seen) < n+1; i-- {
			k := key(taken[i].In(engine.LaPaz))
			if !seen[k] {
				seen[k] = true
				if len(seen) <= n {
					want[taken[i]] = true
				}
			}
		}
	}
	newestOf(func(t time.Time) string { return t.Format("2006-01-02") }, 14)
	newestOf(func(t time.Time) string { return t.Format("2006-01") }, 12)
	files, err := k.List()
	if err != nil {
		t.Fatal(err)
	}
	var got []time.Time
	for _, f := range files {
		got = append(got, f.Fecha)
		if !want[f.Fecha] {
			t.Errorf("kept %s", f.Nombre)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("kept %d backups, want %d", len(got), len(want))
	}
	// The last day is 2026-02-04: 14 days back to 22 January (which include
	// January's last day) plus the last days of March to December 2025.
	if len(want) != 14+10 {
		t.Fatalf("the expectation itself has %d backups", len(want))
	}
	last := taken[len(taken)-1]
	if !slices.Contains(got, last) {
		t.Fatal("the newest backup was removed")
	}
}

func TestKeepArithmetic(t *testing.T) {
	at := func(s string) time.Time {
		v, _ := time.ParseInLocation("2006-01-02 15:04", s, engine.LaPaz)
		return v
	}
	times := []time.Time{at("2025-03-10 02:00"), at("2025-03-10 20:00"), at("2025-03-09 02:00"),
		at("2025-02-28 02:00"), at("2025-02-01 02:00"), at("2025-01-15 02:00")}
	keep, drop := Keep(times, 2, 2)
	// Days: 03-10 20:00 and 03-09; months: March (03-10 20:00) and February (02-28).
	wantKeep := []time.Time{at("2025-03-10 20:00"), at("2025-03-09 02:00"), at("2025-02-28 02:00")}
	if !slices.EqualFunc(keep, wantKeep, time.Time.Equal) {
		t.Fatalf("keep %v", keep)
	}
	if len(drop) != 3 {
		t.Fatalf("drop %v", drop)
	}
	if keep, _ := Keep(times, 1, 0); len(keep) != 1 || !keep[0].Equal(at("2025-03-10 20:00")) {
		t.Fatalf("daily 1, monthly 0 keeps %v", keep)
	}
}

// TestRunAndFailure: Run takes a backup at start when none is recent, and a
// folder that cannot be written is reported as a failure until one works.
func TestRunAndFailure(t *testing.T) {
	e := openEngine(t)
	dir := filepath.Join(t.TempDir(), "respaldos")
	k := New(e, dir, 3, 1, quiet)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { k.Run(ctx); close(done) }()
	deadline := time.Now().Add(5 * time.Second)
	for {
		if files, _ := k.List(); len(files) == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no backup at start")
		}
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	<-done
	if k.due() {
		t.Fatal("a fresh backup is not due again")
	}
	k.Now = func() time.Time { return time.Now().Add(25 * time.Hour) }
	if !k.due() {
		t.Fatal("a day-old backup is due")
	}

	// A plain file where the folder should be: every write fails.
	blocked := filepath.Join(t.TempDir(), "usb")
	os.WriteFile(blocked, []byte("x"), 0o600)
	k = New(e, filepath.Join(blocked, "respaldos"), 3, 1, quiet)
	if _, err := k.Take(); err == nil {
		t.Fatal("a backup into a file succeeded")
	}
	if f := k.Failure(); f == nil || f.Mensaje == "" {
		t.Fatal("the failure was not kept")
	}
	k.dir = dir
	f, err := k.Take()
	if err != nil || k.Failure() != nil {
		t.Fatalf("a later good backup did not clear the failure: %v %v", err, k.Failure())
	}
	// An automatic backup carries its seal like any other.
	if sealed, err := engine.CheckBackupSeal(filepath.Join(dir, f.Nombre)); !sealed || err != nil {
		t.Fatalf("automatic backup: sealed %v, %v", sealed, err)
	}
	if _, ok := k.Path("../sgc.db"); ok {
		t.Fatal("a path outside the folder was accepted")
	}
}
