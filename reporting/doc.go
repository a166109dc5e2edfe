// Package reporting turns engine data into the documents of engine/report:
// every PDF and spreadsheet the product prints. It holds the catalogue of
// range reports (utilidades, ventas, compras, anulaciones) with the layout
// of each, the papers of one sale, purchase, quotation, catálogo, transfer,
// account, cobro, cash close or invoice, the list exports of the screens and
// the company header every document carries.
//
// Each document is a function that takes the engine, the actor (whose role
// and branch the engine checks, as on every call) and the already-parsed
// parameters, writes the rendered bytes and gives the file name, whose
// extension (pdf or xlsx) is the content type. The API parses a request,
// calls one of them and writes the answer; the command line calls the same
// functions on the data folder, so both give the same document and neither
// builds the other's handlers to get one. Imports flow one way: cli and
// httpapi use reporting, which uses only the engine, its report and esbo
// packages and siat (the invoice QR), never httpapi.
package reporting
