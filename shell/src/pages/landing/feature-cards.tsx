import type { ComponentType } from 'react';
import { BookIcon, MicIcon, SparklesIcon } from './feature-icons.tsx';

const features: Array<{ title: string; text: string; icon: ComponentType }> = [
  {
    title: 'Smart Analysis',
    text: 'Paste text, a website URL or a photo: AI reads the ingredients, instructions and nutrition.',
    icon: SparklesIcon,
  },
  {
    title: 'Recipe Intelligence',
    text: 'Your collection, organised by category and difficulty, with nutrition for every serving.',
    icon: BookIcon,
  },
  {
    title: 'AI Cooking Assistant',
    text: 'A voice-enabled chatbot for cooking guidance and recipe changes while you cook.',
    icon: MicIcon,
  },
];

export function FeatureCards() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
      {features.map(({ title, text, icon: FeatureIcon }) => (
        <li
          key={title}
          className="flex gap-3 rounded-2xl border border-brand-100 bg-white/80 p-4 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700"
          >
            <FeatureIcon />
          </span>
          <div>
            <h3 className="font-semibold text-stone-900">{title}</h3>
            <p className="mt-0.5 text-sm text-stone-600 leading-snug">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
