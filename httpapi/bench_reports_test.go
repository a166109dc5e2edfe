package httpapi

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"sgc/engine"
)

// BenchmarkReports seeds a year of business (1,000,000 sale lines in 4
// branches over 10,000 products, or SGC_BENCH_LINES lines) through the
// engine's commands with fsync off, then times the dashboard and every report
// over HTTP for a year and a month of every branch: p50 and p99 of one client
// alone, p99 with 20 clients at once, p99 with 20 clients asking for a second
// while a sale commits every 50 ms (as in a busy shop) with the scans of
// per-day rows that those answers took (a sale of today spoils no remembered
// scan of the days before), and a month's Excel exports.
func BenchmarkReports(b *testing.B) {
	lines := 1_000_000
	if v, err := strconv.Atoi(os.Getenv("SGC_BENCH_LINES")); err == nil && v > 0 {
		lines = v
	}
	dir := b.TempDir()
	t0 := time.Now()
	users := seedReportsYear(b, dir, lines)
	fmt.Printf("reports: seeded %d sale lines in 4 branches, 10000 products in %s\n", lines, time.Since(t0).Round(time.Second))
	eng, err := engine.Open(dir, engine.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer eng.Close()
	token, _, err := eng.Login("admin", "clave-bench-1", "127.0.0.1")
	if err != nil {
		b.Fatal(err)
	}
	srv := httptest.NewServer(New(eng, nil, nil).Handler())
	defer srv.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 32}}
	send := func(method, path, body string) (time.Duration, error) {
		req, _ := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		start := time.Now()
		res, err := client.Do(req)
		if err != nil {
			return 0, err
		}
		_, _ = io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			return 0, fmt.Errorf("%s: %d", path, res.StatusCode)
		}
		return time.Since(start), nil
	}
	get := func(path string) (time.Duration, error) { return send("GET", path, "") }
	today := engine.BusinessDate(time.Now())
	year := "fecha_inicio=" + engine.BusinessDate(time.Now().AddDate(0, 0, -364)) + "&fecha_fin=" + today
	month := "fecha_inicio=" + engine.BusinessDate(time.Now().AddDate(0, 0, -29)) + "&fecha_fin=" + today
	cases := []struct{ name, path string }{
		{"dashboard", "/api/home?sucursal_id=1"},
		{"utilidades, año, TODOS", "/api/reporte/utilidades?sucursal_id=TODOS&" + year},
		{"ventas-productos, año, TODOS", "/api/reporte/ventas_producto?sucursal_id=TODOS&" + year},
		{"ventas-productos, año, pág. 2000", "/api/reporte/ventas_producto?sucursal_id=TODOS&page=2000&" + year},
		{"ventas-generales, año, TODOS", "/api/reporte/ventas_generales?sucursal_id=TODOS&" + year},
		{"ventas-generales, año, pág. 5000", "/api/reporte/ventas_generales?sucursal_id=TODOS&page=5000&" + year},
		{"ventas-empleados, año, 1 empleado", "/api/reporte/ventas_empleados?sucursal_id=1&empleado=" + strconv.FormatUint(users[0], 10) + "&" + year},
		{"compras-productos, año, TODOS", "/api/reporte/compras_producto?sucursal_id=TODOS&" + year},
		{"ventas-totales, año, TODOS", "/api/reporte/ventas_totales?sucursal_id=TODOS&" + year},
		{"anulaciones, año, TODOS", "/api/reporte/anulaciones?sucursal_id=TODOS&" + year},
		{"utilidades, mes, sucursal 1", "/api/reporte/utilidades?sucursal_id=1&" + month},
	}
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		fmt.Printf("%-36s %10s %10s %14s %18s %8s\n", "reports (HTTP)", "p50 1 cl.", "p99 1 cl.", "p99 20 cl.", "p99 20 cl.+ventas", "scans")
		for _, c := range cases {
			var one []time.Duration
			for i := 0; i < 10; i++ {
				d, err := get(c.path)
				if err != nil {
					b.Fatal(err)
				}
				one = append(one, d)
			}
			many := crowd(b, get, c.path, 0)
			scans := eng.ReportScans()
			stop := sellEvery(b, eng, 50*time.Millisecond)
			busy := crowd(b, get, c.path, time.Second)
			stop()
			fmt.Printf("%-36s %10s %10s %14s %18s %8d\n", c.name, pct(one, 50), pct(one, 99), pct(many, 99), pct(busy, 99), eng.ReportScans()-scans)
		}
		for _, x := range []string{"ventas_generales", "ventas_producto", "utilidades", "ventas_totales"} {
			d, err := get("/api/reporte/" + x + "/excel?sucursal_id=TODOS&" + month)
			if err != nil {
				b.Fatal(err)
			}
			fmt.Printf("%-36s %10s\n", "excel, mes, TODOS: "+x, d.Round(time.Millisecond))
		}
		for _, x := range []string{"ventas_generales", "utilidades"} {
			d, err := get("/api/reporte/" + x + "/pdf?sucursal_id=1&" + month)
			if err != nil {
				b.Fatal(err)
			}
			fmt.Printf("%-36s %10s\n", "pdf, mes, sucursal 1: "+x, d.Round(time.Millisecond))
		}
		yearBody := `{"fechaDesde":"` + engine.BusinessDate(time.Now().AddDate(0, 0, -364)) + `","fechaHasta":"` + today + `","sucursal":"TODOS"}`
		d, err := send("POST", "/api/ventas/reporte-venta-producto", yearBody)
		if err != nil {
			b.Fatal(err)
		}
		fmt.Printf("%-36s %10s\n", "pdf, año, TODOS: venta-producto", d.Round(time.Millisecond))
	}
	b.ReportMetric(0, "ns/op")
}

// crowd has 20 clients ask for path at once, each twice and then again until
// `during` has passed, and answers the times.
func crowd(b *testing.B, get func(string) (time.Duration, error), path string, during time.Duration) []time.Duration {
	until := time.Now().Add(during)
	var mu sync.Mutex
	var out []time.Duration
	var wg sync.WaitGroup
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 0; n < 2 || time.Now().Before(until); n++ {
				d, err := get(path)
				if err != nil {
					b.Error(err)
					return
				}
				mu.Lock()
				out = append(out, d)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return out
}

// sellEvery commits a sale of one unit in branch 1 every period until the
// returned stop is called.
func sellEvery(b *testing.B, eng *engine.Engine, period time.Duration) (stop func()) {
	root := engine.Actor{UserID: 1, Roles: []string{engine.RoleSuper}, Home: 1, Branch: 1}
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		tick := time.NewTicker(period)
		defer tick.Stop()
		for p := 1; ; p++ {
			select {
			case <-done:
				return
			case <-tick.C:
			}
			id := 1 + p%10_000
			price := engine.Money(1000 + (id%200)*50) // the product's P1 (seedReportsYear)
			in := engine.SaleInput{Sucursal: 1, Total: price, Productos: []engine.SaleLineInput{{ID: engine.ID(id), Cantidad: 1, Precio: price}}}
			if _, err := eng.CreateSale(root, in); err != nil && engine.ErrorCode(err) != engine.CodeConflict {
				b.Error(err)
				return
			}
		}
	}()
	return func() { close(done); <-finished }
}

// pct is the p-th percentile of ds, rounded to the millisecond.
func pct(ds []time.Duration, p int) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	i := min(len(s)-1, (len(s)*p+99)/100-1)
	return s[max(0, i)].Round(time.Millisecond)
}

// seedReportsYear fills dir with 4 branches, 5 sellers each, 10,000 products
// stocked in every branch, a purchase a month and `lines` sale lines (five a
// sale) spread over the last 365 days, with a discount now and then, some
// returns and voids. It answers the sellers' ids.
func seedReportsYear(b *testing.B, dir string, lines int) []uint64 {
	eng, err := engine.Open(dir, engine.Options{NoSync: true})
	if err != nil {
		b.Fatal(err)
	}
	defer eng.Close()
	eng.Log = quiet
	must := func(err error) {
		if err != nil {
			b.Helper()
			b.Fatal(err)
		}
	}
	t0 := time.Now()
	_, _, err = eng.Bootstrap("clave-bench-1")
	must(err)
	root := engine.Actor{UserID: 1, Roles: []string{engine.RoleSuper}, Home: 1, Branch: 1}
	for i := 2; i <= 4; i++ {
		_, err := eng.SaveBranch(0, engine.BranchInput{Sucursal: fmt.Sprintf("Sucursal %d", i), NombreOficial: "Bench", Grupo: "1",
			Direccion: "x", Precios: [6]string{"1", "1", "1", "1", "1", "1"}})
		must(err)
	}
	var sellers []uint64
	for br := 1; br <= 4; br++ {
		for j := 0; j < 5; j++ {
			id, err := eng.SaveUser(root, 0, engine.UserInput{Nombres: fmt.Sprintf("Vendedor %d", j), Apellidos: fmt.Sprintf("Sucursal %d", br),
				Usuario: fmt.Sprintf("v%d_%d", br, j), Password: "clave-bench-1", Rol: []string{engine.RoleVendedor}, SucursalID: strconv.Itoa(br)})
			must(err)
			sellers = append(sellers, id)
		}
	}
	_, err = eng.SaveUnit(0, engine.UnitInput{Unidad: "Unidad", Sigla: "UND"})
	must(err)
	_, err = eng.SaveCategory(0, engine.CategoryInput{Categoria: "General"})
	must(err)
	_, err = eng.SaveSupplier(0, engine.SupplierInput{Proveedor: "Proveedor"})
	must(err)
	const products = 10_000
	perPair := int64(lines*2/(products*4)*2 + 20) // twice the mean demand of a branch and product
	for p := 1; p <= products; p++ {
		price := 1000 + (p%200)*50
		in := engine.ProductInput{Codigo: fmt.Sprintf("P%05d", p), Producto: fmt.Sprintf("Producto %05d", p), Unidad: "1", Categoria: "1",
			Costo: engine.Money(price * 6 / 10).String()}
		for l := 0; l < 5; l++ {
			in.Precios[l] = engine.Money(price - l*price/20).String()
		}
		_, err := eng.SaveProduct(root, 0, in)
		must(err)
		for br := 1; br <= 4; br++ {
			must(eng.InitialLoad(root, engine.InitialLoadInput{Sucursal: engine.ID(br), Producto: engine.ID(p), Cantidad: engine.Int(perPair),
				Costo: engine.Money(price * 6 / 10)}))
		}
	}
	fmt.Printf("reports: seeding: products and stock in %s\n", time.Since(t0).Round(time.Second))
	now := time.Now()
	for m := 0; m < 12; m++ { // a purchase a month of 500 products
		buy := engine.PurchaseInput{Proveedor: 1, FechaCompra: engine.BusinessDate(now.AddDate(0, -m, -1))}
		for l := 0; l < 500; l++ {
			buy.Productos = append(buy.Productos, engine.PurchaseLineInput{ID: engine.ID(1 + (m*500+l*7)%products), Cantidad: 10, Costo: 700})
			buy.Total += 7000
		}
		_, err := eng.CreatePurchase(root, buy)
		must(err)
	}
	sales := lines / 5
	rng := uint64(42)
	next := func(k int) int {
		rng = rng*6364136223846793005 + 1442695040888963407
		return int((rng >> 33) % uint64(k))
	}
	// Each seller's sales spread over the whole year, committed in batches.
	perSeller := sales / len(sellers)
	for si, seller := range sellers {
		br := 1 + si/5
		// Super's rights to date a sale, in the seller's name.
		actor := engine.Actor{UserID: seller, Roles: []string{engine.RoleSuper}, Home: uint64(br), Branch: uint64(br)}
		batch := make([]engine.SaleInput, 0, perSeller)
		for k := 0; k < perSeller; k++ {
			in := engine.SaleInput{Sucursal: engine.ID(br), FechaVenta: engine.BusinessDate(now.AddDate(0, 0, -364+k*365/perSeller))}
			seen := map[int]bool{}
			for len(in.Productos) < 5 {
				p := 1 + next(products)
				if seen[p] {
					continue
				}
				seen[p] = true
				price := engine.Money(1000 + (p%200)*50)
				q := 1 + next(3)
				in.Productos = append(in.Productos, engine.SaleLineInput{ID: engine.ID(p), Cantidad: engine.Int(q), Precio: price})
				in.Total += price * engine.Money(q)
			}
			if next(10) == 0 {
				in.Descuento = in.Total / 20
				in.Total -= in.Descuento
			}
			batch = append(batch, in)
		}
		_, err := eng.CreateSales(actor, batch)
		must(err)
	}
	fmt.Printf("reports: seeding: %d sales in %s\n", sales, time.Since(t0).Round(time.Second))
	for i := 0; i < 200; i++ { // voids and returns, each its own commit
		id := uint64(1 + i*(sales/200))
		if i%2 == 0 {
			must(eng.VoidSale(root, id, "Anulación de prueba"))
		} else if _, err := eng.CreateReturn(root, engine.ReturnInput{VentaID: engine.ID(id), Motivo: "Devolución de prueba",
			Productos: []engine.ReturnLineInput{{DetalleAgrupadoID: 1, Cantidad: 1}}}); err != nil && engine.ErrorCode(err) != engine.CodeConflict {
			b.Fatal(err)
		}
	}
	return sellers
}
