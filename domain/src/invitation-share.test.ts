import { invitationShare } from './invitation-share';

const share = invitationShare({
  childfName: 'Mia',
  childAge: 7,
  date: '2031-06-20',
  startTime: '10:00',
  endTime: '12:00',
  venueName: 'Test Play & Centre',
  url: 'https://site.test/booking-invitation/inv_Q1w2',
});

const MESSAGE =
  "You're invited to Mia's 7th birthday party on Fri, June 20th, 2031, 10:00 AM - 12:00 PM, at Test Play & Centre. " +
  'Details and RSVP: https://site.test/booking-invitation/inv_Q1w2';

test('the message names the child, the date, the time, the venue and the link', () => {
  expect(share.subject).toBe("You're invited to Mia's 7th birthday party!");
  expect(share.message).toBe(MESSAGE);
  expect(share.lead).toBe(MESSAGE.slice(0, MESSAGE.indexOf(' Details and RSVP')));
});

test('the SMS link carries the whole message as its body', () => {
  expect(share.sms.startsWith('sms:?&body=')).toBe(true);
  expect(decodeURIComponent(share.sms.slice('sms:?&body='.length))).toBe(MESSAGE);
});

test("WhatsApp's link is its click-to-chat address with the message", () => {
  expect(share.whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
  expect(decodeURIComponent(share.whatsapp.slice('https://wa.me/?text='.length))).toBe(MESSAGE);
});

test('the email link has no recipient, the subject, and the message as its body', () => {
  const [address, query] = share.email.split('?');
  expect(address).toBe('mailto:');
  const [subject, body] = query.split('&');
  expect(decodeURIComponent(subject.replace(/^subject=/, ''))).toBe("You're invited to Mia's 7th birthday party!");
  expect(decodeURIComponent(body.replace(/^body=/, ''))).toBe(MESSAGE);
  // RFC 6068: spaces are %20, never '+'; the venue's '&' is encoded, so it cannot split the query.
  expect(share.email).not.toContain('+');
  expect(query.split('&')).toHaveLength(2);
});
