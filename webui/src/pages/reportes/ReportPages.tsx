// The report screens (/admin/reportes/...), one definition each; the route
// table guards them by role as foundation.md §2.3 says, and the server checks
// the same roles and branches on every call.
import { useEffect } from 'react';
import { listEmpleados, type ReportPage } from '../../api/reportes';
import type { Stat } from '../../components/StatCards';
import { formatMoney, formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/useLoad';
import { useBranchId } from '../../components/BranchSelect';
import { DailyChart } from './DailyChart';
import { RankingChart } from './RankingChart';
import { ReportScreen, type ReportDef } from './ReportPage';
import type { ReportColumn } from './ReportTable';

const NO_DISCOUNTS = 'Los montos son a precio de venta y no descuentan los descuentos de las ventas.';

const tot = (p: ReportPage, k: string) => (p.totales?.[k] as number | undefined) ?? 0;

/** The discounts card beside reports that ignore them. */
const discountStat = (p: ReportPage): Stat => ({ label: 'Total descuentos (no incluidos)', value: formatMoney(p.total_descuentos ?? 0), icon: 'tag', tone: 'warning' });

const saleColumns: ReportColumn[] = [
  { key: 'fecha_venta', header: 'Fecha', kind: 'datetime' },
  { key: 'numero_comprobante', header: 'N°', kind: 'int' },
  { key: 'razon_social', header: 'Razón social' },
  { key: 'nit', header: 'NIT/CI' },
  { key: 'empleado', header: 'Empleado' },
  { key: 'sucursal', header: 'Sucursal' },
  { key: 'cantidad_detalles', header: 'Líneas', kind: 'int' },
  { key: 'total', header: 'Total', kind: 'money' },
  { key: 'descuento', header: 'Descuento', kind: 'money' },
  { key: 'devoluciones', header: 'Devoluciones', kind: 'money' },
  { key: 'total_neto', header: 'Total neto', kind: 'money' },
  { key: 'estado', header: 'Estado', kind: 'estado' },
];

const salesStats = (p: ReportPage): Stat[] => [
  { label: 'Ventas', value: formatNumber(tot(p, 'ventas')) || '0', icon: 'receipt', tone: 'info' },
  { label: 'Total', value: formatMoney(tot(p, 'total')), icon: 'chart', tone: 'primary' },
  { label: 'Descuentos', value: formatMoney(tot(p, 'descuento')), icon: 'tag', tone: 'warning' },
  { label: 'Total neto', value: formatMoney(tot(p, 'total_neto')), icon: 'cash', tone: 'success' },
];

const utilidades: ReportDef = {
  slug: 'utilidades',
  title: 'REPORTE DE UTILIDADES',
  subtitle: `Utilidad por producto: costo promedio al vender frente al precio de venta. ${NO_DISCOUNTS}`,
  columns: [
    { key: 'codigo', header: 'Código' },
    { key: 'producto', header: 'Producto' },
    { key: 'marca', header: 'Marca' },
    { key: 'unidad', header: 'Unidad' },
    { key: 'cantidad_venta', header: 'Cantidad', kind: 'int' },
    { key: 'costo_compra', header: 'Costo promedio', kind: 'money' },
    { key: 'costo_total', header: 'Costo total', kind: 'money' },
    { key: 'precio_venta', header: 'Precio promedio', kind: 'money' },
    { key: 'precio_total', header: 'Precio total', kind: 'money' },
    { key: 'utilidad', header: 'Utilidad', kind: 'money' },
  ],
  stats: (p) => [
    { label: 'Ventas sin descuentos', value: formatMoney(tot(p, 'precio_total')), icon: 'chart', tone: 'primary' },
    { label: 'Costo', value: formatMoney(tot(p, 'costo_total')), icon: 'box', tone: 'danger' },
    { label: 'Utilidad', value: formatMoney(tot(p, 'utilidad')), icon: 'cash', tone: 'success' },
    discountStat(p),
  ],
  chart: (p) =>
    p.ranking?.length ? (
      <RankingChart label="Utilidad (los 10 productos de mayor utilidad)" items={p.ranking.map((r) => ({ label: r.producto, value: Number(r.utilidad) }))} />
    ) : null,
};

const ventasProductos: ReportDef = {
  slug: 'ventas_producto',
  title: 'REPORTE DE VENTAS POR PRODUCTO',
  subtitle: `Unidades vendidas de cada producto por día. El precio marcado está en o bajo el precio 5. ${NO_DISCOUNTS}`,
  columns: [
    { key: 'fecha_venta', header: 'Fecha', kind: 'date' },
    { key: 'codigo', header: 'Código' },
    { key: 'producto', header: 'Producto' },
    { key: 'sucursal', header: 'Sucursal' },
    { key: 'costo_promedio_compra', header: 'Costo promedio', kind: 'money', optional: true },
    { key: 'precio_venta', header: 'Precio venta', kind: 'money', mark: 'bajo_precio5' },
    { key: 'precio5', header: 'Precio 5', kind: 'money' },
    { key: 'cantidad_venta', header: 'Cantidad', kind: 'int' },
    { key: 'precio_total_venta', header: 'Total venta', kind: 'money' },
    { key: 'costo_total_compra', header: 'Costo total', kind: 'money', optional: true },
    { key: 'utilidad', header: 'Utilidad', kind: 'money', optional: true },
  ],
  stats: (p) => {
    const s: Stat[] = [{ label: 'Total vendido', value: formatMoney(tot(p, 'precio_total_venta')), icon: 'chart', tone: 'primary' }];
    if (p.totales?.costo_total_compra != null) {
      s.push({ label: 'Costo', value: formatMoney(tot(p, 'costo_total_compra')), icon: 'box', tone: 'danger' });
      s.push({ label: 'Utilidad', value: formatMoney(tot(p, 'utilidad')), icon: 'cash', tone: 'success' });
    }
    s.push(discountStat(p));
    return s;
  },
  // transfers-accounts-cash-reports.md: the Excel button of sales by product is Super's.
  excel: (role) => role === 'Super',
};

const ventasGenerales: ReportDef = {
  slug: 'ventas_generales',
  title: 'REPORTE GENERAL DE VENTAS',
  subtitle: 'Cada venta del rango. Total neto = total − descuento − devoluciones; los totales no cuentan las ventas anuladas.',
  columns: saleColumns,
  stats: salesStats,
};

/** The employee select of ventas-empleados (employees of the chosen branch). */
function EmployeeFilter({ branch, value, onChange }: { branch: number; value: number; onChange: (id: number) => void }) {
  const { data } = useLoad(() => listEmpleados(branch), [branch]);
  useEffect(() => {
    if (data && value && !data.some((e) => e.id === value)) onChange(0);
  }, [data, value, onChange]);
  return (
    <label className="branch-select">
      <span>Empleado</span>
      <select className="input" aria-label="Empleado" value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        <option value="0">Todos</option>
        {(data ?? []).map((e) => (
          <option key={e.id} value={String(e.id)}>
            {e.nombres} {e.apellidos}
          </option>
        ))}
      </select>
    </label>
  );
}

function ventasEmpleados(own: number): ReportDef {
  return {
    slug: 'ventas_empleados',
    title: 'REPORTE DE VENTAS POR EMPLEADO',
    subtitle: 'Las ventas de un empleado, o de todos, en el rango.',
    columns: saleColumns,
    stats: salesStats,
    chart: (p) =>
      p.resumen && p.resumen.length > 1 ? (
        <RankingChart label="Ventas netas por empleado" items={p.resumen.map((e) => ({ label: `${e.nombres} ${e.apellidos}`, value: Number(e.total_neto) }))} />
      ) : null,
    filters: ({ branch, extra, setExtra }) => (
      <EmployeeFilter
        branch={branch === 'TODOS' ? own : branch}
        value={extra.empleado ?? 0}
        onChange={(id) => setExtra(id ? { empleado: id } : {})}
      />
    ),
  };
}

const comprasProductos: ReportDef = {
  slug: 'compras_producto',
  title: 'REPORTE DE COMPRAS POR PRODUCTO',
  subtitle: 'Unidades compradas de cada producto y su costo, sin las compras ni líneas anuladas.',
  columns: [
    { key: 'codigo', header: 'Código' },
    { key: 'producto', header: 'Producto' },
    { key: 'categoria', header: 'Categoría' },
    { key: 'unidad', header: 'Unidad' },
    { key: 'precio_compra', header: 'Precio compra', kind: 'money' },
    { key: 'cantidad_compra', header: 'Cantidad', kind: 'int' },
    { key: 'precio_total_compra', header: 'Total', kind: 'money' },
    { key: 'sucursal', header: 'Sucursal' },
  ],
  stats: (p) => [
    { label: 'Unidades compradas', value: formatNumber(tot(p, 'cantidad_compra')) || '0', icon: 'box', tone: 'info' },
    { label: 'Total comprado', value: formatMoney(tot(p, 'precio_total_compra')), icon: 'truck', tone: 'warning' },
  ],
};

const ventasTotales: ReportDef = {
  slug: 'ventas_totales',
  title: 'REPORTE DE VENTAS TOTALES',
  subtitle: 'Ventas, descuentos, devoluciones y neto por sucursal y día.',
  columns: [
    { key: 'fecha', header: 'Fecha', kind: 'date' },
    { key: 'sucursal', header: 'Sucursal' },
    { key: 'ventas', header: 'Ventas', kind: 'int' },
    { key: 'total', header: 'Total', kind: 'money' },
    { key: 'descuento', header: 'Descuentos', kind: 'money' },
    { key: 'devoluciones', header: 'Devoluciones', kind: 'money' },
    { key: 'total_neto', header: 'Neto', kind: 'money' },
    { key: 'anuladas', header: 'Anuladas', kind: 'int' },
    { key: 'monto_anulado', header: 'Monto anulado', kind: 'money' },
  ],
  stats: salesStats,
  chart: (p) => (p.serie && p.serie.length > 1 ? <DailyChart points={p.serie} /> : null),
};

const anulaciones: ReportDef = {
  slug: 'anulaciones',
  title: 'REPORTE DE ANULACIONES',
  subtitle: 'Cada anulación del rango: ventas, productos de venta, compras, productos de compra, traspasos y catálogos.',
  columns: [
    { key: 'fecha', header: 'Fecha', kind: 'datetime' },
    { key: 'tipo', header: 'Tipo' },
    { key: 'documento', header: 'Documento' },
    { key: 'documento_id', header: 'N°', kind: 'int' },
    { key: 'motivo', header: 'Motivo' },
    { key: 'usuario', header: 'Usuario' },
    { key: 'sucursal', header: 'Sucursal' },
    { key: 'monto', header: 'Monto', kind: 'money' },
  ],
  stats: (p) => [
    { label: 'Anulaciones', value: formatNumber(p.total) || '0', icon: 'ban', tone: 'danger' },
    { label: 'Monto anulado', value: formatMoney(p.total_monto ?? 0), icon: 'cash', tone: 'warning' },
  ],
};

export const UtilidadesPage = () => <ReportScreen def={utilidades} />;
export const VentasProductosPage = () => <ReportScreen def={ventasProductos} />;
export const VentasGeneralesPage = () => <ReportScreen def={ventasGenerales} />;
export const VentasEmpleadosPage = () => <ReportScreen def={ventasEmpleados(useBranchId())} />;
export const ComprasProductosPage = () => <ReportScreen def={comprasProductos} />;
export const VentasTotalesPage = () => <ReportScreen def={ventasTotales} />;
export const AnulacionesPage = () => <ReportScreen def={anulaciones} />;
