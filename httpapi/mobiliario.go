package httpapi

import (
	"io"
	"net/http"

	"sgc/engine"
	"sgc/reporting"
)

func (s *Server) furnitureRoutes() {
	s.handle("GET /api/mobiliarios", s.listFurniture)
	s.handle("POST /api/mobiliarios", s.saveFurniture)
	s.handle("POST /api/mobiliarios/{id}", s.saveFurniture)
	s.handle("DELETE /api/mobiliarios/{id}", s.deleteFurniture)
	s.handle("GET /api/mobiliarios/generar-pdf/{id}", s.furniturePDF)
}

// furnitureJSON is a furniture row as the API shows it: the pictures as
// imagen1..imagen3 URLs, never their storage keys.
type furnitureJSON struct {
	engine.Mobiliario
	Keys    *struct{} `json:"imagen_keys,omitempty"`
	Imagen1 *string   `json:"imagen1"`
	Imagen2 *string   `json:"imagen2"`
	Imagen3 *string   `json:"imagen3"`
}

func furnitureView(m engine.Mobiliario) furnitureJSON {
	return furnitureJSON{Mobiliario: m, Imagen1: engine.ImageURL(m.Imagenes[0]), Imagen2: engine.ImageURL(m.Imagenes[1]),
		Imagen3: engine.ImageURL(m.Imagenes[2])}
}

// listFurniture answers a branch's furniture (sucursal_id, else the
// session's branch) with the total of the subtotals.
func (s *Server) listFurniture(q *request) error {
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	rows, total, err := s.eng.ListMobiliario(q.actor, branch)
	if err != nil {
		return err
	}
	out := make([]furnitureJSON, len(rows))
	for i, m := range rows {
		out[i] = furnitureView(m)
	}
	return q.json(http.StatusOK, map[string]any{"data": out, "total": total})
}

// saveFurniture creates (POST /api/mobiliarios?sucursal_id=) or edits (POST
// /api/mobiliarios/{id} with _method=PUT) a row from a multipart form with
// imagen1..imagen3; eliminar_imagenN=1 removes one picture.
func (s *Server) saveFurniture(q *request) error {
	id, err := q.optionalID("id")
	if err != nil {
		return err
	}
	branch, err := q.branch("sucursal_id")
	if err != nil {
		return err
	}
	f, err := q.form()
	if err != nil {
		return err
	}
	in := engine.MobiliarioInput{FechaEntrega: f.Get("fecha_entrega"), Cantidad: f.Get("cantidad"),
		Mobiliario: f.Get("mobiliario"), Valor: f.Get("valor"), Estado: f.Get("estado_mobiliario"), Largo: f.Get("largo"),
		Alto: f.Get("alto"), Ancho: f.Get("ancho"), Observaciones: f.Get("observaciones")}
	for i, field := range []string{"imagen1", "imagen2", "imagen3"} {
		if in.Imagenes[i], err = f.Image(field); err != nil {
			return err
		}
		v := f.Get("eliminar_" + field)
		in.Quitar[i] = v == "1" || v == "true"
	}
	if id, err = s.eng.SaveMobiliario(q.actor, branch, id, in); err != nil {
		return err
	}
	return q.created("Mobiliario guardado correctamente.", id)
}

func (s *Server) deleteFurniture(q *request) error {
	id, err := q.id("id")
	if err != nil {
		return err
	}
	if err := s.eng.DeleteMobiliario(q.actor, id); err != nil {
		return err
	}
	return q.json(http.StatusOK, msg{Message: "Mobiliario eliminado correctamente."})
}

// furniturePDF is the INVENTARIO MOBILIARIO report of the branch in the
// path (reporting.Mobiliario).
func (s *Server) furniturePDF(q *request) error {
	branch, err := q.id("id")
	if err != nil {
		return err
	}
	return q.document("pdf", func(w io.Writer) (string, error) { return reporting.Mobiliario(s.eng, q.actor, branch, w) })
}
