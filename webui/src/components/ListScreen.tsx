// The frame every list screen shares: title, a card with the table (or the
// loading and failure texts), the PDF button and the add button.
import type { ReactNode } from 'react';
import { DataTable, type Column } from './DataTable';
import { Loaded } from './Feedback';
import { Icon } from './Icon';
import { Card, PageHeader } from './PageHeader';
import { PdfButton } from './PdfButton';

/** ListScreen props. */
export interface ListScreenProps<T extends object> {
  title: string;
  subtitle?: string;
  /** Area name: the table's storage slot and the PDF path (`/api/<area>/reporte-pdf`). */
  area: string;
  columns: Column<T>[];
  data: T[] | undefined;
  loading: boolean;
  error: unknown;
  /** Label and action of the add button; no button when absent. */
  addLabel?: string;
  onAdd?: () => void;
  /** Modals and dialogs of the screen. */
  children?: ReactNode;
}

/** A titled list with its table and buttons. */
export function ListScreen<T extends object>({ title, subtitle, area, columns, data, loading, error, addLabel, onAdd, children }: ListScreenProps<T>) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Card>
        <Loaded waiting={loading && !data} error={error}>
          <DataTable
            tableId={area}
            columns={columns}
            data={data ?? []}
            actions={
              <>
                <PdfButton area={area} />
                {onAdd && (
                  <button type="button" className="btn btn-primary" onClick={onAdd}>
                    <Icon name="plus" /> {addLabel}
                  </button>
                )}
              </>
            }
          />
        </Loaded>
      </Card>
      {children}
    </>
  );
}
