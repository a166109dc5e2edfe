package index

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"
)

// Query narrows and pages a search.
type Query struct {
	Limit      int      // hits wanted; 0 means DefaultLimit, capped at MaxLimit
	Offset     int      // hits to skip
	OnlyActive bool     // leave out inactive products
	IDs        []uint64 // when not nil, only these products (an empty slice finds nothing)
}

// Page sizes of Search.
const (
	DefaultLimit = 20
	MaxLimit     = 1000
)

// Search finds products by part of their code or name, as the user types.
//
// The query is folded like the index (case and accents do not matter) and split into
// words; a product matches when every word is the start of some word of its name
// (AND semantics, no stop words dropped: "sin" must be found), or when its code equals
// or starts with the whole query, or (for a query of digits) when a part of its code
// starts with it. The ranking comes in tiers: the exact code first, then codes that
// start with the query, shorter first (these two are looked up in the code table, not
// searched: a scanner sends exact codes), then codes with a part that does ("001" for
// HER-001), then name matches by relevance. When nothing matches, one typo per word
// of five letters or more is forgiven. An empty query finds nothing: the caller lists
// products the ordinary way.
//
// It returns one page of hits in ranking order and the total number of matches. Score
// orders hits within a tier and is not comparable across tiers.
func (ix *Index) Search(q string, opt Query) ([]Hit, int, error) {
	q = strings.TrimSpace(q)
	if q == "" || (opt.IDs != nil && len(opt.IDs) == 0) {
		return nil, 0, nil
	}
	limit := opt.Limit
	if limit <= 0 {
		limit = DefaultLimit
	}
	limit = min(limit, MaxLimit)
	offset := max(opt.Offset, 0)

	ix.mu.RLock()
	defer ix.mu.RUnlock()
	if ix.bl == nil {
		return nil, 0, ErrClosed
	}
	// The code tier is a lookup in the code table (codes.go), the scanner's path.
	hits, total := ix.codes.find(ix.an.code(q), opt, offset, limit)
	// Each tier leaves out what an earlier tier found, so that a product is
	// listed once, at its best tier; a tier that found nothing excludes nothing.
	var found []query.Query
	if total > 0 {
		found = append(found, ix.codeQuery(q))
	}
	for _, tier := range []query.Query{ix.codePartQuery(q), ix.nameQuery(q)} {
		if tier == nil {
			continue
		}
		more, n, err := ix.runTier(tier, found, opt, max(offset-total, 0), limit-len(hits))
		if err != nil {
			return nil, 0, err
		}
		hits, total = append(hits, more...), total+n
		if n > 0 {
			found = append(found, tier)
		}
	}
	if total == 0 {
		// Nothing matched as typed: one typo per word is forgiven ("taldro").
		if fuzzy := ix.fuzzyNameQuery(q); fuzzy != nil {
			return ix.runTier(fuzzy, nil, opt, offset, limit)
		}
	}
	return hits, total, nil
}

// runTier runs one tier of Search, filtered by opt and without the products
// the queries in found matched.
func (ix *Index) runTier(tier query.Query, found []query.Query, opt Query, from, size int) ([]Hit, int, error) {
	q := filtered(tier, opt)
	if len(found) > 0 {
		q = query.NewBooleanQuery([]query.Query{q}, nil, found)
	}
	return ix.run(q, from, size)
}

// run executes one tier. With size 0 it only counts, without scoring.
func (ix *Index) run(q query.Query, from, size int) ([]Hit, int, error) {
	req := bleve.NewSearchRequestOptions(q, size, from, false)
	if size == 0 {
		req.Score = bleve.ScoreNone
	}
	// Equal scores keep the index's own order, stable while the index does not change;
	// a tie-break on the id would cost a stored-id lookup per hit (about +50%).
	res, err := ix.bl.Search(req)
	if err != nil {
		return nil, 0, errorf("%w", err)
	}
	hits := make([]Hit, 0, len(res.Hits))
	for _, h := range res.Hits {
		id, err := parseDocID(h.ID)
		if err != nil {
			return nil, 0, errorf("id %q: %w", h.ID, err)
		}
		hits = append(hits, Hit{ID: id, Score: h.Score})
	}
	return hits, int(res.Total), nil
}

// codeQuery matches the codes equal to, or starting with, the whole query: the
// products of the code tier, which the later tiers leave out. While the query fits
// in the code n-grams one postings lookup does it; longer queries, rare and very
// selective, use an exact term and a prefix expansion.
func (ix *Index) codeQuery(q string) query.Query {
	code := ix.an.code(q)
	if utf8.RuneCountInString(code) <= maxCodeGram {
		t := query.NewTermQuery(code)
		t.SetField("codigo_ng")
		return t
	}
	prefix := query.NewPrefixQuery(code)
	prefix.SetField("codigo")
	return prefix
}

// codePartQuery matches codes that have a part (a run of letters or of digits)
// starting with the query: "001" or "77" finds HER-001 and PIN-77, the number
// staff read off a shelf label. It runs for a query of digits only: a query
// of letters is a name or a code prefix, and a third lookup on every key
// press would cost the type-ahead more than it finds.
func (ix *Index) codePartQuery(q string) query.Query {
	code := ix.an.code(q)
	if code == "" || utf8.RuneCountInString(code) > maxCodeGram || strings.IndexFunc(code, notDigit) >= 0 {
		return nil
	}
	t := query.NewTermQuery(code)
	t.SetField("codigo_partes")
	return t
}

func notDigit(r rune) bool { return !unicode.IsDigit(r) }

// fuzzyNameQuery is nameQuery forgiving one typo in each word of five letters
// or more ("taldro" finds "Taladro", "martilo" "Martillo"). It runs only when
// nothing matched as typed, so it never slows the ordinary type-ahead; the
// first letter must be right, which keeps the terms it expands to few.
func (ix *Index) fuzzyNameQuery(q string) query.Query {
	grams := nameGrams(ix.an.words(q))
	if len(grams) == 0 {
		return nil
	}
	all := make([]query.Query, 0, len(grams))
	for _, g := range grams {
		if utf8.RuneCountInString(g) < minFuzzyWord {
			t := query.NewTermQuery(g)
			t.SetField("nombre_ng")
			all = append(all, t)
			continue
		}
		f := query.NewFuzzyQuery(g)
		f.SetField("nombre_ng")
		f.SetFuzziness(1)
		f.SetPrefix(1)
		all = append(all, f)
	}
	if len(all) == 1 {
		return all[0]
	}
	return query.NewConjunctionQuery(all)
}

// minFuzzyWord is the shortest word a typo is forgiven in: in shorter ones a
// changed letter often makes another word ("pala", "palo", "paja").
const minFuzzyWord = 5

// nameQuery requires every word of the query to start a word of the name. A word is
// looked up by its light stem (a prefix of it, but for "nueces" → "nuez"), which the
// index holds as n-grams too (see wordAndStem): "leches" finds "Leche", "blancas"
// finds "blanco". One term per word keeps each word a single postings list; a
// disjunction per word measured two to eight times slower at 100k products.
// nameQuery is nil when the query has no words at all (only punctuation).
func (ix *Index) nameQuery(q string) query.Query {
	grams := nameGrams(ix.an.words(q))
	if len(grams) == 0 {
		return nil
	}
	all := make([]query.Query, 0, len(grams))
	for _, g := range grams {
		t := query.NewTermQuery(g)
		t.SetField("nombre_ng")
		all = append(all, t)
	}
	if len(all) == 1 {
		return all[0]
	}
	return query.NewConjunctionQuery(all)
}

// nameGrams turns query words into the n-grams to look up: each word's stem, cut to
// the longest n-gram. A gram that starts another one ("p" in "papel p", a repeated
// word) is implied by it and left out: it would match no fewer products, and a short
// gram has a long postings list.
func nameGrams(words []string) []string {
	grams := make([]string, 0, len(words))
	for _, w := range words {
		g := []rune(string(stemTerm([]byte(w))))
		if len(g) > maxNameGram {
			// Longer than the longest n-gram: its first maxNameGram letters stand in.
			g = g[:maxNameGram]
		}
		grams = append(grams, string(g))
	}
	slices.SortStableFunc(grams, func(a, b string) int { return len(b) - len(a) })
	kept := grams[:0]
	for _, g := range grams {
		if !slices.ContainsFunc(kept, func(k string) bool { return strings.HasPrefix(k, g) }) {
			kept = append(kept, g)
		}
	}
	return kept
}

// filtered adds the options' restrictions to q. They add the same score to every
// hit, so they do not change the order.
func filtered(q query.Query, opt Query) query.Query {
	parts := []query.Query{q}
	if opt.OnlyActive {
		a := query.NewBoolFieldQuery(true)
		a.SetField("activo")
		parts = append(parts, a)
	}
	if opt.IDs != nil {
		ids := make([]string, len(opt.IDs))
		for i, id := range opt.IDs {
			ids[i] = docID(id)
		}
		parts = append(parts, query.NewDocIDQuery(ids))
	}
	if len(parts) == 1 {
		return q
	}
	return query.NewConjunctionQuery(parts)
}
