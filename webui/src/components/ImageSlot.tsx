// One of the three image slots of a form (products, furniture): the stored image or the
// chosen file as a preview, a file input, and "Quitar" to drop it.
import { useEffect, useMemo } from 'react';
import type { FieldErrors } from '../api/client';
import { FieldError } from './Feedback';
import { Icon } from './Icon';

/** ImageSlot props: `stored` is the saved image URL, `file` the chosen one. */
export interface ImageSlotProps {
  name: string;
  label: string;
  stored: string | null;
  file: File | null;
  removed: boolean;
  errors: FieldErrors;
  onFile: (f: File | null) => void;
  onRemove: () => void;
}

/** An image input with its preview. */
export function ImageSlot({ name, label, stored, file, removed, errors, onFile, onRemove }: ImageSlotProps) {
  const fileUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (fileUrl ? URL.revokeObjectURL(fileUrl) : undefined), [fileUrl]);
  const preview = fileUrl ?? (removed ? null : stored);
  return (
    <div className={`image-slot${errors[name]?.length ? ' field-invalid' : ''}`}>
      <span className="image-slot-label">{label}</span>
      <label className="image-drop" htmlFor={`f-${name}`}>
        {preview ? (
          <img src={preview} alt={label} />
        ) : (
          <span className="image-drop-empty">
            <Icon name="image" size={34} />
            <small>Seleccionar imagen</small>
          </span>
        )}
      </label>
      <input
        id={`f-${name}`}
        name={name}
        type="file"
        accept="image/*"
        className="visually-hidden"
        onChange={(e) => {
          onFile(e.currentTarget.files?.[0] ?? null);
          e.currentTarget.value = '';
        }}
      />
      <div className="image-slot-actions">
        <label className="btn btn-light btn-sm" htmlFor={`f-${name}`}>
          <Icon name="image" /> {preview ? 'Cambiar' : 'Elegir'}
        </label>
        {preview && (
          <button type="button" className="btn btn-light btn-sm btn-danger-text" onClick={onRemove}>
            <Icon name="trash" /> Quitar
          </button>
        )}
      </div>
      <FieldError errors={errors} name={name} />
    </div>
  );
}

/**
 * The image slots of a form, Imagen 1..n: `stored` is the saved record (its
 * image URLs), `files` the chosen files and `removed` the images marked for
 * removal, all by field name.
 */
export function ImageSlots<F extends string>({
  fields,
  stored,
  files,
  removed,
  errors,
  onFile,
  onRemove,
  className,
}: {
  fields: readonly F[];
  stored: Partial<Record<F, string | null>> | null | undefined;
  files: Record<F, File | null>;
  removed: readonly F[];
  errors: FieldErrors;
  onFile: (field: F, file: File | null) => void;
  onRemove: (field: F) => void;
  className: string;
}) {
  return (
    <div className={className}>
      {fields.map((field, i) => (
        <ImageSlot
          key={field}
          name={field}
          label={`Imagen ${i + 1}`}
          stored={stored?.[field] ?? null}
          file={files[field]}
          removed={removed.includes(field)}
          errors={errors}
          onFile={(file) => onFile(field, file)}
          onRemove={() => onRemove(field)}
        />
      ))}
    </div>
  );
}
