package cli

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"slices"
	"time"
)

// The certificate serve --tls makes for itself: one self-signed certificate
// for the names and addresses the branch PCs use, kept in <datos>/tls so that
// they trust it once. It is made again only when missing, near its end, or
// when the machine got a name or LAN address it does not cover (the guide
// asks for a fixed address, so that is rare); a new one prints its new
// fingerprint.
const (
	certFile     = "certificado.pem"
	keyFile      = "clave.pem"
	certLifetime = 5 * 365 * 24 * time.Hour
	certRenewal  = 30 * 24 * time.Hour
)

// ownCertificate loads the certificate in dir, or makes it.
func ownCertificate(e env, dir string) (tls.Certificate, error) {
	names, ips := localNames()
	certPath, keyPath := filepath.Join(dir, certFile), filepath.Join(dir, keyFile)
	if c, err := tls.LoadX509KeyPair(certPath, keyPath); err == nil && covers(c.Leaf, names, ips) {
		fmt.Fprintf(e.stdout, "HTTPS con el certificado propio %s\n", certPath)
		return c, nil
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return tls.Certificate{}, fmt.Errorf("no se pudo crear la carpeta %s: %w", dir, err)
	}
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return tls.Certificate{}, err
	}
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 127))
	if err != nil {
		return tls.Certificate{}, err
	}
	now := time.Now()
	tmpl := &x509.Certificate{
		SerialNumber:          serial,
		Subject:               pkix.Name{CommonName: names[len(names)-1], Organization: []string{"sgc"}},
		NotBefore:             now.Add(-time.Hour),
		NotAfter:              now.Add(certLifetime),
		KeyUsage:              x509.KeyUsageDigitalSignature,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
		DNSNames:              names,
		IPAddresses:           ips,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return tls.Certificate{}, err
	}
	rawKey, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		return tls.Certificate{}, err
	}
	// The key first, 0600: a certificate without its key is useless, a key
	// readable by others is worse than none.
	if err := os.WriteFile(keyPath, pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: rawKey}), 0o600); err != nil {
		return tls.Certificate{}, fmt.Errorf("no se pudo guardar la clave %s: %w", keyPath, err)
	}
	if err := os.Chmod(keyPath, 0o600); err != nil { // WriteFile keeps an existing file's mode
		return tls.Certificate{}, err
	}
	if err := os.WriteFile(certPath, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o644); err != nil {
		return tls.Certificate{}, fmt.Errorf("no se pudo guardar el certificado %s: %w", certPath, err)
	}
	fmt.Fprintf(e.stdout, "Certificado HTTPS nuevo en %s: instálelo en las PCs de las sucursales (vea docs/instalacion.md)\n", certPath)
	return tls.LoadX509KeyPair(certPath, keyPath)
}

// covers reports whether c is valid for a while yet and names every one of
// names and ips.
func covers(c *x509.Certificate, names []string, ips []net.IP) bool {
	if c == nil || time.Until(c.NotAfter) < certRenewal {
		return false
	}
	for _, n := range names {
		if !slices.Contains(c.DNSNames, n) {
			return false
		}
	}
	for _, ip := range ips {
		if !slices.ContainsFunc(c.IPAddresses, ip.Equal) {
			return false
		}
	}
	return true
}

// localNames are the names and addresses this machine is reached at:
// localhost, its hostname and its interfaces' addresses (loopback included).
func localNames() (names []string, ips []net.IP) {
	names = []string{"localhost"}
	if h, err := os.Hostname(); err == nil && h != "" && h != "localhost" {
		names = append(names, h)
	}
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if ipn, ok := a.(*net.IPNet); ok && !ipn.IP.IsLinkLocalUnicast() {
			ips = append(ips, ipn.IP)
		}
	}
	if len(ips) == 0 {
		ips = []net.IP{net.IPv4(127, 0, 0, 1)}
	}
	return names, ips
}
