/**
 * Decodes an HTML body: the charset from the Content-Type header wins, then a byte-order mark,
 * then a <meta charset> or http-equiv declaration near the top, then UTF-8.
 */
export function decodeHtml(body: Uint8Array, contentType: string | null): string {
  const label = charsetFromBom(body) ?? charsetFromHeader(contentType) ?? charsetFromMeta(body);
  try {
    return new TextDecoder(label ?? 'utf-8').decode(body);
  } catch {
    // An unknown charset label: UTF-8 is what most such pages really are.
    return new TextDecoder('utf-8').decode(body);
  }
}

function charsetFromHeader(contentType: string | null): string | null {
  const match = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

function charsetFromBom(body: Uint8Array): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

function charsetFromMeta(body: Uint8Array): string | null {
  // Browsers look at the first 1024 bytes; some pages put long scripts first, so look further.
  const head = new TextDecoder('latin1').decode(body.subarray(0, 8192));
  const match =
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head) ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head);
  return match?.[1] ?? null;
}
