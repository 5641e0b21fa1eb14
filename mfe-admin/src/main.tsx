import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Standalone dev only: inside the shell, the shell's client and viewer are passed instead.
const client = new ApolloClient({
  link: new HttpLink({ uri: '/graphql' }),
  cache: new InMemoryCache(),
});

createRoot(root).render(
  <StrictMode>
    <App basePath="/admin" client={client} viewer={null} marketingUrl="http://localhost:3000/" />
  </StrictMode>,
);
