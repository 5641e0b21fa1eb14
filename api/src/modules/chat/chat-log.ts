import type { EntityManager } from '@mikro-orm/sql';
import { cursorTimestamp, decodeCursor, encodeCursor, pageOf } from '../shared/keyset-cursor.ts';
import type { ChatTurnStatus } from './chat-turn.entity.ts';

/** One turn from the usage log; message text only when it was logged (CHAT_LOG_CONTENT). */
export interface ChatLogRow {
  id: string;
  cursor: string;
  startedAt: Date;
  finishedAt: Date | null;
  userId: string;
  conversationId: string;
  feature: string;
  provider: string;
  model: string;
  status: ChatTurnStatus;
  tools: string[];
  inputTokens: number | null;
  outputTokens: number | null;
  latencyMs: number | null;
  error: string | null;
  userMessage: string | null;
  response: string | null;
}

/**
 * The usage log across every cook, newest first, keyset-paged on (started_at, id) over
 * `chat_turns_started_id_index`; for the admin dashboard only.
 */
export async function listChatLog(
  em: EntityManager,
  options: { first: number; after: string | null },
): Promise<{ rows: ChatLogRow[]; hasNextPage: boolean }> {
  const params: unknown[] = [];
  let filter = '';
  if (options.after) {
    const after = decodeCursor(options.after);
    filter = `where (t."started_at", t."id") < (?::timestamptz, ?::uuid)`;
    params.push(after.at, after.id);
  }
  const rows = await em.execute<
    {
      id: string;
      cursor_at: string;
      finished_at: Date | string | null;
      user_id: string;
      conversation_id: string;
      feature: string;
      provider: string;
      model: string;
      status: ChatTurnStatus;
      tools: string[] | string;
      input_tokens: number | null;
      output_tokens: number | null;
      latency_ms: number | null;
      error: string | null;
      user_message: string | null;
      response: string | null;
    }[]
  >(
    `select t."id", ${cursorTimestamp('t."started_at"')} as "cursor_at", t."finished_at",
            t."user_id", t."conversation_id", t."feature", t."provider", t."model", t."status",
            t."tools", t."input_tokens", t."output_tokens", t."latency_ms", t."error",
            t."user_message", t."response"
       from "chat_turns" t ${filter}
      order by t."started_at" desc, t."id" desc
      limit ?`,
    [...params, options.first + 1],
  );
  const page = pageOf(rows, options.first);
  return {
    hasNextPage: page.hasNextPage,
    rows: page.rows.map((row) => ({
      id: row.id,
      cursor: encodeCursor({ at: row.cursor_at, id: row.id }),
      startedAt: new Date(row.cursor_at),
      finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
      userId: row.user_id,
      conversationId: row.conversation_id,
      feature: row.feature,
      provider: row.provider,
      model: row.model,
      status: row.status,
      tools: typeof row.tools === 'string' ? (JSON.parse(row.tools) as string[]) : row.tools,
      inputTokens: row.input_tokens,
      outputTokens: row.output_tokens,
      latencyMs: row.latency_ms,
      error: row.error,
      userMessage: row.user_message,
      response: row.response,
    })),
  };
}
