package esbo

import (
	"math"
	"testing"
	"time"
)

func TestFormats(t *testing.T) {
	cases := []struct{ got, want string }{
		{Money(21950), "Bs 219,50"},
		{Money(123456789), "Bs 1.234.567,89"},
		{Money(-6000), "-Bs 60,00"},
		{Money(5), "Bs 0,05"},
		{Money(math.MinInt64), "-Bs 92.233.720.368.547.758,08"},
		{Amount(100000), "1.000,00"},
		{Amount(-5), "-0,05"},
		{Quantity(12500), "12.500"},
		{Quantity(-4), "-4"},
		{Day("2026-11-25"), "25/11/2026"},
		{Day("hoy"), "hoy"},
		{Date(time.Date(2026, 11, 26, 2, 0, 0, 0, time.UTC)), "25/11/2026"}, // 22:00 in La Paz
		{DateTime(time.Date(2026, 11, 25, 16, 5, 0, 0, time.UTC)), "25/11/2026 12:05"},
		{Time(time.Date(2026, 11, 25, 16, 5, 0, 0, time.UTC)), "12:05"},
		{Date(time.Time{}), ""},
		{Count(1, "unidad", "unidades"), "1 unidad"},
		{Count(4, "producto", "productos"), "4 productos"},
		{Count(1500, "unidad", "unidades"), "1.500 unidades"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
