package backup

import (
	"sort"
	"time"

	"sgc/engine"
)

// Keep chooses which backups to keep among those taken at times: the newest of
// each of the last daily La Paz calendar days that have a backup, and the
// newest of each of the last monthly calendar months. Every other time is
// returned in drop. A day's or month's newest backup is the one kept so that
// the month's copy moves forward until the month ends.
func Keep(times []time.Time, daily, monthly int) (keep, drop []time.Time) {
	sorted := append([]time.Time(nil), times...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].After(sorted[j]) })
	days, months := map[string]bool{}, map[string]bool{}
	for _, t := range sorted {
		local := t.In(engine.LaPaz)
		day, month := local.Format("2006-01-02"), local.Format("2006-01")
		kept := false
		if !days[day] { // the first seen is the day's newest
			days[day] = true
			kept = len(days) <= daily
		}
		if !months[month] {
			months[month] = true
			kept = kept || len(months) <= monthly
		}
		if kept {
			keep = append(keep, t)
		} else {
			drop = append(drop, t)
		}
	}
	return keep, drop
}
