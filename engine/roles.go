package engine

// The six roles, exactly as the API and the screens spell them.
const (
	RoleSuper       = "Super"
	RoleAdmin       = "Administrador"
	RoleResponsable = "Responsable"
	RoleVendedor    = "Vendedor"
	RoleInventario  = "Inventario"
	RoleAlmacen     = "Encargado de Almacen"
)

// Roles lists every role in the order the role select shows them; a role's id is
// its position + 1.
var Roles = []string{RoleSuper, RoleAdmin, RoleResponsable, RoleVendedor, RoleInventario, RoleAlmacen}

// StaffRoles are the five roles that sell (all but Inventario).
var StaffRoles = []string{RoleSuper, RoleAdmin, RoleResponsable, RoleVendedor, RoleAlmacen}

// IsRole reports whether name is one of the six roles.
func IsRole(name string) bool {
	for _, r := range Roles {
		if r == name {
			return true
		}
	}
	return false
}

// ConsoleUser is who the audit log names for a change made from the command
// line, on the data folder or through a running server's local socket.
const ConsoleUser = "consola"

// Actor is who runs a command: the signed-in user and the branch they act in.
type Actor struct {
	UserID  uint64
	Usuario string
	Roles   []string
	// Home is the user's own branch; Branch is the one selected for this session
	// (always Home for roles other than Super and Administrador).
	Home   uint64
	Branch uint64
	// idem is the call's Idempotency-Key, if any (see idempotency.go).
	idem *Idempotency
}

// Role is the first role of the list, the one that decides most checks.
func (a Actor) Role() string {
	if len(a.Roles) == 0 {
		return ""
	}
	return a.Roles[0]
}

// IsAdmin reports whether the actor is Super or Administrador, the roles that
// may act in any branch.
func (a Actor) IsAdmin() bool { return a.Role() == RoleSuper || a.Role() == RoleAdmin }

// IsSuper reports whether the actor's role is Super.
func (a Actor) IsSuper() bool { return a.Role() == RoleSuper }

// Has reports whether the actor's deciding role is one of roles.
func (a Actor) Has(roles ...string) bool {
	for _, r := range roles {
		if a.Role() == r {
			return true
		}
	}
	return false
}

// CanActIn reports whether the actor may act in branch: Super and Administrador in
// any, the others only in their own.
func (a Actor) CanActIn(branch uint64) bool { return a.IsAdmin() || branch == a.Home }
