package httpapi

import (
	"strconv"
	"sync"
	"time"

	"sgc/engine"
)

// Sign-in throttling: five failures for one usuario from one address within
// 15 minutes lock that pair until the oldest failure leaves the window.
const (
	maxFailures   = 5
	failureWindow = 15 * time.Minute
)

type throttle struct {
	mu       sync.Mutex
	failures map[string][]time.Time
}

func newThrottle() *throttle { return &throttle{failures: map[string][]time.Time{}} }

func throttleKey(usuario, ip string) string { return usuario + "\x00" + ip }

// check refuses an attempt while the pair is locked, saying when to try again.
func (t *throttle) check(usuario, ip string, now time.Time) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	recent := t.prune(throttleKey(usuario, ip), now)
	if len(recent) < maxFailures {
		return nil
	}
	until := recent[len(recent)-maxFailures].Add(failureWindow)
	// Round the wait up to whole minutes, so that it agrees with the clock time
	// given next to it (15 minutes, not 16, when the lock ends at 10:15).
	mins := int((until.Sub(now) + time.Minute - 1) / time.Minute)
	loc, _ := time.LoadLocation("America/La_Paz")
	return &engine.Error{Code: engine.CodeTooMany, Message: "Demasiados intentos fallidos. Intente nuevamente en " +
		strconv.Itoa(mins) + " minuto(s), a las " + until.In(loc).Format("15:04") + "."}
}

// fail records a failed attempt; succeed forgets the pair's failures.
func (t *throttle) fail(usuario, ip string, now time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	k := throttleKey(usuario, ip)
	t.failures[k] = append(t.prune(k, now), now)
	if len(t.failures) > 10000 { // bound memory under a spray of usernames
		for key := range t.failures {
			if len(t.prune(key, now)) == 0 {
				delete(t.failures, key)
			}
		}
	}
}

func (t *throttle) succeed(usuario, ip string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.failures, throttleKey(usuario, ip))
}

func (t *throttle) prune(k string, now time.Time) []time.Time {
	list := t.failures[k]
	i := 0
	for i < len(list) && now.Sub(list[i]) > failureWindow {
		i++
	}
	list = list[i:]
	if len(list) == 0 {
		delete(t.failures, k)
		return nil
	}
	t.failures[k] = list
	return list
}
