// The door's rules (decision 061): who a party's children expected are, and what its final bill
// charges once it is closed at the counter. Pure: the API reads the rows, these decide.

/** The no-show fee of the terms: $15 per person. */
export const NO_SHOW_FEE_CENTS = 1500;

/**
 * The terms' no-show fee applies to parties of this many kids booked or more. The booking flow says
 * 8, the edit flow 9; a term written two ways is read in the customer's favour (decision 061).
 */
export const NO_SHOW_FEE_THRESHOLD = 9;

/** A child as a family's attendance form names them. */
export interface FormChild {
  name: string;
  age: number | null;
  allergies: string;
  medicalNotes: string;
}

/** Where a child on the door's list comes from: the guest of honour's family, an RSVP, the door. */
export type DoorFamily = 'host' | 'guest' | 'walk-in';

/** What the door knows of a family's form: none yet, its link, filled (agreed) or not, its children. */
export interface DoorForm {
  publicId: string;
  filled: boolean;
  children: FormChild[];
}

export interface DoorChild {
  /** The family on the list: 'host', 'answer:<RSVP answer id>' or 'form:<walk-in form id>'. */
  familyKey: string;
  /** The child within it: their name as a key. */
  childKey: string;
  name: string;
  age: number | null;
  allergies: string;
  medicalNotes: string;
  family: DoorFamily;
  /** Whose child: the RSVP's name, the walk-in form's guardian, or the party's parent. */
  familyName: string;
  formId: string | null;
  formFilled: boolean;
}

/** A child's name as a key: the same child whatever the spacing, case or Unicode form it was typed in. */
export function childKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The family key of an RSVP answer's kids, and of a walk-in form's. */
export const answerFamilyKey = (answerId: string) => `answer:${answerId}`;
export const walkInFamilyKey = (formId: string) => `form:${formId}`;
export const HOST_FAMILY_KEY = 'host';

export interface DoorListInput {
  host: { childFirstName: string; childAge: number; parentName: string; form: DoorForm | null };
  /** The yes answers, in the order they came. */
  answers: Array<{ publicId: string; name: string; kids: Array<{ name: string; allergies: string }>; form: DoorForm | null }>;
  walkIns: Array<{ guardianName: string; form: DoorForm }>;
}

/** A family's children: as its filled form names them, else as it named them (the RSVP, the booking). */
function familyChildren(named: FormChild[], form: DoorForm | null): FormChild[] {
  return form?.filled && form.children.length > 0 ? form.children : named;
}

/**
 * A party's children expected at the door: the guest of honour's family first (the birthday child,
 * unless their form names the family's children), then each yes in the order it came, then the
 * children met at the door. A name given twice in one family is listed once.
 */
export function doorList(input: DoorListInput): DoorChild[] {
  const list: DoorChild[] = [];
  const add = (familyKey: string, family: DoorFamily, familyName: string, form: DoorForm | null, children: FormChild[]) => {
    const seen = new Set<string>();
    for (const child of children) {
      const key = childKey(child.name);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      list.push({ familyKey, childKey: key, ...child, family, familyName, formId: form?.publicId ?? null, formFilled: form?.filled ?? false });
    }
  };
  const { host } = input;
  add(HOST_FAMILY_KEY, 'host', host.parentName, host.form, familyChildren([{ name: host.childFirstName, age: host.childAge, allergies: '', medicalNotes: '' }], host.form));
  for (const answer of input.answers) {
    const named = answer.kids.map((kid) => ({ name: kid.name, age: null, allergies: kid.allergies, medicalNotes: '' }));
    add(answerFamilyKey(answer.publicId), 'guest', answer.name, answer.form, familyChildren(named, answer.form));
  }
  for (const walkIn of input.walkIns) add(walkInFamilyKey(walkIn.form.publicId), 'walk-in', walkIn.guardianName, walkIn.form, walkIn.form.children);
  return list;
}

export type BillLineKind = 'extra-child' | 'no-show';

export interface BillLine {
  kind: BillLineKind;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export interface BillCounts {
  /** The kids the booking is for. */
  booked: number;
  /** Children on the list before the door (the guest of honour's family and the yes answers). */
  onList: number;
  /** Of those, the ones checked in. */
  checkedInFromList: number;
  /** Children not on the list checked in (the door's walk-in forms). */
  checkedInWalkIns: number;
}

/**
 * The final bill's lines (decision 061): each child checked in beyond those booked, at the
 * booking's per-child price; and, in a party of NO_SHOW_FEE_THRESHOLD kids booked or more, the
 * booked places a child on the list was to fill and did not, at the no-show fee. No line of nothing.
 */
export function finalBillLines(counts: BillCounts, perChildCents: number): BillLine[] {
  const checkedIn = counts.checkedInFromList + counts.checkedInWalkIns;
  const extra = Math.max(0, checkedIn - counts.booked);
  const noShows = counts.booked >= NO_SHOW_FEE_THRESHOLD ? Math.max(0, Math.min(counts.onList, counts.booked) - counts.checkedInFromList) : 0;
  const lines: BillLine[] = [];
  if (extra > 0) lines.push({ kind: 'extra-child', quantity: extra, unitCents: perChildCents, amountCents: extra * perChildCents });
  if (noShows > 0) lines.push({ kind: 'no-show', quantity: noShows, unitCents: NO_SHOW_FEE_CENTS, amountCents: noShows * NO_SHOW_FEE_CENTS });
  return lines;
}

/** What a bill charges: its lines, less those waived. */
export function billChargedCents(lines: Array<BillLine & { waived: unknown }>): number {
  return lines.reduce((sum, line) => sum + (line.waived ? 0 : line.amountCents), 0);
}

/** The bill's counts from a party's door list, each child with whether they were checked in. */
export function billCounts(children: Array<Pick<DoorChild, 'family'> & { checkedIn: unknown }>, booked: number): BillCounts {
  const listed = children.filter((child) => child.family !== 'walk-in');
  return {
    booked,
    onList: listed.length,
    checkedInFromList: listed.filter((child) => child.checkedIn).length,
    checkedInWalkIns: children.filter((child) => child.family === 'walk-in' && child.checkedIn).length,
  };
}
