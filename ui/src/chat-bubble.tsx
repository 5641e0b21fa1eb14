import type { ReactNode, Ref } from 'react';
import { cn } from './cn.ts';
import { focusRing } from './focus-ring.ts';

interface ChatBubbleProps {
  ref?: Ref<HTMLButtonElement>;
  onClick?: () => void;
  /** While the assistant's window loads (the shell's bubble, before the chat remote is there). */
  isBusy?: boolean;
  /** Drawn instead of the speech-bubble icon (a spinner while loading). */
  icon?: ReactNode;
  /** Drawn over the icon, e.g. a dot while the assistant is answering. */
  children?: ReactNode;
}

/**
 * The closed assistant: one round button. The shell draws it until the chat remote has loaded
 * (so the first screen does not pay for the remote), then the remote draws the same button; one
 * component keeps the two identical, so nothing shifts or changes when one replaces the other.
 */
export function ChatBubble({ ref, onClick, isBusy = false, icon, children }: ChatBubbleProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label="Open the cooking assistant"
      aria-expanded={false}
      aria-busy={isBusy}
      onClick={onClick}
      className={cn(
        'relative flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-ink shadow-pop transition hover:bg-primary-hover',
        focusRing,
      )}
    >
      {icon ?? <ChatIcon />}
      {children}
    </button>
  );
}

function ChatIcon() {
  return (
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
  );
}
