import type { TestApp } from '../create-test-app.ts';

/** How many generated inputs each fuzz property tries: small in `npm test`, full in `test:stress`. */
export const fuzzRuns = (full: number, small: number): number =>
  process.env.STRESS === '1' ? full : Number(process.env.FUZZ_RUNS ?? small);

// Records of what was attempted, not the cook's data: a refused request may add a row to them
// (an import's failure is kept as its outcome, a turn's in the usage log).
const logTables = new Set([
  'import_attempts',
  'import_results',
  'chat_turns',
  'mikro_orm_migrations',
]);

/**
 * One fingerprint of every row of every table the app keeps, so a refused request can be
 * shown to have changed nothing: not a row added, altered or removed anywhere.
 */
export async function databaseFingerprint(app: TestApp): Promise<string> {
  const connection = app.database.orm.em.getConnection();
  const tables = (
    (await connection.execute(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as { table_name: string }[]
  )
    .map((row) => row.table_name)
    .filter((name) => !logTables.has(name));
  const parts = tables.map(
    (name) =>
      `select '${name}' as t, md5(coalesce(string_agg(md5(r::text), '' order by md5(r::text)), '')) as h from "${name}" r`,
  );
  const rows = (await connection.execute(parts.join(' union all '))) as { t: string; h: string }[];
  return rows.map((row) => `${row.t}:${row.h}`).join('|');
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: string, after: string): string[] {
  const earlier = new Map(before.split('|').map((part) => part.split(':') as [string, string]));
  return after
    .split('|')
    .map((part) => part.split(':') as [string, string])
    .filter(([table, hash]) => earlier.get(table) !== hash)
    .map(([table]) => table);
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** What every answer to a bad input must be: no 5xx, and a refusal a client can read. */
export function answerProblem(
  answer: FuzzAnswer,
  kind: 'rest' | 'graphql' | 'auth',
): string | null {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.body.slice(0, 200)}`;
  if (answer.status < 400) return null;
  if (!answer.contentType.includes('json')) return `a ${answer.status} that is not JSON`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `a ${answer.status} whose JSON does not parse`;
  }
  const shape = parsed as {
    error?: { code?: unknown; message?: unknown };
    errors?: { message?: unknown; extensions?: { code?: unknown } }[];
  };
  if (kind === 'auth') {
    // The Supabase auth shapes (auth-contract.md): { code, error_code, msg | message }, or
    // OAuth's { error, error_description }.
    const auth = parsed as {
      error_code?: unknown;
      msg?: unknown;
      message?: unknown;
      error?: unknown;
    };
    const hasCode = typeof auth.error_code === 'string' || typeof auth.error === 'string';
    if (!hasCode) return `a ${answer.status} without an auth error code`;
    return null;
  }
  if (kind === 'rest') {
    if (typeof shape.error?.code !== 'string' || typeof shape.error.message !== 'string')
      return `a ${answer.status} without { error: { code, message } }`;
  } else {
    const [first] = shape.errors ?? [];
    if (typeof first?.message !== 'string' || typeof first.extensions?.code !== 'string')
      return `a ${answer.status} without errors[0].extensions.code`;
  }
  return null;
}

export async function send(
  app: TestApp,
  request: {
    method: string;
    path: string;
    body?: string;
    contentType?: string;
    authorization?: string;
  },
): Promise<FuzzAnswer> {
  const headers: Record<string, string> = {};
  if (request.contentType) headers['content-type'] = request.contentType;
  if (request.authorization) headers.authorization = request.authorization;
  const response = await fetch(`${app.url}${request.path}`, {
    method: request.method,
    headers,
    body: request.body,
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}
