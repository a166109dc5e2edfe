// Importar datos (Super): template and export, upload of a sheet (and a zip
// of pictures), its simulation, the import of exactly that plan with its
// progress, and the history of imports. Nothing is written before "Importar".
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  downloadErrors, EXPORTAR_PATH, importProgress, listImports, PLANTILLA_PATH, simulateImport, startImport,
  type ImportKind, type ImportMode, type ImportRecord, type Plan, type Progress, type Upload,
} from '../../api/importaciones';
import { downloadFile } from '../../api/downloads';
import { Card, PageHeader } from '../../components/PageHeader';
import { Icon } from '../../components/Icon';
import { useToast } from '../../components/Toast';
import { countOf } from '../../lib/format';
import { ImportHistory } from './ImportHistory';
import { ImportProgressCard, running } from './ImportProgressCard';
import { PlanView } from './PlanView';

const KINDS: [ImportKind, string][] = [
  ['productos', 'Productos (con precios y stock inicial)'],
  ['precios', 'Precios por sucursal'],
  ['clientes', 'Clientes'],
  ['proveedores', 'Proveedores'],
];

const SEPARATORS: [string, string][] = [[';', 'Punto y coma (;)'], [',', 'Coma (,)'], ['\t', 'Tabulador'], ['|', 'Barra vertical (|)']];

/** The import screen. */
export function ImportarPage() {
  const toast = useToast();
  const [tipo, setTipo] = useState<ImportKind>('productos');
  const [modo, setModo] = useState<ImportMode>('ambos');
  const [archivo, setArchivo] = useState<File | null>(null);
  const [imagenes, setImagenes] = useState<File | null>(null);
  const [separador, setSeparador] = useState('');
  const [plan, setPlan] = useState<Plan | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [history, setHistory] = useState<ImportRecord[]>([]);
  const timer = useRef<number | undefined>(undefined);

  const upload = (sep = separador): Upload | null => (archivo ? { tipo, modo, archivo, imagenes, separador: sep } : null);

  const refreshHistory = useCallback(() => listImports().then(setHistory).catch(() => undefined), []);

  // Polls the server's import while it runs; a reload finds it still running.
  const poll = useCallback(async () => {
    window.clearTimeout(timer.current);
    try {
      const p = await importProgress();
      setProgress(p.fase ? p : null);
      if (running(p)) timer.current = window.setTimeout(poll, 500);
      else if (p.fase === 'terminado') {
        setPlan(null);
        refreshHistory();
      }
    } catch (e: any) {
      setError(e.message);
    }
  }, [refreshHistory]);

  useEffect(() => {
    poll();
    refreshHistory();
    return () => window.clearTimeout(timer.current);
  }, [poll, refreshHistory]);

  const simulate = async (sep = separador) => {
    const u = upload(sep);
    if (!u) {
      setError('Elija el archivo a importar.');
      return;
    }
    setBusy(true);
    setError('');
    setPlan(null);
    try {
      const p = await simulateImport(u);
      setPlan(p);
      if (p.separador) setSeparador(p.separador);
    } catch (e: any) {
      setError(e.message);
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    const u = upload();
    if (!u || !plan) return;
    setBusy(true);
    setError('');
    try {
      await startImport(u, plan.token);
      setProgress({ fase: 'leyendo', archivo: u.archivo.name, filas_hechas: 0, filas_total: 0, resumen: plan.resumen, segundos_restantes: null });
      poll();
    } catch (e: any) {
      setError(e.message);
    } finally {
      setBusy(false);
    }
  };

  const writes = plan ? plan.resumen.crear + plan.resumen.actualizar : 0;
  const canImport = !!plan && plan.resumen.rechazar === 0 && !running(progress) && !busy;

  return (
    <div className="page importar">
      <PageHeader title="IMPORTAR DATOS" subtitle="Productos, precios, stock inicial, clientes y proveedores desde Excel o CSV."
        actions={
          <button type="button" className="btn btn-excel" onClick={() => downloadFile(PLANTILLA_PATH, 'plantilla.xlsx').catch((e) => toast.error(e.message))}>
            <Icon name="download" /> Descargar plantilla
          </button>
        } />
      <Card title="1. Archivo">
        <div className="form-grid importar-form">
          <label className="field">
            <span>Qué importa</span>
            <select className="input" value={tipo} onChange={(e) => { setTipo(e.currentTarget.value as ImportKind); setPlan(null); }}>
              {KINDS.map(([k, l]) => <option key={k} value={k}>{l}</option>)}
            </select>
          </label>
          <label className="field">
            <span>Modo</span>
            <select className="input" value={modo} onChange={(e) => { setModo(e.currentTarget.value as ImportMode); setPlan(null); }}>
              <option value="ambos">Crear y actualizar</option>
              <option value="crear">Solo crear</option>
              <option value="actualizar">Solo actualizar</option>
            </select>
          </label>
          <label className="field">
            <span>Archivo (.xlsx o .csv)</span>
            <input className="input" type="file" accept=".xlsx,.csv,.txt" onChange={(e) => { setArchivo(e.currentTarget.files?.[0] ?? null); setPlan(null); setSeparador(''); }} />
          </label>
          {tipo === 'productos' && (
            <label className="field">
              <span>Imágenes (.zip, opcional)</span>
              <input className="input" type="file" accept=".zip" onChange={(e) => { setImagenes(e.currentTarget.files?.[0] ?? null); setPlan(null); }} />
            </label>
          )}
        </div>
        <div className="page-actions">
          <button type="button" className="btn btn-primary" disabled={busy || !archivo || running(progress)} onClick={() => simulate()}>
            Simular
          </button>
          <button type="button" className="btn btn-light" onClick={() => downloadFile(EXPORTAR_PATH, `${tipo}.xlsx`, { query: { tipo } }).catch((e) => toast.error(e.message))}>
            <Icon name="sheet" /> Exportar {tipo}
          </button>
        </div>
        {error && <div className="alert alert-error" role="alert">{error}</div>}
      </Card>
      {progress && <Card title="Importación"><ImportProgressCard progress={progress} /></Card>}
      {plan && (
        <Card title="2. Simulación" actions={
          <div className="page-actions">
            {plan.resumen.rechazar > 0 && (
              <button type="button" className="btn btn-light" onClick={() => { const u = upload(); if (u) downloadErrors(u).catch((e) => toast.error(e.message)); }}>
                <Icon name="download" /> Descargar errores
              </button>
            )}
            <button type="button" className="btn btn-primary" disabled={!canImport} onClick={apply}>
              Importar {writes > 0 ? `(${countOf(writes, 'fila', 'filas')})` : ''}
            </button>
          </div>
        }>
          <p className="muted">
            Leído como {plan.formato}. Nada se guardó todavía.
            {plan.resumen.rechazar > 0 && ' Corrija las filas rechazadas y vuelva a simular: la importación se habilita sin rechazos.'}
          </p>
          {plan.separador && (
            <label className="field importar-sep">
              <span>Separador</span>
              <select className="input" value={separador} onChange={(e) => { setSeparador(e.currentTarget.value); simulate(e.currentTarget.value); }}>
                {SEPARATORS.map(([v, l]) => <option key={l} value={v}>{l}</option>)}
              </select>
            </label>
          )}
          <PlanView plan={plan} />
        </Card>
      )}
      <Card title="Historial de importaciones">
        <ImportHistory list={history} />
      </Card>
    </div>
  );
}
