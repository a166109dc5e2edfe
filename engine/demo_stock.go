package engine

import "strconv"

// demoProduct is one article of the demo catalogue.
type demoProduct struct {
	codigo, producto   string
	unidad, categoria  uint64
	costo              Money
	p1, p2, p3, minimo int64 // prices in centavos and the minimum stock
}

var demoProducts = []demoProduct{
	{"HER-001", "Taladro percutor 650W", 1, 1, 32000, 45000, 43000, 41000, 5},
	{"HER-002", "Amoladora angular 4 1/2\"", 1, 1, 28000, 39000, 37500, 36000, 5},
	{"HER-003", "Martillo de carpintero 16 oz", 1, 1, 3500, 5500, 5200, 5000, 10},
	{"HER-004", "Juego de destornilladores 6 piezas", 1, 1, 4200, 6500, 6200, 6000, 10},
	{"PIN-001", "Pintura látex blanco 4L", 1, 2, 9500, 14500, 13800, 13000, 12},
	{"PIN-002", "Barniz marino 1L", 3, 2, 4800, 7200, 6900, 6600, 8},
	{"PIN-003", "Rodillo de lana 9\"", 1, 2, 1800, 3000, 2800, 2600, 10},
	{"PLO-001", "Tubo PVC 1/2\" x 6 m", 4, 3, 2100, 3400, 3200, 3000, 20},
	{"PLO-002", "Llave de paso 1/2\" bronce", 1, 3, 2600, 4200, 4000, 3800, 10},
	{"PLO-003", "Cinta teflón 3/4\"", 1, 3, 250, 500, 450, 400, 30},
	{"PLO-004", "Grifo de cocina cromado", 1, 3, 9800, 15500, 14900, 14200, 4},
	{"HER-005", "Caja de tornillos 100 unidades", 2, 1, 1500, 2600, 2400, 2200, 10},
}

// loadDemoProducts registers the catalogue; its stock comes with the year
// of trade (loadDemoSalesYear) and today's purchase (loadDemoToday).
func (e *Engine) loadDemoProducts(root Actor) error {
	for _, d := range demoProducts {
		in := ProductInput{Codigo: d.codigo, Producto: d.producto, NombreFactura: d.producto,
			Unidad: strconv.FormatUint(d.unidad, 10), Categoria: strconv.FormatUint(d.categoria, 10),
			Costo: d.costo.String(), Minimo: strconv.FormatInt(d.minimo, 10)}
		in.Precios[0], in.Precios[1], in.Precios[2] = Money(d.p1).String(), Money(d.p2).String(), Money(d.p3).String()
		if _, err := e.SaveProduct(root, 0, in); err != nil {
			return err
		}
	}
	return nil
}

// loadDemoToday buys into the main warehouse and makes a few sales today,
// through the ordinary commands so that stock, kardex, cost and cash are as
// real ones. It runs after the year of trade, so today's documents are
// numbered and listed after the year's, as they would be in a real shop.
func (e *Engine) loadDemoToday(root Actor) error {
	purchase := PurchaseInput{Proveedor: 1, Sucursal: ID(MainBranch), TipoComprobante: "Factura",
		NumeroComprobante: "4521", Descripcion: "Reposición de la casa matriz"}
	for i, d := range demoProducts {
		qty := Int(40 + 10*(i%4))
		purchase.Productos = append(purchase.Productos, PurchaseLineInput{ID: ID(i + 1), Cantidad: qty, Costo: d.costo})
		purchase.Total += d.costo * Money(qty)
	}
	if _, err := e.CreatePurchase(root, purchase); err != nil {
		return err
	}
	sales := []SaleInput{
		{Sucursal: 1, Productos: []SaleLineInput{{ID: 1, Cantidad: 1, Precio: 45000}, {ID: 3, Cantidad: 2, Precio: 5500}}},
		{Sucursal: 1, Cliente: 2, RazonSocial: "Ferretería Illimani S.R.L.", NIT: "1020304025", MetodoPago: "Transferencia",
			Productos: []SaleLineInput{{ID: 5, Cantidad: 4, Precio: 13800}, {ID: 7, Cantidad: 4, Precio: 2800}}},
		{Sucursal: 2, Productos: []SaleLineInput{{ID: 10, Cantidad: 5, Precio: 500}, {ID: 8, Cantidad: 2, Precio: 3400}}},
	}
	for _, s := range sales {
		for _, l := range s.Productos {
			s.Total += l.Precio * Money(l.Cantidad)
		}
		actor := root
		actor.Branch = uint64(s.Sucursal)
		if _, err := e.CreateSale(actor, s); err != nil {
			return err
		}
	}
	return nil
}
