package engine

import "sgc/engine/store"

// stockKeepers are the roles that look after stock in more than one branch:
// besides their home branch they may read inventory, kardex and counts, and
// run counts, in the branches assigned to them (DESIGN §5). Every other write
// of theirs stays in the home branch.
var stockKeepers = []string{RoleInventario, RoleAlmacen}

// msgStockScope is the refusal of a stock reading or count outside the actor's
// branches.
const msgStockScope = "No puede consultar el inventario de esta sucursal."

// canKeepStockIn reports whether actor may read or count the stock of branch:
// where they may act, or, for the stock keepers, in an assigned branch.
func canKeepStockIn(tx store.Tx, actor Actor, branch uint64) bool {
	if actor.CanActIn(branch) {
		return true
	}
	return actor.Has(stockKeepers...) && tx.Bucket(bktAssigned).Get(key(actor.UserID, branch)) != nil
}

// StockScope refuses (403) a stock reading or count of branch outside the
// actor's branches; see canKeepStockIn.
func (e *Engine) StockScope(actor Actor, branch uint64) error {
	return e.view(func(tx ReadTx) error {
		if !canKeepStockIn(tx, actor, branch) {
			return Forbidden(msgStockScope)
		}
		return nil
	})
}
