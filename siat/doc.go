// Package siat speaks to the SIN's Sistema de Facturación en Línea (SIAT):
// the CUF, the invoice XML, and the SOAP services. It knows nothing of sgc's
// entities: callers hand it plain values (an Invoice in centavos, a PointOfSale
// with its codes) and keep their own records.
package siat
