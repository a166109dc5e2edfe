package httpapi

import (
	"time"

	"sgc/engine"
)

func (s *Server) userRoutes() {
	s.handle("GET /api/usuarios", s.listUsers)
	s.handle("GET /api/usuarios/reporte-pdf", s.usersPDF)
	s.handle("GET /api/usuarios/me-sucursales", s.myBranches)
	s.handle("GET /api/usuarios/{id}", s.getUser)
	s.handle("POST /api/usuarios", s.saveUser)
	s.handle("POST /api/usuarios/{id}", s.saveUser)
	s.handle("PUT /api/usuarios/estado/{id}", toggleAsOf(s.eng.ToggleUser))
	s.handle("GET /api/usuarios/{id}/sucursales-asignadas", s.userAssignments)
	s.handle("POST /api/usuarios/{id}/sucursales", s.setUserAssignments)
	s.handle("GET /api/roles", s.listRoles)
}

// userJSON is a user as the API shows it: never the password hash.
type userJSON struct {
	ID                   uint64   `json:"id"`
	Usuario              string   `json:"usuario"`
	Nombres              string   `json:"nombres"`
	Apellidos            string   `json:"apellidos"`
	NumeroIdentificacion string   `json:"numero_identificacion"`
	Genero               string   `json:"genero"`
	Nacimiento           string   `json:"nacimiento"`
	Telefono             string   `json:"telefono"`
	Email                string   `json:"email"`
	Rol                  []string `json:"rol"`
	Estado               bool     `json:"estado"`
	Imagen               *string  `json:"imagen"`
	SucursalID           uint64   `json:"sucursal_id"`
	Sucursal             string   `json:"sucursal"`
	Grupo                int      `json:"grupo"`
	// ActivaTraspaso is the user's own transfer flag, which opens TRASPASOS
	// ENTRE SUCURSALES to roles other than Super and Administrador.
	ActivaTraspaso bool      `json:"is_activa_traspasos"`
	CreatedAt      time.Time `json:"created_at"`
	// Permisos are the capabilities the user's role holds (Permisos por rol),
	// sent with the signed-in user only: the browser shapes its menu with them.
	Permisos []string `json:"permisos,omitempty"`
}

// userViews renders users with their home branch's name and group.
func (s *Server) userViews(users []engine.User) ([]userJSON, error) {
	branches, err := s.eng.Branches()
	if err != nil {
		return nil, err
	}
	byID := map[uint64]engine.Branch{}
	for _, b := range branches {
		byID[b.ID] = b
	}
	out := make([]userJSON, len(users))
	for i, u := range users {
		b := byID[u.SucursalID]
		out[i] = userJSON{ID: u.ID, Usuario: u.Usuario, Nombres: u.Nombres, Apellidos: u.Apellidos,
			NumeroIdentificacion: u.NumeroIdentificacion, Genero: u.Genero, Nacimiento: u.Nacimiento,
			Telefono: u.Telefono, Email: u.Email, Rol: u.Rol, Estado: u.Estado, Imagen: engine.ImageURL(u.Imagen),
			SucursalID: u.SucursalID, Sucursal: b.Sucursal, Grupo: b.Grupo, ActivaTraspaso: u.ActivaTraspaso,
			CreatedAt: u.CreatedAt}
	}
	return out, nil
}

func (s *Server) userView(u engine.User) (userJSON, error) {
	v, err := s.userViews([]engine.User{u})
	if err != nil {
		return userJSON{}, err
	}
	return v[0], nil
}

// signedInView is the signed-in user's own view: userView plus the
// capabilities their role holds.
func (s *Server) signedInView(u engine.User) (userJSON, error) {
	v, err := s.userView(u)
	if err != nil {
		return v, err
	}
	role := ""
	if len(u.Rol) > 0 {
		role = u.Rol[0]
	}
	v.Permisos, err = s.eng.RoleCapabilities(role)
	return v, err
}

func (s *Server) listUsers(q *request) error {
	users, err := s.eng.Users()
	if err != nil {
		return err
	}
	views, err := s.userViews(users)
	if err != nil {
		return err
	}
	return q.data(views)
}

// getUser shows one user; Vendedor and Responsable may only see themselves.
func (s *Server) getUser(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	if q.actor.Has(engine.RoleVendedor, engine.RoleResponsable) && id != q.actor.UserID {
		return engine.Forbidden("Solo puede ver su propio usuario.")
	}
	u, err := s.eng.User(id)
	if err != nil {
		return err
	}
	view, err := s.userView(u)
	if err != nil {
		return err
	}
	return q.data(view)
}

// saveUser creates (POST /api/usuarios) or edits (POST /api/usuarios/{id} with
// _method=PUT) a user from a multipart form; rol may repeat.
func (s *Server) saveUser(q *request) error {
	save := func(id uint64, in engine.UserInput) (uint64, error) { return s.eng.SaveUser(q.actor, id, in) }
	return formSave(q, userInput, save, "Usuario guardado correctamente.")
}

func userInput(f *form) (in engine.UserInput, err error) {
	in = engine.UserInput{Nombres: f.Get("nombres"), Apellidos: f.Get("apellidos"),
		NumeroIdentificacion: f.Get("numero_identificacion"), Genero: f.Get("genero"),
		Nacimiento: f.Get("nacimiento"), Telefono: f.Get("telefono"), Email: f.Get("email"),
		Usuario: f.Get("usuario"), Password: f.Get("password"), PasswordActual: f.Get("password_actual"),
		SucursalID: f.Get("sucursal_id"), Rol: f.All("rol"), ActivaTraspaso: f.Get("is_activa_traspasos")}
	in.Imagen, err = f.Image("imagen")
	return in, err
}

func (s *Server) userAssignments(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	list, err := s.eng.Assignments(id)
	if err != nil {
		return err
	}
	return q.data(list)
}

func (s *Server) setUserAssignments(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	var in struct {
		Sucursales []uint64 `json:"sucursales"`
	}
	if err := q.decode(&in); err != nil {
		return err
	}
	if err := s.eng.SetAssignments(q.actor, id, in.Sucursales); err != nil {
		return err
	}
	return q.created("Cambios guardados correctamente.", id)
}

// myBranches lists the branches the signed-in user may see.
func (s *Server) myBranches(q *request) error {
	list, err := s.eng.VisibleBranches(q.actor)
	if err != nil {
		return err
	}
	return q.json(200, map[string]any{"asignaciones": branchViews(list)})
}

func (s *Server) listRoles(q *request) error {
	type role struct {
		ID   int    `json:"id"`
		Name string `json:"name"`
	}
	out := make([]role, len(engine.Roles))
	for i, r := range engine.Roles {
		out[i] = role{ID: i + 1, Name: r}
	}
	return q.data(out)
}
