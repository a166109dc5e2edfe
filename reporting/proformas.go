package reporting

import (
	"io"

	"sgc/engine"
	"sgc/engine/report"
)

// Proforma writes the PROFORMA / COTIZACIÓN id under the header of its
// branch.
func Proforma(eng *engine.Engine, actor engine.Actor, id uint64, w io.Writer) (string, error) {
	d, err := eng.ProformaDetail(actor, id)
	if err != nil {
		return "", err
	}
	p := d.Proforma
	h, err := Header(eng, p.SucursalID)
	if err != nil {
		return "", err
	}
	doc := report.Proforma{Numero: int64(p.NumeroComprobante), Fecha: p.Fecha, Sucursal: p.Sucursal, Cliente: p.RazonSocial,
		NIT: p.NIT, Telefono: p.Telefono, Direccion: p.Direccion, Usuario: p.Usuario, Descripcion: p.Descripcion,
		Estado: p.Estado, Motivo: p.Motivo, Total: int64(p.Total)}
	for _, l := range d.Detalles {
		doc.Lines = append(doc.Lines, report.ProformaLine{Cantidad: l.Cantidad, Unidad: l.Unidad, Producto: l.Producto,
			Precio: int64(l.Precio), Subtotal: int64(l.Subtotal)})
	}
	return "proforma_" + report.Number(int64(p.NumeroComprobante)) + ".pdf",
		report.ProformaPDF(w, h, doc, report.Options{Generated: eng.Now()})
}
