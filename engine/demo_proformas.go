package engine

import "time"

// loadDemoProformas gives the demo a price catalogue sent to a builder today, an
// older one already out of term, a quotation of today waiting for the customer
// and one the customer turned down last week, all through the ordinary commands and dated
// as a shop would have made them.
func (e *Engine) loadDemoProformas(root Actor) error {
	realNow := e.Now
	defer func() { e.Now = realNow }()
	today := realNow().In(LaPaz)
	at := func(daysAgo, hour int) {
		t := time.Date(today.Year(), today.Month(), today.Day()-daysAgo, hour, 30, 0, 0, LaPaz)
		e.Now = func() time.Time { return t }
	}
	// catalogo lists products of the demo catalogue (1-based) at price level
	// P1 or P2; proforma takes (product, quantity) pairs at P1.
	catalogo := func(level int, products ...int) (in CatalogoInput) {
		for _, p := range products {
			d := demoProducts[p-1]
			price := Money(d.p1)
			if level == 2 {
				price = Money(d.p2)
			}
			in.Productos = append(in.Productos, CatalogoLineInput{ID: ID(p), Cantidad: 1, Precio: price})
			in.Total += price
		}
		return in
	}
	proforma := func(lines ...[2]int) (in ProformaInput) {
		for _, l := range lines {
			price := Money(demoProducts[l[0]-1].p1)
			in.Productos = append(in.Productos, ProformaLineInput{ID: ID(l[0]), Cantidad: Int(l[1]), Precio: price})
			in.Total += price * Money(l[1])
		}
		return in
	}

	at(45, 10)
	old := catalogo(1, 5, 6, 7)
	old.Cliente, old.Descripcion = 2, "Pinturas para la casa de Achumani"
	if _, err := e.CreateCatalogo(root, old); err != nil {
		return err
	}
	e.Now = realNow
	recent := catalogo(2, 1, 2, 3, 4, 8, 9, 10, 12)
	recent.Cliente, recent.Descripcion = 4, "Lista de precios para la obra de la calle 21 de Calacoto"
	if _, err := e.CreateCatalogo(root, recent); err != nil {
		return err
	}
	at(5, 16)
	declined := proforma([2]int{11, 2}, [2]int{9, 6}, [2]int{10, 20})
	declined.Cliente, declined.Descripcion = 2, "Cambio de grifería del baño"
	id, err := e.CreateProforma(root, declined)
	if err != nil {
		return err
	}
	at(4, 9)
	if err := e.VoidProforma(root, id, "El cliente compró en otra tienda"); err != nil {
		return err
	}
	e.Now = realNow
	open := proforma([2]int{5, 40}, [2]int{7, 10}, [2]int{1, 2}, [2]int{3, 6})
	open.Cliente, open.Descripcion = 4, "Entrega en obra, zona Sopocachi; precios válidos por 15 días"
	_, err = e.CreateProforma(root, open)
	return err
}
