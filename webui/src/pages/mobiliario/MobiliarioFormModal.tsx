// New/edit furniture in a modal: date, quantity, name, value (with the
// subtotal as it is typed), state, dimensions, notes and up to three pictures.
import type { FormEvent } from 'react';
import {
  createMobiliario,
  ESTADOS_MOBILIARIO,
  MOBILIARIO_IMAGES,
  subtotalOf,
  updateMobiliario,
  type Mobiliario,
  type MobiliarioImage,
  type MobiliarioInput,
} from '../../api/mobiliario';
import { DateInput } from '../../components/DateInput';
import { Field, OtherErrors } from '../../components/Form';
import { ImageSlots } from '../../components/ImageSlot';
import { FormModalFooter, Modal } from '../../components/Modal';
import { MoneyInput } from '../../components/MoneyInput';
import { useToast } from '../../components/Toast';
import { typedCents } from '../../lib/amounts';
import { saveErrorText } from '../../lib/errors';
import { formatMoney, todayIso } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { moneyText } from '../../lib/money';
import { useForm } from '../../lib/useForm';

const SHOWN = ['fecha_entrega', 'cantidad', 'mobiliario', 'valor', 'estado_mobiliario', 'largo', 'alto', 'ancho', 'observaciones', ...MOBILIARIO_IMAGES];

function initial(m: Mobiliario | null): MobiliarioInput {
  return {
    fecha_entrega: m?.fecha_entrega ?? todayIso(),
    cantidad: m ? String(m.cantidad) : '1',
    mobiliario: m?.mobiliario ?? '',
    valor: m ? moneyText(Math.round(m.valor * 100)) : '',
    estado_mobiliario: m?.estado_mobiliario ?? 'NUEVO',
    largo: m?.largo ?? '',
    alto: m?.alto ?? '',
    ancho: m?.ancho ?? '',
    observaciones: m?.observaciones ?? '',
    imagen1: null,
    imagen2: null,
    imagen3: null,
    eliminar: [],
  };
}

/** The furniture modal; `item` null registers a new one in `sucursalId`. */
export function MobiliarioFormModal({
  item,
  sucursalId,
  onClose,
  onSaved,
}: {
  item: Mobiliario | null;
  sucursalId: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const f = useForm<MobiliarioInput>(() => initial(item));
  const v = f.values;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    f.setBusy(true);
    try {
      const res = item ? await updateMobiliario(item.id, v) : await createMobiliario(sucursalId, v);
      toast.success(res?.message || MSG.saved);
      onSaved();
    } catch (err) {
      if (!f.showFieldErrors(err)) toast.error(saveErrorText(item ? 'update' : 'register', err));
    } finally {
      f.setBusy(false);
    }
  };

  const setImage = (field: MobiliarioImage, file: File | null) => {
    f.set(field, file);
    f.set('eliminar', v.eliminar.filter((x) => x !== field));
  };
  const removeImage = (field: MobiliarioImage) => {
    f.set(field, null);
    if (item?.[field]) f.set('eliminar', [...v.eliminar.filter((x) => x !== field), field]);
  };
  const text = (name: 'mobiliario' | 'largo' | 'alto' | 'ancho', label: string, required = false, className?: string) => (
    <Field label={label} name={name} errors={f.errors} required={required} className={className}>
      <input id={`f-${name}`} className="input" value={v[name]} onInput={(e) => f.set(name, e.currentTarget.value)} />
    </Field>
  );

  return (
    <Modal
      title={item ? 'Editar Mobiliario' : 'Nuevo Registro de Mobiliario'}
      onClose={onClose}
      busy={f.busy}
      dirty={f.dirty}
      size="lg"
      footer={<FormModalFooter form="mobiliario-form" busy={f.busy} onCancel={onClose} />}
    >
      <form id="mobiliario-form" className="form-grid" onSubmit={submit} noValidate>
        {text('mobiliario', 'Mobiliario', true, 'span-2')}
        <Field label="Fecha de entrega" name="fecha_entrega" errors={f.errors} required>
          <DateInput id="f-fecha_entrega" max={todayIso()} value={v.fecha_entrega} onChange={(iso) => f.set('fecha_entrega', iso ?? '')} />
        </Field>
        <Field label="Estado" name="estado_mobiliario" errors={f.errors} required>
          <select id="f-estado_mobiliario" className="input" value={v.estado_mobiliario} onChange={(e) => f.set('estado_mobiliario', e.currentTarget.value)}>
            {ESTADOS_MOBILIARIO.map((s) => (
              <option key={s} value={s}>{s}</option>
            ))}
          </select>
        </Field>
        <Field label="Cantidad" name="cantidad" errors={f.errors} required>
          <input id="f-cantidad" className="input" inputMode="numeric" value={v.cantidad} onInput={(e) => f.set('cantidad', e.currentTarget.value)} />
        </Field>
        <Field label="Valor unitario (Bs)" name="valor" errors={f.errors} required>
          <MoneyInput id="f-valor" name="valor" value={typedCents(v.valor)} onChange={(_c, _ok, t) => f.set('valor', t)} />
        </Field>
        <div className="field span-2">
          <span className="muted">Subtotal</span>
          <strong className="num" data-testid="subtotal">{formatMoney(subtotalOf(v.cantidad, v.valor))}</strong>
        </div>
        {text('largo', 'Largo (m)')}
        {text('alto', 'Alto (m)')}
        {text('ancho', 'Ancho (m)')}
        <Field label="Observaciones" name="observaciones" errors={f.errors} className="span-2">
          <textarea id="f-observaciones" className="input" rows={2} value={v.observaciones} onInput={(e) => f.set('observaciones', e.currentTarget.value)} />
        </Field>
        <ImageSlots
          className="image-grid span-2"
          fields={MOBILIARIO_IMAGES}
          stored={item}
          files={v}
          removed={v.eliminar}
          errors={f.errors}
          onFile={setImage}
          onRemove={removeImage}
        />
        <OtherErrors errors={f.errors} shown={SHOWN} />
      </form>
    </Modal>
  );
}
