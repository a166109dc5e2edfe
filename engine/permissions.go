package engine

import (
	"slices"
	"strings"
)

// Permissions per role (Permisos por rol): the spec's role table is the
// default; Super may grant a role a few capabilities on top of it, so a shop
// can let its Vendedor collect instalments or its Administrador buy. A grant
// only adds: what the spec gives a role cannot be taken away here. The HTTP
// route table names the routes each capability opens; the engine's own role
// checks ask RoleCan with the same capability.

// The capabilities Super may grant, by their API key.
const (
	CapCobrar  = "cobrar_cuotas"     // collect instalments of sales (Cuentas por Cobrar)
	CapPagar   = "pagar_proveedores" // pay suppliers' instalments (Cuentas por Pagar)
	CapCredito = "vender_credito"    // sell in instalments (tipo de pago Cuotas)
	CapDinero  = "ingresos_gastos"   // register income and expenses
	CapCompras = "compras"           // register and read purchases
	CapPrecios = "cambio_precios"    // bulk price change and prices per branch
	// CapDevoluciones registers and reads returns of sales, in the actor's own
	// branch for roles other than Super and Administrador.
	CapDevoluciones = "devoluciones"
	keyPermisos     = "permisos_roles" // meta key of the granted table
)

// Capability is one grantable permission as the Permisos por rol screen lists it.
type Capability struct {
	Clave  string   `json:"clave"`
	Nombre string   `json:"nombre"`
	Roles  []string `json:"roles"` // the roles the spec already gives it
}

// Capabilities are the grantable permissions in the order the screen shows them.
var Capabilities = []Capability{
	{CapCobrar, "Cobrar cuotas", []string{RoleSuper}},
	{CapPagar, "Pagar a proveedores", []string{RoleSuper}},
	{CapCredito, "Vender a crédito", []string{RoleSuper, RoleAdmin}},
	{CapDinero, "Registrar ingresos y gastos", StaffRoles},
	{CapCompras, "Compras", []string{RoleSuper}},
	{CapPrecios, "Cambio de precios", []string{RoleSuper}},
	{CapDevoluciones, "Devoluciones", []string{RoleSuper, RoleAdmin}},
}

func capability(clave string) (Capability, bool) {
	for _, c := range Capabilities {
		if c.Clave == clave {
			return c, true
		}
	}
	return Capability{}, false
}

// readGrants reads the granted table: role → capabilities added to it.
func readGrants(tx ReadTx) (map[string][]string, error) {
	out := map[string][]string{}
	if _, err := getJSON(tx.Bucket(bktMeta), []byte(keyPermisos), &out); err != nil {
		return nil, err
	}
	return out, nil
}

// roleHas reports whether role holds capability c, by the spec or by a grant.
func roleHas(tx ReadTx, role, c string) (bool, error) {
	cp, ok := capability(c)
	if !ok {
		return false, nil
	}
	if slices.Contains(cp.Roles, role) {
		return true, nil
	}
	g, err := readGrants(tx)
	return slices.Contains(g[role], c), err
}

// RoleCan reports whether role holds capability c, by the spec or by a grant.
// An unreadable table grants nothing beyond the spec.
func (e *Engine) RoleCan(role, c string) bool {
	ok := false
	_ = e.view(func(tx ReadTx) error {
		var err error
		ok, err = roleHas(tx, role, c)
		return err
	})
	return ok
}

// RoleCapabilities lists every capability role holds, by the spec or a grant,
// in the screen's order: the browser shapes its menus with it.
func (e *Engine) RoleCapabilities(role string) (out []string, err error) {
	err = e.view(func(tx ReadTx) error {
		g, err := readGrants(tx)
		for _, c := range Capabilities {
			if slices.Contains(c.Roles, role) || slices.Contains(g[role], c.Clave) {
				out = append(out, c.Clave)
			}
		}
		return err
	})
	return out, err
}

// RoleGrant is one role's row of the Permisos por rol screen.
type RoleGrant struct {
	Rol          string   `json:"rol"`
	Concedidas   []string `json:"concedidas"`   // granted on top of the spec
	Propias      []string `json:"propias"`      // the spec's own, not revocable
	Concedibles  []string `json:"concedibles"`  // those Super may grant this role
	Descripcion  string   `json:"descripcion"`  // the granted ones in words
	Modificables bool     `json:"modificables"` // false for Super, who holds them all
}

// RoleGrants is the Permisos por rol table (Super only): every role with what
// the spec gives it and what was granted.
func (e *Engine) RoleGrants(actor Actor) (out []RoleGrant, err error) {
	if !actor.IsSuper() {
		return nil, Forbidden("Solo Super puede ver los permisos por rol.")
	}
	err = e.view(func(tx ReadTx) error {
		g, err := readGrants(tx)
		if err != nil {
			return err
		}
		for _, r := range Roles {
			row := RoleGrant{Rol: r, Concedidas: []string{}, Propias: []string{}, Concedibles: []string{}, Modificables: r != RoleSuper}
			for _, c := range Capabilities {
				switch {
				case slices.Contains(c.Roles, r):
					row.Propias = append(row.Propias, c.Clave)
				case row.Modificables:
					row.Concedibles = append(row.Concedibles, c.Clave)
					if slices.Contains(g[r], c.Clave) {
						row.Concedidas = append(row.Concedidas, c.Clave)
					}
				}
			}
			row.Descripcion = capabilityNames(row.Concedidas)
			out = append(out, row)
		}
		return nil
	})
	return out, err
}

// SetRoleGrants replaces what is granted to role (Super only) and records the
// change in the Bitácora in the same transaction. A capability the spec
// already gives the role, or an unknown one, is refused.
func (e *Engine) SetRoleGrants(actor Actor, role string, caps []string) error {
	if !actor.IsSuper() {
		return Forbidden("Solo Super puede cambiar los permisos por rol.")
	}
	if !IsRole(role) || role == RoleSuper {
		return Invalid("rol", "El rol no existe o no admite permisos adicionales.")
	}
	var want []string
	for _, c := range Capabilities { // the screen's order, without repeats
		if !slices.Contains(caps, c.Clave) {
			continue
		}
		if slices.Contains(c.Roles, role) {
			return Invalid("capacidades", "El rol "+role+" ya tiene "+strings.ToLower(c.Nombre)+" por defecto.")
		}
		want = append(want, c.Clave)
	}
	for _, c := range caps {
		if _, ok := capability(c); !ok {
			return Invalid("capacidades", "El permiso "+c+" no existe.")
		}
	}
	return e.update(func(tx *Tx) error {
		g, err := readGrants(tx.Tx)
		if err != nil {
			return err
		}
		before := g[role]
		if slices.Equal(before, want) {
			return nil
		}
		if len(want) == 0 {
			delete(g, role)
		} else {
			g[role] = want
		}
		if err := putJSON(tx.Bucket(bktMeta), []byte(keyPermisos), g); err != nil {
			return err
		}
		return appendAudit(tx, actor, AuditEntry{Tipo: AuditRoleGrants, Documento: "permisos",
			Detalle: role + ": " + capabilityNames(before) + " → " + capabilityNames(want)})
	})
}

// capabilityNames says a list of capabilities in words, "ninguno" when empty.
func capabilityNames(caps []string) string {
	if len(caps) == 0 {
		return "ninguno"
	}
	names := make([]string, 0, len(caps))
	for _, c := range caps {
		cp, _ := capability(c)
		names = append(names, cp.Nombre)
	}
	return strings.Join(names, ", ")
}
