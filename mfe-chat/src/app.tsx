import './index.css';
import { ApolloProvider } from '@apollo/client/react';
import type { RemoteAppProps } from '@app/shell/remote-contract';
import { RemoteRoot } from '@app/ui';
import { ChatWidget } from './features/chat/chat-widget.tsx';
import type { ChatConversation } from './features/chat/use-chat-conversation.ts';
import { VoiceControl } from './features/voice/voice-control.tsx';

/**
 * Voice speaks into the same conversation as the message box (spec §4): online as messages of
 * the realtime call, offline as typed messages would be sent.
 */
function renderVoice(conversation: ChatConversation, recipeId: number | null) {
  return (
    <VoiceControl
      recipeId={recipeId}
      host={{
        send: conversation.send,
        lastUserMessage: conversation.lastUserMessage,
        isRequestPending: conversation.isAnswering,
        conversationId: conversation.conversationId,
        addSpokenMessage: conversation.addSpokenMessage,
        addCards: conversation.addCards,
        showEffects: conversation.showEffects,
      }}
    />
  );
}

/**
 * The exposed `./App`: the floating assistant. The shell draws the closed bubble itself and
 * mounts this on the first press (shell/src/layout/chat-launcher.tsx), so it opens at once.
 */
export default function App({ client, viewer }: RemoteAppProps) {
  return (
    <ApolloProvider client={client}>
      <RemoteRoot name="mfe-chat">
        {/* Keyed by user: another cook signing in on this browser gets their own conversation. */}
        <ChatWidget
          key={viewer?.id ?? 'guest'}
          userId={viewer?.id ?? null}
          renderVoice={renderVoice}
        />
      </RemoteRoot>
    </ApolloProvider>
  );
}
