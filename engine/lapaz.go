package engine

import (
	"time"

	"sgc/engine/esbo"
)

// LaPaz is the business time zone: every business date is a La Paz calendar
// date. It is esbo's location, the one every package prints and reckons in.
var LaPaz = esbo.LaPaz()

// dateLayout is how filters and forms write a date (yyyy-MM-dd).
const dateLayout = "2006-01-02"

// BusinessDate is the La Paz calendar date of an instant, as yyyy-MM-dd.
func BusinessDate(t time.Time) string { return t.In(LaPaz).Format(dateLayout) }

// FirstBusinessDay is the earliest date a document, a filter or a form may
// carry: nothing of this business predates it, and a year 0001 typed or sent
// by mistake would otherwise be stored and sorted before everything else.
const FirstBusinessDay = "2000-01-01"

// parseDay reads a yyyy-MM-dd date (a trailing time, as some forms send, is
// ignored) and gives the instant it starts in La Paz. A date before
// FirstBusinessDay is not valid ("Fecha no válida.", the spec's message).
func parseDay(s string) (time.Time, bool) {
	if len(s) > 10 && (s[10] == 'T' || s[10] == ' ') {
		s = s[:10]
	}
	t, err := time.ParseInLocation(dateLayout, s, LaPaz)
	return t, err == nil && t.Format(dateLayout) >= FirstBusinessDay
}

// DayRange turns an inclusive fecha_desde..fecha_hasta (yyyy-MM-dd, La Paz)
// into the UTC half-open range [from, to). A blank date means today (now is
// the caller's clock); a wrong one or an inverted range is a validation error.
func DayRange(desde, hasta string, now time.Time) (from, to time.Time, err error) {
	today := BusinessDate(now)
	if desde == "" {
		desde = today
	}
	if hasta == "" {
		hasta = today
	}
	var v Validation
	f, ok1 := parseDay(desde)
	if !ok1 {
		v.Add("fecha_desde", "Fecha no válida.")
	}
	h, ok2 := parseDay(hasta)
	if !ok2 {
		v.Add("fecha_hasta", "Fecha no válida.")
	}
	if ok1 && ok2 && h.Before(f) {
		v.Add("fecha_hasta", "La fecha final no puede ser anterior a la inicial.")
	}
	if err := v.Err(); err != nil {
		return time.Time{}, time.Time{}, err
	}
	return f.UTC(), h.AddDate(0, 0, 1).UTC(), nil
}

// documentTime is the instant stored for a document dated day by a form: now
// when day is blank or today, otherwise noon of that La Paz day, so that the
// document lands on the date the user chose whatever the clock says.
func documentTime(day string, now time.Time) (time.Time, bool) {
	if day == "" || day[:min(len(day), 10)] == BusinessDate(now) {
		return now.UTC(), true
	}
	d, ok := parseDay(day)
	if !ok {
		return time.Time{}, false
	}
	return d.Add(12 * time.Hour).UTC(), true
}

// timeKey is the sortable 8-byte form of an instant used in date indexes.
func timeKey(t time.Time) uint64 { return uint64(t.UnixNano()) }
