import { ChatBubble, Spinner } from '@app/ui';
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
    return (
      <RemoteOutlet remoteId="mfe_chat" basePath="/" fallback={<LauncherBubble isLoading />} />
    );
  }
  return <LauncherBubble onOpen={() => setIsRequested(true)} />;
}

/** The bubble the shell draws; while the remote loads it stays, busy, and keeps focus. */
function LauncherBubble({
  isLoading = false,
  onOpen,
}: {
  isLoading?: boolean;
  onOpen?: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // The pressed bubble is replaced by this loading one: focus stays on the bubble while the
  // window loads, then the window takes it.
  useEffect(() => {
    if (isLoading) button.current?.focus();
  }, [isLoading]);
  return (
    <div className={chatCornerClass}>
      <ChatBubble
        ref={button}
        onClick={onOpen}
        isBusy={isLoading}
        icon={isLoading ? <Spinner label="Opening the cooking assistant…" /> : undefined}
      />
    </div>
  );
}
