/**
 * The first usable image URL in a schema.org image value: a URL string, an ImageObject
 * (url or contentUrl), or a list of either. Empty entries are skipped; relative URLs are
 * resolved against the page.
 */
export function firstImageUrl(value: unknown, pageUrl: string): string | null {
  const candidates = Array.isArray(value) ? value : [value];
  for (const candidate of candidates) {
    let raw: unknown = candidate;
    if (candidate && typeof candidate === 'object' && !Array.isArray(candidate)) {
      const object = candidate as Record<string, unknown>;
      raw = object.url ?? object.contentUrl ?? object['@id'];
    }
    if (Array.isArray(raw)) {
      const nested = firstImageUrl(raw, pageUrl);
      if (nested) return nested;
      continue;
    }
    const url = absoluteUrl(raw, pageUrl);
    if (url) return url;
  }
  return null;
}

/** An absolute http(s) URL for a possibly relative reference, or null. */
export function absoluteUrl(value: unknown, pageUrl: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.startsWith('data:')) return null;
  // Keep absolute URLs byte for byte: re-serializing would re-encode query strings.
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return trimmed;
  // Scheme-relative links ("//upload.example.org/…") mean https on today's web, whatever
  // scheme the copy we read was fetched with.
  if (/^\/\/[^\s/]/.test(trimmed)) return `https:${trimmed}`;
  try {
    const url = new URL(trimmed, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Picks the recipe's main image. og:image is what sites choose to show for the page, so it
 * wins, except when the structured data holds another rendition of the same photo: og:image
 * is then usually a social-media crop and the structured one is the recipe's own.
 */
export function chooseImage(
  structuredImage: unknown,
  ogImage: string | null,
  pageUrl: string,
): string | null {
  const structured = allImageUrls(structuredImage, pageUrl);
  if (!ogImage) return structured[0] ?? null;
  // A relative structured URL was resolved against wherever the page was fetched from; the
  // absolute og:image names the same photo more reliably.
  const absolute = allImageUrls(structuredImage, 'invalid:');
  if (structured.includes(ogImage)) return ogImage;
  const ogKey = photoKey(ogImage);
  const sameStructured = absolute.find((url) => {
    const key = photoKey(url);
    return (
      (key.length >= 5 && key === ogKey) ||
      isDistinctiveIn(ogKey, url) ||
      isDistinctiveIn(key, ogImage)
    );
  });
  return sameStructured ?? ogImage;
}

function allImageUrls(value: unknown, pageUrl: string): string[] {
  const urls: string[] = [];
  for (const candidate of Array.isArray(value) ? value : [value]) {
    const url = firstImageUrl(candidate, pageUrl);
    if (url) urls.push(url);
  }
  return urls;
}

// A bare number is too easily shared by unrelated URLs (recipe ids) to prove a match.
function isDistinctiveIn(key: string, url: string): boolean {
  return key.length >= 8 && /[a-z]/.test(key) && url.toLowerCase().includes(key);
}

// The file name without extension and size markers: "cake-800x533.jpg" and "cake.jpg" share it.
function photoKey(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const file = (path.split('/').pop() ?? '').toLowerCase().replace(/\.[a-z0-9]{2,5}$/, '');
  return file.replace(/[-_]?(?:\d+x\d+|w\d+h\d+).*$/, '');
}
