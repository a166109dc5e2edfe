package engine

import (
	"strings"
	"time"
)

// User is a member of staff who signs in.
type User struct {
	ID                   uint64    `json:"id"`
	Usuario              string    `json:"usuario"`
	PasswordHash         string    `json:"password_hash"`
	Nombres              string    `json:"nombres"`
	Apellidos            string    `json:"apellidos"`
	NumeroIdentificacion string    `json:"numero_identificacion"`
	Genero               string    `json:"genero"`
	Nacimiento           string    `json:"nacimiento"` // yyyy-MM-dd or ""
	Telefono             string    `json:"telefono"`
	Email                string    `json:"email"`
	Rol                  []string  `json:"rol"`
	Estado               bool      `json:"estado"`
	Imagen               string    `json:"imagen_key,omitempty"`
	SucursalID           uint64    `json:"sucursal_id"`
	ActivaTraspaso       bool      `json:"is_activa_traspasos"`
	CreatedAt            time.Time `json:"created_at"`
	// TOTP is the second factor (see totp.go); nil when the user has none.
	TOTP *SecondFactor `json:"totp,omitempty"`
}

// Actor returns the user acting in branch (their home branch when branch is 0 or
// when their role may not choose).
func (u User) Actor(branch uint64) Actor {
	a := Actor{UserID: u.ID, Usuario: u.Usuario, Roles: u.Rol, Home: u.SucursalID, Branch: u.SucursalID}
	if branch != 0 && a.IsAdmin() {
		a.Branch = branch
	}
	return a
}

// UserInput is what the user form sends. Empty Password keeps the current one.
type UserInput struct {
	Nombres, Apellidos, NumeroIdentificacion, Genero, Nacimiento string
	Telefono, Email, Usuario, Password, SucursalID               string
	PasswordActual                                               string // one's own current password, to change it
	Rol                                                          []string
	ActivaTraspaso                                               string // "1"/"true" when set
	Imagen                                                       *Image
}

// Users lists every user in id order.
func (e *Engine) Users() (out []User, err error) {
	err = e.view(func(tx ReadTx) error {
		out, err = list[User](tx.Bucket(bktUsers))
		return err
	})
	return out, err
}

// User returns one user.
func (e *Engine) User(id uint64) (u User, err error) {
	err = e.view(func(tx ReadTx) error {
		u, err = getUser(tx, id)
		return err
	})
	return u, err
}

func getUser(tx ReadTx, id uint64) (User, error) {
	u, err := getRecord[User](tx, bktUsers, id, "Usuario no encontrado.")
	return *u, err
}

// UserByName finds a user by usuario, ignoring case.
func (e *Engine) UserByName(usuario string) (u User, err error) {
	err = e.view(func(tx ReadTx) error {
		id := tx.Bucket(bktUserNames).Get([]byte(strings.ToLower(strings.TrimSpace(usuario))))
		if id == nil {
			return NotFound("Usuario no encontrado.")
		}
		u, err = getUser(tx, btoi(id))
		return err
	})
	return u, err
}

// SaveUser creates (id 0) or updates a user. Super manages everyone; any other
// actor may only edit their own profile and password, never their role, branch
// or transfer flag.
func (e *Engine) SaveUser(actor Actor, id uint64, in UserInput) (uint64, error) {
	if !actor.IsSuper() && (id == 0 || id != actor.UserID) {
		return 0, Forbidden("Solo puede modificar su propio usuario.")
	}
	self := !actor.IsSuper()
	v := validateUser(&in, id == 0, self)
	if id != 0 && id == actor.UserID && in.Password != "" {
		e.checkCurrentPassword(v, id, in.PasswordActual)
	}
	var hash string
	// argon2 is slow on purpose: spend it only on a form that passed the checks so far.
	if in.Password != "" && v.Err() == nil {
		var err error
		if hash, err = HashPassword(in.Password); err != nil {
			return 0, err
		}
	}
	err := e.update(func(tx *Tx) error {
		u := User{Estado: true, CreatedAt: tx.now.UTC()}
		if id != 0 {
			var err error
			if u, err = getUser(tx.Tx, id); err != nil {
				return err
			}
		}
		if id != 0 && actor.UserID == id && actor.IsSuper() && (len(in.Rol) == 0 || in.Rol[0] != RoleSuper) {
			// A Super who demoted themselves could leave the business without one.
			v.Add("rol", "No puede quitarse a sí mismo el rol Super.")
		}
		if self {
			in.Usuario, in.Rol = u.Usuario, u.Rol
		} else if branch, ok := parseID(in.SucursalID); ok {
			if b, err := getBranch(tx.Tx, branch); err != nil {
				v.Add("sucursal_id", "La sucursal seleccionada no existe.")
			} else if !b.Estado && branch != u.SucursalID {
				v.Add("sucursal_id", "La sucursal seleccionada está inactiva.")
			}
		}
		names := tx.Bucket(bktUserNames)
		lower := strings.ToLower(in.Usuario)
		if owner := names.Get([]byte(lower)); owner != nil && btoi(owner) != id {
			v.Add("usuario", "El nombre de usuario ya está en uso.")
		}
		if err := v.Err(); err != nil {
			return err
		}
		before := u
		if id == 0 {
			seq, err := tx.Bucket(bktUsers).NextSequence()
			if err != nil {
				return err
			}
			u.ID, id = seq, seq
		}
		if old := strings.ToLower(u.Usuario); old != lower && old != "" {
			if err := names.Delete([]byte(old)); err != nil {
				return err
			}
		}
		u.Usuario, u.Nombres, u.Apellidos = in.Usuario, in.Nombres, in.Apellidos
		u.NumeroIdentificacion, u.Genero, u.Nacimiento = in.NumeroIdentificacion, in.Genero, in.Nacimiento
		u.Telefono, u.Email, u.Rol = in.Telefono, in.Email, in.Rol
		if !self {
			u.SucursalID, _ = parseID(in.SucursalID)
			u.ActivaTraspaso = isTrue(in.ActivaTraspaso)
		}
		if in.Imagen != nil {
			key, err := putImage(tx, in.Imagen)
			if err != nil {
				return err
			}
			u.Imagen = key
		}
		if hash != "" {
			u.PasswordHash = hash
		}
		// A new password or role must not leave a session signed in under the
		// old one: the user signs in again.
		if hash != "" || strings.Join(before.Rol, ",") != strings.Join(u.Rol, ",") {
			if err := endSessions(tx, u.ID); err != nil {
				return err
			}
		}
		if err := names.Put([]byte(lower), itob(u.ID)); err != nil {
			return err
		}
		if err := auditUserChange(tx, actor, before, u, hash != ""); err != nil {
			return err
		}
		return putJSON(tx.Bucket(bktUsers), itob(u.ID), u)
	})
	return id, err
}

// checkCurrentPassword refuses a change of one's own password unless the
// current one comes with it: a token left open on a shared computer must not be
// enough to take the account. Super resetting someone else's does not need it.
func (e *Engine) checkCurrentPassword(v *Validation, id uint64, current string) {
	if current == "" {
		v.Add("password_actual", "Ingrese su contraseña actual para cambiarla.")
		return
	}
	if v.Err() != nil {
		return // argon2 is slow on purpose: spend it only on an otherwise valid form
	}
	u, err := e.User(id)
	if err != nil || !CheckPassword(u.PasswordHash, current) {
		v.Add("password_actual", "La contraseña actual es incorrecta.")
	}
}

// validateUser checks the fields that need no store; the store checks follow
// inside the transaction.
func validateUser(in *UserInput, create, self bool) *Validation {
	clean(&in.Nombres, &in.Apellidos, &in.NumeroIdentificacion, &in.Genero, &in.Nacimiento,
		&in.Telefono, &in.Email, &in.Usuario, &in.SucursalID)
	v := &Validation{}
	v.Required("nombres", "nombres", in.Nombres)
	v.MaxLen("nombres", "nombres", in.Nombres, 100)
	v.Required("apellidos", "apellidos", in.Apellidos)
	v.MaxLen("apellidos", "apellidos", in.Apellidos, 100)
	v.Digits("numero_identificacion", "número de identificación", in.NumeroIdentificacion)
	v.MaxLen("numero_identificacion", "número de identificación", in.NumeroIdentificacion, 20)
	v.Digits("telefono", "teléfono", in.Telefono)
	v.MaxLen("telefono", "teléfono", in.Telefono, 20)
	v.Email("email", in.Email)
	if in.Nacimiento != "" {
		if d, err := time.Parse(dateLayout, in.Nacimiento); err != nil || d.Year() < 1900 {
			v.Add("nacimiento", "Fecha no válida.")
		}
	}
	if self {
		// Role, branch and usuario stay as Super set them; see SaveUser.
		if create || in.Password != "" {
			validPassword(v, "password", in.Password)
		}
		return v
	}
	if v.Required("usuario", "usuario", in.Usuario) && !validUsername(in.Usuario) {
		v.Add("usuario", "El usuario debe tener de 3 a 50 letras, números, puntos, guiones o guiones bajos.")
	}
	if create || in.Password != "" {
		if v.Required("password", "contraseña", in.Password) {
			validPassword(v, "password", in.Password)
		}
	}
	roles := in.Rol[:0:0]
	for _, r := range in.Rol {
		if r = strings.TrimSpace(r); r == "" {
			continue
		}
		if !IsRole(r) {
			v.Add("rol", "El rol "+r+" no existe.")
		}
		roles = append(roles, r)
	}
	in.Rol = roles
	if len(roles) == 0 {
		v.Add("rol", "El campo rol es obligatorio.")
	}
	if _, ok := parseID(in.SucursalID); !ok {
		v.Add("sucursal_id", "El campo sucursal es obligatorio.")
	}
	return v
}

func validUsername(s string) bool {
	if len(s) < 3 || len(s) > 50 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '_' || r == '-') {
			return false
		}
	}
	return true
}

// ToggleUser flips a user's estado; deactivating ends their sessions. Nobody
// deactivates themselves, so the business is never left without a Super.
func (e *Engine) ToggleUser(actor Actor, id uint64) (estado bool, err error) {
	if id == actor.UserID {
		return false, Conflict("No puede desactivar su propio usuario.")
	}
	err = e.update(func(tx *Tx) error {
		u, err := getUser(tx.Tx, id)
		if err != nil {
			return err
		}
		u.Estado = !u.Estado
		estado = u.Estado
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditUserEstado, Documento: "usuario", DocumentoID: id,
			Detalle: u.Usuario + ": " + map[bool]string{true: "activado", false: "desactivado"}[u.Estado]}); err != nil {
			return err
		}
		if !u.Estado {
			if err := endSessions(tx, id); err != nil {
				return err
			}
		}
		return putJSON(tx.Bucket(bktUsers), itob(id), u)
	})
	return estado, err
}

// SetPassword replaces a user's password (the CLI's user passwd) and ends their sessions.
func (e *Engine) SetPassword(actor Actor, id uint64, pw string) error {
	var v Validation
	validPassword(&v, "password", pw)
	if err := v.Err(); err != nil {
		return err
	}
	hash, err := HashPassword(pw)
	if err != nil {
		return err
	}
	return e.update(func(tx *Tx) error {
		u, err := getUser(tx.Tx, id)
		if err != nil {
			return err
		}
		u.PasswordHash = hash
		if err := endSessions(tx, id); err != nil {
			return err
		}
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditUserPassword, Documento: "usuario", DocumentoID: id,
			Detalle: u.Usuario + ": contraseña cambiada"}); err != nil {
			return err
		}
		return putJSON(tx.Bucket(bktUsers), itob(id), u)
	})
}

func parseID(s string) (uint64, bool) {
	var n uint64
	if s == "" || len(s) > 19 {
		return 0, false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = n*10 + uint64(r-'0')
	}
	return n, n > 0
}

func isTrue(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "1", "true", "on", "si", "sí":
		return true
	}
	return false
}
