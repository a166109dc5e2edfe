package siat

import (
	"fmt"
	"math/big"
	"strings"
	"time"
)

// CUFInput is what the Código Único de Factura is made of. The SIN's
// algorithm fixes the widths: NIT 13, date 17, sucursal 4, modalidad 1,
// tipoEmision 1, tipoFactura 1, documento sector 2, number 10, punto de venta 4.
type CUFInput struct {
	NIT             int64
	FechaEmision    time.Time // the same instant as the XML's fechaEmision
	Sucursal        int
	Modalidad       int
	TipoEmision     int // 1 en línea, 2 fuera de línea, 3 masiva
	TipoFactura     int // 1 con derecho a crédito fiscal, 2 sin, 3 ajuste
	DocumentoSector int
	NumeroFactura   int64
	PuntoVenta      int
	CodigoControl   string // from the CUFD in force
}

// CUF computes the Código Único de Factura: the 53 zero-padded digits, their
// Módulo 11 check digit, the 54-digit number written in base 16 upper case,
// then the CUFD's codigoControl. It refuses a field wider than its slot, which
// would otherwise shift every later field and give a CUF the SIN rejects.
func CUF(in CUFInput) (string, error) {
	if in.CodigoControl == "" {
		return "", fmt.Errorf("siat: CUF sin código de control del CUFD")
	}
	var b strings.Builder
	for _, f := range []struct {
		name  string
		v     int64
		width int
	}{
		{"nit", in.NIT, 13},
		{"sucursal", int64(in.Sucursal), 4},
		{"modalidad", int64(in.Modalidad), 1},
		{"tipoEmision", int64(in.TipoEmision), 1},
		{"tipoFactura", int64(in.TipoFactura), 1},
		{"documentoSector", int64(in.DocumentoSector), 2},
		{"numeroFactura", in.NumeroFactura, 10},
		{"puntoVenta", int64(in.PuntoVenta), 4},
	} {
		s := fmt.Sprintf("%0*d", f.width, f.v)
		if f.v < 0 || len(s) > f.width {
			return "", fmt.Errorf("siat: CUF: %s %d no cabe en %d dígitos", f.name, f.v, f.width)
		}
		b.WriteString(s)
		if f.name == "nit" {
			// The date follows the NIT; "20060102150405.000" minus the dot.
			b.WriteString(strings.Replace(in.FechaEmision.In(laPaz).Format("20060102150405.000"), ".", "", 1))
		}
	}
	digits := b.String()
	digits += mod11(digits)
	n, ok := new(big.Int).SetString(digits, 10)
	if !ok {
		return "", fmt.Errorf("siat: CUF: %q no es un número", digits)
	}
	return strings.ToUpper(n.Text(16)) + in.CodigoControl, nil
}

// mod11 is the SIN's Módulo 11 check digit: weights 2..9 cycling from the
// rightmost digit, the sum modulo 11, and 10 written as "1".
func mod11(digits string) string {
	sum, w := 0, 2
	for i := len(digits) - 1; i >= 0; i-- {
		sum += int(digits[i]-'0') * w
		if w++; w > 9 {
			w = 2
		}
	}
	d := sum % 11
	if d == 10 {
		d = 1
	}
	return fmt.Sprint(d)
}
