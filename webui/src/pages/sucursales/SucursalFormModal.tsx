// Add/edit of a branch in a modal. At least one price level must be ticked
// (checked here too, so the user learns it before a round trip).
import type { FormEvent } from 'react';
import { createSucursal, PRICE_FLAGS, updateSucursal, type Sucursal, type SucursalInput } from '../../api/sucursales';
import { Field, FileInput, OtherErrors } from '../../components/Form';
import { FieldError } from '../../components/Feedback';
import { FormModalFooter, Modal } from '../../components/Modal';
import { useToast } from '../../components/Toast';
import { saveErrorText } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { onlyDigits, useForm } from '../../lib/useForm';

const SHOWN = ['sucursal', 'nombre_oficial', 'grupo', 'direccion', 'telefono', 'imagen', 'precios', ...PRICE_FLAGS];

function initial(s: Sucursal | null): SucursalInput {
  return {
    sucursal: s?.sucursal ?? '',
    nombre_oficial: s?.nombre_oficial ?? '',
    grupo: s ? String(s.grupo) : '1',
    direccion: s?.direccion ?? '',
    telefono: s?.telefono ?? '',
    precios: PRICE_FLAGS.map((f) => (s ? Number(s[f]) === 1 : f === 'precio_estado')),
    imagen: null,
  };
}

/** The branch modal; `sucursal` null means a new branch. */
export function SucursalFormModal({ sucursal, onClose, onSaved }: { sucursal: Sucursal | null; onClose: () => void; onSaved: () => void }) {
  const toast = useToast();
  const f = useForm<SucursalInput>(() => initial(sucursal));
  const v = f.values;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!v.precios.some(Boolean)) {
      f.setErrors({ precios: [MSG.pricesRequired] });
      return;
    }
    f.setBusy(true);
    try {
      if (sucursal) await updateSucursal(sucursal.id, v);
      else await createSucursal(v);
      toast.success(MSG.saved);
      onSaved();
    } catch (err) {
      if (!f.showFieldErrors(err)) toast.error(saveErrorText(sucursal ? 'update' : 'register', err));
    } finally {
      f.setBusy(false);
    }
  };

  const setPrice = (i: number, on: boolean) => f.set('precios', v.precios.map((p, j) => (j === i ? on : p)));
  const priceErrors = { precios: [...(f.errors.precios ?? []), ...PRICE_FLAGS.flatMap((k) => f.errors[k] ?? [])] };

  return (
    <Modal
      title={sucursal ? 'Editar Sucursal' : 'Nueva Sucursal'}
      onClose={onClose}
      busy={f.busy}
      dirty={f.dirty}
      size="lg"
      footer={<FormModalFooter form="sucursal-form" busy={f.busy} onCancel={onClose} />}
    >
      <form id="sucursal-form" className="form-grid" onSubmit={submit} noValidate>
        <Field label="Sucursal" name="sucursal" errors={f.errors} required>
          <input id="f-sucursal" className="input" value={v.sucursal} onInput={(e) => f.set('sucursal', e.currentTarget.value)} />
        </Field>
        <Field label="Nombre Oficial" name="nombre_oficial" errors={f.errors} required>
          <input id="f-nombre_oficial" className="input" value={v.nombre_oficial} onInput={(e) => f.set('nombre_oficial', e.currentTarget.value)} />
        </Field>
        <Field label="Grupo" name="grupo" errors={f.errors} required>
          <select id="f-grupo" className="input" value={v.grupo} onChange={(e) => f.set('grupo', e.currentTarget.value)}>
            {['1', '2', '3'].map((g) => (
              <option key={g} value={g}>Grupo {g}</option>
            ))}
          </select>
        </Field>
        <Field label="Teléfono" name="telefono" errors={f.errors}>
          <input id="f-telefono" className="input" inputMode="numeric" value={v.telefono} onInput={(e) => f.set('telefono', onlyDigits(e.currentTarget.value))} />
        </Field>
        <Field label="Dirección" name="direccion" errors={f.errors} className="span-2" required>
          <input id="f-direccion" className="input" value={v.direccion} onInput={(e) => f.set('direccion', e.currentTarget.value)} />
        </Field>
        <fieldset className="field span-2 price-set">
          <legend>Niveles de precio habilitados</legend>
          <div className="check-row">
            {PRICE_FLAGS.map((flag, i) => (
              <label key={flag} className="check">
                <input type="checkbox" name={flag} checked={v.precios[i]} onChange={(e) => setPrice(i, e.currentTarget.checked)} />
                Precio {i + 1}
              </label>
            ))}
          </div>
          <FieldError errors={priceErrors} name="precios" />
        </fieldset>
        <Field label="Imagen" name="imagen" errors={f.errors} className="span-2">
          <FileInput name="imagen" onFile={(file) => f.set('imagen', file)} />
          {sucursal?.imagen && !v.imagen && <img className="form-preview" src={sucursal.imagen} alt="" />}
        </Field>
        <OtherErrors errors={f.errors} shown={SHOWN} />
      </form>
    </Modal>
  );
}
