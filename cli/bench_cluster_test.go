package cli

import (
	"fmt"
	"net/http"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// BenchmarkClusterSales compares, in one run, three members on loopback with
// a single machine on bbolt: sales per second and p50/p99 latency of POST
// /api/ventas at 1, 8, 16 and 64 sellers spread over the members, and the
// time from killing the leader under load to the first acknowledged sale.
// Real processes of this binary, fsync on. Goals (issue 19): the cluster at
// least 150 sales/s with 16 sellers and p99 under 100 ms; writes resume
// within 5 s of losing the leader.
func BenchmarkClusterSales(b *testing.B) {
	const each = 4 * time.Second
	single := newProc(b, "single")
	single.single = true
	shop := makeShop(b, single.dir)
	single.start()
	one := []*proc{single}
	token := login(b, single)
	for _, n := range []int{1, 8, 16, 64} {
		report(b, "bbolt", n, each, sellFor(one, token, shop.load, n, each))
	}
	reportMemory(b, "bbolt", one)
	single.stop()

	a, c2, c3 := newProc(b, "a"), newProc(b, "b"), newProc(b, "c")
	makeShop(b, a.dir)
	a.start("--cluster-init")
	joinToken := readToken(b, a)
	c2.start("--unirse", a.url(), "--token", joinToken)
	c3.start("--unirse", a.url(), "--token", joinToken)
	procs := []*proc{a, c2, c3}
	token = login(b, a)
	time.Sleep(3 * time.Second) // the joiners' promotion
	for _, n := range []int{1, 8, 16, 64} {
		report(b, "cluster", n, each, sellFor(procs, token, shop.load, n, each))
	}
	reportMemory(b, "cluster", procs)

	l := newLoad(procs, token, shop)
	l.run(8)
	time.Sleep(time.Second)
	leader := leaderOf(b, a, token, procs)
	killed := time.Now()
	leader.kill()
	resumed := l.firstAckAfter(b, killed).Sub(killed)
	l.stop()
	fmt.Printf("cluster: first acknowledged write %v after killing the leader\n", resumed.Round(time.Millisecond))
	b.ReportMetric(resumed.Seconds(), "s-resume")
}

// sellFor runs n sellers spread over procs for d and answers every
// acknowledged sale's latency.
func sellFor(procs []*proc, token string, product uint64, n int, d time.Duration) []time.Duration {
	var mu sync.Mutex
	var lat []time.Duration
	var wg sync.WaitGroup
	end := time.Now().Add(d)
	for i := range n {
		wg.Go(func() {
			p := procs[i%len(procs)]
			for time.Now().Before(end) {
				t0 := time.Now()
				status, _ := call("POST", p.url()+"/api/ventas", token, sale(product))
				if status == http.StatusCreated {
					mu.Lock()
					lat = append(lat, time.Since(t0))
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	return lat
}

func report(b *testing.B, what string, sellers int, d time.Duration, lat []time.Duration) {
	if len(lat) == 0 {
		b.Fatalf("%s, %d sellers: no sale acknowledged", what, sellers)
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	p50, p99 := lat[len(lat)/2], lat[len(lat)*99/100]
	rate := float64(len(lat)) / d.Seconds()
	fmt.Printf("%-7s %2d sellers: %6.0f sales/s  p50 %6.1f ms  p99 %6.1f ms\n", what, sellers, rate,
		float64(p50.Microseconds())/1000, float64(p99.Microseconds())/1000)
	b.ReportMetric(rate, fmt.Sprintf("sales/s-%s-%d", what, sellers))
}

// reportMemory prints each process's resident memory after the load (VmRSS:
// what the mini-PC must hold; Go's heap and etcd's mapped file both count).
func reportMemory(b *testing.B, what string, procs []*proc) {
	for _, p := range procs {
		raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", p.cmd.Process.Pid))
		if err != nil {
			b.Fatal(err)
		}
		for line := range strings.Lines(string(raw)) {
			if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
				kb, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
				fmt.Printf("%-7s %s: %d MiB resident\n", what, p.name, kb/1024)
				b.ReportMetric(float64(kb)/1024, "MiB-"+what+"-"+p.name)
			}
		}
	}
}
