import { useSyncExternalStore } from 'react';

/** Spec §3/§9: the localStorage key and how many tags are kept. */
export const recentTagsKey = 'recentTags';
export const maxRecentTags = 4;

/** The list after choosing `tag`: it goes first, an earlier copy in any case goes away. */
export function withRecentTag(tags: readonly string[], tag: string): string[] {
  const chosen = tag.trim();
  if (!chosen) return [...tags];
  const key = chosen.toLowerCase();
  return [chosen, ...tags.filter((other) => other.toLowerCase() !== key)].slice(0, maxRecentTags);
}

/** Whatever is stored, as a clean list: bad JSON or foreign values never break the screen. */
export function parseRecentTags(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter((tag): tag is string => typeof tag === 'string')
      .reduceRight<string[]>((tags, tag) => withRecentTag(tags, tag), []);
  } catch {
    return [];
  }
}

function readStored(): string | null {
  try {
    return localStorage.getItem(recentTagsKey);
  } catch {
    // Storage can be blocked (private modes, policies): then there are simply no recent tags.
    return null;
  }
}

const noTags: string[] = [];
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedTags: string[] = [];

function snapshot(): string[] {
  const raw = readStored();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedTags = parseRecentTags(raw);
  }
  return cachedTags;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing a tag updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === recentTagsKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Saves a chosen tag at the front of the recent tags. */
export function rememberTag(tag: string): void {
  const next = withRecentTag(snapshot(), tag);
  try {
    localStorage.setItem(recentTagsKey, JSON.stringify(next));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** The recent tags, newest first; re-renders when they change (here or in another tab). */
export function useRecentTags(): string[] {
  return useSyncExternalStore(subscribe, snapshot, () => noTags);
}
