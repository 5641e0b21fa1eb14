import { ApolloClient, HttpLink } from '@apollo/client';
import { Toaster } from '@app/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloCache } from './apollo-cache.ts';
import App from './app.tsx';

// Standalone dev only (`pnpm --filter @app/mfe-admin dev`, api on :8080 behind the dev proxy):
// inside the shell, the shell's client and viewer are passed instead. Sign in with
// `npm run token -- <email> <password>` (an ADMIN_EMAILS address) and start with
// VITE_DEV_TOKEN=<token>.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const token = import.meta.env.VITE_DEV_TOKEN;
const client = new ApolloClient({
  link: new HttpLink({
    uri: '/graphql',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }),
  cache: createApolloCache(),
});
const authorizedFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
};
const viewer = token
  ? { id: 'dev', email: null, firstName: 'Developer', lastName: null, createdAt: null }
  : null;

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App
        basePath="/admin"
        client={client}
        authorizedFetch={authorizedFetch}
        viewer={viewer}
        marketingUrl="http://localhost:3000/"
      />
    </BrowserRouter>
    <Toaster />
  </StrictMode>,
);
