package siat

import "time"

// Sector 1, Factura Compra Venta, the only documento sector built so far.
const SectorCompraVenta = 1

// Invoice is a sector-1 factura (Compra Venta) as the SIN's XSD describes
// it. Money is in centavos and quantities in hundredths, so nothing is ever
// rounded through a float; empty strings and zero amounts of nillable fields
// are written as xsi:nil.
type Invoice struct {
	Header Header
	Lines  []Line // 1..500, in the order printed
}

// Header is the XSD's cabecera, field for field and in its order.
type Header struct {
	NITEmisor                    int64
	RazonSocialEmisor            string
	Municipio                    string
	Telefono                     string // nillable
	NumeroFactura                int64
	CUF                          string
	CUFD                         string
	CodigoSucursal               int
	Direccion                    string // the CUFD's registered address
	CodigoPuntoVenta             int
	FechaEmision                 time.Time // the CUF's instant; written in La Paz wall time
	NombreRazonSocial            string    // nillable
	CodigoTipoDocumentoIdentidad int       // 1 CI, 2 CEX, 3 PAS, 4 OD, 5 NIT
	NumeroDocumento              string
	Complemento                  string // nillable
	CodigoCliente                string
	CodigoMetodoPago             int
	NumeroTarjeta                string // digits only; nillable
	MontoTotal                   int64  // centavos
	MontoTotalSujetoIva          int64  // centavos
	CodigoMoneda                 int
	TipoCambio                   int64  // hundredths: 100 = 1.00
	MontoTotalMoneda             int64  // centavos
	MontoGiftCard                int64  // centavos; 0 = nil
	DescuentoAdicional           int64  // centavos; 0 = nil
	CodigoExcepcion              int    // 0, or 1 for a NIT not verified
	CAFC                         string // manual contingency invoices only; nillable
	Leyenda                      string
	Usuario                      string
}

// Line is one detalle of the invoice.
type Line struct {
	ActividadEconomica string
	CodigoProductoSin  int64
	CodigoProducto     string
	Descripcion        string
	Cantidad           int64 // hundredths: 300 = 3.00
	UnidadMedida       int
	PrecioUnitario     int64  // centavos
	MontoDescuento     int64  // centavos; 0 = nil
	SubTotal           int64  // centavos
	NumeroSerie        string // nillable
	NumeroImei         string // nillable
}
