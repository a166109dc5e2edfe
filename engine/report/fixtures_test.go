package report

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"time"
)

// fixedNow is the generation instant of every golden file: 14:35 in La Paz.
var fixedNow = time.Date(2025, 3, 4, 18, 35, 0, 0, time.UTC)

// testLogo draws a small two-colour PNG logo, so no binary sits in testdata.
func testLogo() []byte {
	img := image.NewRGBA(image.Rect(0, 0, 180, 120))
	for y := 0; y < 120; y++ {
		for x := 0; x < 180; x++ {
			c := color.RGBA{255, 255, 255, 255}
			switch {
			case (x-60)*(x-60)+(y-60)*(y-60) < 50*50:
				c = color.RGBA{31, 58, 96, 255}
			case x > 100 && x < 170 && y > 30 && y < 90:
				c = color.RGBA{230, 140, 30, 255}
			}
			img.Set(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

func testHeader() Header {
	return Header{
		Empresa:   "Comercial Andina Señorío S.R.L.",
		Sigla:     "CAS",
		NIT:       "1023456789",
		Direccion: "Av. Mariscal Santa Cruz N° 1234, Edif. Illimani, planta baja, La Paz",
		Telefono:  "2 2441234 - 71234567",
		Email:     "ventas@andina.com.bo",
		Sucursal:  "Casa Matriz",
		Logo:      testLogo(),
	}
}

func testTable(rows int) Table {
	t := Table{
		Title:    "REPORTE DE VENTAS GENERALES",
		Subtitle: "Del 01/03/2025 al 31/03/2025 · Sucursal: Casa Matriz",
		Columns: []Column{
			{"N°", 5, "C"}, {"Fecha", 9, "C"}, {"Cliente / Razón social", 24, "L"},
			{"NIT/CI", 10, "L"}, {"Total", 10, "R"}, {"Descuento", 9, "R"},
			{"Total neto", 10, "R"}, {"Usuario", 12, "L"},
		},
	}
	clients := []string{"Señal ¿Añadir? ÁÉÍÓÚ ñ", "SN", "Distribuidora El Ñandú de los Andes y del Altiplano Boliviano Ltda.", "María José Peñaranda"}
	var tot, desc int64
	for i := 0; i < rows; i++ {
		total := int64(12350 + i*98765%500000)
		d := int64(i%3) * 500
		tot, desc = tot+total, desc+d
		t.Rows = append(t.Rows, []string{
			fmt.Sprint(i + 1), Date(fixedNow.AddDate(0, 0, -i%28)), clients[i%len(clients)],
			fmt.Sprint(4000000 + i*37), Money(total), Money(d), Money(total - d), "jperez",
		})
	}
	t.Totals = []string{"", "", "", "", Money(tot), Money(desc), Money(tot - desc), ""}
	return t
}

func testSale() Sale {
	s := Sale{
		Numero:            123,
		Fecha:             time.Date(2025, 3, 4, 18, 20, 0, 0, time.UTC),
		Sucursal:          "Sucursal El Alto",
		SucursalDireccion: "Av. 6 de Marzo N° 77, Ciudad Satélite, El Alto",
		SucursalTelefono:  "2 2829900",
		Cliente:           "José Ñuflo Añez Gutiérrez",
		NIT:               "4839201",
		Usuario:           "María Quispe",
		TipoPago:          "Cuotas",
		MetodoPago:        "Efectivo",
		Descripcion:       "Entrega a domicilio el sábado por la mañana; el cliente pagará el saldo al recibir.",
		Estado:            1,
	}
	lines := []SaleLine{
		{2, "Unidad", "Cuaderno universitario espiral 100 hojas cuadriculado", "N/A", 1250, 0},
		{1, "Caja", "Impresora multifunción de tinta continua con Wi-Fi, escáner y fotocopiadora incluidos, modelo de exhibición", "SN-8842-ÑX", 189900, 0},
		{12, "Paquete", "Bolígrafo azul punta fina", "", 350, 0},
		{3, "Resma", "Papel bond tamaño carta 75 g", "N/A", 4200, 0},
		{1, "Unidad", "Mochila ergonómica ¿resistente al agua? Sí", "", 23550, 0},
	}
	for i := range lines {
		lines[i].Subtotal = lines[i].Precio * lines[i].Cantidad
		s.Subtotal += lines[i].Subtotal
	}
	s.Lines = lines
	s.Descuento = 2500
	s.Total = s.Subtotal - s.Descuento
	s.ACuenta = 100000
	s.Saldo = s.Total - s.ACuenta
	return s
}

func testPurchase() Purchase {
	p := Purchase{
		ID:                45,
		Fecha:             time.Date(2025, 3, 3, 13, 5, 0, 0, time.UTC),
		Sucursal:          "Casa Matriz",
		Proveedor:         "Importadora Señor de Mayo Ltda.",
		NIT:               "3344556017",
		TipoComprobante:   "Factura",
		NumeroComprobante: "001287",
		TipoPago:          "Cuotas",
		MetodoPago:        "Transferencia",
		Usuario:           "admin",
		Descripcion:       "Pedido de reposición de útiles para la gestión escolar.",
		Estado:            "Correcto",
		Lines: []PurchaseLine{
			{Cantidad: 100, Unidad: "Unidad", Producto: "Cuaderno universitario espiral 100 hojas cuadriculado", Costo: 780},
			{Cantidad: 10, Unidad: "Caja", Producto: "Bolígrafo azul punta fina (caja × 50)", Costo: 9500, Anulada: true},
			{Cantidad: 40, Unidad: "Resma", Producto: "Papel bond tamaño carta 75 g", Costo: 3150},
			{Cantidad: 1500, Unidad: "Unidad", Producto: "Lápiz negro HB n.º 2 con borrador, presentación escolar económica para distribución", Costo: 95},
		},
	}
	for i := range p.Lines {
		l := &p.Lines[i]
		l.Subtotal = l.Costo * l.Cantidad
		if !l.Anulada {
			p.Total += l.Subtotal
		}
	}
	p.ACuenta = 200000
	p.Saldo = p.Total - p.ACuenta
	return p
}

// testTransfer is a request between branches, accepted, with one line voided
// afterwards.
func testTransfer() Transfer {
	return Transfer{
		Titulo: "TRASPASO ENTRE SUCURSALES", Numero: 42, Fecha: time.Date(2025, 3, 4, 15, 10, 0, 0, time.UTC),
		Origen: "Sucursal El Alto", Destino: "Sucursal Centro", Usuario: "Luis Mendoza Vargas",
		RespondidoPor: "Juan Choque Flores", Estado: "Aceptado", Motivo: "Pedido de cliente en Centro",
		Descripcion: "Entregar antes del mediodía; cliente espera en tienda",
		Lines: []TransferLine{
			{Cantidad: 2, Unidad: "Unidad", Codigo: "HER-003", Producto: "Martillo de carpintero 16 oz"},
			{Cantidad: 3, Unidad: "Unidad", Codigo: "PLO-003", Producto: "Cinta teflón 3/4\""},
			{Cantidad: 1, Unidad: "Caja", Codigo: "HER-005", Producto: "Caja de tornillos 100 unidades", Anulada: true},
		},
	}
}

// testCashClose is a closed box with every kind of row and 3 bolivianos short.
func testCashClose() CashClose {
	closed := time.Date(2025, 3, 4, 23, 5, 0, 0, time.UTC)
	rows := []CashRow{
		{Name: "Apertura de Caja", Efectivo: 20000, Total: 20000},
		{Name: "Ventas", Efectivo: 68000, Transferencia: 15000, Tarjeta: 4550, Total: 87550},
		{Name: "Cuentas cobradas", Efectivo: 10000, Total: 10000},
		{Name: "Ingresos", Cheque: 50000, Total: 50000},
		{Name: "Compras", Efectivo: -12000, Total: -12000},
		{Name: "Cuentas pagadas", Transferencia: -8000, Total: -8000},
		{Name: "Gastos", Efectivo: -2500, Total: -2500},
		{Name: "Devoluciones", Efectivo: -14500, Total: -14500},
		{Name: "Anulaciones", Efectivo: -1000, Total: -1000},
	}
	var tot CashRow
	for _, r := range rows {
		tot.Efectivo, tot.Transferencia, tot.Cheque, tot.Tarjeta, tot.Total = tot.Efectivo+r.Efectivo,
			tot.Transferencia+r.Transferencia, tot.Cheque+r.Cheque, tot.Tarjeta+r.Tarjeta, tot.Total+r.Total
	}
	tot.Name = "Total"
	return CashClose{Sucursal: "Sucursal Centro", Usuario: "Juan Choque Flores", Fecha: "2025-03-04",
		Apertura: time.Date(2025, 3, 4, 12, 0, 0, 0, time.UTC), Cierre: &closed, Rows: rows, Totals: tot,
		MontoFinal: tot.Efectivo - 300, Diferencia: -300, Descripcion: "Faltan Bs 3 de cambio"}
}
