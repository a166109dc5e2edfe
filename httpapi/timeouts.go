package httpapi

import (
	"net/http"
	"time"
)

// Timeouts are the limits of the HTTP server on a slow or idle client.
type Timeouts struct {
	// ReadHeader bounds the request line and headers.
	ReadHeader time.Duration
	// Read bounds the whole request, body included: a client that trickles a
	// body is cut off instead of holding a connection and a goroutine for ever.
	Read time.Duration
	// Write bounds a handler and its answer, from the end of the headers. A
	// long answer extends its own deadline (see extendWrite).
	Write time.Duration
	// Idle bounds a kept-alive connection between requests.
	Idle time.Duration
}

// DefaultTimeouts suit a local network: a 20 MB form upload reads in well
// under a minute even over a weak Wi-Fi link.
var DefaultTimeouts = Timeouts{ReadHeader: 10 * time.Second, Read: time.Minute, Write: time.Minute, Idle: 2 * time.Minute}

// maxHeaderBytes bounds the request headers; the UI sends a few hundred bytes.
const maxHeaderBytes = 64 << 10

// exportWriteTime is how long a document or export may take to render and
// send, counted from when it starts: a year of sales to Excel may need it.
const exportWriteTime = 10 * time.Minute

// HTTPServer returns the http.Server of this API with the limits of t.
func (s *Server) HTTPServer(t Timeouts) *http.Server {
	return &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: t.ReadHeader,
		ReadTimeout:       t.Read,
		WriteTimeout:      t.Write,
		IdleTimeout:       t.Idle,
		MaxHeaderBytes:    maxHeaderBytes,
	}
}

// extendWrite moves the call's write deadline d from now, for an answer that
// legitimately takes longer than Timeouts.Write (a large export). A stream
// that stays open clears it with the zero time.
func (q *request) extendWrite(d time.Duration) {
	// A ResponseWriter without deadlines (a test recorder) needs none.
	_ = http.NewResponseController(q.w).SetWriteDeadline(time.Now().Add(d))
}
