package httpapi

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"
)

// serveWith starts a real server over the shared engine with the limits of t.
func serveWith(t *testing.T, tm Timeouts) *httptest.Server {
	t.Helper()
	ts := httptest.NewUnstartedServer(nil)
	ts.Config = New(shared.eng, nil, quiet).HTTPServer(tm)
	ts.Start()
	t.Cleanup(ts.Close)
	return ts
}

// A client that declares a 100 kB body and sends 10 bytes now and then is cut
// off once the read timeout has passed, instead of holding the connection.
func TestSlowBodyIsCutOff(t *testing.T) {
	ts := serveWith(t, Timeouts{ReadHeader: time.Second, Read: time.Second, Write: 5 * time.Second, Idle: time.Second})
	conn, err := net.Dial("tcp", ts.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /api/login HTTP/1.1\r\nHost: sgc\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n")
	closed := make(chan error, 1)
	go func() {
		// The server answers (or not) and then closes: reading reaches EOF.
		_, err := io.Copy(io.Discard, conn)
		closed <- err
	}()
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	giveUp := time.After(20 * time.Second) // far beyond the 1 s limit: only a server that never closes gets here
	for {
		select {
		case err := <-closed:
			if err != nil && !errors.Is(err, net.ErrClosed) && !errors.Is(err, os.ErrDeadlineExceeded) && !isReset(err) {
				t.Fatalf("connection ended with %v", err)
			}
			return
		case <-tick.C:
			if _, err := conn.Write([]byte(`{"usuario"`)); err != nil {
				return // the server closed it
			}
		case <-giveUp:
			t.Fatal("the server kept a trickling body open")
		}
	}
}

func isReset(err error) bool {
	return strings.Contains(err.Error(), "connection reset")
}

// Headers over the limit are refused with 431.
func TestOversizedHeaders(t *testing.T) {
	ts := serveWith(t, DefaultTimeouts)
	req, _ := http.NewRequest("GET", ts.URL+"/api/datos", nil)
	req.Header.Set("X-Relleno", strings.Repeat("x", 2*maxHeaderBytes))
	res, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusRequestHeaderFieldsTooLarge {
		t.Fatalf("status %d, want 431", res.StatusCode)
	}
}

// A document extends its own write deadline: a PDF renders and arrives whole
// even when the server's write timeout is far shorter than the rendering.
func TestExportOutlivesWriteTimeout(t *testing.T) {
	ts := serveWith(t, Timeouts{ReadHeader: time.Second, Read: time.Second, Write: time.Millisecond, Idle: time.Second})
	req, _ := http.NewRequest("GET", ts.URL+"/api/sucursales/reporte-pdf", nil)
	req.Header.Set("Authorization", "Bearer "+shared.tokens["Super"])
	res, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(bufio.NewReader(res.Body))
	if err != nil || res.StatusCode != http.StatusOK || !strings.HasPrefix(string(body), "%PDF-") {
		t.Fatalf("status %d, %d bytes, err %v", res.StatusCode, len(body), err)
	}
}
