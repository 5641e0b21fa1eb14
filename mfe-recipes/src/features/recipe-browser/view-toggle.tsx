import { cn, Tooltip } from '@app/ui';
import { LayoutGrid, List } from 'lucide-react';
import type { BrowseView } from './browse-params.ts';

const options: Array<{ view: BrowseView; label: string; icon: typeof List }> = [
  { view: 'tags', label: 'Category view', icon: LayoutGrid },
  { view: 'list', label: 'List view', icon: List },
];

/** Switches between the browse grid and the flat list; each is a toggle button. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: BrowseView;
  onChange: (view: BrowseView) => void;
}) {
  return (
    <fieldset className="flex shrink-0 gap-0.5 rounded-control border border-line bg-sunken p-0.5">
      <legend className="sr-only">Layout</legend>
      {options.map(({ view: option, label, icon: Icon }) => {
        const isActive = view === option;
        return (
          <Tooltip key={option} content={label}>
            <button
              type="button"
              aria-label={label}
              aria-pressed={isActive}
              onClick={() => onChange(option)}
              className={cn(
                'flex size-11 cursor-pointer items-center justify-center rounded-[calc(var(--radius-control)-0.125rem)] text-muted transition-colors hover:text-ink',
                'focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-offset-2 focus-visible:outline-solid',
                isActive && 'bg-raised text-ink shadow-sm',
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </button>
          </Tooltip>
        );
      })}
    </fieldset>
  );
}
