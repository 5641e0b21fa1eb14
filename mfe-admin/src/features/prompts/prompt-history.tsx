import { useQuery } from '@apollo/client/react';
import { Badge, Button, ConfirmDialog, Skeleton } from '@app/ui';
import { GitCompare, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import type { ChatbotPromptHistoryQueryQuery } from '../../__generated__/graphql.ts';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PromptDiff } from './prompt-diff.tsx';
import type { PromptKind } from './prompt-kinds.ts';
import { ChatbotPromptHistoryQuery } from './prompt-operations.ts';
import type { usePromptChanges } from './use-prompt-changes.ts';

type Version = ChatbotPromptHistoryQueryQuery['chatbotPromptHistory'][number];

interface PromptHistoryProps {
  id: string;
  kind: PromptKind;
  /** The prompt as the server has it now. */
  current: string;
  changes: ReturnType<typeof usePromptChanges>;
  /** After a restore: the editor shows the restored text. */
  onRestored: () => void;
}

/** Who saved a version: their e-mail, or nobody known for the text kept from before history. */
export function authorOf(version: Version): string {
  return version.savedByEmail ?? 'Before history';
}

export function savedOn(savedAt: string): string {
  const date = new Date(savedAt);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The saved versions of one prompt, newest first, each to compare with the current text or restore. */
export function PromptHistory({ id, kind, current, changes, onRestored }: PromptHistoryProps) {
  const headingId = useId();
  // Asked again on every opening: a save elsewhere adds a version.
  const { data, error, refetch } = useQuery(ChatbotPromptHistoryQuery, {
    variables: { promptType: kind.type },
    fetchPolicy: 'cache-and-network',
  });
  const [comparedId, setComparedId] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<Version | null>(null);
  const [isRestoring, setIsRestoring] = useState(false);
  const versions = data?.chatbotPromptHistory;

  const restore = async (version: Version) => {
    setIsRestoring(true);
    const isRestored = await changes.restore(version.id);
    setIsRestoring(false);
    setRestoring(null);
    if (isRestored) {
      setComparedId(null);
      onRestored();
    }
  };

  let body: React.ReactNode;
  if (!versions && error) {
    body = <LoadFailed title="The history could not be loaded" onRetry={refetch} />;
  } else if (!versions) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Loading the history…</span>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (versions.length === 0) {
    body = (
      <p className="text-muted text-sm">
        No saved versions yet: the history starts with the first save.
      </p>
    );
  } else {
    body = (
      <ol aria-labelledby={headingId} className="divide-y divide-line">
        {versions.map((version, index) => {
          const isCurrent = index === 0 && version.prompt === current;
          const diffId = `${id}-diff-${version.id}`;
          const isCompared = comparedId === version.id;
          return (
            <li key={version.id} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 text-ink text-sm">
                    <time dateTime={version.savedAt} className="font-medium">
                      {savedOn(version.savedAt)}
                    </time>
                    {isCurrent && <Badge variant="herb">Current</Badge>}
                  </p>
                  <p className="break-all text-muted text-sm">{authorOf(version)}</p>
                </div>
                {!isCurrent && (
                  <div className="flex shrink-0 gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-expanded={isCompared}
                      aria-controls={isCompared ? diffId : undefined}
                      onClick={() => setComparedId(isCompared ? null : version.id)}
                    >
                      <GitCompare aria-hidden="true" className="size-4" />
                      Compare
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => setRestoring(version)}>
                      <RotateCcw aria-hidden="true" className="size-4" />
                      Restore
                    </Button>
                  </div>
                )}
              </div>
              {isCompared && <PromptDiff id={diffId} from={version.prompt} to={current} />}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section id={id} aria-labelledby={headingId} className="mt-4 border-line border-t pt-4">
      <h4 id={headingId} className="font-semibold text-ink text-sm">
        {kind.title} history
      </h4>
      <div className="mt-2">{body}</div>
      <ConfirmDialog
        isOpen={restoring !== null}
        title="Restore this version?"
        description={
          restoring &&
          `The ${kind.title} prompt becomes the text saved ${savedOn(restoring.savedAt)} (${authorOf(restoring)}). It applies to new conversations.`
        }
        confirmLabel="Restore"
        isPending={isRestoring}
        onConfirm={() => restoring && void restore(restoring)}
        onCancel={() => setRestoring(null)}
      />
    </section>
  );
}
