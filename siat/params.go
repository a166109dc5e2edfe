package siat

// The SIN's own codes that select a protocol path. These are fixed by the
// services' definitions; what varies by taxpayer (catalogues, messages,
// motivos) is synced, never listed here.
const (
	AmbienteProduccion = 1
	AmbientePruebas    = 2

	ModalidadElectronica   = 1 // signed XML: not built yet
	ModalidadComputarizada = 2

	EmisionEnLinea    = 1
	EmisionFueraLinea = 2

	TipoFacturaConCredito = 1 // con derecho a crédito fiscal
)
