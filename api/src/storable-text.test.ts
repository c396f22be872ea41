import { jsonProblem, MAX_JSON_DEPTH, TEXT_MESSAGES, textProblem } from './storable-text';

const nested = (levels: number) => JSON.parse(`${'['.repeat(levels)}1${']'.repeat(levels)}`);

test.each([
  { name: 'plain text is stored', text: 'Mia Nguyen', problem: undefined },
  { name: 'an emoji (a surrogate pair) is stored', text: 'Party 🎉 time', problem: undefined },
  { name: 'accents and other scripts are stored', text: 'Zoë, 陳, Ølaf', problem: undefined },
  { name: 'a NUL is refused', text: 'a\u0000b', problem: TEXT_MESSAGES.nul },
  { name: 'a lone high surrogate is refused', text: 'a\ud83d', problem: TEXT_MESSAGES.loneSurrogate },
  { name: 'a lone low surrogate is refused', text: '\udc00b', problem: TEXT_MESSAGES.loneSurrogate },
  { name: 'a pair written backwards is refused', text: '\ude00\ud83d', problem: TEXT_MESSAGES.loneSurrogate },
])('$name', ({ text, problem }) => {
  expect(textProblem(text)).toBe(problem);
});

test.each([
  { name: 'a booking-shaped body passes', value: { contactInfo: { parentName: 'Sam' }, addons: [{ id: 'x', quantity: 1 }] }, problem: undefined },
  { name: 'a NUL deep in an array is found', value: { guests: [{ name: 'ok' }, { name: 'a\u0000' }] }, problem: TEXT_MESSAGES.nul },
  { name: 'a lone surrogate in a key is found', value: { '\ud800': 1 }, problem: TEXT_MESSAGES.loneSurrogate },
  { name: `${MAX_JSON_DEPTH} levels pass`, value: nested(MAX_JSON_DEPTH), problem: undefined },
  { name: `${MAX_JSON_DEPTH + 1} levels are refused`, value: nested(MAX_JSON_DEPTH + 1), problem: TEXT_MESSAGES.tooDeep },
  { name: '100,000 levels are refused without overflowing the stack', value: nested(100_000), problem: TEXT_MESSAGES.tooDeep },
])('$name', ({ value, problem }) => {
  expect(jsonProblem(value)).toBe(problem);
});
