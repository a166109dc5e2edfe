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
	set  briefSet
	fill bool
}

// briefSet are the briefs of every product, by id and in id order.
type briefSet struct {
	all  map[uint64]*productBrief
	byID []*productBrief
}

// productBriefs gives the briefs of every product as of tx.
func (e *Engine) productBriefs(tx ReadTx) (map[uint64]*productBrief, error) {
	set, err := e.briefsAsOf(tx)
	return set.all, err
}

// productsByID gives the briefs of every product as of tx, in id order.
func (e *Engine) productsByID(tx ReadTx) ([]*productBrief, error) {
	set, err := e.briefsAsOf(tx)
	return set.byID, err
}

// briefsAsOf gives the briefs as of tx, read again when the products changed.
func (e *Engine) briefsAsOf(tx ReadTx) (briefSet, error) {
	c := &e.briefs
	var seq uint64
	if raw := tx.Bucket(bktMeta).Get(keyProductSeq); len(raw) == 8 {
		seq = btoi(raw)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.fill && c.seq == seq {
		return c.set, nil
	}
	set := briefSet{all: map[uint64]*productBrief{}}
	if err := each(tx.Bucket(bktProducts), func(_ []byte, p *Product) error {
		b := &productBrief{ID: p.ID, Codigo: p.Codigo, Producto: p.Producto, UnidadID: p.UnidadID, CategoriaID: p.CategoriaID,
			Minimo: p.Minimo, Estado: p.Estado, Precio5: p.Precios[4], lower: strings.ToLower(p.Producto)}
		set.all[p.ID], set.byID = b, append(set.byID, b) // the bucket's key order is the id order
		return nil
	}); err != nil {
		return briefSet{}, err
	}
	c.set, c.seq, c.fill = set, seq, true
	return set, nil
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
