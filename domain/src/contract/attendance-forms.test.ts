import { ATTENDANCE_FORM_MESSAGES as M, attendanceFormBody, CONDITIONS_OF_ENTRY } from './attendance-forms';
import { TERMS } from '../venue';

const good = {
  guardianName: ' Sam Roe ',
  guardianMobile: '0412 345 678',
  emergencyName: 'Kim Roe',
  emergencyPhone: '0498-765-432',
  children: [{ name: 'Leo', age: 6, allergies: 'Peanuts', medicalNotes: '' }],
  agreedName: 'Sam Roe',
  agree: true,
};

test('a whole form is read trimmed, its numbers as digits', () => {
  const form = attendanceFormBody.parse(good);
  expect(form).toMatchObject({ guardianName: 'Sam Roe', guardianMobile: '0412345678', emergencyPhone: '0498765432' });
});

test.each([
  [{ children: [] }, M.childrenRequired],
  [{ agree: false }, M.agreeRequired],
  [{ agreedName: '  ' }, M.agreedNameRequired],
  [{ children: [{ name: 'Leo', age: 18 }] }, M.childAgeInvalid],
  [{ children: [{ name: 'Leo', age: 6.5 }] }, M.childAgeInvalid],
  [{ guardianMobile: '123' }, M.guardianMobileInvalid],
])('%o is refused: %s', (change, message) => {
  const result = attendanceFormBody.safeParse({ ...good, ...change });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
});

test("the conditions of entry are the terms' own lines", () => {
  for (const line of CONDITIONS_OF_ENTRY) expect(TERMS.booking).toContain(line);
});
