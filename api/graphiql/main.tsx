import { GraphiQL } from 'graphiql';
import { getOperationAST, parse } from 'graphql';
import { type Client, createClient } from 'graphql-ws/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import './index.css';

// @graphiql/toolkit is only a transitive dependency (not resolvable from api/ under pnpm),
// so these mirror the shapes GraphiQL hands to and expects from a fetcher.
type FetcherParams = { query: string; operationName?: string | null; variables?: unknown };
type FetcherOpts = { headers?: Record<string, unknown> };
type ExecutionResult = { data?: unknown; errors?: unknown[]; extensions?: unknown };

const endpoint = '/graphql';
const wsEndpoint = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${endpoint}`;

const defaultHeaders = JSON.stringify({ Authorization: 'Bearer ' }, null, 2);

const defaultQuery = `# Recipe API explorer
#
# Paste a token into the Headers tab below ("Authorization": "Bearer <token>").
# Ctrl/Cmd+Enter runs the operation, Ctrl+Space autocompletes.

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
    return getOperationAST(parse(params.query), params.operationName ?? undefined)?.operation === 'subscription';
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
  });
  return wsClient;
}

async function fetchHttp(params: FetcherParams, headers: Record<string, string>): Promise<ExecutionResult> {
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
    return JSON.parse(text) as ExecutionResult;
  } catch {
    // Proxies and rate limiters answer with HTML or plain text; show it instead of a parse error.
    return { errors: [{ message: `HTTP ${response.status} ${response.statusText}: ${text.slice(0, 500)}` }] };
  }
}

// GraphiQL introspects on mount before its headers editor exists, so that first request
// would go out without the persisted token. `graphiql:headers` holds the active tab's headers
// (see saveHeadersNow); the saved tab state can lag behind it.
function persistedHeaders(): Record<string, unknown> | undefined {
  try {
    const text = localStorage.getItem('graphiql:headers');
    const parsed: unknown = text ? JSON.parse(text) : undefined;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function fetcher(params: FetcherParams, opts?: FetcherOpts) {
  const headers = cleanHeaders(opts?.headers ?? persistedHeaders());
  if (isSubscription(params)) {
    return getWsClient(authorizationOf(headers)).iterate({
      query: params.query,
      operationName: params.operationName ?? undefined,
      variables: (params.variables ?? undefined) as Record<string, unknown> | undefined,
    });
  }
  return fetchHttp(params, headers);
}

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
    const fields = persistHeaders ? (['query', 'variables', 'headers'] as const) : (['query', 'variables'] as const);
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

reconcileStoredTabs();

const root = document.getElementById('root');
if (!root) throw new Error('GraphiQL: #root element missing from the page');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
