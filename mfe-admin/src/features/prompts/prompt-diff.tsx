import { cn } from '@app/ui';
import { diffLines } from 'diff';
import { useMemo } from 'react';

interface PromptDiffProps {
  id?: string;
  /** The text of the version compared. */
  from: string;
  /** The current text. */
  to: string;
}

type Line = { kind: 'added' | 'removed' | 'same'; text: string };

/** Every text ends with a line break here, or a last line would differ only by lacking one. */
const asLines = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

function linesOf(from: string, to: string): Line[] {
  return diffLines(asLines(from), asLines(to)).flatMap((change) => {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    return change.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({ kind, text }) as Line);
  });
}

const marks = { added: '+', removed: '−', same: ' ' } as const;
const spoken = { added: 'Added: ', removed: 'Removed: ', same: '' } as const;

/**
 * A line diff of a saved version against the current text. Each changed line says what it is in
 * words (read out) and with a + or − (seen), so the colours only repeat it.
 */
export function PromptDiff({ id, from, to }: PromptDiffProps) {
  const lines = useMemo(() => linesOf(from, to), [from, to]);
  const added = lines.filter((line) => line.kind === 'added').length;
  const removed = lines.filter((line) => line.kind === 'removed').length;
  return (
    <figure id={id} className="mt-3 overflow-hidden rounded-control border border-line">
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 border-line border-b bg-sunken px-3 py-2 text-muted text-xs">
        {added === 0 && removed === 0 ? (
          <span>Same as the current text</span>
        ) : (
          <>
            <span>
              <span aria-hidden="true" className="font-mono font-semibold text-destructive">
                −{' '}
              </span>
              {removed} {removed === 1 ? 'line' : 'lines'} only in this version
            </span>
            <span>
              <span aria-hidden="true" className="font-mono font-semibold text-herb">
                +{' '}
              </span>
              {added} {added === 1 ? 'line' : 'lines'} only in the current text
            </span>
          </>
        )}
      </figcaption>
      <div className="max-h-80 overflow-auto py-1 font-mono text-xs leading-relaxed">
        {lines.map((line, index) => {
          const Line = line.kind === 'added' ? 'ins' : line.kind === 'removed' ? 'del' : 'div';
          return (
            <Line
              key={index}
              data-change={line.kind}
              className={cn(
                'flex whitespace-pre-wrap break-words px-3 no-underline',
                line.kind === 'added' && 'bg-herb-soft text-ink',
                line.kind === 'removed' && 'bg-destructive-soft text-ink',
                line.kind === 'same' && 'text-muted',
              )}
            >
              <span aria-hidden="true" className="w-4 shrink-0 select-none font-semibold">
                {marks[line.kind]}
              </span>
              <span className="min-w-0 flex-1">
                {spoken[line.kind] && <span className="sr-only">{spoken[line.kind]}</span>}
                {line.text || '\u00a0'}
              </span>
            </Line>
          );
        })}
      </div>
    </figure>
  );
}
