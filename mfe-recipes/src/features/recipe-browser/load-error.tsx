import { Alert, Button } from '@app/ui';

/** A failed read, with a way to try again (the cache never retries by itself, spec §9). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive" title={`${what} could not be loaded`}>
      <p className="text-muted text-sm">Check your connection, then try again.</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
