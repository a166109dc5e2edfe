package cli

import (
	"context"
	"log/slog"
	"time"

	"sgc/engine"
)

// purgeIdempotencyKeys deletes the Idempotency-Keys older than seven days at
// start and every engine.IdempotencyPurgeEvery until ctx ends: without it
// the store keeps the key of every document ever made.
func purgeIdempotencyKeys(ctx context.Context, eng *engine.Engine, log *slog.Logger) {
	tick := time.NewTicker(engine.IdempotencyPurgeEvery)
	defer tick.Stop()
	for {
		if n, err := eng.PurgeIdempotency(); err != nil {
			log.Error("no se pudieron purgar las claves de idempotencia vencidas", "err", err)
		} else if n > 0 {
			log.Info("claves de idempotencia vencidas purgadas", "cantidad", n)
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}
