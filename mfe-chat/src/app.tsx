import './index.css';
import type { RemoteAppProps } from '@app/shell/remote-contract';
import { RemoteRoot } from '@app/ui';
import { useState } from 'react';

/** The floating assistant's bubble; the conversation window is not built yet. */
export default function App(_props: RemoteAppProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <RemoteRoot
      name="mfe-chat"
      className="fixed right-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 md:bottom-6 flex flex-col items-end gap-3"
    >
      {isOpen && (
        <section
          aria-label="Cooking assistant"
          className="w-72 rounded-card border border-line bg-raised p-4 text-ink shadow-pop"
        >
          <h2 className="font-semibold">Cooking assistant</h2>
          <p className="mt-1 text-muted text-sm">
            The assistant is not available in this version yet.
          </p>
        </section>
      )}
      <button
        type="button"
        aria-label={isOpen ? 'Close the cooking assistant' : 'Open the cooking assistant'}
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        className="flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-ink shadow-pop transition hover:bg-primary-hover"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
        </svg>
      </button>
    </RemoteRoot>
  );
}
