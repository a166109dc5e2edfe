package httpapi

import (
	"errors"
	"io"
	"net/http"
	"slices"
	"sync"
	"time"

	"sgc/engine"
)

// The browsers' event stream (GET /api/eventos, Server-Sent Events). A signed-in
// browser keeps one open and is told which of its topics changed: its own
// notifications, its branch's price alert, the stock and the transfers of the
// branches it may see.
// Events carry no data: the browser refetches what changed through the ordinary
// calls, which apply every role and branch rule.
//
// A commit never waits for a browser. The engine calls publish after each
// commit; publish only sets a topic bit on each interested stream and wakes it,
// so a burst of commits costs a stream one event per topic (coalescing) and a
// stream's memory never grows. Each stream writes from its own goroutine under a
// write deadline: a browser that stops reading is dropped after writeGrace.

// Topic bits of a stream's pending set; the names are the event names.
const (
	topicNotificaciones uint8 = 1 << iota
	topicPrecios
	topicStock
	topicTraspasos
	// recheckSession asks the stream to re-read its session (a session of its
	// user ended, its branch changed).
	recheckSession
)

var topicNames = []struct {
	bit  uint8
	name string
}{{topicNotificaciones, "notificaciones"}, {topicPrecios, "precios"}, {topicStock, "stock"}, {topicTraspasos, "traspasos"}}

// eventHub fans the engine's changes out to the open streams.
type eventHub struct {
	eng *engine.Engine
	// heartbeat is how often an idle stream gets a comment line (keeping proxies
	// and the browser's watchdog content) and re-checks its session.
	heartbeat time.Duration
	// writeGrace is how long one write may take before the stream is dropped.
	writeGrace time.Duration

	mu      sync.Mutex
	streams map[*eventStream]struct{}
	closed  chan struct{} // closed by closeAll at shutdown
	once    sync.Once
}

// eventStream is one open GET /api/eventos. The fields after token are guarded
// by the hub's mutex.
type eventStream struct {
	token string
	wake  chan struct{} // capacity 1: one pending wake-up is enough

	user     uint64
	branch   uint64   // the session's branch: its price alert
	stock    []uint64 // branches whose stock it follows
	allStock bool     // Super and Administrador follow every branch
	pending  uint8
}

func newEventHub(eng *engine.Engine) *eventHub {
	return &eventHub{eng: eng, heartbeat: 20 * time.Second, writeGrace: 10 * time.Second,
		streams: map[*eventStream]struct{}{}, closed: make(chan struct{})}
}

// publish marks the streams a commit concerns. It runs on the committing
// goroutine, so it never blocks: no I/O, one short critical section.
func (h *eventHub) publish(c engine.Change) {
	if len(c.Stock) == 0 && len(c.Alerts) == 0 && len(c.Notified) == 0 && len(c.Sessions) == 0 && len(c.Transfers) == 0 {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for st := range h.streams {
		var bits uint8
		if slices.Contains(c.Notified, st.user) {
			bits |= topicNotificaciones
		}
		if slices.Contains(c.Sessions, st.user) {
			bits |= recheckSession // a session of its user ended: is it this one?
		}
		if slices.Contains(c.Alerts, st.branch) {
			bits |= topicPrecios
		}
		if st.follows(c.Stock) {
			bits |= topicStock
		}
		if st.follows(c.Transfers) {
			bits |= topicTraspasos
		}
		st.mark(bits)
	}
}

// follows reports whether any of branches is one whose stock and transfers
// the stream follows; the hub's mutex is held.
func (st *eventStream) follows(branches []uint64) bool {
	if st.allStock {
		return len(branches) > 0
	}
	return slices.ContainsFunc(branches, func(b uint64) bool { return slices.Contains(st.stock, b) })
}

// mark adds bits to the stream's pending set and wakes it; the hub's mutex is held.
func (st *eventStream) mark(bits uint8) {
	if bits == 0 || st.pending&bits == bits {
		return
	}
	st.pending |= bits
	select {
	case st.wake <- struct{}{}:
	default:
	}
}

// recheck makes every stream of token re-read its session: after a branch
// selection it follows the new branch. (Ended sessions reach the streams
// through the engine's change set, see publish.)
func (h *eventHub) recheck(token string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for st := range h.streams {
		if st.token == token {
			st.mark(recheckSession)
		}
	}
}

// join opens a stream for token, reading its session first.
func (h *eventHub) join(token string) (*eventStream, error) {
	st := &eventStream{token: token, wake: make(chan struct{}, 1)}
	if err := h.refresh(st); err != nil {
		return nil, err
	}
	h.mu.Lock()
	h.streams[st] = struct{}{}
	h.mu.Unlock()
	return st, nil
}

func (h *eventHub) leave(st *eventStream) {
	h.mu.Lock()
	delete(h.streams, st)
	h.mu.Unlock()
}

// refresh re-reads the stream's session without counting it as activity, and
// what the stream follows; an error means the session is over.
func (h *eventHub) refresh(st *eventStream) error {
	u, branch, err := h.eng.CheckSession(st.token)
	if err != nil {
		return err
	}
	actor := u.Actor(branch)
	var stock []uint64
	if !actor.IsAdmin() {
		visible, err := h.eng.VisibleBranches(actor)
		if err != nil {
			return err
		}
		for _, b := range visible {
			stock = append(stock, b.ID)
		}
	}
	h.mu.Lock()
	st.user, st.branch, st.stock, st.allStock = u.ID, branch, stock, actor.IsAdmin()
	h.mu.Unlock()
	return nil
}

// take empties the stream's pending set.
func (h *eventHub) take(st *eventStream) uint8 {
	h.mu.Lock()
	defer h.mu.Unlock()
	bits := st.pending
	st.pending = 0
	return bits
}

// count is the number of open streams.
func (h *eventHub) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.streams)
}

// closeAll ends every stream, for a graceful shutdown.
func (h *eventHub) closeAll() { h.once.Do(func() { close(h.closed) }) }

// CloseStreams ends every open event stream; the HTTP server's shutdown calls
// it, since a stream is never idle and would otherwise hold the shutdown up.
func (s *Server) CloseStreams() { s.events.closeAll() }

func (s *Server) eventRoutes() {
	s.handle("GET /api/eventos", s.eventStream)
}

// eventStream serves one stream until the browser goes away, its session ends,
// it stops reading or the server shuts down. It opens with "listo" (the browser
// then refetches what it may have missed while it was not connected).
func (s *Server) eventStream(q *request) error {
	h := s.events
	st, err := h.join(q.token)
	if err != nil {
		return err
	}
	defer h.leave(st)
	rc := http.NewResponseController(q.w)
	hdr := q.w.Header()
	hdr.Set("Content-Type", "text/event-stream")
	hdr.Set("Cache-Control", "no-store")
	hdr.Set("X-Accel-Buffering", "no")
	q.w.WriteHeader(http.StatusOK)
	// Each write sets its own deadline, which also replaces the server's
	// WriteTimeout for this long-lived answer.
	write := func(msg string) bool {
		if err := rc.SetWriteDeadline(time.Now().Add(h.writeGrace)); err != nil && !errors.Is(err, http.ErrNotSupported) {
			return false
		}
		if _, err := io.WriteString(q.w, msg); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !write("event: listo\ndata: {}\n\n") {
		return nil
	}
	tick := time.NewTicker(h.heartbeat)
	defer tick.Stop()
	for {
		select {
		case <-q.r.Context().Done():
			return nil
		case <-h.closed:
			return nil
		case <-tick.C:
			if h.refresh(st) != nil || !write(": latido\n\n") {
				return nil
			}
		case <-st.wake:
			bits := h.take(st)
			if bits&recheckSession != 0 && h.refresh(st) != nil {
				return nil
			}
			msg := ""
			for _, t := range topicNames {
				if bits&t.bit != 0 {
					msg += "event: " + t.name + "\ndata: {}\n\n"
				}
			}
			if msg != "" && !write(msg) {
				return nil
			}
		}
	}
}
