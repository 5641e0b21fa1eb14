import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';
import type { ImportOutcome } from './import-job.ts';

/**
 * How each import ended, kept under its job's id (derived from the cook and their importId)
 * before its last step is announced: a client that saw SAVED can read the recipe at once, a
 * retried try answers what the first one saved instead of saving again, and a request whose
 * socket missed the step still finds the answer.
 */
export const ImportResultSchema = defineEntity({
  name: 'ImportResult',
  tableName: 'import_results',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).mapToPk().deleteRule('cascade'),
    outcome: p.json<ImportOutcome>(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'import_results_created_at_index', properties: ['createdAt'] }],
});

export class ImportResult extends ImportResultSchema.class {}
ImportResultSchema.setClass(ImportResult);
