// The figures of the home page (foundation.md §2.4 and §6): the money cards
// of the month for Super (the branch and the whole business), Ventas Propias
// and Clientes for everyone, the best-sellers pie (not for Inventario), the
// low-stock table and the monthly bars (Super): sales with purchases, and
// income with expenses on their own scale. The server leaves out what a
// role may not see; the screen shows what it gets.
import { useMemo } from 'react';
import { getDashboard, type Dashboard as DashboardData, type LowStockItem } from '../../api/dashboard';
import { useBranchId } from '../../components/BranchSelect';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadError, Loading } from '../../components/Feedback';
import { Card } from '../../components/PageHeader';
import { StockBadge } from '../../components/ProductCells';
import { StatCards, type Stat } from '../../components/StatCards';
import { formatMoney, formatNumber } from '../../lib/format';
import { useLoad } from '../../lib/useLoad';
import { MonthlyBars, type BarSeries } from './MonthlyBars';
import { monthTitle } from './months';
import { PieChart } from './PieChart';

/** The colours of the monthly series. */
const SERIES_COLORS = { ventas: '#2563eb', compras: '#f59e0b', ingresos: '#16a34a', gastos: '#dc2626' };

/** The cards of a dashboard answer, in screen order. */
export function dashboardStats(d: DashboardData): Stat[] {
  const stats: Stat[] = [{ label: 'Ventas Propias', value: formatMoney(d.ventasActualMes), icon: 'cart', tone: 'primary' }];
  const pair = (label: string, own: number | undefined, all: number | undefined, icon: Stat['icon'], tone: Stat['tone']) => {
    if (own !== undefined) stats.push({ label: `${label} (sucursal)`, value: formatMoney(own), icon, tone });
    if (all !== undefined) stats.push({ label: `${label} (total)`, value: formatMoney(all), icon, tone });
  };
  pair('Ventas', d.ventasSucursalMes, d.ventasActualMesComplet, 'chart', 'primary');
  pair('Compras', d.comprasMesActual, d.comprasMesActualComplet, 'truck', 'warning');
  pair('Ingresos', d.ingresosMes, d.ingresosMesComplet, 'wallet', 'success');
  pair('Gastos', d.gastosMes, d.gastosMesComplet, 'cash', 'danger');
  pair('Utilidad', d.utilidadMes, d.utilidadMesComplet, 'layers', 'info');
  stats.push({ label: 'Clientes', value: formatNumber(d.clientes) || '0', icon: 'users', tone: 'info' });
  return stats;
}

const lowStockColumns: Column<LowStockItem>[] = [
  { accessorKey: 'producto', header: 'Producto', cell: ({ getValue }) => <strong>{getValue()}</strong> },
  { accessorKey: 'cantidad', header: 'Cantidad', meta: { align: 'right' }, cell: ({ row, getValue }) => <StockBadge cantidad={getValue()} minimo={row.original.minimo} /> },
  { accessorKey: 'minimo', header: 'Mínimo', meta: { align: 'right' }, cell: ({ getValue }) => <span className="num">{formatNumber(getValue()) || '0'}</span> },
];

/** The dashboard of the session's branch. */
export function Dashboard() {
  const branch = useBranchId();
  const { data, loading, error } = useLoad(() => getDashboard(branch), [branch]);
  // Income and expenses are a fraction of sales: on the same scale they would not show.
  const charts = useMemo(() => {
    if (!data?.ventasPorMes) return null;
    return {
      trade: [
        { label: 'Ventas', color: SERIES_COLORS.ventas, values: data.ventasPorMes },
        { label: 'Compras', color: SERIES_COLORS.compras, values: data.comprasPorMes ?? [] },
      ] satisfies BarSeries[],
      money: [
        { label: 'Ingresos', color: SERIES_COLORS.ingresos, values: data.ingresosPorMes ?? [] },
        { label: 'Gastos', color: SERIES_COLORS.gastos, values: data.gastosPorMes ?? [] },
      ] satisfies BarSeries[],
    };
  }, [data]);
  if (loading && !data) {
    return (
      <div className="dashboard dashboard-pending">
        <Loading />
      </div>
    );
  }
  if (error || !data) return <LoadError />;
  return (
    <div className="dashboard">
      <p className="muted dashboard-period">Cifras de {monthTitle(data.mes)}</p>
      <StatCards stats={dashboardStats(data)} />
      <div className="dashboard-grid">
        {data.data && (
          <Card title="Productos más vendidos del año" className="dashboard-pie">
            <PieChart slices={data.data} />
          </Card>
        )}
        {data.bajoStock && (
          <Card title="Productos con stock bajo" className="dashboard-low">
            <DataTable tableId="inicio-bajo-stock" columns={lowStockColumns} data={data.bajoStock} />
          </Card>
        )}
      </div>
      {charts && (
        <div className="dashboard-charts">
          <Card title="Ventas y compras por mes" className="dashboard-bars">
            <MonthlyBars series={charts.trade} months={data.ventasPorMes!.length} year={data.mes.slice(0, 4)} label="Ventas y compras por mes" />
          </Card>
          <Card title="Ingresos y gastos por mes" className="dashboard-bars">
            <MonthlyBars series={charts.money} months={data.ventasPorMes!.length} year={data.mes.slice(0, 4)} label="Ingresos y gastos por mes" />
          </Card>
        </div>
      )}
    </div>
  );
}
