package cli

import (
	"io"

	"sgc/engine"
	"sgc/reporting"
)

// invoiceMailer is the sender of the buyers' invoices by e-mail; it prints
// the attached PDF as GET /api/facturas/{id}/pdf does. Like the SIN's worker
// it runs on the elected member only (backupLoop).
func invoiceMailer(eng *engine.Engine) *engine.InvoiceMailer {
	return eng.NewInvoiceMailer(engine.MailOptions{Render: func(a engine.Actor, id uint64, papel string, w io.Writer) error {
		_, err := reporting.Invoice(eng, a, id, papel, w)
		return err
	}})
}
