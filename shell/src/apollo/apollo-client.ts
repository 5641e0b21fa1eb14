import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createClient } from 'graphql-ws';
import possibleTypesResult from '../__generated__/possible-types.ts';
import { loadAuth, onAuthLoaded } from '../session/auth-loader.ts';
import {
  hasStoredSession,
  storedSession,
  unexpiredStoredSession,
} from '../session/auth-storage.ts';
import { reconnectDelayMs } from './reconnect-delay.ts';
import { SubscriptionLink } from './subscription-link.ts';

/** The access token when a session exists (supabase-js refreshes it first if it is due). */
async function accessToken(): Promise<string | null> {
  // A guest on the shared recipe page: no session, and no reason to load the auth library.
  if (!hasStoredSession()) return null;
  // A token with minutes left is sent as stored: supabase-js (46 KB) loads only to refresh it.
  const unexpired = unexpiredStoredSession();
  if (unexpired) return unexpired.access_token;
  const { supabase } = await loadAuth();
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
}

/**
 * fetch with the bearer token of the current session, as spec §6 asks of every data call. Also
 * handed to the remotes (`RemoteAppProps.authorizedFetch`) for the api's REST downloads.
 */
export const authorizedFetch: typeof fetch = async (input, init) => {
  const token = await accessToken();
  const headers = new Headers(init?.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
};

/** The open WebSocket under the graphql-ws client, to hand it a refreshed token. */
let openSocket: WebSocket | null = null;

const socket = createClient({
  url: () => `${window.location.origin.replace(/^http/, 'ws')}/graphql`,
  // Read at every (re)connect, so a socket opened after sign-in carries the new token.
  connectionParams: async () => {
    const token = await accessToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  },
  lazy: true,
  // Connect only while a subscription is active; a guest page never opens a socket.
  lazyCloseTimeout: 3000,
  // A replica that drains closes its sockets (1001) and the balancer sends the reconnect to
  // another; a whole deployment restarting may take longer. Keep trying, never giving up while a
  // subscription is wanted, at most every 30 s.
  retryAttempts: Number.POSITIVE_INFINITY,
  retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
  on: {
    connected: (webSocket) => {
      openSocket = webSocket as WebSocket;
    },
    closed: () => {
      openSocket = null;
    },
  },
});

/**
 * The server closes a socket (4403) when its access token expires. A refreshed token sent in a
 * ping keeps it open, so live subscriptions carry on without a reconnect and lose no event.
 */
function sendRefreshedToken(accessToken: string) {
  if (openSocket?.readyState !== WebSocket.OPEN) return;
  openSocket.send(
    JSON.stringify({ type: 'ping', payload: { authorization: `Bearer ${accessToken}` } }),
  );
}

/**
 * The app's one ApolloClient: HTTP for queries and mutations, one graphql-ws connection for
 * subscriptions. Spec §9: no retry (no RetryLink), no refetch on focus or interval (no refetch
 * sources, no polling), and cached data never goes stale (cache-first everywhere).
 */
export const apolloClient = new ApolloClient({
  link: ApolloLink.split(
    ({ operationType }) => (operationType as string) === 'subscription',
    new SubscriptionLink(socket),
    new HttpLink({ uri: '/graphql', fetch: authorizedFetch }),
  ),
  // Which types implement `Error` and make up each result union (generated from the schema).
  cache: new InMemoryCache({ possibleTypes: possibleTypesResult.possibleTypes }),
  defaultOptions: {
    watchQuery: { fetchPolicy: 'cache-first' },
    query: { fetchPolicy: 'cache-first' },
  },
});

// One user's cached data must never show to the next: drop it, and the socket that carried the
// old token, whenever the signed-in user changes. The client starts as the stored session's user:
// supabase-js may load only later (another tab signing in someone else, or a refresh).
let currentUserId: string | null | undefined = storedSession()?.user.id;
onAuthLoaded(({ supabase }) => {
  supabase.auth.onAuthStateChange((event, session) => {
    const userId = session?.user.id ?? null;
    if (currentUserId !== undefined && userId !== currentUserId) {
      socket.terminate();
      void apolloClient.clearStore();
    } else if (event === 'TOKEN_REFRESHED' && session) {
      sendRefreshedToken(session.access_token);
    }
    currentUserId = userId;
  });
});
