package engine

import (
	"sort"
	"strings"
	"unicode"
)

// CustomerSearchLimit is the most customers a search answers: a picker shows
// a short list, and a business with thousands of customers types more.
const CustomerSearchLimit = 20

// SearchCustomers finds the active customers whose name holds every word of
// term (case and accents aside) or whose CI/NIT starts with it; names that
// start with the term come first, then by name. The sale screen's customer
// picker asks it as the cashier types.
func (e *Engine) SearchCustomers(term string) ([]Customer, error) {
	all, err := e.Customers()
	if err != nil {
		return nil, err
	}
	q := foldText(strings.TrimSpace(term))
	words := strings.Fields(q)
	type hit struct {
		c     Customer
		first bool
	}
	hits := []hit{}
	for _, c := range all {
		if !c.Estado {
			continue
		}
		name := foldText(c.NombresApellidos)
		doc := strings.ToLower(c.NumeroDocumento + c.Complemento)
		match := len(words) > 0
		for _, w := range words {
			match = match && strings.Contains(name, w)
		}
		if match || (q != "" && strings.HasPrefix(doc, strings.ReplaceAll(q, "-", ""))) || q == "" {
			hits = append(hits, hit{c, strings.HasPrefix(name, q)})
		}
	}
	sort.SliceStable(hits, func(i, j int) bool {
		if hits[i].first != hits[j].first {
			return hits[i].first
		}
		return foldText(hits[i].c.NombresApellidos) < foldText(hits[j].c.NombresApellidos)
	})
	out := make([]Customer, 0, min(len(hits), CustomerSearchLimit))
	for i := 0; i < len(hits) && i < CustomerSearchLimit; i++ {
		out = append(out, hits[i].c)
	}
	return out, nil
}

// foldText lowers s and drops the accents of Spanish letters, so that
// "peña" finds "Peña" and "jose" finds "José".
func foldText(s string) string {
	return strings.Map(func(r rune) rune {
		switch r = unicode.ToLower(r); r {
		case 'á', 'à', 'ä':
			return 'a'
		case 'é', 'è', 'ë':
			return 'e'
		case 'í', 'ì', 'ï':
			return 'i'
		case 'ó', 'ò', 'ö':
			return 'o'
		case 'ú', 'ù', 'ü':
			return 'u'
		case 'ñ':
			return 'n'
		}
		return r
	}, s)
}
