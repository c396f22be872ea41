import { RSVP_KIDS_MAX } from '@party/domain';
import { forgetAnswer, readRememberedAnswer, rememberAnswer, rememberedAnswerKey, rememberedAnswerOf, type RememberedAnswer } from './remembered-answer';

afterEach(() => localStorage.clear());

const SAM: RememberedAnswer = {
  coming: true,
  name: 'Sam Lee',
  phone: '0400 000 001',
  email: 'sam@example.com',
  kids: [{ name: 'Ava', allergies: 'Peanuts' }],
  copySent: true,
  partyDate: '2031-06-20',
  formId: 'form-1',
};

const storeRaw = (value: unknown, invitationId = 'inv-1') =>
  localStorage.setItem(rememberedAnswerKey(invitationId), typeof value === 'string' ? value : JSON.stringify(value));

test('an answer remembered is read back as it was sent, under its invitation only', () => {
  rememberAnswer(localStorage, 'inv-1', SAM, '2031-06-01');
  expect(readRememberedAnswer(localStorage, 'inv-1')).toEqual(SAM);
  expect(readRememberedAnswer(localStorage, 'inv-2')).toBeUndefined();
  forgetAnswer(localStorage, 'inv-1');
  expect(readRememberedAnswer(localStorage, 'inv-1')).toBeUndefined();
});

test("the answer sent is remembered with its kids only for a yes, and the API's word on the copy", () => {
  expect(rememberedAnswerOf({ coming: false, name: 'Noah', email: 'noah@example.com', kids: [{ name: 'Ava' }] }, false, '2031-06-20')).toEqual({
    coming: false,
    name: 'Noah',
    phone: '',
    email: 'noah@example.com',
    kids: [],
    copySent: false,
    partyDate: '2031-06-20',
    formId: null,
  });
  expect(rememberedAnswerOf({ ...SAM, kids: [{ name: 'Leo' }] }, true, '2031-06-20').kids).toEqual([{ name: 'Leo', allergies: '' }]);
});

test("a yes remembers its attendance form's link; an answer remembered before forms reads as none", () => {
  expect(rememberedAnswerOf(SAM, true, '2031-06-20', 'form-9').formId).toBe('form-9');
  const { formId: _none, ...before } = SAM;
  storeRaw({ version: 1, ...before });
  expect(readRememberedAnswer(localStorage, 'inv-1')).toEqual({ ...SAM, formId: null });
});

test.each([
  { name: 'not JSON', raw: '{not json' },
  { name: 'another version', raw: { ...SAM, version: 2 } },
  { name: 'no version', raw: SAM },
  { name: 'coming as text', raw: { ...SAM, version: 1, coming: 'yes' } },
  { name: 'a yes without kids', raw: { ...SAM, version: 1, kids: [] } },
  { name: "a can't-come with kids", raw: { ...SAM, version: 1, coming: false } },
  { name: 'a kid without allergies', raw: { ...SAM, version: 1, kids: [{ name: 'Ava' }] } },
  { name: 'kids as a number', raw: { ...SAM, version: 1, kids: 2 } },
  { name: `${RSVP_KIDS_MAX + 1} kids`, raw: { ...SAM, version: 1, kids: Array.from({ length: RSVP_KIDS_MAX + 1 }, () => SAM.kids[0]) } },
  { name: 'no email', raw: { ...SAM, version: 1, email: undefined } },
  { name: 'a party date that is not a date', raw: { ...SAM, version: 1, partyDate: 'soon' } },
  { name: 'copySent missing', raw: { ...SAM, version: 1, copySent: undefined } },
  { name: 'an array', raw: [SAM] },
])('a stored answer with $name is no answer', ({ raw }) => {
  storeRaw(raw);
  expect(readRememberedAnswer(localStorage, 'inv-1')).toBeUndefined();
});

test("remembering an answer forgets those of parties before today, and unreadable ones, and keeps today's and later ones", () => {
  storeRaw({ version: 1, ...SAM, partyDate: '2031-05-31' }, 'inv-over');
  storeRaw({ version: 1, ...SAM, partyDate: '2031-06-01' }, 'inv-today');
  storeRaw({ version: 1, ...SAM, partyDate: '2031-07-01' }, 'inv-later');
  storeRaw('{broken', 'inv-broken');
  localStorage.setItem('someone-else:inv-over', 'kept');
  rememberAnswer(localStorage, 'inv-1', SAM, '2031-06-01');
  expect(Object.keys(localStorage).sort()).toEqual(
    [rememberedAnswerKey('inv-1'), rememberedAnswerKey('inv-today'), rememberedAnswerKey('inv-later'), 'someone-else:inv-over'].sort(),
  );
});

test('a browser without storage, or one that refuses it, remembers nothing and breaks nothing', () => {
  expect(() => rememberAnswer(undefined, 'inv-1', SAM, '2031-06-01')).not.toThrow();
  expect(readRememberedAnswer(undefined, 'inv-1')).toBeUndefined();
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  expect(readRememberedAnswer(localStorage, 'inv-1')).toBeUndefined();
  expect(() => rememberAnswer(localStorage, 'inv-1', SAM, '2031-06-01')).not.toThrow();
});
