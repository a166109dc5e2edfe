package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"sgc/engine"
)

// syncBuffer is an output that a test may read while a command still writes to it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}

// result is what one command run left behind.
type result struct {
	stdout, stderr *syncBuffer
	err            error
}

// run builds the root command on a test environment (stdin text, environment
// variables) and runs args until it ends or ctx is cancelled.
func run(ctx context.Context, stdin string, vars map[string]string, args ...string) result {
	r := result{stdout: &syncBuffer{}, stderr: &syncBuffer{}}
	r.err = execute(ctx, r, stdin, vars, args...)
	return r
}

// execute runs args writing to r's outputs, which the caller may read meanwhile.
func execute(ctx context.Context, r result, stdin string, vars map[string]string, args ...string) error {
	e := env{stdin: strings.NewReader(stdin), stdout: r.stdout, stderr: r.stderr,
		getenv: func(k string) string { return vars[k] }}
	root := newRootCmd(e)
	root.SetArgs(args)
	return root.ExecuteContext(ctx)
}

// runOK runs args and fails the test on an error.
func runOK(t *testing.T, stdin string, vars map[string]string, args ...string) string {
	t.Helper()
	r := run(context.Background(), stdin, vars, args...)
	if r.err != nil {
		t.Fatalf("sgc %s: %v\nstderr: %s", strings.Join(args, " "), r.err, r.stderr)
	}
	return r.stdout.String()
}

// openData opens a data folder the commands have closed again.
func openData(t *testing.T, dir string) *engine.Engine {
	t.Helper()
	e, err := engine.Open(dir, engine.Options{LockTimeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatalf("the data folder is still held: %v", err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

func TestVersion(t *testing.T) {
	if out := runOK(t, "", nil, "version"); out != "sgc versión "+Version+"\n" {
		t.Fatalf("version printed %q", out)
	}
	if r := run(context.Background(), "", nil, "version", "extra"); r.err == nil {
		t.Fatal("version takes no arguments")
	}
}

// TestLockedDataFolder: while another process (here another engine) holds the
// db, commands fail fast with one Spanish line instead of waiting.
func TestLockedDataFolder(t *testing.T) {
	dir := t.TempDir()
	holder, err := engine.Open(dir, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	// user create and passwd open the folder through the same path as user list.
	commands := [][]string{
		{"user", "list", "--data", dir},
		{"serve", "--data", dir, "--addr", "127.0.0.1:0"},
	}
	t.Run("commands", func(t *testing.T) {
		for _, args := range commands {
			t.Run(args[0], func(t *testing.T) {
				t.Parallel() // each waits out the lock timeout; together they wait once
				start := time.Now()
				r := run(context.Background(), "", nil, args...)
				took := time.Since(start)
				if r.err == nil || took > 2*time.Second {
					t.Fatalf("%v: %v after %v", args, r.err, took)
				}
				msg := r.err.Error()
				if strings.Contains(msg, "\n") || !strings.Contains(msg, "está en uso por el servidor sgc") || !strings.Contains(msg, dir) {
					t.Errorf("%v: message %q", args, msg)
				}
			})
		}
	})
	if _, err := os.Stat(filepath.Join(dir, engine.AdminPasswordFile)); !os.IsNotExist(err) {
		t.Fatalf("a refused command made first-start records: %v", err)
	}
}
