package siat

import "time"

// AnnulmentDeadline is the first instant an invoice can no longer be
// annulled, nor an annulment reverted: the day after lastDay of the month
// after its emission, in La Paz. The SIN's pages say "until day 9"; whether
// that day is included is unverified, so the caller passes lastDay from its
// configuration rather than this package fixing it.
func AnnulmentDeadline(emitted time.Time, lastDay int) time.Time {
	e := emitted.In(laPaz)
	return time.Date(e.Year(), e.Month()+1, lastDay+1, 0, 0, 0, 0, laPaz)
}
