// Package siat speaks to the SIN's Sistema de Facturación en Línea (SIAT):
// the CUF, the sector-1 invoice XML, and the SOAP services. It knows nothing
// of sgc's entities: callers hand it plain values (an Invoice in centavos, a
// PointOfSale with its codes) and keep their own records, outbox and states.
//
// # What is where
//
//   - cuf.go: the Código Único de Factura (Módulo 11, base 16, the CUFD's
//     control code), tested against the SIN's two sample CUFs.
//   - invoice.go, invoice_xml.go, invoice_check.go: the sector-1 invoice,
//     written in the XSD's exact order with xsi:nil for empty nillable
//     fields and money as two-decimal text from integer centavos, after a
//     Go check of every rule of the XSD (a static binary cannot call
//     libxml2; tests run xmllint against the XSD files in sintest/xsd).
//   - soap.go, errors.go, client.go: one SOAP 1.1 call (apikey header,
//     context timeout, bounded answer) and its failures sorted by kind.
//   - codes.go, sync.go, operations.go, reception.go, package.go: the
//     operations, one file per SIN service.
//   - amount_words.go, qr.go, annulment.go: what the printed invoice and
//     the annulment rule need from the SIN's side.
//   - sintest: a double of the SIN for tests only.
//
// # Time
//
// Every date the SIN reads is La Paz wall time to the millisecond without an
// offset (SINTime). The CUF and fechaEmision are made from the same
// time.Time, so a server running in UTC cannot put them four hours apart.
//
// # Errors and contingency
//
// A call fails with an *Error whose Kind says why. Offline(err) is true for
// what means the SIN is out of reach (no connection, a timeout, a 5xx, an
// answer that is not the SIN's SOAP): the caller's cue to emit fuera de
// línea. A Timeout on a send may hide a registered invoice, so InvoiceStatus
// comes before any resend. A SOAP fault, 401/403, 989 (bad token) and a
// refusal come from the SIN itself and need the owner, not waiting. A 902 or
// 904 answer to a send is a Result, not an error.
//
// # Code and data
//
// Code holds only what the SIN fixes and was checked: the CUF algorithm, the
// XSD's order and facets (XSD ver. 23/08/2021), the envelope, the services,
// operations and field names, the state codes 901–908 and 989. Everything
// that varies or is unverified is data the caller supplies: the taxpayer's
// identity and token (Config), the services' addresses (DefaultBaseURLs,
// replaced by Config.BaseURL, which sgc takes from SGC_SIAT_URL), the
// request Content-Type (SOAP 1.1's text/xml; whether the SIN also takes
// application/xml is unverified), the catalogues (motivos de anulación,
// eventos, document types, units, payment methods, leyendas, products, the
// SIN's message texts: synced with Sync*, never listed here), the last day
// of the annulment window (AnnulmentDeadline's parameter: whether day 9 is
// included is unverified), and the names of the files inside a package
// (PackageFile.Name: the SIN's naming is undocumented). Also unverified and
// left to the caller: what 904 means for a single invoice (treat it as "not
// valid, show the messages"), whether numeroArchivo counts from 0 or 1,
// whether numbering runs per point of sale or per sucursal, and how a 2026
// law (Ley 1733, IVA shown apart) may change the totals: the Invoice carries
// the totals the caller computed, and the XSD files are data in sintest/xsd.
// The SIN's two sample CUFs both have sucursal and punto de venta 0, so they
// cannot tell those two fields' places apart: cuf.go follows the published
// order, which the first invoice of a pilot account confirms.
//
// # Modality 1 and sector 24
//
// Modality 1 (Electrónica) is the same sector-1 tree under the root
// facturaElectronicaCompraVenta with an enveloped ds:Signature after the
// last detalle. It joins invoiceRoots together with a signer applied to the
// bytes Invoice.XML returns; SendInvoice and SendPackage take bytes and the
// CUF takes the modalidad already (tested with the SIN's electrónica
// sample), so nothing else changes. The double already validates modality 1
// against facturaElectronicaCompraVenta.xsd.
//
// Sector 24 (notas de crédito-débito) is a document of its own (its struct,
// XML and check in files of their own), sent with Document{Sector: 24} and
// its tipo de factura; its service, ServicioFacturacionDocumentoAjuste, is
// one entry in sectorServices. The reception, annulment, status and package
// calls take the sector from Document and need no change.
package siat
