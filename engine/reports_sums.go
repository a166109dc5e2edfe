package engine

import (
	"bytes"
	"cmp"
	"slices"
	"sort"
	"strings"
)

// productSums are the per-product sums of a scope: the products by name,
// each one's sums at the same position (of(i)), and the sums of them all. An
// answer shares its slices with other readers: callers only read it.
type productSums struct {
	ids   []uint64
	sums  [][]int64
	today map[int][]int64 // the positions whose sums today's rows changed, changed
	total []int64
}

// of is the sums of the product at position i.
func (ps productSums) of(i int) []int64 {
	if s, ok := ps.today[i]; ok {
		return s
	}
	return ps.sums[i]
}

// pastSums are remembered productSums with each product's position.
type pastSums struct {
	productSums
	at map[uint64]int
}

// productTotals sums a product bucket over the scope, per product, by name:
// the days before today from the remembered scan (reports_cache.go), keyed
// with the product sequence as the order by name follows the products,
// and today's rows read now and added.
func (e *Engine) productTotals(tx ReadTx, bucket []byte, sc ReportScope, n int) (productSums, error) {
	all, err := e.productBriefs(tx)
	if err != nil {
		return productSums{}, err
	}
	var seq uint64
	if raw := tx.Bucket(bktMeta).Get(keyProductSeq); len(raw) == 8 {
		seq = btoi(raw)
	}
	past, today := e.pastAndToday(sc)
	ps, err := memo(e, tx, memoKey(string(bucket), past, seq), past, func() (pastSums, error) {
		ids, sums := scanProductTotals(tx, bucket, past, n)
		slices.SortFunc(ids, byName(all))
		p := pastSums{productSums{ids: ids, sums: make([][]int64, len(ids)), total: make([]int64, n)}, make(map[uint64]int, len(ids))}
		for i, id := range ids {
			p.sums[i], p.at[id] = sums[id], i
			addInts(p.total, sums[id])
		}
		return p, nil
	})
	if err != nil {
		return productSums{}, err
	}
	ids, sums := scanProductTotals(tx, bucket, today, n)
	return ps.plus(all, ids, sums), nil
}

// scanProductTotals sums a product bucket over the scope, per product (ids
// in the order first met).
func scanProductTotals(tx ReadTx, bucket []byte, sc ReportScope, n int) (ids []uint64, sums map[uint64][]int64) {
	sums = map[uint64][]int64{}
	scanAgg(tx, bucket, sc, func(k, v []byte) bool {
		p := btoi(k[16:24])
		s := sums[p]
		if s == nil {
			s = make([]int64, n)
			sums[p] = s
			ids = append(ids, p)
		}
		addFigures(s, v)
		return true
	})
	return ids, sums
}

// plus adds the sums of more products to the remembered ones, in a new
// answer that copies only what changes; a product the remembered scan lacks
// takes its place by name.
func (ps pastSums) plus(all map[uint64]*productBrief, ids []uint64, sums map[uint64][]int64) productSums {
	if len(ids) == 0 {
		return ps.productSums
	}
	out := productSums{ids: ps.ids, sums: ps.sums, today: make(map[int][]int64, len(ids)), total: slices.Clone(ps.total)}
	var fresh []uint64
	for _, id := range ids {
		addInts(out.total, sums[id])
		i, ok := ps.at[id]
		if !ok {
			fresh = append(fresh, id)
			continue
		}
		s := slices.Clone(ps.sums[i])
		addInts(s, sums[id])
		out.today[i] = s
	}
	if len(fresh) == 0 {
		return out
	}
	// Each newcomer goes where a binary search by name puts it; the slots
	// between are copied whole and today's changed ones moved past the
	// newcomers before them.
	order := byName(all)
	slices.SortFunc(fresh, order)
	at := make([]int, len(fresh))
	for k, id := range fresh {
		at[k], _ = slices.BinarySearchFunc(out.ids, id, order)
	}
	merged := productSums{ids: make([]uint64, 0, len(out.ids)+len(fresh)), sums: make([][]int64, 0, len(out.ids)+len(fresh)), total: out.total}
	prev := 0
	for k, id := range fresh {
		merged.ids, merged.sums = append(merged.ids, out.ids[prev:at[k]]...), append(merged.sums, out.sums[prev:at[k]]...)
		merged.ids, merged.sums = append(merged.ids, id), append(merged.sums, sums[id])
		prev = at[k]
	}
	merged.ids, merged.sums = append(merged.ids, out.ids[prev:]...), append(merged.sums, out.sums[prev:]...)
	for i, s := range out.today {
		merged.sums[i+sort.SearchInts(at, i+1)] = s
	}
	return merged
}

// addInts adds v to sum, counter by counter.
func addInts(sum, v []int64) {
	for i := range sum {
		sum[i] += v[i]
	}
}

// soldTotals are the products sold in the scope (units still sold, value,
// cost) with the product briefs that name them.
func (e *Engine) soldTotals(tx ReadTx, sc ReportScope) (map[uint64]*productBrief, productSums, error) {
	all, err := e.productBriefs(tx)
	if err != nil {
		return nil, productSums{}, err
	}
	ps, err := e.productTotals(tx, bktAggSaleProducts, sc, productFigureCount)
	return all, ps, err
}

// byName orders product ids by name, then code, then id.
func byName(all map[uint64]*productBrief) func(a, b uint64) int {
	return func(a, b uint64) int {
		pa, pb := brief(all, a), brief(all, b)
		return cmp.Or(strings.Compare(pa.lower, pb.lower), strings.Compare(pa.Codigo, pb.Codigo), cmp.Compare(a, b))
	}
}

// topN answers the positions of the first n of count items in the order
// order gives positions (ties by position), without sorting them all.
func topN(count, n int, order func(i, j int) int) []int {
	top := make([]int, 0, n+1)
	for i := range count {
		if n > 0 && len(top) == n && order(i, top[n-1]) >= 0 {
			continue // most items: not before the last kept
		}
		at := sort.Search(len(top), func(k int) bool { return order(i, top[k]) < 0 })
		if at < n {
			top = slices.Insert(top, at, i)
			top = top[:min(n, len(top))]
		}
	}
	return top
}

// productRows are the sums and the count of the product rows of sales in a
// scope, with the count of each branch's day in key order.
type productRows struct {
	sums [productFigureCount]int64
	n    int
	days []dayCount
}

// countProductRows reads the product rows of sales in the scope.
func countProductRows(tx ReadTx, sc ReportScope) (r productRows) {
	rng := make(map[uint64]int, len(sc.Branches))
	for i, b := range sc.Branches {
		rng[b] = i
	}
	scanAgg(tx, bktAggSaleProducts, sc, func(k, v []byte) bool {
		addFigures(r.sums[:], v)
		r.n++
		b, d := rng[btoi(k[:8])], btoi(k[8:16])
		if last := len(r.days) - 1; last >= 0 && r.days[last].rng == b && r.days[last].day == d {
			r.days[last].n++
		} else {
			r.days = append(r.days, dayCount{b, d, 1})
		}
		return true
	})
	return r
}

// plus is r followed by the rows of later days of the same branches, in a
// new answer: r is shared.
func (r productRows) plus(later productRows) productRows {
	if later.n == 0 {
		return r
	}
	out := productRows{sums: r.sums, n: r.n + later.n, days: make([]dayCount, 0, len(r.days)+len(later.days))}
	addInts(out.sums[:], later.sums[:])
	i := 0
	for _, dc := range later.days {
		for ; i < len(r.days) && r.days[i].rng <= dc.rng; i++ {
			out.days = append(out.days, r.days[i])
		}
		out.days = append(out.days, dc)
	}
	out.days = append(out.days, r.days[i:]...)
	return out
}

// productRowWindow reads the product rows [first, last) of the scope in key
// order, seeking the day of the first through the day counts.
func productRowWindow(tx ReadTx, sc ReportScope, days []dayCount, first, last int) (rows []aggRow) {
	c := tx.Bucket(bktAggSaleProducts).Cursor()
	skip := first
	for _, dc := range days {
		if len(rows) >= last-first {
			break
		}
		if skip >= dc.n {
			skip -= dc.n
			continue
		}
		prefix := key(sc.Branches[dc.rng], dc.day)
		for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix) && len(rows) < last-first; k, v = c.Next() {
			if skip > 0 {
				skip--
				continue
			}
			rows = append(rows, aggRow{append([]byte(nil), k...), decodeFigures(v, productFigureCount)})
		}
	}
	return rows
}
