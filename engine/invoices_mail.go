package engine

import (
	"strings"
	"time"
)

// E-mailing a buyer their invoice: the mail server is part of the invoicing
// configuration, a request only queues the message (facturas_correo, like
// the SIN's outbox) and the elected member's InvoiceMailer sends it, so
// neither the counter nor the Facturas screen waits for a mail server.
var (
	bktInvoiceMail     = []byte("facturas_correo")
	invoiceMailBuckets = [][]byte{bktInvoiceMail}
)

// MailPasswordFile is the mail server's password file in the data folder
// (mode 0600) on a single machine; in a cluster it is sealed in the store.
const MailPasswordFile = "correo-clave"

// InvoiceMailServer is the optional SMTP server of the invoicing
// configuration; no Servidor, no e-mail. The password is kept like the token
// delegado and never answered: ClaveGuardada says one is kept.
type InvoiceMailServer struct {
	Servidor  string `json:"servidor"`
	Puerto    int    `json:"puerto"`
	Usuario   string `json:"usuario"`
	Remitente string `json:"remitente"`
	// AlValidar queues a buyer's invoice by itself once the SIN validates
	// (or observes) it, when the sale's customer has an e-mail address.
	AlValidar     bool `json:"enviar_al_validar"`
	ClaveGuardada bool `json:"clave_guardada"`
}

// configured reports whether invoices can be e-mailed at all.
func (m InvoiceMailServer) configured() bool { return m.Servidor != "" && m.Remitente != "" }

// check validates the mail server's section; all of it is optional, but a
// server needs its sender.
func (m *InvoiceMailServer) check(v *Validation) {
	clean(&m.Servidor, &m.Usuario, &m.Remitente)
	if m.Servidor == "" {
		return
	}
	if m.Puerto == 0 {
		m.Puerto = 587
	}
	if m.Puerto < 1 || m.Puerto > 65535 {
		v.Add("correo.puerto", "El puerto del servidor de correo va de 1 a 65535.")
	}
	v.MaxLen("correo.servidor", "servidor de correo", m.Servidor, 253)
	if strings.ContainsAny(m.Servidor, " :/") {
		v.Add("correo.servidor", "Escriba solo el nombre del servidor de correo (por ejemplo smtp.gmail.com); el puerto va aparte.")
	}
	v.MaxLen("correo.usuario", "usuario del correo", m.Usuario, 200)
	if v.Required("correo.remitente", "remitente", m.Remitente) {
		v.Email("correo.remitente", m.Remitente)
	}
}

// mailEntry is one e-mail of an invoice waiting to be sent, keyed by the
// invoice id: a second request for the same invoice replaces the first.
type mailEntry struct {
	Para    string    `json:"para"`
	Desde   time.Time `json:"desde"`
	Intento int       `json:"intentos"`
	// Siguiente delays the retry after a failure (mailBackoff).
	Siguiente time.Time `json:"siguiente"`
}

// QueueInvoiceMail queues the e-mail of an invoice to address (Super and
// Administrador); the InvoiceMailer sends it within seconds.
func (e *Engine) QueueInvoiceMail(actor Actor, id uint64, address string) error {
	if !actor.IsAdmin() {
		return Forbidden("Solo Super o Administrador envían facturas por correo.")
	}
	address = strings.TrimSpace(address)
	var v Validation
	if v.Required("email", "correo electrónico", address) {
		v.Email("email", address)
	}
	if err := v.Err(); err != nil {
		return err
	}
	return e.update(func(tx *Tx) error {
		cfg, err := getSiatConfig(tx.Tx)
		if err != nil {
			return err
		}
		if !cfg.Correo.configured() {
			return Invalid("email", "No hay servidor de correo configurado: llénelo en Facturación.")
		}
		inv, err := getInvoice(tx.Tx, id)
		if err != nil {
			return err
		}
		if inv.Estado == InvoiceRejected {
			return Conflict("Una factura rechazada por el SIN no es válida: no se envía por correo.")
		}
		return queueMail(tx, id, address)
	})
}

func queueMail(tx *Tx, id uint64, address string) error {
	if err := putJSON(tx.Bucket(bktInvoiceMail), itob(id), mailEntry{Para: address, Desde: tx.now.UTC()}); err != nil {
		return err
	}
	return patchInvoice(tx, id, func(inv *Invoice) { inv.CorreoError = "" })
}

// mailOnVerdict queues the e-mail of an invoice the SIN just validated or
// observed, when the configuration sends by itself and the sale's customer
// has an address. It runs in the transaction that records the verdict.
func mailOnVerdict(tx *Tx, id uint64) error {
	cfg, err := getSiatConfig(tx.Tx)
	if err != nil || !cfg.Correo.configured() || !cfg.Correo.AlValidar {
		return err
	}
	inv, err := getInvoice(tx.Tx, id)
	// An invoice whose annulment waits is not worth sending.
	if err != nil || (inv.Estado != InvoiceValid && inv.Estado != InvoiceObserved) || inv.CorreoEnviado != nil || inv.Motivo != 0 {
		return err
	}
	address, err := buyerEmail(tx.Tx, inv.VentaID)
	if err != nil || address == "" {
		return err
	}
	return queueMail(tx, id, address)
}

// buyerEmail is the e-mail address of the customer of a sale, "" for none.
func buyerEmail(tx ReadTx, saleID uint64) (string, error) {
	var s Sale
	if ok, err := getJSON(tx.Bucket(bktSales), itob(saleID), &s); err != nil || !ok {
		return "", err
	}
	var c Customer
	if _, err := getJSON(tx.Bucket(bktCustomers), itob(s.ClienteID), &c); err != nil {
		return "", err
	}
	return c.Email, nil
}
