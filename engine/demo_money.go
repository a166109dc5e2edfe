package engine

import "time"

// loadDemoMoney shows the money areas in use, through the ordinary commands:
// income and expense categories, yesterday's cash box of the Centro
// Responsable (opened, a sale, an expense, closed a little short), a credit
// sale half paid and another due within days, a purchase on credit partly
// paid, and today's income and expense.
func (e *Engine) loadDemoMoney(root Actor) error {
	cats := map[Book][]CategoryInput{
		BookIngresos: {{"Alquileres", "Alquiler de herramientas y andamios"}, {"Servicios técnicos", "Instalaciones y reparaciones"}},
		BookGastos:   {{"Servicios básicos", "Luz, agua, internet"}, {"Transporte", "Fletes y pasajes de entrega"}, {"Limpieza", "Material de limpieza"}},
	}
	for _, b := range []Book{BookIngresos, BookGastos} {
		for _, c := range cats[b] {
			if _, err := e.SaveMoneyCategory(b, 0, c); err != nil {
				return err
			}
		}
	}
	jchoque, err := e.UserByName("jchoque")
	if err != nil {
		return err
	}
	if err := e.demoYesterdayBox(jchoque.Actor(0)); err != nil {
		return err
	}

	due := func(days int) string { return BusinessDate(e.Now().AddDate(0, 0, days)) }
	credit := SaleInput{Sucursal: 1, Cliente: 4, RazonSocial: "Constructora Andina Ltda.", NIT: "3012457018", TipoPago: "Cuotas",
		ACuenta: 10000, FechaLimite: due(25), Total: 39000, Productos: []SaleLineInput{{ID: 2, Cantidad: 1, Precio: 39000}}}
	id, err := e.CreateSale(root, credit)
	if err != nil {
		return err
	}
	if err := e.Pay(root, PaymentInput{VentaID: ID(id), Monto: 14500, MetodoPago: "Transferencia", NumeroDocumento: "558120",
		Descripcion: "Mitad del saldo"}); err != nil {
		return err
	}
	soon := SaleInput{Sucursal: 1, Cliente: 3, RazonSocial: "Patricia Limachi", NIT: "4876512", TipoPago: "Cuotas",
		FechaLimite: due(5), Total: 11000, Productos: []SaleLineInput{{ID: 3, Cantidad: 2, Precio: 5500}}}
	if _, err := e.CreateSale(root, soon); err != nil {
		return err
	}
	buy := PurchaseInput{Proveedor: 2, Sucursal: ID(MainBranch), TipoComprobante: "Factura", NumeroComprobante: "8870",
		TipoPago: "Cuotas", ACuenta: 30000, FechaLimite: due(30), Total: 95000,
		Productos: []PurchaseLineInput{{ID: 5, Cantidad: 10, Costo: 9500}}}
	pid, err := e.CreatePurchase(root, buy)
	if err != nil {
		return err
	}
	if err := e.Pay(root, PaymentInput{CompraID: ID(pid), Monto: 20000, Descripcion: "Segunda cuota"}); err != nil {
		return err
	}
	if _, err := e.SaveMoneyEntry(root, BookIngresos, 0, MoneyEntryInput{Concepto: "Alquiler de andamio por 3 días",
		Categoria: 1, Total: "150", NumeroComprobante: "R-0012"}); err != nil {
		return err
	}
	agutierrez, err := e.UserByName("agutierrez")
	if err != nil {
		return err
	}
	_, err = e.SaveMoneyEntry(agutierrez.Actor(0), BookGastos, 0, MoneyEntryInput{Concepto: "Pasajes de entrega a cliente",
		Categoria: 2, Total: "15"})
	return err
}

// demoYesterdayBox records yesterday's box of a Responsable. The commands
// take their instant from the engine's clock, so the clock is set to
// yesterday morning while they run.
func (e *Engine) demoYesterdayBox(a Actor) error {
	now := e.Now
	defer func() { e.Now = now }()
	start, _ := parseDay(BusinessDate(now().AddDate(0, 0, -1)))
	at := func(h int) { e.Now = func() time.Time { return start.Add(time.Duration(h) * time.Hour) } }
	at(8)
	if _, err := e.OpenCash(a, a.Branch, "", CashInput{MontoInicial: "200", Descripcion: "Cambio en monedas"}); err != nil {
		return err
	}
	at(11)
	if _, err := e.CreateSale(a, SaleInput{Sucursal: ID(a.Branch), Total: 6800,
		Productos: []SaleLineInput{{ID: 8, Cantidad: 2, Precio: 3400}}}); err != nil {
		return err
	}
	at(15)
	if _, err := e.SaveMoneyEntry(a, BookGastos, 0, MoneyEntryInput{Concepto: "Flete de tubos", Categoria: 2, Total: "25"}); err != nil {
		return err
	}
	at(19)
	_, err := e.CloseCash(a, a.Branch, "", CashInput{MontoFinal: "240", Descripcion: "Faltan Bs 3 de cambio"})
	return err
}
