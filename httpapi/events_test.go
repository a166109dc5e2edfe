package httpapi

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"sgc/engine"
)

// sseClient reads one open GET /api/eventos: every event name it receives is
// sent on events, which is closed when the server ends the stream.
type sseClient struct {
	events chan string
	cancel context.CancelFunc
}

// openStream opens the event stream of token on a server and waits for its
// "listo"; it fails the test on any other answer.
func openStream(t *testing.T, url, token string) *sseClient {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	req, _ := http.NewRequestWithContext(ctx, "GET", url+"/api/eventos", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "text/event-stream" {
		cancel()
		t.Fatalf("stream: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	c := &sseClient{events: make(chan string, 64), cancel: cancel}
	t.Cleanup(cancel)
	go func() {
		defer res.Body.Close()
		defer close(c.events)
		sc := bufio.NewScanner(res.Body)
		for sc.Scan() {
			if name, ok := strings.CutPrefix(sc.Text(), "event: "); ok {
				c.events <- name
			}
		}
	}()
	if got := c.next(t); got != "listo" {
		t.Fatalf("first event %q, want listo", got)
	}
	return c
}

// next waits for the next event; "" when the stream ended.
func (c *sseClient) next(t *testing.T) string {
	t.Helper()
	select {
	case e := <-c.events:
		return e
	case <-time.After(5 * time.Second):
		t.Fatal("no event within 5 s")
		return ""
	}
}

// none fails if an event arrives within a moment. Only used after another
// stream received the same commit's event, so a wrong delivery would be on
// its way already.
func (c *sseClient) none(t *testing.T) {
	t.Helper()
	select {
	case e := <-c.events:
		t.Fatalf("unexpected event %q", e)
	case <-time.After(100 * time.Millisecond):
	}
}

// eventServer is a server of its own over the harness engine, with the
// production server's limits shortened to t, whose streams beat every heartbeat.
func eventServer(t *testing.T, h *harness, heartbeat time.Duration, limits Timeouts) string {
	s := New(h.eng, nil, quiet)
	s.events.heartbeat = heartbeat
	ts := httptest.NewUnstartedServer(nil)
	ts.Config = s.HTTPServer(limits)
	ts.Start()
	t.Cleanup(func() { s.CloseStreams(); ts.Close() })
	return ts.URL
}

func TestEventStreamNeedsSession(t *testing.T) {
	for _, tok := range []string{"", "token-inventado"} {
		status, _, body := shared.do(t, "GET", "/api/eventos", tok, "", nil)
		if status != http.StatusUnauthorized {
			t.Errorf("token %q: %d %s", tok, status, body)
		}
	}
}

func TestEventStreamEveryRole(t *testing.T) {
	for role, tok := range shared.tokens {
		t.Run(role, func(t *testing.T) { openStream(t, shared.srv.URL, tok).cancel() })
	}
}

// A sale reaches the streams that follow its branch (its sellers, Super), not
// a seller of another branch; a later sale in the other branch proves that
// stream was delivering.
func TestEventStreamSaleByBranch(t *testing.T) {
	w := newOpsWorld(t)
	w.load(t, 1, w.products[0], 10)
	w.load(t, w.branch, w.products[0], 10)
	seller1 := openStream(t, w.srv.URL, w.token(engine.RoleVendedor))
	sellerNorte := openStream(t, w.srv.URL, w.sellerNorte)
	super := openStream(t, w.srv.URL, w.token(engine.RoleSuper))

	w.sell(t, w.token(engine.RoleVendedor), opsSale(1, opsLine(w.products[0], 1, 100)))
	if got := seller1.next(t); got != "stock" {
		t.Fatalf("seller of branch 1 got %q", got)
	}
	if got := super.next(t); got != "stock" {
		t.Fatalf("Super got %q", got)
	}
	w.sell(t, w.sellerNorte, opsSale(w.branch, opsLine(w.products[0], 1, 100)))
	if got := sellerNorte.next(t); got != "stock" {
		t.Fatalf("seller of Norte got %q", got)
	}
	if got := super.next(t); got != "stock" {
		t.Fatalf("Super got %q for Norte", got)
	}
	seller1.none(t)
	sellerNorte.none(t)
}

// Prices recorded for a branch raise that branch's alert on its streams only.
func TestEventStreamPriceAlert(t *testing.T) {
	w := newOpsWorld(t)
	seller1 := openStream(t, w.srv.URL, w.token(engine.RoleVendedor))
	sellerNorte := openStream(t, w.srv.URL, w.sellerNorte)
	p := w.products[0]
	status, body := w.call(t, "PUT", "/api/productos/precios-sucursales", w.token(engine.RoleSuper), map[string]any{
		"producto_id": p, "sucursal_id": w.branch, "precio": 120, "precio2": 110, "precio3": 0, "precio4": 0, "precio5": 0, "precio6": 0})
	if status != http.StatusCreated {
		t.Fatalf("prices: %d %v", status, body)
	}
	if got := sellerNorte.next(t); got != "precios" {
		t.Fatalf("seller of Norte got %q", got)
	}
	w.load(t, 1, p, 5)
	if got := seller1.next(t); got != "stock" {
		t.Fatalf("seller of branch 1 got %q, want only the stock event", got)
	}
}

// Logout closes the session's streams at once; another session's stays open.
func TestEventStreamLogoutCloses(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor)
	other, _, err := h.eng.Login("vendedor", testPassword, "127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	mine := openStream(t, h.srv.URL, h.tokens[engine.RoleVendedor])
	theirs := openStream(t, h.srv.URL, other)
	if status, body := h.call(t, "POST", "/api/logout", h.tokens[engine.RoleVendedor], nil); status != http.StatusOK {
		t.Fatalf("logout: %d %v", status, body)
	}
	if got := mine.next(t); got != "" {
		t.Fatalf("after logout got %q, want the stream closed", got)
	}
	if status, _, _ := h.do(t, "GET", "/api/eventos", h.tokens[engine.RoleVendedor], "", nil); status != http.StatusUnauthorized {
		t.Fatalf("reconnect after logout: %d", status)
	}
	theirs.none(t)
}

// An idle session expires under an open stream (the stream is no activity), and
// a deactivated user's stream closes (at once: see TestRevocationClosesStreams).
func TestEventStreamSessionEnds(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor, engine.RoleResponsable)
	url := eventServer(t, h, 20*time.Millisecond, DefaultTimeouts)
	idle := openStream(t, url, h.tokens[engine.RoleVendedor])

	h.clock.add(engine.SessionIdle - time.Minute)
	idle.none(t) // a few heartbeats re-checked it: still alive
	h.clock.add(2 * time.Minute)
	if got := idle.next(t); got != "" {
		t.Fatalf("expired session: got %q, want the stream closed", got)
	}
	fresh, _, err := h.eng.Login("responsable", testPassword, "127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	gone := openStream(t, url, fresh)
	gone.none(t)
	if _, err := h.eng.ToggleUser(opsRoot, h.users[engine.RoleResponsable]); err != nil {
		t.Fatal(err)
	}
	if got := gone.next(t); got != "" {
		t.Fatalf("deactivated user: got %q, want the stream closed", got)
	}
}

// Super's stream follows the branch the session selects: the price alert of
// the new branch reaches it.
func TestEventStreamFollowsSelectedBranch(t *testing.T) {
	w := newOpsWorld(t)
	tok := w.token(engine.RoleSuper)
	c := openStream(t, w.srv.URL, tok)
	if status, body := w.call(t, "GET", fmt.Sprintf("/api/user?sucursalId=%d", w.branch), tok, nil); status != http.StatusOK {
		t.Fatalf("select: %d %v", status, body)
	}
	status, body := w.call(t, "PUT", "/api/productos/precios-sucursales", tok, map[string]any{
		"producto_id": w.products[1], "sucursal_id": w.branch, "precio": 95, "precio2": 0, "precio3": 0, "precio4": 0, "precio5": 0, "precio6": 0})
	if status != http.StatusCreated {
		t.Fatalf("prices: %d %v", status, body)
	}
	if got := c.next(t); got != "precios" {
		t.Fatalf("got %q, want precios of the selected branch", got)
	}
}

// publish never waits for a stream: streams nobody reads take thousands of
// commits' changes while their pending set stays one event per topic.
func TestEventHubNeverBlocks(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor)
	hub := newEventHub(h.eng)
	var streams []*eventStream
	for range 50 {
		st, err := hub.join(h.tokens[engine.RoleVendedor])
		if err != nil {
			t.Fatal(err)
		}
		streams = append(streams, st)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 2000 {
				hub.publish(engine.Change{Stock: []uint64{1}, Alerts: []uint64{uint64(i%2 + g%2)}, Notified: []uint64{h.users[engine.RoleVendedor]}})
			}
		}()
	}
	wg.Wait()
	for _, st := range streams {
		if bits := hub.take(st); bits != topicNotificaciones|topicPrecios|topicStock {
			t.Fatalf("pending %03b", bits)
		}
		if len(st.wake) != 1 {
			t.Fatalf("wake-ups queued: %d", len(st.wake))
		}
	}
}

// A stream outlives the server's read and write timeouts, which end every
// other call that takes that long.
func TestEventStreamOutlivesServerTimeouts(t *testing.T) {
	w := newOpsWorld(t)
	limits := Timeouts{ReadHeader: time.Second, Read: 100 * time.Millisecond, Write: 100 * time.Millisecond, Idle: time.Second}
	url := eventServer(t, w.harness, time.Hour, limits)
	c := openStream(t, url, w.token(engine.RoleVendedor))
	c.none(t)
	c.none(t)
	c.none(t) // 300 ms: past both limits, and still open
	w.load(t, 1, w.products[0], 5)
	if got := c.next(t); got != "stock" {
		t.Fatalf("got %q after the server's timeouts, want stock", got)
	}
}

// A transfer request reaches the transfer lists of both its branches: the
// origin's other users, who get no notification, and the destination's, who
// get one too; an unrelated commit does not raise the topic.
func TestEventStreamTransferRequest(t *testing.T) {
	w := newOpsWorld(t)
	w.load(t, 1, w.products[0], 10)
	status, body := w.call(t, "POST", "/api/sucursales/traspasos/update", w.token(engine.RoleAdmin), map[string]any{"sucursales": []uint64{1, w.branch}})
	if status != http.StatusOK && status != http.StatusCreated {
		t.Fatalf("enable transfers: %d %v", status, body)
	}
	seller1 := openStream(t, w.srv.URL, w.token(engine.RoleVendedor))
	sellerNorte := openStream(t, w.srv.URL, w.sellerNorte)
	status, body = w.call(t, "POST", "/api/traspasos/solicitud_traspaso", w.token(engine.RoleResponsable), map[string]any{
		"sucursal_destino": w.branch, "sucursal": 1, "motivo": "Pedido", "descripcion": "",
		"productos": []any{map[string]any{"id": w.products[0], "cantidad": 3}}})
	if status != http.StatusCreated {
		t.Fatalf("request: %d %v", status, body)
	}
	if got := seller1.next(t); got != "traspasos" {
		t.Fatalf("seller of the origin got %q", got)
	}
	got := map[string]bool{sellerNorte.next(t): true, sellerNorte.next(t): true}
	if !got["traspasos"] || !got["notificaciones"] {
		t.Fatalf("seller of the destination got %v", got)
	}
	w.sell(t, w.token(engine.RoleVendedor), opsSale(1, opsLine(w.products[0], 1, 100)))
	if got := seller1.next(t); got != "stock" {
		t.Fatalf("a sale raised %q", got)
	}
	seller1.none(t)
}
