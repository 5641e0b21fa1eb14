import { Button } from '@app/ui';
import { CloudOff } from 'lucide-react';
import { StatusPanel } from './status-panel.tsx';

/** A recipe page whose recipe could not be fetched (offline, a server error), with a retry. */
export function RecipeLoadError({
  onRetry,
  className,
}: {
  onRetry: () => void;
  className?: string;
}) {
  return (
    <StatusPanel
      className={className}
      icon={<CloudOff />}
      title="This recipe could not be loaded"
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      Check your connection and try again.
    </StatusPanel>
  );
}
