import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  type ActivityQuery,
  periodParams,
  type ReportPeriod,
  toCount,
} from '../shared/report-period.ts';
import {
  ImportAttempt,
  type ImportMethod,
  type ImportOutcome,
  importMethods,
} from './import-attempt.entity.ts';

export interface ImportAttemptRecord {
  userId: string;
  method: ImportMethod;
  /** The address pasted, for URL imports; only its hostname is kept. */
  url?: string;
  outcome: ImportOutcome;
  errorCode?: string | null;
  latencyMs: number;
}

export interface ImportRate {
  attempts: number;
  /** SAVED or EXISTING: the cook got the recipe. */
  successes: number;
}

export interface ImportAttemptStats {
  byMethod: ({ method: ImportMethod } & ImportRate)[];
  /** URL imports by site, most attempts first (ties by site name). */
  bySite: ({ site: string } & ImportRate)[];
  /** Attempts that went to the model: every attempt but URLs answered by an existing recipe. */
  readByMethod: { method: ImportMethod; count: number }[];
}

/** Where a recipe came from, grouped so that www.example.com and example.com are one site. */
export function siteOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

export async function recordImportAttempt(
  em: EntityManager,
  record: ImportAttemptRecord,
): Promise<void> {
  await em.insert(ImportAttempt, {
    id: randomUUID(),
    user: record.userId,
    method: record.method,
    hostname: record.method === 'URL' && record.url ? siteOf(record.url) : null,
    outcome: record.outcome,
    errorCode: record.errorCode ?? null,
    latencyMs: Math.max(0, Math.round(record.latencyMs)),
    createdAt: new Date(),
  });
}

/** Import success by method and by site over a period, for the admin reports. */
export async function importAttemptStats(
  em: EntityManager,
  period: ReportPeriod,
  siteLimit: number,
): Promise<ImportAttemptStats> {
  const params = periodParams(period);
  const success = `count(*) filter (where outcome in ('SAVED', 'EXISTING'))`;
  type Row = { attempts: string | number; successes: string | number };
  const [methodRows, siteRows] = await Promise.all([
    em.execute<(Row & { method: ImportMethod; existing: string | number })[]>(
      `select method, count(*) as attempts, ${success} as successes,
              count(*) filter (where outcome = 'EXISTING') as existing
         from import_attempts where created_at >= ? and created_at < ?
        group by method`,
      params,
    ),
    em.execute<(Row & { site: string })[]>(
      `select hostname as site, count(*) as attempts, ${success} as successes
         from import_attempts
        where created_at >= ? and created_at < ? and method = 'URL' and hostname is not null
        group by hostname
        order by attempts desc, hostname asc
        limit ?`,
      [...params, siteLimit],
    ),
  ]);
  const byMethod = importMethods.map((method) => {
    const row = methodRows.find((candidate) => candidate.method === method);
    return {
      method,
      attempts: toCount(row?.attempts),
      successes: toCount(row?.successes),
      existing: toCount(row?.existing),
    };
  });
  return {
    byMethod: byMethod.map(({ method, attempts, successes }) => ({ method, attempts, successes })),
    bySite: siteRows.map((row) => ({
      site: row.site,
      attempts: toCount(row.attempts),
      successes: toCount(row.successes),
    })),
    readByMethod: byMethod.map(({ method, attempts, existing }) => ({
      method,
      count: attempts - existing,
    })),
  };
}

/** Every import attempt is something its cook did that day. */
export function importActivity(period: ReportPeriod): ActivityQuery[] {
  return [
    {
      sql: 'select user_id, created_at as active_at from import_attempts where user_id is not null and created_at >= ? and created_at < ?',
      params: periodParams(period),
    },
  ];
}
