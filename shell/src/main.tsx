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

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
