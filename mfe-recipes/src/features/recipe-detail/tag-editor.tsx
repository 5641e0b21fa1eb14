import { Button, Chip, Input } from '@app/ui';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { addTag } from './recipe-form.ts';

interface TagEditorProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/** Tags as removable chips, and a field that adds one on Enter, comma or "Add". */
export function TagEditor({ tags, onChange, error }: TagEditorProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const commit = () => {
    if (!draft.trim()) return;
    onChange(addTag(tags, draft));
    setDraft('');
  };
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-ink text-sm">Tags</legend>
      {tags.length > 0 ? (
        <ul aria-label="Current tags" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <Chip
                variant="brand"
                onRemove={() => onChange(tags.filter((existing) => existing !== tag))}
                removeLabel={`Remove tag ${tag}`}
              >
                #{tag}
              </Chip>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted text-sm">No tags yet. Tags group recipes on the recipes screen.</p>
      )}
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          New tag
        </label>
        <Input
          id={inputId}
          value={draft}
          placeholder="Add a tag, e.g. vegetarian"
          enterKeyHint="done"
          onChange={(event) => {
            const text = event.target.value;
            // A comma ends a tag, as in most tag fields.
            if (text.includes(',')) {
              let next = tags;
              for (const part of text.split(',').slice(0, -1)) next = addTag(next, part);
              onChange(next);
              setDraft(text.split(',').at(-1) ?? '');
            } else setDraft(text);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              commit();
            }
          }}
          onBlur={commit}
        />
        <Button variant="secondary" onClick={commit} disabled={!draft.trim()}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      {error && (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
