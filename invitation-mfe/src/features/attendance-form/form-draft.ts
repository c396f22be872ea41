import { attendanceFormBody, type AttendanceForm, type AttendanceFormSaveRequest } from '@party/domain';

// The attendance form as typed: text in every field (an age is what was typed until it is sent),
// each child with a key of its own so that removing one keeps the others' fields. Checked with
// the contract's own schema, so the page and the API refuse the same things in the same words.

export interface ChildDraft {
  key: number;
  name: string;
  age: string;
  allergies: string;
  medicalNotes: string;
}

export type ChildField = Exclude<keyof ChildDraft, 'key'>;
export type FamilyField = 'guardianName' | 'guardianMobile' | 'emergencyName' | 'emergencyPhone' | 'agreedName';

export interface FormDraft extends Record<FamilyField, string> {
  children: ChildDraft[];
  agree: boolean;
}

export interface DraftErrors {
  fields: Partial<Record<FamilyField | 'agree' | 'children', string>>;
  children: Array<Partial<Record<ChildField, string>>>;
}

let nextKey = 0;
export const emptyChild = (): ChildDraft => ({ key: nextKey++, name: '', age: '', allergies: '', medicalNotes: '' });

/** The form as the API last saved it (or prefilled it); the agreement is given again with each save. */
export function draftOf({ form }: AttendanceForm): FormDraft {
  const children = form.children.map((child) => ({ ...emptyChild(), name: child.name, age: child.age === null ? '' : String(child.age), allergies: child.allergies, medicalNotes: child.medicalNotes }));
  return {
    guardianName: form.guardianName,
    guardianMobile: form.guardianMobile,
    emergencyName: form.emergencyName,
    emergencyPhone: form.emergencyPhone,
    agreedName: form.agreedName,
    children: children.length > 0 ? children : [emptyChild()],
    agree: false,
  };
}

/** An age as typed: a whole number is sent as one; anything else as it is, for the schema's message. */
const ageOf = (typed: string): number | string => (/^\s*\d{1,3}\s*$/.test(typed) ? Number(typed) : typed);

export function requestOf(draft: FormDraft, version: number): AttendanceFormSaveRequest {
  return {
    guardianName: draft.guardianName,
    guardianMobile: draft.guardianMobile,
    emergencyName: draft.emergencyName,
    emergencyPhone: draft.emergencyPhone,
    children: draft.children.map((child) => ({ name: child.name, age: ageOf(child.age) as number, allergies: child.allergies, medicalNotes: child.medicalNotes })),
    agreedName: draft.agreedName,
    agree: draft.agree as true,
    version,
  };
}

/** Each problem in the form by its field, the first for each; none when it can be sent. */
export function errorsOf(draft: FormDraft): DraftErrors {
  const errors: DraftErrors = { fields: {}, children: draft.children.map(() => ({})) };
  const checked = attendanceFormBody.safeParse(requestOf(draft, 0));
  if (checked.success) return errors;
  for (const issue of checked.error.issues) {
    const [first, index, field] = issue.path;
    if (first === 'children' && typeof index === 'number' && typeof field === 'string') {
      const child = errors.children[index];
      if (child && !child[field as ChildField]) child[field as ChildField] = issue.message;
    } else if (typeof first === 'string' && !(first in errors.fields)) {
      errors.fields[first as keyof DraftErrors['fields']] = issue.message;
    }
  }
  return errors;
}

export const hasErrors = (errors: DraftErrors): boolean =>
  Object.keys(errors.fields).length > 0 || errors.children.some((child) => Object.keys(child).length > 0);

/** The first field to correct, in the order the page shows them: its input's name. */
export function firstErrorName(errors: DraftErrors, draft: FormDraft): string | undefined {
  const order: Array<FamilyField> = ['guardianName', 'guardianMobile', 'emergencyName', 'emergencyPhone'];
  for (const field of order) if (errors.fields[field]) return field;
  if (errors.fields.children) return ADD_CHILD;
  for (const [index, child] of errors.children.entries()) {
    for (const field of ['name', 'age', 'allergies', 'medicalNotes'] as const) if (child[field]) return childFieldName(draft.children[index].key, field);
  }
  if (errors.fields.agreedName) return 'agreedName';
  if (errors.fields.agree) return 'agree';
  return undefined;
}

export const ADD_CHILD = 'add-child';
export const childFieldName = (key: number, field: ChildField) => `child-${key}-${field}`;
