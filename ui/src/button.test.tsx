import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a type=button by default and clickable', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: disabled, aria-busy and a spinner', () => {
    const onClick = vi.fn();
    render(
      <Button isLoading onClick={onClick}>
        Save recipe
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save recipe' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('button-spinner')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('asChild renders the child element with button styles', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/recipes">All recipes</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'All recipes' });
    expect(link).toHaveAttribute('href', '/recipes');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveClass('bg-raised');
  });

  it('destructive variant uses the destructive colour', () => {
    render(<Button variant="destructive">Delete</Button>);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('bg-destructive');
  });
});
