import { useMutation } from '@apollo/client/react';
import { Button, cn, toast } from '@app/ui';
import { Link } from 'react-router-dom';
import type { ChatCard, RecipeChange } from './chat-history.ts';
import { UndoRecipeChangeMutation } from './chat-operations.ts';
import { describeChange } from './recipe-diff.ts';

interface ChatCardsProps {
  cards: readonly ChatCard[];
  onUndone: (recipeId: number) => void;
  /** A link was followed (on a phone the window gets out of the way). */
  onNavigate: () => void;
}

/** What a turn did, under its answer: a diff with Undo, a new recipe, items added. */
export function ChatCards({ cards, onUndone, onNavigate }: ChatCardsProps) {
  return (
    <div className="mt-2 flex flex-col gap-2">
      {cards.map((card) => (
        <ChatCardView
          key={`${card.kind}-${'recipeId' in card ? card.recipeId : ''}`}
          card={card}
          onUndone={onUndone}
          onNavigate={onNavigate}
        />
      ))}
    </div>
  );
}

function ChatCardView({
  card,
  onUndone,
  onNavigate,
}: Omit<ChatCardsProps, 'cards'> & { card: ChatCard }) {
  switch (card.kind) {
    case 'recipe-changed':
      return (
        <RecipeChangeCard
          card={card}
          onUndone={() => onUndone(card.recipeId)}
          onNavigate={onNavigate}
        />
      );
    case 'recipe-created':
      return (
        <section aria-label="Recipe added" className={cardClass}>
          <p className="font-medium text-sm">Recipe added</p>
          <Link to={`/recipe/${card.recipeId}`} onClick={onNavigate} className={linkClass}>
            {card.recipeName}
          </Link>
        </section>
      );
    case 'items-added':
      return (
        <section aria-label="Added to your shopping list" className={cardClass}>
          <p className="font-medium text-sm">{card.count} item(s) added to your shopping list</p>
          <ul className="mt-1 text-muted text-sm">
            {card.items.slice(0, 6).map((item) => (
              <li key={`${item.name}-${item.quantity}`}>
                {item.quantity} {item.name}
              </li>
            ))}
            {card.items.length > 6 && <li>and {card.items.length - 6} more</li>}
          </ul>
          <Link to="/shopping-list" onClick={onNavigate} className={linkClass}>
            Open the shopping list
          </Link>
        </section>
      );
  }
}

const cardClass = 'rounded-control border border-line bg-surface p-3 text-ink';
const linkClass = 'mt-1 inline-block font-medium text-primary text-sm underline underline-offset-2';

interface RecipeChangeCardProps {
  card: Extract<ChatCard, { kind: 'recipe-changed' }>;
  onUndone: () => void;
  onNavigate: () => void;
}

function RecipeChangeCard({ card, onUndone, onNavigate }: RecipeChangeCardProps) {
  const [undo, { loading }] = useMutation(UndoRecipeChangeMutation);
  const undoChange = async () => {
    try {
      const { data } = await undo({
        variables: { id: card.recipeId, input: undoInput(card.changes) },
      });
      const result = data?.updateRecipe;
      if (result?.__typename !== 'UpdateRecipeSuccess') {
        const message = result && 'message' in result ? result.message : null;
        toast({
          title: 'Update Failed',
          description: message ?? undefined,
          variant: 'destructive',
        });
        return;
      }
      onUndone();
      toast({ title: 'Recipe Updated', description: `${card.recipeName} is back as it was.` });
    } catch {
      toast({ title: 'Update Failed', variant: 'destructive' });
    }
  };
  return (
    <section aria-label={`Changes to ${card.recipeName}`} className={cardClass}>
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium text-sm">
          {card.isUndone ? 'Undone: ' : 'Changed '}
          <Link
            to={`/recipe/${card.recipeId}`}
            onClick={onNavigate}
            className="text-primary underline underline-offset-2"
          >
            {card.recipeName}
          </Link>
        </p>
        {!card.isUndone && (
          <Button size="sm" variant="secondary" isLoading={loading} onClick={undoChange}>
            Undo
          </Button>
        )}
      </div>
      {/* Undone changes are greyed by colour, not opacity: faded text would fail contrast. */}
      <dl className={cn('mt-2 flex flex-col gap-2 text-sm', card.isUndone && 'text-muted')}>
        {card.changes.map((change) => {
          const diff = describeChange(change);
          return (
            <div key={change.field}>
              <dt className="font-medium text-muted text-xs uppercase tracking-wide">
                {diff.label}
              </dt>
              {diff.lines.map((line) => (
                <dd
                  key={`${line.kind}-${line.text}`}
                  className={cn(
                    'break-words',
                    line.kind === 'removed' && 'line-through',
                    line.kind === 'removed' && !card.isUndone && 'text-destructive',
                    line.kind === 'added' && !card.isUndone && 'text-herb',
                  )}
                >
                  <span className="sr-only">
                    {line.kind === 'removed' ? 'Removed: ' : line.kind === 'added' ? 'Added: ' : ''}
                  </span>
                  {line.kind === 'removed' ? '− ' : line.kind === 'added' ? '+ ' : ''}
                  {line.text}
                </dd>
              ))}
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** The fields' values before the change, as an update (nutrition only when it was whole). */
export function undoInput(changes: readonly RecipeChange[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const { field, before } of changes) {
    if (field === 'nutrition' && (before === null || typeof before !== 'object')) continue;
    input[field] = before;
  }
  return input;
}
