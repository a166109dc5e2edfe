package engine

// Supplier is a proveedor of purchases.
type Supplier struct {
	ID        uint64 `json:"id"`
	Proveedor string `json:"proveedor"`
	NIT       string `json:"nit"`
	Telefono  string `json:"telefono"`
	Direccion string `json:"direccion"`
	Estado    bool   `json:"estado"`
}

func (s *Supplier) getID() uint64   { return s.ID }
func (s *Supplier) setID(id uint64) { s.ID = id }
func (s *Supplier) active() *bool   { return &s.Estado }

// SupplierInput is what the supplier form sends.
type SupplierInput struct {
	Proveedor string `json:"proveedor"`
	NIT       string `json:"nit"`
	Telefono  string `json:"telefono"`
	Direccion string `json:"direccion"`
}

const supplierNotFound = "Proveedor no encontrado."

// Suppliers lists the suppliers, all or only the active ones.
func (e *Engine) Suppliers(onlyActive bool) ([]Supplier, error) {
	return listRecords[Supplier](e, bktSuppliers, onlyActive)
}

// Supplier returns one supplier.
func (e *Engine) Supplier(id uint64) (s Supplier, err error) {
	err = e.view(func(tx ReadTx) error {
		p, err := getRecord[Supplier](tx, bktSuppliers, id, supplierNotFound)
		s = *p
		return err
	})
	return s, err
}

// SaveSupplier creates (id 0) or updates a supplier; the name is unique.
func (e *Engine) SaveSupplier(id uint64, in SupplierInput) (uint64, error) {
	if err := validateSupplier(&in).Err(); err != nil {
		return 0, err
	}
	return saveRecord[Supplier](e, bktSuppliers, id, supplierNotFound,
		func(s *Supplier) (string, string, string) {
			return "proveedor", s.Proveedor, "Ya existe un proveedor con ese nombre."
		},
		func(s *Supplier) {
			s.Proveedor, s.NIT, s.Telefono, s.Direccion = in.Proveedor, in.NIT, in.Telefono, in.Direccion
		})
}

// ToggleSupplier flips a supplier's estado.
func (e *Engine) ToggleSupplier(id uint64) (bool, error) {
	return toggleRecord[Supplier](e, bktSuppliers, id, supplierNotFound)
}

// validateSupplier trims the form and checks its fields (the form and the
// import share it).
func validateSupplier(in *SupplierInput) *Validation {
	clean(&in.Proveedor, &in.NIT, &in.Telefono, &in.Direccion)
	v := &Validation{}
	v.Required("proveedor", "proveedor", in.Proveedor)
	v.MaxLen("proveedor", "proveedor", in.Proveedor, 150)
	v.Digits("nit", "NIT", in.NIT)
	v.MaxLen("nit", "NIT", in.NIT, 20)
	v.Digits("telefono", "teléfono", in.Telefono)
	v.MaxLen("telefono", "teléfono", in.Telefono, 20)
	v.MaxLen("direccion", "dirección", in.Direccion, 255)
	return v
}
