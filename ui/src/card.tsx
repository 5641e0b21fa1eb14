import type { ReactNode } from 'react';

interface CardProps {
  title: string;
  children?: ReactNode;
}

export function Card({ title, children }: CardProps) {
  return (
    <section className="rounded-card border border-brand-100 bg-white p-6 shadow-sm">
      <h2 className="mb-2 font-semibold text-ink text-lg">{title}</h2>
      {children}
    </section>
  );
}
