package engine

// Company is the business's own data, printed on every document.
type Company struct {
	ID          uint64 `json:"id"`
	Empresa     string `json:"empresa"`
	Sigla       string `json:"sigla"`
	NIT         string `json:"nit"`
	Propietario string `json:"propietario"`
	Telefono1   string `json:"telefono1"`
	Telefono2   string `json:"telefono2"`
	Email       string `json:"email"`
	Horario     string `json:"horario"`
	Direccion   string `json:"direccion"`
	Actividad   string `json:"actividad"`
	Descripcion string `json:"descripcion"`
	Logo        string `json:"logo_key,omitempty"`
}

// CompanyInput is what the company form sends; a nil Logo keeps the current one.
type CompanyInput struct {
	Empresa, Sigla, NIT, Propietario, Telefono1, Telefono2 string
	Email, Horario, Direccion, Actividad, Descripcion      string
	Logo                                                   *Image
}

// CompanyID is the id of the one company record.
const CompanyID uint64 = 1

// Company returns the company record.
func (e *Engine) Company() (c Company, err error) {
	err = e.view(func(tx ReadTx) error {
		got, err := getRecord[Company](tx, bktCompany, CompanyID, "Datos de la empresa no encontrados.")
		c = *got
		return err
	})
	return c, err
}

// SaveCompany updates the company record.
func (e *Engine) SaveCompany(id uint64, in CompanyInput) error {
	if id != CompanyID {
		return NotFound("Datos de la empresa no encontrados.")
	}
	clean(&in.Empresa, &in.Sigla, &in.NIT, &in.Propietario, &in.Telefono1, &in.Telefono2,
		&in.Email, &in.Horario, &in.Direccion, &in.Actividad, &in.Descripcion)
	var v Validation
	v.Required("empresa", "empresa", in.Empresa)
	v.MaxLen("empresa", "empresa", in.Empresa, 150)
	v.MaxLen("sigla", "sigla", in.Sigla, 20)
	if v.Required("nit", "NIT", in.NIT) {
		v.Digits("nit", "NIT", in.NIT)
		v.MaxLen("nit", "NIT", in.NIT, 20)
	}
	v.MaxLen("propietario", "propietario", in.Propietario, 150)
	v.Digits("telefono1", "teléfono 1", in.Telefono1)
	v.MaxLen("telefono1", "teléfono 1", in.Telefono1, 20)
	v.Digits("telefono2", "teléfono 2", in.Telefono2)
	v.MaxLen("telefono2", "teléfono 2", in.Telefono2, 20)
	v.Email("email", in.Email)
	v.MaxLen("horario", "horario", in.Horario, 150)
	v.MaxLen("direccion", "dirección", in.Direccion, 255)
	v.MaxLen("actividad", "actividad", in.Actividad, 255)
	v.MaxLen("descripcion", "descripción", in.Descripcion, 1000)
	if err := v.Err(); err != nil {
		return err
	}
	return e.update(func(tx *Tx) error {
		var c Company
		if _, err := getJSON(tx.Bucket(bktCompany), itob(CompanyID), &c); err != nil {
			return err
		}
		c.ID = CompanyID
		c.Empresa, c.Sigla, c.NIT, c.Propietario = in.Empresa, in.Sigla, in.NIT, in.Propietario
		c.Telefono1, c.Telefono2, c.Email, c.Horario = in.Telefono1, in.Telefono2, in.Email, in.Horario
		c.Direccion, c.Actividad, c.Descripcion = in.Direccion, in.Actividad, in.Descripcion
		if in.Logo != nil {
			key, err := putImage(tx, in.Logo)
			if err != nil {
				return err
			}
			c.Logo = key
		}
		return putJSON(tx.Bucket(bktCompany), itob(CompanyID), c)
	})
}
