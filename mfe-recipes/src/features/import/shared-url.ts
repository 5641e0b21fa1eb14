/** A web address inside free text: up to the first space, quote or angle bracket. */
const webUrlPattern = /https?:\/\/[^\s<>"'`]+/gi;
/** Sentence punctuation that follows a link in a message but is not part of it. */
const trailingPunctuation = new Set(['.', ',', ';', ':', '!', '?', '…', '»', '”', '’', '*', '_']);
const closingBrackets: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** What a share sheet (the manifest's share_target) or the bookmarklet puts in /import. */
export interface SharedParams {
  url: string | null;
  text: string | null;
  title: string | null;
}

/**
 * The recipe address from /import's parameters: the first http(s) URL found in `url`, else in
 * `text` (many Android apps share "Look at this https://…" with no `url`), else in `title`.
 */
export function sharedRecipeUrl({ url, text, title }: SharedParams): string | null {
  return firstWebUrl(url) ?? firstWebUrl(text) ?? firstWebUrl(title);
}

/** The first http(s) URL in `value`, without the punctuation of the sentence around it. */
export function firstWebUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  for (const match of value.matchAll(webUrlPattern)) {
    const candidate = trimTrailing(match[0]);
    if (URL.canParse(candidate) && new URL(candidate).hostname !== '') return candidate;
  }
  return null;
}

function trimTrailing(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.at(-1);
    if (last === undefined) return url;
    if (trailingPunctuation.has(last)) {
      url = url.slice(0, -1);
      continue;
    }
    // "(see https://example.com/a_(b))" keeps the balanced bracket, drops the sentence's one.
    const opening = closingBrackets[last];
    if (opening && count(url, opening) < count(url, last)) {
      url = url.slice(0, -1);
      continue;
    }
    return url;
  }
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}
