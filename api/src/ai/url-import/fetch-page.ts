import { Agent, request, errors as undiciErrors } from 'undici';
import { isLocalNetworkName, isPublicAddress, literalAddress } from './address-policy.ts';
import {
  type AddressCheck,
  blockedAddressError,
  guardedConnector,
  type ResolveHost,
  resolveWithSystem,
} from './guarded-connector.ts';
import { UrlImportError } from './url-import-error.ts';

export interface FetchPageOptions {
  /** Config ALLOW_PRIVATE_IMPORT_URLS: lets development and tests import from local servers. */
  allowPrivateAddresses?: boolean;
  /** Total time for all redirects and the body; 10 s by default. */
  timeoutMs?: number;
  /** Largest body accepted; 5 MB by default. */
  maxBytes?: number;
  /** Replaces the system resolver (tests point public-looking names at private addresses). */
  resolveHost?: ResolveHost;
  /** Replaces the address policy (tests allow one loopback port and nothing else). */
  isAddressAllowed?: AddressCheck;
}

export interface FetchedPage {
  /** The body as downloaded: decoding it is left to the page reader's thread (decode-html.ts). */
  body: Uint8Array;
  contentType: string | null;
  finalUrl: string;
}

const MAX_REDIRECTS = 5;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
// Several recipe sites serve bot-looking clients a challenge page instead of the recipe.
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * Downloads a recipe page for import, refusing anything that could reach the server's own
 * network: every hop's address is checked after DNS resolution, and the connection goes to
 * the checked address. Only HTML is accepted, within a size and time budget.
 */
export async function fetchPage(url: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const isAllowed: AddressCheck =
    options.isAddressAllowed ??
    (options.allowPrivateAddresses ? () => true : (address) => isPublicAddress(address));
  const agent = new Agent({
    connect: guardedConnector(options.resolveHost ?? resolveWithSystem, isAllowed),
    // One page per import: no point keeping sockets to arbitrary hosts open.
    pipelining: 0,
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let current = parseImportUrl(url);
    for (let hop = 0; ; hop++) {
      checkLiteralHost(current, isAllowed, options.allowPrivateAddresses === true);
      const response = await request(current, {
        dispatcher: agent,
        method: 'GET',
        signal: controller.signal,
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          'accept-language': 'en,*;q=0.5',
        },
      });
      const location = headerValue(response.headers.location);
      if (response.statusCode >= 300 && response.statusCode < 400 && location) {
        discard(response.body);
        if (hop >= MAX_REDIRECTS) {
          throw new UrlImportError('http_error', 'The page redirects too many times.');
        }
        current = parseImportUrl(location, current);
        continue;
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        discard(response.body);
        throw new UrlImportError(
          'http_error',
          `The site answered with HTTP ${response.statusCode} instead of the page.`,
        );
      }
      const contentType = headerValue(response.headers['content-type']);
      if (!/^\s*(?:text\/html|application\/xhtml\+xml)\s*(?:;|$)/i.test(contentType ?? '')) {
        discard(response.body);
        throw new UrlImportError(
          'not_html',
          `The link is not a web page (${contentType?.split(';')[0] || 'unknown type'}).`,
        );
      }
      const body = await readLimited(response.body, maxBytes, response.headers['content-length']);
      return { body, contentType, finalUrl: current.href };
    }
  } catch (error) {
    throw toImportError(error, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
    agent.destroy().catch(() => undefined);
  }
}

function parseImportUrl(value: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    throw new UrlImportError('invalid_url', 'That is not a valid web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UrlImportError('invalid_url', 'Only http and https links can be imported.');
  }
  if (url.username || url.password) {
    throw new UrlImportError(
      'invalid_url',
      'Links with a user name or password cannot be imported.',
    );
  }
  return url;
}

// The WHATWG parser already turns "2130706433", "0x7f.1" and "[::ffff:7f00:1]" into canonical
// IP literals; those never reach the resolver, so they are checked here. "localhost" names are
// loopback by definition (RFC 6761) whatever a resolver says, "localhost." included; other
// local-network names ("metadata.google.internal") are refused unless private imports are on.
function checkLiteralHost(url: URL, isAllowed: AddressCheck, allowsLocalNames: boolean): void {
  const name = url.hostname.toLowerCase().replace(/\.$/, '');
  const isLocalhostName = name === 'localhost' || name.endsWith('.localhost');
  const address = isLocalhostName ? '127.0.0.1' : literalAddress(url.hostname);
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  if (address !== null && !isAllowed(address, port)) throw blockedAddressError(url.hostname);
  if (address === null && !allowsLocalNames && isLocalNetworkName(name)) {
    throw blockedAddressError(url.hostname);
  }
}

async function readLimited(
  body: AsyncIterable<Uint8Array> & Parameters<typeof discard>[0],
  maxBytes: number,
  contentLength: string | string[] | undefined,
): Promise<Uint8Array> {
  const tooLarge = () =>
    new UrlImportError(
      'too_large',
      `The page is larger than ${Math.round(maxBytes / 1_048_576)} MB.`,
    );
  if (Number(headerValue(contentLength) ?? 0) > maxBytes) {
    discard(body);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.byteLength;
    // Content-Length can be absent or wrong, so the count is what decides.
    if (total > maxBytes) {
      discard(body);
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

// Destroying an undici body emits an AbortError on it; nobody else listens, and an unheard
// 'error' event would crash the process.
function discard(body: { on(event: 'error', listener: () => void): unknown; destroy(): unknown }) {
  body.on('error', () => undefined);
  body.destroy();
}

function headerValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function toImportError(error: unknown, isTimedOut: boolean): UrlImportError {
  if (error instanceof UrlImportError) return error;
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof UrlImportError) return cause;
  if (
    isTimedOut ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError
  ) {
    return new UrlImportError('timeout', 'The site took too long to answer.', { cause: error });
  }
  return new UrlImportError('unreachable', 'Could not reach the site.', { cause: error });
}
