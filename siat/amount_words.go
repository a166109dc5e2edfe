package siat

import (
	"fmt"
	"strings"
)

// AmountInWords writes an amount in centavos as the printed invoice says it:
// 123456789 → "Son: UN MILLÓN DOSCIENTOS TREINTA Y CUATRO MIL QUINIENTOS
// SESENTA Y SIETE 89/100 Bolivianos". The number qualifies "Bolivianos", so
// one is apocopated as Spanish does before a noun: UN, VEINTIÚN, CIENTO UN.
func AmountInWords(centavos int64) string {
	if centavos < 0 {
		return "Son: MENOS " + strings.TrimPrefix(AmountInWords(-centavos), "Son: ")
	}
	return fmt.Sprintf("Son: %s %02d/100 Bolivianos", numberWords(centavos/100), centavos%100)
}

var (
	units = [...]string{"CERO", "UN", "DOS", "TRES", "CUATRO", "CINCO", "SEIS", "SIETE", "OCHO", "NUEVE",
		"DIEZ", "ONCE", "DOCE", "TRECE", "CATORCE", "QUINCE", "DIECISÉIS", "DIECISIETE", "DIECIOCHO", "DIECINUEVE",
		"VEINTE", "VEINTIÚN", "VEINTIDÓS", "VEINTITRÉS", "VEINTICUATRO", "VEINTICINCO", "VEINTISÉIS",
		"VEINTISIETE", "VEINTIOCHO", "VEINTINUEVE"}
	tens     = [...]string{"", "", "", "TREINTA", "CUARENTA", "CINCUENTA", "SESENTA", "SETENTA", "OCHENTA", "NOVENTA"}
	hundreds = [...]string{"", "CIENTO", "DOSCIENTOS", "TRESCIENTOS", "CUATROCIENTOS", "QUINIENTOS",
		"SEISCIENTOS", "SETECIENTOS", "OCHOCIENTOS", "NOVECIENTOS"}
)

// numberWords writes n ≥ 0 in Spanish words, by the long scale (a billón is
// a million millions), which covers every amount an int64 of centavos holds.
func numberWords(n int64) string {
	if n == 0 {
		return units[0]
	}
	var parts []string
	for _, s := range []struct {
		size      int64
		one, many string
	}{
		{1_000_000_000_000, "UN BILLÓN", "BILLONES"},
		{1_000_000, "UN MILLÓN", "MILLONES"},
	} {
		if q := n / s.size; q > 0 {
			if q == 1 {
				parts = append(parts, s.one)
			} else {
				parts = append(parts, numberWords(q), s.many)
			}
			n %= s.size
		}
	}
	if q := n / 1000; q > 0 {
		if q > 1 {
			parts = append(parts, below1000(q))
		}
		parts = append(parts, "MIL")
		n %= 1000
	}
	if n > 0 {
		parts = append(parts, below1000(n))
	}
	return strings.Join(parts, " ")
}

// below1000 writes 1..999.
func below1000(n int64) string {
	if n == 100 {
		return "CIEN"
	}
	var parts []string
	if h := n / 100; h > 0 {
		parts = append(parts, hundreds[h])
	}
	switch r := n % 100; {
	case r == 0:
	case r < 30:
		parts = append(parts, units[r])
	case r%10 == 0:
		parts = append(parts, tens[r/10])
	default:
		parts = append(parts, tens[r/10]+" Y "+units[r%10])
	}
	return strings.Join(parts, " ")
}
