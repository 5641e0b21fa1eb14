import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Teach tailwind-merge our token names, else `shadow-card` reads as a shadow colour and
// `rounded-card` / `font-display` never replace their defaults.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      shadow: ['card', 'pop'],
      radius: ['card', 'control'],
      font: ['sans', 'display'],
    },
  },
});

/** Joins class names (clsx) and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
