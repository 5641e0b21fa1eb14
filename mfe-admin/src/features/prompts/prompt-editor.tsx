import { Badge, Button, Card, ConfirmDialog, Textarea } from '@app/ui';
import { History, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { PromptHistory } from './prompt-history.tsx';
import type { PromptKind } from './prompt-kinds.ts';
import { usePromptChanges } from './use-prompt-changes.ts';

interface PromptEditorProps {
  kind: PromptKind;
  /** The prompt as the server has it. */
  saved: string;
}

/** One prompt in a 12-row editor (spec §9) with Save Changes, its history and a reset. */
export function PromptEditor({ kind, saved }: PromptEditorProps) {
  const noteId = useId();
  const titleId = useId();
  const historyId = useId();
  const changes = usePromptChanges();
  // Null while untouched: the editor then follows the saved prompt.
  const [draft, setDraft] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const [isResetAsked, setIsResetAsked] = useState(false);
  const [isResetting, setIsResetting] = useState(false);
  const value = draft ?? saved;
  const isChanged = draft !== null && draft !== saved;
  const isBlank = value.trim() === '';

  const submit = async () => {
    setIsSaving(true);
    const isSaved = await changes.save(kind.type, value);
    setIsSaving(false);
    // What was typed while the save was on its way stays a draft.
    if (isSaved) setDraft((current) => (current === value ? null : current));
  };

  const reset = async () => {
    setIsResetting(true);
    const isReset = await changes.reset(kind.type);
    setIsResetting(false);
    setIsResetAsked(false);
    if (isReset) setDraft(null);
  };

  return (
    <Card aria-labelledby={titleId} className="flex flex-col">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-display font-semibold text-ink text-lg">
            {kind.title}
          </h3>
          <p className="mt-0.5 text-muted text-sm">{kind.description}</p>
        </div>
        {isChanged && <Badge variant="brand">Unsaved changes</Badge>}
      </div>
      <Textarea
        rows={12}
        value={value}
        onChange={(event) => setDraft(event.target.value)}
        aria-label={`${kind.title} prompt`}
        aria-describedby={noteId}
        aria-invalid={isBlank || undefined}
        className="mt-4 font-mono text-sm"
      />
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={noteId} className="text-muted text-sm">
          {isBlank
            ? 'A prompt cannot be empty.'
            : 'Changes apply to new conversations; chats already open keep their prompt.'}
        </p>
        <div className="flex shrink-0 gap-2">
          {isChanged && !isSaving && (
            <Button variant="ghost" onClick={() => setDraft(null)}>
              Discard
            </Button>
          )}
          <Button
            onClick={() => void submit()}
            disabled={!isChanged || isBlank}
            isLoading={isSaving}
            className="flex-1 sm:flex-none"
          >
            Save Changes
          </Button>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 border-line border-t pt-3">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isHistoryOpen}
          aria-controls={isHistoryOpen ? historyId : undefined}
          onClick={() => setIsHistoryOpen((isOpen) => !isOpen)}
        >
          <History aria-hidden="true" className="size-4" />
          History
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setIsResetAsked(true)}>
          <Undo2 aria-hidden="true" className="size-4" />
          Reset to default
        </Button>
      </div>
      {isHistoryOpen && (
        <PromptHistory
          id={historyId}
          kind={kind}
          current={saved}
          changes={changes}
          onRestored={() => setDraft(null)}
        />
      )}
      <ConfirmDialog
        isOpen={isResetAsked}
        title={`Reset ${kind.title} to the default?`}
        description="The prompt becomes the text the app ships with; the current one stays in the history. It applies to new conversations."
        confirmLabel="Reset to default"
        isDestructive
        isPending={isResetting}
        onConfirm={() => void reset()}
        onCancel={() => setIsResetAsked(false)}
      />
    </Card>
  );
}
