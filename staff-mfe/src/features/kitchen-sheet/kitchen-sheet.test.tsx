import { screen, within } from '@testing-library/react';
import { freshVisitForEachTest, renderAt } from '../../test/render';
import { serve, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.textContent);

test('per start time: the totals of each kids’ food and adult platter, and each party’s allergies beside its room and child', async () => {
  signedInAs('kitchen');
  await renderAt('/kitchen/2031-07-12');
  expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen sheet: Saturday 12 July 2031' })).toBeInTheDocument();
  const ten = await screen.findByRole('region', { name: '10:00 AM (2 parties)' });
  expect(rows(within(ten).getByRole('table', { name: "Kids' food" }))).toEqual(['Chicken Nuggets5', 'Pizza2']);
  expect(rows(within(ten).getByRole('table', { name: 'Adult platters' }))).toEqual(['Sandwich Platter1']);
  const parties = within(ten).getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'UL' && item.querySelector('p'));
  expect(parties[0]).toHaveTextContent('Jungle Room: Mia JJ1002');
  expect(within(parties[0]!).getByRole('region', { name: 'Allergies: 2 kids' })).toHaveTextContent('Sam: Peanuts (anaphylaxis, EpiPen in bag)');
  expect(parties[1]).toHaveTextContent('Ocean Room: Noah');
  expect(parties[1]).toHaveTextContent('No allergies in the RSVPs or forms so far.');

  const one = screen.getByRole('region', { name: '1:00 PM (1 party)' });
  expect(rows(within(one).getByRole('table', { name: "Kids' food" }))).toEqual(['Pizza2']);
  expect(within(one).getByRole('region', { name: 'Allergies: 1 kid' })).toHaveTextContent('Zoe: Gluten (Kim family)');
  expect(screen.getByRole('link', { name: 'Run sheet for this day' })).toHaveAttribute('href', '/day/2031-07-12');
});

test('a day without parties has nothing to cook', async () => {
  serve('/kitchen/:date', { date: '2031-07-14', startTimes: [] });
  await renderAt('/kitchen/2031-07-14');
  expect(await screen.findByText('No parties on this day: nothing to cook.')).toBeInTheDocument();
});

test('the address without a real day is told', async () => {
  await renderAt('/kitchen/today');
  expect(await screen.findByRole('heading', { level: 1, name: 'That is not a day' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to today' })).toHaveAttribute('href', '/kitchen/2031-07-12');
});

test('each party says how many children are checked in, so the kitchen cooks for who came', async () => {
  await renderAt('/kitchen/2031-07-12');
  expect(await screen.findByText('Checked in 7 of 14 booked, 10 expected')).toBeInTheDocument();
});
