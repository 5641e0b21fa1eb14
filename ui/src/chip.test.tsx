import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Chip } from './chip.tsx';

describe('Chip', () => {
  it('has a named remove button that calls back', () => {
    const onRemove = vi.fn();
    render(<Chip onRemove={onRemove}>vegetarian</Chip>);
    fireEvent.click(screen.getByRole('button', { name: 'Remove vegetarian' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('uses a custom remove label and has no button when not removable', () => {
    const { rerender } = render(
      <Chip onRemove={() => {}} removeLabel="Remove filter: dinner">
        <strong>dinner</strong>
      </Chip>,
    );
    expect(screen.getByRole('button', { name: 'Remove filter: dinner' })).toBeInTheDocument();
    rerender(<Chip>dinner</Chip>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
