package engine

import (
	"math"
	"time"
)

// The price-change alert of each user (foundation.md §4, §7; DESIGN §5 "Price
// alert"). Every change of a branch's prices is an alert of that branch
// (alertas_precio, recorded by setBranchPrices and defaultsChanged); a user
// sees those recorded after they last dismissed the alert for the branch, or,
// if they never did, those recorded after their account was created.

// bktPriceAlertSeen holds user|branch → the alert sequence (8 bytes) the user
// had seen when they last dismissed that branch's alert.
var bktPriceAlertSeen = []byte("alertas_precio_vistas")

// priceAlertBuckets are created by the price-alert migration step.
var priceAlertBuckets = [][]byte{bktPriceAlertSeen}

// ChangedPrice is one product of the "updated prices" list: its prices now in
// the branch and those it had before its first change since the dismissal.
type ChangedPrice struct {
	ProductoID uint64    `json:"producto_id"`
	Codigo     string    `json:"codigo"`
	Producto   string    `json:"producto"`
	Fecha      time.Time `json:"fecha"` // the latest change
	PriceSet
	Anterior PriceSet `json:"anterior"`
}

// alertWindow says which of a branch's alerts a user still has to see.
type alertWindow struct {
	dismissed bool
	seen      uint64    // with dismissed: the last sequence already seen
	since     time.Time // without: the user's creation
}

func (w alertWindow) shows(a *PriceAlert) bool {
	if w.dismissed {
		return a.Seq > w.seen
	}
	return a.Fecha.After(w.since)
}

// priceAlertWindow checks that the actor may see branch's alert and reads
// their window. Inventario gets no alerts; roles other than Super and
// Administrador only those of their own branch.
func priceAlertWindow(tx ReadTx, actor Actor, branch uint64) (alertWindow, error) {
	var w alertWindow
	if actor.Has(RoleInventario) || actor.Role() == "" {
		return w, Forbidden("Su rol no recibe alertas de precios.")
	}
	if !actor.CanActIn(branch) {
		return w, Forbidden("No puede consultar otra sucursal.")
	}
	if _, err := getBranch(tx, branch); err != nil {
		return w, err
	}
	u, err := getUser(tx, actor.UserID)
	if err != nil {
		return w, err
	}
	if v := tx.Bucket(bktPriceAlertSeen).Get(key(u.ID, branch)); v != nil {
		return alertWindow{dismissed: true, seen: btoi(v)}, nil
	}
	return alertWindow{since: u.CreatedAt}, nil
}

// eachAlertNewest calls fn with the branch's alerts from the newest back,
// while fn answers true.
func eachAlertNewest(tx ReadTx, branch uint64, fn func(a *PriceAlert) bool) error {
	c := tx.Bucket(bktPriceAlerts).Cursor()
	var k, raw []byte
	if branch == math.MaxUint64 {
		k, raw = c.Last()
	} else if k, _ = c.Seek(itob(branch + 1)); k == nil {
		k, raw = c.Last()
	} else {
		k, raw = c.Prev()
	}
	prefix := itob(branch)
	for ; k != nil && hasPrefix(k, prefix); k, raw = c.Prev() {
		var a PriceAlert
		if err := jsonUnmarshal(raw, &a); err != nil {
			return err
		}
		if !fn(&a) {
			return nil
		}
	}
	return nil
}

// PriceAlertExists reports whether branch's prices changed since the actor
// last dismissed its alert (the banner, polled every 60 seconds).
func (e *Engine) PriceAlertExists(actor Actor, branch uint64) (exists bool, err error) {
	err = e.view(func(tx ReadTx) error {
		w, err := priceAlertWindow(tx, actor, branch)
		if err != nil {
			return err
		}
		return eachAlertNewest(tx, branch, func(a *PriceAlert) bool {
			exists = w.shows(a)
			return false // the newest alert decides
		})
	})
	return exists, err
}

// ChangedPrices lists, newest change first, one row per product of branch
// whose prices changed since the actor last dismissed the alert.
func (e *Engine) ChangedPrices(actor Actor, branch uint64) (out []ChangedPrice, err error) {
	err = e.view(func(tx ReadTx) error {
		out = []ChangedPrice{}
		w, err := priceAlertWindow(tx, actor, branch)
		if err != nil {
			return err
		}
		row := map[uint64]int{} // product → index in out
		var ferr error
		err = eachAlertNewest(tx, branch, func(a *PriceAlert) bool {
			if !w.shows(a) {
				return false // older ones are older still
			}
			if i, ok := row[a.ProductoID]; ok {
				out[i].Anterior = priceSet(a.Anterior) // an earlier change: its "before" is older
				return true
			}
			p, err := getProduct(tx, a.ProductoID)
			if err != nil {
				ferr = err
				return false
			}
			row[a.ProductoID] = len(out)
			out = append(out, ChangedPrice{ProductoID: p.ID, Codigo: p.Codigo, Producto: p.Producto, Fecha: a.Fecha,
				PriceSet: priceSet(branchPrices(tx, branch, &p)), Anterior: priceSet(a.Anterior)})
			return true
		})
		if err == nil {
			err = ferr
		}
		return err
	})
	return out, err
}

// DismissPriceAlert hides branch's alert from the actor until its prices
// change again ("DEJAR DE MOSTRAR").
func (e *Engine) DismissPriceAlert(actor Actor, branch uint64) error {
	return e.update(func(tx *Tx) error {
		if _, err := priceAlertWindow(tx.Tx, actor, branch); err != nil {
			return err
		}
		seen := tx.Bucket(bktPriceAlerts).Sequence()
		return tx.Bucket(bktPriceAlertSeen).Put(key(actor.UserID, branch), itob(seen))
	})
}
