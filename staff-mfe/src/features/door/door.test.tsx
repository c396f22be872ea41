import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { ATTENDANCE_FORM_MESSAGES, CONDITIONS_OF_ENTRY, type StaffDoorParty } from '@party/domain';
import { aDoor } from '../../test/fixtures';
import { freshVisitForEachTest, renderAt } from '../../test/render';
import { API, recordCalls, recordGets, server, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();

const party = () => screen.getByRole('article', { name: 'Jungle Room: Mia, turning 6' });
const toggle = (name: string) => within(party()).getByRole('button', { name: new RegExp(`^${name}\\b`) });

/** The party as the API answers a change: Mia's, with `change` made to it. */
function answered(change: (party: StaffDoorParty) => void): StaffDoorParty {
  const door = aDoor().parties[0]!;
  change(door);
  return door;
}

test("/door is today's door: each child a toggle with family, form, allergies and medical notes; the counts; the allergy flag; the booking's link", async () => {
  const gets = recordGets('/api/staff/door/:date');
  await renderAt('/door');
  expect(await screen.findByRole('heading', { level: 1, name: 'Door: Saturday 12 July 2031' })).toBeInTheDocument();
  expect(gets[0]).toBe('/api/staff/door/2031-07-12');
  expect(screen.queryByText(/This is not today/)).not.toBeInTheDocument();
  await screen.findByRole('article', { name: 'Jungle Room: Mia, turning 6' });
  expect(within(party()).getByText('Checked in 1 of 10 booked, 3 expected')).toBeInTheDocument();
  expect(within(party()).getByText(/Allergies in this party/)).toBeInTheDocument();
  expect(within(party()).getByRole('link', { name: "Booking JJ1002: Mia's party" })).toHaveAttribute('href', '/bookings/JJ1002');

  expect(toggle('Mia')).toHaveAttribute('aria-pressed', 'true');
  expect(toggle('Sam')).toHaveAttribute('aria-pressed', 'false');
  // What the door must see is the toggle's description, read with it.
  expect(toggle('Sam')).toHaveAccessibleDescription(/Form filled.*Allergies: Peanuts \(anaphylaxis\).*Medical notes: EpiPen in bag/);
  expect(toggle('Ava')).toHaveAccessibleDescription(/Ng family's family · Form missing/);
  expect(toggle('Mia')).toHaveAccessibleDescription(/Birthday family \(Alex Smith\).*Checked in 9:55 AM by Frankie Desk/);
  expect(within(party()).getByRole('link', { name: '0499111222' })).toHaveAttribute('href', 'tel:0499111222');
});

test('a tap checks a child in at once, then shows what the API answered; a second tap undoes it', async () => {
  // The API as it is: what a tap changed, the next read of the day shows.
  const door = aDoor();
  server.use(http.get(`${API}/door/:date`, () => HttpResponse.json(door)));
  // The first tap's answer waits until the test has seen the toggle change without it.
  let answerFirstTap!: () => void;
  const firstTapAnswered = new Promise<void>((resolve) => (answerFirstTap = resolve));
  const taps: unknown[] = [];
  server.use(
    http.put(`${API}/bookings/:reference/check-ins`, async ({ request }) => {
      const body = (await request.json()) as { checkedIn: boolean };
      const { checkedIn } = body;
      taps.push(body);
      if (taps.length === 1) await firstTapAnswered;
      const party = door.parties[0]!;
      party.children[2]!.checkedIn = checkedIn ? { at: '2031-07-12T00:01:00.000Z', by: 'Frankie Desk' } : null;
      party.counts.checkedIn = checkedIn ? 2 : 1;
      return HttpResponse.json(party);
    }),
  );
  const { user } = await renderAt('/door/2031-07-12');
  await screen.findByRole('article', { name: 'Jungle Room: Mia, turning 6' });
  await user.click(toggle('Ava'));
  // At once: pressed while the API has not answered (who checked Ava in is the API's to say).
  await waitFor(() => expect(toggle('Ava')).toHaveAttribute('aria-pressed', 'true'));
  expect(within(party()).queryByText('Checked in 10:01 AM by Frankie Desk')).not.toBeInTheDocument();
  answerFirstTap();
  expect(await within(party()).findByText('Checked in 2 of 10 booked, 3 expected')).toBeInTheDocument();
  expect(await within(party()).findByText('Checked in 10:01 AM by Frankie Desk')).toBeInTheDocument();
  await user.click(toggle('Ava'));
  await waitFor(() => expect(toggle('Ava')).toHaveAttribute('aria-pressed', 'false'));
  expect(await within(party()).findByText('Checked in 1 of 10 booked, 3 expected')).toBeInTheDocument();
  expect(taps).toEqual([
    { familyKey: 'answer:a2', childKey: 'ava', checkedIn: true },
    { familyKey: 'answer:a2', childKey: 'ava', checkedIn: false },
  ]);
});

test('a quick second tap while the first is on its way is not lost: it is sent once the first is answered, and the last tap wins', async () => {
  const door = aDoor();
  server.use(http.get(`${API}/door/:date`, () => HttpResponse.json(door)));
  const taps: unknown[] = [];
  server.use(
    http.put(`${API}/bookings/:reference/check-ins`, async ({ request }) => {
      const body = (await request.json()) as { checkedIn: boolean };
      taps.push(body);
      await delay(200);
      const party = door.parties[0]!;
      party.children[2]!.checkedIn = body.checkedIn ? { at: '2031-07-12T00:01:00.000Z', by: 'Frankie Desk' } : null;
      party.counts.checkedIn = body.checkedIn ? 2 : 1;
      return HttpResponse.json(party);
    }),
  );
  const { user } = await renderAt('/door/2031-07-12');
  await screen.findByRole('article', { name: 'Jungle Room: Mia, turning 6' });
  await user.click(toggle('Ava'));
  await user.click(toggle('Ava'));
  expect(toggle('Ava')).toHaveAttribute('aria-pressed', 'false');
  await waitFor(() => expect(taps).toHaveLength(2));
  await waitFor(() => expect(toggle('Ava')).not.toHaveAttribute('aria-busy'));
  // The last answer reaches the list a moment after the button stops being busy (the mutation's
  // cache update runs beside the toggle's own wait for the answer, in no set order).
  await waitFor(() => expect(toggle('Ava')).toHaveAttribute('aria-pressed', 'false'));
  expect(within(party()).getByText('Checked in 1 of 10 booked, 3 expected')).toBeInTheDocument();
  expect(taps).toEqual([
    { familyKey: 'answer:a2', childKey: 'ava', checkedIn: true },
    { familyKey: 'answer:a2', childKey: 'ava', checkedIn: false },
  ]);
});

test('a tap the API refuses is put back, and the reason said in plain words', async () => {
  server.use(
    http.put(`${API}/bookings/:reference/check-ins`, async () => {
      await delay(400);
      return HttpResponse.json({ code: 'door-closed', message: "This party's bill is closed: its check-ins can no longer be changed." }, { status: 409 });
    }),
  );
  const { user } = await renderAt('/door/2031-07-12');
  await screen.findByRole('article', { name: 'Jungle Room: Mia, turning 6' });
  await user.click(toggle('Sam'));
  // Shown at once...
  expect(toggle('Sam')).toHaveAttribute('aria-pressed', 'true');
  // ...and put back with the reason.
  expect(await screen.findByText("This party's bill is closed: its check-ins can no longer be changed.")).toBeInTheDocument();
  expect(screen.getByText('Sam is not checked in')).toBeInTheDocument();
  expect(toggle('Sam')).toHaveAttribute('aria-pressed', 'false');
  expect(within(party()).getByText('Checked in 1 of 10 booked, 3 expected')).toBeInTheDocument();
});

test('the kitchen reads the children, their allergies and medical notes, and checks no one in', async () => {
  signedInAs('kitchen');
  const door = aDoor();
  for (const child of door.parties[0]!.children) delete child.contacts;
  server.use(http.get(`${API}/door/:date`, () => HttpResponse.json(door)));
  await renderAt('/door/2031-07-13');
  await screen.findByRole('article', { name: 'Jungle Room: Mia, turning 6' });
  expect(screen.getByText(/This is not today: these parties are on Sunday 13 July 2031/)).toBeInTheDocument();
  expect(within(party()).queryAllByRole('button')).toEqual([]);
  expect(within(party()).getByText('Peanuts (anaphylaxis)')).toBeInTheDocument();
  expect(within(party()).getByText('EpiPen in bag')).toBeInTheDocument();
  expect(within(party()).getByText('(checked in)')).toBeInTheDocument();
  // No booking page for the kitchen: the reference is text.
  expect(within(party()).queryByRole('link')).not.toBeInTheDocument();
});

test('a child not on the list: the attendance form in a dialog, checked as the families\' form is, saved and the child checked in', async () => {
  // The API as it is: once the form is saved, the next read of the day shows the walk-in.
  let door = aDoor();
  server.use(http.get(`${API}/door/:date`, () => HttpResponse.json(door)));
  const forms = recordCalls(
    'post',
    '/bookings/:reference/walk-ins',
    () => {
      const party = answered((mia) => {
        mia.children.push({ familyKey: 'form:f1', childKey: 'max', name: 'Max', age: 8, allergies: 'Eggs', medicalNotes: '', family: 'walk-in', familyName: 'Max Doe', formFilled: true, checkedIn: { at: '2031-07-12T00:02:00.000Z', by: 'Frankie Desk' }, contacts: null });
        mia.counts.checkedIn = 2;
      });
      door = { ...door, parties: [party] };
      return party;
    },
    201,
  );
  const { user } = await renderAt('/door/2031-07-12');
  await screen.findByRole('article', { name: 'Jungle Room: Mia, turning 6' });
  await user.click(within(party()).getByRole('button', { name: "A child not on the list: Mia's party" }));
  const dialog = await screen.findByRole('dialog', { name: 'A child not on the list' });
  for (const condition of CONDITIONS_OF_ENTRY) expect(within(dialog).getByText(condition)).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Save and check in' }));
  for (const message of [ATTENDANCE_FORM_MESSAGES.guardianNameRequired, ATTENDANCE_FORM_MESSAGES.childNameRequired, ATTENDANCE_FORM_MESSAGES.childAgeInvalid, ATTENDANCE_FORM_MESSAGES.agreedNameRequired, ATTENDANCE_FORM_MESSAGES.agreeRequired]) {
    expect(within(dialog).getByText(message)).toBeInTheDocument();
  }
  expect(forms).toEqual([]);

  await user.type(within(dialog).getByRole('textbox', { name: /^Guardian's name/ }), 'Max Doe');
  // A field's message goes once it is changed; the others stay until theirs are.
  expect(within(dialog).queryByText(ATTENDANCE_FORM_MESSAGES.guardianNameRequired)).not.toBeInTheDocument();
  expect(within(dialog).getByText(ATTENDANCE_FORM_MESSAGES.agreeRequired)).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: /^Guardian's mobile/ }), '0400 555 666');
  await user.type(within(dialog).getByRole('textbox', { name: /^Emergency contact\b(?!')/ }), 'Ann Doe');
  await user.type(within(dialog).getByRole('textbox', { name: /^Emergency contact's number/ }), '0400 777 888');
  await user.type(within(dialog).getByRole('textbox', { name: /^Child's name/ }), 'Max');
  await user.type(within(dialog).getByRole('textbox', { name: /^Age/ }), '8');
  await user.type(within(dialog).getByRole('textbox', { name: /^Allergies/ }), 'Eggs');
  await user.type(within(dialog).getByRole('textbox', { name: /^Type your full name to agree/ }), 'Max Doe');
  await user.click(within(dialog).getByRole('checkbox', { name: 'I agree to the conditions of entry' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save and check in' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(forms).toEqual([
    {
      guardianName: 'Max Doe',
      guardianMobile: '0400 555 666',
      emergencyName: 'Ann Doe',
      emergencyPhone: '0400 777 888',
      children: [{ name: 'Max', age: 8, allergies: 'Eggs', medicalNotes: '' }],
      agreedName: 'Max Doe',
      agree: true,
    },
  ]);
  // The list takes the answer a moment after the dialog closes (the mutation's cache update runs
  // beside the dialog's own wait for the answer, in no set order).
  await waitFor(() => expect(toggle('Max')).toHaveAttribute('aria-pressed', 'true'));
  expect(toggle('Max')).toHaveAccessibleDescription(/Not on the list: Max Doe · Form filled.*Allergies: Eggs/);
  expect(within(party()).getByText('Checked in 2 of 10 booked, 3 expected')).toBeInTheDocument();
});
