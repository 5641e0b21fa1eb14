import { useApolloClient } from '@apollo/client/react';
import { toast } from '@app/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunAssistantToolMutationMutation } from '../../__generated__/graphql.ts';
import { type RealtimeCall, startRealtimeCall, VoiceStartError } from './realtime-call.ts';
import { functionOutputEvents, readRealtimeEvent } from './realtime-events.ts';
import { VoiceExchange } from './voice-exchange.ts';
import { CreateRealtimeSessionMutation, RunAssistantToolMutation } from './voice-operations.ts';
import { voiceErrorText, voiceErrorTitle } from './voice-texts.ts';

/** Spec §9. */
const voice = 'alloy';

export type VoicePhase = 'idle' | 'starting' | 'live';

/** What one tool call of the voice session did: toasts, cards and the cache read it. */
export type VoiceToolEffects = NonNullable<
  Extract<
    NonNullable<RunAssistantToolMutationMutation['runAssistantTool']>,
    { __typename: 'RunAssistantToolSuccess' }
  >['run']['response']
>;

/** What voice chat needs from the chat window it speaks into. */
export interface VoiceChatHost {
  /** The cook's last message, as of now. */
  lastUserMessage: () => string | null;
  /** A typed message is being answered, as of now. */
  isRequestPending: () => boolean;
  /** The chat conversation's id: the usage log puts voice tool calls in it. */
  conversationId: () => string;
  /**
   * Adds what was said in the call to the conversation without a text turn (the realtime model
   * answers, and acts, for itself). Answers the message's id.
   */
  addSpokenMessage: (
    role: 'user' | 'assistant',
    content: string,
    beforeId?: string | null,
  ) => string;
  /** Shows what a tool call did as cards under a message. */
  addCards: (messageId: string, response: VoiceToolEffects) => void;
  /** Tells what a tool call of the voice session did (toasts; the recipe lists refresh). */
  showEffects: (response: VoiceToolEffects) => void;
}

export interface VoiceChatOptions {
  host: VoiceChatHost;
  recipeId: number | null;
  /**
   * The server has no realtime provider (no AI key): offline voice takes over from here. Without
   * it, the cook is told the server's reason.
   */
  onOfflineVoice?: (reason: string) => void;
}

export interface VoiceChat {
  phase: VoicePhase;
  start: () => void;
  stop: () => void;
}

function reportError(message: string): void {
  toast({ title: voiceErrorTitle, description: message, variant: 'destructive' });
}

/**
 * Realtime voice with the assistant (spec §4 Voice chat): idle → starting → live, back to idle
 * when the cook stops, the chat closes (this hook unmounts), or the call fails, closes or is
 * lost. The realtime model hears the cook, answers aloud and calls the tools itself; the chat
 * shows the exchange: the cook's transcribed speech (by the rule of spec §4, see
 * voice-exchange.ts) and the model's spoken answer become messages of the conversation, with no
 * text turn (one spoken request must not act, or cost, twice). Its tool calls run through the
 * api; the output goes back on the data channel, toasts say what changed and cards show it
 * under the model's answer.
 */
export function useVoiceChat({ host, recipeId, onOfflineVoice }: VoiceChatOptions): VoiceChat {
  const client = useApolloClient();
  const [phase, setPhase] = useState<VoicePhase>('idle');
  const call = useRef<RealtimeCall | null>(null);
  const starting = useRef<AbortController | null>(null);
  // The latest values, for data-channel callbacks that outlive a render.
  const latest = useRef({ host, recipeId, onOfflineVoice });
  latest.current = { host, recipeId, onOfflineVoice };
  const handledCalls = useRef(new Set<string>());
  const exchange = useRef(new VoiceExchange<VoiceToolEffects>());

  const stop = useCallback(() => {
    starting.current?.abort();
    starting.current = null;
    call.current?.hangUp();
    call.current = null;
    setPhase('idle');
  }, []);

  useEffect(() => stop, [stop]);

  const runTool = useCallback(
    async (callId: string, responseId: string | null, name: string, args: string) => {
      // A function call is answered once, even if the provider repeats the event.
      if (handledCalls.current.has(callId)) return;
      handledCalls.current.add(callId);
      let output: unknown = { error: 'The tool could not be run. Please try again.' };
      try {
        const { data } = await client.mutate({
          mutation: RunAssistantToolMutation,
          variables: {
            input: {
              callId,
              name,
              arguments: args,
              conversationId: latest.current.host.conversationId(),
            },
          },
        });
        const result = data?.runAssistantTool;
        if (result?.__typename === 'RunAssistantToolSuccess') {
          output = result.run.output;
          const { host: current } = latest.current;
          const effects = result.run.response;
          current.showEffects(effects);
          const messageId = exchange.current.toolRan(responseId, effects);
          if (messageId !== null) current.addCards(messageId, effects);
        } else if (result && 'message' in result) {
          output = { error: result.message };
        }
      } catch {
        // The model hears that it did not work, and can say so.
      }
      for (const event of functionOutputEvents(callId, output)) call.current?.send(event);
    },
    [client],
  );

  const onMessage = useCallback(
    (data: unknown) => {
      const event = readRealtimeEvent(data);
      const { host: current } = latest.current;
      const calls = exchange.current;
      switch (event.kind) {
        case 'speech-committed':
          calls.speechCommitted(event.itemId);
          break;
        case 'response-started':
          calls.responseStarted(event.responseId);
          break;
        case 'response-ended':
          calls.responseEnded(event.responseId);
          break;
        case 'transcript': {
          const question = calls.transcript(event.itemId, event.text, {
            lastUserMessage: current.lastUserMessage(),
            isRequestPending: current.isRequestPending(),
          });
          if (question) current.addSpokenMessage('user', question.text, question.beforeMessageId);
          break;
        }
        case 'answer': {
          const text = event.text.trim();
          if (!text) break;
          const messageId = current.addSpokenMessage('assistant', text);
          for (const effects of calls.answerShown(event.responseId, messageId)) {
            current.addCards(messageId, effects);
          }
          break;
        }
        case 'function-call':
          void runTool(event.callId, event.responseId, event.name, event.arguments);
          break;
        case 'error':
          reportError(event.message ?? voiceErrorText.session);
          break;
      }
    },
    [runTool],
  );

  const start = useCallback(() => {
    if (starting.current || call.current) return;
    const attempt = new AbortController();
    starting.current = attempt;
    exchange.current = new VoiceExchange();
    setPhase('starting');
    const fail = (message: string | null) => {
      if (starting.current !== attempt) return;
      starting.current = null;
      setPhase('idle');
      if (message) reportError(message);
    };
    void (async () => {
      try {
        const { data } = await client.mutate({
          mutation: CreateRealtimeSessionMutation,
          variables: { input: { voice, recipeId: latest.current.recipeId } },
        });
        if (attempt.signal.aborted) return;
        const result = data?.createRealtimeSession;
        if (result?.__typename === 'RealtimeVoiceUnavailableError') {
          const { onOfflineVoice: offline } = latest.current;
          if (offline) {
            fail(null);
            offline(result.message);
          } else {
            fail(result.message);
          }
          return;
        }
        if (result?.__typename !== 'CreateRealtimeSessionSuccess') {
          return fail(result && 'message' in result ? result.message : voiceErrorText.start);
        }
        if (!result.session.clientSecret) return fail(voiceErrorText.missingClientSecret);
        let started: RealtimeCall | null = null;
        started = await startRealtimeCall(
          {
            clientSecret: result.session.clientSecret,
            callUrl: result.session.callUrl,
            onMessage,
            onOpen: () => {
              if (starting.current !== attempt) return;
              starting.current = null;
              setPhase('live');
            },
            onEnded: () => {
              // Lost while connecting: the start failed. Lost while live: the session did.
              if (starting.current === attempt) {
                call.current = null;
                return fail(voiceErrorText.start);
              }
              if (started === null || call.current !== started) return;
              call.current = null;
              setPhase('idle');
              reportError(voiceErrorText.session);
            },
          },
          attempt.signal,
        );
        if (attempt.signal.aborted) return started.hangUp();
        call.current = started;
      } catch (error) {
        if (attempt.signal.aborted) return;
        fail(error instanceof VoiceStartError ? error.message : voiceErrorText.start);
      }
    })();
  }, [client, onMessage]);

  return { phase, start, stop };
}
