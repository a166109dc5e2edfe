import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { StatCards } from '../src/components/StatCards';

const stats = [
  { label: 'Total Ventas', value: 'Bs 0,00', icon: 'cart' as const },
  { label: 'Total Saldos', value: 'Bs 0,00', icon: 'wallet' as const },
];

describe('StatCards', () => {
  it('shows placeholders, not Bs 0,00, while the figures load', () => {
    const { container } = render(<StatCards stats={stats} loading />);
    expect(container.textContent).not.toContain('Bs');
    expect(container.querySelectorAll('.stat-placeholder')).toHaveLength(2);
    expect(container.querySelector('.stat-cards')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByText('Cargando…')).toHaveLength(2);
  });

  it('shows the figures once loaded', () => {
    const { container } = render(<StatCards stats={stats} />);
    expect(container.querySelectorAll('.stat-placeholder')).toHaveLength(0);
    expect(screen.getAllByText('Bs 0,00')).toHaveLength(2);
    expect(container.querySelector('.stat-cards')?.hasAttribute('aria-busy')).toBe(false);
  });
});
