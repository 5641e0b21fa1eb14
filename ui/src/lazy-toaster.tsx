import { lazy, Suspense, useState } from 'react';
import { useToasts } from './use-toasts.ts';

const Toaster = lazy(() => import('./toaster.tsx').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The Toaster, fetched when the first toast is raised: the notification library then stays off
 * the first screen's download. Mount once, in the shell, instead of <Toaster/>.
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  // Once mounted it stays, so closing animations and the F8 region keep working.
  const [isNeeded, setIsNeeded] = useState(hasToasts);
  if (hasToasts && !isNeeded) setIsNeeded(true);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
