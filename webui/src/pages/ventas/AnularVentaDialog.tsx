// "Anular venta": the reason, and for a sale with a factura still standing
// the SIN's motivo de anulación (its catalogue, the configured one
// preselected), since voiding the sale annuls its factura at the SIN too.
import { useEffect, useState } from 'react';
import { CAT, getFactura, getSiatCatalogos, getSiatEstado } from '../../api/facturacion';
import type { Venta } from '../../api/ventas';
import { MotivoDialog } from '../../components/MotivoDialog';
import { useLoad } from '../../lib/useLoad';

/** Props; onConfirm resolves true when the dialog may close. */
export interface AnularVentaProps {
  venta: Venta;
  onConfirm: (motivo: string, codigoMotivo?: number) => Promise<boolean>;
  onClose: () => void;
}

/** The void confirmation of a whole sale. */
export function AnularVentaDialog({ venta, onConfirm, onClose }: AnularVentaProps) {
  const facturaId = venta.factura_id ?? 0;
  const factura = useLoad(() => (facturaId ? getFactura(facturaId) : Promise.resolve(null)), [facturaId]);
  const f = factura.data;
  // Annulled, refused or already on its way to be: the void leaves it as it is.
  const annuls = !!f && f.estado !== 'ANULADA' && f.estado !== 'RECHAZADA' && !f.codigo_motivo;
  const [codigo, setCodigo] = useState(0);
  return (
    <MotivoDialog
      text={
        <>
          Se anulará la venta N° {venta.numero_comprobante} y su stock volverá a la sucursal.
          {annuls && ` Su factura N° ${f.numero_factura} también se anulará en el SIN.`}
        </>
      }
      confirmLabel="Sí, anular venta"
      onConfirm={(motivo) => onConfirm(motivo, annuls && codigo ? codigo : undefined)}
      onClose={onClose}
    >
      {annuls && <MotivoSin value={codigo} onChange={setCodigo} />}
    </MotivoDialog>
  );
}

/** The select of the SIN's motivos, starting on the configured one. */
function MotivoSin({ value, onChange }: { value: number; onChange: (codigo: number) => void }) {
  const cats = useLoad(getSiatCatalogos);
  const estado = useLoad(getSiatEstado);
  const motivos = cats.data?.parametricas?.[CAT.motivos] ?? [];
  const preset = estado.data?.motivo_anulacion_venta ?? 0;
  useEffect(() => {
    if (!value && preset) onChange(preset);
  }, [value, preset, onChange]);
  return (
    <div className="field">
      <label htmlFor="f-codigo_motivo">Motivo de anulación de la factura (catálogo del SIN)</label>
      <select id="f-codigo_motivo" className="input" value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {!value && <option value="0">Elija un motivo</option>}
        {motivos.map((m) => (
          <option key={m.codigo} value={String(m.codigo)}>{`${m.codigo} — ${m.descripcion}`}</option>
        ))}
      </select>
    </div>
  );
}
