package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"sgc/cluster"
	"sgc/engine"
	"sgc/internal/loopback"
)

// The cluster tests run real members: this test binary re-executed as
// `sgc serve ...` with its own folder and ports on loopback.

const reexecEnv = "SGC_TEST_REEXEC"

func TestMain(m *testing.M) {
	if os.Getenv(reexecEnv) == "1" {
		os.Exit(Main(os.Args[1:]))
	}
	os.Exit(m.Run())
}

// sgcCmd is this binary running the sgc command line with args.
func sgcCmd(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), reexecEnv+"=1")
	return cmd
}

// runSGC runs one command to its end and answers its output and exit code.
func runSGC(t testing.TB, timeout time.Duration, args ...string) (string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := sgcCmd(args...)
	cmd = exec.CommandContext(ctx, cmd.Path, cmd.Args[1:]...)
	cmd.Env = append(os.Environ(), reexecEnv+"=1")
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		t.Fatalf("sgc %v did not end within %v:\n%s", args, timeout, out)
	}
	code := 0
	if err != nil {
		code = cmd.ProcessState.ExitCode()
	}
	return string(out), code
}

// proc is one member: its folder, its sgc and peer addresses, its process.
type proc struct {
	t          testing.TB
	name       string
	dir        string
	addr, peer string
	cmd        *exec.Cmd
	exited     chan struct{} // closed when cmd ends
	single     bool          // a single machine: no cluster flags
	logPath    string
}

func newProc(t testing.TB, name string) *proc {
	dir := t.TempDir()
	p := &proc{t: t, name: name, dir: dir, addr: loopback.Addr(t), peer: loopback.Addr(t), logPath: filepath.Join(dir, "..", name+".log")}
	t.Cleanup(func() {
		p.kill()
		if t.Failed() {
			raw, _ := os.ReadFile(p.logPath)
			t.Logf("log of %s:\n%s", p.name, tail(string(raw), 3000))
		}
	})
	return p
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

func (p *proc) url() string { return "http://" + p.addr }

// start runs sgc serve on the member's folder with extra flags, and waits
// until it answers HTTP.
func (p *proc) start(extra ...string) {
	p.t.Helper()
	log, err := os.OpenFile(p.logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		p.t.Fatal(err)
	}
	defer log.Close()
	args := []string{"serve", "--data", p.dir, "--addr", p.addr}
	if !p.single {
		args = append(args, "--cluster-addr", p.peer)
	}
	args = append(args, extra...)
	p.cmd = sgcCmd(args...)
	p.cmd.Stdout, p.cmd.Stderr = log, log
	if err := p.cmd.Start(); err != nil {
		p.t.Fatal(err)
	}
	exited := make(chan struct{})
	p.exited = exited
	go func(cmd *exec.Cmd) { cmd.Wait(); close(exited) }(p.cmd)
	deadline := time.Now().Add(90 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case <-exited:
			raw, _ := os.ReadFile(p.logPath)
			p.t.Fatalf("%s exited at start:\n%s", p.name, tail(string(raw), 2000))
		default:
		}
		if res, err := http.Get(p.url() + "/api/cluster/salud"); err == nil {
			res.Body.Close()
			return
		}
		time.Sleep(200 * time.Millisecond)
	}
	p.t.Fatalf("%s did not answer within 90 s", p.name)
}

// kill ends the member at once (kill -9), as a power cut does.
func (p *proc) kill() { p.signal(syscall.SIGKILL) }

// stop ends the member as an operator does.
func (p *proc) stop() { p.signal(syscall.SIGTERM) }

func (p *proc) signal(sig syscall.Signal) {
	if p.cmd == nil || p.cmd.Process == nil {
		return
	}
	_ = p.cmd.Process.Signal(sig)
	select {
	case <-p.exited:
	case <-time.After(30 * time.Second):
		_ = p.cmd.Process.Kill()
		<-p.exited
	}
	p.cmd = nil
}

var httpc = &http.Client{Timeout: 20 * time.Second}

// call sends one JSON call and answers the status and the decoded object;
// status 0 means no answer (the member is down).
func call(method, url, token string, body any) (int, map[string]any) {
	var rd io.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		rd = bytes.NewReader(raw)
	}
	req, _ := http.NewRequest(method, url, rd)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	res, err := httpc.Do(req)
	if err != nil {
		return 0, nil
	}
	defer res.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(res.Body).Decode(&out)
	return res.StatusCode, out
}

// readToken answers the join token the first member wrote.
func readToken(t testing.TB, p *proc) string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(p.dir, cluster.Folder, cluster.TokenFile))
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(raw))
}

// login signs admin in through p.
func login(t testing.TB, p *proc) string {
	t.Helper()
	status, body := call("POST", p.url()+"/api/login", "", map[string]string{"usuario": "admin", "password": procPassword})
	if status != http.StatusOK {
		t.Fatalf("login on %s: %d %v", p.name, status, body)
	}
	return body["token"].(string)
}

const procPassword = "clave-del-grupo-1"

// procShop is the single machine's business the first member imports: a
// second branch, and two products with stock in the main branch.
type procShop struct {
	norte     uint64
	load, few uint64 // a product with plenty of stock; one with fewStock
}

const fewStock = 30

func makeShop(t testing.TB, dir string) procShop {
	t.Helper()
	eng, err := engine.Open(dir, engine.Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	_, _, err = eng.Bootstrap(procPassword)
	must(err)
	var s procShop
	s.norte, err = eng.SaveBranch(0, engine.BranchInput{Sucursal: "Sucursal Norte", NombreOficial: "Comercial Norte", Grupo: "2",
		Direccion: "Av. Busch 100", Precios: [6]string{"1", "1", "1", "1", "1", "1"}})
	must(err)
	unit, err := eng.SaveUnit(0, engine.UnitInput{Unidad: "Unidad", Sigla: "UND"})
	must(err)
	cat, err := eng.SaveCategory(0, engine.CategoryInput{Categoria: "Herramientas"})
	must(err)
	root := engine.Actor{UserID: 1, Roles: []string{engine.RoleSuper}, Home: 1, Branch: 1}
	ids := [2]uint64{}
	for i, name := range []string{"Taladro percutor", "Martillo carpintero"} {
		ids[i], err = eng.SaveProduct(root, 0, engine.ProductInput{Codigo: fmt.Sprintf("HER-%03d", i+1), Producto: name,
			Unidad: fmt.Sprint(unit), Categoria: fmt.Sprint(cat), Costo: "50", Precios: [6]string{"100", "90", "80", "70", "60", "0"}})
		must(err)
	}
	s.load, s.few = ids[0], ids[1]
	must(eng.InitialLoad(root, engine.InitialLoadInput{Sucursal: 1, Producto: engine.ID(s.load), Cantidad: 100000, Costo: 5000}))
	must(eng.InitialLoad(root, engine.InitialLoadInput{Sucursal: 1, Producto: engine.ID(s.few), Cantidad: fewStock, Costo: 5000}))
	return s
}

// sale is a Contado sale of one unit of product in branch 1.
func sale(product uint64) map[string]any {
	return map[string]any{"cliente": 1, "razon_social": "Constructora Andina", "nit": "4455667", "tipo_pago": "Contado",
		"metodo_pago": "Efectivo", "descuento": 0, "total": 100.0, "sucursal": 1,
		"productos": []any{map[string]any{"id": product, "cantidad": 1, "precio": 100.0, "serie": "", "idCarrito": "1"}}}
}

// leaderOf answers which of procs the cluster calls its leader, asking p.
func leaderOf(t testing.TB, p *proc, token string, procs []*proc) *proc {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		status, body := call("GET", p.url()+"/api/cluster/estado", token, nil)
		if status == http.StatusOK {
			for _, m := range body["miembros"].([]any) {
				m := m.(map[string]any)
				if m["lider"] != true {
					continue
				}
				for _, q := range procs {
					if q.peer == m["cluster_addr"] {
						return q
					}
				}
			}
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Fatal("no leader")
	return nil
}

// eventually retries check until it holds or 20 s pass.
func eventually(t *testing.T, what string, check func() bool) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !check() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within 20 s", what)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
