import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { GraphQLError, getOperationAST, parse } from 'graphql';
import { type Client, createClient } from 'graphql-ws/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import './index.css';

// @graphiql/toolkit (home of createGraphiQLFetcher and these types) is only a transitive
// dependency under pnpm, not resolvable from api/, so take the types from GraphiQL's props.
type Fetcher = GraphiQLProps['fetcher'];
type FetcherParams = Parameters<Fetcher>[0];
type FetcherResult = Exclude<
  Awaited<ReturnType<Fetcher>>,
  AsyncIterable<unknown> | { subscribe: unknown }
>;

const endpoint = '/graphql';
const wsEndpoint = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${endpoint}`;

const defaultHeaders = JSON.stringify({ Authorization: 'Bearer ' }, null, 2);

// Lines kept short enough to fit the query editor at laptop widths.
const defaultQuery = `# Recipe API explorer
#
# Signed-in operations need a token in the Headers
# tab below: "Authorization": "Bearer <token>".
# Locally, with the server running: \`npm run token -- you@example.com 'a password'\`
#
# Run: Ctrl/Cmd+Enter   Autocomplete: Ctrl+Space

{
  __typename
}
`;

// The pre-filled "Bearer " template must not turn anonymous requests (including the
// schema introspection GraphiQL fires on load) into requests with a malformed token.
function cleanHeaders(raw: Record<string, unknown> | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw ?? {})) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (name.toLowerCase() === 'authorization' && /^bearer$/i.test(text)) continue;
    if (text === '') continue;
    headers[name] = text;
  }
  return headers;
}

function authorizationOf(headers: Record<string, string>): string | undefined {
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'authorization') return value;
  }
  return undefined;
}

// Parse the text actually being sent: GraphiQL's documentAST is refreshed on a debounce, so
// right after a paste it can still describe the previous operation.
function isSubscription(params: FetcherParams): boolean {
  try {
    return (
      getOperationAST(parse(params.query), params.operationName ?? undefined)?.operation ===
      'subscription'
    );
  } catch {
    // Let the server report syntax errors in its usual format.
    return false;
  }
}

// graphql-ws sends connectionParams once per socket, so a changed token needs a new socket.
let wsClient: Client | undefined;
let wsAuthorization: string | undefined;

function getWsClient(authorization: string | undefined): Client {
  if (wsClient && wsAuthorization === authorization) return wsClient;
  void wsClient?.dispose();
  wsAuthorization = authorization;
  wsClient = createClient({
    url: wsEndpoint,
    lazy: true,
    connectionParams: authorization ? { authorization } : {},
    retryAttempts: 3,
    // graphql-ws retries 4403 in case access is granted later, but here only a different
    // token helps, and that gets a new client; retrying just leaves the user waiting.
    shouldRetry: (event) => isCloseEvent(event) && event.code !== 4403,
  });
  return wsClient;
}

function isCloseEvent(value: unknown): value is { code: number; reason: string } {
  return typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;
}

// The socket's failures surface as thrown CloseEvents or error arrays, which GraphiQL would
// render as an empty result; turn them into a GraphQL error response the user can read.
// Hand-written rather than an async generator: a generator's return() waits for the pending
// next(), so GraphiQL's stop button would not end a quiet subscription.
function subscribe(
  client: Client,
  payload: Parameters<Client['iterate']>[0],
): AsyncIterableIterator<FetcherResult> {
  // GraphiQL's types (toolkit 0.11) want GraphQLError instances but it only formats them;
  // over the wire, HTTP or WebSocket, errors are always the plain formatted shape.
  const inner = client.iterate(payload) as AsyncIterableIterator<FetcherResult>;
  let failed = false;
  return {
    async next() {
      if (failed) return { done: true, value: undefined };
      try {
        return await inner.next();
      } catch (error) {
        failed = true;
        return { done: false, value: { errors: describeSocketError(error) } };
      }
    },
    async return() {
      return (await inner.return?.()) ?? { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

function describeSocketError(error: unknown): GraphQLError[] {
  // graphql-ws throws the server's `error` message payload as an array of GraphQL errors.
  if (Array.isArray(error))
    return error.map((item) => new GraphQLError(String(item?.message ?? item)));
  if (isCloseEvent(error)) {
    const hint =
      error.code === 4403 || error.code === 4401 ? ' (check the token in the Headers tab)' : '';
    const reason = error.reason ? `: ${error.reason}` : '';
    return [new GraphQLError(`Subscription socket closed with ${error.code}${reason}${hint}`)];
  }
  return [new GraphQLError(error instanceof Error ? error.message : 'Subscription socket failed')];
}

async function fetchHttp(
  params: FetcherParams,
  headers: Record<string, string>,
): Promise<FetcherResult> {
  const response = await fetch(endpoint, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify({
      query: params.query,
      operationName: params.operationName ?? undefined,
      variables: params.variables ?? undefined,
    }),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as FetcherResult;
  } catch {
    // Proxies and rate limiters answer with HTML or plain text; show it instead of a parse error.
    return {
      errors: [
        new GraphQLError(`HTTP ${response.status} ${response.statusText}: ${text.slice(0, 500)}`),
      ],
    };
  }
}

// GraphiQL introspects on mount before its headers editor exists, so that first request
// would go out without the persisted token. `graphiql:headers` holds the active tab's headers
// (see saveHeadersNow); the saved tab state can lag behind it.
function persistedHeaders(): Record<string, unknown> | undefined {
  try {
    const text = localStorage.getItem('graphiql:headers');
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const fetcher: Fetcher = (params, opts) => {
  const headers = cleanHeaders(opts?.headers ?? persistedHeaders());
  if (isSubscription(params)) {
    return subscribe(getWsClient(authorizationOf(headers)), {
      query: params.query,
      operationName: params.operationName ?? undefined,
      variables: params.variables ?? undefined,
    });
  }
  return fetchHttp(params, headers);
};

// Works around graphql/graphiql#3369 (GraphiQL 4): on load GraphiQL reopens the saved tab whose
// query|variables|headers equal the separately saved `graphiql:query/variables/headers` keys and
// opens a new tab when none does. The keys and the tab state are saved by independent debounced
// writers, and `graphiql:headers` stays unset until the headers editor is edited, so with
// pre-filled headers every reload added a tab and after a few reloads the pasted token was
// shown in none of them. Making the active tab and the keys agree before the first render keeps
// the match exact; the keys win because they are the fresher of the two.
function reconcileStoredTabs(): void {
  try {
    type StoredTab = Record<'query' | 'variables' | 'headers', string | null | undefined>;
    const tabState = JSON.parse(localStorage.getItem('graphiql:tabState') ?? 'null') as {
      activeTabIndex?: number;
      tabs?: StoredTab[];
    } | null;
    const tab = tabState?.tabs?.[tabState.activeTabIndex ?? 0];
    if (!tabState || !tab) return;
    // Headers are only part of the comparison while persisting them; leave them alone otherwise.
    const persistHeaders = localStorage.getItem('graphiql:shouldPersistHeaders') !== 'false';
    const fields = persistHeaders
      ? (['query', 'variables', 'headers'] as const)
      : (['query', 'variables'] as const);
    for (const field of fields) {
      const key = `graphiql:${field}`;
      const saved = localStorage.getItem(key);
      // '' means the editor was cleared, which must win over an older non-empty tab value.
      if (saved !== null) tab[field] = saved;
      else if (tab[field]) localStorage.setItem(key, tab[field]);
    }
    localStorage.setItem('graphiql:tabState', JSON.stringify(tabState));
  } catch {
    // Corrupt or inaccessible storage: GraphiQL falls back to a fresh tab on its own.
  }
}

// GraphiQL saves the headers 500 ms after the last keystroke, so a token pasted right before
// a reload would be lost; writing the same key immediately closes that window.
function saveHeadersNow(value: string): void {
  try {
    if (localStorage.getItem('graphiql:shouldPersistHeaders') === 'false') return;
    localStorage.setItem('graphiql:headers', value);
  } catch {
    // Storage may be unavailable (private mode quotas); GraphiQL copes without it.
  }
}

function App() {
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={defaultQuery}
      defaultHeaders={defaultHeaders}
      shouldPersistHeaders
      onEditHeaders={saveHeadersNow}
      defaultEditorToolsVisibility="headers"
    />
  );
}

// GraphiQL's dialogs add <style> elements through react-style-singleton, which tags them with
// __webpack_nonce__; the page's policy accepts this answer's nonce (graphiql.ts) and no other.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (styleNonce) Object.assign(globalThis, { __webpack_nonce__: styleNonce });

reconcileStoredTabs();

const root = document.getElementById('root');
if (!root) throw new Error('GraphiQL: #root element missing from the page');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
