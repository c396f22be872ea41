import { KIDS_MAX } from '../limits';
import { clockTimeField, dollars, integerField, isoDateField, moneyField, optionalText, requiredText, versionField } from './fields';
import { afterHoursAddonSchema, addonSchema, adultFoodItemSchema, kidsFoodItemSchema, packageSchema } from './catalogue';
import { described, z } from './zod';

// The venue's catalogue and coupons as its owners and managers change them (decision 040): every
// item with whether it is hidden (a hidden item leaves the public pages and stays on the bookings
// that have it) and its version (a change names the version it read; a second manager's change
// to the same item is refused 409 'changed-meanwhile' with the item as it now is, so nothing is
// lost). Every change is audited and seen by the public pages at once.

/** The catalogue's lists, as the staff API addresses them: /api/staff/catalogue/{kind}/{id}. */
export const CATALOGUE_KINDS = ['packages', 'kids-food', 'adult-food', 'addons', 'rooms', 'time-slots', 'after-hours-addons'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** What every catalogue item carries for the staff. */
const kept = {
  hidden: described(z.boolean(), 'Left off the public pages (and new bookings); still on the bookings that have it.'),
  version: described(z.number().check(z.int()), 'Send it back with a change: a change to another version is refused.'),
};

/** A picture of the API's (GET /api/staff/catalogue answers them), named by its path: 'rooms/jungle-room.svg'. */
const pictureField = z.string().check(z.regex(/^[a-z-]+\/[a-z0-9-]+\.svg$/, 'Choose one of the pictures'));

const nameField = requiredText('Give it a name', 80);
const descriptionField = optionalText(500);
const positivePrice = moneyField.check(z.maximum(100_000, 'Must be 100000 or less'));
/** An item is shown unless the staff hide it. */
const hiddenInput = z._default(z.boolean(), false);
/** The fields of every item with a picture: kids' food, adult food, add-ons and rooms. */
const picturedItemInput = { name: nameField, description: descriptionField, picture: pictureField };

// ---- What the staff send: each kind's fields, checked with the spec's limits ----

export const packageInput = z.object({
  name: nameField,
  description: descriptionField,
  pricePackage: positivePrice,
  minChildren: integerField('Give the kids the price covers', 1, KIDS_MAX),
  pricePerChild: positivePrice,
  inclusions: z._default(z.array(requiredText('An inclusion cannot be blank', 120)).check(z.maxLength(12, 'At most 12 inclusions')), []),
  complementoryMenu: integerField("Give the number of free kids' food choices", 0, 10),
  duration: z.number({ error: 'Give the length in hours' }).check(
    z.minimum(0.5, 'A party lasts at least half an hour'),
    z.maximum(6, 'A party lasts at most 6 hours'),
    z.refine((hours) => Number.isInteger(hours * 4), 'Give the length in quarter hours (2, 2.25, 2.5...)'),
  ),
  hidden: hiddenInput,
});

export const kidsFoodInput = z.object({
  ...picturedItemInput,
  maxChildComplementory: integerField('Give how many kids one portion serves', 1, KIDS_MAX),
  hidden: hiddenInput,
});

export const adultFoodInput = z.object({ ...picturedItemInput, price: positivePrice, hidden: hiddenInput });

export const addonInput = z.object({
  ...picturedItemInput,
  price: positivePrice,
  priceType: z.enum(['per_child', 'per_item'], { error: 'Choose per child or per item' }),
  hidden: hiddenInput,
});

export const roomInput = z.object({
  ...picturedItemInput,
  maxCapacity: integerField('Give how many kids the room holds', 1, KIDS_MAX),
  hidden: hiddenInput,
});

/** A party start time: parties are offered from it when the day's opening hours take the package. */
export const timeSlotInput = z.object({ time: clockTimeField('Give the start time, HH:mm'), hidden: hiddenInput });

export const afterHoursAddonInput = z.object({
  name: nameField,
  description: descriptionField,
  price: positivePrice,
  type: z.enum(['quantity', 'selectable']),
  maxQuantity: integerField('Give the most that can be chosen', 1, 20),
  hidden: hiddenInput,
});

/** Each kind's fields; a change sends them with the version it read. */
export const CATALOGUE_INPUTS = {
  packages: packageInput,
  'kids-food': kidsFoodInput,
  'adult-food': adultFoodInput,
  addons: addonInput,
  rooms: roomInput,
  'time-slots': timeSlotInput,
  'after-hours-addons': afterHoursAddonInput,
} as const;

/** PUT /api/staff/catalogue/{kind}/{id}: the item's fields and the version they change. */
export const catalogueVersionField = z.object({ version: versionField });

/** A change's body: an input's fields and the version they change. */
export const withVersion = <S extends z.ZodMiniType>(input: S) => z.intersection(input, catalogueVersionField);

/** Each kind's change body (PUT /api/staff/catalogue/{kind}/{id}). */
export const CATALOGUE_CHANGES = {
  packages: withVersion(packageInput),
  'kids-food': withVersion(kidsFoodInput),
  'adult-food': withVersion(adultFoodInput),
  addons: withVersion(addonInput),
  rooms: withVersion(roomInput),
  'time-slots': withVersion(timeSlotInput),
  'after-hours-addons': withVersion(afterHoursAddonInput),
} as const;

/** A catalogue id (a slug such as 'basic-fun' or 'slot-1600'), as an address names it. */
const catalogueIdField = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Not a catalogue id'));

/** POST /api/staff/catalogue/{kind}. */
export const staffCatalogueKindParams = z.object({ kind: z.enum(CATALOGUE_KINDS, { error: `The kind is one of ${CATALOGUE_KINDS.join(', ')}` }) });

/** PUT /api/staff/catalogue/{kind}/{id}. */
export const staffCatalogueItemParams = z.object({ ...staffCatalogueKindParams.shape, id: catalogueIdField });

/** The after-hours hire's rates (SPEC.md §9), one set, changed as a whole. */
export const afterHoursRatesInput = z.object({
  basePrice: positivePrice,
  baseHours: z.number().check(z.minimum(1), z.maximum(6)),
  halfHourPrice: described(positivePrice, 'Each 30 minutes beyond baseHours.'),
  guestFee: positivePrice,
  guestFeeAbove: described(integerField('Give the guests above which the fee applies', 0, 1000), 'The fee applies when kids plus adults exceed this.'),
  depositPercent: integerField('Give the deposit as a percentage', 1, 100),
});

/** PUT /api/staff/catalogue/after-hours-rates: the rates and the version they change. */
export const afterHoursRatesChangeBody = withVersion(afterHoursRatesInput);

// ---- What the staff API answers ----

export const staffCatalogueAnswer = z.object({
  packages: z.array(z.object({ ...packageSchema.shape, ...kept })),
  kidsFood: z.array(z.object({ ...kidsFoodItemSchema.shape, ...kept })),
  adultsFood: z.array(z.object({ ...adultFoodItemSchema.shape, ...kept })),
  addons: z.array(z.object({ ...addonSchema.shape, ...kept })),
  rooms: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), imageUrl: z.string(), maxCapacity: z.number().check(z.int()), ...kept })),
  timeSlots: z.array(z.object({ id: z.string(), time: z.string(), ...kept })),
  afterHoursAddons: z.array(z.object({ ...afterHoursAddonSchema.shape, ...kept })),
  afterHoursRates: z.object({ ...afterHoursRatesInput.shape, version: kept.version }),
  /** The pictures an item may show, by path, with their address. */
  pictures: z.array(z.object({ path: z.string(), imageUrl: z.string() })),
});

/** A code as the venue gives it and a parent types it: letters, digits and dashes, read in capitals. */
export const couponCodeField = z.pipe(
  z.string({ error: 'Give the code' }).check(z.trim(), z.regex(/^[A-Za-z0-9-]{3,24}$/, 'A code is 3 to 24 letters, digits or dashes')),
  z.transform((code: string) => code.toUpperCase()),
);

/** POST /api/staff/coupons and PUT /api/staff/coupons/{id} (with its version). */
export const couponInput = z
  .object({
    code: couponCodeField,
    type: z.enum(['fixed', 'percentage'], { error: 'Choose a fixed amount or a percentage' }),
    amount: moneyField.check(z.gte(0.01, 'Must be more than 0')),
    validFrom: isoDateField('Give the first day it can be used'),
    validTo: isoDateField('Give the last day it can be used'),
    maxUsage: integerField('Give how many times it can be used', 1, 100_000),
    minCartValue: moneyField,
    disabled: z._default(z.boolean(), false),
  })
  .check(
    z.refine((coupon) => coupon.validFrom <= coupon.validTo, { message: 'The last day cannot be before the first', path: ['validTo'] }),
    z.refine((coupon) => coupon.type !== 'percentage' || coupon.amount <= 100, { message: 'A percentage is at most 100', path: ['amount'] }),
  );

export const staffCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  type: z.enum(['fixed', 'percentage']),
  amount: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  maxUsage: z.number().check(z.int()),
  usedCount: z.number().check(z.int()),
  minCartValue: dollars,
  disabled: z.boolean(),
  version: kept.version,
  uses: z.array(z.object({ kind: z.enum(['party', 'hire']), reference: z.string(), date: z.string(), discount: dollars, at: z.string() })),
});

export const staffCouponsAnswer = z.object({ coupons: z.array(staffCouponSchema) });

/** PUT /api/staff/coupons/{id}: the coupon's fields and the version they change (disable: `disabled: true`). */
export const couponChangeBody = withVersion(couponInput);

/**
 * What a catalogue change answers (POST /api/staff/catalogue/{kind}, PUT .../{kind}/{id}, PUT
 * .../after-hours-rates): the id of the item made or changed, and the whole catalogue as it now is.
 */
export const staffCatalogueChangeAnswer = z.object({ id: z.string(), catalogue: staffCatalogueAnswer });

export type CatalogueInputs = { [K in CatalogueKind]: z.input<(typeof CATALOGUE_INPUTS)[K]> };
export type StaffCatalogue = z.output<typeof staffCatalogueAnswer>;
export type StaffCoupon = z.output<typeof staffCouponSchema>;
export type CouponInput = z.input<typeof couponInput>;
export type AfterHoursRatesInput = z.input<typeof afterHoursRatesInput>;
export type StaffCatalogueChange = z.output<typeof staffCatalogueChangeAnswer>;
