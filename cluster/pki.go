package cluster

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"time"
)

// Files of the cluster's certificates inside DATA/cluster. Keys are 0600.
const (
	caCertFile   = "ca.crt"
	caKeyFile    = "ca.key"
	peerCertFile = "miembro.crt"
	peerKeyFile  = "miembro.key"
)

// caValidity is the life of the cluster's CA and of the members' certificates:
// a mini-PC is replaced long before, and an expired certificate would stop
// the cluster with no one around who knows how to renew it.
const caValidity = 10 * 365 * 24 * time.Hour

// authority is the cluster's certificate authority: it signs the peer
// certificate of every member, and members trust only what it signed.
type authority struct {
	cert    *x509.Certificate
	certPEM []byte
	key     *ecdsa.PrivateKey
}

// newAuthority makes the CA of a new cluster.
func newAuthority() (*authority, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	tmpl := &x509.Certificate{
		SerialNumber:          serial(),
		Subject:               pkix.Name{CommonName: "sgc cluster CA", Organization: []string{"sgc"}},
		NotBefore:             now.Add(-time.Hour),
		NotAfter:              now.Add(caValidity),
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageCRLSign | x509.KeyUsageDigitalSignature,
		BasicConstraintsValid: true,
		IsCA:                  true,
		MaxPathLenZero:        true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return nil, err
	}
	cert, _ := x509.ParseCertificate(der)
	return &authority{cert: cert, certPEM: pemBlock("CERTIFICATE", der), key: key}, nil
}

// hash is the CA's fingerprint that a join token carries: SHA-256 of the
// certificate, hex.
func (a *authority) hash() string { return caHash(a.cert.Raw) }

func caHash(der []byte) string {
	sum := sha256.Sum256(der)
	return hex.EncodeToString(sum[:])
}

// sign issues a peer certificate for the key of csrPEM, valid for host
// (the host part of the member's --cluster-addr) as server and client.
func (a *authority) sign(csrPEM []byte, name, host string) ([]byte, error) {
	block, _ := pem.Decode(csrPEM)
	if block == nil || block.Type != "CERTIFICATE REQUEST" {
		return nil, errors.New("solicitud de certificado no válida")
	}
	csr, err := x509.ParseCertificateRequest(block.Bytes)
	if err != nil {
		return nil, err
	}
	if err := csr.CheckSignature(); err != nil {
		return nil, err
	}
	now := time.Now()
	tmpl := &x509.Certificate{
		SerialNumber: serial(),
		Subject:      pkix.Name{CommonName: name, Organization: []string{"sgc"}},
		NotBefore:    now.Add(-time.Hour),
		NotAfter:     now.Add(caValidity),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth},
	}
	if ip := net.ParseIP(host); ip != nil {
		tmpl.IPAddresses = []net.IP{ip}
	} else {
		tmpl.DNSNames = []string{host}
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, a.cert, csr.PublicKey, a.key)
	if err != nil {
		return nil, err
	}
	return pemBlock("CERTIFICATE", der), nil
}

// newPeerKey makes a member's private key and the request the CA signs; the
// key never leaves the member's folder.
func newPeerKey(name string) (keyPEM, csrPEM []byte, err error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, nil, err
	}
	csr, err := x509.CreateCertificateRequest(rand.Reader, &x509.CertificateRequest{
		Subject: pkix.Name{CommonName: name, Organization: []string{"sgc"}}}, key)
	if err != nil {
		return nil, nil, err
	}
	der, err := x509.MarshalECPrivateKey(key)
	if err != nil {
		return nil, nil, err
	}
	return pemBlock("EC PRIVATE KEY", der), pemBlock("CERTIFICATE REQUEST", csr), nil
}

// save writes the CA into dir: the certificate 0644, the key 0600.
func (a *authority) save(dir string) error {
	key, err := a.keyPEM()
	if err != nil {
		return err
	}
	if err := writePrivate(filepath.Join(dir, caKeyFile), key); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, caCertFile), a.certPEM, 0o644)
}

// loadAuthority reads the CA a member keeps in dir.
func loadAuthority(dir string) (*authority, error) {
	certPEM, err := os.ReadFile(filepath.Join(dir, caCertFile))
	if err != nil {
		return nil, err
	}
	keyPEM, err := os.ReadFile(filepath.Join(dir, caKeyFile))
	if err != nil {
		return nil, err
	}
	return parseAuthority(certPEM, keyPEM)
}

func parseAuthority(certPEM, keyPEM []byte) (*authority, error) {
	cert, err := parseCert(certPEM)
	if err != nil {
		return nil, err
	}
	kb, _ := pem.Decode(keyPEM)
	if kb == nil {
		return nil, errors.New("clave de la autoridad del grupo no válida")
	}
	key, err := x509.ParseECPrivateKey(kb.Bytes)
	if err != nil {
		return nil, err
	}
	if !key.PublicKey.Equal(cert.PublicKey) {
		return nil, errors.New("la clave de la autoridad del grupo no corresponde a su certificado")
	}
	return &authority{cert: cert, certPEM: certPEM, key: key}, nil
}

func parseCert(certPEM []byte) (*x509.Certificate, error) {
	b, _ := pem.Decode(certPEM)
	if b == nil || b.Type != "CERTIFICATE" {
		return nil, errors.New("certificado no válido")
	}
	return x509.ParseCertificate(b.Bytes)
}

func pemBlock(typ string, der []byte) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der})
}

func serial() *big.Int {
	n, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 127))
	if err != nil {
		panic(fmt.Sprintf("cluster: no random source: %v", err))
	}
	return n
}

// writePrivate writes a secret file readable by its owner only.
func writePrivate(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// keyPEM is the CA key as a new member receives it.
func (a *authority) keyPEM() ([]byte, error) {
	der, err := x509.MarshalECPrivateKey(a.key)
	if err != nil {
		return nil, err
	}
	return pemBlock("EC PRIVATE KEY", der), nil
}
