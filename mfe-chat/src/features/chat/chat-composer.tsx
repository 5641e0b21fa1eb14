import { Button, Textarea } from '@app/ui';
import { type FormEvent, type KeyboardEvent, type RefObject, useState } from 'react';
import type { TurnPhase } from './use-chat-conversation.ts';

interface ChatComposerProps {
  phase: TurnPhase;
  onSend: (text: string) => void;
  onStop: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The message box: Enter sends, Shift+Enter starts a new line; Stop while an answer comes. */
export function ChatComposer({ phase, onSend, onStop, inputRef }: ChatComposerProps) {
  const [text, setText] = useState('');
  const isRunning = phase !== 'idle';
  const canSend = text.trim().length > 0 && !isRunning;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form
      onSubmit={submit}
      className="flex items-end gap-2 border-line border-t bg-raised px-3 py-3"
    >
      <Textarea
        ref={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={1}
        maxLength={20_000}
        aria-label="Message the cooking assistant"
        placeholder="Ask about cooking or your recipes…"
        // Grows with its text up to a few lines.
        className="max-h-40 min-h-11 flex-1 resize-none py-2 leading-snug [field-sizing:content]"
      />
      {isRunning ? (
        <Button type="button" variant="secondary" onClick={onStop}>
          Stop
        </Button>
      ) : (
        <Button type="submit" disabled={!canSend}>
          Send
        </Button>
      )}
    </form>
  );
}
