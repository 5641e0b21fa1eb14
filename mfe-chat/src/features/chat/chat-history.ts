/** Spec §3: the browser keeps the conversation under this key. */
export const chatStorageKey = 'ai-cooking-chat';
/** Spec §9: the assistant is sent the last 10 messages. */
export const historyLimit = 10;
/** A long conversation keeps its newest messages; the window shows no more than this. */
const storedLimit = 200;

export const greeting =
  "Hi! I'm your cooking assistant. Ask me for a dinner idea from your recipes, to change the recipe you have open, to save a recipe, or to add ingredients to your shopping list.";

export interface RecipeChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** What a turn did, shown under its answer. */
export type ChatCard =
  | {
      kind: 'recipe-changed';
      recipeId: number;
      recipeName: string;
      changes: RecipeChange[];
      /** Set once Undo put the earlier values back. */
      isUndone?: boolean;
    }
  | { kind: 'recipe-created'; recipeId: number; recipeName: string }
  | {
      kind: 'items-added';
      count: number;
      items: { name: string; quantity: string; category: string }[];
    };

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** ISO 8601. */
  timestamp: string;
  cards?: ChatCard[];
  /** The greeting is the window's, not the conversation's: it is never sent as history. */
  isGreeting?: boolean;
  /** An answer that failed or was stopped: shown, never sent as history. */
  outcome?: 'failed' | 'stopped';
}

export interface ChatHistory {
  /** Whose conversation it is: another cook on this browser starts their own. */
  userId: string | null;
  /** New after Reset chat; the server reads the admin's prompts once per conversation. */
  conversationId: string;
  messages: ChatMessage[];
}

export function greetingMessage(): ChatMessage {
  return {
    id: crypto.randomUUID(),
    role: 'assistant',
    content: greeting,
    timestamp: new Date().toISOString(),
    isGreeting: true,
  };
}

export function newConversation(userId: string | null): ChatHistory {
  return { userId, conversationId: crypto.randomUUID(), messages: [greetingMessage()] };
}

/** The stored conversation of this cook, or a new one (nothing stored, another cook, or damaged). */
export function loadChatHistory(userId: string | null): ChatHistory {
  try {
    const stored = JSON.parse(localStorage.getItem(chatStorageKey) ?? 'null') as unknown;
    if (isChatHistory(stored) && stored.userId === userId && stored.messages.length > 0) {
      return stored;
    }
  } catch {
    // Unreadable storage (private mode, quota, a hand-edited value): start over.
  }
  return newConversation(userId);
}

export function saveChatHistory(history: ChatHistory): void {
  const messages = history.messages.slice(-storedLimit);
  try {
    localStorage.setItem(chatStorageKey, JSON.stringify({ ...history, messages }));
  } catch {
    // A full or refused storage loses the history on reload, not the conversation on screen.
  }
}

/** The conversation so far as the assistant is sent it: real messages only, the last 10. */
export function historyToSend(messages: readonly ChatMessage[]) {
  return messages
    .filter((message) => !message.isGreeting && !message.outcome && message.content.trim())
    .slice(-historyLimit)
    .map((message) => ({
      role: message.role === 'user' ? ('USER' as const) : ('ASSISTANT' as const),
      content: message.content,
    }));
}

function isChatHistory(value: unknown): value is ChatHistory {
  if (!value || typeof value !== 'object') return false;
  const history = value as Partial<ChatHistory>;
  return (
    typeof history.conversationId === 'string' &&
    Array.isArray(history.messages) &&
    history.messages.every(
      (message) =>
        message &&
        typeof message.id === 'string' &&
        (message.role === 'user' || message.role === 'assistant') &&
        typeof message.content === 'string',
    )
  );
}
