// Package deploy holds what installs sgc on a machine: the systemd unit.
package deploy

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestUnitVerifies runs systemd-analyze verify on deploy/sgc.service where the
// tool exists (it is skipped elsewhere). The unit names /usr/local/bin/sgc,
// which verify wants to find executable, so the copy checked here points at
// this test's own binary instead.
func TestUnitVerifies(t *testing.T) {
	tool, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Skip("systemd-analyze is not installed")
	}
	unit, err := os.ReadFile("sgc.service")
	if err != nil {
		t.Fatal(err)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(unit), "ExecStart=/usr/local/bin/sgc serve") {
		t.Fatal("the unit does not start sgc serve from /usr/local/bin")
	}
	path := filepath.Join(t.TempDir(), "sgc.service")
	os.WriteFile(path, []byte(strings.ReplaceAll(string(unit), "/usr/local/bin/sgc", self)), 0o644)
	out, err := exec.Command(tool, "verify", "--man=no", path).CombinedOutput()
	if err != nil || len(strings.TrimSpace(string(out))) > 0 {
		t.Fatalf("systemd-analyze verify: %v\n%s", err, out)
	}
}
