// "Incompleto": the quantity actually found for a product of the count.
import type { FormEvent } from 'react';
import { useState } from 'react';
import { parseExistente, type ConteoRow } from '../../api/conteo';
import { Icon } from '../../components/Icon';
import { FormModalFooter, Modal } from '../../components/Modal';
import { StockHead } from '../../components/ProductCells';
import { useFocusWhenShown } from '../../lib/focusWhenShown';
import { formatNumber } from '../../lib/format';

/** Error shown for a quantity that is not a whole number ≥ 0. */
export const EXISTENTE_INVALIDA = 'Ingrese una cantidad válida (número entero mayor o igual a 0).';

/** Asks for the existing quantity and hands it to `onSave`. */
export function IncompletoModal({ row, onClose, onSave }: { row: ConteoRow; onClose: () => void; onSave: (n: number) => Promise<void> }) {
  const start = row.cantidad_existente !== null && row.cantidad_existente >= 0 ? String(row.cantidad_existente) : '';
  const [text, setText] = useState(start);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const box = useFocusWhenShown<HTMLInputElement>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = parseExistente(text);
    if (n === null) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    try {
      await onSave(n);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title="Registrar cantidad existente"
      size="sm"
      onClose={onClose}
      busy={busy}
      footer={<FormModalFooter form="existente-form" busy={busy} onCancel={onClose} />}
    >
      <form id="existente-form" onSubmit={submit} noValidate>
        <StockHead codigo={row.codigo} producto={row.producto} label="Stock sistema">
          <strong>{formatNumber(row.cantidad) || '0'}</strong>
        </StockHead>
        <div className={`field${invalid ? ' field-invalid' : ''}`}>
          <label htmlFor="f-cantidad_existente">Cantidad existente</label>
          <input
            id="f-cantidad_existente"
            name="cantidad_existente"
            className="input input-lg"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            ref={box}
            value={text}
            onInput={(e) => {
              setText(e.currentTarget.value);
              setInvalid(false);
            }}
          />
          {invalid && (
            <div className="field-error">
              <Icon name="alert" /> {EXISTENTE_INVALIDA}
            </div>
          )}
        </div>
      </form>
    </Modal>
  );
}
