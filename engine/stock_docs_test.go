package engine

import (
	"fmt"
	"testing"
)

// skCash is the sum of the cash movements of a document.
func skCash(t testing.TB, e *Engine, doc string, id uint64) Money {
	t.Helper()
	var sum Money
	err := e.view(func(tx ReadTx) error {
		return each(tx.Bucket(bktCash), func(_ []byte, m *CashMovement) error {
			if m.Doc == doc && m.DocID == id {
				sum += m.Monto
			}
			return nil
		})
	})
	skOK(t, err)
	return sum
}

// skPending is the sum of a document's pending instalments.
func skPending(t testing.TB, e *Engine, doc string, id uint64) Money {
	t.Helper()
	var sum Money
	err := e.view(func(tx ReadTx) error {
		ps, err := docPayments(tx, doc, id)
		for _, p := range ps {
			if !p.Cancelado && !p.Anulado {
				sum += p.Monto
			}
		}
		return err
	})
	skOK(t, err)
	return sum
}

// skCheckDocs checks every sale and purchase against its instalments and cash:
// while valid, value owed = open balance + cash kept, the balance is the sum of
// pending instalments and the cash movements add up to the cash kept; once
// voided, nothing is pending and the cash nets to zero.
func skCheckDocs(t testing.TB, e *Engine) {
	t.Helper()
	err := e.view(func(tx ReadTx) error {
		cash := map[string]Money{}
		if err := each(tx.Bucket(bktCash), func(_ []byte, m *CashMovement) error {
			cash[fmt.Sprint(m.Doc, m.DocID)] += m.Monto
			return nil
		}); err != nil {
			return err
		}
		pending := func(doc string, id uint64) Money {
			ps, _ := docPayments(tx, doc, id)
			var sum Money
			for _, p := range ps {
				if !p.Cancelado && !p.Anulado {
					sum += p.Monto
				}
			}
			return sum
		}
		if err := each(tx.Bucket(bktSales), func(_ []byte, s *Sale) error {
			kept, c, pe := s.Cobrado-s.Reembolsado, cash[fmt.Sprint(DocVenta, s.ID)], pending(DocVenta, s.ID)
			if s.Estado == SaleValid && (s.Total-s.Devuelto != s.Saldo+kept || pe != s.Saldo || c != kept || s.Saldo < 0 || kept < 0) {
				return fmt.Errorf("sale %d out of balance: %+v pending %v cash %v", s.ID, *s, pe, c)
			}
			if s.Estado == SaleVoided && (s.Saldo != 0 || pe != 0 || c != 0 || kept != 0) {
				return fmt.Errorf("voided sale %d keeps something: %+v pending %v cash %v", s.ID, *s, pe, c)
			}
			return nil
		}); err != nil {
			return err
		}
		return each(tx.Bucket(bktPurchases), func(_ []byte, p *Purchase) error {
			kept, c, pe := p.Pagado-p.Reintegrado, cash[fmt.Sprint(DocCompra, p.ID)], pending(DocCompra, p.ID)
			if p.Estado == PurchaseValid && (p.Total != p.Saldo+kept || pe != p.Saldo || c != -kept) {
				return fmt.Errorf("purchase %d out of balance: %+v pending %v cash %v", p.ID, *p, pe, c)
			}
			if p.Estado == PurchaseVoided && (p.Saldo != 0 || pe != 0 || c != 0 || kept != 0) {
				return fmt.Errorf("voided purchase %d keeps something: %+v pending %v cash %v", p.ID, *p, pe, c)
			}
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
}
