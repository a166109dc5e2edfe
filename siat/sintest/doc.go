// Package sintest is a double of the SIN's SIAT services for tests: an
// http.Handler to mount under httptest.NewServer. Only _test.go files import
// it, so it is never linked into the binary.
//
// It is written from the SIN's published shapes (the services' field tables
// and the XSDs), independently of package siat, and imports nothing of it:
// it parses the SOAP request itself and insists on the published service,
// wrapper and field order; it rebuilds the CUF with its own code (tested
// against the SIN's samples); it checks hashArchivo against the SHA-256 of
// the gzip; and it validates each invoice by reading the XSD files in xsd/
// (its reading is tested to agree with xmllint). A mistake in the client
// therefore cannot hide behind a type both sides share.
//
// It keeps, per sucursal and point of sale, the CUIS, the CUFDs with their
// control codes and validity, the last invoice number and the invoices by
// CUF; events and packages by their reception codes. It answers 908, 904,
// 902 and 901 and the SIN's published codes (926, 934, 936, 939, 952, 953,
// 969, 980, 985, 986, 987, 989, 994, 2000, and 905, 906, 907 and 3012 for
// annulments and their one reversal). Refusals whose SIN code is
// unverified use the double's own codes 9001–9010, outside every range the
// SIN was seen to use. Inject makes the next calls fail as an outage or a
// misconfiguration would: a 5xx with HTML, a captive portal's page, a 401
// with an empty body, a SOAP fault, a hang, an answer lost after the work
// was done, a 989. Config.Now is its clock, so tests cross CUFD expiry, the
// 48 h windows of events and packages, and the annulment deadline without
// waiting.
package sintest
