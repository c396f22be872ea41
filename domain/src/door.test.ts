import { childKey, doorList, finalBillLines, billChargedCents, NO_SHOW_FEE_CENTS } from './door';

const form = (publicId: string, filled: boolean, names: string[]) => ({
  publicId,
  filled,
  children: names.map((name) => ({ name, age: 6, allergies: '', medicalNotes: '' })),
});

describe('the door list', () => {
  const input = {
    host: { childFirstName: 'Mia', childAge: 7, parentName: 'Ana Lee', form: null },
    answers: [
      { publicId: 'a1', name: 'Sam Roe', kids: [{ name: 'Leo', allergies: 'Peanuts' }, { name: ' leo ', allergies: '' }], form: form('f1', false, []) },
      { publicId: 'a2', name: 'Kim Poe', kids: [{ name: 'Ida', allergies: '' }], form: form('f2', true, ['Ida', 'Ivo']) },
    ],
    walkIns: [{ guardianName: 'Jo Doe', form: form('w1', true, ['Max']) }],
  };

  test('the guest of honour first, each yes in order (its form once filled), then the door; a name twice in a family once', () => {
    const list = doorList(input);
    expect(list.map((c) => [c.familyKey, c.name, c.formFilled])).toEqual([
      ['host', 'Mia', false],
      ['answer:a1', 'Leo', false],
      ['answer:a2', 'Ida', true],
      ['answer:a2', 'Ivo', true],
      ['form:w1', 'Max', true],
    ]);
    expect(list[1]).toMatchObject({ allergies: 'Peanuts', familyName: 'Sam Roe', formId: 'f1', family: 'guest' });
    expect(list[0]).toMatchObject({ age: 7, family: 'host', formId: null });
  });

  test('a child key ignores case, spacing and Unicode form', () => {
    expect(childKey('  Zoë   Ann ')).toBe(childKey('zoe\u0308 ann'));
  });
});

describe('the final bill (decision 061)', () => {
  test('children beyond those booked at the per-child price, no no-show under 9 booked', () => {
    expect(finalBillLines({ booked: 8, onList: 8, checkedInFromList: 7, checkedInWalkIns: 2 }, 2000)).toEqual([
      { kind: 'extra-child', quantity: 1, unitCents: 2000, amountCents: 2000 },
    ]);
  });

  test('from 9 booked, the booked places a listed child left empty', () => {
    expect(finalBillLines({ booked: 9, onList: 10, checkedInFromList: 8, checkedInWalkIns: 2 }, 2000)).toEqual([
      { kind: 'extra-child', quantity: 1, unitCents: 2000, amountCents: 2000 },
      { kind: 'no-show', quantity: 1, unitCents: NO_SHOW_FEE_CENTS, amountCents: NO_SHOW_FEE_CENTS },
    ]);
    // Fewer on the list than booked: only the listed who did not come.
    expect(finalBillLines({ booked: 12, onList: 5, checkedInFromList: 4, checkedInWalkIns: 0 }, 2000)).toEqual([
      { kind: 'no-show', quantity: 1, unitCents: NO_SHOW_FEE_CENTS, amountCents: NO_SHOW_FEE_CENTS },
    ]);
  });

  test('everyone came: nothing to add', () => {
    expect(finalBillLines({ booked: 10, onList: 10, checkedInFromList: 10, checkedInWalkIns: 0 }, 2000)).toEqual([]);
  });

  test('a waived line charges nothing', () => {
    const lines = finalBillLines({ booked: 9, onList: 10, checkedInFromList: 8, checkedInWalkIns: 2 }, 2000);
    expect(billChargedCents(lines.map((l, i) => ({ ...l, waived: i === 0 ? { reason: 'Sibling' } : null })))).toBe(NO_SHOW_FEE_CENTS);
  });
});
