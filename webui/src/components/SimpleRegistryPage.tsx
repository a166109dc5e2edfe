// The screen of a simple registry (suppliers, categories, units): a list with
// ID, the registry's own columns, Estado and Acciones (edit, activate or
// deactivate), and the add/edit modal whose fields are the values sent to the
// API. The registries differ only in texts, fields, columns and calls, so
// each one is a config and this is the one screen behind them.
import { useMemo, useState } from 'react';
import type { Saved, Toggled } from '../api/client';
import type { Column } from './DataTable';
import { ListScreen } from './ListScreen';
import { ActionButton, actionsColumn, ToggleButton } from './RowActions';
import { SimpleFormModal, type SimpleField } from './SimpleFormModal';
import { estadoColumn, useEstadoToggle } from './useEstadoToggle';
import { useLoad } from '../lib/useLoad';

/** A row of a simple registry. */
export type RegistryRow = { id: number; estado: boolean };

/** What a simple registry screen shows and calls. */
export interface SimpleRegistryConfig<T extends RegistryRow, I> {
  /** Page title, e.g. 'CATEGORÍAS'. */
  title: string;
  subtitle: string;
  /** The ListScreen area (keys of the Excel and PDF buttons, stored table state). */
  area: string;
  /** Add button and modal title for a new row, e.g. 'Nueva Categoría'. */
  addLabel: string;
  /** Modal title when editing, e.g. 'Editar Categoría'. */
  editTitle: string;
  /** Modal fields; their names are the keys of the input sent to the API. */
  fields: SimpleField[];
  /** The columns between ID and Estado. */
  columns: Column<T>[];
  list: () => Promise<T[]>;
  create: (input: I) => Promise<Saved>;
  update: (id: number, input: I) => Promise<Saved>;
  toggle: (id: number) => Promise<Toggled>;
}

/** The modal's starting values: the row's fields, or empty for a new one. */
function initialValues<T>(fields: SimpleField[], row: T | null): Record<string, string> {
  const source = (row ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f.name, String(source[f.name] ?? '')]));
}

/** The values of the modal's fields, as the API input. */
function inputOf<I>(fields: SimpleField[], values: Record<string, string>): I {
  return Object.fromEntries(fields.map((f) => [f.name, values[f.name]])) as I;
}

/** The list screen of one simple registry. */
export function SimpleRegistryPage<T extends RegistryRow, I>({ config }: { config: SimpleRegistryConfig<T, I> }) {
  const { data, loading, error, reload } = useLoad(config.list);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const estado = useEstadoToggle<T>(config.toggle, reload);

  const columns = useMemo<Column<T>[]>(
    () => [
      { accessorKey: 'id', header: 'ID' },
      ...config.columns,
      estadoColumn(),
      actionsColumn((r) => (
        <>
          <ActionButton icon="edit" title="Editar" variant="primary" onClick={() => setEditing(r)} />
          <ToggleButton active={r.estado} onClick={() => estado.ask(r)} />
        </>
      )),
    ],
    [config.columns, estado.ask],
  );

  const current = editing === 'new' ? null : editing;
  return (
    <ListScreen
      title={config.title}
      subtitle={config.subtitle}
      area={config.area}
      columns={columns}
      data={data}
      loading={loading}
      error={error}
      addLabel={config.addLabel}
      onAdd={() => setEditing('new')}
    >
      {editing && (
        <SimpleFormModal
          title={current ? config.editTitle : config.addLabel}
          fields={config.fields}
          initial={initialValues(config.fields, current)}
          editing={!!current}
          save={(v) => {
            const input = inputOf<I>(config.fields, v);
            return current ? config.update(current.id, input) : config.create(input);
          }}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      {estado.dialog}
    </ListScreen>
  );
}
