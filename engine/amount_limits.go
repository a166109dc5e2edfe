package engine

import "strings"

// Amounts typed in a form (a cost, a price, an income or expense, a cash
// count) are at most maxPrice, 1.000 million Bs; a refusal names that
// maximum instead of saying the number is not one.

// TooLargeMessage is the message of an amount above maxPrice; subject opens the
// sentence ("El costo", "El campo total").
func TooLargeMessage(subject string) string {
	return subject + " no puede ser mayor a " + bs(maxPrice) + "."
}

// parseFormAmount reads an amount typed in a form. tooBig reports a number
// too long to be an amount (ParseMoney refuses more than 13 whole digits) or
// above maxPrice, which deserves the maximum in its message rather than
// "debe ser un número".
func parseFormAmount(s string) (m Money, tooBig bool, err error) {
	m, err = ParseMoney(s)
	if err != nil {
		return 0, looksNumeric(s), err
	}
	return m, m > maxPrice, nil
}

// looksNumeric reports text made only of digits with at most one decimal
// separator and a sign: a number, however long.
func looksNumeric(s string) bool {
	s = strings.TrimLeft(strings.TrimSpace(s), "+")
	whole, frac, _ := strings.Cut(strings.Replace(s, ",", ".", 1), ".")
	return whole != "" && digitsOnly(whole) && digitsOnly(frac)
}
