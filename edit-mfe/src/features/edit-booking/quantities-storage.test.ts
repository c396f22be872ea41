import { clearQuantities, QUANTITIES_READ_FAILED, quantitiesKey, readQuantities, writeQuantities } from './quantities-storage';

afterEach(() => sessionStorage.clear());

test('quantities are kept per booking under two keys, each a map of item id to quantity', () => {
  writeQuantities('bk_1', 'adultsFood', { 'sandwich-platter': 2 });
  writeQuantities('bk_1', 'addons', { 'face-painting': 1 });
  expect(JSON.parse(sessionStorage.getItem(quantitiesKey('bk_1', 'adultsFood')) ?? '')).toEqual({ 'sandwich-platter': 2 });
  expect(readQuantities('bk_1', 'addons')).toEqual({ 'face-painting': 1 });
  expect(readQuantities('bk_2', 'addons')).toEqual({});
  clearQuantities('bk_1');
  expect(sessionStorage.length).toBe(0);
});

test.each([
  { name: 'unreadable JSON', stored: '{not json' },
  { name: 'a list instead of a map', stored: '[1,2]' },
  { name: 'a quantity that is not a whole number above 0', stored: '{"a":-1}' },
])('$name is logged and the quantities are empty', ({ stored }) => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.setItem(quantitiesKey('bk_1', 'adultsFood'), stored);
  expect(readQuantities('bk_1', 'adultsFood')).toEqual({});
  expect(warn).toHaveBeenCalledWith(QUANTITIES_READ_FAILED, expect.anything());
  expect(QUANTITIES_READ_FAILED).toBe('Error retrieving quantities from sessionStorage');
});

test('storage that cannot be reached is logged, and writing to it is ignored', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  expect(readQuantities('bk_1', 'addons', blocked)).toEqual({});
  expect(warn).toHaveBeenCalledWith(QUANTITIES_READ_FAILED, expect.any(DOMException));
  expect(() => writeQuantities('bk_1', 'addons', { a: 1 }, blocked)).not.toThrow();
  expect(() => clearQuantities('bk_1', blocked)).not.toThrow();
});
