package engine

// The prices-per-branch table (PRECIOS POR SUCURSAL): a read of every
// branch's prices, apart from the bulk price change it sits beside on screen.

// BranchPriceCell is one branch's prices of a product in the prices-per-branch table.
type BranchPriceCell struct {
	SucursalID uint64 `json:"sucursal_id"`
	Grupo      int    `json:"grupo"`
	PriceSet
}

// BranchPriceRow is one product of the prices-per-branch table: its prices in
// every active branch, keyed by the branch's name.
type BranchPriceRow struct {
	ID         uint64                     `json:"id"`
	Codigo     string                     `json:"codigo"`
	Producto   string                     `json:"producto"`
	Sucursales map[string]BranchPriceCell `json:"sucursales"`
}

// PricesByBranch is the prices-per-branch table (Super only): every active
// product with its six prices in every active branch, in product id order.
func (e *Engine) PricesByBranch(actor Actor) (out []BranchPriceRow, err error) {
	if !e.RoleCan(actor.Role(), CapPrecios) {
		return nil, Forbidden("Su rol no puede consultar los precios por sucursal.")
	}
	err = e.view(func(tx ReadTx) error {
		out = []BranchPriceRow{}
		branches, err := list[Branch](tx.Bucket(bktBranches))
		if err != nil {
			return err
		}
		active := branches[:0]
		for _, b := range branches {
			if b.Estado {
				active = append(active, b)
			}
		}
		return each(tx.Bucket(bktProducts), func(_ []byte, p *Product) error {
			if !p.Estado {
				return nil
			}
			row := BranchPriceRow{ID: p.ID, Codigo: p.Codigo, Producto: p.Producto, Sucursales: make(map[string]BranchPriceCell, len(active))}
			for _, b := range active {
				row.Sucursales[b.Sucursal] = BranchPriceCell{SucursalID: b.ID, Grupo: b.Grupo, PriceSet: priceSet(branchPrices(tx, b.ID, p))}
			}
			out = append(out, row)
			return nil
		})
	})
	return out, err
}
