package engine

// CreateSales registers several sales in ONE transaction, each exactly as
// CreateSale does (same checks, stock, kardex, cash and per-day figures):
// for importing a history of sales, where one commit per sale would spend
// most of the time committing. It is all or nothing: the first refused sale
// refuses the batch, naming its position in the message.
func (e *Engine) CreateSales(actor Actor, in []SaleInput) (ids []uint64, err error) {
	err = e.update(func(tx *Tx) error {
		ids = make([]uint64, 0, len(in))
		for i := range in {
			id, err := createSale(tx, actor, in[i])
			if err != nil {
				if ee, ok := err.(*Error); ok {
					c := *ee
					c.Message = "Venta " + itoa(int64(i+1)) + " del lote: " + c.Message
					return &c
				}
				return err
			}
			ids = append(ids, id)
		}
		return nil
	})
	return ids, err
}
