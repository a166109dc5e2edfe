package siat

import "testing"

func TestAmountInWords(t *testing.T) {
	for _, c := range []struct {
		centavos int64
		want     string
	}{
		{0, "Son: CERO 00/100 Bolivianos"},
		{50, "Son: CERO 50/100 Bolivianos"},
		{100, "Son: UN 00/100 Bolivianos"},
		{1_500, "Son: QUINCE 00/100 Bolivianos"},
		{2_150, "Son: VEINTIÚN 50/100 Bolivianos"},
		{3_100, "Son: TREINTA Y UN 00/100 Bolivianos"},
		{10_000, "Son: CIEN 00/100 Bolivianos"},
		{10_100, "Son: CIENTO UN 00/100 Bolivianos"},
		{99_999, "Son: NOVECIENTOS NOVENTA Y NUEVE 99/100 Bolivianos"},
		{100_000, "Son: MIL 00/100 Bolivianos"},
		{2_100_000, "Son: VEINTIÚN MIL 00/100 Bolivianos"},
		{50_050_000, "Son: QUINIENTOS MIL QUINIENTOS 00/100 Bolivianos"},
		{100_000_000, "Son: UN MILLÓN 00/100 Bolivianos"},
		{123_456_789, "Son: UN MILLÓN DOSCIENTOS TREINTA Y CUATRO MIL QUINIENTOS SESENTA Y SIETE 89/100 Bolivianos"},
		{210_000_000, "Son: DOS MILLONES CIEN MIL 00/100 Bolivianos"},
		{100_000_000_000, "Son: MIL MILLONES 00/100 Bolivianos"},
		{100_000_000_000_000, "Son: UN BILLÓN 00/100 Bolivianos"},
		{-150, "Son: MENOS UN 50/100 Bolivianos"},
	} {
		if got := AmountInWords(c.centavos); got != c.want {
			t.Errorf("%d: %q, want %q", c.centavos, got, c.want)
		}
	}
}
