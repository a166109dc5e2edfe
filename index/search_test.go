package index

import (
	"slices"
	"testing"
)

// searchDocs is a small set of products shaped to exercise each search rule.
var searchDocs = []Doc{
	{ID: 1, Codigo: "PRD-0012", Nombre: "Taladro percutor 650W", Activo: true},
	{ID: 2, Codigo: "PRD-0013", Nombre: "Leche sin lactosa 1L", Activo: true},
	{ID: 3, Codigo: "PRD-0014", Nombre: "Leche con lactosa 1L", Activo: true},
	{ID: 4, Codigo: "TAL-1", Nombre: "Tornillo hexagonal 1/4", Activo: true},
	{ID: 5, Codigo: "AZ-01", Nombre: "Azúcar morena 1kg", Activo: true},
	{ID: 6, Codigo: "PRD-0120", Nombre: "Pintura látex blanco 4L", Activo: true},
	{ID: 7, Codigo: "PRD-001", Nombre: "Cable mellizo 2x12", Activo: true},
	{ID: 8, Codigo: "PRD-0500", Nombre: "Taladro inalámbrico 18V", Activo: false},
	{ID: 9, Codigo: "PIN-77", Nombre: "Piña en almíbar", Activo: true},
	{ID: 10, Codigo: "LAC-2", Nombre: "Pinturas acrílicas blancas", Activo: true},
	{ID: 11, Codigo: "PRD-00120", Nombre: "Lija al agua grano 120", Activo: true},
	{ID: 12, Codigo: "PROVEEDOR-ANDINO-REF-00000000000042", Nombre: "Nueces peladas 500g", Activo: true},
	{ID: 13, Codigo: "TUB-3", Nombre: "Tubos PVC 1/2", Activo: true},
}

func TestSearch(t *testing.T) {
	ix := mustBuild(t, searchDocs)
	tests := []struct {
		name  string
		q     string
		opt   Query
		want  []uint64 // the hits, in any order
		first []uint64 // the hits that must lead, in this order
	}{
		{name: "accents folded", q: "azucar", want: []uint64{5}},
		{name: "accents in the query", q: "AZÚCAR", want: []uint64{5}},
		{name: "case folded", q: "TALADRO", want: []uint64{1, 8}},
		{name: "ñ folded", q: "pina", want: []uint64{9}},
		{name: "word prefix", q: "tal", want: []uint64{4, 1, 8}, first: []uint64{4}},
		{name: "every word a prefix", q: "tal per", want: []uint64{1}},
		{name: "words in any order", q: "per tala", want: []uint64{1}},
		{name: "one letter last word", q: "taladro p", want: []uint64{1}},
		{name: "a word that matches nothing", q: "taladro xyz", want: nil},
		{name: "sin kept", q: "leche sin lactosa", want: []uint64{2}},
		{name: "con kept", q: "leche con", want: []uint64{3}},
		{name: "sin alone", q: "sin", want: []uint64{2}},
		{name: "plural by stem", q: "leches", want: []uint64{2, 3}},
		{name: "feminine plural by stem", q: "blancas", want: []uint64{6, 10}},
		{name: "accent inside word prefix", q: "late", want: []uint64{6}},
		{name: "unit token", q: "650w", want: []uint64{1}},
		{name: "stem not a prefix", q: "nuez", want: []uint64{12}},
		{name: "plural typed in full", q: "nueces", want: []uint64{12}},
		{name: "singular finds plural", q: "tubo", want: []uint64{13}},
		{name: "code prefix", q: "PRD-00", want: []uint64{1, 2, 3, 7, 11}, first: []uint64{7}},
		{name: "code case-insensitive", q: "prd-0012", want: []uint64{1, 11}, first: []uint64{1}},
		{name: "exact code first", q: "PRD-001", want: []uint64{7, 1, 2, 3, 11}, first: []uint64{7}},
		{name: "long code exact", q: "proveedor-andino-ref-00000000000042", want: []uint64{12}},
		{name: "long code prefix", q: "PROVEEDOR-ANDINO-REF-0000000000004", want: []uint64{12}},
		{name: "code prefix before names", q: "pin", want: []uint64{9, 6, 10}, first: []uint64{9}},
		{name: "code then name", q: "lac", want: []uint64{10, 2, 3}, first: []uint64{10}},
		{name: "a part of the code", q: "001", want: []uint64{7, 1, 2, 3, 11}, first: []uint64{7}},
		{name: "the number after the dash", q: "77", want: []uint64{9}},
		{name: "one typo in a word", q: "taldro", want: []uint64{1, 8}},
		{name: "one typo, then a prefix", q: "tornilo hex", want: []uint64{4}},
		{name: "two typos are too many", q: "tldro", want: nil},
		{name: "no typo forgiven in short words", q: "lexe", want: nil},
		{name: "empty query", q: "", want: nil},
		{name: "blank query", q: "   ", want: nil},
		{name: "punctuation only", q: "--", want: nil},
		{name: "only active", q: "taladro", opt: Query{OnlyActive: true}, want: []uint64{1}},
		{name: "restricted to ids", q: "leche", opt: Query{IDs: []uint64{3, 6}}, want: []uint64{3}},
		{name: "empty id restriction", q: "leche", opt: Query{IDs: []uint64{}}, want: nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			hits, total, err := ix.Search(tc.q, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			got := ids(hits)
			if total != len(tc.want) || !sameSet(got, tc.want) {
				t.Fatalf("Search(%q) = %v (total %d), want %v", tc.q, got, total, tc.want)
			}
			if len(tc.first) > 0 && !slices.Equal(got[:len(tc.first)], tc.first) {
				t.Fatalf("Search(%q) = %v, want it to start with %v", tc.q, got, tc.first)
			}
		})
	}
}

func TestSearchPagesAcrossTiers(t *testing.T) {
	ix := mustBuild(t, searchDocs)
	all, total, err := ix.Search("PRD-001", Query{})
	if err != nil {
		t.Fatal(err)
	}
	var paged []uint64
	for off := 0; off < total; off += 2 {
		hits, n, err := ix.Search("PRD-001", Query{Offset: off, Limit: 2})
		if err != nil {
			t.Fatal(err)
		}
		if n != total {
			t.Fatalf("offset %d: total %d, want %d", off, n, total)
		}
		paged = append(paged, ids(hits)...)
	}
	if !slices.Equal(paged, ids(all)) {
		t.Fatalf("pages %v, want %v", paged, ids(all))
	}
	// A page that starts among the name matches of a query with code matches.
	hits, n, err := ix.Search("tal", Query{Offset: 1, Limit: 5})
	if err != nil {
		t.Fatal(err)
	}
	if n != 3 || !sameSet(ids(hits), []uint64{1, 8}) {
		t.Fatalf("tal from 1: %v (total %d), want 1 and 8 of 3", ids(hits), n)
	}
}

func TestStopWordsKept(t *testing.T) {
	ix := mustBuild(t, searchDocs)
	for q, want := range map[string]uint64{"leche sin lactosa": 2, "leche con lactosa": 3} {
		hits, _, err := ix.Search(q, Query{})
		if err != nil {
			t.Fatal(err)
		}
		if got := ids(hits); !slices.Equal(got, []uint64{want}) {
			t.Errorf("Search(%q) = %v, want only %d", q, got, want)
		}
	}
}

func ids(hits []Hit) []uint64 {
	out := make([]uint64, len(hits))
	for i, h := range hits {
		out[i] = h.ID
	}
	return out
}

func sameSet(a, b []uint64) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

func TestNameRelevance(t *testing.T) {
	ix := mustBuild(t, []Doc{
		{ID: 1, Codigo: "A1", Nombre: "Leche entera en polvo Pil 400g", Activo: true},
		{ID: 2, Codigo: "A2", Nombre: "Leche", Activo: true},
		{ID: 3, Codigo: "A3", Nombre: "Dulce de leche", Activo: true},
	})
	// Same word, shorter name first; a rare word outweighs a common one.
	if got := find(t, ix, "lech"); got[0] != 2 {
		t.Fatalf("lech: %v, want the shortest name first", got)
	}
	if got := find(t, ix, "dul"); !slices.Equal(got, []uint64{3}) {
		t.Fatalf("dul: %v", got)
	}
}

func TestNameGrams(t *testing.T) {
	tests := []struct {
		words []string
		want  []string
	}{
		{[]string{"tal", "per"}, []string{"tal", "per"}},
		{[]string{"papel", "p"}, []string{"papel"}},
		{[]string{"tal", "tal"}, []string{"tal"}},
		{[]string{"leches", "sin"}, []string{"lech", "sin"}},
		{[]string{"nueces"}, []string{"nuez"}},
		{[]string{"electrodomesticosindustriales"}, []string{"electrodomesticosind"}},
	}
	for _, tc := range tests {
		if got := nameGrams(tc.words); !slices.Equal(got, tc.want) {
			t.Errorf("nameGrams(%q) = %q, want %q", tc.words, got, tc.want)
		}
	}
}
