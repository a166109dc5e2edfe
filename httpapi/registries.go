package httpapi

import (
	"encoding/json"
	"reflect"
	"strings"

	"sgc/engine"
)

// registryRoutes serves the three small registries: suppliers, categories and
// units. Each takes JSON and answers the same shapes.
func (s *Server) registryRoutes() {
	s.handle("GET /api/proveedores", listOf(func() (any, error) { return s.eng.Suppliers(false) }))
	s.handle("GET /api/proveedores_activos", listOf(func() (any, error) { return s.eng.Suppliers(true) }))
	s.handle("GET /api/proveedores/reporte-pdf", s.suppliersPDF)
	s.handle("POST /api/proveedores", saveOf(s.eng.SaveSupplier, "Proveedor guardado correctamente."))
	s.handle("PUT /api/proveedores/{id}", saveOf(s.eng.SaveSupplier, "Proveedor actualizado correctamente."))
	s.handle("PUT /api/proveedores/estado/{id}", toggleOf(s.eng.ToggleSupplier))

	s.handle("GET /api/categorias", listOf(func() (any, error) { return s.eng.Categories(false) }))
	s.handle("GET /api/categorias_activas", listOf(func() (any, error) { return s.eng.Categories(true) }))
	s.handle("GET /api/categorias/reporte-pdf", s.categoriesPDF)
	s.handle("POST /api/categorias", saveOf(s.eng.SaveCategory, "Categoría guardada correctamente."))
	s.handle("PUT /api/categorias/{id}", saveOf(s.eng.SaveCategory, "Categoría actualizada correctamente."))
	s.handle("PUT /api/categorias/estado/{id}", toggleOf(s.eng.ToggleCategory))

	s.handle("GET /api/unidades", listOf(func() (any, error) { return s.eng.Units(false) }))
	s.handle("GET /api/unidades_activos", listOf(func() (any, error) { return s.eng.Units(true) }))
	s.handle("GET /api/unidades/reporte-pdf", s.unitsPDF)
	s.handle("POST /api/unidades", saveOf(s.eng.SaveUnit, "Unidad guardada correctamente."))
	s.handle("PUT /api/unidades/{id}", saveOf(s.eng.SaveUnit, "Unidad actualizada correctamente."))
	s.handle("PUT /api/unidades/estado/{id}", toggleOf(s.eng.ToggleUnit))
}

// listOf answers {"data": list}.
func listOf(load func() (any, error)) handlerFunc {
	return func(q *request) error {
		v, err := load()
		if err != nil {
			return err
		}
		return q.data(v)
	}
}

// saveOf decodes a JSON form into In and saves it: a create when the route has no
// {id}, an update of {id} otherwise.
func saveOf[In any](save func(uint64, In) (uint64, error), message string) handlerFunc {
	return func(q *request) error { return formSave(q, textInput[In], save, message) }
}

// textInput reads the fields as text whatever the client sent (a numeric
// telefono, a urlencoded form), so that a type slip is a field message, not a
// 400, and decodes them into In.
func textInput[In any](f *form) (in In, err error) {
	fields := map[string]string{}
	known := jsonNames(reflect.TypeFor[In]())
	for k := range f.values {
		if f.composite[k] && !known[k] {
			continue // a list the form sends but this call does not read
		}
		fields[k] = f.Get(k)
	}
	if err := f.Err(); err != nil {
		return in, err
	}
	raw, _ := json.Marshal(fields)
	err = json.Unmarshal(raw, &in)
	return in, err
}

// jsonNames is the set of JSON field names of struct type t.
func jsonNames(t reflect.Type) map[string]bool {
	names := map[string]bool{}
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name == "" {
			name = t.Field(i).Name
		}
		names[name] = true
	}
	return names
}

// toggleOf flips the estado of {id}.
func toggleOf(toggle func(uint64) (bool, error)) handlerFunc {
	return toggleAsOf(func(_ engine.Actor, id uint64) (bool, error) { return toggle(id) })
}

// toggleAsOf flips the estado of {id} on behalf of the signed-in user, for
// records whose toggle the engine checks against the actor.
func toggleAsOf(toggle func(engine.Actor, uint64) (bool, error)) handlerFunc {
	return func(q *request) error {
		id, err := q.id("id")
		if err != nil {
			return err
		}
		estado, err := toggle(q.actor, id)
		if err != nil {
			return err
		}
		return q.toggled(estado)
	}
}
