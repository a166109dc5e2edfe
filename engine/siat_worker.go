package engine

import (
	"context"
	"errors"
	"time"

	"sgc/siat"
)

// SiatOptions tune the invoicing worker. BaseURL (SGC_SIAT_URL) replaces the
// ambiente's address of the SIN's services.
type SiatOptions struct {
	BaseURL string
	Timeout time.Duration // one call; 0 is siat.DefaultTimeout
	// ProbeEvery (SGC_SIAT_SONDEO) is the probe's interval during a
	// contingency; 0 is siatProbeEvery. Only tests shorten it, so that a
	// browser test sees the recovery without waiting 20 s.
	ProbeEvery time.Duration
}

// The worker's rhythm: a pass every siatPassEvery (the outbox leaves
// within seconds of a sale), and during a contingency a probe every
// siatProbeEvery, so the SIN's return is noticed well within the minute.
const (
	siatPassEvery  = 2 * time.Second
	siatProbeEvery = 20 * time.Second
)

// SiatWorker talks to the SIN after commits: it keeps the codes and the
// catalogues, sends the outbox, runs the contingency. Only one runs in a
// cluster (the elected member); the counter never waits for it.
type SiatWorker struct {
	e    *Engine
	opt  SiatOptions
	last time.Time // last probe during a contingency
	// rest is when to try again after the SIN refused the keeper's or the
	// packages' calls (a bad token, a fault): asking every pass would only
	// repeat the refusal and fill the log.
	rest time.Time
}

// NewSiatWorker prepares the worker; Run starts it.
func (e *Engine) NewSiatWorker(opt SiatOptions) *SiatWorker { return &SiatWorker{e: e, opt: opt} }

// Run makes a pass every siatPassEvery until ctx ends, logging what failed.
func (w *SiatWorker) Run(ctx context.Context) {
	t := time.NewTicker(siatPassEvery)
	defer t.Stop()
	for {
		if err := w.Pass(ctx); err != nil && ctx.Err() == nil {
			w.e.Log.Warn("facturación: el SIN no aceptó una operación", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// Pass does what is due now: during a contingency only a probe (and, when
// the SIN answers, the recovery); otherwise the codes, the offline invoices'
// events and packages, and the outbox. An outage met on the way starts a
// contingency and is not an error.
func (w *SiatWorker) Pass(ctx context.Context) error {
	if w.e.Now().Before(w.rest) {
		return nil
	}
	err := w.pass(ctx)
	if err != nil && !siat.Offline(err) && (siat.KindOf(err) != 0 || err == errNoToken) {
		w.rest = w.e.Now().Add(retryAfter)
	}
	return err
}

func (w *SiatWorker) pass(ctx context.Context) error {
	cfg, c, ok, err := w.client()
	if err != nil || !ok {
		return err
	}
	var cont siatContingency
	if err := w.e.view(func(tx ReadTx) error { cont, err = getContingency(tx); return err }); err != nil {
		return err
	}
	if cont.Activa {
		now := w.e.Now()
		every := w.opt.ProbeEvery
		if every <= 0 {
			every = siatProbeEvery
		}
		if now.Sub(w.last) < every {
			return nil
		}
		w.last = now
		if err := c.CheckCommunication(ctx, siat.ServiceCompraVenta); err != nil {
			return w.failed(err)
		}
		// The SIN answers again: a new CUFD before anything else (the SIN's order).
		if err := w.keepCodes(ctx, c, cfg, true); err != nil {
			return w.failed(err)
		}
		if err := w.e.update(func(tx *Tx) error {
			k, err := getContingency(tx.Tx)
			if err != nil {
				return err
			}
			k.Activa, k.UltimoInicio = false, k.Inicio
			return putJSON(tx.Bucket(bktSiat), keySiatContingenc, k)
		}); err != nil {
			return err
		}
	}
	if err := w.keepCodes(ctx, c, cfg, false); err != nil {
		return w.failed(err)
	}
	if err := w.settleOffline(ctx, c, cfg); err != nil {
		return w.failed(err)
	}
	return w.failed(w.drain(ctx, c, cfg))
}

// client builds the SIN client of the configuration; ok is false while
// invoicing is off or has no token.
func (w *SiatWorker) client() (SiatConfig, *siat.Client, bool, error) {
	var cfg SiatConfig
	err := w.e.view(func(tx ReadTx) (err error) { cfg, err = getSiatConfig(tx); return err })
	if err != nil || !cfg.Activo {
		return cfg, nil, false, err
	}
	token := w.e.siatToken()
	if token == "" {
		// Never saved, or sealed by another cluster's key (a store restored
		// into a new cluster). Said in the log, once a minute, for the owner.
		return cfg, nil, false, errNoToken
	}
	return cfg, siat.NewClient(siat.Config{Ambiente: cfg.Ambiente, Modalidad: cfg.Modalidad, CodigoSistema: cfg.CodigoSistema,
		NIT: cfg.NIT, Token: siat.Secret(token), BaseURL: w.opt.BaseURL, Timeout: w.opt.Timeout, Now: w.e.Now}), true, nil
}

// errNoToken: invoicing is on but this server cannot read a token delegado.
var errNoToken = errors.New("la facturación está activa pero este servidor no tiene un token delegado que pueda leer: guárdelo de nuevo en Facturación")

// failed starts a contingency when err says the SIN is out of reach; other
// errors are returned for the log (and are on the invoice they concern).
func (w *SiatWorker) failed(err error) error {
	if err == nil || !siat.Offline(err) {
		return err
	}
	now, cause := w.e.Now(), err
	w.last = now
	return w.e.update(func(tx *Tx) error {
		k, err := getContingency(tx.Tx)
		if err != nil || k.Activa {
			return err
		}
		k.Activa, k.Inicio, k.Causa, k.UltimaPrueba = true, now, cause.Error(), now
		w.e.Log.Warn("facturación: el SIN no responde; se emite fuera de línea", "causa", cause)
		return putJSON(tx.Bucket(bktSiat), keySiatContingenc, k)
	})
}

// pos is the point of sale of a branch as the siat client takes it.
func pos(place SiatBranch, p siatPoint) siat.PointOfSale {
	return siat.PointOfSale{Sucursal: place.CodigoSucursal, PuntoVenta: place.PuntoVenta, CUIS: p.CUIS, CUFD: p.CUFD}
}
