import {
  ChatbotPromptVersionNotFoundError,
  type PromptType,
  type ChatbotPromptVersion as PromptVersionView,
} from '@app/schema';
import type { EntityManager } from '@mikro-orm/sql';
import { ChatbotPrompt } from './chatbot-prompt.entity.ts';
import { ChatbotPromptVersion } from './chatbot-prompt-version.entity.ts';
import { defaultPrompts } from './default-prompts.ts';

/** Who saves a prompt; kept with each version. */
export interface PromptAuthor {
  id: string;
  email: string;
}

/**
 * Saves a prompt and records it as a version, in one transaction. The first save of a prompt
 * with no history records the text it replaces first (author unknown), so every text the
 * assistant was given stays in the history. Saves of one prompt queue on its row lock, so two
 * admins saving at once both land in the history, in the order they were applied.
 */
export async function savePrompt(
  em: EntityManager,
  type: PromptType,
  prompt: string,
  author: PromptAuthor,
): Promise<void> {
  const text = prompt.trim();
  await em.transactional(async (tx) => {
    await tx
      .createQueryBuilder(ChatbotPrompt)
      .insert({ type, prompt: defaultPrompts[type], updatedAt: new Date() })
      .onConflict('type')
      .ignore()
      .execute();
    const [current] = await tx.execute<{ prompt: string; updated_at: Date | string }[]>(
      `select "prompt", "updated_at" from "chatbot_prompts" where "type" = ? for update`,
      [type],
    );
    const hasHistory = (await tx.count(ChatbotPromptVersion, { type })) > 0;
    if (!hasHistory && current) {
      tx.create(ChatbotPromptVersion, {
        type,
        prompt: current.prompt,
        savedById: null,
        savedByEmail: null,
        savedAt: new Date(current.updated_at),
      });
    }
    const now = new Date();
    await tx.nativeUpdate(ChatbotPrompt, { type }, { prompt: text, updatedAt: now });
    tx.create(ChatbotPromptVersion, {
      type,
      prompt: text,
      savedById: author.id,
      savedByEmail: author.email,
      savedAt: now,
    });
  });
}

/** Every saved text of one prompt, newest first. */
export async function promptHistory(
  em: EntityManager,
  type: PromptType,
): Promise<PromptVersionView[]> {
  const versions = await em.find(ChatbotPromptVersion, { type }, { orderBy: { id: 'desc' } });
  return versions.map(viewOf);
}

/** Saves an earlier version's text as the current prompt; the restore is a version too. */
export async function restorePromptVersion(
  em: EntityManager,
  versionId: string,
  author: PromptAuthor,
): Promise<PromptType> {
  const id = /^\d{1,9}$/.test(versionId) ? Number(versionId) : null;
  const version = id === null ? null : await em.findOne(ChatbotPromptVersion, { id });
  if (!version) throw new ChatbotPromptVersionNotFoundError(versionId);
  await savePrompt(em, version.type, version.prompt, author);
  return version.type;
}

/** Saves the default text (default-prompts.ts) as the current prompt; a version too. */
export function resetPrompt(
  em: EntityManager,
  type: PromptType,
  author: PromptAuthor,
): Promise<void> {
  return savePrompt(em, type, defaultPrompts[type], author);
}

function viewOf(version: ChatbotPromptVersion): PromptVersionView {
  return {
    id: String(version.id),
    promptType: version.type,
    prompt: version.prompt,
    savedAt: version.savedAt,
    savedByUserId: version.savedById ?? null,
    savedByEmail: version.savedByEmail ?? null,
  };
}
