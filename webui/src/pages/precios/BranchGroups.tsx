// The branch choice of the bulk price change: active branches grouped by
// grupo 0..3, each group with its own "select all", and one for every branch.
import { useEffect, useRef } from 'react';
import type { Sucursal } from '../../api/sucursales';

/** The groups a branch can be in. */
export const GRUPOS = [0, 1, 2, 3] as const;

/** Branches by group, in group order, leaving out empty groups. */
export function groupBranches(branches: Pick<Sucursal, 'id' | 'sucursal' | 'grupo'>[]): { grupo: number; branches: Pick<Sucursal, 'id' | 'sucursal' | 'grupo'>[] }[] {
  const known = new Set<number>(GRUPOS);
  const out = GRUPOS.map((g) => ({ grupo: g as number, branches: branches.filter((b) => Number(b.grupo) === g) }));
  // A group outside 0..3 is still shown, after the others.
  const other = [...new Set(branches.map((b) => Number(b.grupo)).filter((g) => !known.has(g)))].sort((a, b) => a - b);
  other.forEach((g) => out.push({ grupo: g, branches: branches.filter((b) => Number(b.grupo) === g) }));
  return out.filter((g) => g.branches.length > 0);
}

/** The selected ids in display order (group, then the server's order). */
export function orderedSelection(branches: Pick<Sucursal, 'id' | 'sucursal' | 'grupo'>[], selected: number[]): number[] {
  const chosen = new Set(selected);
  return groupBranches(branches)
    .flatMap((g) => g.branches)
    .map((b) => b.id)
    .filter((id) => chosen.has(id));
}

/** A checkbox that can show "some selected". */
function TriCheck({ label, checked, partial, disabled, onChange }: { label: string; checked: boolean; partial: boolean; disabled?: boolean; onChange: (on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = partial && !checked;
  }, [partial, checked]);
  return (
    <label className="check">
      <input ref={ref} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** BranchGroups props. */
export interface BranchGroupsProps {
  branches: Pick<Sucursal, 'id' | 'sucursal' | 'grupo'>[];
  selected: number[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}

/** The grouped branch checkboxes. */
export function BranchGroups({ branches, selected, onChange, disabled }: BranchGroupsProps) {
  const chosen = new Set(selected);
  const groups = groupBranches(branches);
  const all = groups.flatMap((g) => g.branches.map((b) => b.id));
  const set = (ids: number[], on: boolean) => {
    const next = new Set(chosen);
    ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
    onChange(all.filter((id) => next.has(id)));
  };
  const count = all.filter((id) => chosen.has(id)).length;
  return (
    <div className="branch-groups">
      <div className="branch-groups-all">
        <TriCheck
          label="Seleccionar todas las sucursales"
          checked={all.length > 0 && count === all.length}
          partial={count > 0}
          disabled={disabled || !all.length}
          onChange={(on) => set(all, on)}
        />
        <span className="badge badge-info">
          {count} de {all.length}
        </span>
      </div>
      <div className="branch-group-grid">
        {groups.map((g) => {
          const ids = g.branches.map((b) => b.id);
          const n = ids.filter((id) => chosen.has(id)).length;
          return (
            <fieldset key={g.grupo} className="branch-group">
              <legend>
                <TriCheck label={`Grupo ${g.grupo}`} checked={n === ids.length} partial={n > 0} disabled={disabled} onChange={(on) => set(ids, on)} />
              </legend>
              {g.branches.map((b) => (
                <label key={b.id} className="check">
                  <input type="checkbox" checked={chosen.has(b.id)} disabled={disabled} onChange={(e) => set([b.id], e.currentTarget.checked)} />
                  <span>{b.sucursal}</span>
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
