package engine

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"reflect"
	"sync"
	"testing"
	"time"

	"sgc/engine/store"
)

// idemCase is one command that honours an Idempotency-Key. prepare readies a
// fresh target (a sale to void, an open box to close...) and answers the call
// on it; bucket is where each call adds one document (nil: the command
// changes documents that exist).
type idemCase struct {
	name    string
	bucket  []byte
	prepare func(t testing.TB, w *trWorld) func(a Actor) (any, error)
}

func idemCases() []idemCase {
	motivo := "error de registro"
	sale := func(t testing.TB, w *trWorld, lines ...SaleLineInput) uint64 {
		id, err := w.e.CreateSale(w.super, skSale(MainBranch, lines...))
		skOK(t, err)
		return id
	}
	none := func(err error) (any, error) { return nil, err }
	return []idemCase{
		{"venta", bktSales, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			return func(a Actor) (any, error) { return w.e.CreateSale(a, skSale(MainBranch, skLine(w.p[0], 1, 10000))) }
		}},
		{"anulación de venta", nil, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			id := sale(t, w, skLine(w.p[0], 1, 10000))
			return func(a Actor) (any, error) { return none(w.e.VoidSale(a, id, motivo)) }
		}},
		{"anulación de un producto de la venta", nil, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			id := sale(t, w, skLine(w.p[0], 1, 10000), skLine(w.p[1], 1, 9000))
			return func(a Actor) (any, error) { return none(w.e.VoidSaleLine(a, id, 2, motivo)) }
		}},
		{"devolución", bktReturns, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			id := sale(t, w, skLine(w.p[0], 2, 10000))
			in := ReturnInput{VentaID: ID(id), Motivo: "fallado", Total: 10000,
				Productos: []ReturnLineInput{{DetalleAgrupadoID: 1, ProductoID: ID(w.p[0]), Precio: 10000, Cantidad: 1}}}
			return func(a Actor) (any, error) { return w.e.CreateReturn(a, in) }
		}},
		{"compra", bktPurchases, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			in := PurchaseInput{Proveedor: ID(w.supplier), Total: 20000,
				Productos: []PurchaseLineInput{{ID: ID(w.p[3]), Cantidad: 5, Costo: 4000}}}
			return func(a Actor) (any, error) { return w.e.CreatePurchase(a, in) }
		}},
		{"anulación de compra", nil, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			id := w.buy(t, 5, 4000, w.p[3])
			return func(a Actor) (any, error) { return none(w.e.VoidPurchase(a, id, motivo)) }
		}},
		{"anulación de un producto de la compra", nil, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			id := w.buy(t, 5, 4000, w.p[3], w.p[2])
			return func(a Actor) (any, error) { return none(w.e.VoidPurchaseLine(a, id, w.p[3], motivo)) }
		}},
		{"baja", bktBajas, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			in := BajaInput{ProductoID: ID(w.p[0]), Cantidad: 1, Motivo: "roto", EstadoProducto: "En Revision"}
			return func(a Actor) (any, error) { return w.e.CreateBaja(a, MainBranch, in) }
		}},
		{"estado de la baja", nil, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			id, err := w.e.CreateBaja(w.super, MainBranch, BajaInput{ProductoID: ID(w.p[0]), Cantidad: 1, Motivo: "roto", EstadoProducto: "En Revision"})
			skOK(t, err)
			return func(a Actor) (any, error) { return none(w.e.SetBajaEstado(a, id, "Solucionado")) }
		}},
		{"carga inicial", nil, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			in := InitialLoadInput{Sucursal: ID(w.b3), Producto: ID(w.p[3]), Cantidad: 7, Costo: 5000}
			return func(a Actor) (any, error) { return none(w.e.InitialLoad(a, in)) }
		}},
		{"actualizar inventario", nil, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			skOK(t, w.e.InitCount(w.super, MainBranch))
			skOK(t, w.e.RegisterCount(w.super, MainBranch, w.p[1], 3))
			return func(a Actor) (any, error) { return w.e.ApplyCount(a, MainBranch) }
		}},
		{"traspaso", bktTransfers, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			in := w.direct(MainBranch, w.b2, trLine(w.p[0], 1))
			return func(a Actor) (any, error) { return w.e.CreateTransfer(a, in) }
		}},
		{"solicitud de traspaso", bktTransfers, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			in := TransferInput{SucursalDestino: ID(w.b2), Motivo: "pedido", Productos: []TransferLineInput{trLine(w.p[0], 1)}}
			return func(a Actor) (any, error) { return w.e.RequestTransfer(a, in) }
		}},
		{"respuesta a la solicitud", nil, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			in := TransferInput{SucursalDestino: ID(w.b2), Motivo: "pedido", Productos: []TransferLineInput{trLine(w.p[0], 1)}}
			id, err := w.e.RequestTransfer(w.super, in)
			skOK(t, err)
			return func(a Actor) (any, error) { return none(w.e.RespondTransfer(a, id, SolicitudAceptado)) }
		}},
		{"traspaso masivo", bktTransfers, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			in := BulkTransferInput{Motivo: "reparto", Productos: []BulkLineInput{{ProductoID: ID(w.p[1]),
				Distribucion: []BulkShare{{SucursalID: ID(w.b2), Cantidad: 1}}}}}
			return func(a Actor) (any, error) { return w.e.BulkTransfer(a, in) }
		}},
		{"anulación de traspaso", nil, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			id, err := w.e.CreateTransfer(w.super, w.direct(MainBranch, w.b2, trLine(w.p[0], 1)))
			skOK(t, err)
			return func(a Actor) (any, error) { return none(w.e.VoidTransfer(a, id, motivo)) }
		}},
		{"anulación de un producto del traspaso", nil, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			id, err := w.e.CreateTransfer(w.super, w.direct(MainBranch, w.b2, trLine(w.p[0], 1), trLine(w.p[1], 1)))
			skOK(t, err)
			return func(a Actor) (any, error) { return none(w.e.VoidTransferLine(a, id, w.p[1], motivo)) }
		}},
		{"cobro", bktPayments, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			in := skSale(MainBranch, skLine(w.p[0], 1, 10000))
			in.TipoPago, in.FechaLimite = "Cuotas", "2025-04-01"
			id, err := w.e.CreateSale(w.super, in)
			skOK(t, err)
			return func(a Actor) (any, error) { return none(w.e.Pay(a, PaymentInput{VentaID: ID(id), Monto: 1000})) }
		}},
		{"pago", bktPayments, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			in := PurchaseInput{Proveedor: ID(w.supplier), Total: 4000, TipoPago: "Cuotas", FechaLimite: "2025-04-01",
				Productos: []PurchaseLineInput{{ID: ID(w.p[3]), Cantidad: 1, Costo: 4000}}}
			id, err := w.e.CreatePurchase(w.super, in)
			skOK(t, err)
			return func(a Actor) (any, error) { return none(w.e.Pay(a, PaymentInput{CompraID: ID(id), Monto: 1000})) }
		}},
		{"ingreso", bktIncomes, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			in := idemEntry(t, w, BookIngresos)
			return func(a Actor) (any, error) { return w.e.SaveMoneyEntry(a, BookIngresos, 0, in) }
		}},
		{"gasto", bktExpenses, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			in := idemEntry(t, w, BookGastos)
			return func(a Actor) (any, error) { return w.e.SaveMoneyEntry(a, BookGastos, 0, in) }
		}},
		{"corrección de un gasto", nil, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			in := idemEntry(t, w, BookGastos)
			id, err := w.e.SaveMoneyEntry(w.super, BookGastos, 0, in)
			skOK(t, err)
			in.Total = "12"
			return func(a Actor) (any, error) { return w.e.SaveMoneyEntry(a, BookGastos, id, in) }
		}},
		{"baja de un ingreso", nil, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			id, err := w.e.SaveMoneyEntry(w.super, BookIngresos, 0, idemEntry(t, w, BookIngresos))
			skOK(t, err)
			return func(a Actor) (any, error) { return w.e.ToggleMoneyEntry(a, BookIngresos, id) }
		}},
		{"apertura de caja", bktCashBoxes, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			idemCloseBox(t, w)
			return func(a Actor) (any, error) { return w.e.OpenCash(a, MainBranch, "", CashInput{MontoInicial: "100"}) }
		}},
		{"cierre de caja", nil, func(t testing.TB, w *trWorld) func(Actor) (any, error) {
			idemCloseBox(t, w)
			_, err := w.e.OpenCash(w.super, MainBranch, "", CashInput{MontoInicial: "100"})
			skOK(t, err)
			return func(a Actor) (any, error) { return w.e.CloseCash(a, MainBranch, "", CashInput{MontoFinal: "100"}) }
		}},
	}
}

// idemEntry is an income or expense of 10 Bs in a category of its own.
func idemEntry(t testing.TB, w *trWorld, b Book) MoneyEntryInput {
	cat, err := w.e.SaveMoneyCategory(b, 0, CategoryInput{Categoria: "Varios " + time.Now().Format("150405.000000000")})
	skOK(t, err)
	return MoneyEntryInput{Concepto: "Alquiler", MetodoPago: "Efectivo", Categoria: ID(cat), Total: "10"}
}

// idemCloseBox closes the super's box of today if one is open.
func idemCloseBox(t testing.TB, w *trWorld) {
	_, err := w.e.CloseCash(w.super, MainBranch, "", CashInput{MontoFinal: "0"})
	if err != nil && ErrorCode(err) != CodeConflict {
		t.Fatal(err)
	}
}

// keyed is the super carrying key with the hash of request.
func keyed(a Actor, key, request string) (Actor, *Idempotency) {
	k := &Idempotency{Key: key, Hash: sha256.Sum256([]byte(request))}
	return a.WithIdempotency(k), k
}

func idemCount(t testing.TB, e *Engine, bucket []byte) int {
	if bucket == nil {
		return 0
	}
	var n int
	skOK(t, e.view(func(tx ReadTx) error { n = tx.Bucket(bucket).KeyN(); return nil }))
	return n
}

// TestIdempotentCommands runs every keyed command three ways: the same key
// and request twice (one document, the second call replayed and writing
// nothing), the key with another request (refused, nothing written), and
// eight concurrent calls with one key (one document, seven replays).
func TestIdempotentCommands(t *testing.T) {
	for _, c := range idemCases() {
		t.Run(c.name, func(t *testing.T) {
			w := trSetup(t)
			run := c.prepare(t, w)
			before := idemCount(t, w.e, c.bucket)
			a, k := keyed(w.super, "k-1", "cuerpo 1")
			first, err := run(a)
			skOK(t, err)
			if k.Replayed() || !k.Used() {
				t.Fatalf("first call: replayed %v used %v", k.Replayed(), k.Used())
			}
			snap := mdSnapshot(t, w.e)
			a, k = keyed(w.super, "k-1", "cuerpo 1")
			again, err := run(a)
			skOK(t, err)
			if !k.Replayed() || !reflect.DeepEqual(first, again) {
				t.Fatalf("retry: replayed %v, answer %v, first %v", k.Replayed(), again, first)
			}
			mdUnchanged(t, w.e, snap)
			a, _ = keyed(w.super, "k-1", "cuerpo 2")
			if _, err := run(a); !errors.Is(err, ErrKeyReused) {
				t.Fatalf("the key with another request: %v", err)
			}
			mdUnchanged(t, w.e, snap)
			if c.bucket != nil && idemCount(t, w.e, c.bucket) != before+1 {
				t.Fatalf("%d documents, want %d", idemCount(t, w.e, c.bucket), before+1)
			}

			run = c.prepare(t, w)
			before = idemCount(t, w.e, c.bucket)
			var wg sync.WaitGroup
			var mu sync.Mutex
			var fresh int
			answers := map[string]bool{}
			for range 8 {
				wg.Add(1)
				go func() {
					defer wg.Done()
					a, k := keyed(w.super, "k-2", "cuerpo")
					got, err := run(a)
					mu.Lock()
					defer mu.Unlock()
					if err != nil {
						t.Error(err)
						return
					}
					if !k.Replayed() {
						fresh++
					}
					answers[jsonString(got)] = true
				}()
			}
			wg.Wait()
			if fresh != 1 || len(answers) != 1 {
				t.Fatalf("concurrent calls with one key: %d wrote, %d distinct answers", fresh, len(answers))
			}
			if c.bucket != nil && idemCount(t, w.e, c.bucket) != before+1 {
				t.Fatalf("concurrent calls made %d documents", idemCount(t, w.e, c.bucket)-before)
			}
		})
	}
}

// jsonString is v as JSON, to compare answers across goroutines.
func jsonString(v any) string {
	raw, _ := json.Marshal(v)
	return string(raw)
}

// TestIdempotencyKeyIsTheUsers: another user's key of the same name is
// another key.
func TestIdempotencyKeyIsTheUsers(t *testing.T) {
	w := trSetup(t)
	in := skSale(MainBranch, skLine(w.p[0], 1, 10000))
	a, _ := keyed(w.super, "mismo", "cuerpo")
	first, err := w.e.CreateSale(a, in)
	skOK(t, err)
	b, k := keyed(w.adm, "mismo", "cuerpo")
	second, err := w.e.CreateSale(b, in)
	skOK(t, err)
	if k.Replayed() || second == first {
		t.Fatalf("another user's call was answered with the first user's sale %d", first)
	}
}

// TestIdempotencyPurge: a key is remembered for seven days, then purged
// (both its record and its date row) by PurgeIdempotency.
func TestIdempotencyPurge(t *testing.T) {
	w := trSetup(t)
	now := w.e.Now()
	a, _ := keyed(w.super, "vieja", "cuerpo")
	id, err := w.e.CreateSale(a, skSale(MainBranch, skLine(w.p[0], 1, 10000)))
	skOK(t, err)
	w.e.Now = func() time.Time { return now.Add(IdempotencyTTL - time.Minute) }
	if n, err := w.e.PurgeIdempotency(); err != nil || n != 0 {
		t.Fatalf("purged %d (%v) before seven days", n, err)
	}
	a, k := keyed(w.super, "vieja", "cuerpo")
	if !w.e.Recorded(a) {
		t.Fatal("the key is forgotten before seven days")
	}
	if again, err := w.e.CreateSale(a, skSale(MainBranch, skLine(w.p[0], 1, 10000))); err != nil || again != id || !k.Replayed() {
		t.Fatalf("retry on the sixth day: sale %d (%v), replayed %v", again, err, k.Replayed())
	}
	w.e.Now = func() time.Time { return now.Add(IdempotencyTTL + time.Minute) }
	if w.e.Recorded(a) {
		t.Fatal("a key older than seven days still answers")
	}
	if n, err := w.e.PurgeIdempotency(); err != nil || n != 1 {
		t.Fatalf("purged %d (%v), want 1", n, err)
	}
	if idemCount(t, w.e, bktIdem) != 0 || idemCount(t, w.e, bktIdemDays) != 0 {
		t.Fatal("the purge left rows behind")
	}
}

// rerunStore runs every write function twice while on, the first time
// rolled back, as a grouped commit that was spoiled or an optimistic store on
// a conflict does.
type rerunStore struct {
	store.Store
	on *bool
}

var errRerun = errors.New("first run rolled back")

func (s rerunStore) Update(fn func(tx store.Tx) error) error {
	if !*s.on {
		return s.Store.Update(fn)
	}
	if err := s.Store.Update(func(tx store.Tx) error {
		if err := fn(tx); err != nil {
			return err
		}
		return errRerun
	}); !errors.Is(err, errRerun) {
		return err
	}
	return s.Store.Update(fn)
}

// TestKeyedCommandsRunTwice: a keyed command whose write function runs twice
// makes its document once, is not taken for a replay, and answers what the
// second run made; an income created so kept its new id between runs and
// took the second run for an edit of it.
func TestKeyedCommandsRunTwice(t *testing.T) {
	rerun := false
	e := mustOpenOn(t, func(t testing.TB, dir string) store.Store { return rerunStore{testStores[""](t, dir), &rerun} })
	cat, err := e.SaveMoneyCategory(BookIngresos, 0, CategoryInput{Categoria: "Varios"})
	skOK(t, err)
	rerun = true
	defer func() { rerun = false }()
	in := MoneyEntryInput{Concepto: "Alquiler", MetodoPago: "Efectivo", Categoria: ID(cat), Total: "10"}
	a, k := keyed(superActor(), "dos-veces", "cuerpo")
	id, err := e.SaveMoneyEntry(a, BookIngresos, 0, in)
	skOK(t, err)
	if k.Replayed() || idemCount(t, e, bktIncomes) != 1 {
		t.Fatalf("replayed %v, %d incomes", k.Replayed(), idemCount(t, e, bktIncomes))
	}
	a, k = keyed(superActor(), "dos-veces", "cuerpo")
	if again, err := e.SaveMoneyEntry(a, BookIngresos, 0, in); err != nil || again != id || !k.Replayed() {
		t.Fatalf("retry: %d (%v) replayed %v, first %d", again, err, k.Replayed(), id)
	}
}

// TestRecordsCreatedByARerunWrite: a category, unit or money category made by
// a write function that runs twice is created once with the second run's id;
// saveRecord kept the first run's id and took the second run for an edit.
func TestRecordsCreatedByARerunWrite(t *testing.T) {
	rerun := false
	e := mustOpenOn(t, func(t testing.TB, dir string) store.Store { return rerunStore{testStores[""](t, dir), &rerun} })
	rerun = true
	defer func() { rerun = false }()
	id, err := e.SaveMoneyCategory(BookGastos, 0, CategoryInput{Categoria: "Luz"})
	skOK(t, err)
	rerun = false
	var n int
	skOK(t, e.view(func(tx ReadTx) error {
		return each(tx.Bucket(BookGastos.info().cats), func(_ []byte, c *MoneyCategory) error {
			n++
			if c.ID != id || c.Categoria != "Luz" {
				t.Errorf("stored %d %q, answered %d", c.ID, c.Categoria, id)
			}
			return nil
		})
	}))
	if n != 1 {
		t.Fatalf("%d categories stored, want 1", n)
	}
}
