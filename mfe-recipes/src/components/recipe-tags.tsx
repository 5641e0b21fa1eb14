import { Badge, cn } from '@app/ui';
import { Link } from 'react-router-dom';

interface RecipeTagsProps {
  tags: readonly string[];
  /** Tags open the recipes list filtered by that tag (signed-in pages only). */
  isLinked: boolean;
  className?: string;
}

/** Spec §2: tags as hash chips; linked ones go to /recipes?tag={tag}. */
export function RecipeTags({ tags, isLinked, className }: RecipeTagsProps) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li key={tag}>
          {isLinked ? (
            <Link
              to={`/recipes?${new URLSearchParams({ tag })}`}
              className={cn(
                // A 32 px chip with an invisible 44 px touch area around it.
                'relative inline-flex h-8 items-center rounded-full border border-transparent bg-primary-soft px-3 font-medium text-brand-800 text-sm transition-colors hover:bg-brand-200 dark:text-brand-200 dark:hover:bg-brand-900',
                'before:absolute before:-inset-y-1.5 before:inset-x-0',
                'focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2',
              )}
            >
              #{tag}
            </Link>
          ) : (
            <Badge variant="brand" className="h-8 px-3 text-sm">
              #{tag}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
