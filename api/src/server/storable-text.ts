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

/** Where a value sits in its JSON, kept as links so a path is spelled only when reported. */
interface Place {
  parent: Place | null;
  /** An object member's key or an array index; null for the root. */
  step: string | number | null;
}

function spell(place: Place, root: string): string {
  const steps: (string | number)[] = [];
  for (let at: Place | null = place; at && at.step !== null; at = at.parent) steps.push(at.step);
  let path = root;
  for (const step of steps.reverse()) {
    path = typeof step === 'number' ? `${path}[${step}]` : path ? `${path}.${step}` : step;
  }
  return path;
}

/**
 * Where the first unstorable string in a parsed JSON value is, as a path from `root`
 * ("body.tags[1]"), or null when every string and object key is storable. A bad key is reported
 * at its object, so the message never echoes the key. Walks with its own stack: a 1 MB body can
 * nest deeper than the call stack goes; only the reported path is ever spelled out.
 */
export function findUnstorableText(value: unknown, root: string): string | null {
  const pending: { value: unknown; place: Place }[] = [
    { value, place: { parent: null, step: null } },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, place } = next;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return spell(place, root);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1)
        pending.push({ value: current[index], place: { parent: place, step: index } });
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      if (keys.some((key) => !isStorableText(key))) return spell(place, root);
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index] as string;
        pending.push({
          value: (current as Record<string, unknown>)[key],
          place: { parent: place, step: key },
        });
      }
    }
  }
  return null;
}

/** How deep a JSON value nests and how many values it holds, counting stops past the bounds. */
export function exceedsInputShape(
  value: unknown,
  bounds: { depth: number; values: number },
): 'too_deep' | 'too_many_values' | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let values = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    values += 1;
    if (values > bounds.values) return 'too_many_values';
    if (next.depth > bounds.depth) return 'too_deep';
    const current = next.value;
    if (current === null || typeof current !== 'object') continue;
    const members = Array.isArray(current) ? current : Object.values(current);
    if (values + members.length > bounds.values) return 'too_many_values';
    for (const member of members) pending.push({ value: member, depth: next.depth + 1 });
  }
  return null;
}
