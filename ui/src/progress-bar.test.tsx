import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  it('exposes its value and name to assistive tech, clamped to the range', () => {
    const { rerender } = render(<ProgressBar value={40} label="Importing recipe" />);
    const bar = screen.getByRole('progressbar', { name: 'Importing recipe' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    rerender(<ProgressBar value={140} label="Importing recipe" />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('cn', () => {
  it('lets later classes win, including our token names', () => {
    expect(cn('px-4 shadow-card rounded-card', 'px-2 shadow-pop rounded-full')).toBe(
      'px-2 shadow-pop rounded-full',
    );
    expect(cn('text-sm text-ink', false && 'hidden', 'text-primary-ink')).toBe(
      'text-sm text-primary-ink',
    );
  });
});
