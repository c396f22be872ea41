import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadVenue } from '@party/shared-ui';
import { earlyVenueRequest } from '../venue-request';
import { StaffRoutes } from './staff-routes';

const container = document.getElementById('root');
if (!container) throw new Error('staff.html has no #root element');

// The request index.ts started becomes the one every staff page reads (shared-ui's venue module).
void loadVenue(earlyVenueRequest);

// Rendered in the browser: the staff pages are one signed-in person's, behind the session cookie,
// and the server renders none of them (docs/decisions/045). The server's page says it is loading.
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <StaffRoutes />
    </BrowserRouter>
  </StrictMode>,
);
