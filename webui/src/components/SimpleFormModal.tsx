// A modal form of plain text fields, for the small master tables (suppliers,
// categories, units): the screens describe their fields and the save call.
import type { FormEvent } from 'react';
import { saveErrorText } from '../lib/errors';
import { MSG } from '../lib/messages';
import { onlyDigits, useForm } from '../lib/useForm';
import { Field, OtherErrors } from './Form';
import { FormModalFooter, Modal } from './Modal';
import { useToast } from './Toast';

/** One field of the form. */
export interface SimpleField {
  name: string;
  label: string;
  /** `digits` keeps only numbers (telefono, nit); `textarea` for long text. */
  kind?: 'text' | 'digits' | 'textarea';
  required?: boolean;
  /** Takes the full width of the two-column grid. */
  wide?: boolean;
}

/** SimpleFormModal props; `editing` true switches the error prefix to "actualizar". */
export interface SimpleFormModalProps {
  title: string;
  fields: SimpleField[];
  initial: Record<string, string>;
  editing: boolean;
  save: (values: Record<string, string>) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
}

/** The modal with its fields, 422 errors under them and the save toasts. */
export function SimpleFormModal({ title, fields, initial, editing, save, onClose, onSaved }: SimpleFormModalProps) {
  const toast = useToast();
  const f = useForm<Record<string, string>>(initial);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    f.setBusy(true);
    try {
      await save(f.values);
      toast.success(MSG.saved);
      onSaved();
    } catch (err) {
      if (!f.showFieldErrors(err)) toast.error(saveErrorText(editing ? 'update' : 'register', err));
    } finally {
      f.setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      onClose={onClose}
      busy={f.busy}
      dirty={f.dirty}
      footer={<FormModalFooter form="simple-form" busy={f.busy} onCancel={onClose} />}
    >
      <form id="simple-form" className="form-grid" onSubmit={submit} noValidate>
        {fields.map((d) => {
          const common = {
            id: `f-${d.name}`,
            name: d.name,
            className: 'input',
            value: f.values[d.name] ?? '',
            onInput: (e: any) => f.set(d.name, d.kind === 'digits' ? onlyDigits(e.currentTarget.value) : e.currentTarget.value),
          };
          return (
            <Field key={d.name} label={d.label} name={d.name} errors={f.errors} required={d.required} className={d.wide || d.kind === 'textarea' ? 'span-2' : undefined}>
              {d.kind === 'textarea' ? <textarea rows={3} {...common} /> : <input inputMode={d.kind === 'digits' ? 'numeric' : undefined} {...common} />}
            </Field>
          );
        })}
        <OtherErrors errors={f.errors} shown={fields.map((d) => d.name)} />
      </form>
    </Modal>
  );
}
