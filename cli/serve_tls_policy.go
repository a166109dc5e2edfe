package cli

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	stdlog "log"
	"log/slog"
	"strings"
	"sync"
	"time"
)

// aeadSuites are the TLS 1.2 cipher suites serve offers: ECDHE key exchange
// (forward secrecy) with an AEAD cipher only. Go's default list still has the
// ECDHE suites in CBC mode, which scanners flag for LUCKY13; every browser
// that speaks TLS 1.2 also speaks these. TLS 1.3 has its own fixed, AEAD-only list.
var aeadSuites = []uint16{
	tls.TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256,
	tls.TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256,
	tls.TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384,
	tls.TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384,
	tls.TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256,
	tls.TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256,
}

// ticketKeyRotation is how often the session-ticket key changes.
const ticketKeyRotation = 24 * time.Hour

// restrict sets the protocol floor and the cipher suites of every HTTPS
// configuration serve builds.
func restrict(cfg *tls.Config) *tls.Config {
	cfg.MinVersion = tls.VersionTLS12
	cfg.CipherSuites = aeadSuites
	return cfg
}

// ticketKeys holds the session-ticket keys of one TLS configuration. Go
// rotates its own keys daily but accepts a ticket for seven days, so a key
// stolen from memory would open a week of recorded sessions; here a ticket is
// accepted only under the current key and the one before it (at most two
// days), which still lets yesterday's browsers resume without a full handshake.
type ticketKeys struct {
	mu      sync.Mutex
	cfg     *tls.Config
	current [32]byte
}

// newTicketKeys gives cfg its first key.
func newTicketKeys(cfg *tls.Config) *ticketKeys {
	k := &ticketKeys{cfg: cfg}
	rand.Read(k.current[:])
	cfg.SetSessionTicketKeys([][32]byte{k.current})
	return k
}

// rotate makes a new key the one that seals tickets, keeping the previous one
// to open tickets it sealed; older keys are dropped.
func (k *ticketKeys) rotate() {
	k.mu.Lock()
	defer k.mu.Unlock()
	var next [32]byte
	rand.Read(next[:])
	k.cfg.SetSessionTicketKeys([][32]byte{next, k.current})
	k.current = next
}

// rotateTicketKeys gives cfg its own session-ticket keys and rotates them
// every ticketKeyRotation until ctx ends.
func rotateTicketKeys(ctx context.Context, cfg *tls.Config) {
	k := newTicketKeys(cfg)
	go func() {
		tick := time.NewTicker(ticketKeyRotation)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				k.rotate()
			}
		}
	}()
}

// httpErrorLog is the error log of serve's HTTP servers. The failed TLS
// handshakes that every browser meeting a self-signed certificate for the
// first time, and every port scanner, cause are client noise and are
// dropped; anything else goes to the server's log with a Spanish message.
func httpErrorLog(log *slog.Logger) *stdlog.Logger {
	return stdlog.New(httpLogWriter{log}, "", 0)
}

type httpLogWriter struct{ log *slog.Logger }

func (w httpLogWriter) Write(p []byte) (int, error) {
	line := strings.TrimSpace(string(p))
	if !strings.Contains(line, "TLS handshake error") {
		w.log.Warn("error del servidor HTTP", "detalle", strings.TrimPrefix(line, "http: "))
	}
	return len(p), nil
}
