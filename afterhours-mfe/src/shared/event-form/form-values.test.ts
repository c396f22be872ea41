import { eventFormErrors, newEventValues, type EventFormValues } from './form-values';

// The form checks the times against the venue's window as the page read it (decision 042).

const shorter = { opens: '10:00', closes: '18:00' };
const filled: EventFormValues = {
  ...newEventValues(null),
  date: '2031-08-02',
  startTime: '09:00',
  endTime: '11:00',
  firstName: 'Alex',
  lastName: 'Taylor',
  email: 'alex@example.com',
  mobile: '0400 111 222',
  address: '2 Event Road',
  expectedKids: 10,
  expectedAdults: 5,
  selectedPackage: { id: 'basic-fun', name: 'Basic Fun' } as EventFormValues['selectedPackage'],
};

test("a new hire's times outside the window are refused in the window's words", () => {
  expect(eventFormErrors(filled, shorter, newEventValues(null))).toEqual({ startTime: 'Start time must be between 10:00 and 16:00, on the quarter hour.' });
  expect(eventFormErrors({ ...filled, startTime: '16:00', endTime: '18:30' }, shorter, newEventValues(null))).toEqual({
    endTime: 'End time must be at least 2 hours after the start, on the half hour, and no later than 18:00.',
  });
  expect(eventFormErrors({ ...filled, startTime: '10:00', endTime: '12:00' }, shorter, newEventValues(null))).toEqual({});
});

test('a hire being edited keeps the times it has, whatever the window became since; moved, it must fit', () => {
  expect(eventFormErrors(filled, shorter, filled)).toEqual({});
  expect(eventFormErrors({ ...filled, endTime: '11:30' }, shorter, filled)).toEqual({ startTime: 'Start time must be between 10:00 and 16:00, on the quarter hour.' });
});
