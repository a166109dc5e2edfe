package reporting

import (
	"io"

	"sgc/engine"
	"sgc/engine/report"
)

// Catalogo writes the CATÁLOGO id under the header of its branch, with a
// thumbnail of each product's first picture; lines removed from the
// catalogue are left out, a cancelled catalogue is stamped ANULADO.
func Catalogo(eng *engine.Engine, actor engine.Actor, id uint64, w io.Writer) (string, error) {
	d, err := eng.CatalogoDetail(actor, id)
	if err != nil {
		return "", err
	}
	c := d.Catalogo
	h, err := Header(eng, c.SucursalID)
	if err != nil {
		return "", err
	}
	nit := c.NIT
	if c.Complemento != "" {
		nit += "-" + c.Complemento
	}
	doc := report.Catalogo{Numero: int64(c.NroCatalogo), Fecha: c.Fecha, FechaFin: c.FechaFin, Sucursal: c.Sucursal,
		Cliente: c.RazonSocial, NIT: nit, Telefono: c.Telefono, Direccion: c.Direccion, Usuario: c.Usuario,
		Descripcion: c.Descripcion, Estado: c.Estado, Total: int64(c.Total)}
	var ids []uint64
	for _, l := range d.Detalles {
		if l.Estado == 1 {
			ids = append(ids, l.ProductoID)
		}
	}
	pictures, err := thumbnails(eng, ids)
	if err != nil {
		return "", err
	}
	for _, l := range d.Detalles {
		if l.Estado != 1 {
			continue
		}
		doc.Lines = append(doc.Lines, report.CatalogoLine{Producto: l.Producto, Codigo: l.Codigo, Cantidad: l.Cantidad,
			Precio: int64(l.Precio), Imagen: pictures[l.ProductoID]})
	}
	return "catalogo_" + report.Number(int64(c.NroCatalogo)) + ".pdf",
		report.CatalogoPDF(w, h, doc, report.Options{Generated: eng.Now()})
}

// thumbnails are the thumbnails of the first picture of each product of
// ids; a product without pictures, or whose picture cannot be read, has
// none and prints without it.
func thumbnails(eng *engine.Engine, ids []uint64) (map[uint64][]byte, error) {
	products, err := eng.ProductsByIDs(ids)
	if err != nil {
		return nil, err
	}
	pictures := map[uint64][]byte{}
	for _, p := range products {
		for _, k := range p.Imagenes {
			if k == "" {
				continue
			}
			if img, err := eng.GetImage(k); err == nil {
				pictures[p.ID] = img.Thumb
			}
			break
		}
	}
	return pictures, nil
}
