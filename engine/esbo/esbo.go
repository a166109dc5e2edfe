// Package esbo is THE formatter of numbers and dates as Bolivian Spanish
// (es-BO) writes them, for every text a user reads: the engine's messages and
// audit details, the PDFs and spreadsheets of engine/report, the HTTP layer.
// Money is an int64 of centavos ("Bs 1.234,50"), dates print as dd/MM/yyyy in
// America/La_Paz. It imports no other sgc package, so both the engine and
// engine/report use it.
package esbo

import (
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // a small office PC may have no zoneinfo; La Paz must always load
)

// laPaz is the business time zone. Bolivia has no daylight saving time, so
// the fixed UTC-4 fallback is exact should the embedded database ever fail.
var laPaz = loadLaPaz()

func loadLaPaz() *time.Location {
	loc, err := time.LoadLocation("America/La_Paz")
	if err != nil {
		return time.FixedZone("BOT", -4*60*60)
	}
	return loc
}

// LaPaz returns the America/La_Paz location used for every printed date.
func LaPaz() *time.Location { return laPaz }

// Amount formats centavos with Bolivian separators and no currency sign:
// 123456 → "1.234,56", -5 → "-0,05".
func Amount(c int64) string {
	u, neg := abs(c)
	cents := u % 100
	s := group(u/100) + "," + string(rune('0'+cents/10)) + string(rune('0'+cents%10))
	if neg {
		return "-" + s
	}
	return s
}

// Money formats centavos as an amount in bolivianos: "Bs 1.234,56"; a
// negative amount puts the sign before the currency: "-Bs 1.234,56".
func Money(c int64) string {
	if c < 0 {
		return "-Bs " + Amount(c)[1:]
	}
	return "Bs " + Amount(c)
}

// Quantity formats a whole quantity with thousands dots: 12500 → "12.500".
func Quantity(n int64) string {
	u, neg := abs(n)
	if neg {
		return "-" + group(u)
	}
	return group(u)
}

// abs splits n into its magnitude and sign; it is safe for math.MinInt64.
func abs(n int64) (uint64, bool) {
	if n < 0 {
		return uint64(-(n + 1)) + 1, true
	}
	return uint64(n), false
}

// group writes u with a dot every three digits: 1234567 → "1.234.567".
func group(u uint64) string {
	digits := strconv.FormatUint(u, 10)
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(d)
	}
	return b.String()
}

// Date prints the La Paz calendar date of t as dd/MM/yyyy; the zero time
// prints as an empty string, for optional dates.
func Date(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.In(laPaz).Format("02/01/2006")
}

// DateTime prints t in La Paz as dd/MM/yyyy HH:mm (24-hour clock); the zero
// time prints as an empty string.
func DateTime(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.In(laPaz).Format("02/01/2006 15:04")
}

// Time prints the La Paz wall-clock time of t as HH:mm.
func Time(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.In(laPaz).Format("15:04")
}

// Day prints a business date kept as yyyy-MM-dd as dd/MM/yyyy: "2026-11-25"
// → "25/11/2026". Anything else is printed as it is.
func Day(day string) string {
	if len(day) != 10 || day[4] != '-' || day[7] != '-' {
		return day
	}
	return day[8:10] + "/" + day[5:7] + "/" + day[:4]
}

// Count says how many of something, with the noun agreeing: Count(1, "unidad",
// "unidades") → "1 unidad", Count(1500, …) → "1.500 unidades".
func Count(n int64, one, many string) string {
	if n == 1 || n == -1 {
		return Quantity(n) + " " + one
	}
	return Quantity(n) + " " + many
}
