import type { Invitation } from '@party/domain';

// What GET /api/invitations/{invitationId} answers (docs/api-contract.md), for the component tests.

export const INVITATION_ID = 'inv_Q1w2E3r4T5y6U7i8';

export function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    childfName: 'Mia',
    childAge: 7,
    date: '2031-06-20',
    startTime: '10:00',
    endTime: '12:00',
    roomName: 'Ocean Room',
    rsvpDate: '2031-06-15',
    hostFirstName: 'Alex',
    rsvpOpen: true,
    canceled: false,
    ...overrides,
  };
}
