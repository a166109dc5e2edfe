package index

import (
	"cmp"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2"
)

// codeTable holds the indexed codes in memory, folded as the codigo field is,
// so that the code tier of Search (the scanner's exact code, or the start of a
// code as typed) is a lookup instead of a Bleve query. In Bleve that tier
// scored every product whose code has the query as an n-gram: at 100k products
// a prefix that every code shares ("prd") cost 4.5 ms, more than any name
// search. Here an exact code is one binary search and a prefix one range per
// code length.
//
// levels[n] holds the codes of n runes, sorted by code and then id, so a
// prefix is one contiguous range of each level, and walking the levels in
// order gives the tier's ranking: shorter codes first, the exact code (the
// shortest possible) before all of them. It is derived data of the Bleve
// index, read from its doc values when the index is attached and kept in step
// by Apply, under Index.mu.
type codeTable struct {
	rows   map[uint64]codeRow
	all    [][]codeEntry // every product
	active [][]codeEntry // only the active ones: the OnlyActive filter
}

type codeRow struct {
	code   string
	active bool
}

type codeEntry struct {
	code string
	id   uint64
}

func compareEntries(a, b codeEntry) int {
	return cmp.Or(strings.Compare(a.code, b.code), cmp.Compare(a.id, b.id))
}

// loadCodes reads the folded code and the active flag of every document from
// the index's doc values (about 0.15 s at 100k products).
func loadCodes(bl bleve.Index) (*codeTable, error) {
	adv, err := bl.Advanced()
	if err != nil {
		return nil, err
	}
	r, err := adv.Reader()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	dv, err := r.DocValueReader([]string{"codigo", "activo"})
	if err != nil {
		return nil, err
	}
	all, err := r.DocIDReaderAll()
	if err != nil {
		return nil, err
	}
	defer all.Close()
	rows := map[uint64]codeRow{}
	for in, err := all.Next(); in != nil || err != nil; in, err = all.Next() {
		if err != nil {
			return nil, err
		}
		ext, err := r.ExternalID(in)
		if err != nil {
			return nil, err
		}
		id, err := parseDocID(ext)
		if err != nil {
			return nil, errorf("id %q: %w", ext, err)
		}
		var row codeRow
		err = dv.VisitDocValues(in, func(field string, term []byte) {
			switch field {
			case "codigo":
				row.code = string(term)
			case "activo":
				row.active = len(term) > 0 && term[0] == 'T'
			}
		})
		if err != nil {
			return nil, err
		}
		rows[id] = row
	}
	t := &codeTable{rows: rows}
	t.sortLevels()
	return t, nil
}

// sortLevels lays out the levels again from rows.
func (t *codeTable) sortLevels() {
	t.all, t.active = nil, nil
	for id, r := range t.rows {
		t.all = place(t.all, r.code, id)
		if r.active {
			t.active = place(t.active, r.code, id)
		}
	}
	for _, lv := range [][][]codeEntry{t.all, t.active} {
		for _, l := range lv {
			slices.SortFunc(l, compareEntries)
		}
	}
}

// place appends the entry to its level, unsorted.
func place(levels [][]codeEntry, code string, id uint64) [][]codeEntry {
	if code == "" {
		return levels // nothing to look up: only a query can be empty, and it finds nothing
	}
	n := utf8.RuneCountInString(code)
	for len(levels) <= n {
		levels = append(levels, nil)
	}
	levels[n] = append(levels[n], codeEntry{code, id})
	return levels
}

// bulkChanges is how many changes an apply makes one by one; past it the levels
// are laid out again, which costs less than that many inserts into 100k codes.
const bulkChanges = 32

// apply brings the table in step with an Apply: upserts first, then deletes.
func (t *codeTable) apply(an analyzers, upserts []Doc, deletes []uint64) {
	bulk := len(upserts)+len(deletes) > bulkChanges
	for _, d := range upserts {
		t.remove(d.ID, bulk)
		t.rows[d.ID] = codeRow{code: an.code(d.Codigo), active: d.Activo}
		if !bulk {
			t.insert(d.ID)
		}
	}
	for _, id := range deletes {
		t.remove(id, bulk)
	}
	if bulk {
		t.sortLevels()
	}
}

// remove drops id from rows and, unless the levels are laid out afterwards,
// from its levels.
func (t *codeTable) remove(id uint64, bulk bool) {
	r, ok := t.rows[id]
	if !ok {
		return
	}
	delete(t.rows, id)
	if bulk || r.code == "" {
		return
	}
	e, n := codeEntry{r.code, id}, utf8.RuneCountInString(r.code)
	levels := [][][]codeEntry{t.all}
	if r.active {
		levels = append(levels, t.active)
	}
	for _, lv := range levels {
		if i, found := slices.BinarySearchFunc(lv[n], e, compareEntries); found {
			lv[n] = slices.Delete(lv[n], i, i+1)
		}
	}
}

// insert files the row of id in its levels, in order.
func (t *codeTable) insert(id uint64) {
	r := t.rows[id]
	if r.code == "" {
		return
	}
	t.all = insertSorted(t.all, codeEntry{r.code, id})
	if r.active {
		t.active = insertSorted(t.active, codeEntry{r.code, id})
	}
}

func insertSorted(levels [][]codeEntry, e codeEntry) [][]codeEntry {
	n := utf8.RuneCountInString(e.code)
	for len(levels) <= n {
		levels = append(levels, nil)
	}
	i, _ := slices.BinarySearchFunc(levels[n], e, compareEntries)
	levels[n] = slices.Insert(levels[n], i, e)
	return levels
}

// find is the code tier of Search for a folded query: the products whose code
// equals or starts with it, filtered by opt, in the tier's ranking. It answers
// the page [from, from+size) and how many match.
func (t *codeTable) find(prefix string, opt Query, from, size int) ([]Hit, int) {
	if prefix == "" {
		return nil, 0
	}
	if opt.IDs != nil {
		return t.findAmong(prefix, opt, from, size)
	}
	levels := t.all
	if opt.OnlyActive {
		levels = t.active
	}
	var hits []Hit
	total := 0
	for n := utf8.RuneCountInString(prefix); n < len(levels); n++ {
		l := levels[n]
		lo := sort.Search(len(l), func(i int) bool { return l[i].code >= prefix })
		hi := lo + sort.Search(len(l)-lo, func(i int) bool { return !strings.HasPrefix(l[lo+i].code, prefix) })
		for i := max(lo, lo+from-total); i < hi && len(hits) < size; i++ {
			hits = append(hits, Hit{ID: l[i].id, Score: 1 / float64(n)})
		}
		total += hi - lo
	}
	return hits, total
}

// findAmong is find restricted to opt.IDs: it looks each one up.
func (t *codeTable) findAmong(prefix string, opt Query, from, size int) ([]Hit, int) {
	var match []codeEntry
	seen := map[uint64]bool{}
	for _, id := range opt.IDs {
		r, ok := t.rows[id]
		if ok && !seen[id] && strings.HasPrefix(r.code, prefix) && (r.active || !opt.OnlyActive) {
			match = append(match, codeEntry{r.code, id})
		}
		seen[id] = true
	}
	slices.SortFunc(match, func(a, b codeEntry) int {
		return cmp.Or(cmp.Compare(utf8.RuneCountInString(a.code), utf8.RuneCountInString(b.code)), compareEntries(a, b))
	})
	var hits []Hit
	for _, e := range match[min(from, len(match)):] {
		if len(hits) == size {
			break
		}
		hits = append(hits, Hit{ID: e.id, Score: 1 / float64(utf8.RuneCountInString(e.code))})
	}
	return hits, len(match)
}
