package report

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"
	"time"
)

// productPicture draws a small product picture: a coloured disc on white, as
// a PNG or, with asJPEG, a JPEG; generated so that no binary sits in testdata.
func productPicture(c color.RGBA, w, h int, asJPEG bool) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	r := min(w, h) * 2 / 5
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			px := color.RGBA{255, 255, 255, 255}
			if dx, dy := x-w/2, y-h/2; dx*dx+dy*dy < r*r {
				px = c
			}
			img.Set(x, y, px)
		}
	}
	var buf bytes.Buffer
	if asJPEG {
		jpeg.Encode(&buf, img, &jpeg.Options{Quality: 80})
	} else {
		png.Encode(&buf, img)
	}
	return buf.Bytes()
}

func proformaFixture() Proforma {
	q := Proforma{
		Numero:            57,
		Fecha:             time.Date(2025, 3, 4, 15, 10, 0, 0, time.UTC),
		Sucursal:          "Sucursal El Alto",
		SucursalDireccion: "Av. 6 de Marzo N° 77, Ciudad Satélite, El Alto",
		SucursalTelefono:  "2 2829900",
		Cliente:           "Constructora Illimani Peñaranda S.R.L.",
		NIT:               "1029384756",
		Telefono:          "71234567",
		Direccion:         "Calle Jaén N° 12, zona Central, La Paz",
		Usuario:           "María Quispe",
		Descripcion:       "Cotización solicitada para la obra de la avenida Arce; entrega en obra a coordinar.",
		Estado:            1,
	}
	lines := []ProformaLine{
		{Cantidad: 4, Unidad: "Unidad", Producto: "Taladro percutor inalámbrico 20 V con dos baterías y maletín", Precio: 89000},
		{Cantidad: 10, Unidad: "Caja", Producto: "Tornillos autorroscantes 8 × 1\" (caja × 100)", Precio: 3550},
		{Cantidad: 2, Unidad: "Unidad", Producto: "Amoladora angular 4½\" 850 W", Precio: 45990},
		{Cantidad: 25, Unidad: "Bolsa", Producto: "Cemento portland IP-30 (bolsa 50 kg)", Precio: 6200},
	}
	for i := range lines {
		lines[i].Subtotal = lines[i].Precio * lines[i].Cantidad
		q.Total += lines[i].Subtotal
	}
	q.Lines = lines
	return q
}

func catalogoFixture() Catalogo {
	c := Catalogo{
		Numero:      12,
		Fecha:       time.Date(2025, 3, 4, 15, 10, 0, 0, time.UTC),
		FechaFin:    time.Date(2025, 4, 3, 15, 10, 0, 0, time.UTC),
		Sucursal:    "Casa Matriz",
		Cliente:     "Ferretería Ñandú de los Andes",
		NIT:         "4839201-1A",
		Telefono:    "2 2441234",
		Direccion:   "Av. Buenos Aires N° 990, La Paz",
		Usuario:     "José Añez",
		Descripcion: "Precios especiales para distribuidor.",
		Estado:      1,
		Lines: []CatalogoLine{
			{Producto: "Taladro percutor inalámbrico 20 V", Codigo: "HER-001", Cantidad: 1, Precio: 89000,
				Imagen: productPicture(color.RGBA{31, 58, 96, 255}, 120, 90, true)},
			{Producto: "Amoladora angular 4½\" 850 W con disco de corte y protector ajustable", Codigo: "HER-002", Cantidad: 1,
				Precio: 45990, Imagen: productPicture(color.RGBA{230, 140, 30, 255}, 80, 120, false)},
			{Producto: "Martillo carpintero", Codigo: "HER-003", Cantidad: 1, Precio: 7550},
			{Producto: "Nivel de burbuja 60 cm", Codigo: "HER-004", Cantidad: 1, Precio: 12000, Imagen: []byte("no es una imagen")},
		},
	}
	for _, l := range c.Lines {
		c.Total += l.Precio * l.Cantidad
	}
	return c
}

func TestProformaCatalogoGoldenPDFs(t *testing.T) {
	voided := proformaFixture()
	voided.Estado, voided.Motivo = 0, "El cliente pidió otra marca."
	expired := catalogoFixture()
	expired.Estado = 2
	cancelled := catalogoFixture()
	cancelled.Estado = 0
	units := catalogoFixture()
	for i := range units.Lines {
		units.Lines[i].Imagen = nil
	}
	units.Lines[0].Cantidad, units.Total = 3, units.Total+2*units.Lines[0].Precio
	cases := []goldenCase{
		{"proforma.pdf", func(b *bytes.Buffer) error { return ProformaPDF(b, testHeader(), proformaFixture(), goldenOpt) }},
		{"proforma_voided.pdf", func(b *bytes.Buffer) error {
			return ProformaPDF(b, Header{Empresa: "Librería Sin Logo", Sigla: "LSL"}, voided, goldenOpt)
		}},
		{"catalogo.pdf", func(b *bytes.Buffer) error { return CatalogoPDF(b, testHeader(), catalogoFixture(), goldenOpt) }},
		{"catalogo_voided.pdf", func(b *bytes.Buffer) error { return CatalogoPDF(b, testHeader(), cancelled, goldenOpt) }},
		{"catalogo_units.pdf", func(b *bytes.Buffer) error { return CatalogoPDF(b, testHeader(), units, goldenOpt) }},
	}
	checkGoldenCases(t, cases)
	var b bytes.Buffer
	if err := CatalogoPDF(&b, testHeader(), expired, goldenOpt); err != nil {
		t.Fatal(err)
	}
	if text := pdfText(t, b.Bytes()); !strings.Contains(text, "Fuera de plazo") || strings.Contains(text, msgVoided) {
		t.Errorf("an expired catalogue reads:\n%s", text)
	}
}

func TestProformaCatalogoPDFText(t *testing.T) {
	var proforma, voided, cat, cancelled, units bytes.Buffer
	if err := ProformaPDF(&proforma, testHeader(), proformaFixture(), goldenOpt); err != nil {
		t.Fatal(err)
	}
	v := proformaFixture()
	v.Estado, v.Motivo = 0, "El cliente pidió otra marca."
	if err := ProformaPDF(&voided, testHeader(), v, goldenOpt); err != nil {
		t.Fatal(err)
	}
	if err := CatalogoPDF(&cat, testHeader(), catalogoFixture(), goldenOpt); err != nil {
		t.Fatal(err)
	}
	c := catalogoFixture()
	c.Estado = 0
	if err := CatalogoPDF(&cancelled, testHeader(), c, goldenOpt); err != nil {
		t.Fatal(err)
	}
	u := catalogoFixture()
	u.Lines[1].Cantidad = 2
	if err := CatalogoPDF(&units, testHeader(), u, goldenOpt); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		pdf      []byte
		want, no []string
	}{
		{"proforma", proforma.Bytes(), []string{"PROFORMA / COTIZACIÓN", "N° 000057", "Constructora Illimani Peñaranda S.R.L.",
			"Cant.", "Unidad", "Descripción", "P. Unit.", "Subtotal", "3.560,00", "Bs 6.384,80",
			"SON: SEIS MIL TRESCIENTOS OCHENTA Y CUATRO 80/100", "Validez:", "Cotización referencial", "71234567",
			"Sucursal: Sucursal El Alto"}, []string{msgVoided}},
		{"proforma voided", voided.Bytes(), []string{msgVoided, "Motivo de anulación: El cliente pidió otra marca."}, nil},
		{"catalogue", cat.Bytes(), []string{"CATÁLOGO", "N° 000012", "Ferretería Ñandú de los Andes", "4839201-1A",
			"Producto", "Precio", "HER-002", "Válido hasta", "03/04/2025", "Válido", "Bs 1.545,40", "Sin imagen",
			"(30 días desde la fecha del catálogo)"}, []string{msgVoided, "Cant.", "Subtotal"}},
		{"catalogue cancelled", cancelled.Bytes(), []string{msgVoided, "Anulado"}, nil},
		{"catalogue with units", units.Bytes(), []string{"Cant.", "Subtotal", "919,80"}, nil},
	} {
		text := pdfText(t, tc.pdf)
		for _, want := range tc.want {
			if !strings.Contains(text, want) {
				t.Errorf("%s: text lacks %q:\n%s", tc.name, want, text)
			}
		}
		for _, no := range tc.no {
			if strings.Contains(text, no) {
				t.Errorf("%s: text has %q", tc.name, no)
			}
		}
	}
}

// A long catalogue goes on over pages, repeating its column head.
func TestCatalogoPageBreaks(t *testing.T) {
	c := catalogoFixture()
	for range 4 {
		c.Lines = append(c.Lines, c.Lines...)
	}
	var b bytes.Buffer
	if err := CatalogoPDF(&b, testHeader(), c, goldenOpt); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, b.Bytes())
	pages := strings.Count(text, "\f")
	if pages < 3 {
		t.Fatalf("a 64-line catalogue with pictures fits on %d pages", pages)
	}
	if n := strings.Count(text, "CATÁLOGO N° 000012 (continuación)"); n != pages-1 {
		t.Errorf("continuation line printed %d times on %d pages", n, pages)
	}
	if n := strings.Count(text, "Precio"); n < pages {
		t.Errorf("column head printed %d times on %d pages", n, pages)
	}
}
