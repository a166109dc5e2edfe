package engine

import "testing"

func TestCreateSalesIsAllOrNothing(t *testing.T) {
	w := skSetup(t)
	w.load(t, MainBranch, w.p[0], 5)
	ok := skSale(MainBranch, skLine(w.p[0], 2, 10000))
	before := skHash(t, w.e)
	_, err := w.e.CreateSales(w.super, []SaleInput{ok, skSale(MainBranch, skLine(w.p[0], 4, 10000))})
	if ErrorCode(err) != CodeInvalid || skHash(t, w.e) != before {
		t.Fatalf("a batch with a sale short of stock: %v", err)
	}
	ids, err := w.e.CreateSales(w.super, []SaleInput{ok, ok})
	skOK(t, err)
	if len(ids) != 2 || w.stock(t, MainBranch, w.p[0]) != 1 {
		t.Fatalf("ids %v, stock %d", ids, w.stock(t, MainBranch, w.p[0]))
	}
}
