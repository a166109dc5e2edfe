package httpapi

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"sgc/engine"
)

// BenchmarkHostileUploads measures four concurrent 7000×7000 PNG uploads as
// one's own profile photo: the peak resident memory of the process while they
// run and the latency of an ordinary call (GET /api/user) made meanwhile.
func BenchmarkHostileUploads(b *testing.B) {
	h := newHarness(b, engine.RoleVendedor)
	seller, id := h.tokens[engine.RoleVendedor], h.users[engine.RoleVendedor]
	bomb := pixelBomb(b, 7000, 7000)
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	for _, kv := range [][2]string{{"_method", "PUT"}, {"nombres", "Vendedor"}, {"apellidos", "Prueba"},
		{"usuario", "vendedor"}, {"sucursal_id", "1"}, {"rol", engine.RoleVendedor}} {
		mw.WriteField(kv[0], kv[1])
	}
	fw, _ := mw.CreateFormFile("imagen", "foto.png")
	fw.Write(bomb)
	mw.Close()
	upload := func() int {
		req, _ := http.NewRequest("POST", fmt.Sprintf("%s/api/usuarios/%d", h.srv.URL, id), bytes.NewReader(form.Bytes()))
		req.Header.Set("Authorization", "Bearer "+seller)
		req.Header.Set("Content-Type", mw.FormDataContentType())
		res, err := h.srv.Client().Do(req)
		return answered(b, res, err)
	}
	b.Logf("PNG of %d×%d px: %d KB", 7000, 7000, len(bomb)/1024)
	underLoad(b, h, seller, 4, func(int) int { return upload() })
}

// BenchmarkLoginFlood measures 60 concurrent failed sign-ins for unknown
// usuarios from one address: peak resident memory, how many were refused
// with 429, and the latency of an ordinary call made meanwhile.
func BenchmarkLoginFlood(b *testing.B) {
	h := newHarness(b, engine.RoleVendedor)
	seller := h.tokens[engine.RoleVendedor]
	underLoad(b, h, seller, 60, func(i int) int {
		body := fmt.Sprintf(`{"usuario":"nadie%d","password":"incorrecta-%d"}`, i, i)
		res, err := h.srv.Client().Post(h.srv.URL+"/api/login", "application/json", strings.NewReader(body))
		return answered(b, res, err)
	})
}

// answered reads a call's answer to the end and gives its status: 0, with
// the benchmark failed, when the call got no answer.
func answered(b *testing.B, res *http.Response, err error) int {
	if err != nil {
		b.Error(err)
		return 0
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode
}

// underLoad runs n concurrent calls of hostile once per iteration while one
// client repeats GET /api/user, and reports the process's peak RSS, the
// normal call's p50 and worst latency, the hostile calls' duration, and the
// count of each answer status.
func underLoad(b *testing.B, h *harness, token string, n int, hostile func(i int) int) {
	normal := func() time.Duration {
		req, _ := http.NewRequest("GET", h.srv.URL+"/api/user", nil)
		req.Header.Set("Authorization", "Bearer "+token)
		t0 := time.Now()
		res, err := h.srv.Client().Do(req)
		if answered(b, res, err) == 0 {
			return 0
		}
		return time.Since(t0)
	}
	normal() // warm the connection
	var lat []time.Duration
	var peak int64
	var took time.Duration
	statuses := map[int]int{}
	b.ResetTimer()
	for range b.N {
		resetPeakRSS(b)
		var mu sync.Mutex
		var wg sync.WaitGroup
		done := make(chan struct{})
		start := time.Now()
		for i := range n {
			wg.Go(func() {
				st := hostile(i)
				mu.Lock()
				statuses[st]++
				mu.Unlock()
			})
		}
		go func() { wg.Wait(); close(done) }()
		for loop := true; loop; {
			select {
			case <-done:
				loop = false
			default:
				lat = append(lat, normal())
				time.Sleep(5 * time.Millisecond)
			}
		}
		took = max(took, time.Since(start))
		peak = max(peak, peakRSS(b))
	}
	b.StopTimer()
	slices.Sort(lat)
	b.ReportMetric(float64(peak)/(1<<20), "peak-RSS-MB")
	b.ReportMetric(float64(took.Milliseconds()), "hostile-ms")
	if len(lat) > 0 {
		b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "normal-p50-ms")
		b.ReportMetric(float64(lat[len(lat)-1].Microseconds())/1000, "normal-max-ms")
	}
	for st, c := range statuses {
		b.ReportMetric(float64(c), "status-"+strconv.Itoa(st))
	}
}

// pixelBomb encodes a w×h PNG of one translucent colour: small on the wire,
// w·h·4 bytes once decoded. It is drawn through a tiny image.Image, so the
// benchmark itself never holds the decoded picture.
func pixelBomb(b *testing.B, w, h int) []byte {
	var buf bytes.Buffer
	if err := png.Encode(&buf, uniform{image.Rect(0, 0, w, h)}); err != nil {
		b.Fatal(err)
	}
	return buf.Bytes()
}

type uniform struct{ r image.Rectangle }

func (u uniform) ColorModel() color.Model { return color.NRGBAModel }
func (u uniform) Bounds() image.Rectangle { return u.r }
func (u uniform) At(x, y int) color.Color { return color.NRGBA{200, 120, 40, 200} }

// resetPeakRSS returns freed memory to the system and restarts the kernel's
// peak-RSS counter (VmHWM) of this process.
func resetPeakRSS(b *testing.B) {
	runtime.GC()
	debug.FreeOSMemory()
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		b.Skip("peak RSS cannot be reset here:", err)
	}
}

// peakRSS reads VmHWM, the process's peak resident memory, in bytes.
func peakRSS(b *testing.B) int64 {
	raw, err := os.ReadFile("/proc/self/status")
	if err != nil {
		b.Skip("no /proc/self/status:", err)
	}
	for _, line := range strings.Split(string(raw), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	b.Skip("no VmHWM")
	return 0
}
