package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// skRandom drives a store with random commands, valid and invalid mixed.
type skRandom struct {
	t         *testing.T
	w         *skWorld
	r         *rand.Rand
	branches  []uint64
	sales     []uint64
	purchases []uint64
	credit    [2][]uint64 // sales and purchases made in Cuotas
	transfers []uint64
	requests  []uint64 // requests made, answered or not
}

// Whatever the sequence of purchases, sales, returns, voids, write-offs,
// counts, initial loads, payments and transfers (direct, requests answered,
// bulk, voided whole or by line), after every step: no stock is negative,
// every stock equals the sum of its kardex, every document balances against
// its instalments and cash, and a refused command changed nothing at all.
func TestRandomSequencesKeepStockEqualKardex(t *testing.T) {
	steps := 400
	if testing.Short() {
		steps = 80
	}
	for seed := uint64(1); seed <= 4; seed++ {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			w := skSetup(t)
			s := &skRandom{t: t, w: w, r: rand.New(rand.NewPCG(seed, 42)), branches: []uint64{MainBranch, w.b2, w.b3}}
			skOK(t, w.e.SetTransferBranches(s.branches))
			ops := []struct {
				name string
				run  func() error
			}{
				{"compra", s.purchase}, {"compra", s.purchase}, {"venta", s.sale}, {"venta", s.sale}, {"venta", s.sale},
				{"devolución", s.giveBack}, {"anular venta", s.voidSale}, {"anular línea de venta", s.voidSaleLine},
				{"anular compra", s.voidPurchase}, {"anular línea de compra", s.voidPurchaseLine}, {"baja", s.baja},
				{"conteo", s.count}, {"carga inicial", s.load}, {"carga inicial", s.load}, {"pago", s.pay},
				{"traspaso", s.transfer}, {"traspaso", s.transfer}, {"respuesta", s.respond}, {"masivo", s.bulk},
				{"anular traspaso", s.voidTransfer}, {"anular línea de traspaso", s.voidTransferLine},
			}
			tally := map[string][2]int{}
			for i := range steps {
				op := ops[s.r.IntN(len(ops))]
				before := skHash(t, w.e)
				err := op.run()
				n := tally[op.name]
				if err != nil {
					n[1]++
					if ErrorCode(err) == CodeInternal {
						t.Fatalf("step %d %s: internal error %v", i, op.name, err)
					}
					if skHash(t, w.e) != before {
						t.Fatalf("step %d: refused %s (%v) left a trace", i, op.name, err)
					}
				} else {
					n[0]++
				}
				tally[op.name] = n
				skCheckStock(t, w.e)
				skCheckDocs(t, w.e)
			}
			t.Logf("done/refused per command: %v", tally)
			for _, name := range []string{"compra", "venta", "devolución", "anular venta", "anular compra", "baja", "conteo", "pago",
				"traspaso", "respuesta", "anular traspaso"} {
				if n := tally[name]; !testing.Short() && (n[0] == 0 || n[1] == 0) {
					t.Errorf("%s: %d done, %d refused: the mix is too narrow", name, n[0], n[1])
				}
			}
		})
	}
}

func (s *skRandom) product() uint64        { return s.w.p[s.r.IntN(len(s.w.p))] }
func (s *skRandom) branch() uint64         { return s.branches[s.r.IntN(len(s.branches))] }
func (s *skRandom) chance(p float64) bool  { return s.r.Float64() < p }
func (s *skRandom) money(lo, hi int) Money { return Money(lo + s.r.IntN(hi-lo+1)) }

func (s *skRandom) pick(ids []uint64) uint64 {
	if len(ids) == 0 {
		return 999
	}
	return ids[s.r.IntN(len(ids))]
}

func (s *skRandom) purchase() error {
	in := PurchaseInput{Proveedor: ID(s.w.supplier)}
	perm := s.r.Perm(len(s.w.p))
	for i := range 1 + s.r.IntN(3) {
		p := s.w.p[perm[i]]
		if s.chance(0.05) {
			p = s.w.p[perm[0]] // the same product twice: refused
		}
		l := PurchaseLineInput{ID: ID(p), Cantidad: Int(1 + s.r.IntN(30)), Costo: s.money(1000, 6000)}
		if s.chance(0.05) {
			l.Cantidad = 0
		}
		if s.chance(0.3) {
			l.Precio = s.money(9000, 12000)
		}
		in.Productos = append(in.Productos, l)
		in.Total += l.Costo * Money(l.Cantidad)
	}
	if s.chance(0.3) {
		in.TipoPago, in.FechaLimite = "Cuotas", "2025-04-01"
		in.ACuenta = s.money(0, int(in.Total))
	}
	if s.chance(0.05) {
		in.Total++
	}
	id, err := s.w.e.CreatePurchase(s.w.super, in)
	if err == nil {
		s.purchases = append(s.purchases, id)
		if in.TipoPago == "Cuotas" {
			s.credit[1] = append(s.credit[1], id)
		}
	}
	return err
}

// sale sells 1 to 4 lines as Super, Administrador or the Vendedor of branch 2,
// mostly at an enabled price level, sometimes with a discount or in Cuotas.
func (s *skRandom) sale() error {
	actor := []Actor{s.w.super, s.w.admin, s.w.seller}[s.r.IntN(3)]
	branch := s.branch()
	if actor.Role() == RoleVendedor && !s.chance(0.1) {
		branch = s.w.b2
	}
	in := SaleInput{Sucursal: ID(branch)}
	for range 1 + s.r.IntN(4) {
		p := s.product()
		levels, _ := s.w.e.EnabledLevels(branch, p)
		price := s.money(100, 12000)
		if len(levels) > 0 && s.chance(0.85) {
			price = levels[s.r.IntN(len(levels))].Precio
		}
		in.Productos = append(in.Productos, skLine(p, int64(1+s.r.IntN(3)), price))
		in.Total += price * Money(in.Productos[len(in.Productos)-1].Cantidad)
	}
	if s.chance(0.2) {
		in.Descuento = s.money(0, int(in.Total))
		in.Total -= in.Descuento
	}
	if s.chance(0.3) {
		in.TipoPago, in.FechaLimite = "Cuotas", "2025-03-20"
		in.ACuenta = s.money(0, int(in.Total))
	}
	id, err := s.w.e.CreateSale(actor, in)
	if err == nil {
		s.sales = append(s.sales, id)
		if in.TipoPago == "Cuotas" {
			s.credit[0] = append(s.credit[0], id)
		}
	}
	return err
}

// giveBack returns part of a sale line, now and then more than is out.
func (s *skRandom) giveBack() error {
	id := s.pick(s.sales)
	in := ReturnInput{VentaID: ID(id), Motivo: "cambio"}
	if d, err := s.w.e.SaleDetail(s.w.super, id); err == nil {
		l := d.Detalles[s.r.IntN(len(d.Detalles))]
		q := 1 + s.r.IntN(int(max(l.Cantidad, 1)))
		if s.chance(0.15) {
			q = int(l.Cantidad) + 1
		}
		in.Productos = []ReturnLineInput{{DetalleAgrupadoID: ID(l.DetalleAgrupadoID), Cantidad: Int(q)}}
	}
	_, err := s.w.e.CreateReturn(s.w.admin, in)
	return err
}

func (s *skRandom) voidSale() error {
	motivo := "anulada"
	if s.chance(0.1) {
		motivo = ""
	}
	return s.w.e.VoidSale(s.w.admin, s.pick(s.sales), motivo)
}

func (s *skRandom) voidSaleLine() error {
	id, line := s.pick(s.sales), uint64(1)
	if d, err := s.w.e.SaleDetail(s.w.super, id); err == nil {
		line = d.Detalles[s.r.IntN(len(d.Detalles))].DetalleAgrupadoID
	}
	return s.w.e.VoidSaleLine(s.w.super, id, line, "línea")
}

func (s *skRandom) voidPurchase() error {
	return s.w.e.VoidPurchase(s.w.super, s.pick(s.purchases), "anulada")
}

func (s *skRandom) voidPurchaseLine() error {
	return s.w.e.VoidPurchaseLine(s.w.super, s.pick(s.purchases), s.product(), "línea")
}

func (s *skRandom) baja() error {
	branch, p := s.branch(), s.product()
	n, _ := s.w.e.Stock(branch, p)
	_, err := s.w.e.CreateBaja(s.w.admin, branch, BajaInput{ProductoID: ID(p), Cantidad: Int(s.r.IntN(int(n) + 2)), Motivo: "dañado"})
	return err
}

// count runs one step of an inventory count: restart, register one product
// (complete, a quantity near the stock, or a refused value) or apply.
func (s *skRandom) count() error {
	branch := s.branch()
	switch x := s.r.Float64(); {
	case x < 0.2:
		return s.w.e.InitCount(s.w.inventario, branch) // refused outside branch 1
	case x < 0.75:
		p := s.product()
		n, _ := s.w.e.Stock(branch, p)
		got := int64(s.r.IntN(int(n) + 4))
		if s.chance(0.3) {
			got = CountComplete
		} else if s.chance(0.1) {
			got = -7
		}
		return s.w.e.RegisterCount(s.w.super, branch, p, got)
	default:
		_, err := s.w.e.ApplyCount(s.w.admin, branch)
		return err
	}
}

func (s *skRandom) load() error {
	return s.w.e.InitialLoad(s.w.super, InitialLoadInput{Sucursal: ID(s.branch()), Producto: ID(s.product()),
		Cantidad: Int(s.r.IntN(21)), Costo: s.money(1000, 6000)})
}

// pay pays part of an open balance, now and then more than is owed.
func (s *skRandom) pay() error {
	in := PaymentInput{}
	var saldo Money
	if s.chance(0.5) {
		in.VentaID = ID(s.pick(s.credit[0]))
		d, _ := s.w.e.SaleDetail(s.w.super, uint64(in.VentaID))
		saldo = d.Venta.Saldo
	} else {
		in.CompraID = ID(s.pick(s.credit[1]))
		d, _ := s.w.e.PurchaseDetail(s.w.super, uint64(in.CompraID))
		saldo = d.Compra.Saldo
	}
	in.Monto = s.money(1, int(max(saldo, 1)))
	if s.chance(0.15) {
		in.Monto = saldo + 1
	}
	return s.w.e.Pay(s.w.super, in)
}

// transfer sends 1 to 3 lines between two branches, directly or as a
// request, sometimes more than the origin has or to the origin itself.
func (s *skRandom) transfer() error {
	from, to := s.branch(), s.branch()
	in := TransferInput{SucursalOrigen: ID(from), SucursalDestino: ID(to), Sucursal: ID(from), Motivo: "reposición"}
	for range 1 + s.r.IntN(3) {
		p := s.product()
		n, _ := s.w.e.Stock(from, p)
		l := TransferLineInput{ID: ID(p), Cantidad: Int(1 + s.r.IntN(int(max(n, 1))+1))}
		if s.chance(0.3) {
			price := s.money(5000, 15000)
			l.Precio1 = &price
		}
		in.Productos = append(in.Productos, l)
	}
	if s.chance(0.5) {
		id, err := s.w.e.CreateTransfer(s.w.super, in)
		if err == nil {
			s.transfers = append(s.transfers, id)
		}
		return err
	}
	id, err := s.w.e.RequestTransfer(s.w.super, in)
	if err == nil {
		s.transfers, s.requests = append(s.transfers, id), append(s.requests, id)
	}
	return err
}

// respond answers a transfer: accepted (stock re-checked) or rejected;
// answering one already answered is refused.
func (s *skRandom) respond() error {
	answer := SolicitudAceptado
	if s.chance(0.3) {
		answer = SolicitudRechazado
	}
	return s.w.e.RespondTransfer(s.w.super, s.pick(s.requests), answer)
}

func (s *skRandom) bulk() error {
	in := BulkTransferInput{Motivo: "distribución"}
	for range 1 + s.r.IntN(2) {
		p := s.product()
		n, _ := s.w.e.Stock(MainBranch, p)
		in.Productos = append(in.Productos, BulkLineInput{ProductoID: ID(p), Distribucion: []BulkShare{
			{SucursalID: ID(s.w.b2), Cantidad: Int(s.r.IntN(int(n)/2 + 2))}, {SucursalID: ID(s.w.b3), Cantidad: Int(s.r.IntN(int(n)/2 + 2))}}})
	}
	ids, err := s.w.e.BulkTransfer(s.w.admin, in)
	s.transfers = append(s.transfers, ids...)
	return err
}

func (s *skRandom) voidTransfer() error {
	return s.w.e.VoidTransfer(s.w.super, s.pick(s.transfers), "anulado")
}

func (s *skRandom) voidTransferLine() error {
	return s.w.e.VoidTransferLine(s.w.admin, s.pick(s.transfers), s.product(), "línea")
}
