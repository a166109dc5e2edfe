package httpapi

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"sgc/backup"
	"sgc/engine"
)

// TestBackupRoutesRoles: the backup, the automatic backups, the verifiers and
// the audit log are Super's alone.
func TestBackupRoutesRoles(t *testing.T) {
	w := newOpsWorld(t)
	for _, path := range []string{"/api/backup-database", "/api/respaldos", "/api/bitacora", "/api/bitacora/reporte-pdf",
		"/api/bitacora/verificar", "/api/kardex/verificar", "/api/cifras/verificar", "/api/respaldos/respaldo-20250304-100000.db"} {
		for _, role := range []string{engine.RoleAdmin, engine.RoleResponsable, engine.RoleVendedor, engine.RoleInventario, engine.RoleAlmacen} {
			if status, _, _ := w.do(t, "GET", path, w.token(role), "", nil); status != http.StatusForbidden {
				t.Errorf("%s as %s: %d", path, role, status)
			}
		}
		// The local identity is given by the socket only: a header sent over
		// the network changes nothing.
		if status, _, _ := w.do(t, "GET", path, "", "", nil, BranchHeader, "1"); status != http.StatusUnauthorized {
			t.Errorf("%s without a token: %d", path, status)
		}
	}
}

// TestBackupDownload: the snapshot streams while sales go on, opens, and its
// stock equals its kardex.
func TestBackupDownload(t *testing.T) {
	w := newOpsWorld(t)
	w.load(t, 1, w.products[0], 500)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for range 20 {
			w.sell(t, w.token(engine.RoleSuper), opsSale(1, opsLine(w.products[0], 1, 100)))
		}
	}()
	var raw []byte
	for range 5 {
		status, hdr, body := w.do(t, "GET", "/api/backup-database", w.token(engine.RoleSuper), "", nil)
		if status != http.StatusOK || hdr.Get("Content-Disposition") != `attachment; filename="respaldo-20250304-100000.db"` {
			t.Fatalf("%d %v", status, hdr)
		}
		raw = body
	}
	<-done
	// The stream ends with its seal, and restore takes the file as it came.
	file := filepath.Join(t.TempDir(), "descargado.db")
	os.WriteFile(file, raw, 0o600)
	if sealed, err := engine.CheckBackupSeal(file); !sealed || err != nil {
		t.Fatalf("downloaded backup: sealed %v, %v", sealed, err)
	}
	dir := t.TempDir()
	admin := engine.Actor{UserID: 1, Usuario: "admin", Roles: []string{engine.RoleSuper}, Home: 1, Branch: 1}
	if _, err := engine.Restore(dir, file, admin, time.Now()); err != nil {
		t.Fatal(err)
	}
	e, err := engine.Open(dir, engine.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if diffs, err := e.VerifyKardex(nil); err != nil || len(diffs) != 0 {
		t.Fatalf("snapshot: %v %v", diffs, err)
	}
	if status, body := w.getJSON(t, "/api/cifras/verificar", w.token(engine.RoleSuper)); status != 200 || len(opsList(t, body, "data")) != 0 {
		t.Fatalf("aggregates verify: %d %s", status, body)
	}
	if status, body := w.getJSON(t, "/api/kardex/verificar", w.token(engine.RoleSuper)); status != 200 || len(opsList(t, body, "data")) != 0 {
		t.Fatalf("kardex verify: %d %v", status, body)
	}
}

// TestStoredBackups: the Datos page lists the automatic backups with their
// size, downloads each, refuses other names and shows the last failure.
func TestStoredBackups(t *testing.T) {
	h := newHarness(t)
	dir := filepath.Join(t.TempDir(), "respaldos")
	k := backup.New(h.eng, dir, 14, 12, quiet)
	k.Now = h.eng.Now
	if _, err := k.Take(); err != nil {
		t.Fatal(err)
	}
	s := New(h.eng, nil, quiet)
	s.UseBackups(k)
	h.srv = httptest.NewServer(s.Handler())
	defer h.srv.Close()
	super := h.tokens[engine.RoleSuper]
	status, body := h.call(t, "GET", "/api/respaldos", super, nil)
	rows := opsList(t, body, "data")
	if status != 200 || len(rows) != 1 || body["error"] != nil || body["carpeta"] != dir {
		t.Fatalf("%d %v", status, body)
	}
	row := rows[0].(map[string]any)
	if row["nombre"] != "respaldo-20250304-100000.db" || row["tamano"].(float64) < 4096 {
		t.Fatalf("row %v", row)
	}
	status, _, raw := h.do(t, "GET", "/api/respaldos/respaldo-20250304-100000.db", super, "", nil)
	if status != 200 || int64(len(raw)) != int64(row["tamano"].(float64)) {
		t.Fatalf("download: %d, %d bytes", status, len(raw))
	}
	for _, name := range []string{"..%2Fsgc.db", "sgc.db", "respaldo-20250305-100000.db"} {
		if status, _, _ := h.do(t, "GET", "/api/respaldos/"+name, super, "", nil); status != http.StatusNotFound {
			t.Errorf("%s: %d", name, status)
		}
	}
	// The backup folder turns into a file (a USB disk gone): the failure shows.
	os.RemoveAll(dir)
	os.WriteFile(dir, []byte("x"), 0o600)
	if _, err := k.Take(); err == nil {
		t.Fatal("backup into a file")
	}
	_, body = h.call(t, "GET", "/api/respaldos", super, nil)
	if f, ok := body["error"].(map[string]any); !ok || !strings.Contains(f["mensaje"].(string), "respaldos") {
		t.Fatalf("failure not shown: %v", body)
	}
}

// TestAuditLogAPI: a void appears in the Bitácora with its reason; the
// filters and the PDF follow it.
func TestAuditLogAPI(t *testing.T) {
	w := newOpsWorld(t)
	w.load(t, 1, w.products[0], 10)
	super := w.token(engine.RoleSuper)
	id := w.sell(t, super, opsSale(1, opsLine(w.products[0], 2, 100)))
	status, body := w.call(t, "PUT", fmt.Sprintf("/api/ventas/estado/%d", id), super, map[string]any{"motivo": "Venta duplicada"})
	if status != http.StatusCreated && status != http.StatusOK {
		t.Fatalf("void: %d %v", status, body)
	}
	status, body = w.getJSON(t, "/api/bitacora?tipo="+strings.ReplaceAll(engine.AuditSaleVoid, " ", "+"), super)
	rows := opsList(t, body, "data")
	if status != 200 || len(rows) != 1 {
		t.Fatalf("%d %v", status, body)
	}
	a := rows[0].(map[string]any)
	if a["motivo"] != "Venta duplicada" || a["usuario"] != "admin" || a["usuario_nombre"] == "admin" || a["usuario_nombre"] == "" || a["monto"] != 200.0 || a["documento_id"] != float64(id) ||
		a["documento_nombre"] != fmt.Sprintf("Venta %d", id) || a["hash"] == "" {
		t.Fatalf("entry %v", a)
	}
	if tipos := opsList(t, body, "tipos"); len(tipos) < 2 {
		t.Fatalf("tipos %v", tipos)
	}
	if _, body = w.getJSON(t, "/api/bitacora?fecha_desde=2025-03-05&fecha_hasta=2025-03-05", super); len(opsList(t, body, "data")) != 0 {
		t.Fatalf("another day: %v", body)
	}
	if _, body = w.getJSON(t, "/api/bitacora?usuario_id=99", super); len(opsList(t, body, "data")) != 0 {
		t.Fatalf("another user: %v", body)
	}
	text := w.opsPDF(t, "GET", "/api/bitacora/reporte-pdf", super, nil)
	opsWantText(t, text, "BITÁCORA", "Anulación de venta", "Venta duplicada", fmt.Sprintf("Venta %d", id))
	status, body = w.getJSON(t, "/api/bitacora/verificar", super)
	if status != 200 || body["data"] != nil || body["registros"].(float64) < 1 {
		t.Fatalf("verify: %v", body)
	}
}
