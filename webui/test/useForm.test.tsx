import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/preact';
import { useForm, type FormState } from '../src/lib/useForm';

function Probe({ out }: { out: { f?: FormState<{ monto: string }> } }) {
  out.f = useForm({ monto: '' });
  return null;
}

describe('useForm', () => {
  it('lets one submit through until busy is given back, even before a render', () => {
    const out: { f?: FormState<{ monto: string }> } = {};
    render(<Probe out={out} />);
    const f = out.f!;
    // Two clicks in the same tick: the second sees the first's claim, not the stale render.
    let first = false;
    let second = true;
    act(() => {
      first = f.claim();
      second = f.claim();
    });
    expect([first, second]).toEqual([true, false]);
    expect(out.f!.busy).toBe(true);
    act(() => out.f!.setBusy(false));
    let third = false;
    act(() => {
      third = out.f!.claim();
    });
    expect(third).toBe(true);
  });

  it('knows when the user typed something', () => {
    const out: { f?: FormState<{ monto: string }> } = {};
    render(<Probe out={out} />);
    expect(out.f!.dirty).toBe(false);
    act(() => out.f!.set('monto', '12'));
    expect(out.f!.dirty).toBe(true);
    act(() => out.f!.set('monto', ''));
    expect(out.f!.dirty).toBe(false);
  });
});
