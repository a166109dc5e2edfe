package engine

import (
	"encoding/json"

	"sgc/engine/store"
)

// In cluster mode several processes (members) run the engine on one shared
// store. Each keeps in memory what follows the commits (the search index,
// the browsers' event streams), so a commit's change set must reach them
// all: it is written into the commit itself (store.Feed.Announce) and every
// other member hands it to its subscribers as if the commit were its own.
// The engine's caches need nothing more: they are stamped with versions kept
// in the store (product_seq, agg_version), which every member reads.

// announce adds c to the commit of tx when the store is shared.
func (e *Engine) announce(tx store.Tx, c Change) error {
	f, ok := e.db.(store.Feed)
	if !ok || c.empty() {
		return nil
	}
	raw, err := json.Marshal(c)
	if err != nil {
		return err
	}
	return f.Announce(tx, raw)
}

// followFeed hands the other members' change sets to the subscribers.
func (e *Engine) followFeed() {
	f, ok := e.db.(store.Feed)
	if !ok {
		return
	}
	f.Follow(func(raw []byte) {
		var c Change
		if raw == nil {
			// Records were lost while this member was cut off: everything
			// a subscriber follows may have changed.
			all, err := e.everything()
			if err != nil {
				e.Log.Error("no se pudo releer los datos tras perder cambios de otro servidor", "err", err)
				return
			}
			c = all
		} else if err := json.Unmarshal(raw, &c); err != nil {
			e.Log.Error("cambio ilegible de otro servidor", "err", err)
			return
		}
		e.publish(c)
	})
}

// everything is a change set naming every product, branch and user.
func (e *Engine) everything() (Change, error) {
	var c Change
	err := e.view(func(tx ReadTx) error {
		if v := tx.Bucket(bktMeta).Get(keyProductSeq); v != nil {
			c.Seq = btoi(v)
		}
		ids := func(bkt []byte) []uint64 {
			var out []uint64
			tx.Bucket(bkt).ForEach(func(k, _ []byte) error {
				out = append(out, btoi(k))
				return nil
			})
			return out
		}
		c.Products, c.Stock, c.Notified = ids(bktProducts), ids(bktBranches), ids(bktUsers)
		c.Alerts = c.Stock
		return nil
	})
	return c, err
}
