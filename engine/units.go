package engine

// Unit is a unit of measure (unidad) with its abbreviation (sigla).
type Unit struct {
	ID          uint64 `json:"id"`
	Unidad      string `json:"unidad"`
	Sigla       string `json:"sigla"`
	Descripcion string `json:"descripcion"`
	Estado      bool   `json:"estado"`
}

func (u *Unit) getID() uint64   { return u.ID }
func (u *Unit) setID(id uint64) { u.ID = id }
func (u *Unit) active() *bool   { return &u.Estado }

// UnitInput is what the unit form sends.
type UnitInput struct {
	Unidad      string `json:"unidad"`
	Sigla       string `json:"sigla"`
	Descripcion string `json:"descripcion"`
}

const unitNotFound = "Unidad no encontrada."

// Units lists the units, all or only the active ones.
func (e *Engine) Units(onlyActive bool) ([]Unit, error) {
	return listRecords[Unit](e, bktUnits, onlyActive)
}

// SaveUnit creates (id 0) or updates a unit; the name is unique.
func (e *Engine) SaveUnit(id uint64, in UnitInput) (uint64, error) {
	clean(&in.Unidad, &in.Sigla, &in.Descripcion)
	var v Validation
	v.Required("unidad", "unidad", in.Unidad)
	v.MaxLen("unidad", "unidad", in.Unidad, 100)
	v.Required("sigla", "sigla", in.Sigla)
	v.MaxLen("sigla", "sigla", in.Sigla, 10)
	v.MaxLen("descripcion", "descripción", in.Descripcion, 255)
	if err := v.Err(); err != nil {
		return 0, err
	}
	return saveRecord[Unit](e, bktUnits, id, unitNotFound,
		func(u *Unit) (string, string, string) {
			return "unidad", u.Unidad, "Ya existe una unidad con ese nombre."
		},
		func(u *Unit) { u.Unidad, u.Sigla, u.Descripcion = in.Unidad, in.Sigla, in.Descripcion })
}

// ToggleUnit flips a unit's estado.
func (e *Engine) ToggleUnit(id uint64) (bool, error) {
	return toggleRecord[Unit](e, bktUnits, id, unitNotFound)
}
