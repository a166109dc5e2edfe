package engine

import "time"

// demoSeller is who sells in a demo branch: the branch's own staff where it
// has them, Super elsewhere.
type demoSeller struct {
	branch uint64
	actors []Actor
}

// loadDemoSalesYear replays a year of trade up to today, so that the
// dashboard and the reports have something to show: a monthly purchase into
// the main warehouse, and each day a few sales in every branch by its staff,
// some with a discount or in Cuotas, a void and a return now and then. Every
// document goes through the ordinary commands with the engine's clock set to
// when it happens, so stock, kardex, cost, cash and the per-day figures are
// those of real days; a month of sales shares one transaction to load fast.
func (e *Engine) loadDemoSalesYear(root Actor) error {
	realNow := e.Now
	defer func() { e.Now = realNow }()
	// The year ends two days ago: yesterday and today belong to the money
	// area's demo (a cash box closed yesterday must keep its own figures).
	today := realNow().In(LaPaz)
	now := time.Date(today.Year(), today.Month(), today.Day()-2, 20, 0, 0, 0, LaPaz)
	start := time.Date(today.Year()-1, today.Month(), today.Day()+1, 8, 0, 0, 0, LaPaz)
	clock := start
	e.Now = func() time.Time { return clock }
	n := len(demoProducts)
	for b := uint64(2); b <= 4; b++ {
		for p := 1; p <= n; p++ {
			if err := e.InitialLoad(root, InitialLoadInput{Sucursal: ID(b), Producto: ID(p), Cantidad: 400, Costo: demoProducts[p-1].costo}); err != nil {
				return err
			}
		}
	}
	staff := func(id uint64, role string, branch uint64) Actor {
		return Actor{UserID: id, Roles: []string{role}, Home: branch, Branch: branch}
	}
	sellers := []demoSeller{
		{1, []Actor{root, staff(2, RoleAdmin, 1), staff(7, RoleAlmacen, 1)}},
		{2, []Actor{staff(3, RoleResponsable, 2), staff(4, RoleVendedor, 2)}},
		{3, []Actor{staff(5, RoleVendedor, 3)}},
		{4, []Actor{{UserID: 1, Usuario: "admin", Roles: []string{RoleSuper}, Home: 1, Branch: 4}}},
	}
	rng := uint64(20240601)
	next := func(k int) int { // a small deterministic generator: the same demo every time
		rng = rng*6364136223846793005 + 1442695040888963407
		return int((rng >> 33) % uint64(k))
	}
	for month := start; !month.After(now); month = time.Date(month.Year(), month.Month()+1, 1, 8, 0, 0, 0, LaPaz) {
		clock = month
		buy := PurchaseInput{Proveedor: ID(1 + next(2)), TipoComprobante: "Factura", NumeroComprobante: Text(itoa(int64(5000 + month.Month())))}
		for i, d := range demoProducts {
			q := Int(30 + next(20))
			buy.Productos = append(buy.Productos, PurchaseLineInput{ID: ID(i + 1), Cantidad: q, Costo: d.costo + Money(next(5)*100)})
			buy.Total += buy.Productos[i].Costo * Money(q)
		}
		if _, err := e.CreatePurchase(root, buy); err != nil {
			return err
		}
		err := e.update(func(tx *Tx) error {
			for d := month; d.Month() == month.Month() && !d.After(now); d = d.AddDate(0, 0, 1) {
				for _, s := range sellers {
					for k := 1 + next(4); k > 0; k-- {
						at := time.Date(d.Year(), d.Month(), d.Day(), 9+next(10), next(60), 0, 0, LaPaz)
						if at.After(now) {
							continue
						}
						tx.now = at
						if _, err := createSale(tx, s.actors[next(len(s.actors))], demoSale(s.branch, at, next)); err != nil && ErrorCode(err) != CodeInvalid {
							return err
						}
					}
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	if err := e.demoVoidsAndReturns(root, now, &clock); err != nil {
		return err
	}
	return e.closeDemoBoxes(now)
}

// closeDemoBoxes closes, as their holders would at the end of each day, the
// boxes the year's sales, voids and returns opened (money taken with no open
// box opens one), counting exactly the cash each expects: a real shop's past
// days have no box left open.
func (e *Engine) closeDemoBoxes(until time.Time) error {
	last := BusinessDate(until)
	return e.update(func(tx *Tx) error {
		// Collected first: a bucket is not written while it is walked.
		var open []*CashBox
		if err := each(tx.Bucket(bktCashBoxes), func(_ []byte, box *CashBox) error {
			if box.Estado == CashOpened && box.Fecha <= last {
				open = append(open, box)
			}
			return nil
		}); err != nil {
			return err
		}
		for _, box := range open {
			u, err := getUser(tx.Tx, box.UsuarioID)
			if err != nil {
				return err
			}
			day, ok := parseDay(box.Fecha)
			if !ok {
				return Invalid("fecha", "Fecha no válida.")
			}
			tx.now = day.Add(20*time.Hour + 30*time.Minute)
			holder := Actor{UserID: u.ID, Usuario: u.Usuario, Roles: u.Rol, Home: box.Sucursal, Branch: box.Sucursal}
			if err := closeBox(tx, holder, box, day, func(expected Money) Money { return expected }, "Cierre del día"); err != nil {
				return err
			}
		}
		return nil
	})
}

// demoSale is a Contado sale (now and then with a discount) of
// one to three products of the catalogue.
func demoSale(branch uint64, at time.Time, next func(int) int) SaleInput {
	in := SaleInput{Sucursal: ID(branch)}
	seen := map[int]bool{}
	for l := 1 + next(3); l > 0; l-- {
		p := next(len(demoProducts))
		if seen[p] {
			continue
		}
		seen[p] = true
		d := demoProducts[p]
		price := Money(d.p1)
		if next(4) == 0 {
			price = Money(d.p2)
		}
		q := 1 + next(3)
		in.Productos = append(in.Productos, SaleLineInput{ID: ID(p + 1), Cantidad: Int(q), Precio: price})
		in.Total += price * Money(q)
	}
	if next(12) == 0 { // credit sales are the money area's demo
		in.Descuento = in.Total / 20
		in.Total -= in.Descuento
	}
	if next(3) == 0 {
		in.MetodoPago = "Transferencia"
	}
	return in
}

// demoVoidsAndReturns voids two sales and takes back part of a third in the
// last weeks, each on its own day.
func (e *Engine) demoVoidsAndReturns(root Actor, now time.Time, clock *time.Time) error {
	var ids []uint64
	err := e.view(func(tx ReadTx) error {
		from := now.AddDate(0, 0, -20).UTC()
		return scanDays(tx, bktSaleDays, 2, from, now.AddDate(0, 0, -2).UTC(), func(id uint64) error {
			ids = append(ids, id)
			return nil
		})
	})
	if err != nil || len(ids) < 3 {
		return err
	}
	*clock = now
	root.Branch = 2
	if err := e.VoidSale(root, ids[0], "Cliente desistió de la compra"); err != nil {
		return err
	}
	if err := e.VoidSale(root, ids[len(ids)/2], "Venta registrada por error"); err != nil {
		return err
	}
	var s *Sale
	if err := e.view(func(tx ReadTx) (err error) { s, err = getSale(tx, ids[1]); return err }); err != nil {
		return err
	}
	l := s.Detalles[0]
	_, err = e.CreateReturn(root, ReturnInput{VentaID: ID(s.ID), Motivo: "Producto fallado",
		Productos: []ReturnLineInput{{DetalleAgrupadoID: ID(l.ID), Cantidad: 1}}})
	return err
}
