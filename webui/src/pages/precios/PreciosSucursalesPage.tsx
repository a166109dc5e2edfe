// Precios por Sucursal (/admin/precios-sucursales, Super): every active
// product with its six prices in every active branch, one row per product and
// branch, editable in place. A row is saved (PUT per row) when the focus
// leaves it or on Enter; Escape drops what was typed. The table keeps its own
// search, page size, page and sort, and the branch filter, in localStorage.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../api/client';
import { listPreciosSucursales, PRICE_LEVELS, updatePreciosSucursal } from '../../api/precios';
import { DataTable, type Column } from '../../components/DataTable';
import { Loaded } from '../../components/Feedback';
import { Icon } from '../../components/Icon';
import { MoneyInput } from '../../components/MoneyInput';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { typedCents, validAmount } from '../../lib/amounts';
import { errorMessage, fieldErrorsOf } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { useLoad } from '../../lib/useLoad';
import { CAMBIO_MSG, firstMessage } from './cambio';
import { branchesOf, draftOf, flattenPrecios, isDirty, rowInput, type PrecioRow } from './tabla';

/** localStorage slot of the table's view (DataTable adds the `sgc.table.` prefix). */
export const PRECIOS_TABLE_ID = 'precios-sucursales';
/** localStorage key of the branch filter. */
export const PRECIOS_BRANCH_KEY = 'sgc.precios-sucursales.sucursal';
/** How long the "Guardado" mark stays on a row. */
const SAVED_MARK_MS = 3000;

/** The state of a row's save. */
export type RowStatus = { state: 'saving' } | { state: 'saved' } | { state: 'error'; message: string; fields: Record<string, string> };

interface Editor {
  drafts: Record<string, string[]>;
  status: Record<string, RowStatus>;
  edit: (row: PrecioRow, level: number, raw: string) => void;
  /** Saves the row; `retry` sends again a draft that the server just refused. */
  commit: (key: string, retry?: boolean) => void;
  revert: (key: string) => void;
}

const EditorContext = createContext<Editor | null>(null);

function readBranch(): number {
  const n = Number(localStorage.getItem(PRECIOS_BRANCH_KEY));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** One price input of the table. */
function PriceCell({ row, level }: { row: PrecioRow; level: number }) {
  const ed = useContext(EditorContext)!;
  const draft = ed.drafts[row.key];
  const value = draft ? draft[level] : row.precios[level] ? draftOf(row)[level] : '';
  const st = ed.status[row.key];
  const fieldError = st?.state === 'error' ? st.fields[PRICE_LEVELS[level]] : undefined;
  const changed = !!draft && isDirty({ precios: [row.precios[level]] }, [draft[level]]);
  return (
    <MoneyInput
      size="sm"
      className={`price-cell${changed ? ' price-cell-dirty' : ''}`}
      invalid={!!fieldError}
      placeholder="—"
      label={`P${level + 1} de ${row.producto} en ${row.sucursal}`}
      title={fieldError}
      value={typedCents(value)}
      onChange={(_c, _ok, raw) => ed.edit(row, level, raw)}
      onBlur={(e) => {
        // Moving to another price of the same row does not save yet.
        const to = e.relatedTarget as Node | null;
        const cell = e.target as HTMLElement | null;
        if (to && cell?.closest('tr')?.contains(to)) return;
        ed.commit(row.key);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          ed.commit(row.key, true);
        } else if (e.key === 'Escape') {
          ed.revert(row.key);
        }
      }}
    />
  );
}

/** The save state of a row, shown under the product's name. */
function RowState({ row }: { row: PrecioRow }) {
  const ed = useContext(EditorContext)!;
  const st = ed.status[row.key];
  if (st?.state === 'saving') {
    return (
      <span className="row-status">
        <span className="spinner" aria-hidden="true" /> Guardando...
      </span>
    );
  }
  if (st?.state === 'error') {
    return (
      <span className="row-status row-status-error" role="alert">
        <Icon name="alert" /> {st.message}
      </span>
    );
  }
  if (isDirty(row, ed.drafts[row.key])) return <span className="badge badge-warning">Sin guardar</span>;
  if (st?.state === 'saved') {
    return (
      <span className="badge badge-success">
        <Icon name="check" /> Guardado
      </span>
    );
  }
  return null;
}

/** The product of a row with its code and the row's save state. */
function ProductCell({ row }: { row: PrecioRow }) {
  return (
    <span className="product-name precio-product">
      <strong>{row.producto}</strong>
      <span className="precio-product-sub">
        <small>{row.codigo}</small>
        <RowState row={row} />
      </span>
    </span>
  );
}

/** The prices-per-branch screen. */
export function PreciosSucursalesPage() {
  const toast = useToast();
  const { data, loading, error } = useLoad(listPreciosSucursales);
  const [saved, setSaved] = useState<Record<string, number[]>>({});
  const [drafts, setDraftsState] = useState<Record<string, string[]>>({});
  const [status, setStatusState] = useState<Record<string, RowStatus>>({});
  const [branch, setBranch] = useState<number>(readBranch);
  const draftsRef = useRef(drafts);
  const rowsRef = useRef(new Map<string, PrecioRow>());
  const saving = useRef(new Set<string>());
  const again = useRef(new Set<string>());
  const timers = useRef(new Map<string, number>());
  // The draft the server last refused per row: leaving the row does not send it again.
  const refused = useRef(new Map<string, string[]>());
  const alive = useRef(true);

  useEffect(
    () => () => {
      alive.current = false;
      timers.current.forEach((t) => window.clearTimeout(t));
    },
    [],
  );

  const rows = useMemo(
    () => flattenPrecios(data ?? []).map((r) => (saved[r.key] ? { ...r, precios: saved[r.key] } : r)),
    [data, saved],
  );
  rowsRef.current = new Map(rows.map((r) => [r.key, r]));
  const branches = useMemo(() => branchesOf(data ?? []), [data]);
  const activeBranch = branches.some((b) => b.id === branch) ? branch : 0;
  const shown = useMemo(() => (activeBranch ? rows.filter((r) => r.sucursal_id === activeBranch) : rows), [rows, activeBranch]);

  const setDrafts = useCallback((fn: (d: Record<string, string[]>) => Record<string, string[]>) => {
    draftsRef.current = fn(draftsRef.current);
    setDraftsState(draftsRef.current);
  }, []);
  const setStatus = useCallback((key: string, st: RowStatus | null) => {
    if (!alive.current) return;
    window.clearTimeout(timers.current.get(key));
    setStatusState((s) => {
      const out = { ...s };
      if (st) out[key] = st;
      else delete out[key];
      return out;
    });
    if (st?.state === 'saved') {
      timers.current.set(
        key,
        window.setTimeout(() => setStatusState((s) => (s[key]?.state === 'saved' ? (({ [key]: _gone, ...rest }) => rest)(s) : s)), SAVED_MARK_MS),
      );
    }
  }, []);

  const dropDraft = useCallback(
    (key: string, only?: string[]) =>
      setDrafts((d) => {
        if (!(key in d) || (only && d[key] !== only)) return d;
        const { [key]: _gone, ...rest } = d;
        return rest;
      }),
    [setDrafts],
  );

  const commit = useCallback(
    async (key: string, retry = false): Promise<void> => {
      const row = rowsRef.current.get(key);
      const draft = draftsRef.current[key];
      if (!row || !draft) return;
      if (!isDirty(row, draft)) {
        dropDraft(key);
        return;
      }
      // A price that is not a number stays on its cell with Valor inválido. until fixed.
      if (!draft.every(validAmount)) return;
      if (!retry && refused.current.get(key) === draft) return;
      if (saving.current.has(key)) {
        again.current.add(key);
        return;
      }
      saving.current.add(key);
      setStatus(key, { state: 'saving' });
      const input = rowInput(row, draft);
      try {
        const res = await updatePreciosSucursal(input);
        if (!alive.current) return;
        setSaved((s) => ({ ...s, [key]: PRICE_LEVELS.map((k) => input[k]) }));
        rowsRef.current.set(key, { ...row, precios: PRICE_LEVELS.map((k) => input[k]) });
        // What was typed while saving stays as a draft.
        dropDraft(key, draft);
        setStatus(key, { state: 'saved' });
        toast.success(res?.message || CAMBIO_MSG.saved);
      } catch (e) {
        if (!alive.current) return;
        const errs = fieldErrorsOf(e);
        const fields: Record<string, string> = {};
        for (const [k, v] of Object.entries(errs ?? {})) if (v?.length) fields[k] = v[0];
        const message = (errs && firstMessage(errs)) || errorMessage(e);
        refused.current.set(key, draft);
        setStatus(key, { state: 'error', message, fields });
        toast.error(e instanceof ApiError && e.status === 403 ? e.message : MSG.updateError + message);
      } finally {
        saving.current.delete(key);
        if (again.current.delete(key) && alive.current) void commit(key, true);
      }
    },
    [dropDraft, setStatus, toast],
  );

  const editor = useMemo<Editor>(
    () => ({
      drafts,
      status,
      edit: (row, level, raw) => {
        setDrafts((d) => {
          const next = (d[row.key] ?? draftOf(row).map((v, i) => (row.precios[i] ? v : ''))).slice();
          next[level] = raw;
          return { ...d, [row.key]: next };
        });
      },
      commit: (key, retry) => void commit(key, retry),
      revert: (key) => {
        refused.current.delete(key);
        dropDraft(key);
        setStatus(key, null);
      },
    }),
    [drafts, status, commit, dropDraft, setDrafts, setStatus],
  );

  const columns = useMemo<Column<PrecioRow>[]>(
    () => [
      {
        id: 'producto',
        header: 'Producto',
        accessorFn: (r) => `${r.producto} ${r.codigo}`,
        cell: ({ row }) => <ProductCell row={row.original} />,
      },
      {
        id: 'sucursal',
        header: 'Sucursal',
        accessorFn: (r) => r.sucursal,
        cell: ({ row }) => (
          <span className="branch-cell">
            <span>{row.original.sucursal}</span>
            <small>Grupo {row.original.grupo}</small>
          </span>
        ),
      },
      ...PRICE_LEVELS.map(
        (k, i): Column<PrecioRow> => ({
          id: k,
          header: `P${i + 1}`,
          meta: { align: 'right' },
          enableGlobalFilter: false,
          accessorFn: (r) => r.precios[i],
          cell: ({ row }) => <PriceCell row={row.original} level={i} />,
        }),
      ),
    ],
    [],
  );

  const chooseBranch = (id: number) => {
    setBranch(id);
    if (id) localStorage.setItem(PRECIOS_BRANCH_KEY, String(id));
    else localStorage.removeItem(PRECIOS_BRANCH_KEY);
  };

  return (
    <>
      <PageHeader
        title="PRECIOS POR SUCURSAL"
        subtitle="Precios de venta P1 a P6 de cada producto en cada sucursal (Bs). Edite un precio y pulse Enter o salga de la fila para guardarlo."
        actions={
          <Link href="/admin/cambio-precios" className="btn btn-primary">
            <Icon name="edit" /> Cambio de Precios
          </Link>
        }
      />
      <Card className="precios-card">
        <Loaded waiting={loading && !data} error={error}>
          <EditorContext.Provider value={editor}>
            <DataTable
              dense
              tableId={PRECIOS_TABLE_ID}
              columns={columns}
              data={shown}
              searchPlaceholder="Buscar producto o sucursal..."
              actions={
                <label className="branch-select">
                  <Icon name="store" />
                  <select className="input" aria-label="Sucursal" value={String(activeBranch)} onChange={(e) => chooseBranch(Number(e.currentTarget.value))}>
                    <option value="0">Todas las sucursales</option>
                    {branches.map((b) => (
                      <option key={b.id} value={String(b.id)}>
                        {b.sucursal}
                      </option>
                    ))}
                  </select>
                </label>
              }
            />
          </EditorContext.Provider>
        </Loaded>
      </Card>
    </>
  );
}
