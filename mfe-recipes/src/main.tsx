import { ApolloClient, HttpLink } from '@apollo/client';
import { Toaster } from '@app/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createApolloCache } from './apollo-cache.ts';
import App from './app.tsx';

// Standalone dev only (`pnpm --filter @app/mfe-recipes dev`, api on :8080 behind the dev proxy):
// inside the shell, the shell's client, viewer and router are used instead. Sign in with
// `npm run token -- <email> <password>` and start with VITE_DEV_TOKEN=<token>.
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
const viewer = token
  ? { id: 'dev', email: null, firstName: 'Developer', lastName: null, createdAt: null }
  : null;

const screen = (basePath: string) => (
  <App basePath={basePath} client={client} viewer={viewer} marketingUrl="http://localhost:3000/" />
);

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={screen('/')} />
        <Route path="/recipes" element={screen('/recipes')} />
        <Route path="/recipe/:id" element={screen('/recipe')} />
        <Route path="/add-recipe" element={screen('/add-recipe')} />
        <Route path="/import" element={screen('/import')} />
        <Route path="/shared/recipe/:id" element={screen('/shared/recipe')} />
      </Routes>
    </BrowserRouter>
    <Toaster />
  </StrictMode>,
);
