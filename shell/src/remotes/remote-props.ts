import { useMemo, useState } from 'react';
import { useViewer } from '../session/use-viewer.ts';
import type { RemoteAppProps } from './remote-contract.ts';

/** The product website: the api puts its address in a meta tag of every page it serves. */
function readMarketingUrl(): string {
  const fromServer = document.querySelector<HTMLMetaElement>('meta[name="marketing-url"]')?.content;
  if (fromServer) return fromServer;
  // Dev servers: spec §1's rule (the app host starts with "app.", or localhost with port 3000).
  const { protocol, hostname } = window.location;
  if (hostname.startsWith('app.')) return `${protocol}//${hostname.slice(4)}/`;
  return `${protocol}//${hostname}:3000/`;
}

/** The viewer and links every remote receives, from the session. */
export function useRemoteProps(): Omit<RemoteAppProps, 'client' | 'basePath'> {
  const viewer = useViewer();
  // The page's meta tag never changes: read it once.
  const [marketingUrl] = useState(readMarketingUrl);
  return useMemo(() => ({ viewer, marketingUrl }), [viewer, marketingUrl]);
}
