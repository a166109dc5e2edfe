// The branch the inventory screens look at: the session's branch by default,
// and a select of the branches the user may look at (every active one for
// Super and Administrador; home and assigned ones for the others, as the
// server allows) for the roles that may choose another.
import { useEffect } from 'react';
import { listMisSucursales } from '../api/usuarios';
import { useLoad } from '../lib/useLoad';
import { useSession } from '../lib/useSession';
import { Icon } from './Icon';
import { useToast } from './Toast';

/** The id of the branch the session works in. */
export function useBranchId(): number {
  const { session } = useSession();
  return session?.branch?.id ?? session?.user.sucursal_id ?? 1;
}

/** A labelled select of the user's branches ("Error al cargar las sucursales" on failure). */
export function BranchSelect({ value, onChange, label = 'Sucursal' }: { value: number; onChange: (id: number) => void; label?: string }) {
  const toast = useToast();
  const { data, error } = useLoad(listMisSucursales);
  useEffect(() => {
    if (error) toast.error('Error al cargar las sucursales');
  }, [error, toast]);
  const options = data ?? [];
  // The current branch stays selectable while the list loads or if it is inactive.
  const known = options.some((s) => s.id === value);
  return (
    <label className="branch-select">
      <Icon name="store" />
      <span>{label}</span>
      <select className="input" aria-label={label} value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {!known && <option value={String(value)}>{data ? `Sucursal ${value}` : 'Cargando...'}</option>}
        {options.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.sucursal}
          </option>
        ))}
      </select>
    </label>
  );
}
