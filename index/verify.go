package index

import (
	"maps"
	"slices"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"
)

// verifyPage is how many indexed documents Verify reads per search.
const verifyPage = 5000

// Verify diffs the index against its source, the way a secondary index is checked
// against the records it derives from. each must yield every product of the source, as
// Rebuild's does. It reports, in ascending id order, the products missing from the
// index, the indexed ids the source no longer has (extra), and the products whose
// indexed code, name or active flag differ from the source (stale); the code table
// (codes.go) is held to the same source. Run it when no batches are being applied,
// or against a source read at Seq, or it reports the batches in flight.
func (ix *Index) Verify(each func(yield func(Doc) error) error) (missing, extra, stale []uint64, err error) {
	indexed, codes, an, err := ix.stored()
	if err != nil {
		return nil, nil, nil, err
	}
	err = each(func(d Doc) error {
		got, ok := indexed[d.ID]
		row, inTable := codes[d.ID]
		switch {
		case !ok:
			missing = append(missing, d.ID)
		case got != d || !inTable || row != (codeRow{code: an.code(d.Codigo), active: d.Activo}):
			stale = append(stale, d.ID)
		}
		delete(indexed, d.ID)
		delete(codes, d.ID)
		return nil
	})
	if err != nil {
		return nil, nil, nil, err
	}
	for id := range indexed {
		extra = append(extra, id)
		delete(codes, id)
	}
	for id := range codes {
		extra = append(extra, id)
	}
	slices.Sort(missing)
	slices.Sort(extra)
	slices.Sort(stale)
	return missing, extra, stale, nil
}

// stored reads back every indexed document from its stored fields, paging through
// the index in id order, with a copy of the code table and the analyzers that
// fold a code.
func (ix *Index) stored() (map[uint64]Doc, map[uint64]codeRow, analyzers, error) {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	if ix.bl == nil {
		return nil, nil, analyzers{}, ErrClosed
	}
	out := make(map[uint64]Doc)
	var after []string
	for {
		req := bleve.NewSearchRequestOptions(query.NewMatchAllQuery(), verifyPage, 0, false)
		req.Fields = []string{"codigo", "nombre", "activo"}
		req.SortBy([]string{"_id"})
		req.Score = bleve.ScoreNone
		if after != nil {
			req.SetSearchAfter(after)
		}
		res, err := ix.bl.Search(req)
		if err != nil {
			return nil, nil, analyzers{}, errorf("%w", err)
		}
		for _, h := range res.Hits {
			id, err := parseDocID(h.ID)
			if err != nil {
				return nil, nil, analyzers{}, errorf("id %q: %w", h.ID, err)
			}
			d := Doc{ID: id}
			d.Codigo, _ = h.Fields["codigo"].(string)
			d.Nombre, _ = h.Fields["nombre"].(string)
			d.Activo, _ = h.Fields["activo"].(bool)
			out[id] = d
		}
		if len(res.Hits) < verifyPage {
			return out, maps.Clone(ix.codes.rows), ix.an, nil
		}
		after = []string{res.Hits[len(res.Hits)-1].ID}
	}
}
