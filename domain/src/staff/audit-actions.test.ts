import { auditActionWords, STAFF_AUDIT_ACTIONS } from './audit-actions';

test.each(Object.entries(STAFF_AUDIT_ACTIONS))('%s reads "%s"', (action, words) => {
  expect(auditActionWords(action)).toBe(words);
});

test('an action that is not ours is shown by its name', () => {
  expect(auditActionWords('something.else')).toBe('something.else');
});
