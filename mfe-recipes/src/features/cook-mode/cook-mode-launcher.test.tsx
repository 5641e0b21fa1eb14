import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CookModeLauncher } from './cook-mode-launcher.tsx';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const recipe = {
  name: 'Toast',
  ingredients: ['1 slice bread'],
  instructions: ['Toast 2 minutes.'],
};

describe('CookModeLauncher', () => {
  it('opens cook mode and gives focus back to its button on the way out', () => {
    render(<CookModeLauncher recipe={recipe} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cook mode' }));
    expect(screen.getByRole('dialog', { name: 'Cook mode: Toast' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Exit cook mode' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cook mode' })).toHaveFocus();
  });

  it('offers no cook mode for a recipe without steps', () => {
    render(<CookModeLauncher recipe={{ ...recipe, instructions: [] }} />);
    expect(screen.queryByRole('button', { name: 'Cook mode' })).not.toBeInTheDocument();
  });
});
