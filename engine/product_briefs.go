package engine

import (
	"encoding/binary"
	"strings"
	"sync"
)

// productBrief is what the dashboard and the reports show of a product.
type productBrief struct {
	ID          uint64
	Codigo      string
	Producto    string
	UnidadID    uint64
	CategoriaID uint64
	Minimo      int64
	Estado      bool
	Precio5     Money  // the default of price level 5
	lower       string // Producto in lower case, the reports' order by name
}

// briefCache keeps every product's brief in memory, so a report over
// thousands of products does not decode each product record per request. It
// is stamped with the product sequence (meta/product_seq), which every commit
// that saves or toggles a product advances in the same transaction, so a
// read transaction that sees another sequence rebuilds it first.
type briefCache struct {
	mu   sync.Mutex
	seq  uint64
	all  map[uint64]*productBrief
	fill bool
}

// productBriefs gives the briefs of every product as of tx.
func (e *Engine) productBriefs(tx ReadTx) (map[uint64]*productBrief, error) {
	c := &e.briefs
	var seq uint64
	if raw := tx.Bucket(bktMeta).Get(keyProductSeq); len(raw) == 8 {
		seq = btoi(raw)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.fill && c.seq == seq {
		return c.all, nil
	}
	all := map[uint64]*productBrief{}
	if err := each(tx.Bucket(bktProducts), func(_ []byte, p *Product) error {
		all[p.ID] = &productBrief{ID: p.ID, Codigo: p.Codigo, Producto: p.Producto, UnidadID: p.UnidadID, CategoriaID: p.CategoriaID,
			Minimo: p.Minimo, Estado: p.Estado, Precio5: p.Precios[4], lower: strings.ToLower(p.Producto)}
		return nil
	}); err != nil {
		return nil, err
	}
	c.all, c.seq, c.fill = all, seq, true
	return all, nil
}

// brief is the product's brief, or an empty one with its id when unknown.
func brief(all map[uint64]*productBrief, id uint64) *productBrief {
	if b := all[id]; b != nil {
		return b
	}
	return &productBrief{ID: id}
}

// fig reads counter i of a stored row without decoding the rest (0 when the
// row is shorter).
func fig(v []byte, i int) int64 {
	if len(v) < 8*i+8 {
		return 0
	}
	return int64(binary.BigEndian.Uint64(v[8*i:]))
}
