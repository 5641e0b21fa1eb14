import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportProgress } from './import-progress.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ImportProgress', () => {
  it("shows the current step's message and how far the import is", () => {
    render(
      <ImportProgress
        label="Importing recipe"
        progress={{ step: 'NUTRITION', value: 0.6, message: 'Computing nutrition' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Computing nutrition…');
    expect(screen.getByRole('progressbar', { name: 'Importing recipe' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByText('60%')).toBeInTheDocument();
  });

  it('drifts towards the next step while waiting, but never looks finished', () => {
    render(
      <ImportProgress
        label="Importing recipe"
        progress={{ step: 'FETCHING', value: 0.1, message: 'Fetching the page' }}
      />,
    );
    const bar = screen.getByRole('progressbar');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    const drifted = Number(bar.getAttribute('aria-valuenow'));
    expect(drifted).toBeGreaterThan(10);
    expect(drifted).toBeLessThanOrEqual(35);
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(35);
  });

  it('never moves backwards when a step arrives below the drifted value', () => {
    const { rerender } = render(
      <ImportProgress
        label="Importing recipe"
        progress={{ step: 'FETCHING', value: 0.1, message: 'Fetching the page' }}
      />,
    );
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    const before = Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
    rerender(
      <ImportProgress
        label="Importing recipe"
        progress={{ step: 'READING', value: 0.2, message: 'Reading the recipe' }}
      />,
    );
    expect(Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))).toBe(before);
    expect(screen.getByRole('status')).toHaveTextContent('Reading the recipe…');
  });

  it('reads complete, without an ellipsis, once saved', () => {
    render(
      <ImportProgress
        label="Importing recipe"
        progress={{ step: 'SAVED', value: 1, message: 'Saved' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
