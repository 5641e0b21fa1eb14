import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

describe('Field', () => {
  it('labels the control and links the hint', () => {
    render(
      <Field label="Email" hint="We never share it.">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it.');
  });

  it('marks the control invalid and describes it with the error', () => {
    render(
      <Field label="Password" hint="At least 8 characters." error="Password is too weak">
        <Input type="password" />
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters. Password is too weak');
    const errorId = input.getAttribute('aria-describedby')?.split(' ')[1] ?? '';
    expect(document.getElementById(errorId)).toHaveTextContent('Password is too weak');
  });
});
