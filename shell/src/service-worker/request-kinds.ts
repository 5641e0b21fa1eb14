/**
 * Which requests the service worker caches, told apart by the shape of their URL alone: remotes
 * may be served from other origins (REMOTE_MFE_*_URL), which the worker is never told about.
 * Plain functions of a URL, so the worker and the unit tests run the same rules.
 */

/**
 * What the api answers itself (the list in api/src/server/web-apps.ts). None of it is ever
 * answered from a cache: data is kept by the remotes that own it, and sign-in must never be stale.
 */
const apiPrefixes = ['/api/', '/graphql', '/auth/v1', '/health', '/graphiql/'];

/** The api's rule for a file named by its content (`cacheControlFor` in web-apps.ts). */
const hashedFile = /\/assets\/.+-[\w-]{8,}\.\w+$/;

const fileName = /\.[a-z0-9]+$/i;

/**
 * On another origin only code and styles are taken to be a remote's. Anything else there (an
 * imported recipe's picture, say) is left to the browser: a fetch by the worker is held to the
 * worker's connect-src, which names this origin and the remotes' origins only.
 */
const remoteCode = /\.(?:m?js|css|woff2?)$/;

function isApiPath(pathname: string): boolean {
  return apiPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * A client route (/shopping-list, /recipe/12), which the api answers with the app page: the same
 * test as the api's `isPagePath`, on this origin.
 */
export function isAppPage(url: URL, origin: string): boolean {
  return url.origin === origin && !isApiPath(url.pathname) && !fileName.test(url.pathname);
}

/** A recipe shared by link: its page carries that recipe's title and link-preview tags. */
export function isSharedRecipePage(url: URL): boolean {
  return url.pathname.startsWith('/shared/');
}

/** A content-hashed file of the shell or of a remote, on any origin: its URL never changes. */
export function isHashedAsset(url: URL, origin: string): boolean {
  if (!hashedFile.test(url.pathname)) return false;
  return url.origin === origin ? !isApiPath(url.pathname) : remoteCode.test(url.pathname);
}

/**
 * A file the api may change in place: /remotes.json, a remote's remoteEntry.js (on any origin),
 * icons. A redeployed remote changes what these answer.
 */
export function isUnhashedAppFile(url: URL, origin: string): boolean {
  if (url.origin !== origin) return url.pathname.endsWith('/remoteEntry.js');
  return !isApiPath(url.pathname) && fileName.test(url.pathname) && !hashedFile.test(url.pathname);
}
