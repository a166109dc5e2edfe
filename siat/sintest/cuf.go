package sintest

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"time"
)

// cufFields are the parts of a CUF as the SIN's README lists them.
type cufFields struct {
	nit                 string
	fecha               time.Time // wall time as written in fechaEmision
	sucursal, modalidad int
	emision, tipo       int
	sector              int
	numero              string
	pv                  int
	control             string
}

// expectedCUF rebuilds the CUF the SIN would accept for these fields.
func expectedCUF(f cufFields) (string, error) {
	pad := func(s string, w int) (string, error) {
		if len(s) > w {
			return "", fmt.Errorf("%q excede %d dígitos", s, w)
		}
		return strings.Repeat("0", w-len(s)) + s, nil
	}
	parts := []struct {
		s string
		w int
	}{
		{f.nit, 13},
		{f.fecha.Format("20060102150405") + fmt.Sprintf("%03d", f.fecha.Nanosecond()/1e6), 17},
		{strconv.Itoa(f.sucursal), 4},
		{strconv.Itoa(f.modalidad), 1},
		{strconv.Itoa(f.emision), 1},
		{strconv.Itoa(f.tipo), 1},
		{strconv.Itoa(f.sector), 2},
		{f.numero, 10},
		{strconv.Itoa(f.pv), 4},
	}
	var digits string
	for _, p := range parts {
		s, err := pad(p.s, p.w)
		if err != nil {
			return "", err
		}
		digits += s
	}
	// Módulo 11 from the right with weights 2..9.
	total := 0
	for i := 0; i < len(digits); i++ {
		weight := 2 + i%8
		total += int(digits[len(digits)-1-i]-'0') * weight
	}
	check := total % 11
	if check == 10 {
		check = 1
	}
	digits += strconv.Itoa(check)
	v, ok := new(big.Int).SetString(digits, 10)
	if !ok {
		return "", fmt.Errorf("dígitos inválidos %q", digits)
	}
	return fmt.Sprintf("%X", v) + f.control, nil
}
