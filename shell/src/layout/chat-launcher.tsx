import { Spinner } from '@app/ui';
import { useEffect, useRef, useState } from 'react';
import { RemoteOutlet } from '../remotes/remote-outlet.tsx';

/** Where the bubble sits: above the bottom bar on phones, in the corner on desktops. */
export const chatCornerClass =
  'fixed right-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-40 md:bottom-6';

/**
 * The closed chat bubble. The assistant is a remote of its own, and loading any remote costs
 * its entry and runtime (about 40 KB gzip) — too much for a button most visits never press. So
 * the shell draws the bubble, and the remote, with its window, loads on the first press; from
 * then on the remote draws the bubble itself (the same button, opened).
 */
export function ChatLauncher() {
  const [isRequested, setIsRequested] = useState(false);
  if (isRequested) {
    return <RemoteOutlet remoteId="mfe_chat" basePath="/" fallback={<ChatBubble isLoading />} />;
  }
  return <ChatBubble onOpen={() => setIsRequested(true)} />;
}

function ChatBubble({ isLoading = false, onOpen }: { isLoading?: boolean; onOpen?: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  // The pressed bubble is replaced by this loading one: focus stays on the bubble while the
  // window loads, then the window takes it.
  useEffect(() => {
    if (isLoading) button.current?.focus();
  }, [isLoading]);
  return (
    <div className={chatCornerClass}>
      <button
        type="button"
        aria-label="Open the cooking assistant"
        aria-expanded={false}
        aria-busy={isLoading}
        ref={button}
        onClick={onOpen}
        className="flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-ink shadow-pop transition hover:bg-primary-hover"
      >
        {isLoading ? <Spinner label="Opening the cooking assistant…" /> : <ChatIcon />}
      </button>
    </div>
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
