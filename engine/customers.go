package engine

import (
	"strings"
	"time"
)

// Customer is a client; customer 1 is "SN", the anonymous buyer with NIT 0.
type Customer struct {
	ID               uint64    `json:"id"`
	NombresApellidos string    `json:"nombres_apellidos"`
	NumeroDocumento  string    `json:"numero_documento"`
	Complemento      string    `json:"complemento"`
	Telefono         string    `json:"telefono"`
	Email            string    `json:"email"`
	Direccion        string    `json:"direccion"`
	Imagen           string    `json:"imagen_key,omitempty"`
	Estado           bool      `json:"estado"`
	CreatedAt        time.Time `json:"created_at"`
}

// CustomerInput is what the customer form sends.
type CustomerInput struct {
	NombresApellidos, NumeroDocumento, Complemento, Telefono, Email, Direccion string
	Imagen                                                                     *Image
}

// AnonymousCustomer is the id of "SN", the default customer of a sale.
const AnonymousCustomer uint64 = 1

// Customers lists every customer in id order.
func (e *Engine) Customers() (out []Customer, err error) {
	err = e.view(func(tx ReadTx) error {
		out, err = list[Customer](tx.Bucket(bktCustomers))
		return err
	})
	return out, err
}

// Customer returns one customer.
func (e *Engine) Customer(id uint64) (c Customer, err error) {
	err = e.view(func(tx ReadTx) error {
		c, err = getCustomer(tx, id)
		return err
	})
	return c, err
}

// activeCustomer reads the client a document names: one that does not exist
// or is inactive is a field message on cliente, and ok is false.
func activeCustomer(tx ReadTx, v *Validation, id uint64) (c Customer, ok bool, err error) {
	found, err := getJSON(tx.Bucket(bktCustomers), itob(id), &c)
	if err != nil {
		return c, false, err
	}
	if !found || !c.Estado {
		v.Add("cliente", "El cliente seleccionado no existe o está inactivo.")
		return c, false, nil
	}
	return c, true, nil
}

// buyerDefaults puts SN and NIT 0 on a document's blank buyer, as the
// counter does for an anonymous sale, and checks both lengths.
func buyerDefaults(v *Validation, razonSocial, nit *string) {
	if *razonSocial == "" {
		*razonSocial = "SN"
	}
	if *nit == "" {
		*nit = "0"
	}
	v.MaxLen("razon_social", "razón social", *razonSocial, 150)
	v.MaxLen("nit", "NIT", *nit, 20)
}

func getCustomer(tx ReadTx, id uint64) (Customer, error) {
	c, err := getRecord[Customer](tx, bktCustomers, id, "Cliente no encontrado.")
	return *c, err
}

// SaveCustomer creates (id 0) or updates a customer. The document number is
// unique, so one person is not entered twice.
func (e *Engine) SaveCustomer(id uint64, in CustomerInput) (uint64, error) {
	if err := validateCustomer(&in).Err(); err != nil {
		return 0, err
	}
	err := e.update(func(tx *Tx) error {
		bk := tx.Bucket(bktCustomers)
		c := Customer{Estado: true, CreatedAt: tx.now.UTC()}
		if id != 0 {
			var err error
			if c, err = getCustomer(tx.Tx, id); err != nil {
				return err
			}
		}
		dup := false
		err := each(bk, func(_ []byte, o *Customer) error {
			dup = dup || (o.ID != id && o.NumeroDocumento == in.NumeroDocumento &&
				strings.EqualFold(o.Complemento, in.Complemento) && in.NumeroDocumento != "0")
			return nil
		})
		if err != nil {
			return err
		}
		if dup {
			return Invalid("numero_documento", "Ya existe un cliente con ese número de documento.")
		}
		if id == 0 {
			seq, err := bk.NextSequence()
			if err != nil {
				return err
			}
			c.ID, id = seq, seq
		}
		c.NombresApellidos, c.NumeroDocumento, c.Complemento = in.NombresApellidos, in.NumeroDocumento, in.Complemento
		c.Telefono, c.Email, c.Direccion = in.Telefono, in.Email, in.Direccion
		if in.Imagen != nil {
			if c.Imagen, err = putImage(tx, in.Imagen); err != nil {
				return err
			}
		}
		return putJSON(bk, itob(c.ID), c)
	})
	return id, err
}

// ToggleCustomer flips a customer's estado. "SN" stays active: every counter
// sale needs it.
func (e *Engine) ToggleCustomer(id uint64) (estado bool, err error) {
	err = e.update(func(tx *Tx) error {
		bk := tx.Bucket(bktCustomers)
		c, err := getCustomer(tx.Tx, id)
		if err != nil {
			return err
		}
		if id == AnonymousCustomer && c.Estado {
			return Conflict("El cliente SN no se puede desactivar.")
		}
		c.Estado = !c.Estado
		estado = c.Estado
		return putJSON(bk, itob(id), c)
	})
	return estado, err
}

// validateCustomer trims the form and checks its fields (the form and the
// import share it).
func validateCustomer(in *CustomerInput) *Validation {
	clean(&in.NombresApellidos, &in.NumeroDocumento, &in.Complemento, &in.Telefono, &in.Email, &in.Direccion)
	v := &Validation{}
	v.Required("nombres_apellidos", "nombres y apellidos / razón social", in.NombresApellidos)
	v.MaxLen("nombres_apellidos", "nombres y apellidos / razón social", in.NombresApellidos, 150)
	if v.Required("numero_documento", "CI/NIT", in.NumeroDocumento) {
		v.Digits("numero_documento", "CI/NIT", in.NumeroDocumento)
		v.MaxLen("numero_documento", "CI/NIT", in.NumeroDocumento, 20)
	}
	v.MaxLen("complemento", "complemento", in.Complemento, 10)
	v.Digits("telefono", "teléfono", in.Telefono)
	v.MaxLen("telefono", "teléfono", in.Telefono, 20)
	v.Email("email", in.Email)
	v.MaxLen("direccion", "dirección", in.Direccion, 255)
	return v
}
