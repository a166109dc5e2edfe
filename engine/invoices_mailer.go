package engine

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/textproto"
	"time"
)

// MailOptions tune the InvoiceMailer. Render prints invoice id on papel
// ("carta" or "rollo") as the PDF attached to its e-mail; the printout is
// assembled outside engine (package reporting imports engine), so the
// caller hands it over.
type MailOptions struct {
	Render  func(actor Actor, id uint64, papel string, w io.Writer) error
	Timeout time.Duration // one SMTP session; 0 is a minute
}

// The mailer's rhythm: a pass every mailPassEvery; a failed e-mail waits
// mailBackoff before its next attempt, and after maxMailAttempts the owner
// is told on the invoice and resends it from the Facturas screen.
const (
	mailPassEvery   = 5 * time.Second
	maxMailAttempts = 8
)

// mailBackoff doubles the wait after each failure from a minute up to an
// hour: a mail server that is down for a while is not hammered.
func mailBackoff(attempt int) time.Duration {
	d := time.Minute << min(attempt-1, 6)
	return min(d, time.Hour)
}

// mailerActor reads invoices for the mailer, which acts for no user.
var mailerActor = Actor{Usuario: "correo", Roles: []string{RoleSuper}}

// InvoiceMailer sends the queued e-mails of invoices. Only the elected
// member runs it (like the SIN's worker), so a message leaves once.
type InvoiceMailer struct {
	e   *Engine
	opt MailOptions
}

// NewInvoiceMailer prepares the mailer; Run starts it.
func (e *Engine) NewInvoiceMailer(opt MailOptions) *InvoiceMailer {
	if opt.Timeout == 0 {
		opt.Timeout = time.Minute
	}
	return &InvoiceMailer{e: e, opt: opt}
}

// Run makes a pass every mailPassEvery until ctx ends.
func (m *InvoiceMailer) Run(ctx context.Context) {
	t := time.NewTicker(mailPassEvery)
	defer t.Stop()
	for {
		if err := m.Pass(ctx); err != nil && ctx.Err() == nil {
			m.e.Log.Warn("facturas por correo", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// Pass sends the e-mails that are due, oldest invoice first. Nothing is sent,
// and the queue waits, while no mail server is configured.
func (m *InvoiceMailer) Pass(ctx context.Context) error {
	var cfg SiatConfig
	type job struct {
		id uint64
		in mailEntry
	}
	var jobs []job
	now := m.e.Now()
	err := m.e.view(func(tx ReadTx) (err error) {
		if cfg, err = getSiatConfig(tx); err != nil || !cfg.Correo.configured() {
			return err
		}
		return each(tx.Bucket(bktInvoiceMail), func(k []byte, o *mailEntry) error {
			if !now.Before(o.Siguiente) {
				jobs = append(jobs, job{btoi(k), *o})
			}
			return nil
		})
	})
	if err != nil || len(jobs) == 0 {
		return err
	}
	password := m.e.secret(secretMailPassword)
	for _, j := range jobs {
		if ctx.Err() != nil {
			return nil
		}
		sent := m.deliver(ctx, cfg, password, j.id, j.in.Para)
		if err := m.e.update(func(tx *Tx) error { return recordMail(tx, j.id, j.in, sent) }); err != nil {
			return err
		}
	}
	return nil
}

// deliver builds and sends one invoice's e-mail.
func (m *InvoiceMailer) deliver(ctx context.Context, cfg SiatConfig, password string, id uint64, to string) error {
	p, err := m.e.InvoicePrintout(mailerActor, id)
	if err != nil {
		return err
	}
	place, _ := cfg.branch(p.Invoice.Sucursal)
	papel := "carta"
	if place.Papel == "rollo" {
		papel = "rollo"
	}
	if m.opt.Render == nil {
		return errors.New("este servidor no imprime facturas para el correo")
	}
	var pdf bytes.Buffer
	if err := m.opt.Render(mailerActor, id, papel, &pdf); err != nil {
		return err
	}
	msg, err := invoiceMessage(cfg, p, to, pdf.Bytes(), m.e.Now())
	if err != nil {
		return err
	}
	return sendMail(ctx, cfg.Correo, password, to, msg, m.opt.Timeout)
}

// recordMail ends a queued e-mail: sent, it records to whom and when;
// failed, it says why on the invoice and waits for the next attempt, unless
// the server refused for good (a 5xx reply) or the attempts ran out.
func recordMail(tx *Tx, id uint64, o mailEntry, sent error) error {
	b := tx.Bucket(bktInvoiceMail)
	// Another request may have replaced the entry while this one was sent.
	var now mailEntry
	if ok, err := getJSON(b, itob(id), &now); err != nil || !ok || now.Para != o.Para || !now.Desde.Equal(o.Desde) {
		return err
	}
	if sent == nil {
		if err := b.Delete(itob(id)); err != nil {
			return err
		}
		at := tx.now.UTC()
		return patchInvoice(tx, id, func(inv *Invoice) { inv.CorreoPara, inv.CorreoEnviado, inv.CorreoError = o.Para, &at, "" })
	}
	o.Intento++
	text := "No se pudo enviar el correo a " + o.Para + ": " + sent.Error()
	var reply *textproto.Error
	if (errors.As(sent, &reply) && reply.Code >= 500) || o.Intento >= maxMailAttempts {
		if err := b.Delete(itob(id)); err != nil {
			return err
		}
		text += ". No se reintentará: corrija la causa y use «Enviar por correo»."
	} else {
		o.Siguiente = tx.now.Add(mailBackoff(o.Intento)).UTC()
		if err := putJSON(b, itob(id), o); err != nil {
			return err
		}
		text += ". Se reintentará."
	}
	return patchInvoice(tx, id, func(inv *Invoice) { inv.CorreoError = text })
}
