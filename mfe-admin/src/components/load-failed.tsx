import { Button, EmptyState } from '@app/ui';
import { CloudOff } from 'lucide-react';
import { useState } from 'react';

interface LoadFailedProps {
  title: string;
  onRetry: () => Promise<unknown>;
  className?: string;
}

/** A part of the dashboard that could not be loaded, with Try again. */
export function LoadFailed({ title, onRetry, className }: LoadFailedProps) {
  const [isRetrying, setIsRetrying] = useState(false);
  const retry = async () => {
    setIsRetrying(true);
    await onRetry().catch(() => undefined);
    setIsRetrying(false);
  };
  return (
    <EmptyState
      role="alert"
      icon={<CloudOff />}
      title={title}
      className={className}
      action={
        <Button variant="secondary" isLoading={isRetrying} onClick={() => void retry()}>
          Try again
        </Button>
      }
    >
      Check your connection and try again.
    </EmptyState>
  );
}
