package engine

import (
	"context"
	"time"

	"sgc/siat"
)

// Renewal margins: a CUIS is asked again from 5 days before it expires (the
// SIN allows it then), a CUFD every La Paz day and an hour before it expires,
// so the counter never meets an expired one while the SIN answers.
const (
	cuisAhead = 5 * 24 * time.Hour
	cufdAhead = time.Hour
)

// siatParametrics are the paramétricas synced daily.
var siatParametrics = []string{siat.CatalogueTipoDocumentoIdentidad, siat.CatalogueTipoMetodoPago,
	siat.CatalogueUnidadMedida, siat.CatalogueMotivoAnulacion, siat.CatalogueEventosSignificativos,
	siat.CatalogueTipoMoneda, siat.CatalogueTipoPuntoVenta, siat.CatalogueMensajesServicios}

// keepCodes renews each configured point's CUIS and CUFD when due (force:
// a new CUFD whatever the old one's validity, as after a contingency),
// re-emits fuera de línea the online invoices the old CUFD leaves behind,
// then syncs the catalogues once a La Paz day.
func (w *SiatWorker) keepCodes(ctx context.Context, c *siat.Client, cfg SiatConfig, force bool) error {
	var first siat.PointOfSale
	for i, place := range cfg.Sucursales {
		var p siatPoint
		if err := w.e.view(func(tx ReadTx) (err error) { p, err = getSiatPoint(tx, place.SucursalID); return err }); err != nil {
			return err
		}
		now := w.e.Now()
		changed := false
		if p.CUIS == "" || now.Add(cuisAhead).After(p.CUISVence) {
			codes, err := c.CUIS(ctx, pos(place, p))
			if err != nil {
				return err
			}
			if codes.Codigo != p.CUIS {
				p.CUFD = "" // a new CUIS needs a new CUFD
			}
			p.CUIS, p.CUISVence, changed = codes.Codigo, codes.FechaVigencia, true
		}
		renew := force || p.CUFD == "" || siatDay(p.CUFDDesde) != siatDay(now) || now.Add(cufdAhead).After(p.CUFDVence)
		if renew && !force && p.cufdUsable(now) {
			// Online invoices under this CUFD never tried yet go first, in
			// this pass's drain: a new CUFD would leave them unable to go
			// online. The next pass renews.
			waiting, err := w.untriedOnline(place.SucursalID, p.CUFD)
			if err != nil {
				return err
			}
			renew = !waiting
		}
		if renew {
			if clock, err := c.SyncDateTime(ctx, pos(place, p)); err == nil {
				// The SIN's clock is the reference for deadlines; a large
				// difference is logged for the owner to fix the PC's clock.
				if d := clock.Sub(w.e.Now()); d > time.Minute || d < -time.Minute {
					w.e.Log.Warn("facturación: el reloj del equipo difiere del reloj del SIN", "diferencia", d.Round(time.Second))
				}
			} else {
				return err
			}
			codes, err := c.CUFD(ctx, pos(place, p))
			if err != nil {
				return err
			}
			p.CUFD, p.CodigoControl, p.Direccion, p.CUFDVence = codes.Codigo, codes.CodigoControl, codes.Direccion, codes.FechaVigencia
			p.CUFDDesde, changed = w.e.Now(), true
		}
		if changed {
			if err := w.e.update(func(tx *Tx) error { return putJSON(tx.Bucket(bktSiat), keySiatPoint(place.SucursalID), p) }); err != nil {
				return err
			}
		}
		if i == 0 {
			first = pos(place, p)
		}
	}
	if len(cfg.Sucursales) == 0 {
		return nil
	}
	// A renewed CUFD leaves the online invoices still unsent under the old
	// one unable to go online.
	if err := w.reissueLate(ctx, c, cfg); err != nil {
		return err
	}
	return w.syncCatalogues(ctx, c, first)
}

// syncCatalogues fetches every catalogue once a La Paz day, all of them
// before storing any, so the counter never mixes two days' lists.
func (w *SiatWorker) syncCatalogues(ctx context.Context, c *siat.Client, p siat.PointOfSale) error {
	var cur siatCatalogues
	if err := w.e.view(func(tx ReadTx) (err error) { cur, err = getSiatCatalogues(tx); return err }); err != nil {
		return err
	}
	now := w.e.Now()
	if !cur.Fecha.IsZero() && siatDay(cur.Fecha) == siatDay(now) {
		return nil
	}
	next := siatCatalogues{Fecha: now, Parametrics: map[string][]siatParam{}}
	for _, op := range siatParametrics {
		list, err := c.SyncCatalogue(ctx, p, op)
		if err != nil {
			return err
		}
		for _, e := range list {
			next.Parametrics[op] = append(next.Parametrics[op], siatParam{Codigo: e.CodigoClasificador, Descripcion: e.Descripcion})
		}
	}
	var err error
	if next.Leyendas, err = c.SyncLegends(ctx, p); err != nil {
		return err
	}
	if next.Productos, err = c.SyncProducts(ctx, p); err != nil {
		return err
	}
	if next.Actividades, err = c.SyncActivities(ctx, p); err != nil {
		return err
	}
	return w.e.update(func(tx *Tx) error { return putJSON(tx.Bucket(bktSiat), keySiatCatalogues, next) })
}
