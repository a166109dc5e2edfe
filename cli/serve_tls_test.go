package cli

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

var printedFingerprint = regexp.MustCompile(`Huella SHA-256 del certificado: ([0-9A-F:]{95})`)

// pinnedClient trusts exactly the certificate whose fingerprint serve
// printed, as an owner comparing it by eye would, and follows no redirect.
func pinnedClient(fp string) *http.Client {
	return &http.Client{
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		Transport: &http.Transport{TLSClientConfig: &tls.Config{
			InsecureSkipVerify: true, // replaced by the pin below
			VerifyPeerCertificate: func(raw [][]byte, _ [][]*x509.Certificate) error {
				if len(raw) == 0 || fingerprint(raw[0]) != fp {
					return errors.New("certificate does not match the printed fingerprint")
				}
				return nil
			},
		}},
	}
}

// startTLS runs serve with extra flags and returns its host:port and the
// fingerprint it printed.
func startTLS(t *testing.T, dir string, extra ...string) (string, string, result, func() error) {
	t.Helper()
	base, r, stop := startServe(t, dir, map[string]string{"SGC_ADMIN_PASSWORD": "clave-del-admin"}, extra...)
	m := printedFingerprint.FindStringSubmatch(r.stdout.String())
	if m == nil {
		t.Fatalf("no fingerprint in %q", r.stdout.String())
	}
	// The addresses are printed just after the line startServe waits for.
	for deadline := time.Now().Add(5 * time.Second); !strings.Contains(r.stdout.String(), "https://127.0.0.1:"); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("serve prints http addresses under TLS: %q", r.stdout.String())
		}
	}
	return strings.TrimPrefix(base, "http://"), m[1], r, stop
}

// serve --tls makes its certificate at first start (key 0600, covering
// localhost and the loopback address), serves HTTPS with HSTS, redirects plain
// HTTP on the same port without HSTS, and reuses the certificate after a restart.
func TestServeTLSOwnCertificate(t *testing.T) {
	dir := t.TempDir()
	addr, fp, _, stop := startTLS(t, dir, "--tls")
	c := pinnedClient(fp)
	res, err := c.Get("https://" + addr + "/api/user")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusUnauthorized || res.Header.Get("Strict-Transport-Security") != "max-age=31536000" {
		t.Fatalf("https: %d, HSTS %q", res.StatusCode, res.Header.Get("Strict-Transport-Security"))
	}
	res, err = c.Get("http://" + addr + "/api/user?x=1")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusPermanentRedirect || res.Header.Get("Location") != "https://"+addr+"/api/user?x=1" ||
		res.Header.Get("Strict-Transport-Security") != "" {
		t.Fatalf("plain http: %d, Location %q, HSTS %q", res.StatusCode, res.Header.Get("Location"), res.Header.Get("Strict-Transport-Security"))
	}
	st, err := os.Stat(filepath.Join(dir, "tls", keyFile))
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v %v", st, err)
	}
	// A browser that trusts the certificate (not a pin) accepts it for
	// localhost and for the loopback address.
	pemBytes, err := os.ReadFile(filepath.Join(dir, "tls", certFile))
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(pemBytes)
	_, port, _ := net.SplitHostPort(addr)
	for _, host := range []string{"localhost", "127.0.0.1"} {
		conn, err := tls.Dial("tcp", net.JoinHostPort("127.0.0.1", port), &tls.Config{RootCAs: pool, ServerName: host})
		if err != nil {
			t.Fatalf("trusting the certificate for %s: %v", host, err)
		}
		conn.Close()
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	_, again, r, stop := startTLS(t, dir, "--tls")
	defer stop()
	if again != fp || strings.Contains(r.stdout.String(), "Certificado HTTPS nuevo") {
		t.Fatalf("restart made a new certificate: %s → %s", fp, again)
	}
}

// serve --cert/--key serves the owner's certificate; one without the other is refused.
func TestServeTLSGivenCertificate(t *testing.T) {
	dir := t.TempDir()
	certPath, keyPath, der := writeTestCertificate(t, t.TempDir())
	addr, fp, _, stop := startTLS(t, dir, "--cert", certPath, "--key", keyPath)
	defer stop()
	if fp != fingerprint(der) {
		t.Fatalf("printed %s, the owner's certificate is %s", fp, fingerprint(der))
	}
	pool := x509.NewCertPool()
	pool.AddCert(mustParse(t, der))
	c := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool}}}
	res, err := c.Get("https://" + addr + "/api/user")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusUnauthorized {
		t.Fatalf("https with the owner's certificate: %d", res.StatusCode)
	}
	if _, err := os.Stat(filepath.Join(dir, "tls")); !os.IsNotExist(err) {
		t.Fatalf("made a certificate of its own beside the owner's: %v", err)
	}
	r := run(context.Background(), "", nil, "serve", "--data", t.TempDir(), "--addr", "127.0.0.1:0", "--cert", certPath)
	if r.err == nil || !strings.Contains(r.err.Error(), "--cert y --key van juntos") {
		t.Fatalf("--cert alone: %v", r.err)
	}
}

// writeTestCertificate writes a certificate for 127.0.0.1 and its key to dir.
func writeTestCertificate(t *testing.T, dir string) (string, string, []byte) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(7), NotBefore: time.Now().Add(-time.Hour),
		NotAfter: time.Now().Add(time.Hour), IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)},
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, BasicConstraintsValid: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := x509.MarshalPKCS8PrivateKey(key)
	certPath, keyPath := filepath.Join(dir, "propio.pem"), filepath.Join(dir, "propio.key")
	os.WriteFile(certPath, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o644)
	os.WriteFile(keyPath, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: raw}), 0o600)
	return certPath, keyPath, der
}

func mustParse(t *testing.T, der []byte) *x509.Certificate {
	c, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(fmt.Errorf("parse: %w", err))
	}
	return c
}
