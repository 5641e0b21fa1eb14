import { Card } from '@app/ui';
import { MessageCircle, Sparkles } from 'lucide-react';

/** Spec §2: what the chat bubble can do, in the cook's words. */
export const examplePrompts = [
  'Suggest a 30-minute dinner with chicken',
  'Make this recipe keto friendly',
  'Save this recipe',
  'Add ingredients to shopping list',
  'Walk me through step-by-step',
] as const;

export function AssistantTipCard() {
  return (
    <Card
      aria-labelledby="assistant-tip-heading"
      className="bg-herb-soft/60"
      title={
        <span id="assistant-tip-heading" className="flex items-center gap-2">
          <Sparkles className="size-5 text-herb" aria-hidden="true" />
          Your cooking assistant
        </span>
      }
      description={
        <>
          Tap the chat bubble{' '}
          <MessageCircle className="inline size-4 align-[-2px]" aria-hidden="true" /> at the lower
          right of the screen and ask, by text or by voice:
        </>
      }
    >
      <ul className="flex flex-col gap-2">
        {examplePrompts.map((prompt) => (
          <li
            key={prompt}
            className="rounded-control border border-line bg-raised px-3 py-2 text-ink text-sm leading-snug"
          >
            “{prompt}”
          </li>
        ))}
      </ul>
    </Card>
  );
}
