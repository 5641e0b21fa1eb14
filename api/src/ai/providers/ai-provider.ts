import type { PhotoHints, ShoppingCategory } from '@app/schema';
import type { RecipeDraft } from '../recipe-draft.ts';

/** An image as bytes plus its MIME type (`image/png`, `image/svg+xml`, …). */
export interface AiImage {
  bytes: Buffer;
  contentType: string;
}

/** What an illustration or a generated photo is drawn from. */
export interface RecipeImageSubject {
  name: string;
  description: string | null;
  ingredients: string[];
  tags: string[];
}

export interface ShoppingItemToOrganize {
  name: string;
  quantity: string;
  /** Free text from the list; the provider answers one of the seven categories. */
  category: string;
}

export interface OrganizedShoppingItem {
  name: string;
  quantity: string;
  category: ShoppingCategory;
}

/**
 * The AI port: every AI feature goes through it. Two implementations: `openai` (any
 * OpenAI-compatible server) and `local` (offline, deterministic). Everything a provider answers
 * has been validated; failures surface as `AiUpstreamError` or `AiTimeoutError` only.
 */
export interface AiProvider {
  readonly name: 'openai' | 'local';
  /** Reads pasted text or page text into a draft; `instructions` are the admin's recipe prompt. */
  readRecipeText(text: string, options?: { instructions?: string }): Promise<RecipeDraft>;
  /** Fills the draft's empty fields from the page text; never overwrites what the draft has. */
  completeDraft(draft: RecipeDraft, pageText: string): Promise<RecipeDraft>;
  /** Reads one photo, or the photos of one recipe in order (page 1, page 2…), into one draft. */
  readRecipeImage(images: AiImage | readonly AiImage[], hints?: PhotoHints): Promise<RecipeDraft>;
  generateRecipeImage(recipe: RecipeImageSubject): Promise<AiImage>;
  /** Merges duplicates and puts each item in one category; `instructions` are the admin's prompt. */
  organizeShoppingList(
    items: ShoppingItemToOrganize[],
    instructions: string,
  ): Promise<OrganizedShoppingItem[]>;
}

/**
 * The AI service failed or answered something unusable. The message is fit for users (the API
 * answers it as UPSTREAM_FAILED / 502); `detail` is for logs and never holds credentials.
 */
export class AiUpstreamError extends Error {
  readonly code = 'UPSTREAM_FAILED';
  readonly status: number | null;
  readonly detail: string | null;

  constructor(
    message: string,
    options: { status?: number; detail?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AiUpstreamError';
    this.status = options.status ?? null;
    this.detail = options.detail ?? null;
  }
}

/** The AI service did not answer in time. A kind of upstream failure, so callers may treat both alike. */
export class AiTimeoutError extends AiUpstreamError {
  constructor(message = 'The AI service took too long to answer. Please try again in a moment.') {
    super(message);
    this.name = 'AiTimeoutError';
  }
}
