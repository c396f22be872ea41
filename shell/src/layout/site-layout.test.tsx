import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadVenue } from '@party/shared-ui';
import { SiteLayout } from './site-layout';
import { NEUTRAL_BRAND } from './site-header';

// A test file is one page load: this one is a page opened while the API is down.
const server = setupServer(http.get('http://localhost/api/venue', () => HttpResponse.json({ message: 'Bad gateway' }, { status: 502 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// As bootstrap.tsx does before the first paint: the venue's request has failed by then.
beforeAll(() => loadVenue());
afterAll(() => server.close());

test('while the API is down the header and footer still show, without the venue details', async () => {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="*" element={<h1>Page Not Found</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
  });
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('link', { name: NEUTRAL_BRAND })).toHaveAttribute('href', '/');
  expect(within(header).getByRole('link', { name: 'After-Hours Hire' })).toBeInTheDocument();
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent('Our contact details cannot be shown right now.');
  // Only the site's own link: nothing of the venue's.
  expect(within(footer).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/find-my-booking']);
  expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
});
