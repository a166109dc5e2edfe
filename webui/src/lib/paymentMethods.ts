// The payment methods the API takes on sales, purchases, payments of accounts
// and money entries: one list, so a new method is added in one place.

/** The payment methods, Efectivo first (the forms' default). */
export const METODOS_PAGO = ['Efectivo', 'Cheque', 'Transferencia', 'Tarjeta'] as const;
