// The rules of the "Nueva Baja" form (operations.md §5), kept apart from the
// modal so they can be tested alone.

/** The texts the rules show, word for word from the specification. */
export const BAJA_MSG = {
  required: 'La cantidad, motivo y estado del producto son campos obligatorios.',
  invalidQuantity: 'La cantidad debe ser un número válido mayor a 0.',
  negativeStock: 'El nuevo stock no puede ser negativo.',
  saveError: 'Hubo un error al guardar baja: ',
  saveErrorShort: 'Hubo un error al guardar: ',
  unknownError: 'Error desconocido al guardar la baja.',
} as const;

/** What the form holds. */
export interface BajaDraft {
  cantidad: string;
  motivo: string;
  descripcion: string;
  estado_producto: string;
}

/** A new form: quantity empty, product state En Almacen. */
export function emptyBaja(): BajaDraft {
  return { cantidad: '', motivo: '', descripcion: '', estado_producto: 'En Almacen' };
}

/** The outcome of checking a draft against the stock of the product. */
export type BajaCheck =
  | { ok: true; cantidad: number }
  | { ok: false; message: string; /** The field the message belongs to, when it is one field's. */ field?: 'cantidad' };

/** The message of a quantity above the stock: the rule, and the figures that break it. */
export function overStockMessage(cantidad: number, stock: number): string {
  return `${BAJA_MSG.negativeStock} La cantidad (${cantidad}) supera el stock actual (${stock}).`;
}

/**
 * What is wrong with a whole typed quantity, or null: a whole number above
 * 0, at most the stock. It is checked when the box is left or the form is
 * sent, never keystroke by keystroke, and the box keeps what was typed.
 */
export function quantityProblem(text: string, stock: number): string | null {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t) || Number(t) <= 0) return BAJA_MSG.invalidQuantity;
  if (Number(t) > stock) return overStockMessage(Number(t), stock);
  return null;
}

/**
 * Checks a draft in the order of the specification: required fields, then a
 * whole quantity above 0, then that the stock would not go below zero. The
 * description is optional.
 */
export function checkBaja(d: BajaDraft, stock: number): BajaCheck {
  if (d.cantidad.trim() === '' || d.motivo.trim() === '' || d.estado_producto.trim() === '') {
    return { ok: false, message: BAJA_MSG.required };
  }
  const problem = quantityProblem(d.cantidad, stock);
  if (problem) return { ok: false, message: problem, field: 'cantidad' };
  return { ok: true, cantidad: Number(d.cantidad.trim()) };
}
