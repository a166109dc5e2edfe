package engine

import "bytes"

// Difference is a branch and product whose stock row disagrees with the sum of
// its kardex.
type Difference struct {
	Branch  uint64 `json:"sucursal_id"`
	Product uint64 `json:"producto_id"`
	Stock   int64  `json:"stock"`
	Kardex  int64  `json:"kardex"`
}

// VerifyKardex recomputes every stock row from its kardex and lists the rows
// that disagree (none in a healthy store). It streams both buckets in key order
// within one read transaction, so it never holds more than one history in
// memory and never blocks writers. progress, when set, is called now and then
// with entries read and the total.
func (e *Engine) VerifyKardex(progress func(done, total int)) (diffs []Difference, err error) {
	err = e.view(func(tx ReadTx) error {
		diffs = []Difference{}
		kb := tx.Bucket(bktKardex)
		total := 0
		if progress != nil {
			total = kb.KeyN()
			progress(0, total)
		}
		sc := tx.Bucket(bktStock).Cursor()
		sk, sv := sc.First()
		report := func(pair []byte, stock, sum int64) {
			if stock != sum {
				diffs = append(diffs, Difference{Branch: btoi(pair[:8]), Product: btoi(pair[8:16]), Stock: stock, Kardex: sum})
			}
		}
		// flush compares one kardex history (pair, sum) with the stock rows,
		// reporting stock rows that come before it and have no history.
		flush := func(pair []byte, sum int64) {
			for sk != nil && bytes.Compare(sk, pair) < 0 {
				report(sk, int64(btoi(sv)), 0)
				sk, sv = sc.Next()
			}
			if sk != nil && bytes.Equal(sk, pair) {
				report(pair, int64(btoi(sv)), sum)
				sk, sv = sc.Next()
				return
			}
			report(pair, 0, sum)
		}
		var pair []byte
		var sum int64
		done := 0
		c := kb.Cursor()
		for k, raw := c.First(); k != nil; k, raw = c.Next() {
			if pair == nil || !bytes.Equal(pair, k[:16]) {
				if pair != nil {
					flush(pair, sum)
				}
				pair, sum = append(pair[:0:0], k[:16]...), 0
			}
			q, err := kardexQty(raw)
			if err != nil {
				return err
			}
			sum += q
			if done++; progress != nil && done%65536 == 0 {
				progress(done, total)
			}
		}
		if pair != nil {
			flush(pair, sum)
		}
		for ; sk != nil; sk, sv = sc.Next() {
			report(sk, int64(btoi(sv)), 0)
		}
		if progress != nil {
			progress(done, total)
		}
		return nil
	})
	return diffs, err
}

// kardexPrefix is how every stored KardexEntry starts (Cantidad is its first
// field), which lets the verifier read the quantity without decoding the rest.
var kardexPrefix = []byte(`{"cantidad":`)

// kardexQty reads Cantidad from a stored entry, decoding it fully only when
// the value does not start as expected.
func kardexQty(raw []byte) (int64, error) {
	if bytes.HasPrefix(raw, kardexPrefix) {
		if n, ok := parseInt(raw[len(kardexPrefix):]); ok {
			return n, nil
		}
	}
	var k KardexEntry
	if err := jsonUnmarshal(raw, &k); err != nil {
		return 0, err
	}
	return k.Cantidad, nil
}

// parseInt reads a JSON integer up to the next comma without allocating.
func parseInt(b []byte) (int64, bool) {
	neg := len(b) > 0 && b[0] == '-'
	if neg {
		b = b[1:]
	}
	var n int64
	i := 0
	for ; i < len(b) && i < 19 && b[i] >= '0' && b[i] <= '9'; i++ {
		n = n*10 + int64(b[i]-'0')
	}
	if i == 0 || i >= len(b) || b[i] != ',' {
		return 0, false
	}
	if neg {
		n = -n
	}
	return n, true
}
