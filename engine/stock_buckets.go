package engine

// Bucket names of the stock area (products, prices, stock, kardex and the
// documents that move them). doc.go draws where each sits in the tree.
var (
	bktProducts     = []byte("productos")
	bktProductCodes = []byte("productos_por_codigo")
	bktBranchPrices = []byte("precios_sucursal")
	bktPriceAlerts  = []byte("alertas_precio")
	bktStock        = []byte("stock")
	bktKardex       = []byte("kardex")
	bktPurchases    = []byte("compras")
	bktPurchaseDays = []byte("compras_por_fecha")
	bktProductBuys  = []byte("compras_por_producto")
	bktSales        = []byte("ventas")
	bktSaleDays     = []byte("ventas_por_fecha")
	bktCounters     = []byte("contadores")
	bktReturns      = []byte("devoluciones")
	bktReturnDays   = []byte("devoluciones_por_fecha")
	bktBajas        = []byte("bajas")
	bktBranchBajas  = []byte("bajas_por_sucursal")
	bktCounts       = []byte("conteo")
	bktPayments     = []byte("pagos")
	bktDocPayments  = []byte("pagos_por_documento")
	bktCash         = []byte("caja_movimientos")
	bktCashDays     = []byte("caja_por_fecha")
)

// stockBuckets are created by the stock migration step.
var stockBuckets = [][]byte{bktProducts, bktProductCodes, bktBranchPrices, bktPriceAlerts,
	bktStock, bktKardex, bktPurchases, bktPurchaseDays, bktProductBuys, bktSales, bktSaleDays,
	bktCounters, bktReturns, bktReturnDays, bktBajas, bktBranchBajas, bktCounts, bktPayments,
	bktDocPayments, bktCash, bktCashDays}
