import { screen, waitFor, within } from '@testing-library/react';
import { STEP1_MESSAGES } from '@party/domain';
import { jungleRoom, oceanRoom, timeSlots } from '../../test/fixtures';
import {
  aDraft,
  findToast,
  freshBrowserForEachTest,
  renderBookingPage,
  saveWizard,
  todayIsTheEighthOfJuly,
} from '../../test/render';
import { serveApiForEachTest, serveGet } from '../../test/server';

serveApiForEachTest();
todayIsTheEighthOfJuly();
freshBrowserForEachTest();

const next = () => screen.getByRole('button', { name: 'Next' });
const stepHeading = () => screen.getByRole('heading', { level: 2, name: /Party Details|Food & Add-ons|Contact Information/ });

test("step 1 asks for the child's names, age 1 to 11 and 1 to 50 kids, 8 to start with", async () => {
  await renderBookingPage();
  expect(screen.getByRole('textbox', { name: "Child's First Name (required)" })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: "Child's Last Name (optional)" })).toHaveValue('');
  const age = screen.getByRole('combobox', { name: 'Child Turning to (required)' });
  expect(within(age).getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Select age',
    ...Array.from({ length: 11 }, (_, i) => String(i + 1)),
  ]);
  const kids = screen.getByRole('spinbutton', { name: 'Number of Kids (required)' });
  expect(kids).toHaveValue(8);
  expect(kids).toHaveAttribute('min', '1');
  expect(kids).toHaveAttribute('max', '50');
});

test.each([
  { name: 'first name', draft: { childfName: '' }, message: STEP1_MESSAGES.childFirstNameRequired, field: ['textbox', "Child's First Name (required)"] },
  { name: 'age', draft: { childAge: 0 }, message: STEP1_MESSAGES.childAgeRequired, field: ['combobox', 'Child Turning to (required)'] },
  { name: 'date', draft: { date: '', timeSlot: null, room: null }, message: STEP1_MESSAGES.dateRequired, field: ['group', 'Date'] },
  { name: 'time slot', draft: { timeSlot: null, room: null }, message: STEP1_MESSAGES.timeSlotRequired, field: ['group', 'Time Slot'] },
  { name: 'room', draft: { room: null }, message: STEP1_MESSAGES.roomRequired, field: ['group', 'Room'] },
  { name: 'package', draft: { selectedPackage: null }, message: STEP1_MESSAGES.packageRequired, field: ['group', 'Package'] },
  { name: 'kids over 50', draft: { numberOfKids: 51 }, message: STEP1_MESSAGES.numberOfKidsMax, field: ['spinbutton', 'Number of Kids (required)'] },
] as const)("Next without the $name says 'Data Required: $message' and takes the visitor to the field", async ({ draft, message, field: [role, name] }) => {
  saveWizard(aDraft(draft));
  const { user } = await renderBookingPage();
  await user.click(next());
  expect(await findToast('Data Required')).toHaveTextContent(message);
  expect(stepHeading()).toHaveTextContent('Party Details');
  const field = screen.getByRole(role, { name });
  expect(field).toHaveFocus();
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
});

test('the messages come one at a time, in the order of the form', async () => {
  const { user } = await renderBookingPage();
  await user.click(next());
  expect(await findToast('Data Required')).toHaveTextContent(STEP1_MESSAGES.childFirstNameRequired);
  expect(screen.getByRole('textbox', { name: "Child's First Name (required)" })).toHaveFocus();
});

test('the last name is optional: a complete step 1 goes on to step 2', async () => {
  saveWizard(aDraft({ childlName: '' }));
  const { user } = await renderBookingPage();
  await user.click(next());
  expect(await screen.findByRole('heading', { level: 2, name: 'Food & Add-ons' })).toHaveFocus();
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Food & Add-ons');
});

test('a typed number of kids above 50 is kept, for Next to refuse', async () => {
  saveWizard(aDraft());
  const { user } = await renderBookingPage();
  const kids = screen.getByRole('spinbutton', { name: 'Number of Kids (required)' });
  await user.clear(kids);
  await user.type(kids, '60');
  await user.click(next());
  expect(await findToast('Data Required')).toHaveTextContent('Maximum 50 Kids');
});

test('the package cards give price, kids covered, extra child price, length and inclusions', async () => {
  await renderBookingPage();
  const card = (await screen.findByRole('radio', { name: 'Ultimate Bash' })).closest('label');
  expect(card).toHaveTextContent('$600.00 for up to 15 kids');
  expect(card).toHaveTextContent('$20.00 per extra child · 2.5 hours');
  expect(card).toHaveTextContent('Birthday cake');
  expect(card).toHaveTextContent("4 kids' food choices");
});

test('past dates and unavailable dates are disabled in the calendar', async () => {
  const { user } = await renderBookingPage();
  const calendar = screen.getByRole('group', { name: 'Date' });
  expect(await within(calendar).findByRole('button', { name: 'Monday 7 July 2031' })).toBeDisabled();
  expect(within(calendar).getByRole('button', { name: 'Tuesday 15 July 2031' })).toBeDisabled();
  expect(within(calendar).getByRole('button', { name: 'Today, Tuesday 8 July 2031' })).toBeEnabled();
  await user.click(within(calendar).getByRole('button', { name: 'Thursday 10 July 2031' }));
  expect(calendar).toHaveTextContent('Chosen: Thu, July 10th, 2031');
});

test('days past 12 x 30 days ahead are disabled, as the API refuses them, and the calendar pages no further', async () => {
  // Today is 8 July 2031: 360 days on is Friday 2 July 2032.
  saveWizard(aDraft({ date: '2032-07-02' }));
  await renderBookingPage();
  const calendar = screen.getByRole('group', { name: 'Date' });
  expect(await within(calendar).findByRole('button', { name: 'Friday 2 July 2032, selected' })).toBeEnabled();
  expect(within(calendar).getByRole('button', { name: 'Saturday 3 July 2032' })).toBeDisabled();
  expect(within(calendar).getByRole('button', { name: 'Go to the Next Month' })).toHaveAttribute('aria-disabled', 'true');
});

test('a day with no time slot left (today late, or every room taken) is disabled and named so', async () => {
  serveGet('/full-party-dates', ['2031-07-08', '2031-07-12']);
  await renderBookingPage();
  const calendar = screen.getByRole('group', { name: 'Date' });
  await waitFor(() => expect(within(calendar).getByRole('button', { name: 'Today, Tuesday 8 July 2031, no times left' })).toBeDisabled());
  expect(within(calendar).getByRole('button', { name: 'Saturday 12 July 2031, no times left' })).toBeDisabled();
  expect(within(calendar).getByRole('button', { name: 'Wednesday 9 July 2031' })).toBeEnabled();
});

test('while the full days cannot be read, every open day can still be chosen', async () => {
  serveGet('/full-party-dates', { code: 'server-error', message: 'Down' }, 500);
  await renderBookingPage();
  const calendar = screen.getByRole('group', { name: 'Date' });
  expect(await within(calendar).findByRole('button', { name: 'Wednesday 9 July 2031' })).toBeEnabled();
  expect(within(calendar).getByRole('button', { name: 'Today, Tuesday 8 July 2031' })).toBeEnabled();
});

test("the date's time slots are buttons, unavailable ones disabled", async () => {
  const queries = serveGet('/get-time-slots', timeSlots);
  const { user } = await renderBookingPage();
  await user.click(await screen.findByRole('button', { name: 'Thursday 10 July 2031' }));
  const slots = screen.getByRole('group', { name: 'Time Slot' });
  expect(await within(slots).findByRole('button', { name: '10:00 AM' })).toBeEnabled();
  expect(within(slots).getByRole('button', { name: '2:00 PM' })).toBeDisabled();
  await user.click(within(slots).getByRole('button', { name: '11:00 AM' }));
  expect(within(slots).getByRole('button', { name: '11:00 AM' })).toHaveAttribute('aria-pressed', 'true');
  expect(queries.at(-1)).toMatchObject({ date: '2031-07-10' });
});

test.each([
  { name: 'none', slots: [] },
  { name: 'none available', slots: [{ id: 'slot-1400', time: '14:00', isAvailable: false }] },
])("'Time slot Not Available' shows when there are $name", async ({ slots }) => {
  serveGet('/get-time-slots', slots);
  const { user } = await renderBookingPage();
  await user.click(await screen.findByRole('button', { name: 'Thursday 10 July 2031' }));
  expect(await screen.findByText('Time slot Not Available')).toBeInTheDocument();
});

test('the room cards show name, image, description, capacity and availability; unavailable ones cannot be chosen', async () => {
  const queries = serveGet('/roomss3', [oceanRoom, jungleRoom]);
  saveWizard(aDraft({ room: null }));
  await renderBookingPage();
  const ocean = await screen.findByRole('radio', { name: 'Ocean Room' });
  const card = ocean.closest('label');
  expect(card?.querySelector('img')).toHaveAttribute('src', oceanRoom.imageUrl);
  expect(card).toHaveTextContent('Bubbles and a whale mural.');
  expect(card).toHaveTextContent('Up to 25 kids');
  expect(card).toHaveTextContent('Available');
  expect(ocean).toBeEnabled();
  const jungle = screen.getByRole('radio', { name: 'Jungle Room' });
  expect(jungle.closest('label')).toHaveTextContent('Unavailable');
  expect(jungle).toBeDisabled();
  expect(queries).toEqual([{ timeSlots: '11:00', numberOfKids: '12', date: '2031-07-10', duration: '2' }]);
});

test.each([
  { name: 'none', list: [] },
  { name: 'none available', list: [jungleRoom] },
])("'Room Not Available' shows when there are $name", async ({ list }) => {
  serveGet('/roomss3', list);
  saveWizard(aDraft({ room: null }));
  await renderBookingPage();
  expect(await screen.findByText('Room Not Available')).toBeInTheDocument();
});

test('rooms are asked for only once the package, date, time slot and number of kids are all set', async () => {
  const queries = serveGet('/roomss3', [oceanRoom]);
  saveWizard(aDraft({ selectedPackage: null, timeSlot: null, room: null }));
  const { user } = await renderBookingPage();
  await user.click(await screen.findByRole('button', { name: '10:00 AM' }));
  expect(screen.getByRole('group', { name: 'Room' })).toHaveTextContent('Choose a package, a date, a time slot and 1 to 50 kids to see the rooms.');
  // The packages are a read of their own, which may come after the times.
  await user.click(await screen.findByRole('radio', { name: 'Basic Fun' }));
  expect(await screen.findByRole('radio', { name: 'Ocean Room' })).toBeInTheDocument();
  expect(queries).toEqual([{ timeSlots: '10:00', numberOfKids: '12', date: '2031-07-10', duration: '2' }]);
});
