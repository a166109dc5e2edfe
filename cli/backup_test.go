package cli

import (
	"context"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sgc/engine/store"
	"sgc/engine/store/boltstore"

	"sgc/cluster"
	"sgc/engine"
)

var admin = map[string]string{"SGC_ADMIN_PASSWORD": "clave-del-admin"}

// TestCommandsThroughRunningServer: while sgc serve holds the database,
// backup, user, kardex verify, verify and audit verify go through its socket, and
// restore refuses.
func TestCommandsThroughRunningServer(t *testing.T) {
	dir := t.TempDir()
	runOK(t, "", admin, "user", "create", "--data", dir, "--usuario", "mquispe", "--password", "clave-mquispe-1", "--rol", "Administrador")
	_, _, stop := startServe(t, dir, admin)
	info, err := os.Stat(filepath.Join(dir, SocketFile))
	if err != nil || info.Mode().Perm() != 0o600 || info.Mode()&os.ModeSocket == 0 {
		t.Fatalf("socket: %v %v", info, err)
	}

	out := filepath.Join(t.TempDir(), "copia.db")
	if got := runOK(t, "", nil, "backup", "--data", dir, "--salida", out); !strings.Contains(got, "Respaldo escrito en "+out) {
		t.Fatalf("backup printed %q", got)
	}
	runOK(t, "", nil, "user", "create", "--data", dir, "--usuario", "pcruz", "--password", "clave-pcruz-1", "--rol", "Vendedor")
	if got := runOK(t, "", nil, "user", "list", "--data", dir); !strings.Contains(got, "pcruz") || !strings.Contains(got, "mquispe") {
		t.Fatalf("user list printed %q", got)
	}
	r := run(context.Background(), "", nil, "user", "create", "--data", dir, "--usuario", "pcruz", "--password", "clave-pcruz-1", "--rol", "Vendedor")
	if r.err == nil || !strings.Contains(r.err.Error(), "--usuario: El nombre de usuario ya está en uso.") {
		t.Fatalf("duplicate user: %v", r.err)
	}
	runOK(t, "", nil, "user", "passwd", "--data", dir, "--usuario", "pcruz", "--password", "clave-nueva-2")
	if got := runOK(t, "", nil, "kardex", "verify", "--data", dir); !strings.Contains(got, "Kardex correcto") {
		t.Fatalf("kardex verify printed %q", got)
	}
	if got := runOK(t, "", nil, "verify", "--data", dir); !strings.Contains(got, "Cifras diarias correctas") {
		t.Fatalf("verify printed %q", got)
	}
	if got := runOK(t, "", nil, "audit", "verify", "--data", dir); !strings.Contains(got, "Bitácora íntegra") {
		t.Fatalf("audit verify printed %q", got)
	}
	r = run(context.Background(), "", nil, "restore", "--data", dir, out)
	if r.err == nil || !strings.Contains(r.err.Error(), "deténgalo antes de restaurar") {
		t.Fatalf("restore under a running server: %v", r.err)
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, SocketFile)); !os.IsNotExist(err) {
		t.Fatal("the socket outlived the server")
	}

	// What went through the socket is in the store, under the console's name.
	e := openData(t, dir)
	u, err := e.UserByName("pcruz")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := e.Login("pcruz", "clave-nueva-2", "127.0.0.1"); err != nil {
		t.Fatalf("the new password does not sign in: %v", err)
	}
	log, _, err := e.AuditLog(engine.AuditFilter{All: true, UsuarioID: 0, Tipo: engine.AuditUserPassword})
	if err != nil || len(log) != 1 || log[0].Usuario != "consola" || log[0].DocumentoID != u.ID {
		t.Fatalf("audit of the password change: %+v %v", log, err)
	}
	// The automatic backup of the start is in respaldos/.
	files, _ := filepath.Glob(filepath.Join(dir, "respaldos", "respaldo-*.db"))
	if len(files) != 1 {
		t.Fatalf("automatic backups at start: %v", files)
	}
	// Both the downloaded and the automatic backup carry their seal.
	for _, f := range []string{out, files[0]} {
		if sealed, err := engine.CheckBackupSeal(f); !sealed || err != nil {
			t.Fatalf("%s: sealed %v, %v", f, sealed, err)
		}
	}
	e.Close()
	// The downloaded backup opens and checks.
	restoreInto := t.TempDir()
	runOK(t, "", nil, "restore", "--data", restoreInto, out)
}

// TestBackupRestoreWithoutServer: the commands work on the file; a round trip
// gives back the backed-up state; a bad file changes nothing.
func TestBackupRestoreWithoutServer(t *testing.T) {
	dir := t.TempDir()
	runOK(t, "", admin, "demo", "--data", dir)
	r := run(context.Background(), "", admin, "demo", "--data", dir)
	if r.err == nil || !strings.Contains(r.err.Error(), "ya tiene datos") {
		t.Fatalf("demo on a full folder: %v", r.err)
	}
	out := filepath.Join(t.TempDir(), "r.db")
	runOK(t, "", nil, "backup", "--data", dir, "--salida", out)
	runOK(t, "", nil, "user", "create", "--data", dir, "--usuario", "despues", "--password", "clave-despues-1", "--rol", "Vendedor")

	bad := filepath.Join(t.TempDir(), "respaldo.sql")
	os.WriteFile(bad, []byte("CREATE TABLE ventas (id int);\n"), 0o600)
	r = run(context.Background(), "", nil, "restore", "--data", dir, bad)
	if r.err == nil || !strings.Contains(r.err.Error(), "no es una base de datos de sgc") {
		t.Fatalf("restore of a text file: %v", r.err)
	}
	got := runOK(t, "", nil, "restore", "--data", dir, out)
	if !strings.Contains(got, "restaurado y verificado") || !strings.Contains(got, "sgc.db.antes-de-restaurar-") {
		t.Fatalf("restore printed %q", got)
	}
	if list := runOK(t, "", nil, "user", "list", "--data", dir); strings.Contains(list, "despues") || !strings.Contains(list, "mquispe") {
		t.Fatalf("after the round trip: %q", list)
	}
	if strings.Contains(got, "Aviso") {
		t.Fatalf("a sealed backup got a warning: %q", got)
	}

	// A backup of an earlier version (no seal) restores with a warning; one
	// whose sealed bytes changed is refused.
	raw, _ := os.ReadFile(out)
	old := filepath.Join(t.TempDir(), "antiguo.db")
	os.WriteFile(old, raw[:len(raw)-56], 0o600)
	if got := runOK(t, "", nil, "restore", "--data", dir, old); !strings.Contains(got, "Aviso: el respaldo no tiene suma de verificación") {
		t.Fatalf("restore of an unsealed backup printed %q", got)
	}
	raw[len(raw)/3] ^= 1
	os.WriteFile(bad, raw, 0o600)
	r = run(context.Background(), "", nil, "restore", "--data", dir, bad)
	if r.err == nil || !strings.Contains(r.err.Error(), "suma de verificación SHA-256 no coincide") {
		t.Fatalf("restore of a changed backup: %v", r.err)
	}
}

// TestAuditVerifyNamesTamperedEntry: an entry altered in the file is named
// and the command exits 1.
func TestAuditVerifyNamesTamperedEntry(t *testing.T) {
	dir := t.TempDir()
	runOK(t, "", admin, "demo", "--data", dir)
	runOK(t, "", nil, "user", "passwd", "--data", dir, "--usuario", "mquispe", "--password", "clave-nueva-3")
	if got := runOK(t, "", nil, "verify", "--data", dir); !strings.Contains(got, "Cifras diarias correctas") {
		t.Fatalf("verify printed %q", got)
	}
	if got := runOK(t, "", nil, "audit", "verify", "--data", dir); !strings.Contains(got, "Bitácora íntegra") {
		t.Fatalf("audit verify printed %q", got)
	}
	db, err := boltstore.Open(filepath.Join(dir, engine.DBFile), boltstore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	err = db.Update(func(tx store.Tx) error {
		b := tx.Bucket([]byte("bitacora"))
		k := make([]byte, 8)
		k[7] = 3
		v := b.Get(k)
		return b.Put(k, []byte(strings.Replace(string(v), "Creación", "Creacion", 1)))
	})
	db.Close()
	if err != nil {
		t.Fatal(err)
	}
	r := run(context.Background(), "", nil, "audit", "verify", "--data", dir)
	if r.err != exitCode(1) || !strings.Contains(r.stdout.String(), "Bitácora alterada: registro 3:") {
		t.Fatalf("tampered: %v %q", r.err, r.stdout)
	}
}

// TestRestoreRefusesClusterMember: on a cluster member's folder restore
// answers how to restore a cluster, even while the member runs: stopping it
// would not make the restore possible.
func TestRestoreRefusesClusterMember(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, cluster.Folder), 0o700)
	ln, err := net.Listen("unix", filepath.Join(dir, SocketFile))
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	r := run(context.Background(), "", nil, "restore", "--data", dir, filepath.Join(t.TempDir(), "respaldo.db"))
	if r.err == nil || !strings.Contains(r.err.Error(), "sgc serve --cluster-init") || !strings.Contains(r.err.Error(), "docs/cluster.md") {
		t.Fatalf("restore on a member's folder: %v", r.err)
	}
}
