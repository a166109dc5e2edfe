package engine

import (
	"time"
)

// siatContingency is whether the SIN is out of reach, under "contingencia"
// in bucket siat: while Activa every invoice is emitted fuera de línea and the
// keeper only probes verificarComunicacion.
type siatContingency struct {
	Activa bool      `json:"activa"`
	Inicio time.Time `json:"inicio"` // when the SIN stopped answering
	Causa  string    `json:"causa"`
	// UltimoInicio is the start of the last contingency, kept after it ends
	// so the event registered for its invoices begins when the outage did.
	UltimoInicio time.Time `json:"ultimo_inicio"`
	UltimaPrueba time.Time `json:"ultima_prueba"`
}

// invoiceEvent is a significant event (a contingency) of one point of sale
// and the offline invoices it covers, in facturas_eventos. Registered after
// the SIN answers again, then its invoices go in packages of at most 500.
type invoiceEvent struct {
	ID         uint64         `json:"id"`
	Sucursal   uint64         `json:"sucursal_id"`
	CUFDEvento string         `json:"cufd_evento"`
	Inicio     time.Time      `json:"inicio"`
	Fin        time.Time      `json:"fin"`
	Motivo     int            `json:"codigo_motivo"`
	Codigo     int64          `json:"codigo_recepcion_evento"` // 0 until registered
	Paquetes   []eventPackage `json:"paquetes"`
	Error      string         `json:"error"`
}

// eventPackage is one package of an event: its invoices in file order and
// the SIN's reception code once sent.
type eventPackage struct {
	Facturas        []uint64 `json:"facturas"`
	CodigoRecepcion string   `json:"codigo_recepcion"`
	CodigoEstado    int      `json:"codigo_estado"`
	// Dudoso is set before the package leaves and cleared with the SIN's
	// answer: a package that may have arrived is not sent again before the
	// SIN is asked about each of its invoices.
	Dudoso bool `json:"dudoso"`
}

// done reports whether the SIN gave its verdict on every package.
func (ev *invoiceEvent) done() bool {
	for _, p := range ev.Paquetes {
		if p.CodigoEstado != 908 && p.CodigoEstado != 904 && p.CodigoEstado != 902 {
			return false
		}
	}
	return ev.Codigo != 0 && len(ev.Paquetes) > 0
}

func getContingency(tx ReadTx) (siatContingency, error) {
	var c siatContingency
	_, err := getJSON(tx.Bucket(bktSiat), keySiatContingenc, &c)
	return c, err
}

// OfflineWindow is how long the SIN allows to register an event and send
// its invoices after it ends; SiatWarnAfter is when the dashboard warns.
const (
	OfflineWindow = 48 * time.Hour
	SiatWarnAfter = 36 * time.Hour
)

// SiatStatus is what the dashboard and the Facturas screen show of
// invoicing: whether the SIN answers, and the invoices still to be sent.
type SiatStatus struct {
	Activo        bool      `json:"activo"`
	Contingencia  bool      `json:"contingencia"`
	Desde         time.Time `json:"desde,omitzero"`
	Causa         string    `json:"causa,omitempty"`
	Pendientes    int       `json:"pendientes"`
	FueraDeLinea  int       `json:"fuera_de_linea"`
	MasAntigua    time.Time `json:"mas_antigua,omitzero"`
	HorasRestante float64   `json:"horas_restantes"`
	Alerta        string    `json:"alerta,omitempty"`
	// Factura tells the counter of the branch asked for whether it can
	// invoice, and FacturaPorDefecto whether "Factura" starts ticked.
	Factura           bool `json:"factura"`
	FacturaPorDefecto bool `json:"factura_por_defecto"`
	// MotivoAnulacionVenta is the motivo the void of an invoiced sale
	// proposes for its factura (the Administrador does not read the
	// configuration).
	MotivoAnulacionVenta int `json:"motivo_anulacion_venta,omitempty"`
}

// SiatState answers SiatStatus for the counter of branch; the warning names
// the hours left of the 48 the SIN allows once the oldest unsent offline
// invoice is 36 hours old, and says when they are over. An online invoice
// whose send met the outage counts as offline: once the SIN answers it is
// re-emitted fuera de línea (siat_reissue.go). An annulment waiting in the
// outbox is no invoice to send.
func (e *Engine) SiatState(branch uint64) (st SiatStatus, err error) {
	now := e.Now()
	err = e.view(func(tx ReadTx) error {
		cfg, err := getSiatConfig(tx)
		if err != nil {
			return err
		}
		st.Activo = cfg.Activo
		if cfg.Activo {
			st.MotivoAnulacionVenta = cfg.MotivoAnulacionVenta
		}
		if place, ok := cfg.branch(branch); ok && cfg.Activo {
			st.Factura, st.FacturaPorDefecto = true, place.FacturaPorDefecto
		}
		c, err := getContingency(tx)
		if err != nil {
			return err
		}
		st.Contingencia, st.Causa = c.Activa, c.Causa
		if c.Activa {
			st.Desde = c.Inicio
		}
		return each(tx.Bucket(bktInvoiceOutbox), func(k []byte, o *outboxEntry) error {
			inv, err := getInvoice(tx, btoi(k))
			if err != nil {
				return err
			}
			st.Pendientes++
			if o.Accion == "enviar" && (inv.TipoEmision == 2 || c.Activa) {
				st.FueraDeLinea++
				if st.MasAntigua.IsZero() || inv.FechaEmision.Before(st.MasAntigua) {
					st.MasAntigua = inv.FechaEmision
				}
			}
			return nil
		})
	})
	if !st.MasAntigua.IsZero() {
		left := OfflineWindow - now.Sub(st.MasAntigua)
		st.HorasRestante = float64(left.Round(time.Minute)) / float64(time.Hour)
		switch {
		case left <= 0:
			st.Alerta = "Hay " + itoa(int64(st.FueraDeLinea)) + " facturas emitidas fuera de línea sin enviar al SIN y pasaron " +
				"las 48 horas del plazo. Revise la conexión a internet y Facturas; el SIN puede rechazarlas."
		case now.Sub(st.MasAntigua) >= SiatWarnAfter:
			st.Alerta = "Hay " + itoa(int64(st.FueraDeLinea)) + " facturas emitidas fuera de línea sin enviar al SIN; " +
				hoursLeft(left) + " del plazo de 48 horas. Revise la conexión a internet y Facturas."
		}
	}
	return st, err
}

// hoursLeft says in Spanish the whole hours left of the window.
func hoursLeft(d time.Duration) string {
	switch h := int64(d / time.Hour); h {
	case 0:
		return "queda menos de una hora"
	case 1:
		return "queda 1 hora"
	default:
		return "quedan " + itoa(h) + " horas"
	}
}
