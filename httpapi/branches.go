package httpapi

import (
	"sgc/engine"
)

func (s *Server) branchRoutes() {
	s.handle("GET /api/sucursales", s.listBranches(false))
	s.handle("GET /api/sucursales_activas", s.listBranches(true))
	s.handle("GET /api/sucursales/{id}", recordOf(s.eng.Branch, branchView))
	s.handle("GET /api/sucursales/reporte-pdf", s.branchesPDF)
	s.handle("POST /api/sucursales", s.saveBranch)
	s.handle("POST /api/sucursales/{id}", s.saveBranch)
	s.handle("PUT /api/sucursales/estado/{id}", toggleOf(s.eng.ToggleBranch))
	s.handle("POST /api/sucursales/traspasos/update", s.setTransferBranches)
}

// branchJSON is a branch as the API shows it.
type branchJSON struct {
	ID             uint64  `json:"id"`
	Sucursal       string  `json:"sucursal"`
	NombreOficial  string  `json:"nombre_oficial"`
	Grupo          int     `json:"grupo"`
	Direccion      string  `json:"direccion"`
	Telefono       string  `json:"telefono"`
	Imagen         *string `json:"imagen"`
	Estado         bool    `json:"estado"`
	Precio1        int     `json:"precio_estado"`
	Precio2        int     `json:"precio2_estado"`
	Precio3        int     `json:"precio3_estado"`
	Precio4        int     `json:"precio4_estado"`
	Precio5        int     `json:"precio5_estado"`
	Precio6        int     `json:"precio6_estado"`
	ActivaTraspaso bool    `json:"is_activa_traspasos"`
}

func branchView(b engine.Branch) branchJSON {
	p := b.Precios
	return branchJSON{ID: b.ID, Sucursal: b.Sucursal, NombreOficial: b.NombreOficial, Grupo: b.Grupo,
		Direccion: b.Direccion, Telefono: b.Telefono, Imagen: engine.ImageURL(b.Imagen), Estado: b.Estado,
		Precio1: p[0], Precio2: p[1], Precio3: p[2], Precio4: p[3], Precio5: p[4], Precio6: p[5],
		ActivaTraspaso: b.ActivaTraspaso}
}

func branchViews(list []engine.Branch) []branchJSON {
	out := make([]branchJSON, len(list))
	for i, b := range list {
		out[i] = branchView(b)
	}
	return out
}

func (s *Server) listBranches(onlyActive bool) handlerFunc {
	return func(q *request) error {
		list, err := s.eng.Branches()
		if onlyActive {
			list, err = s.eng.ActiveBranches()
		}
		if err != nil {
			return err
		}
		return q.data(branchViews(list))
	}
}

// saveBranch creates (POST /api/sucursales) or edits (POST /api/sucursales/{id}
// with _method=PUT) a branch from a multipart form.
func (s *Server) saveBranch(q *request) error {
	return formSave(q, branchInput, s.eng.SaveBranch, "Sucursal guardada correctamente.")
}

func branchInput(f *form) (in engine.BranchInput, err error) {
	in = engine.BranchInput{Sucursal: f.Get("sucursal"), NombreOficial: f.Get("nombre_oficial"),
		Grupo: f.Get("grupo"), Direccion: f.Get("direccion"), Telefono: f.Get("telefono")}
	for i := range in.Precios {
		in.Precios[i] = f.Get(priceFlag(i))
	}
	in.Imagen, err = f.Image("imagen")
	return in, err
}

func priceFlag(i int) string {
	if i == 0 {
		return "precio_estado"
	}
	return "precio" + string(rune('1'+i)) + "_estado"
}

// setTransferBranches is "Configurar Sucursales": the listed branches get
// transfers enabled, the others disabled.
func (s *Server) setTransferBranches(q *request) error {
	var in struct {
		Sucursales []uint64 `json:"sucursales"`
	}
	if err := q.decode(&in); err != nil {
		return err
	}
	if err := s.eng.SetTransferBranches(in.Sucursales); err != nil {
		return err
	}
	return q.json(200, map[string]string{"message": "Sucursales actualizadas correctamente"})
}
