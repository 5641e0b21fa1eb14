import { cn } from '@app/ui';
import type { ReactNode, RefObject } from 'react';
import { ChatComposer } from './chat-composer.tsx';
import { MessageList } from './message-list.tsx';
import type { ChatConversation } from './use-chat-conversation.ts';

export type WindowSize = 'minimized' | 'expanded';

interface ChatWindowProps {
  conversation: ChatConversation;
  size: WindowSize;
  isFullScreen: boolean;
  /** Below 768 px full screen is the only size (spec §9). */
  isFullScreenForced: boolean;
  recipeId: number | null;
  /** Voice chat's bar, shown minimized too (a call goes on while the window is small). */
  voice?: ReactNode;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSize: (size: WindowSize) => void;
  onFullScreen: (isFullScreen: boolean) => void;
  onClose: () => void;
  onNavigate: () => void;
}

/** The assistant's window: a bar when minimized; the conversation when expanded. */
export function ChatWindow({
  conversation,
  size,
  isFullScreen,
  isFullScreenForced,
  recipeId,
  voice,
  inputRef,
  onSize,
  onFullScreen,
  onClose,
  onNavigate,
}: ChatWindowProps) {
  const isMinimized = size === 'minimized';
  const fills = !isMinimized && (isFullScreen || isFullScreenForced);
  return (
    <section
      id="cooking-assistant"
      role="dialog"
      aria-label="Cooking assistant"
      aria-modal={fills}
      className={cn(
        'flex flex-col overflow-hidden border-line bg-raised text-ink shadow-pop',
        fills
          ? 'fixed inset-0 z-50 pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]'
          : 'rounded-card border',
        !fills && !isMinimized && 'h-[min(36rem,calc(100dvh-8rem))] w-[24rem]',
        isMinimized && 'w-72',
      )}
    >
      <header className="flex items-center gap-1 border-line border-b px-3 py-2">
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">Cooking assistant</h2>
          <p className="truncate text-muted text-xs" aria-live="polite">
            {conversation.phase !== 'idle'
              ? 'Answering…'
              : recipeId !== null
                ? 'About the recipe you have open'
                : 'About your recipes and shopping list'}
          </p>
        </div>
        {!isMinimized && (
          <HeaderButton label="Reset chat" onClick={conversation.reset}>
            <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
            <path d="M3 3v5h5" />
          </HeaderButton>
        )}
        {!isFullScreenForced && !isMinimized && (
          <HeaderButton
            label={isFullScreen ? 'Leave full screen' : 'Full screen'}
            onClick={() => onFullScreen(!isFullScreen)}
          >
            {isFullScreen ? (
              <path d="M8 3v3a2 2 0 0 1-2 2H3m18 0h-3a2 2 0 0 1-2-2V3m0 18v-3a2 2 0 0 1 2-2h3M3 16h3a2 2 0 0 1 2 2v3" />
            ) : (
              <path d="M8 3H5a2 2 0 0 0-2 2v3m18 0V5a2 2 0 0 0-2-2h-3m0 18h3a2 2 0 0 0 2-2v-3M3 16v3a2 2 0 0 0 2 2h3" />
            )}
          </HeaderButton>
        )}
        <HeaderButton
          label={isMinimized ? 'Expand the chat' : 'Minimize the chat'}
          onClick={() => onSize(isMinimized ? 'expanded' : 'minimized')}
        >
          {isMinimized ? <path d="m18 15-6-6-6 6" /> : <path d="m6 9 6 6 6-6" />}
        </HeaderButton>
        <HeaderButton label="Close the chat" onClick={onClose}>
          <path d="M18 6 6 18M6 6l12 12" />
        </HeaderButton>
      </header>
      {voice}
      {!isMinimized && (
        <>
          <MessageList
            messages={conversation.messages}
            phase={conversation.phase}
            activity={conversation.activity}
            onUndone={conversation.markUndone}
            onNavigate={onNavigate}
            onRetry={conversation.retry}
          />
          <ChatComposer
            phase={conversation.phase}
            onSend={conversation.send}
            onStop={conversation.stop}
            inputRef={inputRef}
          />
        </>
      )}
    </section>
  );
}

function HeaderButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-control text-muted transition-colors hover:bg-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </button>
  );
}
