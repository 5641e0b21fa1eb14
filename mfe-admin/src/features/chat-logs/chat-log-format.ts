import type { BadgeVariant } from '@app/ui';

/** The badge of a turn's outcome (running, completed, failed, cancelled). */
export function outcomeBadge(outcome: string): { label: string; variant: BadgeVariant } {
  switch (outcome) {
    case 'completed':
      return { label: 'Completed', variant: 'herb' };
    case 'failed':
      return { label: 'Failed', variant: 'destructive' };
    case 'cancelled':
      return { label: 'Cancelled', variant: 'neutral' };
    case 'running':
      return { label: 'Running', variant: 'brand' };
    default:
      return { label: outcome, variant: 'neutral' };
  }
}

/** GENERAL, RECIPE or VOICE (a tool call of a voice session), as a cook would say it. */
export function featureLabel(feature: string): string {
  if (feature === 'RECIPE') return 'Recipe chat';
  if (feature === 'GENERAL') return 'General chat';
  if (feature === 'VOICE') return 'Voice chat';
  return feature;
}

export function latencyLabel(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** "1,234 in · 56 out", or a dash when the provider reported none. */
export function tokensLabel(input: number | null | undefined, output: number | null | undefined) {
  if ((input ?? null) === null && (output ?? null) === null) return '—';
  return `${(input ?? 0).toLocaleString('en-GB')} in · ${(output ?? 0).toLocaleString('en-GB')} out`;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function timeLabel(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}
