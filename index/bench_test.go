package index

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// benchStamp names the synthetic catalogue below; change it when the generator changes
// so that the cached index is rebuilt.
const benchStamp = "bench-100k-v1"

const benchProducts = 100_000

var (
	benchKinds = []string{
		"Taladro", "Leche", "Pintura", "Tornillo", "Cemento", "Arroz", "Azúcar", "Aceite",
		"Cable", "Foco", "Martillo", "Llave", "Clavo", "Tubo", "Codo", "Cerámica",
		"Detergente", "Jabón", "Champú", "Galletas", "Fideo", "Harina", "Yogur", "Queso",
		"Mantequilla", "Café", "Té", "Gaseosa", "Agua", "Cerveza", "Papel higiénico",
		"Escoba", "Balde", "Manguera", "Candado", "Bisagra", "Lija", "Brocha", "Rodillo",
		"Silicona", "Pegamento", "Cinta aislante", "Enchufe", "Interruptor", "Batería",
		"Pila", "Linterna", "Alicate", "Destornillador", "Sierra", "Amoladora", "Esmeril",
		"Lavandina", "Quinua", "Chuño", "Api morado", "Salteña congelada", "Fósforos",
	}
	benchTraits = []string{
		"percutor", "inalámbrico", "sin lactosa", "con lactosa", "deslactosada", "entera",
		"látex", "esmalte", "blanco", "negro", "rojo", "azul", "hexagonal", "galvanizado",
		"de acero", "de cobre", "PVC", "integral", "light", "extra", "premium", "económico",
		"industrial", "para piso", "para pared", "antideslizante", "en polvo", "líquido",
		"mate", "satinado", "reforzado", "profesional", "doméstico", "sin sal", "con sal",
		"descremada", "en grano", "molido", "instantáneo", "de madera", "plástico",
	}
	benchBrands = []string{
		"Bosch", "Makita", "Pil", "Monopol", "Sayón", "Fino", "Nestlé", "Coboce", "Delizia",
		"Stanley", "Truper", "Tigre", "Plasmar", "Condor", "Andina", "Illimani", "Sajama",
	}
	benchUnits = []string{"W", "L", "kg", "g", "ml", "mm", "m", "V", "u", "cc", "pulg"}
)

// benchDocs generates the same synthetic catalogue on every run.
func benchDocs(n int) []Doc {
	r := rand.New(rand.NewPCG(1, 2))
	docs := make([]Doc, n)
	for i := range docs {
		var name strings.Builder
		name.WriteString(benchKinds[r.IntN(len(benchKinds))])
		for range 1 + r.IntN(2) {
			name.WriteString(" " + benchTraits[r.IntN(len(benchTraits))])
		}
		if r.IntN(2) == 0 {
			name.WriteString(" " + benchBrands[r.IntN(len(benchBrands))])
		}
		fmt.Fprintf(&name, " %d%s", 1+r.IntN(1000), benchUnits[r.IntN(len(benchUnits))])
		docs[i] = Doc{
			ID:     uint64(i + 1),
			Codigo: fmt.Sprintf("PRD-%06d", i+1),
			Nombre: name.String(),
			Activo: r.IntN(10) != 0,
		}
	}
	return docs
}

// benchQueries are 2 to 4 letter type-ahead queries taken from the vocabulary, one or
// two words, as staff type them (lower case, often without accents).
func benchQueries(n int) []string {
	r := rand.New(rand.NewPCG(3, 4))
	var words []string
	for _, list := range [][]string{benchKinds, benchTraits, benchBrands} {
		for _, phrase := range list {
			words = append(words, strings.Fields(phrase)...)
		}
	}
	prefix := func(w string, k int) string {
		w = strings.ToLower(w)
		if utf8.RuneCountInString(w) <= k {
			return w
		}
		return string([]rune(w)[:k])
	}
	qs := make([]string, n)
	for i := range qs {
		q := prefix(words[r.IntN(len(words))], 2+r.IntN(3))
		if r.IntN(4) == 0 {
			q += " " + prefix(words[r.IntN(len(words))], 1+r.IntN(3))
		}
		qs[i] = q
	}
	return qs
}

// benchTypos are whole words of the vocabulary with one letter dropped from
// the middle ("taldro"), as a hurried cashier types them: they match nothing as
// typed, so each one runs the typo-forgiving tier.
func benchTypos() []string {
	var qs []string
	for _, w := range benchKinds {
		r := []rune(strings.ToLower(strings.Fields(w)[0]))
		if len(r) < 6 {
			continue
		}
		qs = append(qs, string(r[:len(r)/2])+string(r[len(r)/2+1:]))
	}
	return qs
}

// benchScans are whole codes of the catalogue as a barcode scanner or a hand
// sends them: as printed, lower-cased, or with the blank and line end a scanner
// adds.
func benchScans(n int) []string {
	r := rand.New(rand.NewPCG(5, 6))
	forms := []func(string) string{
		func(c string) string { return c },
		strings.ToLower,
		func(c string) string { return " " + c + "\r\n" },
	}
	qs := make([]string, n)
	for i := range qs {
		qs[i] = forms[i%len(forms)](fmt.Sprintf("PRD-%06d", 1+r.IntN(benchProducts)))
	}
	return qs
}

// benchIndex opens the 100k index cached under the temporary folder, building it on
// the first run (or when the schema or the generator changed).
func benchIndex(b *testing.B) *Index {
	b.Helper()
	dir := filepath.Join(os.TempDir(), "sgc-index-bench-"+SchemaVersion+"-"+benchStamp)
	ix, fresh, err := Open(dir, benchStamp)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = ix.Close() })
	if !fresh {
		start := time.Now()
		if err := ix.Rebuild(1, from(benchDocs(benchProducts))); err != nil {
			b.Fatal(err)
		}
		b.Logf("built %d products in %v (cached in %s)", benchProducts, time.Since(start), dir)
	}
	return ix
}

func BenchmarkSearch100k(b *testing.B) {
	ix := benchIndex(b)
	codes := []string{"pr", "prd", "prd-", "PRD-0001", "prd-00012"}
	for _, set := range []struct {
		name string
		qs   []string
	}{
		{"nombre", benchQueries(1000)},
		{"codigo", codes},
		{"codigo-exacto", benchScans(200)},
		{"parte-codigo", []string{"001", "0012", "000042", "77", "5", "99999"}},
		{"con-error", benchTypos()},
	} {
		b.Run(set.name, func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			wall := make([]time.Duration, 0, 1024)
			cpu := make([]time.Duration, 0, 1024)
			// Each iteration runs the whole query set, so that even one
			// iteration (make bench's -benchtime 1x) gives real percentiles.
			for b.Loop() {
				for _, q := range set.qs {
					start := time.Now()
					c0, cpuOK := threadCPU()
					if _, _, err := ix.Search(q, Query{Limit: 20}); err != nil {
						b.Fatal(err)
					}
					if c1, ok := threadCPU(); cpuOK && ok {
						cpu = append(cpu, c1-c0)
					}
					wall = append(wall, time.Since(start))
				}
			}
			report(b, wall, "")
			report(b, cpu, "cpu-")
		})
	}
}

// report adds the median and 99th percentile of lat, in nanoseconds.
func report(b *testing.B, lat []time.Duration, prefix string) {
	if len(lat) == 0 {
		return
	}
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Nanoseconds()), prefix+"p50-ns")
	b.ReportMetric(float64(lat[len(lat)*99/100].Nanoseconds()), prefix+"p99-ns")
}
