import type { EntityManager } from '@mikro-orm/sql';
import {
  type ActivityQuery,
  periodParams,
  type ReportPeriod,
  toCount,
} from '../shared/report-period.ts';

export const chatFeatures = ['GENERAL', 'RECIPE'] as const;
export type ChatFeature = (typeof chatFeatures)[number];

export interface ChatFeatureUsage {
  feature: ChatFeature;
  /** Turns started in the period, whatever their outcome. */
  turns: number;
  /** Sums over the turns whose provider reported tokens; null when none did. */
  inputTokens: number | null;
  outputTokens: number | null;
}

/** The assistant's turns by feature over a period, from the usage log (`chat_turns`). */
export async function chatTurnUsage(
  em: EntityManager,
  period: ReportPeriod,
): Promise<ChatFeatureUsage[]> {
  const rows = await em.execute<
    {
      feature: string;
      turns: string | number;
      input_tokens: string | number | null;
      output_tokens: string | number | null;
    }[]
  >(
    `select feature, count(*) as turns, sum(input_tokens) as input_tokens,
            sum(output_tokens) as output_tokens
       from chat_turns where started_at >= ? and started_at < ?
      group by feature`,
    periodParams(period),
  );
  return chatFeatures.map((feature) => {
    const row = rows.find((candidate) => candidate.feature === feature);
    return {
      feature,
      turns: toCount(row?.turns),
      inputTokens: row?.input_tokens == null ? null : Number(row.input_tokens),
      outputTokens: row?.output_tokens == null ? null : Number(row.output_tokens),
    };
  });
}

/** Asking the assistant is something a cook did that day. */
export function chatActivity(period: ReportPeriod): ActivityQuery[] {
  return [
    {
      sql: 'select user_id, started_at as active_at from chat_turns where started_at >= ? and started_at < ?',
      params: periodParams(period),
    },
  ];
}
