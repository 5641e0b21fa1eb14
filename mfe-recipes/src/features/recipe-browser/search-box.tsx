import { cn, Input, Tooltip } from '@app/ui';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** Typing pauses this long before the search runs (and the address changes). */
export const searchDelayMs = 250;

export const searchPlaceholder = 'Search recipes, ingredients, or tags...';

interface SearchBoxProps {
  /** The search in the address. */
  value: string;
  /** Called with the trimmed text once typing pauses, at once on Enter or clear. */
  onSearch: (q: string) => void;
  className?: string;
}

/**
 * The recipes screen's search field. It answers every keystroke at once and searches only when
 * typing pauses, so a 2,000-recipe collection is not searched for every letter.
 */
export function SearchBox({ value, onSearch, className }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  // What this box last asked for: when the address catches up with it, the text (which may
  // hold more letters typed since) stays as it is.
  const lastSent = useRef(value);

  // The address changed elsewhere (back, forward, a link): show its search, and drop a search
  // still waiting for a pause in typing, which would put the old words back.
  useEffect(() => {
    if (value === lastSent.current) return;
    clearTimeout(timer.current);
    lastSent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (next: string) => {
    clearTimeout(timer.current);
    const q = next.trim();
    if (q === lastSent.current.trim()) return;
    lastSent.current = q;
    onSearch(q);
  };

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => searchNow(next), searchDelayMs);
  };

  const clear = () => {
    setText('');
    searchNow('');
    inputRef.current?.focus();
  };

  return (
    <search className={cn('relative block', className)}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          searchNow(text);
        }}
      >
        <Search
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-5 text-muted"
          aria-hidden="true"
        />
        <Input
          ref={inputRef}
          type="search"
          aria-label="Search recipes"
          placeholder={searchPlaceholder}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && text) {
              event.preventDefault();
              clear();
            }
          }}
          enterKeyHint="search"
          autoComplete="off"
          className={cn(
            'pl-10 [&::-webkit-search-cancel-button]:appearance-none',
            text ? 'pr-11' : 'pr-3',
          )}
        />
        {text && (
          <Tooltip content="Clear search">
            <button
              type="button"
              onClick={clear}
              aria-label="Clear search"
              className="-translate-y-1/2 absolute top-1/2 right-0 flex size-11 cursor-pointer items-center justify-center rounded-control text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-focus focus-visible:outline-solid focus-visible:-outline-offset-4"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </Tooltip>
        )}
      </form>
    </search>
  );
}
