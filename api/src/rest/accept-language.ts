import { languageTag } from '@app/schema';

/**
 * The languages of an Accept-Language header, most preferred first ("de-AT,de;q=0.9,en;q=0.8"
 * → de-AT, de, en): what a browser says of its user without being asked. At most 10; "*" and
 * malformed entries are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const entries = header.split(',').map((part, index) => {
    const [tag = '', ...parameters] = part.trim().split(';');
    const weight = parameters
      .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    return { tag: tag.trim(), quality: weight === undefined ? 1 : Number(weight), index };
  });
  return entries
    .filter(({ tag, quality }) => languageTag.test(tag) && quality > 0 && quality <= 1)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .slice(0, 10)
    .map(({ tag }) => tag);
}
