import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BOOKING_CLASH_MESSAGES, PHONE_BOOKING_MESSAGES, type PhoneBookingMade } from '@party/domain';
import { aBooking, aPhoneAvailability, aPhoneBookingChoices } from '../../test/fixtures';
import { currentLocation, freshVisitForEachTest, renderAt, type User } from '../../test/render';
import { API, recordCalls, serve, server, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();

// New booking (decision 054): the front desk books a party for a parent on the phone, a child of
// 12 included; the day's times and rooms as the public calendar would offer them; made, the
// booking's page says where the pay link went. The clock: 10 am on Saturday 12 July 2031.

const DAY = '2031-07-19';

/** Answers the day's times for each date, package and number of kids asked, and keeps the asks. */
function serveAvailability(answer = (date: string, packageId: string, kids: number, _call: number) => aPhoneAvailability(date, packageId, kids)) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/availability`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      return HttpResponse.json(answer(query.get('date')!, query.get('packageId')!, Number(query.get('kids')), asked.length));
    }),
  );
  return asked;
}

const made: PhoneBookingMade = {
  reference: 'JJ1010',
  bookingId: 'b-phone',
  status: 'pending',
  finalPrice: 500,
  depositAmount: 100,
  holdUntil: '2031-07-12T00:30:00.000Z',
  emailedTo: 'sam@example.com',
};

/** JJ1010 as its page reads it: Ava's party, pending. */
const booked = () =>
  aBooking({
    reference: 'JJ1010',
    status: 'pending',
    date: DAY,
    party: { ...aBooking().party!, room: 'Ocean Room', child: { firstName: 'Ava', lastName: 'Lee', turning: 12 }, kidsBooked: 12 },
    money: { ...aBooking().money!, finalPrice: 500, paid: 0, due: 500, holdUntil: made.holdUntil, records: [] },
  });

const field = (label: RegExp) => screen.getByLabelText(label);

async function fillTheParty(user: User, { age = '12' } = {}) {
  await user.click(await screen.findByRole('radio', { name: /^Basic Fun/ }));
  await user.type(field(/^Child's first name/), 'Ava');
  await user.type(field(/^Child's last name/), 'Lee');
  await user.type(field(/^Turning/), age);
  await user.type(field(/^Number of kids/), '12');
}

async function chooseTheDay(user: User) {
  await user.type(field(/^Date \(required\)/), DAY);
  await user.click(await screen.findByRole('radio', { name: '1:00 PM - 3:00 PM' }));
  await user.click(screen.getByRole('radio', { name: /^Ocean Room/ }));
}

async function fillTheParent(user: User) {
  await user.type(field(/^Parent's name/), 'Sam Lee');
  await user.type(field(/^Email/), 'sam@example.com');
  await user.type(field(/^Mobile/), '0412 345 678');
  await user.type(field(/^Address/), '1 Test Street');
}

test('the front desk books a party for a 12-year-old: the day offered for the package and kids, food, the parent; made, the booking says where the pay link went and offers Take payment', async () => {
  signedInAs('front-desk');
  serve('/booking-choices', aPhoneBookingChoices());
  const asked = serveAvailability();
  const posts = recordCalls(
    'post',
    '/bookings',
    () => {
      serve('/bookings/:reference', booked());
      return made;
    },
    201,
  );
  const { user } = await renderAt('/bookings/new');
  expect(await screen.findByRole('heading', { level: 1, name: 'New booking' })).toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: /^Super Party.*Not shown online$/ })).toBeInTheDocument();
  expect(screen.getByText(PHONE_BOOKING_MESSAGES.chooseKidsFirst)).toBeInTheDocument();

  await fillTheParty(user);
  await chooseTheDay(user);
  expect(asked.at(-1)).toBe(`date=${DAY}&packageId=basic-fun&kids=12`);
  expect(screen.getByRole('radio', { name: '10:00 AM - 12:00 PM' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: /^Jungle Room/ })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: /^Kids' Food/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Chicken Nuggets' }));
  await user.click(screen.getByRole('button', { name: /^Adult Food/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Sandwich Platter' }));
  await fillTheParent(user);
  // Basic Fun for 12 kids ($300 + 2 x $15) and a $65 platter.
  expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Price: $395.00');
  await user.click(screen.getByRole('radio', { name: /^Full amount/ }));
  await user.click(screen.getByRole('button', { name: PHONE_BOOKING_MESSAGES.submit }));

  expect(await screen.findByRole('heading', { level: 1, name: "JJ1010: Ava's party" })).toBeInTheDocument();
  expect(posts).toEqual([
    {
      packageId: 'basic-fun',
      childfName: 'Ava',
      childlName: 'Lee',
      childAge: 12,
      numberOfKids: 12,
      date: DAY,
      startTime: '13:00',
      roomId: 'ocean-room',
      kidsFood: [{ id: 'nuggets' }],
      adultsFood: [{ id: 'sandwich-platter', quantity: 1 }],
      addons: [],
      contactInfo: { parentName: 'Sam Lee', email: 'sam@example.com', phone: '0412 345 678', address: '1 Test Street' },
      paymentOption: 'full',
    },
  ]);
  expect(currentLocation()).toBe('/bookings/JJ1010');
  const notice = screen.getByText('JJ1010 is booked, waiting for its payment').closest('[role="status"]') as HTMLElement;
  expect(notice).toHaveTextContent('JJ1010 is booked, waiting for its payment');
  expect(notice).toHaveTextContent('An email with the link to pay the deposit or the full amount online went to sam@example.com. The room is held until 12 Jul 2031, 10:30 AM');
  expect(notice.parentElement).toHaveFocus();
  expect(within(screen.getByRole('region', { name: 'Money' })).getByRole('button', { name: 'Take payment' })).toBeInTheDocument();
});

test('Book with details missing says what at each field, takes the focus to the first, and sends nothing; an age over 17 is refused in words', async () => {
  signedInAs('front-desk');
  serve('/booking-choices', aPhoneBookingChoices());
  serveAvailability();
  const posts = recordCalls('post', '/bookings', made, 201);
  const { user } = await renderAt('/bookings/new');
  await user.click(await screen.findByRole('button', { name: PHONE_BOOKING_MESSAGES.submit }));
  expect(await screen.findByText('Please select a package')).toBeInTheDocument();
  expect(screen.getByText("Child's First name is required")).toBeInTheDocument();
  expect(screen.getByText('Parent/Guardian name is required')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Some details are missing or not right');
  expect(field(/^Child's first name/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('radio', { name: /^Basic Fun/ })).toHaveFocus();

  await fillTheParty(user, { age: '18' });
  expect(field(/^Turning/)).toHaveAccessibleDescription(/A party booked by phone is for a child of 17 or younger/);
  expect(posts).toEqual([]);
});

test('a room taken meanwhile: said in the time and room, the room chosen again from the day read afresh, and nothing typed lost', async () => {
  signedInAs('front-desk');
  serve('/booking-choices', aPhoneBookingChoices());
  const asked = serveAvailability((date, packageId, kids, call) => aPhoneAvailability(date, packageId, kids, { oceanFree: call === 1 }));
  server.use(http.post(`${API}/bookings`, () => HttpResponse.json({ code: 'room-taken', message: BOOKING_CLASH_MESSAGES.roomTaken }, { status: 409 })));
  const { user } = await renderAt('/bookings/new');
  await fillTheParty(user);
  await chooseTheDay(user);
  await fillTheParent(user);
  await user.click(screen.getByRole('button', { name: PHONE_BOOKING_MESSAGES.submit }));

  const times = screen.getByRole('region', { name: 'Date, time and room' });
  expect(await within(times).findByRole('alert')).toHaveTextContent(`${BOOKING_CLASH_MESSAGES.roomTaken} ${PHONE_BOOKING_MESSAGES.slotGone}`);
  expect(asked.length).toBeGreaterThanOrEqual(2);
  expect(await within(times).findByRole('radio', { name: /^Ocean Room/ })).toBeDisabled();
  expect(within(times).getByRole('radio', { name: /^Ocean Room/ })).not.toBeChecked();
  expect(field(/^Child's first name/)).toHaveValue('Ava');
  expect(field(/^Email/)).toHaveValue('sam@example.com');
  expect(currentLocation()).toBe('/bookings/new');
});

test('the staff system not answering: said, and the form kept as typed', async () => {
  signedInAs('front-desk');
  serve('/booking-choices', aPhoneBookingChoices());
  serveAvailability();
  server.use(http.post(`${API}/bookings`, () => HttpResponse.error()));
  const { user } = await renderAt('/bookings/new');
  await fillTheParty(user);
  await chooseTheDay(user);
  await fillTheParent(user);
  await user.click(screen.getByRole('button', { name: PHONE_BOOKING_MESSAGES.submit }));
  expect(await screen.findByText(PHONE_BOOKING_MESSAGES.saveFailed)).toBeInTheDocument();
  expect(field(/^Turning/)).toHaveValue('12');
  // The failed write has the day's times read again (its tags are invalidated on an error too):
  // the rooms are back, the chosen one still chosen, once that read has come.
  expect(await screen.findByRole('radio', { name: /^Ocean Room/ })).toBeChecked();
});

test('the bookings page offers New booking to the front desk', async () => {
  signedInAs('front-desk');
  await renderAt('/bookings');
  await screen.findByRole('heading', { level: 1, name: 'Bookings' });
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'New booking' })).toHaveAttribute('href', '/bookings/new');
});
