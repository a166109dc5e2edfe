package engine

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"net/smtp"
	"net/textproto"
	"strconv"
	"time"

	"sgc/siat"
)

// invoiceMessage is the e-mail of an invoice: a Spanish note, the printout
// as PDF and the XML as the SIN holds it, in one multipart/mixed message.
func invoiceMessage(cfg SiatConfig, p InvoicePrint, to string, pdf []byte, now time.Time) ([]byte, error) {
	inv := p.Invoice
	num := strconv.FormatInt(inv.Numero, 10)
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	id := make([]byte, 12)
	if _, err := rand.Read(id); err != nil {
		return nil, err
	}
	var msg bytes.Buffer
	from := mail.Address{Name: cfg.RazonSocial, Address: cfg.Correo.Remitente}
	for _, h := range [][2]string{
		{"From", from.String()},
		{"To", (&mail.Address{Address: to}).String()},
		{"Subject", mime.QEncoding.Encode("utf-8", "Factura N° "+num+" — "+cfg.RazonSocial)},
		{"Date", now.Format(time.RFC1123Z)},
		{"Message-ID", "<" + hex.EncodeToString(id) + "@sgc>"},
		{"MIME-Version", "1.0"},
		{"Content-Type", `multipart/mixed; boundary="` + mw.Boundary() + `"`},
	} {
		msg.WriteString(h[0] + ": " + h[1] + "\r\n")
	}
	msg.WriteString("\r\n")

	text, err := mw.CreatePart(textproto.MIMEHeader{"Content-Type": {"text/plain; charset=utf-8"},
		"Content-Transfer-Encoding": {"quoted-printable"}})
	if err != nil {
		return nil, err
	}
	qp := quotedprintable.NewWriter(text)
	fmt.Fprintf(qp, "Estimado(a) %s:\r\n\r\nLe enviamos su factura N° %s de %s (NIT %d), emitida el %s por Bs %s: "+
		"adjuntamos su representación gráfica en PDF y el archivo XML.\r\n\r\nPuede verificarla en el sitio del SIN:\r\n%s\r\n\r\n"+
		"Este mensaje se envió automáticamente.\r\n", inv.RazonSocial, num, cfg.RazonSocial, inv.NIT,
		inv.FechaEmision.In(LaPaz).Format("02/01/2006"), inv.Total, p.QR(siat.QRPagina))
	if err := qp.Close(); err != nil {
		return nil, err
	}
	for _, a := range []struct {
		name, typ string
		data      []byte
	}{{"factura-" + num + ".pdf", "application/pdf", pdf}, {"factura-" + num + ".xml", "application/xml", []byte(inv.XML)}} {
		w, err := mw.CreatePart(textproto.MIMEHeader{"Content-Type": {a.typ + `; name="` + a.name + `"`},
			"Content-Disposition": {`attachment; filename="` + a.name + `"`}, "Content-Transfer-Encoding": {"base64"}})
		if err != nil {
			return nil, err
		}
		enc := base64.StdEncoding.EncodeToString(a.data)
		for len(enc) > 76 {
			fmt.Fprintf(w, "%s\r\n", enc[:76])
			enc = enc[76:]
		}
		fmt.Fprintf(w, "%s\r\n", enc)
	}
	if err := mw.Close(); err != nil {
		return nil, err
	}
	msg.Write(body.Bytes())
	return msg.Bytes(), nil
}

// sendMail delivers msg through the configured server: implicit TLS on port
// 465, STARTTLS wherever the server offers it, and the login only when a
// user is set (net/smtp refuses to send a password in clear except to this
// machine). Each error says in Spanish which step failed; a 5xx reply stays
// reachable with errors.As, since it will not change on a retry.
func sendMail(ctx context.Context, srv InvoiceMailServer, password, to string, msg []byte, timeout time.Duration) error {
	addr := net.JoinHostPort(srv.Servidor, strconv.Itoa(srv.Puerto))
	d := net.Dialer{Timeout: timeout}
	var conn net.Conn
	var err error
	if srv.Puerto == 465 {
		conn, err = (&tls.Dialer{NetDialer: &d, Config: &tls.Config{ServerName: srv.Servidor}}).DialContext(ctx, "tcp", addr)
	} else {
		conn, err = d.DialContext(ctx, "tcp", addr)
	}
	if err != nil {
		return fmt.Errorf("no se pudo conectar con el servidor de correo %s: %w", addr, err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(timeout))
	c, err := smtp.NewClient(conn, srv.Servidor)
	if err != nil {
		return fmt.Errorf("el servidor de correo %s no respondió como SMTP: %w", addr, err)
	}
	defer c.Close()
	if ok, _ := c.Extension("STARTTLS"); ok {
		if err := c.StartTLS(&tls.Config{ServerName: srv.Servidor}); err != nil {
			return fmt.Errorf("no se pudo cifrar la conexión con el servidor de correo (STARTTLS): %w", err)
		}
	}
	if srv.Usuario != "" {
		if err := c.Auth(smtp.PlainAuth("", srv.Usuario, password, srv.Servidor)); err != nil {
			return fmt.Errorf("el servidor de correo no aceptó el usuario o la contraseña: %w", err)
		}
	}
	if err := c.Mail(srv.Remitente); err != nil {
		return fmt.Errorf("el servidor de correo rechazó el remitente %s: %w", srv.Remitente, err)
	}
	if err := c.Rcpt(to); err != nil {
		return fmt.Errorf("el servidor de correo rechazó el destinatario: %w", err)
	}
	w, err := c.Data()
	if err != nil {
		return fmt.Errorf("el servidor de correo no aceptó el mensaje: %w", err)
	}
	if _, err := w.Write(msg); err != nil {
		return fmt.Errorf("el servidor de correo no aceptó el mensaje: %w", err)
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("el servidor de correo no aceptó el mensaje: %w", err)
	}
	// The message is accepted: a failed goodbye must not send it twice.
	_ = c.Quit()
	return nil
}
