/**
 * The one rule for text arriving at any edge (REST, /auth/v1, GraphQL over HTTP and over the
 * socket). PostgreSQL cannot store NUL in text or jsonb; an unpaired UTF-16 surrogate is refused
 * by jsonb and silently turned into U+FFFD in text. Refusing both where text comes in means a
 * query never fails on them (a 500 carrying the driver's message) and nothing is stored altered.
 */
export const unstorableTextReason = 'cannot contain NUL characters or unpaired surrogates';

// Without the `u` flag a regular expression sees UTF-16 code units, so an unpaired half of a
// surrogate pair is matchable; a whole pair (an emoji) is not matched.
const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !unpairedSurrogate.test(text);
}

/**
 * Where the first unstorable string in a parsed JSON value is, as a path from `root`
 * ("body.tags[1]"), or null when every string and object key is storable. A bad key is reported
 * at its object, so the message never echoes the key. Walks with its own stack: a 1 MB body can
 * nest deeper than the call stack goes.
 */
export function findUnstorableText(value: unknown, root: string): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: root }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1)
        pending.push({ value: current[index], path: `${path}[${index}]` });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      if (entries.some(([key]) => !isStorableText(key))) return path;
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, member] = entries[index] as [string, unknown];
        pending.push({ value: member, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}
