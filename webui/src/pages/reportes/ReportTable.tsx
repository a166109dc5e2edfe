// The table of a report page: the server already paged and summed the rows,
// so it only formats them; the totals row shows the whole range's sums.
import { EmptyRow } from '../../components/Feedback';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format';

/** How a column's values are shown. */
export type ColumnKind = 'text' | 'money' | 'int' | 'date' | 'datetime' | 'estado';

/** One column of a report. */
export interface ReportColumn {
  key: string;
  header: string;
  kind?: ColumnKind;
  /** Only shown when the answer carries the field (cost and profit for Super). */
  optional?: boolean;
  /** A row field that, when true, marks this cell (a price at or below P5). */
  mark?: string;
}

/** Formats a value of a column. */
export function formatCell(kind: ColumnKind | undefined, v: unknown): string {
  switch (kind) {
    case 'money':
      return formatMoney(v);
    case 'int':
      return formatNumber(v) || '0';
    case 'date':
      return formatDate(v);
    case 'datetime':
      return formatDateTime(v);
    case 'estado':
      return Number(v) === 1 ? 'Válida' : 'Anulada';
    default:
      return v == null ? '' : String(v);
  }
}

const numeric = (k?: ColumnKind) => k === 'money' || k === 'int';

/** The columns shown for rows: optional ones only when the rows carry them. */
export function visibleColumns(columns: ReportColumn[], rows: Record<string, unknown>[], totals?: Record<string, unknown>): ReportColumn[] {
  return columns.filter((c) => !c.optional || rows.some((r) => r[c.key] != null) || (totals && totals[c.key] != null));
}

/** The table with its totals row. */
export function ReportTable({
  columns,
  rows,
  totals,
}: {
  columns: ReportColumn[];
  rows: Record<string, unknown>[];
  totals?: Record<string, unknown>;
}) {
  return (
    <div className="table-wrap">
      <table className="table report-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} className={numeric(c.kind) ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <EmptyRow span={columns.length} />
          ) : (
            rows.map((r, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={[`col-${c.key}`, numeric(c.kind) ? 'num' : '', c.mark && r[c.mark] ? 'low-price' : ''].filter(Boolean).join(' ')}
                    title={c.mark && r[c.mark] ? 'Precio igual o menor al precio 5' : undefined}
                  >
                    {formatCell(c.kind, r[c.key])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {totals && rows.length > 0 && (
          <tfoot>
            <tr>
              {columns.map((c, i) => (
                <td key={c.key} className={numeric(c.kind) ? 'num' : undefined}>
                  {i === 0 ? 'TOTALES' : numeric(c.kind) && totals[c.key] != null ? formatCell(c.kind, totals[c.key]) : ''}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
