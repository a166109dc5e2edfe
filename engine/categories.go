package engine

// Category groups products.
type Category struct {
	ID          uint64 `json:"id"`
	Categoria   string `json:"categoria"`
	Descripcion string `json:"descripcion"`
	Estado      bool   `json:"estado"`
}

func (c *Category) getID() uint64   { return c.ID }
func (c *Category) setID(id uint64) { c.ID = id }
func (c *Category) active() *bool   { return &c.Estado }

// CategoryInput is what the category form sends.
type CategoryInput struct {
	Categoria   string `json:"categoria"`
	Descripcion string `json:"descripcion"`
}

const categoryNotFound = "Categoría no encontrada."

// Categories lists the categories, all or only the active ones.
func (e *Engine) Categories(onlyActive bool) ([]Category, error) {
	return listRecords[Category](e, bktCategories, onlyActive)
}

// SaveCategory creates (id 0) or updates a category; the name is unique.
func (e *Engine) SaveCategory(id uint64, in CategoryInput) (uint64, error) {
	return saveCategory(e, bktCategories, id, categoryNotFound, in)
}

// saveCategory saves a product category or a book's money category: the same
// form and rules, each kind in its own bucket, where the name is unique.
func saveCategory(e *Engine, bucket []byte, id uint64, notFound string, in CategoryInput) (uint64, error) {
	clean(&in.Categoria, &in.Descripcion)
	var v Validation
	v.Required("categoria", "categoría", in.Categoria)
	v.MaxLen("categoria", "categoría", in.Categoria, 100)
	v.MaxLen("descripcion", "descripción", in.Descripcion, 255)
	if err := v.Err(); err != nil {
		return 0, err
	}
	return saveRecord[Category](e, bucket, id, notFound,
		func(c *Category) (string, string, string) {
			return "categoria", c.Categoria, "Ya existe una categoría con ese nombre."
		},
		func(c *Category) { c.Categoria, c.Descripcion = in.Categoria, in.Descripcion })
}

// ToggleCategory flips a category's estado.
func (e *Engine) ToggleCategory(id uint64) (bool, error) {
	return toggleRecord[Category](e, bktCategories, id, categoryNotFound)
}
