package reporting

import (
	"io"
	"strconv"

	"sgc/engine"
	"sgc/engine/report"
	"sgc/siat"
)

// Invoice writes the representación gráfica of invoice id on papel: rollo
// (80 mm, the QR of t=1), carta or oficio (t=2). The paper is checked
// before the invoice is read.
func Invoice(eng *engine.Engine, actor engine.Actor, id uint64, papel string, w io.Writer) (string, error) {
	roll := papel == "rollo"
	opt := report.Options{Generated: eng.Now()}
	if !roll {
		size, ok := report.PaperSize(papel)
		if !ok {
			return "", engine.Invalid("papel", "El papel es rollo, carta u oficio.")
		}
		opt.Paper = size
	}
	p, err := eng.InvoicePrintout(actor, id)
	if err != nil {
		return "", err
	}
	t := siat.QRPagina
	if roll {
		t = siat.QRRollo
	}
	inv := p.Invoice
	doc := report.Invoice{XML: []byte(inv.XML), QR: p.QR(t), Words: p.Words, Units: p.Units, Roll: roll,
		FueraDeLinea: inv.TipoEmision == siat.EmisionFueraLinea, SinValorLegal: inv.Ambiente == siat.AmbientePruebas,
		Anulada: inv.Estado == engine.InvoiceAnnulled}
	return "factura_" + strconv.FormatInt(inv.Numero, 10) + ".pdf", report.InvoicePDF(w, doc, opt)
}
