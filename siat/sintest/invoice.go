package sintest

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"io"
	"strconv"
	"time"
)

// The XSD per modalidad: the root element names which one applies.
var schemaFiles = map[int]string{
	1: "facturaElectronicaCompraVenta.xsd",
	2: "facturaComputarizadaCompraVenta.xsd",
}

// unpack reads archivo: base64, then checks hashArchivo against the SHA-256
// of the gzip bytes, then gunzips.
func unpack(archivo, hash string) ([]byte, *el) {
	gz, err := base64.StdEncoding.DecodeString(archivo)
	if err != nil {
		m := msg(codeArchivoIlegible, "ARCHIVO NO ES BASE64")
		return nil, &m
	}
	sum := sha256.Sum256(gz)
	if hex.EncodeToString(sum[:]) != hash {
		m := msg(codeHash, "HASH DEL ARCHIVO INVALIDO")
		return nil, &m
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		m := msg(codeArchivoIlegible, "ARCHIVO NO ES GZIP")
		return nil, &m
	}
	b, err := io.ReadAll(io.LimitReader(zr, 200<<20))
	if err != nil {
		m := msg(codeArchivoIlegible, "GZIP DAÑADO")
		return nil, &m
	}
	return b, nil
}

// untar lists a package's files in order.
func untar(b []byte) ([][]byte, error) {
	var files [][]byte
	tr := tar.NewReader(bytes.NewReader(b))
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return files, nil
		}
		if err != nil {
			return nil, err
		}
		if h.Typeflag != tar.TypeReg {
			continue
		}
		f, err := io.ReadAll(tr)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
}

// sent is what a reception request says about the invoices it carries.
type sent struct {
	point     [2]int
	modalidad int
	emision   int
	tipo      int
	cufd      func(code string) bool // which CUFD the XML may name
	during    func(t time.Time) bool // when it may have been emitted
}

// checkInvoice validates one invoice XML the way the SIN does: the XSD,
// the emitter and point of sale against the request, the CUFD in force at
// emission, the CUF rebuilt from the XML's own fields, a duplicate CUF. It
// returns the record to keep and, apart, the warnings (2000).
func (s *SIN) checkInvoice(doc []byte, in sent) (cuf string, rec *invoiceRecord, warnings []el, problem *el) {
	fail := func(code int, format string, args ...any) (string, *invoiceRecord, []el, *el) {
		m := msg(code, fmt.Sprintf(format, args...))
		return "", nil, nil, &m
	}
	schema, err := cachedSchema(schemaFiles[in.modalidad])
	if err != nil {
		return fail(codeXSD, "XSD: %v", err)
	}
	root, err := parseTree(doc)
	if err != nil {
		return fail(codeXSD, "XML MAL FORMADO: %v", err)
	}
	if err := schema.validate(root); err != nil {
		return fail(codeXSD, "ERROR EN LA VALIDACION DEL XSD: %v", err)
	}
	cab := root.child("cabecera")
	numero, _ := strconv.ParseInt(cab.value("numeroFactura"), 10, 64)
	sucursal, _ := strconv.Atoi(cab.value("codigoSucursal"))
	pv, _ := strconv.Atoi(cab.value("codigoPuntoVenta")) // nil reads as 0, as in the CUF
	sector, _ := strconv.Atoi(cab.value("codigoDocumentoSector"))
	fecha, _ := parseWallTime(cab.value("fechaEmision"))
	if cab.value("nitEmisor") != strconv.FormatInt(s.cfg.NIT, 10) || [2]int{sucursal, pv} != in.point {
		return fail(codeDatosNoCoinciden, "NIT, SUCURSAL O PUNTO DE VENTA NO CORRESPONDEN A LA SOLICITUD")
	}
	cufdCode := cab.value("cufd")
	cufd := s.points[in.point].cufds[cufdCode]
	if cufd == nil || !in.cufd(cufdCode) {
		return fail(codeCUFDNoVigente, "CUFD NO CORRESPONDE")
	}
	emitted := time.Date(fecha.Year(), fecha.Month(), fecha.Day(), fecha.Hour(), fecha.Minute(), fecha.Second(), fecha.Nanosecond(), laPaz)
	until := cufd.until
	if in.emision == 2 {
		until = until.Add(s.cfg.OfflineCUFDExtension)
	}
	if emitted.Before(cufd.from) || emitted.After(until) {
		return fail(codeCUFDNoVigente, "CUFD NO VIGENTE A LA FECHA DE EMISION")
	}
	if !in.during(emitted) {
		return fail(codeEventoInvalido, "FECHA DE EMISION FUERA DEL PERIODO PERMITIDO")
	}
	want, err := expectedCUF(cufFields{nit: cab.value("nitEmisor"), fecha: fecha, sucursal: sucursal,
		modalidad: in.modalidad, emision: in.emision, tipo: in.tipo, sector: sector,
		numero: cab.value("numeroFactura"), pv: pv, control: cufd.control})
	if err != nil || cab.value("cuf") != want {
		return fail(codeCUFInvalido, "CUF INVALIDO")
	}
	if _, dup := s.invoices[want]; dup {
		return fail(codeCUFDuplicado, "CUF DUPLICADO")
	}
	p := s.points[in.point]
	if numero != p.lastNumber+1 {
		warnings = append(warnings, el{name: "mensajesList", kids: []el{leaf("advertencia", true),
			leaf("codigo", codeCorrelatividad), leaf("descripcion", "ERROR DE CORRELATIVIDAD")}})
	}
	p.lastNumber = max(p.lastNumber, numero)
	return want, &invoiceRecord{point: in.point, numero: numero, emitted: emitted, estado: estadoValidada}, warnings, nil
}
