import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { remotesReady } from './federation/remote-registry';
import { AppRoutes } from './routing/app-routes';

// Start reading remotes.json now; a failure is shown by the route that needs a remote.
remotesReady().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
