import { type ReactNode, useState } from 'react';
import { PortalContainerContext } from './portal-container.tsx';
import { TooltipProvider } from './tooltip.tsx';

interface RemoteRootProps {
  /** The remote's folder name, e.g. `mfe-recipes`: its stylesheet is scoped to this root. */
  name: string;
  className?: string;
  children: ReactNode;
}

/**
 * The outermost element of a remote: the scope of its styles, the home of its portals, and its
 * tooltip provider (tooltips need one from the same copy of the library as the remote's own).
 */
export function RemoteRoot({ name, className, children }: RemoteRootProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  return (
    <div data-remote={name} className={className}>
      <TooltipProvider>
        <PortalContainerContext value={portalContainer}>{children}</PortalContainerContext>
      </TooltipProvider>
      {/* No box of its own: it must not become an item of a remote's flex or grid root. */}
      <div ref={setPortalContainer} data-portal-container="" style={{ display: 'contents' }} />
    </div>
  );
}
