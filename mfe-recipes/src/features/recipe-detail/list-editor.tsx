import { Button, cn, Input, Textarea, Tooltip } from '@app/ui';
import { Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type ListEntry, newEntry } from './recipe-form.ts';

interface ListEditorProps {
  /** "Ingredients" or "Instructions": the group's legend. */
  legend: string;
  /** One item's name: "Ingredient" labels rows "Ingredient 1", "Ingredient 2"… */
  itemLabel: string;
  addLabel: string;
  entries: ListEntry[];
  onChange: (entries: ListEntry[]) => void;
  /** Steps are paragraphs; ingredients are lines. */
  isMultiline?: boolean;
  placeholder?: string;
  error?: string;
}

/** Edits a list of lines: change, add (also with Enter on a line), remove. */
export function ListEditor({
  legend,
  itemLabel,
  addLabel,
  entries,
  onChange,
  isMultiline = false,
  placeholder,
  error,
}: ListEditorProps) {
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const fields = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusKey === null) return;
    if (focusKey === 'add') addButton.current?.focus();
    else fields.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const update = (key: string, text: string) =>
    onChange(entries.map((entry) => (entry.key === key ? { ...entry, text } : entry)));
  const insertAfter = (index: number) => {
    const entry = newEntry();
    onChange([...entries.slice(0, index + 1), entry, ...entries.slice(index + 1)]);
    setFocusKey(entry.key);
  };
  const remove = (index: number) => {
    onChange(entries.filter((_, position) => position !== index));
    // Focus stays in the list: on the row that moved up, else the one above, else "Add".
    const next = entries[index + 1] ?? entries[index - 1];
    setFocusKey(next ? next.key : 'add');
  };
  const errorId = `${itemLabel.toLowerCase()}-list-error`;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-ink text-sm">{legend}</legend>
      {entries.length > 0 && (
        <ol className="flex flex-col gap-2">
          {entries.map((entry, index) => {
            const label = `${itemLabel} ${index + 1}`;
            const register = (element: HTMLInputElement | HTMLTextAreaElement | null) => {
              if (element) fields.current.set(entry.key, element);
              else fields.current.delete(entry.key);
            };
            return (
              <li key={entry.key} className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className="w-6 shrink-0 pt-3 text-right text-muted text-sm tabular-nums"
                >
                  {index + 1}.
                </span>
                {isMultiline ? (
                  <Textarea
                    ref={register}
                    aria-label={label}
                    value={entry.text}
                    rows={2}
                    placeholder={placeholder}
                    onChange={(event) => update(entry.key, event.target.value)}
                    className="min-h-11"
                  />
                ) : (
                  <Input
                    ref={register}
                    aria-label={label}
                    value={entry.text}
                    placeholder={placeholder}
                    enterKeyHint="next"
                    onChange={(event) => update(entry.key, event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                        event.preventDefault();
                        insertAfter(index);
                      }
                    }}
                  />
                )}
                <Tooltip content={`Remove ${itemLabel.toLowerCase()}`}>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${label.toLowerCase()}`}
                    onClick={() => remove(index)}
                    className="shrink-0 text-muted hover:text-destructive"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </Button>
                </Tooltip>
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
      <Button
        ref={addButton}
        variant="ghost"
        onClick={() => insertAfter(entries.length - 1)}
        className={cn('self-start text-primary', entries.length > 0 && 'ml-6')}
      >
        <Plus className="size-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
  );
}
