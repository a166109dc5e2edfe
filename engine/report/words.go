package report

import "strings"

var (
	units = [...]string{"CERO", "UNO", "DOS", "TRES", "CUATRO", "CINCO", "SEIS", "SIETE",
		"OCHO", "NUEVE", "DIEZ", "ONCE", "DOCE", "TRECE", "CATORCE", "QUINCE", "DIECISÉIS",
		"DIECISIETE", "DIECIOCHO", "DIECINUEVE", "VEINTE", "VEINTIUNO", "VEINTIDÓS",
		"VEINTITRÉS", "VEINTICUATRO", "VEINTICINCO", "VEINTISÉIS", "VEINTISIETE",
		"VEINTIOCHO", "VEINTINUEVE"}
	tens = [...]string{"", "", "", "TREINTA", "CUARENTA", "CINCUENTA", "SESENTA",
		"SETENTA", "OCHENTA", "NOVENTA"}
	hundreds = [...]string{"", "CIENTO", "DOSCIENTOS", "TRESCIENTOS", "CUATROCIENTOS",
		"QUINIENTOS", "SEISCIENTOS", "SETECIENTOS", "OCHOCIENTOS", "NOVECIENTOS"}
)

// Words writes an amount in centavos the way Bolivian sale notes print it:
// 12350 → "SON: CIENTO VEINTITRÉS 50/100 BOLIVIANOS". The whole part uses the
// short forms that stand before a noun (UN, VEINTIÚN, TREINTA Y UN), because
// the words qualify BOLIVIANOS.
func Words(c int64) string {
	u, neg := abs(c)
	cents := u % 100
	var b strings.Builder
	b.WriteString("SON: ")
	if neg {
		b.WriteString("MENOS ")
	}
	b.WriteString(cardinal(u/100, true))
	b.WriteByte(' ')
	b.WriteByte(byte('0' + cents/10))
	b.WriteByte(byte('0' + cents%10))
	b.WriteString("/100 BOLIVIANOS")
	return b.String()
}

// cardinal spells n in Spanish capitals. With apocope a final "uno" takes
// the short form used before a noun (UN, VEINTIÚN); without it the number
// stands alone (UNO, VEINTIUNO). Inside MIL and MILLÓN the short form is
// always used: VEINTIÚN MIL, UN MILLÓN.
func cardinal(n uint64, apocope bool) string {
	const million, billion = 1_000_000, 1_000_000_000_000
	switch {
	case n >= billion:
		return scale(n/billion, "BILLÓN", "BILLONES", cardinal(n%billion, apocope))
	case n >= million:
		return scale(n/million, "MILLÓN", "MILLONES", cardinal(n%million, apocope))
	case n >= 1000:
		head := "MIL"
		if k := n / 1000; k > 1 {
			head = below1000(k, true) + " MIL"
		}
		if r := n % 1000; r > 0 {
			return head + " " + below1000(r, apocope)
		}
		return head
	}
	return below1000(n, apocope)
}

// scale writes count × (singular|plural) followed by rest; rest is "CERO"
// when nothing follows, and is then left out.
func scale(count uint64, singular, plural, rest string) string {
	s := cardinal(count, true) + " " + plural
	if count == 1 {
		s = "UN " + singular
	}
	if rest != "CERO" {
		s += " " + rest
	}
	return s
}

// below1000 spells 0..999.
func below1000(n uint64, apocope bool) string {
	if n == 100 {
		return "CIEN"
	}
	var parts []string
	if h := n / 100; h > 0 {
		parts = append(parts, hundreds[h])
	}
	r := n % 100
	switch {
	case r == 0 && n > 0:
	case r < 30:
		parts = append(parts, shortOne(units[r], apocope))
	default:
		t := tens[r/10]
		if u := r % 10; u > 0 {
			t += " Y " + shortOne(units[u], apocope)
		}
		parts = append(parts, t)
	}
	return strings.Join(parts, " ")
}

// shortOne turns UNO into UN and VEINTIUNO into VEINTIÚN when apocope is set.
func shortOne(w string, apocope bool) string {
	if !apocope {
		return w
	}
	switch w {
	case "UNO":
		return "UN"
	case "VEINTIUNO":
		return "VEINTIÚN"
	}
	return w
}
