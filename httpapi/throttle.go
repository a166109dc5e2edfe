package httpapi

import (
	"strconv"
	"sync"
	"time"

	"sgc/engine"
)

// Sign-in throttling. Five failures for one usuario from one address within
// 15 minutes lock that pair; twenty failures from one address, whatever the
// usuarios, lock the address. Attempts still being checked count against the
// address too, so a burst of simultaneous guesses is refused at once (429)
// instead of queueing for the password hasher.
const (
	maxFailures        = 5
	maxAddressFailures = 20
	failureWindow      = 15 * time.Minute
)

type throttle struct {
	mu       sync.Mutex
	failures map[string][]time.Time // by pair (usuario, address) and by address
	pending  map[string]int         // attempts being checked, by address
}

func newThrottle() *throttle {
	return &throttle{failures: map[string][]time.Time{}, pending: map[string]int{}}
}

func pairKey(usuario, ip string) string { return usuario + "\x00" + ip }

// addressKey cannot collide with a pair key: a usuario is never empty.
func addressKey(ip string) string { return "\x00" + ip }

// begin admits an attempt, or refuses it while its pair or its address is
// locked, saying when to try again. An admitted attempt must be closed with end.
func (t *throttle) begin(usuario, ip string, now time.Time) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if recent := t.prune(pairKey(usuario, ip), now); len(recent) >= maxFailures {
		return tooMany(recent[len(recent)-maxFailures].Add(failureWindow), now)
	}
	recent := t.prune(addressKey(ip), now)
	if len(recent)+t.pending[ip] >= maxAddressFailures {
		// While attempts are pending the lock may not have started yet: it
		// would end a full window from now at the latest.
		until := now.Add(failureWindow)
		if len(recent) >= maxAddressFailures {
			until = recent[len(recent)-maxAddressFailures].Add(failureWindow)
		}
		return tooMany(until, now)
	}
	t.pending[ip]++
	return nil
}

// end closes an attempt admitted by begin: a failure (wrong credentials) is
// recorded against the pair and the address; a success forgets the pair's.
func (t *throttle) end(usuario, ip string, now time.Time, failed, succeeded bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.pending[ip]--; t.pending[ip] <= 0 {
		delete(t.pending, ip)
	}
	switch {
	case failed:
		for _, k := range []string{pairKey(usuario, ip), addressKey(ip)} {
			t.failures[k] = append(t.prune(k, now), now)
		}
		if len(t.failures) > 10000 { // bound memory under a spray of usernames
			for key := range t.failures {
				t.prune(key, now)
			}
		}
	case succeeded:
		delete(t.failures, pairKey(usuario, ip))
	}
}

func tooMany(until, now time.Time) error {
	// Round the wait up to whole minutes, so that it agrees with the clock time
	// given next to it (15 minutes, not 16, when the lock ends at 10:15).
	mins := int((until.Sub(now) + time.Minute - 1) / time.Minute)
	return &engine.Error{Code: engine.CodeTooMany, Message: "Demasiados intentos fallidos. Intente nuevamente en " +
		strconv.Itoa(mins) + " minuto(s), a las " + until.In(engine.LaPaz).Format("15:04") + "."}
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
