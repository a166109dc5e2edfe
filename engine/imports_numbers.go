package engine

import (
	"math"
	"strconv"
	"strings"
)

// The import reads numbers as Bolivians write them and refuses anything it
// would have to guess: ParseMoney (the forms' reader) takes "1.234" for Bs 1,23,
// which in a spreadsheet is one thousand two hundred thirty-four. Nothing here
// rounds: a third decimal or a fraction of a unit is an error for the row.

// ImportCell is one cell of an uploaded sheet: its text, and whether it was a
// numeric spreadsheet cell (then Text is the raw value, dot-decimal, as the
// file stores it).
type ImportCell struct {
	Text    string
	Numeric bool
}

// cleanText trims spaces, no-break spaces and a byte-order mark.
func cleanText(s string) string {
	return strings.TrimFunc(s, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\u00a0' || r == '\ufeff' || r == '\u202f' || r == '\r' || r == '\n'
	})
}

// importMoney reads an amount in centavos; blank reports ok=false with no message.
func importMoney(c ImportCell) (m Money, present bool, msg string) {
	s := cleanText(c.Text)
	if s == "" {
		return 0, false, ""
	}
	if c.Numeric {
		return numericCents(s)
	}
	low := strings.ToLower(s)
	for _, p := range []string{"bs.", "bs"} {
		if strings.HasPrefix(low, p) {
			s = cleanText(s[len(p):])
			break
		}
	}
	s = strings.Map(func(r rune) rune {
		if r == ' ' || r == '\u00a0' || r == '\u202f' {
			return -1
		}
		return r
	}, s)
	if strings.HasPrefix(s, "-") {
		return 0, true, "no puede ser negativo"
	}
	whole, frac, ok := splitDecimal(s)
	if !ok {
		return 0, true, "no es un monto válido (escriba por ejemplo 1.234,56)"
	}
	if len(frac) > 2 {
		return 0, true, "tiene más de dos decimales"
	}
	return centsOf(whole, frac)
}

// splitDecimal separates the whole part (thousands marks removed) from the
// decimals. The last separator is the decimal mark when one or two digits
// follow it; a lone "." followed by three digits groups thousands ("1.234");
// a lone "," followed by three digits is a third decimal, refused by the caller.
func splitDecimal(s string) (whole, frac string, ok bool) {
	if s == "" {
		return "", "", false
	}
	last := strings.LastIndexAny(s, ".,")
	if last < 0 {
		return s, "", digitsOnly(s)
	}
	head, tail, mark := s[:last], s[last+1:], s[last]
	other := byte(',')
	if mark == ',' {
		other = '.'
	}
	if !digitsOnly(tail) || tail == "" {
		return "", "", false
	}
	switch {
	case mark == '.' && len(tail) == 3 && !strings.ContainsRune(head, ','):
		head, tail = s, "" // "1.234" or "1.234.567": thousands only
		other = '.'
	case strings.IndexByte(head, mark) >= 0:
		return "", "", false // "1.2.34" or "1,2,34"
	}
	if !groupedBy(head, other) {
		return "", "", false
	}
	return strings.ReplaceAll(head, string(other), ""), tail, true
}

// groupedBy reports whether s is digits, optionally grouped in threes by sep
// ("1.234.567"): a mark anywhere else is a typing error, not a number.
func groupedBy(s string, sep byte) bool {
	parts := strings.Split(s, string(sep))
	for i, p := range parts {
		if p == "" || !digitsOnly(p) || (i > 0 && len(p) != 3) || (i == 0 && len(parts) > 1 && len(p) > 3) {
			return false
		}
	}
	return true
}

// centsOf joins whole and up to two decimals into centavos, within the limit.
func centsOf(whole, frac string) (Money, bool, string) {
	whole = strings.TrimLeft(whole, "0")
	if len(whole) > 13 {
		return 0, true, "es demasiado grande"
	}
	var n int64
	if whole != "" {
		n, _ = strconv.ParseInt(whole, 10, 64)
	}
	c, _ := strconv.ParseInt((frac + "00")[:2], 10, 64)
	m := Money(n*100 + c)
	if m > maxPrice {
		return 0, true, "es demasiado grande"
	}
	return m, true, ""
}

// numericCents reads a spreadsheet's numeric cell. Its raw value is the
// shortest text of a binary double, so 0.1+0.2 arrives as
// 0.30000000000000004: a value within a millionth of a centavo of two decimals
// is that amount; anything else has a real third decimal and is refused.
func numericCents(s string) (Money, bool, string) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, true, "no es un monto válido"
	}
	if f < 0 {
		return 0, true, "no puede ser negativo"
	}
	if f > float64(maxPrice)/100 {
		return 0, true, "es demasiado grande"
	}
	c := math.Round(f * 100)
	if math.Abs(f*100-c) > 1e-6*math.Max(1, f) {
		return 0, true, "tiene más de dos decimales"
	}
	return Money(c), true, ""
}

// importQty reads a whole quantity ≥ 0 ("1.234" is 1234); a fraction is refused.
func importQty(c ImportCell) (n int64, present bool, msg string) {
	s := cleanText(c.Text)
	if s == "" {
		return 0, false, ""
	}
	if strings.HasPrefix(s, "-") {
		return 0, true, "no puede ser negativo"
	}
	if c.Numeric {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil || f != math.Trunc(f) {
			return 0, true, "debe ser un número entero de unidades"
		}
		if f > maxQty {
			return 0, true, "es demasiado grande"
		}
		return int64(f), true, ""
	}
	whole, frac, ok := splitDecimal(strings.ReplaceAll(s, " ", ""))
	if !ok || strings.Trim(frac, "0") != "" {
		return 0, true, "debe ser un número entero de unidades"
	}
	whole = strings.TrimLeft(whole, "0")
	if len(whole) > 7 {
		return 0, true, "es demasiado grande"
	}
	n, _ = strconv.ParseInt("0"+whole, 10, 64)
	if n > maxQty {
		return 0, true, "es demasiado grande"
	}
	return n, true, ""
}

// importCode reads a code (product código, CI, NIT) as text: leading zeros
// kept, spaces trimmed. A number in scientific notation is what a spreadsheet
// makes of a long code, and the digits are lost: it is refused.
func importCode(c ImportCell) (string, string) {
	s := cleanText(c.Text)
	if s == "" {
		return "", ""
	}
	if sci(s) {
		return "", "está en notación científica: dé a la columna formato de texto y vuelva a escribir el código"
	}
	if c.Numeric {
		if f, err := strconv.ParseFloat(s, 64); err == nil && f == math.Trunc(f) && f < 1e15 {
			s = strconv.FormatInt(int64(f), 10)
		}
	}
	return s, ""
}

// sci reports text such as 7,79E+12 or 1.2e5.
func sci(s string) bool {
	i := strings.IndexAny(s, "eE")
	if i <= 0 || i == len(s)-1 {
		return false
	}
	mant, exp := strings.Replace(s[:i], ",", ".", 1), strings.TrimLeft(s[i+1:], "+-")
	_, err := strconv.ParseFloat(mant, 64)
	return err == nil && exp != "" && digitsOnly(exp)
}
