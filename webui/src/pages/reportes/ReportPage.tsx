// One report screen (transfers-accounts-cash-reports.md §2 "Reports"): Del/Al
// dates (today by default, never after today) with quick ranges (Hoy, Ayer,
// Esta semana, Este mes, Mes anterior), the branch (TODOS for Super
// and Administrador, one's own for the others), a server-paged table with the
// range's totals, and PDF and Excel of the same filter.
import { useEffect, useState, type ReactNode } from 'react';
import { ApiError, buildUrl } from '../../api/client';
import { getReport, reportPath, type ReportPage as Page, type ReportQuery } from '../../api/reportes';
import { openPdf } from '../../api/downloads';
import { listSucursalesActivas } from '../../api/sucursales';
import { useBranchId } from '../../components/BranchSelect';
import { DataTablePager, PageSizeOptions } from '../../components/DataTablePager';
import { DateRange, QuickRanges, todayRange, type Range } from '../../components/DateRange';
import { ExcelButton } from '../../components/ExcelButton';
import { LoadError, Loading } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { Card, PageHeader } from '../../components/PageHeader';
import { StatCards, type Stat } from '../../components/StatCards';
import { useToast } from '../../components/Toast';
import { MSG } from '../../lib/messages';
import { canSwitchBranch, primaryRole } from '../../lib/session';
import { useLoad } from '../../lib/useLoad';
import { useSession } from '../../lib/useSession';
import { ReportTable, visibleColumns, type ReportColumn } from './ReportTable';

/** What makes one report screen. */
export interface ReportDef {
  slug: string;
  title: string;
  subtitle: string;
  columns: ReportColumn[];
  /** Cards from a page's totals. */
  stats?: (p: Page) => Stat[];
  /** Extra filters (the employee select) that add to the query. */
  filters?: (p: { branch: number | 'TODOS'; extra: Record<string, number>; setExtra: (e: Record<string, number>) => void }) => ReactNode;
  /** Something drawn over the table from the page (the daily chart). */
  chart?: (p: Page) => ReactNode;
  /** Whether the role gets the Excel button (every role of the screen unless said). */
  excel?: (role: string | null) => boolean;
}

/** The screen of a report. */
export function ReportScreen({ def }: { def: ReportDef }) {
  const { session } = useSession();
  const own = useBranchId();
  const admin = canSwitchBranch(session?.user);
  const [range, setRange] = useState<Range>(() => todayRange());
  const [branch, setBranch] = useState<number | 'TODOS'>(own);
  const [extra, setExtra] = useState<Record<string, number>>({});
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const toast = useToast();
  const branches = useLoad(() => (admin ? listSucursalesActivas() : Promise.resolve([])), [admin]);
  const query: ReportQuery = { sucursal_id: branch, fecha_inicio: range.desde, fecha_fin: range.hasta, page, per_page: perPage, ...extra };
  const { data, loading, error } = useLoad(() => getReport(def.slug, query), [def.slug, JSON.stringify(query)]);
  useEffect(() => setPage(1), [range.desde, range.hasta, branch, perPage, JSON.stringify(extra)]);

  const docQuery = { sucursal_id: branch, fecha_inicio: range.desde, fecha_fin: range.hasta, ...extra };
  const pdf = async () => {
    try {
      await openPdf(buildUrl(reportPath(def.slug, 'pdf'), docQuery));
      toast.success(MSG.pdfOk);
    } catch (e) {
      toast.error(`${MSG.pdfError}: ${e instanceof Error ? e.message : ''}`);
    }
  };
  const rows = (data?.data ?? []) as Record<string, unknown>[];
  const totals = data?.totales ?? (data?.total_monto != null ? { monto: data.total_monto } : undefined);
  const columns = visibleColumns(def.columns, rows, totals);
  return (
    <>
      <PageHeader title={def.title} subtitle={def.subtitle} />
      <Card>
        <div className="report-filters">
          <DateRange value={range} onChange={setRange} />
          <QuickRanges value={range} onChange={setRange} />
          {admin && (
            <label className="branch-select">
              <Icon name="store" />
              <span>Sucursal</span>
              <select
                className="input"
                aria-label="Sucursal"
                value={String(branch)}
                onChange={(e) => setBranch(e.currentTarget.value === 'TODOS' ? 'TODOS' : Number(e.currentTarget.value))}
              >
                {!(branches.data ?? []).some((s) => s.id === branch) && branch !== 'TODOS' && <option value={String(branch)}>Sucursal {branch}</option>}
                {(branches.data ?? []).map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.sucursal}
                  </option>
                ))}
                <option value="TODOS">TODOS</option>
              </select>
            </label>
          )}
          {def.filters?.({ branch, extra, setExtra })}
          <div className="datatable-actions">
            <button type="button" className="btn btn-pdf" onClick={pdf}>
              <Icon name="file" />
              PDF
            </button>
            {(def.excel?.(primaryRole(session?.user)) ?? true) && (
              <ExcelButton path={reportPath(def.slug, 'excel')} query={docQuery} fileName={`reporte_${def.slug}.xlsx`} />
            )}
          </div>
        </div>
        {data && def.stats && <StatCards stats={def.stats(data)} />}
        {data && def.chart?.(data)}
        {loading && !data ? (
          <Loading />
        ) : error ? (
          <LoadError text={error instanceof ApiError && error.status !== 0 ? error.message : 'Error al cargar los datos.'} />
        ) : (
          <>
            <ReportTable columns={columns} rows={rows} totals={totals} />
            <div className="report-pager">
              <label className="page-size">
                Mostrar{' '}
                <select className="input" aria-label="Filas por página" value={String(perPage)} onChange={(e) => setPerPage(Number(e.currentTarget.value))}>
                  <PageSizeOptions />
                </select>
              </label>
              <DataTablePager
                rowCount={data?.total ?? 0}
                pageIndex={(data?.current_page ?? 1) - 1}
                pageCount={data?.last_page ?? 1}
                onPage={(i) => setPage(i + 1)}
              />
            </div>
          </>
        )}
      </Card>
    </>
  );
}
