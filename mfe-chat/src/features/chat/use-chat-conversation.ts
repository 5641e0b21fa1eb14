import { useApolloClient } from '@apollo/client/react';
import { toast } from '@app/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatResponse_ResponseFragment } from '../../__generated__/graphql.ts';
import {
  announceChatEffects,
  type ChatCardSource,
  type ChatEffects,
  cardsOf,
  mergeCards,
} from './chat-effects.ts';
import {
  type ChatHistory,
  type ChatMessage,
  historyToSend,
  loadChatHistory,
  newConversation,
  saveChatHistory,
} from './chat-history.ts';
import {
  CancelChatTurnMutation,
  ChatTurnEventsSubscription,
  StartChatTurnMutation,
} from './chat-operations.ts';

/** Spec §8. */
export const chatErrorTitle = 'Chat Error';
export const chatErrorText = 'Failed to get response. Please try again.';

/** graphql-ws does not acknowledge a subscription; the server's READY event does. */
const readyTimeoutMs = 10_000;

export type TurnPhase = 'idle' | 'waiting' | 'streaming';

export interface ChatConversation {
  messages: readonly ChatMessage[];
  /** The cook's last message, typed or spoken, as of now (not of the last render). */
  lastUserMessage: () => string | null;
  /** A typed message is being answered, as of now. */
  isAnswering: () => boolean;
  /** The conversation's id (new after Reset chat), as of now. */
  conversationId: () => string;
  phase: TurnPhase;
  /** What the assistant is doing right now ("Searching your recipes…"), while a turn runs. */
  activity: string | null;
  /** Asks the assistant; `onAnswer` hears the answer once it is whole (offline voice speaks it). */
  send: (text: string, onAnswer?: (answer: string) => void) => void;
  /** Asks the last question again after its answer failed. */
  retry: () => void;
  stop: () => void;
  reset: () => void;
  /** Marks a recipe card's change as undone (the card's Undo already put the values back). */
  markUndone: (messageId: string, recipeId: number) => void;
  /**
   * Tells what the assistant did outside a turn (a tool call of the voice session): the same
   * toasts as after a turn, and the recipe lists refresh.
   */
  showEffects: (response: ChatEffects) => void;
  /**
   * Adds a message said in a realtime voice call (the cook's transcribed speech, or the model's
   * spoken answer) without asking the text assistant: the voice model answers for itself. It is
   * kept in the history, so later typed messages are sent it. Goes before `beforeId` when given
   * (a question transcribed after its answer came). Answers the new message's id.
   */
  addSpokenMessage: (
    role: ChatMessage['role'],
    content: string,
    beforeId?: string | null,
  ) => string;
  /** Shows what a tool call of the voice session did as cards under message `messageId`. */
  addCards: (messageId: string, response: ChatCardSource) => void;
}

interface RunningTurn {
  turnId: string;
  assistantId: string;
  onAnswer: ((answer: string) => void) | undefined;
  /** Closes the event stream. */
  close: () => void;
}

const toolActivity: Record<string, string> = {
  search_recipes: 'Looking through your recipes…',
  update_recipe: 'Changing the recipe…',
  create_recipe: 'Saving the recipe…',
  add_shopping_items: 'Adding to your shopping list…',
  scale_servings: 'Scaling the recipe…',
  convert_units: 'Converting…',
};

/**
 * One conversation with the assistant, kept in localStorage (`ai-cooking-chat`). A message is
 * a turn: subscribe to its events, wait for READY, start it; text arrives in pieces and is shown
 * as it comes; the final answer replaces it and says what the turn did.
 */
export function useChatConversation(
  userId: string | null,
  recipeId: number | null,
): ChatConversation {
  const client = useApolloClient();
  const [history, setHistory] = useState<ChatHistory>(() => loadChatHistory(userId));
  const [phase, setPhase] = useState<TurnPhase>('idle');
  const [activity, setActivity] = useState<string | null>(null);
  const running = useRef<RunningTurn | null>(null);
  // The latest values, for callbacks that outlive a render (stream events).
  const latest = useRef({ history, recipeId });
  latest.current = { history, recipeId };

  // Saved between turns: a streamed answer is written once, when it is whole.
  useEffect(() => {
    if (phase === 'idle') saveChatHistory(history);
  }, [history, phase]);

  useEffect(() => () => running.current?.close(), []);

  const updateMessage = useCallback((id: string, change: (message: ChatMessage) => ChatMessage) => {
    setHistory((current) => ({
      ...current,
      messages: current.messages.map((message) => (message.id === id ? change(message) : message)),
    }));
  }, []);

  const finish = useCallback(
    (turnId: string, change: ((message: ChatMessage) => ChatMessage) | null) => {
      const turn = running.current;
      if (!turn || turn.turnId !== turnId) return;
      running.current = null;
      turn.close();
      if (change) updateMessage(turn.assistantId, change);
      setActivity(null);
      setPhase('idle');
    },
    [updateMessage],
  );

  const fail = useCallback(
    (turnId: string, reason: string | null) => {
      if (running.current?.turnId !== turnId) return;
      toast({ title: chatErrorTitle, description: chatErrorText, variant: 'destructive' });
      finish(turnId, (message) => ({
        ...message,
        content: reason ?? chatErrorText,
        outcome: 'failed',
      }));
    },
    [finish],
  );

  const complete = useCallback(
    (turnId: string, response: ChatResponse_ResponseFragment) => {
      if (running.current?.turnId !== turnId) return;
      announceChatEffects(response);
      const cards = cardsOf(response);
      const onAnswer = running.current.onAnswer;
      finish(turnId, (message) => ({
        ...message,
        content: response.response,
        timestamp: new Date().toISOString(),
        ...(cards.length > 0 ? { cards } : {}),
      }));
      onAnswer?.(response.response);
    },
    [finish],
  );

  const send = useCallback(
    (text: string, onAnswer?: (answer: string) => void) => {
      const message = text.trim();
      if (!message || running.current) return;
      const { history: before, recipeId: openRecipeId } = latest.current;
      const turnId = crypto.randomUUID();
      const now = new Date().toISOString();
      const userMessage: ChatMessage = {
        id: crypto.randomUUID(),
        role: 'user',
        content: message,
        timestamp: now,
      };
      const answer: ChatMessage = {
        id: crypto.randomUUID(),
        role: 'assistant',
        content: '',
        timestamp: now,
      };
      const input = {
        conversationId: before.conversationId,
        message,
        recipeId: openRecipeId,
        history: historyToSend(before.messages),
      };
      const withQuestion = { ...before, messages: [...before.messages, userMessage] };
      // The question is kept even if the page closes before the answer comes.
      saveChatHistory(withQuestion);
      setHistory({ ...withQuestion, messages: [...withQuestion.messages, answer] });
      setPhase('waiting');
      setActivity(null);

      let isStarted = false;
      const start = async () => {
        if (isStarted || running.current?.turnId !== turnId) return;
        isStarted = true;
        try {
          const { data } = await client.mutate({
            mutation: StartChatTurnMutation,
            variables: { turnId, input },
          });
          const result = data?.startChatTurn;
          if (result?.__typename !== 'StartChatTurnSuccess') {
            fail(turnId, result && 'message' in result ? result.message : null);
          }
        } catch {
          fail(turnId, null);
        }
      };
      const subscription = client
        .subscribe({ query: ChatTurnEventsSubscription, variables: { turnId } })
        .subscribe({
          next: ({ data }) => {
            const event = data?.chatTurnEvents;
            if (!event) return;
            switch (event.kind) {
              case 'READY':
                void start();
                break;
              case 'TEXT':
                if (event.text) {
                  const piece = event.text;
                  setPhase('streaming');
                  updateMessage(answer.id, (current) => ({
                    ...current,
                    content: current.content + piece,
                  }));
                }
                break;
              case 'TOOL_CALL':
                setActivity(toolActivity[event.tool?.name ?? ''] ?? 'Working on it…');
                break;
              case 'TOOL_RESULT':
                setActivity(null);
                break;
              case 'DONE':
                if (event.response) complete(turnId, event.response);
                else fail(turnId, null);
                break;
              case 'FAILED':
                fail(turnId, event.error ?? null);
                break;
              case 'CANCELLED':
                finish(turnId, (current) => ({ ...current, outcome: 'stopped' }));
                break;
            }
          },
          error: () => fail(turnId, null),
          complete: () => {
            if (running.current?.turnId === turnId && isStarted) fail(turnId, null);
          },
        });
      // A server that never says READY (an old socket, a proxy that drops it) still gets the turn.
      const readyTimer = setTimeout(() => void start(), readyTimeoutMs);
      running.current = {
        turnId,
        assistantId: answer.id,
        onAnswer,
        close: () => {
          clearTimeout(readyTimer);
          subscription.unsubscribe();
        },
      };
    },
    [client, complete, fail, finish, updateMessage],
  );

  const retry = useCallback(() => {
    const { history: current } = latest.current;
    const failed = current.messages.at(-1);
    const question = current.messages.at(-2);
    if (failed?.outcome !== 'failed' || question?.role !== 'user' || running.current) return;
    // The failed answer and its question make way for the same question asked again.
    const trimmed = { ...current, messages: current.messages.slice(0, -2) };
    latest.current = { ...latest.current, history: trimmed };
    send(question.content);
  }, [send]);

  const stop = useCallback(() => {
    const turn = running.current;
    if (!turn) return;
    // The server says CANCELLED once it has taken back what the turn changed.
    void client
      .mutate({ mutation: CancelChatTurnMutation, variables: { turnId: turn.turnId } })
      .catch(() => undefined);
  }, [client]);

  const reset = useCallback(() => {
    stop();
    running.current?.close();
    running.current = null;
    const fresh = newConversation(userId);
    saveChatHistory(fresh);
    setHistory(fresh);
    setPhase('idle');
    setActivity(null);
    toast({ title: 'Chat Reset' });
  }, [stop, userId]);

  const markUndone = useCallback(
    (messageId: string, recipeId: number) =>
      updateMessage(messageId, (message) => ({
        ...message,
        cards: message.cards?.map((card) =>
          card.kind === 'recipe-changed' && card.recipeId === recipeId
            ? { ...card, isUndone: true }
            : card,
        ),
      })),
    [updateMessage],
  );

  const showEffects = useCallback((response: ChatEffects) => announceChatEffects(response), []);

  const addSpokenMessage = useCallback(
    (role: ChatMessage['role'], content: string, beforeId?: string | null) => {
      const message: ChatMessage = {
        id: crypto.randomUUID(),
        role,
        content,
        timestamp: new Date().toISOString(),
      };
      const place = (messages: ChatMessage[]) => {
        const index = beforeId ? messages.findIndex((other) => other.id === beforeId) : -1;
        return index < 0
          ? [...messages, message]
          : [...messages.slice(0, index), message, ...messages.slice(index)];
      };
      // Read at once by the next transcript's repeat check, which may come before a render.
      const { history: now } = latest.current;
      latest.current = { ...latest.current, history: { ...now, messages: place(now.messages) } };
      setHistory((current) => ({ ...current, messages: place(current.messages) }));
      return message.id;
    },
    [],
  );

  const addCards = useCallback(
    (messageId: string, response: ChatCardSource) => {
      const cards = cardsOf(response);
      if (cards.length === 0) return;
      updateMessage(messageId, (message) => ({
        ...message,
        cards: mergeCards(message.cards ?? [], cards),
      }));
    },
    [updateMessage],
  );

  const lastUserMessage = useCallback(
    () =>
      latest.current.history.messages.findLast((message) => message.role === 'user')?.content ??
      null,
    [],
  );

  const isAnswering = useCallback(() => running.current !== null, []);

  const conversationId = useCallback(() => latest.current.history.conversationId, []);

  return {
    messages: history.messages,
    lastUserMessage,
    isAnswering,
    conversationId,
    phase,
    activity,
    send,
    retry,
    stop,
    reset,
    markUndone,
    showEffects,
    addSpokenMessage,
    addCards,
  };
}
