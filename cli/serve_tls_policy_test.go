package cli

import (
	"bytes"
	"crypto/tls"
	"log/slog"
	"net"
	"strings"
	"testing"
)

// serve's HTTPS refuses a TLS 1.2 client that offers only CBC suites and
// accepts one offering an ECDHE+AEAD suite; the refused handshake leaves no
// line in the server's log.
func TestServeTLSSuitesAEADOnly(t *testing.T) {
	certPath, keyPath, _ := writeTestCertificate(t, t.TempDir())
	addr, _, r, stop := startTLS(t, t.TempDir(), "--cert", certPath, "--key", keyPath)
	defer stop()
	dial := func(suites ...uint16) error {
		c, err := tls.Dial("tcp", addr, &tls.Config{InsecureSkipVerify: true, MaxVersion: tls.VersionTLS12, CipherSuites: suites})
		if err == nil {
			c.Close()
		}
		return err
	}
	if err := dial(tls.TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA, tls.TLS_ECDHE_ECDSA_WITH_AES_256_CBC_SHA, tls.TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA256); err == nil {
		t.Fatal("a TLS 1.2 client with only CBC suites was accepted")
	}
	if err := dial(tls.TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256); err != nil {
		t.Fatalf("a TLS 1.2 client with ECDHE+AES-GCM was refused: %v", err)
	}
	if log := r.stderr.String(); strings.Contains(log, "handshake") {
		t.Fatalf("the refused handshake reached the log:\n%s", log)
	}
}

// The HTTP servers' error log drops TLS handshake noise and words anything
// else in Spanish.
func TestHTTPErrorLog(t *testing.T) {
	var buf bytes.Buffer
	l := httpErrorLog(slog.New(slog.NewTextHandler(&buf, nil)))
	l.Print("http: TLS handshake error from 192.168.1.50:51234: remote error: tls: unknown certificate")
	if buf.Len() != 0 {
		t.Fatalf("a handshake error was logged: %s", buf.String())
	}
	l.Print("http: Accept error: accept tcp [::]:8080: too many open files; retrying in 5ms")
	if out := buf.String(); !strings.Contains(out, `msg="error del servidor HTTP"`) || !strings.Contains(out, "too many open files") {
		t.Fatalf("another server error was not logged in Spanish: %s", out)
	}
}

// A session ticket resumes under the key that sealed it and the next one,
// and no longer after a second rotation.
func TestTicketKeysRotate(t *testing.T) {
	certPath, keyPath, _ := writeTestCertificate(t, t.TempDir())
	cert, err := tls.LoadX509KeyPair(certPath, keyPath)
	if err != nil {
		t.Fatal(err)
	}
	cfg := restrict(&tls.Config{Certificates: []tls.Certificate{cert}})
	keys := newTicketKeys(cfg)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				s := tls.Server(c, cfg)
				s.Handshake()
				s.Close()
			}()
		}
	}()
	resumes := func(cache tls.ClientSessionCache) bool {
		t.Helper()
		c, err := tls.Dial("tcp", ln.Addr().String(), &tls.Config{InsecureSkipVerify: true, MaxVersion: tls.VersionTLS12, ClientSessionCache: cache})
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		return c.ConnectionState().DidResume
	}
	first, second := tls.NewLRUClientSessionCache(1), tls.NewLRUClientSessionCache(1)
	if resumes(first) {
		t.Fatal("the first connection resumed a session")
	}
	if !resumes(first) {
		t.Fatal("a ticket under the current key did not resume")
	}
	keys.rotate()
	resumes(second) // a ticket sealed under the new key
	if !resumes(first) {
		t.Fatal("a ticket under the previous key did not resume after one rotation")
	}
	keys.rotate()
	keys.rotate()
	if resumes(second) {
		t.Fatal("a ticket two rotations old still resumed")
	}
}
