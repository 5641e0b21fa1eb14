import { Button, Card, Spinner } from '@app/ui';
import { loadRemote } from '@module-federation/runtime';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import type { RemoteAppModule, RemoteAppProps, RemoteId } from './remote-contract.ts';
import { remotesReady } from './remote-manifest.ts';
import { useRemoteProps } from './remote-props.ts';

interface RemoteOutletProps {
  remoteId: RemoteId;
  basePath: string;
  /** Shown while the remote's code loads; null shows nothing (the chat bubble). */
  fallback?: ReactNode;
}

type LoadedRemoteProps = Omit<RemoteAppProps, 'client' | 'authorizedFetch'>;

/** Loads a remote's `./App` at runtime and renders it, with a retry card if loading fails. */
export function RemoteOutlet({ remoteId, ...props }: RemoteOutletProps) {
  // Keyed by remote id: routes reuse this component, and one remote's error or loaded App must
  // not show on another remote's route.
  return <RemoteSlot key={remoteId} remoteId={remoteId} {...props} />;
}

function RemoteSlot({ remoteId, basePath, fallback = <RemoteLoading /> }: RemoteOutletProps) {
  const remoteProps = useRemoteProps();
  // React.lazy caches a failed load, so a retry needs a fresh lazy component.
  const [load, setLoad] = useState(() => ({ attempt: 0, RemoteApp: lazyRemoteApp(remoteId) }));
  const retry = () =>
    setLoad(({ attempt }) => ({ attempt: attempt + 1, RemoteApp: lazyRemoteApp(remoteId) }));
  const { RemoteApp } = load;
  return (
    <RemoteErrorBoundary key={`${remoteId}#${load.attempt}`} remoteId={remoteId} onRetry={retry}>
      <Suspense fallback={fallback}>
        <RemoteApp basePath={basePath} {...remoteProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteLoading() {
  return (
    <div className="flex justify-center p-10 text-primary" aria-busy="true">
      <Spinner label="Loading…" size="lg" />
    </div>
  );
}

/**
 * The remote's App with the shell's ApolloClient and its token-carrying fetch. The client's module loads after the remote:
 * the remotes provide the shared @apollo/client the shell consumes (module-federation.config.ts).
 */
function lazyRemoteApp(remoteId: RemoteId): ComponentType<LoadedRemoteProps> {
  return lazy(async () => {
    await remotesReady();
    const module = await loadRemote<RemoteAppModule>(`${remoteId}/App`);
    if (!module) throw new Error(`${remoteId} did not provide ./App`);
    const { apolloClient, authorizedFetch } = await import('../apollo/apollo-client.ts');
    const RemoteApp = module.default;
    return {
      default: (props: LoadedRemoteProps) => (
        <RemoteApp {...props} client={apolloClient} authorizedFetch={authorizedFetch} />
      ),
    };
  });
}

interface RemoteErrorBoundaryProps {
  remoteId: RemoteId;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Remote ${this.props.remoteId} failed to load`, error);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <div className="p-6" role="alert">
        <Card title="This part of the app could not be loaded">
          <p className="mb-4 text-muted">Check your connection and try again.</p>
          <Button onClick={this.props.onRetry}>Retry</Button>
        </Card>
      </div>
    );
  }
}
