package httpapi

import (
	"net"
	"net/http"
	"strconv"

	"sgc/engine"
)

// json answers v with status.
func (q *request) json(status int, v any) error {
	q.markReplay()
	writeJSON(q.w, status, v)
	return nil
}

// data answers {"data": v} with 200, the shape of every list and record.
func (q *request) data(v any) error { return q.json(http.StatusOK, map[string]any{"data": v}) }

// created answers a creation or update: 201 {message, id}.
func (q *request) created(message string, id uint64) error {
	return q.json(http.StatusCreated, msg{Message: message, ID: id})
}

// toggled answers an estado toggle.
func (q *request) toggled(estado bool) error {
	return q.json(http.StatusOK, map[string]any{"message": "Estado actualizado correctamente", "estado": estado})
}

// id reads a numeric path parameter; anything else is an unknown record (404).
func (q *request) id(name string) (uint64, error) {
	n, err := strconv.ParseUint(q.r.PathValue(name), 10, 64)
	if err != nil || n == 0 {
		return 0, engine.NotFound("Registro no encontrado.")
	}
	return n, nil
}

// optionalID reads the {id} of a route that also serves creations: 0 when the
// route has no {id}, 404 when it is not a number.
func (q *request) optionalID(name string) (uint64, error) {
	if q.r.PathValue(name) == "" {
		return 0, nil
	}
	return q.id(name)
}

// queryID reads an optional numeric query parameter (0 when absent or blank).
func (q *request) queryID(name string) (uint64, error) {
	s := q.r.URL.Query().Get(name)
	if s == "" || s == "null" || s == "undefined" {
		return 0, nil
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, errBadRequest("El parámetro " + name + " debe ser un número.")
	}
	return n, nil
}

// branch is the branch a call works on: the query parameter name when given,
// else the session's branch. Roles other than Super and Administrador act only
// in their home branch.
func (q *request) branch(name string) (uint64, error) {
	id, err := q.queryID(name)
	if err != nil {
		return 0, err
	}
	if id == 0 {
		return q.actor.Branch, nil
	}
	if !q.actor.CanActIn(id) {
		return 0, engine.Forbidden("No puede operar en otra sucursal.")
	}
	return id, nil
}

// stockBranch is the branch of a stock reading or count: the query parameter
// name when given, else the session's branch. The engine decides whether the
// actor may look there (assigned branches count for Inventario and Encargado
// de Almacen).
func (q *request) stockBranch(name string) (uint64, error) {
	id, err := q.queryID(name)
	if err != nil || id != 0 {
		return id, err
	}
	return q.actor.Branch, nil
}

// form reads the call's fields (multipart, urlencoded or JSON).
func (q *request) form() (*form, error) { return readForm(q.r, q.w) }

// decode reads a JSON body into v.
func (q *request) decode(v any) error { return decodeJSON(q.r, q.w, v) }

// clientIP is the caller's address, without port. There is no proxy in front
// on a local network, so forwarded headers are not trusted.
func (q *request) clientIP() string {
	host, _, err := net.SplitHostPort(q.r.RemoteAddr)
	if err != nil {
		return q.r.RemoteAddr
	}
	return host
}

// datedListOf lists a branch's documents in the query's fecha_desde..fecha_hasta
// (the engine keeps the range for Super and Administrador and gives everyone
// else today's). bare answers the engine's value as it is, when it already
// carries data and totals; otherwise the list goes in {data}.
func datedListOf[T any](list func(engine.Actor, uint64, string, string) (T, error), bare bool) handlerFunc {
	return func(q *request) error {
		branch, err := q.branch("sucursal_id")
		if err != nil {
			return err
		}
		query := q.r.URL.Query()
		v, err := list(q.actor, branch, query.Get("fecha_desde"), query.Get("fecha_hasta"))
		if err != nil {
			return err
		}
		if bare {
			return q.json(http.StatusOK, v)
		}
		return q.data(v)
	}
}

// recordOf answers {"data": view(record)} for the route's {id}: the edit forms
// of the registries read their record this way.
func recordOf[T, V any](load func(uint64) (T, error), view func(T) V) handlerFunc {
	return func(q *request) error {
		id, err := q.id("id")
		if err != nil {
			return err
		}
		v, err := load(id)
		if err != nil {
			return err
		}
		return q.data(view(v))
	}
}

// detailOf answers the engine's detail of the route's {id} as it is
// ({venta, detalles, pagos} and the like): the engine decides what the actor
// may see of it.
func detailOf[T any](detail func(engine.Actor, uint64) (T, error)) handlerFunc {
	return func(q *request) error {
		id, err := q.id("id")
		if err != nil {
			return err
		}
		d, err := detail(q.actor, id)
		if err != nil {
			return err
		}
		return q.json(http.StatusOK, d)
	}
}

// formSave creates (no {id}) or edits ({id}, sent as POST with _method=PUT)
// a record from a multipart form: read turns the form into the input, and the
// form's field errors are answered before save runs.
func formSave[In any](q *request, read func(*form) (In, error), save func(uint64, In) (uint64, error), message string) error {
	id, err := q.optionalID("id")
	if err != nil {
		return err
	}
	f, err := q.form()
	if err != nil {
		return err
	}
	in, err := read(f)
	if err != nil {
		return err
	}
	if err := f.Err(); err != nil {
		return err
	}
	if id, err = save(id, in); err != nil {
		return err
	}
	return q.created(message, id)
}
