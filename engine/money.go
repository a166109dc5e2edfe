package engine

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"sgc/engine/esbo"
)

// Money is an amount of bolivianos in centavos. It is never summed in float64;
// JSON shows it as a number with two decimals (12.5 Bs → 12.50).
type Money int64

// bs prints an amount as every message and audit detail shows it, the way the
// screens and PDFs print money: "Bs 1.234,50" (engine/esbo).
func bs(m Money) string { return esbo.Money(int64(m)) }

// MarshalJSON writes the amount as a JSON number with two decimals.
func (m Money) MarshalJSON() ([]byte, error) { return []byte(m.String()), nil }

// String gives "-12.50" style text with a dot, as JSON and forms use.
func (m Money) String() string {
	n := int64(m)
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	c := n % 100
	s := sign + strconv.FormatInt(n/100, 10) + "."
	if c < 10 {
		s += "0"
	}
	return s + strconv.FormatInt(c, 10)
}

// UnmarshalJSON accepts a JSON number or a string holding one ("12.5", "12,50",
// ""). Extra decimals round half away from zero to the centavo, so that a
// browser's 0.30000000000000004 is 0.30.
func (m *Money) UnmarshalJSON(b []byte) error {
	s := strings.TrimSpace(string(b))
	if s == "null" {
		*m = 0
		return nil
	}
	if strings.HasPrefix(s, `"`) {
		var str string
		if err := json.Unmarshal(b, &str); err != nil {
			return err
		}
		s = str
	}
	v, err := ParseMoney(s)
	if err != nil || isComposite(b) {
		return typeError(b, Money(0)) // 1e300, "abc", a list: a 422 on the field
	}
	*m = v
	return nil
}

var errMoney = errors.New("importe inválido")

// ParseMoney reads a decimal amount without going through float64.
// An empty string is zero.
func ParseMoney(s string) (Money, error) {
	s = strings.TrimSpace(strings.Replace(s, ",", ".", 1))
	if s == "" {
		return 0, nil
	}
	neg := false
	if s[0] == '-' || s[0] == '+' {
		neg = s[0] == '-'
		s = s[1:]
	}
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		f, err := strconv.ParseFloat(s, 64)
		if err != nil || f > 1e13 {
			return 0, errMoney
		}
		s = strconv.FormatFloat(f, 'f', -1, 64)
	}
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" && frac == "" || len(whole) > 13 || !digitsOnly(whole) || !digitsOnly(frac) {
		return 0, errMoney
	}
	var n int64
	if whole != "" {
		n, _ = strconv.ParseInt(whole, 10, 64)
	}
	frac += "000"
	c, _ := strconv.ParseInt(frac[:2], 10, 64)
	n = n*100 + c
	if frac[2] >= '5' {
		n++
	}
	if neg {
		n = -n
	}
	return Money(n), nil
}

func digitsOnly(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
