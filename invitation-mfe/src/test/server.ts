import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { venueHandler, venueLoadedBeforeAll } from '@party/shared-ui/src/test/venue-fixtures';
import type { Invitation } from '@party/domain';
import { anInvitation } from './fixtures';

// The API at the network layer. In jsdom the page's origin is http://localhost.
export const API = 'http://localhost/api';

export const server = setupServer(
  venueHandler,
  http.get(`${API}/invitations/:invitationId`, () => HttpResponse.json(anInvitation())),
);

/** Every RSVP the fake API is sent, with the invitation id it was sent to. */
export interface SentRsvp {
  invitationId: string;
  body: unknown;
}

/**
 * Answers POST /api/invitations/{id}/rsvps with `status` (201 stores a first answer, 200 replaces
 * one, 409 says RSVPs have closed) and records each body. A stored answer says a copy was emailed
 * unless `copySent` is false (the same answer sent again). `hold` keeps each answer back until the
 * test lets it go.
 */
export function serveRsvps({ status = 201, copySent = true, hold }: { status?: number; copySent?: boolean; hold?: Promise<void> } = {}): SentRsvp[] {
  const sent: SentRsvp[] = [];
  server.use(
    http.post(`${API}/invitations/:invitationId/rsvps`, async ({ params, request }) => {
      const body = (await request.json()) as { coming?: boolean };
      sent.push({ invitationId: String(params.invitationId), body });
      if (hold) await hold;
      // A yes has its family's attendance form (decision 062).
      const formId = body.coming ? `form-${params.invitationId}` : null;
      if (status === 201 || status === 200) return HttpResponse.json({ id: String(sent.length), replaced: status === 200, copySent, formId }, { status });
      if (status === 409) return HttpResponse.json({ code: 'rsvps-closed', message: 'RSVPs for this party closed when it started.' }, { status });
      return HttpResponse.json({ code: 'rate-limited', message: 'Too many requests, please try again later' }, { status });
    }),
  );
  return sent;
}

/** The RSVP call fails before any answer, as on a dropped mobile connection. */
export function dropRsvps() {
  server.use(http.post(`${API}/invitations/:invitationId/rsvps`, () => HttpResponse.error()));
}

/** The invitation answers `status` (with `invitation`'s changes when 200), or takes `ms` before it answers. */
export function serveInvitation(status: number, { ms = 0, invitation = {} }: { ms?: number; invitation?: Partial<Invitation> } = {}) {
  server.use(
    http.get(`${API}/invitations/:invitationId`, async () => {
      if (ms) await delay(ms);
      return status === 200
        ? HttpResponse.json(anInvitation(invitation))
        : HttpResponse.json({ code: 'invitation-not-found', message: 'Invitation not found' }, { status });
    }),
  );
}

/**
 * The usual life cycle: every request must be answered by a handler; after each test the device
 * forgets the answers it remembered.
 */
export function serveApiForEachTest() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  venueLoadedBeforeAll();
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
  });
  afterAll(() => server.close());
}
