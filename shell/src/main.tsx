import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.tsx';
import { remotesReady } from './remotes/remote-manifest.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Fetch /remotes.json alongside the first render; remote routes wait for it, nothing else does.
remotesReady().catch(() => {
  // Reported by the remote outlet that needs it, with a retry.
});

// Production only: the worker caches the built files, which the dev server does not have.
if (import.meta.env.PROD) {
  import('./service-worker/register-service-worker.ts').then(
    ({ registerServiceWorker }) => registerServiceWorker(),
    () => {
      // No worker this time: the app works, only not offline. The next load tries again.
    },
  );
}

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
