import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

export const importMethods = ['TEXT', 'URL', 'IMAGE'] as const;
export type ImportMethod = (typeof importMethods)[number];

/** SAVED: a new recipe; EXISTING: a URL imported before answered its recipe; FAILED: nothing saved. */
export const importOutcomes = ['SAVED', 'EXISTING', 'FAILED'] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

/**
 * One import attempt, successful or not: the log the admin reports read. It keeps no page
 * content, pasted text or photo, only how the recipe came in and how it ended.
 */
export const ImportAttemptSchema = defineEntity({
  name: 'ImportAttempt',
  tableName: 'import_attempts',
  properties: {
    id: p.uuid().primary(),
    /** Null once the user is deleted: the figures stay, the person goes. */
    user: () => p.manyToOne(User).mapToPk().nullable().deleteRule('set null'),
    method: p.text().$type<ImportMethod>(),
    /** For URL imports: the site's hostname, lowercase, without a leading "www.". */
    hostname: p.text().nullable(),
    outcome: p.text().$type<ImportOutcome>(),
    /** For a failed attempt: the error's code (VALIDATION, UPSTREAM_FAILED, …) or INTERNAL. */
    errorCode: p.text().nullable(),
    latencyMs: p.integer(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'import_attempts_created_at_index', properties: ['createdAt'] }],
});

export class ImportAttempt extends ImportAttemptSchema.class {}
ImportAttemptSchema.setClass(ImportAttempt);
