import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ChatWindow, type WindowSize } from './chat-window.tsx';
import { useChatConversation } from './use-chat-conversation.ts';
import { useIsNarrowScreen } from './use-is-narrow-screen.ts';
import { useOpenRecipeId } from './use-open-recipe-id.ts';

interface ChatWidgetProps {
  userId: string | null;
}

/**
 * The floating assistant: the bubble, and the window it opens. It is first shown by a press on
 * the shell's bubble, so it starts open. Escape closes it and focus goes back to the bubble; a
 * conversation keeps running while the window is closed.
 */
export function ChatWidget({ userId }: ChatWidgetProps) {
  const recipeId = useOpenRecipeId();
  const conversation = useChatConversation(userId, recipeId);
  const isNarrow = useIsNarrowScreen();
  const [isOpen, setIsOpen] = useState(true);
  const [size, setSize] = useState<WindowSize>('expanded');
  const [isFullScreen, setIsFullScreen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const bubble = useRef<HTMLButtonElement>(null);

  // Opening or expanding puts the cursor in the message box.
  useEffect(() => {
    if (isOpen && size === 'expanded') input.current?.focus();
  }, [isOpen, size]);

  // Closing gives focus back to the bubble, as soon as React has put it back.
  const returnsFocus = useRef(false);
  useLayoutEffect(() => {
    if (isOpen || !returnsFocus.current) return;
    returnsFocus.current = false;
    bubble.current?.focus();
  }, [isOpen]);

  const close = useCallback(() => {
    returnsFocus.current = true;
    setIsOpen(false);
  }, []);

  // A link in a card leads to a page the full-screen window would cover.
  const onNavigate = useCallback(() => {
    if (isNarrow || isFullScreen) setSize('minimized');
  }, [isNarrow, isFullScreen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      close();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the chat closes it
    <div
      onKeyDown={onKeyDown}
      className="fixed right-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-50 flex flex-col items-end gap-3 md:bottom-6"
    >
      {isOpen ? (
        <ChatWindow
          conversation={conversation}
          size={size}
          isFullScreen={isFullScreen}
          isFullScreenForced={isNarrow}
          recipeId={recipeId}
          inputRef={input}
          onSize={setSize}
          onFullScreen={setIsFullScreen}
          onClose={close}
          onNavigate={onNavigate}
        />
      ) : (
        <button
          ref={bubble}
          type="button"
          aria-label="Open the cooking assistant"
          aria-expanded={false}
          onClick={() => {
            setIsOpen(true);
            setSize('expanded');
          }}
          className="relative flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-primary-ink shadow-pop transition hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2"
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
          {conversation.phase !== 'idle' && (
            <span className="absolute top-0 right-0 size-3.5 animate-pulse rounded-full border-2 border-raised bg-herb">
              <span className="sr-only">The assistant is answering</span>
            </span>
          )}
        </button>
      )}
    </div>
  );
}
