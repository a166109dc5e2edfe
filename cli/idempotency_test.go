package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"sync"
	"testing"
	"time"

	"sgc/engine"
)

// keyedSale posts a sale of product with an Idempotency-Key and answers the
// status (0: no answer), whether it was a replay, and the raw body.
func keyedSale(url, token, key string, product uint64) (int, bool, []byte) {
	raw, _ := json.Marshal(sale(product))
	req, _ := http.NewRequest("POST", url+"/api/ventas", bytes.NewReader(raw))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Idempotency-Key", key)
	res, err := httpc.Do(req)
	if err != nil {
		return 0, false, nil
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		return 0, false, nil
	}
	return res.StatusCode, res.Header.Get("Idempotent-Replayed") == "true", body
}

// TestKilledServerReplaysKeyedSales kills a real sgc serve with SIGKILL while
// four counters sell with a key per sale, starts it again and sends every
// sale again with its key: a sale answered before the kill gets the same
// answer, marked replayed; one cut off gets either its first answer (it was
// committed when the process died) or a new sale; and every key is exactly
// one sale.
func TestKilledServerReplaysKeyedSales(t *testing.T) {
	p := newProc(t, "caja")
	p.single = true
	shop := makeShop(t, p.dir)
	var mu sync.Mutex
	sent := map[string][]byte{} // key → the answer seen before the kill (nil: none)
	// Three rounds of selling until a kill make a sale cut off between its
	// commit and its answer likely.
	for round := range 3 {
		killWhileSelling(t, p, shop.load, round, &mu, sent)
	}

	p.start()
	token := login(t, p)
	var cut, committed int
	for key, first := range sent {
		status, replayed, body := keyedSale(p.url(), token, key, shop.load)
		if status != http.StatusCreated {
			t.Fatalf("sale %s sent again: %d %s", key, status, body)
		}
		switch {
		case first != nil && (!replayed || !bytes.Equal(body, first)):
			t.Errorf("sale %s answered before the kill: replayed %v, %s, first %s", key, replayed, body, first)
		case first == nil:
			cut++
			if replayed {
				committed++
			}
		}
	}
	t.Logf("%d sales sent, %d cut off by the kill, %d of them committed before it", len(sent), cut, committed)
	p.stop()

	eng, err := engine.Open(p.dir, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer eng.Close()
	if n, err := eng.Stock(1, shop.load); err != nil || n != 100000-int64(len(sent)) {
		t.Fatalf("stock %d (%v) after %d keyed sales, want %d", n, err, len(sent), 100000-len(sent))
	}
}

// killWhileSelling starts p, lets four counters sell product with a key per
// sale, and kills p with SIGKILL at a random moment after 40 answers,
// noting in sent every key sent and the answers seen.
func killWhileSelling(t *testing.T, p *proc, product uint64, round int, mu *sync.Mutex, sent map[string][]byte) {
	p.start()
	token := login(t, p)
	acked := make(chan struct{}, 1000)
	var wg sync.WaitGroup
	for c := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				key := fmt.Sprintf("ronda%d-caja%d-venta%d", round, c, i)
				mu.Lock()
				sent[key] = nil
				mu.Unlock()
				status, _, body := keyedSale(p.url(), token, key, product)
				if status == 0 {
					return
				}
				if status != http.StatusCreated {
					t.Errorf("sale %s: %d %s", key, status, body)
					return
				}
				mu.Lock()
				sent[key] = body
				mu.Unlock()
				acked <- struct{}{}
			}
		}()
	}
	for range 40 {
		<-acked
	}
	time.Sleep(time.Duration(rand.IntN(3000)) * time.Microsecond) // a random moment among the commits
	p.kill()
	wg.Wait()
}
