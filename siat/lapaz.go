package siat

import (
	"time"

	"sgc/engine/esbo"
)

// laPaz is the zone of every date the SIN reads: the CUF, fechaEmision,
// fechaEnvio and the event's start and end are La Paz wall time without an
// offset; esbo's location, the one the rest of sgc reckons in.
var laPaz = esbo.LaPaz()

// sinTimeLayout is the SIN's xs:dateTime as its samples write it: La Paz wall
// time to the millisecond, no zone (2021-10-06T16:03:48.675).
const sinTimeLayout = "2006-01-02T15:04:05.000"

// SINTime writes t as the SIN reads a date: in La Paz, to the millisecond,
// without an offset, whatever zone t carries (a server running in UTC must
// not shift the invoice by four hours).
func SINTime(t time.Time) string { return t.In(laPaz).Format(sinTimeLayout) }
