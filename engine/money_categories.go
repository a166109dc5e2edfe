package engine

// MoneyCategory groups incomes or expenses (Categorías de ingresos / de gastos).
type MoneyCategory struct {
	ID          uint64 `json:"id"`
	Categoria   string `json:"categoria"`
	Descripcion string `json:"descripcion"`
	Estado      bool   `json:"estado"`
}

func (c *MoneyCategory) getID() uint64   { return c.ID }
func (c *MoneyCategory) setID(id uint64) { c.ID = id }
func (c *MoneyCategory) active() *bool   { return &c.Estado }

// MoneyCategories lists a book's categories, all or only the active ones.
func (e *Engine) MoneyCategories(b Book, onlyActive bool) ([]MoneyCategory, error) {
	return listRecords[MoneyCategory](e, b.info().cats, onlyActive)
}

// SaveMoneyCategory creates (id 0) or updates a category of a book; the name
// is unique within the book.
func (e *Engine) SaveMoneyCategory(b Book, id uint64, in CategoryInput) (uint64, error) {
	clean(&in.Categoria, &in.Descripcion)
	var v Validation
	v.Required("categoria", "categoría", in.Categoria)
	v.MaxLen("categoria", "categoría", in.Categoria, 100)
	v.MaxLen("descripcion", "descripción", in.Descripcion, 255)
	if err := v.Err(); err != nil {
		return 0, err
	}
	return saveRecord[MoneyCategory](e, b.info().cats, id, b.info().catNotFound,
		func(c *MoneyCategory) (string, string, string) {
			return "categoria", c.Categoria, "Ya existe una categoría con ese nombre."
		},
		func(c *MoneyCategory) { c.Categoria, c.Descripcion = in.Categoria, in.Descripcion })
}

// ToggleMoneyCategory flips a category's estado.
func (e *Engine) ToggleMoneyCategory(b Book, id uint64) (bool, error) {
	return toggleRecord[MoneyCategory](e, b.info().cats, id, b.info().catNotFound)
}
