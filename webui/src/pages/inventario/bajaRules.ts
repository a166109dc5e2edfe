// The rules of the "Nueva Baja" form (operations.md §5), kept apart from the
// modal so they can be tested alone.

/** The texts the rules show, word for word from the specification. */
export const BAJA_MSG = {
  required: 'La cantidad, motivo y estado del producto son campos obligatorios.',
  invalidQuantity: 'La cantidad debe ser un número válido mayor a 0.',
  negativeStock: 'El nuevo stock no puede ser negativo. La diferencia se restablecerá a 1.',
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
  | { ok: false; message: string; /** The quantity to put back in the form, when the rule resets it. */ cantidad?: string };

/** True for a whole number above 0 written in digits. */
function validQuantity(text: string): boolean {
  return /^\d+$/.test(text.trim()) && Number(text) > 0;
}

/**
 * Checks a draft in the order of the specification: required fields, then a
 * whole quantity above 0, then that the stock would not go below zero (the
 * quantity then goes back to 1). The description is optional.
 */
export function checkBaja(d: BajaDraft, stock: number): BajaCheck {
  if (d.cantidad.trim() === '' || d.motivo.trim() === '' || d.estado_producto.trim() === '') {
    return { ok: false, message: BAJA_MSG.required };
  }
  if (!validQuantity(d.cantidad)) return { ok: false, message: BAJA_MSG.invalidQuantity };
  const cantidad = Number(d.cantidad);
  if (stock - cantidad < 0) return { ok: false, message: BAJA_MSG.negativeStock, cantidad: '1' };
  return { ok: true, cantidad };
}

/**
 * The quantity as it is typed: one that would leave negative stock is put
 * back to 1 at once, with the warning.
 */
export function typedQuantity(text: string, stock: number): { cantidad: string; warning?: string } {
  const t = text.trim();
  if (/^\d+$/.test(t) && stock - Number(t) < 0) return { cantidad: '1', warning: BAJA_MSG.negativeStock };
  return { cantidad: text };
}
