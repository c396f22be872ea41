import { render, screen, within } from '@testing-library/react';
import { PartyFacts } from './party-facts';

function facts(): Array<[string, string]> {
  return screen.getAllByRole('term').map((term) => [term.textContent ?? '', within(term.parentElement as HTMLElement).getByRole('definition').textContent ?? '']);
}

test("a draft's facts say 'Not chosen yet' until chosen; a start time alone is shown alone", () => {
  render(<PartyFacts party={{ childFirstName: 'Mia', childLastName: '', childAge: 0, date: '', startTime: '11:00', numberOfKids: 8 }} />);
  expect(facts()).toEqual([
    ['Package', 'Not chosen yet'],
    ['Child', 'Mia'],
    ['Turning', 'Not chosen yet'],
    ['Date', 'Not chosen yet'],
    ['Time', '11:00 AM'],
    ['Room', 'Not chosen yet'],
    ['Number of kids', '8'],
  ]);
});

test("a booking's facts start with its reference and give the time from start to end", () => {
  render(
    <PartyFacts
      party={{
        reference: 'JJ1043',
        packageName: 'Basic Fun',
        childFirstName: 'Mia',
        childLastName: 'Nguyen',
        childAge: 6,
        date: '2031-07-10',
        startTime: '11:00',
        endTime: '13:00',
        roomName: 'Ocean Room',
        numberOfKids: 12,
      }}
    />,
  );
  expect(facts()).toEqual([
    ['Booking reference', 'JJ1043'],
    ['Package', 'Basic Fun'],
    ['Child', 'Mia Nguyen'],
    ['Turning', '6'],
    ['Date', 'Thu, July 10th, 2031'],
    ['Time', '11:00 AM - 1:00 PM'],
    ['Room', 'Ocean Room'],
    ['Number of kids', '12'],
  ]);
});
