package engine

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"sgc/engine/store"
	"sgc/engine/store/etcdstore"
	"sgc/engine/store/etcdstore/etcdtest"
)

// sealedEngine opens an engine with sealing key key on the etcd member m,
// as a cluster member's serve does, in a data folder of its own.
func sealedEngine(t *testing.T, m *etcdtest.Member, key []byte) *Engine {
	t.Helper()
	st, err := etcdstore.New(m.Client, etcdstore.Options{})
	skOK(t, err)
	e, err := OpenStoreWith(st, t.TempDir(), Options{SealKey: key})
	skOK(t, err)
	t.Cleanup(func() { e.Close() })
	return e
}

// In a cluster the token delegado and the mail password are sealed in the
// store: a second member with the cluster's key reads them, a store opened
// with another key does not, and neither the store nor the folder holds them
// in clear.
func TestSecretsSealedInCluster(t *testing.T) {
	m := etcdtest.Start(t)
	key := bytes.Repeat([]byte{7}, 32)
	one := sealedEngine(t, m, key)
	_, _, err := one.Bootstrap(testAdminPassword)
	skOK(t, err)
	b := MainBranch
	skOK(t, one.SaveSiatConfiguration(superActor(), SiatConfigInput{Token: "token-delegado-secreto", CorreoClave: "clave-smtp-secreta",
		SiatConfig: SiatConfig{Activo: true, NIT: 1003579028, RazonSocial: "FERRETERIA", Municipio: "La Paz", CodigoSistema: "SGC",
			ActividadEconomica: "461021", Sucursales: []SiatBranch{{SucursalID: b}},
			Correo: InvoiceMailServer{Servidor: "smtp.example.com", Usuario: "facturas", Remitente: "facturas@example.com"}}}))

	other := sealedEngine(t, m, key)
	if got := other.siatToken(); got != "token-delegado-secreto" {
		t.Fatalf("el otro miembro lee el token %q", got)
	}
	if got := other.secret(secretMailPassword); got != "clave-smtp-secreta" {
		t.Fatalf("el otro miembro lee la contraseña del correo %q", got)
	}
	c, err := other.SiatConfiguration(superActor())
	skOK(t, err)
	if !c.TokenGuardado || !c.Correo.ClaveGuardada {
		t.Fatalf("token_guardado %v, clave_guardada %v en el otro miembro", c.TokenGuardado, c.Correo.ClaveGuardada)
	}
	stranger := sealedEngine(t, m, bytes.Repeat([]byte{8}, 32))
	if got := stranger.siatToken(); got != "" {
		t.Fatalf("con otra clave se lee el token %q", got)
	}

	_ = one.Store().View(func(tx store.Tx) error {
		return tx.Bucket(bktSiat).ForEach(func(k, v []byte) error {
			if bytes.Contains(v, []byte("token-delegado-secreto")) || bytes.Contains(v, []byte("clave-smtp-secreta")) {
				t.Errorf("el almacén guarda en claro un secreto en %s", k)
			}
			return nil
		})
	})
	for _, name := range []string{SiatTokenFile, MailPasswordFile} {
		if _, err := os.Stat(filepath.Join(one.Dir(), name)); err == nil {
			t.Errorf("en un grupo %s no debe quedar en la carpeta de datos", name)
		}
	}
	skOK(t, one.CheckRecords())
}

// A member that formed the cluster from a single machine's folder keeps the
// token file it had: its next start seals it into the store and removes it.
func TestSecretFileAdoptedIntoCluster(t *testing.T) {
	m := etcdtest.Start(t)
	key := bytes.Repeat([]byte{7}, 32)
	dir := t.TempDir()
	skOK(t, os.WriteFile(filepath.Join(dir, SiatTokenFile), []byte("token-de-antes\n"), 0o600))
	st, err := etcdstore.New(m.Client, etcdstore.Options{})
	skOK(t, err)
	e, err := OpenStoreWith(st, dir, Options{SealKey: key})
	skOK(t, err)
	defer e.Close()
	if _, err := os.Stat(filepath.Join(dir, SiatTokenFile)); err == nil {
		t.Fatal("el archivo del token sigue en la carpeta")
	}
	if got := sealedEngine(t, m, key).siatToken(); got != "token-de-antes" {
		t.Fatalf("otro miembro lee %q", got)
	}
}

// On a single machine the secrets stay 0600 files, outside the store.
func TestSecretsAreFilesOnSingleMachine(t *testing.T) {
	e := mustOpenBolt(t)
	skOK(t, e.SaveSiatConfiguration(superActor(), SiatConfigInput{CorreoClave: "clave-smtp-secreta",
		SiatConfig: SiatConfig{Correo: InvoiceMailServer{Servidor: "smtp.example.com", Remitente: "facturas@example.com"}}}))
	info, err := os.Stat(filepath.Join(e.Dir(), MailPasswordFile))
	skOK(t, err)
	if info.Mode().Perm() != 0o600 {
		t.Fatalf("permisos %v", info.Mode().Perm())
	}
	_ = e.Store().View(func(tx store.Tx) error {
		return tx.Bucket(bktSiat).ForEach(func(k, v []byte) error {
			if bytes.Contains(v, []byte("clave-smtp-secreta")) {
				t.Errorf("el almacén guarda la contraseña en %s", k)
			}
			return nil
		})
	})
}
