package engine

// loadDemoTransfers enables transfers in every branch and leaves the three
// kinds of transfer in use: a direct transfer from the main warehouse with
// new prices for Sucursal Centro (received, so its users have a notification
// and a price alert), a request from El Alto accepted by Centro, and a
// request from Centro to Zona Sur still waiting.
func (e *Engine) loadDemoTransfers(root Actor) error {
	if err := e.SetTransferBranches([]uint64{1, 2, 3, 4}); err != nil {
		return err
	}
	staff := func(usuario string) (Actor, error) {
		u, err := e.UserByName(usuario)
		return u.Actor(0), err
	}
	p1, p2 := Money(46500), Money(44500)
	if _, err := e.CreateTransfer(root, TransferInput{SucursalOrigen: ID(MainBranch), SucursalDestino: 2,
		Motivo: "Reposición de stock", Descripcion: "Herramientas para la temporada",
		Productos: []TransferLineInput{{ID: 1, Cantidad: 4, Precio1: &p1, Precio2: &p2}, {ID: 5, Cantidad: 6}}}); err != nil {
		return err
	}
	alto, err := staff("lmendoza")
	if err != nil {
		return err
	}
	id, err := e.RequestTransfer(alto, TransferInput{SucursalDestino: 2, Motivo: "Pedido de cliente en Centro",
		Productos: []TransferLineInput{{ID: 3, Cantidad: 2}, {ID: 10, Cantidad: 3}}})
	if err != nil {
		return err
	}
	centro, err := staff("jchoque")
	if err != nil {
		return err
	}
	if err := e.RespondTransfer(centro, id, SolicitudAceptado); err != nil {
		return err
	}
	_, err = e.RequestTransfer(centro, TransferInput{SucursalDestino: 4, Motivo: "Exceso de pintura",
		Productos: []TransferLineInput{{ID: 6, Cantidad: 2}}})
	return err
}

// demoLowStock sends most of the main warehouse's kitchen taps and brass
// valves to the shops today, leaving a few below their minimum, so the
// dashboard and PRODUCTOS CON STOCK BAJO have something to warn about.
func (e *Engine) demoLowStock(root Actor) error {
	in := TransferInput{SucursalOrigen: ID(MainBranch), SucursalDestino: 4, Motivo: "Reposición de stock",
		Descripcion: "Grifería para la temporada de obras"}
	for _, l := range []struct {
		product uint64
		keep    int64
	}{{11, 2}, {9, 6}} {
		n, err := e.Stock(MainBranch, l.product)
		if err != nil {
			return err
		}
		if n > l.keep {
			in.Productos = append(in.Productos, TransferLineInput{ID: ID(l.product), Cantidad: Int(n - l.keep)})
		}
	}
	if len(in.Productos) == 0 {
		return nil
	}
	_, err := e.CreateTransfer(root, in)
	return err
}
