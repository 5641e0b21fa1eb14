import type { CheerioAPI } from 'cheerio';

/** A picture the page names for the recipe, with the size it states for it (null: not stated). */
export interface PageImage {
  url: string;
  width: number | null;
  height: number | null;
}

/** An absolute http(s) URL for a possibly relative reference, or null. */
export function absoluteUrl(value: unknown, pageUrl: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.startsWith('data:')) return null;
  // A template bug glues the site's origin before a link that is already absolute
  // ("http://site.examplehttps://cdn.example/a.jpg"); the glued host does not exist.
  const glued = /^https?:\/\/[^/\s]+?(https?:\/\/\S+)$/i.exec(trimmed);
  if (glued?.[1]) return absoluteUrl(glued[1], pageUrl);
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

// og:image:url and og:image:secure_url name a picture just as og:image does.
const openGraphPictureKeys = new Set(['og:image', 'og:image:url', 'og:image:secure_url']);

/**
 * The page's Open Graph pictures in document order. og:image:width and og:image:height describe
 * the picture named just before them. Some pages write `name=` where the protocol says
 * `property=`; sharing previews read both, so this does too.
 */
export function readOpenGraphImages($: CheerioAPI, pageUrl: string): PageImage[] {
  const images: PageImage[] = [];
  let current: PageImage | null = null;
  for (const meta of $('meta[content]').toArray()) {
    const key = ($(meta).attr('property') || $(meta).attr('name') || '').trim().toLowerCase();
    const content = ($(meta).attr('content') ?? '').trim();
    if (!content) continue;
    if (openGraphPictureKeys.has(key)) {
      const url = absoluteUrl(content, pageUrl);
      current = url ? { url, width: null, height: null } : null;
      if (current) images.push(current);
    } else if (current && key === 'og:image:width') {
      current.width = readSize(content);
    } else if (current && key === 'og:image:height') {
      current.height = readSize(content);
    }
  }
  return images;
}

/**
 * Picks the recipe's main image among the pictures the page names: the structured data's
 * `image` entries, then its Open Graph pictures. Pages list the same photo in several
 * renditions (thumbnails, square and wide crops, a social-media card); the one with the
 * largest stated size is the full picture. Among equals a secure link wins, then the first
 * named, so the structured data's own first image when nothing states a size.
 */
export function chooseImage(
  structuredImage: unknown,
  pageImages: PageImage[],
  pageUrl: string,
): string | null {
  const candidates = withoutRepeats([...structuredImages(structuredImage, pageUrl), ...pageImages]);
  let best: PageImage | null = null;
  let bestRank: number[] = [];
  for (const candidate of candidates) {
    const rank = [pictureArea(candidate), candidate.url.startsWith('https://') ? 1 : 0];
    if (!best || isGreater(rank, bestRank)) {
      best = candidate;
      bestRank = rank;
    }
  }
  return best?.url ?? null;
}

/**
 * The pictures in a schema.org image value: URL strings, ImageObjects (url or contentUrl, with
 * their width and height), or a list of either. Empty entries are skipped; relative URLs are
 * resolved against the page.
 */
function structuredImages(value: unknown, pageUrl: string): PageImage[] {
  const images: PageImage[] = [];
  for (const entry of Array.isArray(value) ? value : [value]) {
    if (Array.isArray(entry)) {
      images.push(...structuredImages(entry, pageUrl));
    } else if (entry && typeof entry === 'object') {
      const object = entry as Record<string, unknown>;
      const raw = object.url ?? object.contentUrl ?? pictureId(object['@id']);
      const url = firstUrl(Array.isArray(raw) ? raw : [raw], pageUrl);
      if (url) images.push({ url, width: readSize(object.width), height: readSize(object.height) });
    } else {
      const url = absoluteUrl(entry, pageUrl);
      if (url) images.push({ url, width: null, height: null });
    }
  }
  return images;
}

// An ImageObject's @id may be the picture's URL, but "…/#primaryimage" only names the node.
function pictureId(id: unknown): unknown {
  return typeof id === 'string' && id.includes('#') ? undefined : id;
}

function firstUrl(values: unknown[], pageUrl: string): string | null {
  for (const value of values) {
    const url = absoluteUrl(value, pageUrl);
    if (url) return url;
  }
  return null;
}

// One entry per URL, where it was first named, with the largest size any mention states.
function withoutRepeats(images: PageImage[]): PageImage[] {
  const byUrl = new Map<string, PageImage>();
  for (const image of images) {
    const seen = byUrl.get(image.url);
    if (!seen) {
      byUrl.set(image.url, { ...image });
      continue;
    }
    seen.width = larger(seen.width, image.width);
    seen.height = larger(seen.height, image.height);
  }
  return [...byUrl.values()];
}

function larger(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}

/**
 * Pixels in the picture by its stated size, or by the size its URL carries ("cake-1200x800.jpg",
 * "?w=1200&h=800"), as image CDNs and WordPress name their renditions. One known side counts
 * as a square; no known size counts 0.
 */
function pictureArea(image: PageImage): number {
  const fromUrl = image.width && image.height ? null : urlSize(image.url);
  const width = image.width ?? fromUrl?.width ?? null;
  const height = image.height ?? fromUrl?.height ?? null;
  if (width && height) return width * height;
  const side = width || height || 0;
  return side * side;
}

function urlSize(url: string): { width: number; height: number } | null {
  const inName = /(?:^|\D)(\d{3,5})x(\d{3,5})(?:\D|$)/i.exec(url);
  if (inName) return { width: Number(inName[1]), height: Number(inName[2]) };
  const width = /[?&](?:w|width)=(\d{3,5})/i.exec(url);
  const height = /[?&](?:h|height)=(\d{3,5})/i.exec(url);
  return width && height ? { width: Number(width[1]), height: Number(height[1]) } : null;
}

/** A stated size: 1200, "1200", "1200px", a QuantitativeValue, or a list of those. */
function readSize(value: unknown): number | null {
  if (Array.isArray(value)) return readSize(value[0]);
  if (typeof value === 'number')
    return Number.isFinite(value) && value > 0 ? Math.trunc(value) : null;
  if (typeof value === 'string') {
    const digits = /\d+/.exec(value);
    return digits ? readSize(Number(digits[0])) : null;
  }
  if (value && typeof value === 'object') {
    const quantity = value as Record<string, unknown>;
    return readSize(quantity.value ?? quantity.maxValue ?? quantity.minValue);
  }
  return null;
}

function isGreater(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return false;
}
