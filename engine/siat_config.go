package engine

import (
	"strings"
	"time"

	"sgc/siat"
)

// Invoicing's buckets (see doc.go).
var (
	bktSiat           = []byte("siat")
	bktInvoices       = []byte("facturas")
	bktInvoiceDays    = []byte("facturas_por_fecha")
	bktInvoiceOfSale  = []byte("facturas_por_venta")
	bktInvoiceOutbox  = []byte("facturas_salida")
	bktInvoiceEvents  = []byte("facturas_eventos")
	siatBuckets       = [][]byte{bktSiat, bktInvoices, bktInvoiceDays, bktInvoiceOfSale, bktInvoiceOutbox, bktInvoiceEvents}
	keySiatConfig     = []byte("config")
	keySiatContingenc = []byte("contingencia")
)

// SiatTokenFile is the token delegado's file in the data folder (mode 0600)
// on a single machine; in a cluster it is sealed in the store (secrets.go).
const SiatTokenFile = "siat-token"

// SiatConfig is the taxpayer's invoicing configuration (screen Facturación).
// Activo false, the default, leaves every sale as it was before invoicing.
type SiatConfig struct {
	Activo             bool   `json:"activo"`
	NIT                int64  `json:"nit"`
	RazonSocial        string `json:"razon_social"`
	Municipio          string `json:"municipio"`
	Telefono           string `json:"telefono"`
	CodigoSistema      string `json:"codigo_sistema"`
	Ambiente           int    `json:"ambiente"`  // 2 pruebas, 1 producción
	Modalidad          int    `json:"modalidad"` // 2 computarizada en línea
	ActividadEconomica string `json:"actividad_economica"`
	// DiaLimiteAnulacion is the last day of the month after emission on
	// which an invoice may be annulled: the SIN says 9; whether the day is
	// included is unverified, so it is data.
	DiaLimiteAnulacion int `json:"dia_limite_anulacion"`
	// MotivoEvento is the significant event registered after an outage
	// (catalogue eventos significativos; 2 is "SIN inaccesible" in the pilot's).
	MotivoEvento int `json:"motivo_evento"`
	// MotivoAnulacionVenta is the annulment motivo of the factura of a
	// voided sale (catalogue motivos de anulación; 1 "factura mal emitida"
	// in the pilot's).
	MotivoAnulacionVenta int          `json:"motivo_anulacion_venta"`
	Sucursales           []SiatBranch `json:"sucursales"`
	// Correo is the optional mail server the buyers' invoices go through.
	Correo InvoiceMailServer `json:"correo"`
	// TokenGuardado tells the screen a token is on file; the token itself is
	// never answered.
	TokenGuardado bool `json:"token_guardado"`
}

// SiatBranch is a branch's place in the SIN: its sucursal number (0 = casa
// matriz) and point of sale, and whether its counter invoices by default.
type SiatBranch struct {
	SucursalID        uint64 `json:"sucursal_id"`
	CodigoSucursal    int    `json:"codigo_sucursal"`
	PuntoVenta        int    `json:"punto_venta"`
	FacturaPorDefecto bool   `json:"factura_por_defecto"`
	// Papel is the printout e-mailed to its buyers: "carta" (the default)
	// or "rollo", as the branch's counter prints it.
	Papel string `json:"papel"`
}

// SiatConfigInput is PUT /api/siat/configuracion: the configuration plus
// the token and the mail server's password, each of which replaces the one
// kept only when given.
type SiatConfigInput struct {
	SiatConfig
	Token       string `json:"token"`
	CorreoClave string `json:"correo_clave"`
}

// branch returns the SIN's place of a branch, if it is configured.
func (c *SiatConfig) branch(id uint64) (SiatBranch, bool) {
	for _, b := range c.Sucursales {
		if b.SucursalID == id {
			return b, true
		}
	}
	return SiatBranch{}, false
}

func getSiatConfig(tx ReadTx) (SiatConfig, error) {
	var c SiatConfig
	if b := tx.Bucket(bktSiat); b != nil {
		if _, err := getJSON(b, keySiatConfig, &c); err != nil {
			return c, err
		}
	}
	if c.DiaLimiteAnulacion == 0 {
		c.DiaLimiteAnulacion = 9
	}
	if c.MotivoEvento == 0 {
		c.MotivoEvento = 2
	}
	if c.MotivoAnulacionVenta == 0 {
		c.MotivoAnulacionVenta = 1
	}
	return c, nil
}

// SiatConfiguration answers the configuration without the token (Super).
func (e *Engine) SiatConfiguration(actor Actor) (c SiatConfig, err error) {
	if !actor.IsSuper() {
		return c, Forbidden("Solo Super puede ver la configuración de facturación.")
	}
	err = e.view(func(tx ReadTx) error {
		c, err = getSiatConfig(tx)
		return err
	})
	c.TokenGuardado = e.siatToken() != ""
	c.Correo.ClaveGuardada = e.secret(secretMailPassword) != ""
	return c, err
}

// SaveSiatConfiguration validates and stores the configuration (Super). The
// token and the mail password go to their 0600 files before the record
// commits, or sealed in the same transaction in a cluster, so an active
// configuration never lacks the token it was saved with.
func (e *Engine) SaveSiatConfiguration(actor Actor, in SiatConfigInput) error {
	if !actor.IsSuper() {
		return Forbidden("Solo Super puede configurar la facturación.")
	}
	c := in.SiatConfig
	c.TokenGuardado, c.Correo.ClaveGuardada = false, false
	clean(&c.RazonSocial, &c.Municipio, &c.Telefono, &c.CodigoSistema, &c.ActividadEconomica)
	token := strings.TrimSpace(in.Token)
	var v Validation
	if c.Ambiente == 0 {
		c.Ambiente = siat.AmbientePruebas
	}
	if c.Modalidad == 0 {
		c.Modalidad = siat.ModalidadComputarizada
	}
	if c.Ambiente != siat.AmbientePruebas && c.Ambiente != siat.AmbienteProduccion {
		v.Add("ambiente", "El ambiente debe ser 2 (pruebas) o 1 (producción).")
	}
	if c.Modalidad != siat.ModalidadComputarizada {
		v.Add("modalidad", "Por ahora solo se emite en la modalidad 2, Computarizada en Línea.")
	}
	if c.DiaLimiteAnulacion < 0 || c.DiaLimiteAnulacion > 28 {
		v.Add("dia_limite_anulacion", "El día límite de anulación debe estar entre 1 y 28.")
	}
	if c.Activo {
		if c.NIT <= 0 || c.NIT > 9_999_999_999_999 {
			v.Add("nit", "Ingrese el NIT del contribuyente.")
		}
		v.Required("razon_social", "razón social", c.RazonSocial)
		v.Required("municipio", "municipio", c.Municipio)
		v.Required("codigo_sistema", "código de sistema", c.CodigoSistema)
		v.Required("actividad_economica", "actividad económica", c.ActividadEconomica)
		if token == "" && e.siatToken() == "" {
			v.Add("token", "Ingrese el token delegado que entrega el SIN.")
		}
		if len(c.Sucursales) == 0 {
			v.Add("sucursales", "Indique al menos una sucursal que factura.")
		}
	}
	v.MaxLen("razon_social", "razón social", c.RazonSocial, 200)
	v.MaxLen("telefono", "teléfono", c.Telefono, 25)
	seen := map[uint64]bool{}
	for i, b := range c.Sucursales {
		f := "sucursales." + itoa(int64(i))
		if seen[b.SucursalID] {
			v.Add(f+".sucursal_id", "La sucursal está repetida.")
		}
		seen[b.SucursalID] = true
		if b.CodigoSucursal < 0 || b.CodigoSucursal > 9999 {
			v.Add(f+".codigo_sucursal", "El código de sucursal va de 0 a 9999.")
		}
		if b.PuntoVenta < 0 || b.PuntoVenta > 9999 {
			v.Add(f+".punto_venta", "El punto de venta va de 0 a 9999.")
		}
		switch b.Papel {
		case "":
			c.Sucursales[i].Papel = "carta"
		case "carta", "rollo":
		default:
			v.Add(f+".papel", "El papel de la factura por correo es carta o rollo.")
		}
	}
	c.Correo.check(&v)
	if err := v.Err(); err != nil {
		return err
	}
	sealed, err := e.keepSecrets(map[string]string{secretSiatToken: token, secretMailPassword: in.CorreoClave})
	if err != nil {
		return err
	}
	return e.update(func(tx *Tx) error {
		if err := putSecrets(tx, sealed); err != nil {
			return err
		}
		for i, b := range c.Sucursales {
			if br, err := getBranch(tx.Tx, b.SucursalID); err != nil || !br.Estado {
				return Invalid("sucursales."+itoa(int64(i))+".sucursal_id", "La sucursal no existe o está inactiva.")
			}
		}
		old, err := getSiatConfig(tx.Tx)
		if err != nil {
			return err
		}
		// Another taxpayer, ambiente or place makes the codes obtained so far
		// worthless: they are asked for again.
		if old.NIT != c.NIT || old.Ambiente != c.Ambiente || old.CodigoSistema != c.CodigoSistema || token != "" {
			if err := clearSiatCodes(tx); err != nil {
				return err
			}
		}
		detail := "Facturación " + map[bool]string{true: "activa", false: "inactiva"}[c.Activo] + ", ambiente " + itoa(int64(c.Ambiente))
		if token != "" {
			detail += ", token delegado reemplazado"
		}
		if in.CorreoClave != "" {
			detail += ", contraseña del correo reemplazada"
		}
		if err := appendAudit(tx, actor, AuditEntry{Tipo: AuditSiatConfig, Documento: "facturacion", Detalle: detail}); err != nil {
			return err
		}
		return putJSON(tx.Bucket(bktSiat), keySiatConfig, c)
	})
}

// AuditSiatConfig is the audit kind of a change of the invoicing configuration.
const AuditSiatConfig = "Configuración de facturación"

// siatToken reads the token delegado, "" when there is none.
func (e *Engine) siatToken() string { return e.secret(secretSiatToken) }

// siatNow is the La Paz wall clock used for every invoicing decision.
func siatDay(t time.Time) string { return t.In(LaPaz).Format("2006-01-02") }
