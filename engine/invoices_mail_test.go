package engine

import (
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/mail"
	"net/textproto"
	"strings"
	"sync"
	"testing"
	"time"
)

// smtpDouble is a tiny SMTP server: it records each session's envelope and
// message, and refuses the first `refuse` sessions with a 421 greeting.
type smtpDouble struct {
	ln       net.Listener
	mu       sync.Mutex
	refuse   int
	dials    int
	sessions []smtpSession
}

type smtpSession struct {
	auth, from, to string
	data           []byte
}

func startSMTP(t *testing.T) *smtpDouble {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	skOK(t, err)
	d := &smtpDouble{ln: ln}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go d.serve(c)
		}
	}()
	return d
}

func (d *smtpDouble) port() int { return d.ln.Addr().(*net.TCPAddr).Port }

func (d *smtpDouble) serve(c net.Conn) {
	defer c.Close()
	d.mu.Lock()
	d.dials++
	refuse := d.refuse > 0
	d.refuse--
	d.mu.Unlock()
	tp := textproto.NewConn(c)
	if refuse {
		tp.PrintfLine("421 4.3.2 ocupado, intente luego")
		return
	}
	tp.PrintfLine("220 doble ESMTP")
	var s smtpSession
	for {
		line, err := tp.ReadLine()
		if err != nil {
			return
		}
		verb, arg, _ := strings.Cut(line, " ")
		switch strings.ToUpper(verb) {
		case "EHLO":
			tp.PrintfLine("250-doble\r\n250 AUTH PLAIN")
		case "AUTH":
			s.auth = arg
			tp.PrintfLine("235 2.7.0 bienvenido")
		case "MAIL":
			s.from = arg
			tp.PrintfLine("250 2.1.0 ok")
		case "RCPT":
			s.to = arg
			tp.PrintfLine("250 2.1.5 ok")
		case "DATA":
			tp.PrintfLine("354 adelante")
			s.data, err = tp.ReadDotBytes()
			if err != nil {
				return
			}
			d.mu.Lock()
			d.sessions = append(d.sessions, s)
			d.mu.Unlock()
			tp.PrintfLine("250 2.0.0 recibido")
		case "QUIT":
			tp.PrintfLine("221 adiós")
			return
		default:
			tp.PrintfLine("250 ok")
		}
	}
}

func (d *smtpDouble) got() (int, []smtpSession) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.dials, append([]smtpSession(nil), d.sessions...)
}

// mailWorld is siatWorld with a customer who has an e-mail address and a
// mailer whose printout is a stand-in PDF.
type mailWorld struct {
	*siatWorld
	smtp     *smtpDouble
	mailer   *InvoiceMailer
	customer uint64
}

func mailSetup(t *testing.T, server bool) *mailWorld {
	w := &mailWorld{siatWorld: siatSetup(t), smtp: startSMTP(t)}
	var err error
	w.customer, err = w.e.SaveCustomer(0, CustomerInput{NombresApellidos: "Juan Pérez", NumeroDocumento: "1020703023", Email: "juan@example.com"})
	skOK(t, err)
	if server {
		c, err := w.e.SiatConfiguration(w.super)
		skOK(t, err)
		c.Correo = InvoiceMailServer{Servidor: "127.0.0.1", Puerto: w.smtp.port(), Usuario: "facturas",
			Remitente: "facturas@ferreteria.bo", AlValidar: true}
		skOK(t, w.e.SaveSiatConfiguration(w.super, SiatConfigInput{SiatConfig: c, CorreoClave: "clave-smtp"}))
	}
	w.mailer = w.e.NewInvoiceMailer(MailOptions{Timeout: 3 * time.Second,
		Render: func(_ Actor, id uint64, papel string, out io.Writer) error {
			_, err := fmt.Fprintf(out, "%%PDF-doble %d %s", id, papel)
			return err
		}})
	return w
}

// sellTo sells with a factura to the world's customer and lets the SIN validate it.
func (w *mailWorld) sellTo(t *testing.T) *Invoice {
	t.Helper()
	w.load(t, w.b2, w.p[0], 1)
	in := skSale(w.b2, skLine(w.p[0], 1, 10000))
	in.Factura, in.NIT, in.RazonSocial, in.CodigoTipoDocumentoIdentidad, in.Cliente = true, "1020703023", "Juan Pérez", 5, ID(w.customer)
	id, err := w.e.CreateSale(w.seller, in)
	skOK(t, err)
	inv, err := w.e.InvoiceOfSale(w.super, id)
	skOK(t, err)
	w.pass(t)
	return w.wantState(t, inv.ID, InvoiceValid)
}

func (w *mailWorld) mailPass(t *testing.T) {
	t.Helper()
	skOK(t, w.mailer.Pass(context.Background()))
}

// A validated invoice of a customer with an address is e-mailed by itself:
// one SMTP session, the login, the envelope, the Spanish subject, and the
// PDF and XML attached.
func TestInvoiceMailSentOnValidation(t *testing.T) {
	w := mailSetup(t, true)
	inv := w.sellTo(t)
	w.mailPass(t)
	_, got := w.smtp.got()
	if len(got) != 1 {
		t.Fatalf("%d correos enviados, quería 1", len(got))
	}
	s := got[0]
	if want := "PLAIN " + base64.StdEncoding.EncodeToString([]byte("\x00facturas\x00clave-smtp")); s.auth != want {
		t.Errorf("AUTH %q, quería %q", s.auth, want)
	}
	if s.from != "FROM:<facturas@ferreteria.bo>" || s.to != "TO:<juan@example.com>" {
		t.Errorf("sobre: %s %s", s.from, s.to)
	}
	msg, err := mail.ReadMessage(strings.NewReader(string(s.data)))
	skOK(t, err)
	subject, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	skOK(t, err)
	if want := fmt.Sprintf("Factura N° %d — FERRETERIA EL CONSTRUCTOR S.R.L.", inv.Numero); subject != want {
		t.Errorf("asunto %q, quería %q", subject, want)
	}
	if to := msg.Header.Get("To"); to != "<juan@example.com>" {
		t.Errorf("To %q", to)
	}
	typ, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	skOK(t, err)
	if typ != "multipart/mixed" {
		t.Fatalf("Content-Type %s", typ)
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	parts := map[string]string{}
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		skOK(t, err)
		raw, err := io.ReadAll(p)
		skOK(t, err)
		if p.Header.Get("Content-Transfer-Encoding") == "base64" {
			raw, err = base64.StdEncoding.DecodeString(strings.ReplaceAll(string(raw), "\r\n", ""))
			skOK(t, err)
		}
		parts[p.FileName()] = string(raw) // multipart decodes the quoted-printable text itself
	}
	num := fmt.Sprint(inv.Numero)
	if got := parts["factura-"+num+".pdf"]; got != fmt.Sprintf("%%PDF-doble %d carta", inv.ID) {
		t.Errorf("PDF adjunto %q", got)
	}
	xml := w.invoice(t, inv.ID).XML
	if got := parts["factura-"+num+".xml"]; got != xml {
		t.Errorf("el XML adjunto no es el de la factura (%d bytes de %d)", len(got), len(xml))
	}
	if !strings.Contains(parts[""], "Le enviamos su factura N° "+num) {
		t.Errorf("texto del correo: %q", parts[""])
	}
	after := w.invoice(t, inv.ID)
	if after.CorreoPara != "juan@example.com" || after.CorreoEnviado == nil || after.CorreoError != "" {
		t.Fatalf("la factura no registra el envío: %q %v %q", after.CorreoPara, after.CorreoEnviado, after.CorreoError)
	}
	w.mailPass(t)
	if _, again := w.smtp.got(); len(again) != 1 {
		t.Fatalf("el correo salió %d veces", len(again))
	}
}

// A mail server that refuses is tried again after the backoff, and the
// invoice says why in the meantime.
func TestInvoiceMailRetriesAfterFailure(t *testing.T) {
	w := mailSetup(t, true)
	inv := w.sellTo(t)
	w.smtp.mu.Lock()
	w.smtp.refuse = 1
	w.smtp.mu.Unlock()
	skOK(t, w.e.QueueInvoiceMail(w.admin, inv.ID, "otra@example.com"))
	w.mailPass(t)
	if _, got := w.smtp.got(); len(got) != 0 {
		t.Fatalf("%d correos con el servidor ocupado", len(got))
	}
	failed := w.invoice(t, inv.ID)
	if !strings.Contains(failed.CorreoError, "No se pudo enviar el correo a otra@example.com") || !strings.Contains(failed.CorreoError, "Se reintentará") {
		t.Fatalf("error registrado: %q", failed.CorreoError)
	}
	w.mailPass(t)
	if dials, _ := w.smtp.got(); dials != 1 {
		t.Fatalf("%d conexiones antes de la espera, quería 1", dials)
	}
	w.clock.add(61 * time.Second)
	w.mailPass(t)
	_, got := w.smtp.got()
	if len(got) != 1 || got[0].to != "TO:<otra@example.com>" {
		t.Fatalf("tras la espera: %+v", got)
	}
	if after := w.invoice(t, inv.ID); after.CorreoPara != "otra@example.com" || after.CorreoError != "" {
		t.Fatalf("la factura no registra el envío: %q %q", after.CorreoPara, after.CorreoError)
	}
}

// Without a mail server nothing is queued nor sent, and asking is a 422.
func TestInvoiceMailNeedsServer(t *testing.T) {
	w := mailSetup(t, false)
	inv := w.sellTo(t)
	err := w.e.QueueInvoiceMail(w.admin, inv.ID, "juan@example.com")
	if e, ok := err.(*Error); !ok || e.Code != CodeInvalid {
		t.Fatalf("sin servidor de correo: %v", err)
	}
	w.mailPass(t)
	if dials, _ := w.smtp.got(); dials != 0 {
		t.Fatalf("%d conexiones sin servidor configurado", dials)
	}
	rows, err := w.e.ListInvoices(w.admin, InvoiceFilter{VentaID: inv.VentaID})
	skOK(t, err)
	if len(rows) != 1 || rows[0].CorreoPendiente || rows[0].ClienteEmail != "juan@example.com" {
		t.Fatalf("fila: %+v", rows)
	}
	if err := w.e.QueueInvoiceMail(w.seller, inv.ID, "juan@example.com"); err == nil {
		t.Fatal("un vendedor envió una factura por correo")
	}
}
