package engine

import (
	"os"
	"path/filepath"
)

// AdminPasswordFile is written in the data folder at first start, mode 0600.
const AdminPasswordFile = "admin-password.txt"

// Bootstrap gives an empty store its first-start records: branch 1 "Casa Matriz",
// customer 1 "SN" (NIT 0), the company and a Super user "admin". The admin
// password is adminPassword when set, otherwise generated; it is returned (only
// when the records were made now) and written to <data>/admin-password.txt.
func (e *Engine) Bootstrap(adminPassword string) (created bool, password string, err error) {
	// Look before validating and hashing: a store that has its records needs no
	// password, so a later (even invalid) SGC_ADMIN_PASSWORD must not stop every
	// command, and each open is spared a slow argon2 hash.
	var done bool
	if err := e.view(func(tx ReadTx) error { done = bootstrapped(tx); return nil }); err != nil || done {
		return false, "", err
	}
	if adminPassword == "" {
		adminPassword = RandomPassword()
	}
	var v Validation
	validPassword(&v, "password", adminPassword)
	if err := v.Err(); err != nil {
		return false, "", err
	}
	hash, err := HashPassword(adminPassword)
	if err != nil {
		return false, "", err
	}
	err = e.update(func(tx *Tx) error {
		if bootstrapped(tx.Tx) {
			return nil
		}
		created = true
		now := tx.now.UTC()
		steps := []struct {
			bucket []byte
			v      any
		}{
			{bktBranches, Branch{ID: MainBranch, Sucursal: "Casa Matriz", NombreOficial: "Casa Matriz", Grupo: 1,
				Direccion: "Dirección por definir", Estado: true, Precios: [6]int{1, 1, 1, 1, 1, 1}, ActivaTraspaso: true}},
			{bktCustomers, Customer{ID: AnonymousCustomer, NombresApellidos: "SN", NumeroDocumento: "0", Estado: true, CreatedAt: now}},
			{bktCompany, Company{ID: CompanyID, Empresa: "Mi Empresa", NIT: "0"}},
			{bktUsers, User{ID: 1, Usuario: "admin", PasswordHash: hash, Nombres: "Administrador", Apellidos: "del Sistema",
				Rol: []string{RoleSuper}, Estado: true, SucursalID: MainBranch, ActivaTraspaso: true, CreatedAt: now}},
		}
		for _, s := range steps {
			b := tx.Bucket(s.bucket)
			if _, err := b.NextSequence(); err != nil {
				return err
			}
			if err := putJSON(b, itob(1), s.v); err != nil {
				return err
			}
		}
		return tx.Bucket(bktUserNames).Put([]byte("admin"), itob(1))
	})
	if err != nil || !created {
		return false, "", err
	}
	path := filepath.Join(e.dir, AdminPasswordFile)
	// WriteFile keeps the mode of an existing file: a copy left beside an earlier,
	// deleted store must not keep the new password readable by others.
	if err := os.Remove(path); err != nil && !os.IsNotExist(err) {
		return true, adminPassword, err
	}
	if err := os.WriteFile(path, []byte(adminPassword+"\n"), 0o600); err != nil {
		return true, adminPassword, err
	}
	return true, adminPassword, nil
}

// bootstrapped reports whether the store already has its first-start records.
func bootstrapped(tx ReadTx) bool {
	k, _ := tx.Bucket(bktUsers).Cursor().First()
	return k != nil || tx.Bucket(bktBranches).Get(itob(MainBranch)) != nil
}
