package cli

import (
	"fmt"
	"net/http"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The cluster under faults as etcd's robustness tests make them: a member
// killed (kill -9) or frozen (SIGSTOP: to the others, a member whose link is
// cut), under sales sent to the two others. What the majority's sellers see
// is measured from the fault: when the first write sent after it is
// acknowledged, the longest any write waited, and whether any was answered
// with the read-only 503 once writes had resumed.

// formThree forms a cluster of three members from a shop of two products
// and answers them, the shop and an admin token, once all three vote.
func formThree(tb testing.TB) ([]*proc, procShop, string) {
	tb.Helper()
	a, b, c := newProc(tb, "a"), newProc(tb, "b"), newProc(tb, "c")
	shop := makeShop(tb, a.dir)
	a.start("--cluster-init")
	token := readToken(tb, a)
	b.start("--unirse", a.url(), "--token", token)
	c.start("--unirse", a.url(), "--token", token)
	procs := []*proc{a, b, c}
	admin := login(tb, a)
	deadline := time.Now().Add(60 * time.Second)
	for voters(c, admin) < 3 {
		if time.Now().After(deadline) {
			tb.Fatal("three voting members: not within 60 s")
		}
		time.Sleep(200 * time.Millisecond)
	}
	return procs, shop, admin
}

func voters(p *proc, token string) int {
	_, body := call("GET", p.url()+"/api/cluster/estado", token, nil)
	ms, _ := body["miembros"].([]any)
	n := 0
	for _, m := range ms {
		if m.(map[string]any)["aprendiz"] == false && m.(map[string]any)["activo"] == true {
			n++
		}
	}
	return n
}

// freeze stops p's process without ending it; thaw lets it go on.
func (p *proc) freeze() { _ = p.cmd.Process.Signal(syscall.SIGSTOP) }
func (p *proc) thaw()   { _ = p.cmd.Process.Signal(syscall.SIGCONT) }

// answer is one sale sent by the majority's sellers.
type answer struct {
	sent, answered time.Time
	status         int
	readOnly       bool
	id             int
}

// faultRound sells through every member but victim with six sellers (and
// through victim with two more), applies fault to victim a second in, keeps
// selling for d, and measures what the six saw.
type faultResult struct {
	resume   time.Duration // to the first acknowledged sale sent after the fault
	worst    time.Duration // the longest wait of a sale sent from the fault on
	readOnly int           // read-only 503s sent after writes had resumed
	ids      []int
}

func faultRound(tb testing.TB, procs []*proc, victim *proc, token string, product uint64, fault func(), d time.Duration) faultResult {
	tb.Helper()
	var others []*proc
	for _, p := range procs {
		if p != victim {
			others = append(others, p)
		}
	}
	var mu sync.Mutex
	var answers []answer
	var wg sync.WaitGroup
	stop := time.Now().Add(time.Second + d)
	for i := range 6 {
		wg.Go(func() {
			p := others[i%len(others)]
			for time.Now().Before(stop) {
				sent := time.Now()
				status, body := call("POST", p.url()+"/api/ventas", token, sale(product))
				a := answer{sent: sent, answered: time.Now(), status: status,
					readOnly: status == http.StatusServiceUnavailable && strings.Contains(fmt.Sprint(body["message"]), "solo lectura")}
				if status == http.StatusCreated {
					a.id = int(body["venta_id"].(float64))
				} else {
					time.Sleep(50 * time.Millisecond)
				}
				mu.Lock()
				answers = append(answers, a)
				mu.Unlock()
			}
		})
	}
	// Two sellers on victim too, so that its process is in the write lock's
	// queue when it falls; their answers do not count (a frozen member's
	// may come after the round).
	for range 2 {
		go func() {
			for time.Now().Before(stop) {
				call("POST", victim.url()+"/api/ventas", token, sale(product))
			}
		}()
	}
	time.Sleep(time.Second)
	at := time.Now()
	fault()
	wg.Wait()
	var r faultResult
	var resumed time.Time
	for _, a := range answers {
		if a.status == http.StatusCreated {
			r.ids = append(r.ids, a.id)
			if a.sent.After(at) && (resumed.IsZero() || a.answered.Before(resumed)) {
				resumed = a.answered
			}
		}
	}
	if resumed.IsZero() {
		tb.Fatalf("no sale acknowledged by the majority in %v after the fault", d)
	}
	r.resume = resumed.Sub(at)
	for _, a := range answers {
		if a.answered.After(at) {
			from := a.sent
			if from.Before(at) {
				from = at
			}
			r.worst = max(r.worst, a.answered.Sub(from))
		}
		if a.readOnly && a.sent.After(resumed) {
			r.readOnly++
		}
	}
	return r
}

func (r faultResult) String() string {
	return fmt.Sprintf("first acknowledged sale after %v, longest wait %v, %d read-only answers after resuming",
		r.resume.Round(time.Millisecond), r.worst.Round(time.Millisecond), r.readOnly)
}

// TestClusterFaults: a frozen leader (a leader cut off): the majority's
// writes resume within seconds and stay up, with no read-only answer once
// they have resumed; a follower killed or frozen holds no write for long;
// every acknowledged sale is on every member afterwards.
func TestClusterFaults(t *testing.T) {
	if testing.Short() {
		t.Skip("starts three servers")
	}
	procs, shop, admin := formThree(t)
	var ids []int
	check := func(what string, r faultResult, resume, worst time.Duration) {
		t.Helper()
		t.Logf("%s: %v", what, r)
		ids = append(ids, r.ids...)
		if r.resume > resume {
			t.Errorf("%s: writes resumed after %v (at most %v)", what, r.resume, resume)
		}
		if r.worst > worst {
			t.Errorf("%s: a write waited %v (at most %v)", what, r.worst, worst)
		}
		if r.readOnly > 0 {
			t.Errorf("%s: %d writes answered read-only after writes had resumed", what, r.readOnly)
		}
	}
	back := func(p *proc) {
		t.Helper()
		eventually(t, p.name+" takes writes again", func() bool {
			status, _ := call("POST", p.url()+"/api/ventas", admin, sale(shop.load))
			return status == http.StatusCreated
		})
	}

	t.Run("healthy under mixed load", func(t *testing.T) {
		// Sales, transfers and credit sales with a payment through the next
		// member, 24 at a time for 15 s with every member alive: no write
		// waits for a lock whose holder is alive and done, and none is
		// told the majority is lost (before: about one in 120 waited 5 s
		// and was answered read-only).
		var mu sync.Mutex
		var n int
		var slowest time.Duration
		var refused []string
		var wg sync.WaitGroup
		stop := time.Now().Add(15 * time.Second)
		for i := range 24 {
			wg.Go(func() {
				p, next := procs[i%3], procs[(i+1)%3]
				for time.Now().Before(stop) {
					began := time.Now()
					var status int
					var body map[string]any
					switch i % 3 {
					case 0:
						status, body = call("POST", p.url()+"/api/ventas", admin, sale(shop.load))
					case 1:
						status, body = call("POST", p.url()+"/api/traspasos", admin, map[string]any{"sucursal_origen": 1,
							"sucursal_destino": shop.norte, "motivo": "Reposición", "descripcion": "",
							"productos": []any{map[string]any{"id": shop.load, "cantidad": 1}}})
					case 2:
						d := sale(shop.load)
						d["tipo_pago"], d["a_cuenta"], d["fecha_limite"] = "Cuotas", 30, "2099-12-31"
						if status, body = call("POST", p.url()+"/api/ventas", admin, d); status == http.StatusCreated {
							status, body = call("POST", next.url()+"/api/cobros", admin,
								map[string]any{"venta_id": body["venta_id"], "monto": 10, "metodo_pago": "Efectivo"})
						}
					}
					mu.Lock()
					n++
					slowest = max(slowest, time.Since(began))
					if status != http.StatusCreated {
						refused = append(refused, fmt.Sprintf("%d %v", status, body["message"]))
					}
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		t.Logf("%d writes, the slowest %v", n, slowest.Round(time.Millisecond))
		if len(refused) > 0 {
			t.Errorf("%d of %d writes refused with every member alive, first: %s", len(refused), n, refused[0])
		}
		if slowest > 4*time.Second {
			t.Errorf("a write waited %v with every member alive", slowest)
		}
	})

	t.Run("reads see the last write", func(t *testing.T) {
		// A session opened through one member and a sale acknowledged by
		// it, used at once through the next: a replica that has not
		// applied them yet reads again linearizably before answering.
		for i := range 40 {
			p, q := procs[i%3], procs[(i+1)%3]
			token := login(t, p)
			if status, body := call("GET", q.url()+"/api/user", token, nil); status != http.StatusOK {
				t.Fatalf("a session opened on %s, used on %s: %d %v", p.name, q.name, status, body)
			}
			status, body := call("POST", p.url()+"/api/ventas", admin, sale(shop.load))
			if status != http.StatusCreated {
				t.Fatalf("sale on %s: %d %v", p.name, status, body)
			}
			id := int(body["venta_id"].(float64))
			if status, body := call("GET", fmt.Sprintf("%s/api/ventas/%d", q.url(), id), admin, nil); status != http.StatusOK {
				t.Fatalf("sale %d acknowledged by %s, read on %s: %d %v", id, p.name, q.name, status, body)
			}
		}
	})

	// The promises (3 s for a leader's fall, 1 s for a follower's) are
	// measured by BenchmarkClusterFaults in make bench; a test on a loaded
	// 2-core machine under the race detector cannot time them (a killed
	// follower took 3 s here while CI ran beside other work). These bounds
	// only catch a member that stops taking writes; the read-only answers
	// are counted exactly, and TestSilentHolderRevoked pins the mechanism
	// that frees a silent member's lock keys.
	leader := leaderOf(t, procs[0], admin, procs)
	check("leader frozen", faultRound(t, procs, leader, admin, shop.load, leader.freeze, 8*time.Second), 5*time.Second, 8*time.Second)
	leader.thaw()
	back(leader)

	follower := procs[(indexOf(procs, leaderOf(t, procs[0], admin, procs))+1)%3]
	check("follower frozen", faultRound(t, procs, follower, admin, shop.load, follower.freeze, 8*time.Second), 6*time.Second, 6*time.Second)
	follower.thaw()
	back(follower)

	follower = procs[(indexOf(procs, leaderOf(t, procs[0], admin, procs))+1)%3]
	check("follower killed", faultRound(t, procs, follower, admin, shop.load, follower.kill, 8*time.Second), 6*time.Second, 6*time.Second)
	follower.start()
	back(follower)

	t.Run("rotar-token", func(t *testing.T) {
		old := readToken(t, procs[1])
		out, code := runSGC(t, time.Minute, "cluster", "rotar-token", "--data", procs[0].dir)
		fresh := readToken(t, procs[0])
		if code != 0 || fresh == old || !strings.Contains(out, fresh) {
			t.Fatalf("rotar-token: exit %d, token unchanged: %v\n%s", code, fresh == old, out)
		}
		eventually(t, "the new token in the other members' folders", func() bool {
			return readToken(t, procs[1]) == fresh && readToken(t, procs[2]) == fresh
		})
	})

	for _, p := range procs {
		for _, id := range ids {
			eventually(t, fmt.Sprintf("sale %d on %s", id, p.name), func() bool {
				status, _ := call("GET", fmt.Sprintf("%s/api/ventas/%d", p.url(), id), admin, nil)
				return status == http.StatusOK
			})
		}
	}
}

// BenchmarkClusterFaults prints, for a leader and a follower cut off (frozen)
// and a follower killed under load, the time from the fault to the
// majority's next acknowledged write and the longest wait of a write.
func BenchmarkClusterFaults(b *testing.B) {
	procs, shop, admin := formThree(b)
	leader := leaderOf(b, procs[0], admin, procs)
	r := faultRound(b, procs, leader, admin, shop.load, leader.freeze, 6*time.Second)
	fmt.Printf("cluster: leader cut off: %v\n", r)
	b.ReportMetric(r.resume.Seconds(), "s-resume-leader")
	leader.thaw()
	time.Sleep(3 * time.Second)
	follower := procs[(indexOf(procs, leaderOf(b, procs[0], admin, procs))+1)%3]
	r = faultRound(b, procs, follower, admin, shop.load, follower.freeze, 4*time.Second)
	fmt.Printf("cluster: follower cut off: %v\n", r)
	b.ReportMetric(r.worst.Seconds(), "s-worst-follower")
	follower.thaw()
	time.Sleep(3 * time.Second)
	follower = procs[(indexOf(procs, leaderOf(b, procs[0], admin, procs))+1)%3]
	r = faultRound(b, procs, follower, admin, shop.load, follower.kill, 4*time.Second)
	fmt.Printf("cluster: follower killed: %v\n", r)
}
