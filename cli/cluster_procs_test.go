package cli

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/anishathalye/porcupine"

	"sgc/cluster"
	"sgc/engine"
)

// TestClusterOfThreeProcesses forms a cluster of three sgc serve processes
// from a single machine's sgc.db, refuses joins with a wrong token or CA,
// sells, transfers and takes payments through all three while the leader is
// killed twice, then checks every acknowledged document and the verifiers on
// every member; with two members stopped the third refuses writes with the
// 503 text and still reads; back, all converge; last, a linearizability
// check of one product's stock under concurrent sales through all three.
func TestClusterOfThreeProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts three servers")
	}
	a, b, c := newProc(t, "a"), newProc(t, "b"), newProc(t, "c")
	procs := []*proc{a, b, c}
	shop := makeShop(t, a.dir)
	a.start("--cluster-init")
	if _, err := os.Stat(filepath.Join(a.dir, "sgc.db")); !os.IsNotExist(err) {
		t.Fatalf("the imported sgc.db is still the live file: %v", err)
	}
	token := readToken(t, a)
	admin := login(t, a)

	t.Run("join refused", func(t *testing.T) {
		tok, _ := cluster.ParseToken(token)
		for name, bad := range map[string]cluster.Token{
			"wrong secret": {CAHash: tok.CAHash, Secret: "no-es-el-secreto"},
			"wrong CA":     {CAHash: strings.Repeat("0f", 32), Secret: tok.Secret},
		} {
			x := newProc(t, "x")
			out, code := runSGC(t, time.Minute, "serve", "--data", x.dir, "--addr", x.addr, "--cluster-addr", x.peer,
				"--unirse", a.url(), "--token", bad.String())
			if code == 0 || !strings.Contains(out, "no se cambió nada") && !strings.Contains(out, "Token del grupo incorrecto") {
				t.Fatalf("%s: exit %d\n%s", name, code, out)
			}
			if _, err := os.Stat(filepath.Join(x.dir, cluster.Folder)); !os.IsNotExist(err) {
				t.Fatalf("%s: the refused folder has a cluster folder", name)
			}
			if _, body := call("GET", a.url()+"/api/cluster/estado", admin, nil); len(body["miembros"].([]any)) != 1 {
				t.Fatalf("%s: members %v", name, body["miembros"])
			}
		}
	})

	b.start("--unirse", a.url(), "--token", token)
	c.start("--unirse", b.url(), "--token", token) // any member admits
	eventually(t, "three voting members", func() bool {
		_, body := call("GET", c.url()+"/api/cluster/estado", admin, nil)
		ms, _ := body["miembros"].([]any)
		voters := 0
		for _, m := range ms {
			if m.(map[string]any)["aprendiz"] == false && m.(map[string]any)["activo"] == true {
				voters++
			}
		}
		return voters == 3
	})
	// A session opened on a works on c.
	if status, _ := call("GET", c.url()+"/api/user", admin, nil); status != http.StatusOK {
		t.Fatalf("a's session on c: %d", status)
	}
	// The token delegado saved through a is sealed in the store: c reads it,
	// and no member keeps it as a file.
	if status, body := call("PUT", a.url()+"/api/siat/configuracion", admin, map[string]any{"token": "token-delegado-del-grupo"}); status != http.StatusOK {
		t.Fatalf("saving the token on a: %d %v", status, body)
	}
	eventually(t, "c sees the token saved on a", func() bool {
		_, body := call("GET", c.url()+"/api/siat/configuracion", admin, nil)
		return body["token_guardado"] == true
	})
	for _, p := range procs {
		if _, err := os.Stat(filepath.Join(p.dir, engine.SiatTokenFile)); !os.IsNotExist(err) {
			t.Fatalf("%s keeps the token as a file: %v", p.name, err)
		}
	}

	load := newLoad(procs, admin, shop)
	load.run(6)
	for range 2 {
		time.Sleep(2 * time.Second)
		leader := leaderOf(t, a, admin, procs)
		killed := time.Now()
		leader.kill()
		first := load.firstAckAfter(t, killed)
		t.Logf("leader %s killed: first acknowledged write after %v", leader.name, first.Sub(killed).Round(time.Millisecond))
		leader.start()
	}
	time.Sleep(2 * time.Second)
	load.stop()
	if load.acked() < 20 {
		t.Fatalf("only %d documents acknowledged", load.acked())
	}
	t.Logf("%d documents acknowledged", load.acked())

	for _, p := range procs {
		load.checkOn(t, p)
		for _, verify := range [][]string{{"kardex", "verify"}, {"verify"}, {"audit", "verify"}} {
			if out, code := runSGC(t, 2*time.Minute, append(verify, "--data", p.dir)...); code != 0 {
				t.Fatalf("%v on %s: exit %d\n%s", verify, p.name, code, out)
			}
		}
	}

	t.Run("two of three stopped", func(t *testing.T) {
		b.stop()
		c.stop()
		began := time.Now()
		status, body := call("POST", a.url()+"/api/ventas", admin, sale(shop.load))
		took := time.Since(began)
		if status != http.StatusServiceUnavailable || !strings.Contains(fmt.Sprint(body["message"]), "modo de solo lectura") {
			t.Fatalf("write without majority: %d %v", status, body)
		}
		// The member notices it has no leader after raft's election timeout
		// (1 to 2 s) and refuses a second later; the store's timeout (5 s)
		// bounds it in any case, with a margin for a loaded machine.
		if took > 7*time.Second {
			t.Fatalf("the refusal took %v", took)
		}
		t.Logf("write refused without majority after %v", took.Round(time.Millisecond))
		began = time.Now()
		if status, _ := call("POST", a.url()+"/api/ventas", admin, sale(shop.load)); status != http.StatusServiceUnavailable {
			t.Fatalf("second write without majority: %d", status)
		}
		if took := time.Since(began); took > 2*time.Second {
			t.Fatalf("the second refusal took %v: a member that knows it has no leader must refuse at once", took)
		}
		if status, _ := call("GET", fmt.Sprintf("%s/api/ventas/%d", a.url(), load.someSale()), admin, nil); status != http.StatusOK {
			t.Fatalf("read without majority: %d", status)
		}
		// What a browser asks on a reload: the signed-in user, for a branch.
		if status, body := call("GET", a.url()+"/api/user?sucursalId=1", admin, nil); status != http.StatusOK {
			t.Fatalf("the signed-in user without majority: %d %v", status, body)
		}
		if _, body := call("GET", a.url()+"/api/cluster/salud", admin, nil); body["mayoria"] != false || len(body["otros"].([]any)) != 2 {
			t.Fatalf("salud without majority: %v", body)
		}
		// A sign-in there opens a read-only session, valid on a only.
		status, body = call("POST", a.url()+"/api/login", "", map[string]string{"usuario": "admin", "password": procPassword})
		if status != http.StatusOK || body["solo_lectura"] != true {
			t.Fatalf("sign-in without majority: %d %v", status, body)
		}
		readOnly := body["token"].(string)
		if status, _ := call("GET", fmt.Sprintf("%s/api/ventas/%d", a.url(), load.someSale()), readOnly, nil); status != http.StatusOK {
			t.Fatalf("a read with a read-only session: %d", status)
		}
		if status, body := call("GET", a.url()+"/api/user?sucursalId=1", readOnly, nil); status != http.StatusOK || body["solo_lectura"] != true {
			t.Fatalf("the read-only session's user: %d %v", status, body)
		}
		if status, _ := call("POST", a.url()+"/api/ventas", readOnly, sale(shop.load)); status != http.StatusServiceUnavailable {
			t.Fatalf("a write with a read-only session: %d", status)
		}
		b.start()
		c.start()
		var id float64
		eventually(t, "a write after both came back", func() bool {
			status, body := call("POST", b.url()+"/api/ventas", admin, sale(shop.load))
			if status == http.StatusCreated {
				id = body["venta_id"].(float64)
			}
			return status == http.StatusCreated
		})
		for _, p := range procs {
			eventually(t, "the sale on "+p.name, func() bool {
				status, _ := call("GET", fmt.Sprintf("%s/api/ventas/%d", p.url(), int(id)), admin, nil)
				return status == http.StatusOK
			})
		}
		// The majority is back: the read-only session has ended.
		if status, _ := call("GET", a.url()+"/api/user", readOnly, nil); status != http.StatusUnauthorized {
			t.Fatalf("the read-only session after the majority came back: %d", status)
		}
	})

	t.Run("linearizable stock", func(t *testing.T) {
		ops := sellOut(t, procs, admin, shop.few)
		sold := 0
		for _, op := range ops {
			if op.Output.(bool) {
				sold++
			}
		}
		if sold != fewStock {
			t.Fatalf("%d units sold of %d in stock", sold, fewStock)
		}
		if !porcupine.CheckOperations(stockModel, ops) {
			t.Fatal("the sales of one product through three members are not linearizable")
		}
	})
}

// stockModel is one product's stock: a sale of one unit succeeds only while
// there is stock, and is refused only when there is none.
var stockModel = porcupine.Model{
	Init: func() any { return fewStock },
	Step: func(state, _, output any) (bool, any) {
		s := state.(int)
		if output.(bool) {
			return s > 0, s - 1
		}
		return s == 0, s
	},
}

// sellOut sells product through all members at once, three sellers each,
// until every seller sees it sold out, and answers the history.
func sellOut(t *testing.T, procs []*proc, token string, product uint64) []porcupine.Operation {
	var mu sync.Mutex
	var ops []porcupine.Operation
	var wg sync.WaitGroup
	start := time.Now()
	for i := range 3 * len(procs) {
		wg.Go(func() {
			p := procs[i%len(procs)]
			for {
				call0 := time.Since(start).Nanoseconds()
				status, body := call("POST", p.url()+"/api/ventas", token, sale(product))
				ret := time.Since(start).Nanoseconds()
				if status != http.StatusCreated && status != http.StatusUnprocessableEntity {
					t.Errorf("sale through %s: %d %v", p.name, status, body)
					return
				}
				mu.Lock()
				ops = append(ops, porcupine.Operation{ClientId: i, Call: call0, Return: ret, Output: status == http.StatusCreated})
				mu.Unlock()
				if status != http.StatusCreated {
					return
				}
			}
		})
	}
	wg.Wait()
	return ops
}

// load sells, transfers and takes payments through every member at once,
// remembering each acknowledged document.
type load struct {
	procs  []*proc
	token  string
	shop   procShop
	mu     sync.Mutex
	sales  []int // acknowledged sale ids (Contado and Cuotas)
	moves  []int // acknowledged transfer ids
	paid   map[int]bool
	acks   []ack
	halt   atomic.Bool
	wg     sync.WaitGroup
	failed atomic.Value // first unexpected answer
}

// ack is one acknowledged request: when it was sent and answered.
type ack struct{ sent, answered time.Time }

func newLoad(procs []*proc, token string, shop procShop) *load {
	return &load{procs: procs, token: token, shop: shop, paid: map[int]bool{}}
}

func (l *load) run(workers int) {
	for i := range workers {
		l.wg.Go(func() {
			for n := i; !l.halt.Load(); n++ {
				p := l.procs[n%len(l.procs)]
				switch i % 3 {
				case 0:
					l.sell(p, sale(l.shop.load))
				case 1:
					l.transfer(p)
				case 2:
					l.credit(p)
				}
			}
		})
	}
}

func (l *load) stop() { l.halt.Store(true); l.wg.Wait() }

// note records the answer to a request sent at sent: an acknowledged
// document, or an error that a member's death explains (no answer, 503) or
// not.
func (l *load) note(sent time.Time, status int, body map[string]any, what string) bool {
	switch status {
	case http.StatusCreated:
		l.mu.Lock()
		l.acks = append(l.acks, ack{sent, time.Now()})
		l.mu.Unlock()
		return true
	case 0, http.StatusServiceUnavailable:
		time.Sleep(100 * time.Millisecond)
	default:
		l.failed.CompareAndSwap(nil, fmt.Sprintf("%s: %d %v", what, status, body))
	}
	return false
}

func (l *load) sell(p *proc, draft map[string]any) int {
	sent := time.Now()
	status, body := call("POST", p.url()+"/api/ventas", l.token, draft)
	if !l.note(sent, status, body, "sale") {
		return 0
	}
	id := int(body["venta_id"].(float64))
	l.mu.Lock()
	l.sales = append(l.sales, id)
	l.mu.Unlock()
	return id
}

func (l *load) transfer(p *proc) {
	sent := time.Now()
	status, body := call("POST", p.url()+"/api/traspasos", l.token, map[string]any{"sucursal_origen": 1,
		"sucursal_destino": l.shop.norte, "motivo": "Reposición", "descripcion": "",
		"productos": []any{map[string]any{"id": l.shop.load, "cantidad": 1}}})
	if l.note(sent, status, body, "transfer") {
		l.mu.Lock()
		l.moves = append(l.moves, int(body["id"].(float64)))
		l.mu.Unlock()
	}
}

// credit sells on Cuotas and pays part of it through the next member.
func (l *load) credit(p *proc) {
	d := sale(l.shop.load)
	d["tipo_pago"], d["a_cuenta"], d["fecha_limite"] = "Cuotas", 30, "2099-12-31"
	id := l.sell(p, d)
	if id == 0 {
		return
	}
	next := l.procs[(indexOf(l.procs, p)+1)%len(l.procs)]
	sent := time.Now()
	status, body := call("POST", next.url()+"/api/cobros", l.token, map[string]any{"venta_id": id, "monto": 10, "metodo_pago": "Efectivo"})
	if l.note(sent, status, body, "payment") {
		l.mu.Lock()
		l.paid[id] = true
		l.mu.Unlock()
	}
}

func indexOf(procs []*proc, p *proc) int {
	for i, q := range procs {
		if q == p {
			return i
		}
	}
	return 0
}

func (l *load) acked() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.acks)
}

func (l *load) someSale() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.sales[0]
}

// firstAckAfter waits for the first acknowledged write sent after t0 (a
// write sent before may have committed before t0) and answers when it was
// acknowledged.
func (l *load) firstAckAfter(t testing.TB, t0 time.Time) time.Time {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		l.mu.Lock()
		for _, a := range l.acks {
			if a.sent.After(t0) {
				l.mu.Unlock()
				return a.answered
			}
		}
		l.mu.Unlock()
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("no write was acknowledged within 30 s of killing the leader")
	return time.Time{}
}

// checkOn finds every acknowledged document on p, and no negative stock.
func (l *load) checkOn(t *testing.T, p *proc) {
	t.Helper()
	if f := l.failed.Load(); f != nil {
		t.Fatalf("unexpected answer under load: %v", f)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, id := range l.sales {
		eventually(t, fmt.Sprintf("sale %d on %s", id, p.name), func() bool {
			status, body := call("GET", fmt.Sprintf("%s/api/ventas/%d", p.url(), id), l.token, nil)
			return status == http.StatusOK && body != nil
		})
	}
	for _, id := range l.moves {
		eventually(t, fmt.Sprintf("transfer %d on %s", id, p.name), func() bool {
			status, _ := call("GET", fmt.Sprintf("%s/api/traspasos/%d", p.url(), id), l.token, nil)
			return status == http.StatusOK
		})
	}
	for id := range l.paid {
		status, body := call("GET", fmt.Sprintf("%s/api/cobros/%d", p.url(), id), l.token, nil)
		if status != http.StatusOK || len(body["pagos"].([]any)) < 3 {
			t.Fatalf("payment of sale %d on %s: %d %v", id, p.name, status, body["pagos"])
		}
	}
	for _, branch := range []uint64{1, l.shop.norte} {
		status, body := call("GET", fmt.Sprintf("%s/api/productos_inventario/%d", p.url(), branch), l.token, nil)
		if status != http.StatusOK {
			t.Fatalf("inventory on %s: %d", p.name, status)
		}
		for _, row := range body["data"].([]any) {
			if q := row.(map[string]any)["cantidad"].(float64); q < 0 {
				t.Fatalf("negative stock on %s: %v", p.name, row)
			}
		}
	}
}
