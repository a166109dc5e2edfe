// FACTURACIÓN (/admin/facturacion, Super): the taxpayer's SIAT data, the
// token delegado (sent, never shown again), the ambiente, each branch's
// sucursal and point of sale in the SIN, and the optional mail server of the
// buyers' invoices; above, whether the SIN answers.
import type { FormEvent } from 'react';
import { getSiatConfig, getSiatEstado, saveSiatConfig, type SiatConfig, type SiatSucursal } from '../../api/facturacion';
import { listSucursalesActivas, type Sucursal } from '../../api/sucursales';
import { Field, OtherErrors } from '../../components/Form';
import { CORREO_FIELDS, CorreoFields, type CorreoForm } from './CorreoFields';
import { LoadError, Loading } from '../../components/Feedback';
import { Card, PageHeader } from '../../components/PageHeader';
import { useToast } from '../../components/Toast';
import { fieldErrorsOf, saveErrorText } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { onlyDigits, useForm } from '../../lib/useForm';
import { useLoad } from '../../lib/useLoad';

type Form = Omit<SiatConfig, 'token_guardado' | 'nit' | 'correo'> & { nit: string; token: string; correo: CorreoForm; correo_clave: string };

const NO_CORREO: CorreoForm = { servidor: '', puerto: 0, usuario: '', remitente: '', enviar_al_validar: false };

const TEXTS: { name: 'razon_social' | 'municipio' | 'telefono' | 'codigo_sistema' | 'actividad_economica'; label: string }[] = [
  { name: 'razon_social', label: 'Razón social' },
  { name: 'municipio', label: 'Municipio' },
  { name: 'telefono', label: 'Teléfono' },
  { name: 'codigo_sistema', label: 'Código de sistema' },
  { name: 'actividad_economica', label: 'Actividad económica' },
];

/** The invoicing configuration screen. */
export function FacturacionPage() {
  const cfg = useLoad(getSiatConfig);
  const branches = useLoad(listSucursalesActivas);
  return (
    <>
      <PageHeader title="FACTURACIÓN" subtitle="Facturación en línea del SIN (SIAT): datos del contribuyente, token delegado y puntos de venta." />
      <EstadoSin />
      {cfg.loading || branches.loading ? <Loading /> : cfg.error || !cfg.data ? <LoadError error={cfg.error} /> : (
        <ConfigForm config={cfg.data} branches={branches.data ?? []} />
      )}
    </>
  );
}

function EstadoSin() {
  const { data } = useLoad(getSiatEstado);
  if (!data?.activo) return null;
  return (
    <Card title="ESTADO DEL SIN">
      {data.contingencia ? (
        <p className="alert alert-warning" role="status">
          Sin conexión con el SIN desde {formatDateTime(data.desde)}: las ventas se facturan fuera de línea y se enviarán al volver la conexión.
        </p>
      ) : (
        <p role="status">El SIN responde. Facturas por enviar: {data.pendientes}.</p>
      )}
      {data.alerta && <p className="alert alert-error" role="alert">{data.alerta}</p>}
    </Card>
  );
}

function ConfigForm({ config, branches }: { config: SiatConfig; branches: Sucursal[] }) {
  const toast = useToast();
  const { token_guardado, correo, ...rest } = config;
  const { clave_guardada, ...correoRest } = correo ?? { ...NO_CORREO, clave_guardada: false };
  const f = useForm<Form>({ ...rest, nit: config.nit ? String(config.nit) : '', token: '', sucursales: config.sucursales ?? [],
    correo: correoRest, correo_clave: '' });
  const place = (id: number) => f.values.sucursales.find((s) => s.sucursal_id === id);
  const setPlace = (id: number, change: Partial<SiatSucursal> | null) => {
    const others = f.values.sucursales.filter((s) => s.sucursal_id !== id);
    if (change === null) return f.set('sucursales', others);
    const cur = place(id) ?? { sucursal_id: id, codigo_sucursal: 0, punto_venta: 0, factura_por_defecto: true, papel: 'carta' as const };
    f.set('sucursales', [...others, { ...cur, ...change }].sort((a, b) => a.sucursal_id - b.sucursal_id));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!f.claim()) return;
    try {
      await saveSiatConfig({ ...f.values, nit: Number(f.values.nit) || 0 });
      toast.success(MSG.saved);
      f.set('token', '');
      f.set('correo_clave', '');
    } catch (err) {
      const errs = fieldErrorsOf(err);
      if (errs) f.setErrors(errs);
      else toast.error(saveErrorText('update', err));
    }
    f.setBusy(false);
  };

  return (
    <Card title="CONTRIBUYENTE">
      <form className="form-grid" onSubmit={submit} noValidate>
        <label className="check span-2">
          <input type="checkbox" checked={f.values.activo} onChange={(e) => f.set('activo', e.currentTarget.checked)} /> Facturación activa
        </label>
        <Field label="NIT" name="nit" errors={f.errors}>
          <input id="f-nit" className="input" inputMode="numeric" value={f.values.nit} onInput={(e) => f.set('nit', onlyDigits(e.currentTarget.value))} />
        </Field>
        {TEXTS.map((d) => (
          <Field key={d.name} label={d.label} name={d.name} errors={f.errors}>
            <input id={`f-${d.name}`} className="input" value={f.values[d.name] ?? ''} onInput={(e) => f.set(d.name, e.currentTarget.value)} />
          </Field>
        ))}
        <Field label="Token delegado" name="token" errors={f.errors} className="span-2">
          <input
            id="f-token"
            className="input"
            type="password"
            autoComplete="off"
            placeholder={token_guardado ? 'Guardado: deje vacío para conservarlo' : 'Pegue el token que entrega el SIN'}
            value={f.values.token}
            onInput={(e) => f.set('token', e.currentTarget.value)}
          />
        </Field>
        <Field label="Ambiente" name="ambiente" errors={f.errors}>
          <select id="f-ambiente" className="input" value={String(f.values.ambiente || 2)} onChange={(e) => f.set('ambiente', Number(e.currentTarget.value))}>
            <option value="2">2 — Pruebas (piloto)</option>
            <option value="1">1 — Producción</option>
          </select>
        </Field>
        <Field label="Día límite de anulación (mes siguiente)" name="dia_limite_anulacion" errors={f.errors}>
          <input
            id="f-dia_limite_anulacion"
            className="input"
            inputMode="numeric"
            value={String(f.values.dia_limite_anulacion || '')}
            onInput={(e) => f.set('dia_limite_anulacion', Number(onlyDigits(e.currentTarget.value)))}
          />
        </Field>
        <div className="span-2">
          <h3>Sucursales que facturan</h3>
          <div className="table-wrap">
            <table className="table dense">
              <thead>
                <tr>
                  <th>Sucursal</th>
                  <th>Factura</th>
                  <th>Código sucursal SIN (0 = casa matriz)</th>
                  <th>Punto de venta</th>
                  <th>Factura por defecto</th>
                  <th>Factura por correo en</th>
                </tr>
              </thead>
              <tbody>
                {branches.map((b) => {
                  const p = place(b.id);
                  return (
                    <tr key={b.id}>
                      <td>{b.sucursal}</td>
                      <td>
                        <input type="checkbox" aria-label={`Factura en ${b.sucursal}`} checked={!!p} onChange={(e) => setPlace(b.id, e.currentTarget.checked ? {} : null)} />
                      </td>
                      <td>
                        <input className="input" aria-label={`Código sucursal SIN de ${b.sucursal}`} inputMode="numeric" disabled={!p} value={String(p?.codigo_sucursal ?? '')}
                          onInput={(e) => setPlace(b.id, { codigo_sucursal: Number(onlyDigits(e.currentTarget.value)) })} />
                      </td>
                      <td>
                        <input className="input" aria-label={`Punto de venta de ${b.sucursal}`} inputMode="numeric" disabled={!p} value={String(p?.punto_venta ?? '')}
                          onInput={(e) => setPlace(b.id, { punto_venta: Number(onlyDigits(e.currentTarget.value)) })} />
                      </td>
                      <td>
                        <input type="checkbox" aria-label={`Factura por defecto en ${b.sucursal}`} disabled={!p} checked={!!p?.factura_por_defecto}
                          onChange={(e) => setPlace(b.id, { factura_por_defecto: e.currentTarget.checked })} />
                      </td>
                      <td>
                        <select className="input" aria-label={`Papel de la factura por correo en ${b.sucursal}`} disabled={!p} value={p?.papel ?? 'carta'}
                          onChange={(e) => setPlace(b.id, { papel: e.currentTarget.value === 'rollo' ? 'rollo' : 'carta' })}>
                          <option value="carta">Carta</option>
                          <option value="rollo">Rollo</option>
                        </select>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </div>
        <CorreoFields
          value={f.values.correo}
          clave={f.values.correo_clave}
          claveGuardada={clave_guardada}
          errors={f.errors}
          onChange={(c) => f.set('correo', { ...f.values.correo, ...c })}
          onClave={(c) => f.set('correo_clave', c)}
        />
        <div className="span-2">
          <OtherErrors errors={f.errors} shown={['nit', 'token', 'ambiente', 'dia_limite_anulacion', ...TEXTS.map((d) => d.name), ...CORREO_FIELDS]} />
        </div>
        <div className="form-actions span-2">
          <button type="submit" className="btn btn-primary" disabled={f.busy}>
            {f.busy ? MSG.loading : 'Guardar'}
          </button>
        </div>
      </form>
    </Card>
  );
}
