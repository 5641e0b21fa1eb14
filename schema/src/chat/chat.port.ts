import type { Recipe } from '../recipes/recipes.port.ts';
import type { ShoppingListItem } from '../shopping/shopping.port.ts';

export const chatRoles = ['user', 'assistant'] as const;
export type ChatRole = (typeof chatRoles)[number];

/** Spec §3 Chat message (the timestamp stays on the device). */
export interface ChatMessage {
  role: ChatRole;
  content: string;
}

export interface ChatTurnInput {
  /**
   * Made by the client when a conversation starts (and again on Reset): the admin's prompts are
   * read once per conversation, so a saved prompt applies to new conversations only.
   */
  conversationId: string;
  message: string;
  /** The recipe the cook has open: recipe chat. Absent for general chat. */
  recipeId?: number | null;
  /** The messages before this one; only the last 10 are used (spec §9). */
  history: ChatMessage[];
}

/** One field of a recipe a tool changed, with its value before and after (Undo puts `before` back). */
export interface RecipeFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Spec §3 Chat response, plus what the chat window needs to show cards and offer Undo. */
export interface ChatResponse {
  response: string;
  recipeUpdated: boolean;
  /** The recipe as the turn left it. */
  updatedRecipe: Recipe | null;
  recipeChanges: RecipeFieldChange[];
  recipeCreated: boolean;
  createdRecipe: Recipe | null;
  shoppingItemsAdded: number;
  addedShoppingItems: ShoppingListItem[];
}

export const chatTurnEventKinds = [
  'READY',
  'TEXT',
  'TOOL_CALL',
  'TOOL_RESULT',
  'DONE',
  'FAILED',
  'CANCELLED',
] as const;
export type ChatTurnEventKind = (typeof chatTurnEventKinds)[number];

/** A tool the model called during a turn; `result` or `error` once it ran. */
export interface ChatToolActivity {
  callId: string;
  name: string;
  arguments: unknown;
  result?: unknown;
  error?: string | null;
}

/**
 * One step of a running turn, in order (`sequence` counts from 0 at READY): READY once the
 * subscription listens, TEXT deltas, TOOL_CALL and TOOL_RESULT, then one of DONE (with the
 * response), FAILED (with a message fit for users) or CANCELLED.
 */
export interface ChatTurnEvent {
  turnId: string;
  sequence: number;
  kind: ChatTurnEventKind;
  text?: string | null;
  tool?: ChatToolActivity | null;
  response?: ChatResponse | null;
  error?: string | null;
}

/** The signed-in cook's assistant. */
export interface ChatPort {
  /** Runs a whole turn and answers its response (REST clients, tests). */
  reply(input: ChatTurnInput): Promise<ChatResponse>;
  /**
   * Starts a turn that streams on `events(turnId)` (subscribe first and wait for READY). A
   * second turn while one of the cook's turns runs is refused with ChatTurnInProgressError.
   */
  start(turnId: string, input: ChatTurnInput): Promise<void>;
  /** Stops the turn (on whichever replica runs it); true when it was running. */
  cancel(turnId: string): Promise<boolean>;
  events(turnId: string): AsyncIterable<ChatTurnEvent>;
}
