package httpapi

import (
	"net/http"

	"sgc/engine"
)

func (s *Server) companyRoutes() {
	s.handle("GET /api/datos", s.getCompany(true))
	s.handle("GET /api/datos/{id}", s.getCompany(false))
	s.handle("POST /api/datos/{id}", s.saveCompany)
}

// companyJSON is the company record as the API shows it: the logo as a URL,
// never its storage key.
type companyJSON struct {
	engine.Company
	Logo    *string   `json:"logo"`
	LogoKey *struct{} `json:"logo_key,omitempty"` // hides the embedded storage key
}

func companyView(c engine.Company) companyJSON {
	return companyJSON{Company: c, Logo: engine.ImageURL(c.Logo)}
}

// getCompany answers the one company record: as a one-row list at /api/datos,
// as a record at /api/datos/{id}.
func (s *Server) getCompany(asList bool) handlerFunc {
	return func(q *request) error {
		if !asList {
			if id, err := q.id("id"); err != nil || id != engine.CompanyID {
				return engine.NotFound("Datos de la empresa no encontrados.")
			}
		}
		c, err := s.eng.Company()
		if err != nil {
			return err
		}
		if asList {
			return q.data([]companyJSON{companyView(c)})
		}
		return q.data(companyView(c))
	}
}

// saveCompany edits the company from a multipart form; the logo comes as
// imagen (or logo).
func (s *Server) saveCompany(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	f, err := q.form()
	if err != nil {
		return err
	}
	in := engine.CompanyInput{Empresa: f.Get("empresa"), Sigla: f.Get("sigla"), NIT: f.Get("nit"),
		Propietario: f.Get("propietario"), Telefono1: f.Get("telefono1"), Telefono2: f.Get("telefono2"),
		Email: f.Get("email"), Horario: f.Get("horario"), Direccion: f.Get("direccion"),
		Actividad: f.Get("actividad"), Descripcion: f.Get("descripcion")}
	for _, field := range []string{"imagen", "logo"} {
		if in.Logo == nil {
			if in.Logo, err = f.Image(field); err != nil {
				return err
			}
		}
	}
	if err := f.Err(); err != nil {
		return err
	}
	if err := s.eng.SaveCompany(id, in); err != nil {
		return err
	}
	return q.json(http.StatusCreated, msg{Message: "Datos de la empresa actualizados correctamente.", ID: id})
}
