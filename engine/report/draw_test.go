package report

import (
	"strings"
	"testing"
)

func TestFitAndWrap(t *testing.T) {
	f := NewPDF("P", Letter, goldenOpt)
	f.SetFont(FontFamily, "", 9)
	long := "Distribuidora El Ñandú de los Andes y del Altiplano Boliviano"
	for _, w := range []float64{0.1, 2, 10, 40, 300} {
		got := fit(f, long, w)
		if w < 300 && (!strings.HasSuffix(got, "…") || !strings.HasPrefix(long, strings.TrimSuffix(got, "…"))) {
			t.Errorf("fit(%v) = %q", w, got)
		}
		if w >= 10 && f.GetStringWidth(got) > w {
			t.Errorf("fit(%v) = %q is %.1f mm wide", w, got, f.GetStringWidth(got))
		}
		text := long + " Superlargapalabrasinespacios"
		lines := wrap(f, text, w)
		if strings.ReplaceAll(strings.Join(lines, ""), " ", "") != strings.ReplaceAll(text, " ", "") {
			t.Errorf("wrap(%v) lost text: %q", w, lines)
		}
		for _, l := range lines {
			if w >= 10 && f.GetStringWidth(l) > w {
				t.Errorf("wrap(%v) line %q is too wide", w, l)
			}
		}
	}
	if got := wrap(f, "uno\ndos", 100); len(got) != 2 {
		t.Errorf("wrap keeps line breaks: %q", got)
	}
	if got := fit(f, "corto", 100); got != "corto" {
		t.Errorf("fit changed a short text: %q", got)
	}
}
