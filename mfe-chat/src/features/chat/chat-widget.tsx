import { ChatBubble } from '@app/ui';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ChatWindow, type WindowSize } from './chat-window.tsx';
import { type ChatConversation, useChatConversation } from './use-chat-conversation.ts';
import { useIsNarrowScreen } from './use-is-narrow-screen.ts';
import { useOpenRecipeId } from './use-open-recipe-id.ts';

interface ChatWidgetProps {
  userId: string | null;
  /** Voice chat for this conversation, drawn under the window's header while it is open. */
  renderVoice?: (conversation: ChatConversation, recipeId: number | null) => ReactNode;
}

/**
 * The floating assistant: the bubble, and the window it opens. It is first shown by a press on
 * the shell's bubble, so it starts open. Escape closes it and focus goes back to the bubble; a
 * conversation keeps running while the window is closed.
 */
export function ChatWidget({ userId, renderVoice }: ChatWidgetProps) {
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
          voice={renderVoice?.(conversation, recipeId)}
          inputRef={input}
          onSize={setSize}
          onFullScreen={setIsFullScreen}
          onClose={close}
          onNavigate={onNavigate}
        />
      ) : (
        <ChatBubble
          ref={bubble}
          onClick={() => {
            setIsOpen(true);
            setSize('expanded');
          }}
        >
          {conversation.phase !== 'idle' && (
            <span className="absolute top-0 right-0 size-3.5 animate-pulse rounded-full border-2 border-raised bg-herb">
              <span className="sr-only">The assistant is answering</span>
            </span>
          )}
        </ChatBubble>
      )}
    </div>
  );
}
