import type { EntityManager } from '@mikro-orm/sql';
import type { ImportOutcome } from './import-job.ts';
import { ImportResult } from './import-result.entity.ts';

/** How finished imports are kept for their cook: a week, long past any client still asking. */
const keptDays = 7;

/**
 * Keeps the outcome under the job's id and answers the one kept: the first outcome stands if
 * two tries of one job both finish (one past its time limit).
 */
export async function recordImportOutcome(
  em: EntityManager,
  record: { jobId: string; userId: string; outcome: ImportOutcome },
): Promise<ImportOutcome> {
  await em
    .createQueryBuilder(ImportResult)
    .insert({
      id: record.jobId,
      user: record.userId,
      outcome: record.outcome,
      createdAt: new Date(),
    })
    .onConflict('id')
    .ignore()
    .execute();
  // Old outcomes go as new ones come: no job of its own for a small table.
  await em
    .createQueryBuilder(ImportResult)
    .delete({ createdAt: { $lt: new Date(Date.now() - keptDays * 86_400_000) } })
    .execute();
  return (await findImportOutcome(em, record.jobId)) ?? record.outcome;
}

/** The outcome kept under this job id, or null while it runs (or when there is none). */
export async function findImportOutcome(
  em: EntityManager,
  jobId: string,
  userId?: string,
): Promise<ImportOutcome | null> {
  const row = await em.findOne(ImportResult, userId ? { id: jobId, user: userId } : { id: jobId }, {
    disableIdentityMap: true,
  });
  return row?.outcome ?? null;
}
