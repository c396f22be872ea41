import { described, z } from './zod';
import { dollars, idField } from './fields';

// The venue's catalogue as the API answers it (SPEC.md §3): packages, rooms, time slots, food and
// add-ons. Field names keep the spec's spellings (`complementoryMenu`, `maxChildComplementory`,
// `foodDetal`), because the browser and the API exchange these objects as they are.

const named = { id: z.string(), name: z.string(), description: z.string() };
const pictured = { ...named, imageUrl: z.string() };

export const packageSchema = z
  .object({
    ...named,
    pricePackage: described(dollars, 'Covers `minChildren` kids.'),
    minChildren: described(z.number().check(z.int()), 'The kids the package price covers (8 when a package names none).'),
    pricePerChild: described(dollars, 'Per child beyond `minChildren`.'),
    inclusions: z.array(z.string()),
    complementoryMenu: described(z.number().check(z.int()), "How many kids' food items are free."),
    duration: described(z.number(), 'In hours.'),
  })
  .check(z.meta({ id: 'Package', description: 'A party package: its price covers minChildren kids' }));

export const roomSchema = z
  .object({
    ...pictured,
    maxCapacity: z.number().check(z.int()),
    availability: described(z.object({ availableByDefault: z.boolean() }), "Whether the room can be chosen for the time and kids asked about (the page's badge reads it)."),
    isAvailable: z.optional(z.boolean()),
  })
  .check(z.meta({ id: 'Room' }));

export const timeSlotSchema = z
  .object({ id: z.string(), time: z.string(), isAvailable: z.boolean() })
  .check(z.meta({ id: 'TimeSlot', description: 'A party start time (HH:mm) and whether it can be booked on the date asked about' }));

export const kidsFoodItemSchema = z
  .object({
    ...pictured,
    maxChildComplementory: described(z.number().check(z.int()), 'One portion serves this many kids.'),
  })
  .check(z.meta({ id: 'KidsFoodItem' }));

export const adultFoodItemSchema = z.object({ ...pictured, price: dollars }).check(z.meta({ id: 'AdultFoodItem' }));

export const addonSchema = z
  .object({
    ...pictured,
    price: dollars,
    priceType: described(z.string(), '`per_child` costs the price per kid; any other type costs per unit.'),
  })
  .check(z.meta({ id: 'Addon' }));

export const afterHoursAddonSchema = z
  .object({
    ...named,
    price: dollars,
    type: z.enum(['quantity', 'selectable']),
    maxQuantity: described(z.number().check(z.int()), 'Quantity runs 0 to this (1 for a selectable add-on).'),
  })
  .check(z.meta({ id: 'AfterHoursAddon' }));

/** GET /api/food-items. */
export const foodItemsSchema = z.object({ kidsFood: z.array(kidsFoodItemSchema), adultsFood: z.array(adultFoodItemSchema) });

/** POST /api/single-food-detail's body. */
export const singleFoodBody = z.object({ foodId: idField('Send the foodId of a kids\' food item') });

/** POST /api/single-food-detail's answer (`foodDetal` is the spec's own spelling). */
export const singleFoodAnswer = z.object({ foodDetal: kidsFoodItemSchema });

/** GET /api/unavailable-dates: dates (yyyy-MM-dd) on which no party can be booked. */
export const unavailableDatesSchema = z.array(z.string());

export type Package = z.output<typeof packageSchema>;
export type Room = z.output<typeof roomSchema>;
export type TimeSlot = z.output<typeof timeSlotSchema>;
export type KidsFoodItem = z.output<typeof kidsFoodItemSchema>;
export type AdultFoodItem = z.output<typeof adultFoodItemSchema>;
export type Addon = z.output<typeof addonSchema>;
export type AfterHoursAddon = z.output<typeof afterHoursAddonSchema>;
export type AfterHoursAddonType = AfterHoursAddon['type'];
export type FoodItems = z.output<typeof foodItemsSchema>;
