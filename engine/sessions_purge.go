package engine

import "time"

// SessionPurgeEvery is how often a running server purges dead sessions.
const SessionPurgeEvery = 15 * time.Minute

// PurgeSessions deletes the sessions idle for longer than SessionIdle, which
// Authenticate already refuses: without it the store keeps every token ever
// issued and never used again. It returns how many were deleted.
func (e *Engine) PurgeSessions() (n int, err error) {
	now := e.Now().UTC()
	err = e.update(func(tx *Tx) error {
		b := tx.Bucket(bktSessions)
		var dead [][]byte
		if err := each(b, func(k []byte, s *session) error {
			if now.Sub(s.LastSeen) > SessionIdle {
				dead = append(dead, append([]byte(nil), k...))
			}
			return nil
		}); err != nil {
			return err
		}
		for _, k := range dead {
			if err := b.Delete(k); err != nil {
				return err
			}
		}
		n = len(dead)
		return nil
	})
	return n, err
}
