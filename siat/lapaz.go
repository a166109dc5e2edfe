package siat

import (
	"time"
	_ "time/tzdata" // a mini-PC may have no zoneinfo; the CUF's wall time must still be La Paz
)

// laPaz is the zone of every date the SIN reads: the CUF, fechaEmision,
// fechaEnvio and the event's start and end are La Paz wall time without an
// offset. Bolivia keeps no daylight saving time, so the fixed UTC-4 fallback is
// exact should the embedded database fail to load.
var laPaz = func() *time.Location {
	loc, err := time.LoadLocation("America/La_Paz")
	if err != nil {
		return time.FixedZone("BOT", -4*60*60)
	}
	return loc
}()

// sinTimeLayout is the SIN's xs:dateTime as its samples write it: La Paz wall
// time to the millisecond, no zone (2021-10-06T16:03:48.675).
const sinTimeLayout = "2006-01-02T15:04:05.000"

// SINTime writes t as the SIN reads a date: in La Paz, to the millisecond,
// without an offset, whatever zone t carries (a server running in UTC must
// not shift the invoice by four hours).
func SINTime(t time.Time) string { return t.In(laPaz).Format(sinTimeLayout) }
