package httpapi

import "testing"

// TestEveryRouteHasAHandler keeps the access table and the handlers in step: a
// rule without a handler is a route the spec promises and the server lacks.
func TestEveryRouteHasAHandler(t *testing.T) {
	s := New(nil, nil, nil)
	for pattern := range routeAccess {
		if !s.registered(pattern) {
			t.Errorf("route in the access table without handler: %s", pattern)
		}
	}
}
