package engine

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
)

// loadDemoCompany gives the demo business a name, NIT, address, phones and a
// logo, and the main branch its address, so its notes, tickets and reports
// are headed like a real shop's rather than "Mi Empresa / NIT 0" and
// "Dirección por definir".
func (e *Engine) loadDemoCompany() error {
	logo, err := PrepareImage("logo", demoLogo())
	if err != nil {
		return err
	}
	if _, err := e.SaveBranch(MainBranch, BranchInput{Sucursal: "Casa Matriz", NombreOficial: "Ferretería El Constructor - Casa Matriz",
		Grupo: "1", Direccion: "Av. Buenos Aires 1234, Zona Max Paredes, La Paz", Telefono: "22451234",
		Precios: [6]string{"1", "1", "1", "1", "1", "1"}}); err != nil {
		return err
	}
	return e.SaveCompany(CompanyID, CompanyInput{
		Empresa:     "Ferretería El Constructor S.R.L.",
		Sigla:       "FEC",
		NIT:         "1028394021",
		Propietario: "Jorge Mamani Quispe",
		Telefono1:   "22451234",
		Telefono2:   "71555123",
		Email:       "ventas@elconstructor.bo",
		Horario:     "Lunes a sábado de 08:00 a 19:00",
		Direccion:   "Av. Buenos Aires 1234, Zona Max Paredes, La Paz",
		Actividad:   "Venta de herramientas, pinturas y material de construcción",
		Descripcion: "Casa matriz y tres sucursales en La Paz y El Alto.",
		Logo:        logo,
	})
}

// demoLogo draws the demo logo: a teal disc with a white roof and an orange
// beam, generated here so the binary carries no picture file. It is small:
// the documents print it at a couple of centimetres.
func demoLogo() []byte {
	const side = 128
	img := image.NewNRGBA(image.Rect(0, 0, side, side))
	teal := color.NRGBA{13, 148, 136, 255}
	white := color.NRGBA{255, 255, 255, 255}
	orange := color.NRGBA{245, 158, 11, 255}
	c := side / 2
	for y := 0; y < side; y++ {
		for x := 0; x < side; x++ {
			dx, dy := x-c, y-c
			if dx*dx+dy*dy > (c-2)*(c-2) {
				continue // transparent outside the disc
			}
			ax := max(dx, -dx)
			px := teal
			switch {
			case y >= 31 && y <= 64 && ax <= (y-31)*3/2: // the roof
				px = white
			case y > 64 && y <= 94 && ax <= 31 && (ax > 8 || y < 74): // the walls, with a door
				px = white
			case y >= 98 && y <= 105 && ax <= 42: // the beam across the foot
				px = orange
			}
			img.SetNRGBA(x, y, px)
		}
	}
	var b bytes.Buffer
	_ = png.Encode(&b, img) // encoding an in-memory NRGBA cannot fail
	return b.Bytes()
}
