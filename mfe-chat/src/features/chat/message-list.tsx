import { Button, cn, Spinner } from '@app/ui';
import { memo, useEffect, useRef } from 'react';
import { ChatCards } from './chat-cards.tsx';
import type { ChatMessage } from './chat-history.ts';
import type { TurnPhase } from './use-chat-conversation.ts';

interface MessageListProps {
  messages: readonly ChatMessage[];
  phase: TurnPhase;
  activity: string | null;
  onUndone: (messageId: string, recipeId: number) => void;
  onNavigate: () => void;
  onRetry: () => void;
}

/**
 * The conversation, newest at the bottom. A log region: screen readers announce each message
 * once it is whole (the answer being streamed is marked busy until then).
 */
export function MessageList({
  messages,
  phase,
  activity,
  onUndone,
  onNavigate,
  onRetry,
}: MessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  // Follow the answer as it grows.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, last?.content, last?.cards, activity]);
  const isRunning = phase !== 'idle';
  return (
    <div
      role="log"
      aria-label="Conversation"
      aria-live="polite"
      aria-relevant="additions text"
      className="flex flex-1 flex-col gap-3 overflow-y-auto overscroll-contain px-4 py-3"
    >
      {messages.map((message, index) => (
        <MessageItem
          key={message.id}
          message={message}
          isStreaming={isRunning && index === messages.length - 1 && message.role === 'assistant'}
          activity={index === messages.length - 1 ? activity : null}
          canRetry={!isRunning && index === messages.length - 1 && message.outcome === 'failed'}
          onUndone={onUndone}
          onNavigate={onNavigate}
          onRetry={onRetry}
        />
      ))}
      <div ref={end} />
    </div>
  );
}

interface MessageItemProps {
  message: ChatMessage;
  isStreaming: boolean;
  activity: string | null;
  /** The last answer failed: offer to ask again. */
  canRetry: boolean;
  onUndone: (messageId: string, recipeId: number) => void;
  onNavigate: () => void;
  onRetry: () => void;
}

/** One message; memoised, so a streamed piece of text renders only the answer it belongs to. */
const MessageItem = memo(function MessageItem({
  message,
  isStreaming,
  activity,
  canRetry,
  onUndone,
  onNavigate,
  onRetry,
}: MessageItemProps) {
  const isUser = message.role === 'user';
  const isWaiting = isStreaming && !message.content;
  return (
    <article
      aria-label={isUser ? 'You said' : 'The assistant said'}
      aria-busy={isStreaming}
      className={cn('flex flex-col', isUser ? 'items-end' : 'items-start')}
    >
      <div
        data-message-role={message.role}
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-card px-3.5 py-2.5 text-[0.9375rem] leading-relaxed',
          isUser ? 'rounded-br-sm bg-primary text-primary-ink' : 'rounded-bl-sm bg-sunken text-ink',
          message.outcome === 'failed' && 'border border-destructive bg-destructive-soft text-ink',
        )}
      >
        {isWaiting ? (
          <span className="flex items-center gap-2 text-muted">
            <Spinner size="sm" />
            {activity ?? 'Thinking…'}
          </span>
        ) : (
          message.content
        )}
        {message.outcome === 'stopped' && (
          <span className="block text-muted text-sm italic">Stopped.</span>
        )}
        {isStreaming && !isWaiting && activity && (
          <span className="mt-1 flex items-center gap-2 text-muted text-sm">
            <Spinner size="sm" />
            {activity}
          </span>
        )}
      </div>
      {canRetry && (
        <Button size="sm" variant="secondary" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      )}
      {message.cards && message.cards.length > 0 && (
        <div className="w-full max-w-[85%]">
          <ChatCards
            cards={message.cards}
            onUndone={(recipeId) => onUndone(message.id, recipeId)}
            onNavigate={onNavigate}
          />
        </div>
      )}
    </article>
  );
});
