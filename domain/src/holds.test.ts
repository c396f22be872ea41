import { holdState } from './holds';

const NOW = new Date('2031-06-02T09:30:00+10:00');
const at = (time: string) => new Date(`2031-06-02T${time}:00+10:00`);

test.each([
  { name: 'a hold before its deadline is held', hold: { holdsRoom: true, holdExpiresAt: at('09:31'), holdRenewed: false }, state: 'held' },
  { name: 'a renewed hold before its deadline is held', hold: { holdsRoom: true, holdExpiresAt: at('09:59'), holdRenewed: true }, state: 'held' },
  { name: 'at its deadline a first hold may be renewed once', hold: { holdsRoom: true, holdExpiresAt: at('09:30'), holdRenewed: false }, state: 'renewable' },
  { name: 'a released first hold may be renewed once', hold: { holdsRoom: false, holdExpiresAt: at('10:00'), holdRenewed: false }, state: 'renewable' },
  { name: 'a renewed hold that ran out is over', hold: { holdsRoom: true, holdExpiresAt: at('09:00'), holdRenewed: true }, state: 'over' },
])('an unpaid booking holds its room until one deadline, renewable once: $name', ({ hold, state }) => {
  expect(holdState(hold, NOW)).toBe(state);
});
