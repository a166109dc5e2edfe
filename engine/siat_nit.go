package engine

import (
	"context"
	"strconv"
	"strings"
	"time"

	"sgc/siat"
)

// NITCheck is the SIN's verdict on a buyer's NIT as the counter shows it.
// Valido is nil when the SIN could not be asked: the sale may then carry
// codigo_excepcion 1.
type NITCheck struct {
	Valido  *bool  `json:"valido"`
	Mensaje string `json:"mensaje"`
}

// nitCheckTimeout bounds the counter's question: a buyer is waiting, and a
// SIN slower than this is, for the cashier, a SIN out of reach.
const nitCheckTimeout = 3 * time.Second

const nitUnverified = "No se pudo verificar el NIT (sin conexión con el SIN)"

// CheckNIT asks the SIN (verificarNit) whether a buyer's NIT is active. The
// screen asks when the NIT field loses focus, apart from the sale, which
// never waits for the SIN. Any point of sale's CUIS will do; the actor's
// branch's is preferred.
func (w *SiatWorker) CheckNIT(ctx context.Context, actor Actor, nit string) (NITCheck, error) {
	n, err := strconv.ParseInt(strings.TrimSpace(nit), 10, 64)
	if err != nil || n <= 0 {
		return NITCheck{}, Invalid("nit", "El NIT debe ser un número.")
	}
	cfg, c, ok, err := w.client()
	if err == errNoToken {
		return NITCheck{Mensaje: "No se pudo verificar el NIT (este servidor no tiene el token delegado)"}, nil
	}
	if err != nil {
		return NITCheck{}, err
	}
	if !ok {
		return NITCheck{Mensaje: "No se pudo verificar el NIT (la facturación no está activa)"}, nil
	}
	var at siat.PointOfSale
	err = w.e.view(func(tx ReadTx) error {
		for _, place := range cfg.Sucursales {
			p, err := getSiatPoint(tx, place.SucursalID)
			if err != nil {
				return err
			}
			if p.CUIS != "" && (at.CUIS == "" || place.SucursalID == actor.Branch) {
				at = pos(place, p)
			}
		}
		return nil
	})
	if err != nil {
		return NITCheck{}, err
	}
	if at.CUIS == "" {
		return NITCheck{Mensaje: "No se pudo verificar el NIT (aún no se obtuvieron los códigos del SIN)"}, nil
	}
	ctx, cancel := context.WithTimeout(ctx, nitCheckTimeout)
	defer cancel()
	st, err := c.CheckNIT(ctx, at, n)
	if siat.Offline(err) || ctx.Err() != nil {
		return NITCheck{Mensaje: nitUnverified}, nil
	}
	if err != nil {
		return NITCheck{Mensaje: "No se pudo verificar el NIT. " + siatErrorText(err)}, nil
	}
	msg := "NIT activo"
	if !st.Active {
		msg = "NIT inactivo o inexistente"
	}
	if len(st.Messages) > 0 && st.Messages[0].Descripcion != "" {
		msg = st.Messages[0].Descripcion
	}
	return NITCheck{Valido: &st.Active, Mensaje: msg}, nil
}
