package engine

import (
	"net/mail"
	"strings"
	"unicode/utf8"
)

// Field rules shared by every form. Messages follow the wording users already know
// from the earlier system: "El campo <etiqueta> es obligatorio.".

// Required adds a message when value is blank and reports whether it was present.
func (v *Validation) Required(field, label, value string) bool {
	if strings.TrimSpace(value) == "" {
		v.Add(field, "El campo "+label+" es obligatorio.")
		return false
	}
	return true
}

// MaxLen adds a message when value has more than n characters.
func (v *Validation) MaxLen(field, label, value string, n int) {
	if utf8.RuneCountInString(value) > n {
		v.Add(field, "El campo "+label+" no debe tener más de "+itoa(int64(n))+" caracteres.")
	}
}

// Digits adds a message when a non-empty value is not made only of digits
// (NIT, CI and phone numbers).
func (v *Validation) Digits(field, label, value string) {
	if value == "" {
		return
	}
	for _, r := range value {
		if r < '0' || r > '9' {
			v.Add(field, "El campo "+label+" debe contener solo números.")
			return
		}
	}
}

// Email adds a message when a non-empty value is not an e-mail address.
func (v *Validation) Email(field, value string) {
	if value == "" {
		return
	}
	a, err := mail.ParseAddress(value)
	if err != nil || a.Address != value || !strings.Contains(value[strings.LastIndex(value, "@"):], ".") {
		v.Add(field, "El campo correo electrónico debe ser una dirección válida.")
	}
}

// Total adds the total rules of a document: within the limit that keeps sums in
// int64, and equal to what the client sent, so that what the customer saw is
// what is stored. doc names the document ("de la venta"), sum what the total
// adds up ("la suma de los productos").
func (v *Validation) Total(doc string, total, sent Money, sum string) {
	if total > maxTotal {
		v.Add("total", "El total "+doc+" es demasiado grande.")
	} else if sent != total {
		v.Add("total", "El total no coincide con "+sum+" ("+bs(total)+").")
	}
}

// voidMotivo is the trimmed reason of a catálogo or proforma void, at most
// 500 characters; required says whether it may be blank.
func voidMotivo(motivo string, required bool) (string, error) {
	if motivo = strings.TrimSpace(motivo); motivo == "" && required {
		return "", Invalid("motivo", "Debe ingresar un motivo")
	}
	var v Validation
	v.MaxLen("motivo", "motivo", motivo, 500)
	return motivo, v.Err()
}

// clean trims the text fields a form sends, so that "  Ana " is stored as "Ana".
func clean(ss ...*string) {
	for _, s := range ss {
		*s = strings.TrimSpace(*s)
	}
}

func itoa(n int64) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
