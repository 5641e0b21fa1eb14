import './index.css';
import { ApolloProvider } from '@apollo/client/react';
import type { RemoteAppProps } from '@app/shell/remote-contract';
import { RemoteRoot } from '@app/ui';
import { ChatWidget } from './features/chat/chat-widget.tsx';

/**
 * The exposed `./App`: the floating assistant. The shell draws the closed bubble itself and
 * mounts this on the first press (shell/src/layout/chat-launcher.tsx), so it opens at once.
 */
export default function App({ client, viewer }: RemoteAppProps) {
  return (
    <ApolloProvider client={client}>
      <RemoteRoot name="mfe-chat">
        {/* Keyed by user: another cook signing in on this browser gets their own conversation. */}
        <ChatWidget key={viewer?.id ?? 'guest'} userId={viewer?.id ?? null} />
      </RemoteRoot>
    </ApolloProvider>
  );
}
