import type { ButtonHTMLAttributes } from 'react';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

export function Button({ className = '', type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`rounded-card bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 ${className}`}
      {...props}
    />
  );
}
