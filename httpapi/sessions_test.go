package httpapi

import (
	"net/http"
	"strconv"
	"testing"

	"sgc/engine"
)

func TestLogin(t *testing.T) {
	h := newHarness(t, engine.RoleVendedor)
	root := engine.Actor{UserID: 1, Roles: []string{engine.RoleSuper}}
	ines, err := h.eng.SaveUser(root, 0, engine.UserInput{Nombres: "Inés", Apellidos: "Inactiva", Usuario: "ines",
		Password: testPassword, Rol: []string{engine.RoleVendedor}, SucursalID: "1"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.eng.ToggleUser(root, ines); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		body   any
		status int
	}{
		{"usuario in any case", map[string]string{"usuario": " VENDEDOR ", "password": testPassword}, http.StatusOK},
		{"wrong password", map[string]string{"usuario": "vendedor", "password": "otra-clave-1"}, http.StatusUnauthorized},
		{"unknown usuario", map[string]string{"usuario": "nadie", "password": testPassword}, http.StatusUnauthorized},
		{"inactive user", map[string]string{"usuario": "ines", "password": testPassword}, http.StatusForbidden},
		{"blank fields", map[string]string{"usuario": " "}, http.StatusUnprocessableEntity},
		{"malformed JSON", `{"usuario":`, http.StatusBadRequest},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body := h.call(t, "POST", "/api/login", "", tt.body)
			if status != tt.status || body["message"] == nil && status != http.StatusOK {
				t.Fatalf("%d %v, want %d", status, body, tt.status)
			}
			switch status {
			case http.StatusUnprocessableEntity:
				wantFields(t, status, body, "usuario", "password")
			case http.StatusOK:
				user, _ := body["user"].(map[string]any)
				rol, _ := user["rol"].([]any)
				if body["token"] == "" || user["usuario"] != "vendedor" || len(rol) != 1 || rol[0] != "Vendedor" ||
					user["sucursal"] != "Casa Matriz" || user["password_hash"] != nil {
					t.Fatalf("login answer %v", body)
				}
				if status, _ := h.call(t, "GET", "/api/user", body["token"].(string), nil); status != http.StatusOK {
					t.Fatalf("the new token does not work: %d", status)
				}
			}
		})
	}
}

func TestLogout(t *testing.T) {
	h := shared
	token, _, err := h.eng.Login("vendedor", testPassword, "127.0.0.1")
	if err != nil {
		t.Fatal(err)
	}
	if status, body := h.call(t, "POST", "/api/logout", token, nil); status != http.StatusOK || body["message"] == "" {
		t.Fatalf("logout: %d %v", status, body)
	}
	if status, _ := h.call(t, "GET", "/api/user", token, nil); status != http.StatusUnauthorized {
		t.Fatalf("token after logout: %d", status)
	}
}

// TestCurrentUserBranch: GET /api/user?sucursalId= selects the branch for Super
// and keeps the home branch for a Vendedor.
func TestCurrentUserBranch(t *testing.T) {
	h := shared
	north := h.branch
	tests := []struct {
		usuario, query string
		want           uint64
	}{
		{"admin", "?sucursalId=" + strconv.FormatUint(north, 10), north},
		{"admin", "", engine.MainBranch},
		{"admin", "?sucursalId=null", engine.MainBranch},
		{"administrador", "?sucursalId=" + strconv.FormatUint(north, 10), north},
		{"vendedor", "?sucursalId=" + strconv.FormatUint(north, 10), engine.MainBranch},
		{"inventario", "?sucursalId=" + strconv.FormatUint(north, 10), engine.MainBranch},
	}
	for _, tt := range tests {
		token, _, err := h.eng.Login(tt.usuario, testPassword, "127.0.0.1")
		if err != nil {
			t.Fatal(err)
		}
		status, body := h.call(t, "GET", "/api/user"+tt.query, token, nil)
		branch, _ := body["sucursal"].(map[string]any)
		user, _ := body["user"].(map[string]any)
		if status != http.StatusOK || branch["id"] != float64(tt.want) || user["usuario"] != tt.usuario {
			t.Errorf("%s %s: %d %v, want branch %d", tt.usuario, tt.query, status, body, tt.want)
		}
		if _, got, _ := h.eng.Authenticate(token); got != tt.want {
			t.Errorf("%s: the session works in branch %d, want %d", tt.usuario, got, tt.want)
		}
	}
	token := h.tokens[engine.RoleSuper]
	if status, body := h.call(t, "GET", "/api/user?sucursalId=norte", token, nil); status != http.StatusBadRequest {
		t.Fatalf("non-numeric sucursalId: %d %v", status, body)
	}
}
