import {
  afterHoursRatesInput,
  CATALOGUE_INPUTS,
  fieldErrors,
  formatAud,
  formatTime12h,
  type CatalogueKind,
  type Schema,
  type StaffCatalogue,
} from '@party/domain';
import { amountOf, amountText } from '../../shared/amount';

// The catalogue's kinds as the /catalogue page shows and edits them: each kind's fields as staff
// type them (money in dollars and cents, whole numbers, one inclusion a line), turned into the
// contract's input (CATALOGUE_INPUTS) and checked by its schema, so the page and the API refuse
// the same things in the same words.

/** How a field is typed and read. */
type FieldType = 'text' | 'textarea' | 'money' | 'whole' | 'hours' | 'time' | 'picture' | 'choice' | 'lines';

export interface FieldSpec {
  name: string;
  label: string;
  type: FieldType;
  hint?: string;
  optional?: boolean;
  options?: ReadonlyArray<{ value: string; label: string }>;
}

/** An item of any kind as the staff API answers it. */
export type CatalogueItem = { id: string; version: number; hidden: boolean } & Record<string, unknown>;
export type Picture = StaffCatalogue['pictures'][number];

export interface KindSpec {
  kind: CatalogueKind;
  /** The list in the staff catalogue's answer. */
  list: Exclude<keyof StaffCatalogue, 'afterHoursRates' | 'pictures'>;
  /** The section's heading and in-page link. */
  title: string;
  /** 'package': Add a package, Change package: Basic Fun. */
  singular: string;
  /** The pictures' folder this kind chooses from ('rooms/'); none when it has no picture. */
  pictures?: string;
  fields: readonly FieldSpec[];
  /** The item's facts on one line, for its list. */
  describe: (item: CatalogueItem) => string;
  /** A second line of facts (a package's inclusions), when it has one. */
  details?: (item: CatalogueItem) => string | undefined;
}

const name: FieldSpec = { name: 'name', label: 'Name', type: 'text' };
const description: FieldSpec = { name: 'description', label: 'Description', type: 'textarea', optional: true };
const picture: FieldSpec = { name: 'picture', label: 'Picture', type: 'picture' };
const price = (label = 'Price'): FieldSpec => ({ name: 'price', label, type: 'money', hint: 'In dollars and cents, e.g. 65 or 65.50.' });
/** One of a few options, as radio buttons. */
const choice = (name: string, label: string, options: FieldSpec['options']): FieldSpec => ({ name, label, type: 'choice', options });

const money = (value: unknown) => formatAud(Number(value));
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const KINDS: readonly KindSpec[] = [
  {
    kind: 'packages',
    list: 'packages',
    title: 'Packages',
    singular: 'package',
    fields: [
      name,
      description,
      { name: 'pricePackage', label: 'Price for the minimum kids', type: 'money', hint: 'In dollars and cents. It covers the minimum number of kids.' },
      { name: 'minChildren', label: 'Minimum kids', type: 'whole', hint: 'How many kids the package price covers.' },
      { name: 'pricePerChild', label: 'Price per extra child', type: 'money', hint: 'In dollars and cents, for each child above the minimum.' },
      { name: 'duration', label: 'Length in hours', type: 'hours', hint: 'In quarter hours: 2, 2.25, 2.5…' },
      { name: 'complementoryMenu', label: "Free kids' food choices", type: 'whole', hint: "How many kids' food items the package includes (0 to 10)." },
      { name: 'inclusions', label: 'Inclusions', type: 'lines', optional: true, hint: 'One a line, at most 12.' },
    ],
    describe: (item) =>
      `${money(item.pricePackage)} for ${Number(item.minChildren)} kids, then ${money(item.pricePerChild)} a child · ${plural(Number(item.duration), 'hour', 'hours')} · ${plural(Number(item.complementoryMenu), "free kids' food choice", "free kids' food choices")}`,
    details: (item) => {
      const inclusions = item.inclusions as string[];
      return inclusions.length > 0 ? `Includes: ${inclusions.join(', ')}` : undefined;
    },
  },
  {
    kind: 'kids-food',
    list: 'kidsFood',
    title: "Kids' food",
    singular: "kids' food item",
    pictures: 'food/',
    fields: [name, description, picture, { name: 'maxChildComplementory', label: 'Kids per portion', type: 'whole', hint: 'How many kids one portion serves.' }],
    describe: (item) => `One portion serves ${plural(Number(item.maxChildComplementory), 'kid', 'kids')}`,
  },
  {
    kind: 'adult-food',
    list: 'adultsFood',
    title: 'Adult food',
    singular: 'adult food platter',
    pictures: 'food/',
    fields: [name, description, picture, price()],
    describe: (item) => `${money(item.price)} each`,
  },
  {
    kind: 'addons',
    list: 'addons',
    title: 'Add-ons',
    singular: 'add-on',
    pictures: 'addons/',
    fields: [
      name,
      description,
      picture,
      price(),
      choice('priceType', 'Priced', [
        { value: 'per_child', label: 'Per child (times the number of kids)' },
        { value: 'per_item', label: 'By quantity (per item chosen)' },
      ]),
    ],
    describe: (item) => `${money(item.price)} ${item.priceType === 'per_child' ? 'per child' : 'per item'}`,
  },
  {
    kind: 'rooms',
    list: 'rooms',
    title: 'Rooms',
    singular: 'room',
    pictures: 'rooms/',
    fields: [name, description, picture, { name: 'maxCapacity', label: 'Most kids', type: 'whole', hint: 'How many kids the room holds.' }],
    describe: (item) => `Up to ${plural(Number(item.maxCapacity), 'kid', 'kids')}`,
  },
  {
    kind: 'time-slots',
    list: 'timeSlots',
    title: 'Party start times',
    singular: 'start time',
    fields: [{ name: 'time', label: 'Start time', type: 'time', hint: '24-hour, HH:mm. Parties start then on days whose opening hours fit the package.' }],
    describe: () => '',
  },
  {
    kind: 'after-hours-addons',
    list: 'afterHoursAddons',
    title: 'After-hours add-ons',
    singular: 'after-hours add-on',
    fields: [
      name,
      description,
      price(),
      choice('type', 'Chosen', [
        { value: 'quantity', label: 'By quantity (0 up to the most)' },
        { value: 'selectable', label: 'Yes or no' },
      ]),
      { name: 'maxQuantity', label: 'Most that can be chosen', type: 'whole', hint: '1 to 20 (1 for a yes or no add-on).' },
    ],
    describe: (item) => `${money(item.price)} each${item.type === 'quantity' ? `, up to ${Number(item.maxQuantity)}` : ', yes or no'}`,
  },
];

/** The after-hours hire's rates (one set, changed as a whole), as the staff type them. */
export const RATE_FIELDS: readonly FieldSpec[] = [
  { name: 'basePrice', label: 'Price of the first hours', type: 'money', hint: 'In dollars and cents.' },
  { name: 'baseHours', label: 'Hours the price covers', type: 'hours', hint: '1 to 6.' },
  { name: 'halfHourPrice', label: 'Price of each extra half hour', type: 'money', hint: 'In dollars and cents.' },
  { name: 'guestFee', label: 'Guest fee', type: 'money', hint: 'In dollars and cents, charged when the guests are more than the number below.' },
  { name: 'guestFeeAbove', label: 'Guests before the fee', type: 'whole', hint: 'Kids and adults together.' },
  { name: 'depositPercent', label: 'Deposit (%)', type: 'whole', hint: 'A whole percentage, 1 to 100.' },
];

/** 'a package', 'an add-on'. */
export const aOne = (singular: string) => `${/^[aeiou]/i.test(singular) ? 'an' : 'a'} ${singular}`;

/** An item's name as its list shows it (a start time has none but its time). */
export function itemName(spec: KindSpec, item: CatalogueItem): string {
  return spec.kind === 'time-slots' ? formatTime12h(String(item.time)) : String(item.name);
}

export type FormValues = Record<string, string>;

/** The picture an item shows, by its path, from its address. */
const pictureOf = (item: Record<string, unknown>, pictures: readonly Picture[]) => pictures.find((one) => one.imageUrl === item.imageUrl)?.path ?? '';

/** What the form starts with: the item's values as staff read them, or a new item's (empty; the first choice). */
export function formValues(fields: readonly FieldSpec[], item: Record<string, unknown> | undefined, pictures: readonly Picture[]): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = item?.[field.name];
      if (field.type === 'picture') return [field.name, item ? pictureOf(item, pictures) : ''];
      if (field.type === 'choice') return [field.name, typeof value === 'string' ? value : (field.options?.[0]?.value ?? '')];
      if (value === undefined || value === null) return [field.name, ''];
      if (field.type === 'money') return [field.name, amountText(Number(value))];
      if (field.type === 'lines') return [field.name, (value as string[]).join('\n')];
      return [field.name, String(value)];
    }),
  );
}

/** A number typed: '' stays '' (the schema says it is missing), anything else as JavaScript reads it (NaN: not a number). */
const numberTyped = (text: string) => (text.trim() === '' ? '' : Number(text.trim()));

/** The contract's input (CATALOGUE_INPUTS[kind]) of the form's values. */
export function fieldsInput(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const text = values[field.name] ?? '';
    if (field.type === 'money') input[field.name] = text.trim() === '' ? '' : amountOf(text);
    else if (field.type === 'whole' || field.type === 'hours') input[field.name] = numberTyped(text);
    else if (field.type === 'lines')
      input[field.name] = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    else input[field.name] = text;
  }
  return input;
}

/** An item's input: its fields and whether it is hidden. */
export const itemInput = (spec: KindSpec, values: FormValues, hidden: boolean) => ({ ...fieldsInput(spec.fields, values), hidden });

/** A field's first problem, in words: a list's says which line ('Inclusion 3: …'). */
function firstProblem(problem: unknown, field: FieldSpec): string | undefined {
  if (typeof problem === 'string') return problem;
  if (Array.isArray(problem)) {
    const index = problem.findIndex((entry) => typeof entry === 'string');
    if (index >= 0) return `${field.label.replace(/s$/, '')} ${index + 1}: ${problem[index] as string}`;
  }
  return undefined;
}

/** The form's problems by field, as the schema words them (an empty money field: 'Give the price'). */
function fieldsProblems(schema: Schema, fields: readonly FieldSpec[], values: FormValues): Record<string, string> {
  const errors = fieldErrors(schema, fieldsInput(fields, values));
  const problems: Record<string, string> = {};
  for (const field of fields) {
    let problem = firstProblem(errors[field.name], field);
    if (field.type === 'money' && (values[field.name] ?? '').trim() === '') problem = `Give the ${field.label.toLowerCase()}`;
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** An item form's problems, by the contract's schema of its kind. */
export const itemProblems = (spec: KindSpec, values: FormValues) => fieldsProblems(CATALOGUE_INPUTS[spec.kind], spec.fields, values);

/** The rates form's problems. */
export function rateProblems(values: FormValues): Record<string, string> {
  const problems = fieldsProblems(afterHoursRatesInput, RATE_FIELDS, values);
  // The contract gives the hours no words of its own.
  if (problems.baseHours) problems.baseHours = 'Give 1 to 6 hours';
  return problems;
}

/** A field's value as the page shows it (the current values after a change by someone else). */
export function shownValue(field: FieldSpec, values: FormValues): string {
  const value = values[field.name] ?? '';
  if (field.type === 'money') return value === '' ? '' : formatAud(Number(value));
  if (field.type === 'choice') return field.options?.find((option) => option.value === value)?.label ?? value;
  if (field.type === 'lines') return value.split('\n').join('; ');
  return value;
}
