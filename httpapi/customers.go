package httpapi

import (
	"time"

	"sgc/engine"
)

func (s *Server) customerRoutes() {
	s.handle("GET /api/clientes", s.listCustomers(false))
	s.handle("GET /api/clientes_activos", s.listCustomers(true))
	s.handle("GET /api/clientes/reporte-pdf", s.customersPDF)
	s.handle("GET /api/clientes/{id}", recordOf(s.eng.Customer, customerView))
	s.handle("POST /api/clientes", s.saveCustomer)
	s.handle("POST /api/clientes/{id}", s.saveCustomer)
	s.handle("PUT /api/clientes/estado/{id}", toggleOf(s.eng.ToggleCustomer))
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

// saveCustomer creates (POST /api/clientes) or edits (POST /api/clientes/{id}
// with _method=PUT) a customer from a multipart form.
func (s *Server) saveCustomer(q *request) error {
	return formSave(q, customerInput, s.eng.SaveCustomer, "Cliente guardado correctamente.")
}

func customerInput(f *form) (in engine.CustomerInput, err error) {
	in = engine.CustomerInput{NombresApellidos: f.Get("nombres_apellidos"), NumeroDocumento: f.Get("numero_documento"),
		Complemento: f.Get("complemento"), Telefono: f.Get("telefono"), Email: f.Get("email"), Direccion: f.Get("direccion")}
	in.Imagen, err = f.Image("imagen")
	return in, err
}
