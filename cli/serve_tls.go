package cli

import (
	"bufio"
	"crypto/sha256"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/spf13/pflag"
	"golang.org/x/crypto/acme/autocert"
)

// tlsFlags are serve's HTTPS options. With any of them the network port
// speaks HTTPS, and a browser that still opens http:// on the same port is
// redirected; the local Unix socket stays plain (only the server's own
// operating-system user can open it).
type tlsFlags struct {
	on        bool   // --tls: a certificate made at first start, kept in <datos>/tls
	cert, key string // --cert/--key: the owner's certificate
	domain    string // --dominio: an automatic certificate for a public name
}

func (f *tlsFlags) register(fs *pflag.FlagSet) {
	fs.BoolVar(&f.on, "tls", false, "sirve HTTPS con un certificado propio creado en el primer inicio (en <datos>/tls)")
	fs.StringVar(&f.cert, "cert", "", "archivo PEM del certificado HTTPS (con --key)")
	fs.StringVar(&f.key, "key", "", "archivo PEM de la clave privada del certificado (con --cert)")
	fs.StringVar(&f.domain, "dominio", "", "nombre público del servidor: certificado automático de Let's Encrypt (puerto 443)")
}

// enabled reports whether the network port serves HTTPS.
func (f *tlsFlags) enabled() bool { return f.on || f.cert != "" || f.key != "" || f.domain != "" }

// scheme is the scheme of the addresses serve prints.
func (f *tlsFlags) scheme() string {
	if f.enabled() {
		return "https"
	}
	return "http"
}

// config builds the TLS configuration the flags ask for and prints what a
// branch PC needs to trust it (the certificate's SHA-256 fingerprint).
func (f *tlsFlags) config(e env, dir string) (*tls.Config, error) {
	switch {
	case (f.cert == "") != (f.key == ""):
		return nil, errors.New("--cert y --key van juntos: indique los dos archivos")
	case f.domain != "" && f.cert != "":
		return nil, errors.New("--dominio obtiene su propio certificado: no lo combine con --cert/--key")
	case f.domain != "":
		m := &autocert.Manager{Prompt: autocert.AcceptTOS, HostPolicy: autocert.HostWhitelist(f.domain),
			Cache: autocert.DirCache(filepath.Join(dir, "tls", "acme"))}
		fmt.Fprintf(e.stdout, "HTTPS con certificado automático para %s (Let's Encrypt)\n", f.domain)
		return restrict(m.TLSConfig()), nil
	}
	var cert tls.Certificate
	var err error
	if f.cert != "" {
		cert, err = tls.LoadX509KeyPair(f.cert, f.key)
		if err != nil {
			return nil, fmt.Errorf("no se pudo leer el certificado %s / %s: %w", f.cert, f.key, err)
		}
		fmt.Fprintf(e.stdout, "HTTPS con el certificado %s\n", f.cert)
	} else if cert, err = ownCertificate(e, filepath.Join(dir, "tls")); err != nil {
		return nil, err
	}
	fmt.Fprintf(e.stdout, "Huella SHA-256 del certificado: %s\n", fingerprint(cert.Certificate[0]))
	return restrict(&tls.Config{Certificates: []tls.Certificate{cert}}), nil
}

// fingerprint is a certificate's SHA-256 in the colon-separated hex browsers show.
func fingerprint(der []byte) string {
	sum := sha256.Sum256(der)
	parts := make([]string, len(sum))
	for i, b := range sum {
		parts[i] = fmt.Sprintf("%02X", b)
	}
	return strings.Join(parts, ":")
}

// serveTLS serves srv over HTTPS on ln, and answers a plain-HTTP request that
// reaches the same port with a redirect to its https:// address, so the
// addresses staff saved keep working. It returns when ln is closed.
func serveTLS(srv *http.Server, ln net.Listener, cfg *tls.Config) error {
	secure, plain := newConnQueue(ln.Addr()), newConnQueue(ln.Addr())
	redirect := &http.Server{Handler: http.HandlerFunc(toHTTPS), ReadHeaderTimeout: srv.ReadHeaderTimeout,
		IdleTimeout: time.Second, ErrorLog: srv.ErrorLog}
	srv.TLSConfig = cfg
	srv.RegisterOnShutdown(func() { ln.Close(); redirect.Close() })
	go redirect.Serve(plain)
	go func() {
		defer secure.Close()
		defer plain.Close()
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go sortConn(c, secure, plain)
		}
	}()
	return srv.ServeTLS(secure, "", "")
}

// sortConn hands c to secure when its first byte opens a TLS handshake
// (0x16), to plain otherwise; a client that says nothing for ten seconds is dropped.
func sortConn(c net.Conn, secure, plain *connQueue) {
	c.SetReadDeadline(time.Now().Add(10 * time.Second))
	br := bufio.NewReaderSize(c, 1)
	first, err := br.Peek(1)
	c.SetReadDeadline(time.Time{})
	if err != nil {
		c.Close()
		return
	}
	pc := &peekedConn{Conn: c, r: br}
	if first[0] == 0x16 {
		secure.put(pc)
	} else {
		plain.put(pc)
	}
}

// toHTTPS sends a plain-HTTP request to the same host and port over HTTPS.
func toHTTPS(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Connection", "close")
	http.Redirect(w, r, "https://"+r.Host+r.URL.RequestURI(), http.StatusPermanentRedirect)
}

// peekedConn is a connection whose first bytes were read ahead.
type peekedConn struct {
	net.Conn
	r *bufio.Reader
}

func (c *peekedConn) Read(p []byte) (int, error) { return c.r.Read(p) }

// connQueue is a net.Listener fed with connections accepted elsewhere.
type connQueue struct {
	addr  net.Addr
	conns chan net.Conn
	done  chan struct{}
	once  sync.Once
}

func newConnQueue(a net.Addr) *connQueue {
	return &connQueue{addr: a, conns: make(chan net.Conn), done: make(chan struct{})}
}

func (q *connQueue) put(c net.Conn) {
	select {
	case q.conns <- c:
	case <-q.done:
		c.Close()
	}
}

func (q *connQueue) Accept() (net.Conn, error) {
	select {
	case c := <-q.conns:
		return c, nil
	case <-q.done:
		return nil, net.ErrClosed
	}
}

func (q *connQueue) Close() error {
	q.once.Do(func() { close(q.done) })
	return nil
}

func (q *connQueue) Addr() net.Addr { return q.addr }
