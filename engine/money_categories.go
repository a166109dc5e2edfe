package engine

// MoneyCategory groups incomes or expenses (Categorías de ingresos / de
// gastos). It is a Category kept in its book's own bucket: the same fields,
// form and rules as a product category.
type MoneyCategory = Category

// MoneyCategories lists a book's categories, all or only the active ones.
func (e *Engine) MoneyCategories(b Book, onlyActive bool) ([]MoneyCategory, error) {
	return listRecords[MoneyCategory](e, b.info().cats, onlyActive)
}

// SaveMoneyCategory creates (id 0) or updates a category of a book; the name
// is unique within the book.
func (e *Engine) SaveMoneyCategory(b Book, id uint64, in CategoryInput) (uint64, error) {
	return saveCategory(e, b.info().cats, id, b.info().catNotFound, in)
}

// ToggleMoneyCategory flips a category's estado.
func (e *Engine) ToggleMoneyCategory(b Book, id uint64) (bool, error) {
	return toggleRecord[MoneyCategory](e, b.info().cats, id, b.info().catNotFound)
}
