import { z } from 'zod';

/** The largest page an admin list answers; the dashboard asks for 20 or 50. */
export const maxAdminPageSize = 100;

export const firstRule = z
  .number()
  .int()
  .min(1, 'first must be at least 1.')
  .max(maxAdminPageSize, `first must be at most ${maxAdminPageSize}.`);

export const afterRule = z.string().max(200, 'after must be a cursor answered by the server.');
