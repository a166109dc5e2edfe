package httpapi

import (
	"time"

	"sgc/engine"
)

func (s *Server) customerRoutes() {
	s.handle("GET /api/clientes", s.listCustomers(false))
	s.handle("GET /api/clientes_activos", s.listCustomers(true))
	s.handle("GET /api/clientes/reporte-pdf", s.customersPDF)
	s.handle("GET /api/clientes/{id}", s.getCustomer)
	s.handle("POST /api/clientes", s.saveCustomer)
	s.handle("POST /api/clientes/{id}", s.saveCustomer)
	s.handle("PUT /api/clientes/estado/{id}", s.toggleCustomer)
}

// customerJSON is a customer as the API shows it.
type customerJSON struct {
	ID               uint64    `json:"id"`
	Imagen           *string   `json:"imagen"`
	NombresApellidos string    `json:"nombres_apellidos"`
	NumeroDocumento  string    `json:"numero_documento"`
	Complemento      string    `json:"complemento"`
	Telefono         string    `json:"telefono"`
	Email            string    `json:"email"`
	Direccion        string    `json:"direccion"`
	Estado           bool      `json:"estado"`
	CreatedAt        time.Time `json:"created_at"`
}

func customerView(c engine.Customer) customerJSON {
	return customerJSON{ID: c.ID, Imagen: engine.ImageURL(c.Imagen), NombresApellidos: c.NombresApellidos,
		NumeroDocumento: c.NumeroDocumento, Complemento: c.Complemento, Telefono: c.Telefono,
		Email: c.Email, Direccion: c.Direccion, Estado: c.Estado, CreatedAt: c.CreatedAt}
}

// listCustomers answers every customer, or the active ones; with buscar
// (name words or the start of the CI/NIT) only the best active matches, for
// the sale screen's picker.
func (s *Server) listCustomers(onlyActive bool) handlerFunc {
	return func(q *request) error {
		list, err := s.eng.Customers()
		if term, ok := q.r.URL.Query()["buscar"]; ok {
			list, err = s.eng.SearchCustomers(term[0])
		}
		if err != nil {
			return err
		}
		out := make([]customerJSON, 0, len(list))
		for _, c := range list {
			if c.Estado || !onlyActive {
				out = append(out, customerView(c))
			}
		}
		return q.data(out)
	}
}

func (s *Server) getCustomer(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	c, err := s.eng.Customer(id)
	if err != nil {
		return err
	}
	return q.data(customerView(c))
}

// saveCustomer creates (POST /api/clientes) or edits (POST /api/clientes/{id}
// with _method=PUT) a customer from a multipart form.
func (s *Server) saveCustomer(q *request) error {
	id, err := q.optionalID("id")
	if err != nil {
		return err
	}
	f, err := q.form()
	if err != nil {
		return err
	}
	in := engine.CustomerInput{NombresApellidos: f.Get("nombres_apellidos"), NumeroDocumento: f.Get("numero_documento"),
		Complemento: f.Get("complemento"), Telefono: f.Get("telefono"), Email: f.Get("email"), Direccion: f.Get("direccion")}
	if in.Imagen, err = f.Image("imagen"); err != nil {
		return err
	}
	if err := f.Err(); err != nil {
		return err
	}
	if id, err = s.eng.SaveCustomer(id, in); err != nil {
		return err
	}
	return q.created("Cliente guardado correctamente.", id)
}

func (s *Server) toggleCustomer(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	estado, err := s.eng.ToggleCustomer(id)
	if err != nil {
		return err
	}
	return q.toggled(estado)
}
