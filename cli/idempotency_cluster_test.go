package cli

import (
	"bytes"
	"fmt"
	"net/http"
	"testing"
)

// TestClusterReplaysKeyedSales: a sale made with a key through one member of
// a cluster of three is answered again, replayed, by every member; with two
// members stopped the remaining one, which refuses new writes with a 503,
// still answers the retry from its copy; and a sale refused with that 503,
// sent again with its key once the majority is back, is made once.
func TestClusterReplaysKeyedSales(t *testing.T) {
	if testing.Short() {
		t.Skip("starts three servers")
	}
	a, b, c := newProc(t, "a"), newProc(t, "b"), newProc(t, "c")
	shop := makeShop(t, a.dir)
	a.start("--cluster-init")
	token := readToken(t, a)
	admin := login(t, a)
	b.start("--unirse", a.url(), "--token", token)
	c.start("--unirse", a.url(), "--token", token)

	status, replayed, first := keyedSale(a.url(), admin, "venta-del-grupo", shop.few)
	if status != http.StatusCreated || replayed {
		t.Fatalf("first sale: %d %s", status, first)
	}
	for _, p := range []*proc{a, b, c} {
		eventually(t, "the retry replayed on "+p.name, func() bool {
			status, replayed, body := keyedSale(p.url(), admin, "venta-del-grupo", shop.few)
			return status == http.StatusCreated && replayed && bytes.Equal(body, first)
		})
	}

	b.stop()
	c.stop()
	if status, replayed, body := keyedSale(a.url(), admin, "venta-del-grupo", shop.few); status != http.StatusCreated || !replayed || !bytes.Equal(body, first) {
		t.Fatalf("retry on a member without majority: %d replayed %v %s", status, replayed, body)
	}
	if status, _, body := keyedSale(a.url(), admin, "venta-sin-mayoria", shop.few); status != http.StatusServiceUnavailable {
		t.Fatalf("a new sale without majority: %d %s", status, body)
	}
	b.start()
	c.start()
	eventually(t, "the refused sale made once its retry reaches a majority", func() bool {
		status, _, _ := keyedSale(a.url(), admin, "venta-sin-mayoria", shop.few)
		return status == http.StatusCreated
	})
	if status, replayed, _ := keyedSale(c.url(), admin, "venta-sin-mayoria", shop.few); status != http.StatusCreated || !replayed {
		t.Fatalf("the retry again through c: %d replayed %v", status, replayed)
	}
	if status, body := call("GET", c.url()+fmt.Sprintf("/api/productos/%d?sucursal_id=1", shop.few), admin, nil); status != http.StatusOK ||
		body["data"].(map[string]any)["cantidad_disponible"] != float64(fewStock-2) {
		t.Fatalf("stock after two keyed sales sent six times: %d %v", status, body)
	}
}
