import { z } from './zod';
import { dollars, idField } from './fields';

// The venue's catalogue as the API answers it (SPEC.md §3): packages, rooms, time slots, food and
// add-ons. Field names keep the spec's spellings (`complementoryMenu`, `maxChildComplementory`,
// `foodDetal`), because the browser and the API exchange these objects as they are.

const described = { id: z.string(), name: z.string(), description: z.string() };
const pictured = { ...described, imageUrl: z.string() };

export const packageSchema = z
  .object({
    ...described,
    /** Covers `minChildren` kids. */
    pricePackage: dollars,
    /** The kids the package price covers (8 when a package names none). */
    minChildren: z.number().check(z.int()),
    /** Per child beyond `minChildren`. */
    pricePerChild: dollars,
    inclusions: z.array(z.string()),
    /** How many kids' food items are free. */
    complementoryMenu: z.number().check(z.int()),
    /** In hours. */
    duration: z.number(),
  })
  .check(z.meta({ id: 'Package', description: 'A party package: its price covers minChildren kids' }));

export const roomSchema = z
  .object({
    ...pictured,
    maxCapacity: z.number().check(z.int()),
    /** Whether the room can be chosen for the time and kids asked about (the page's badge reads it). */
    availability: z.object({ availableByDefault: z.boolean() }),
    isAvailable: z.optional(z.boolean()),
  })
  .check(z.meta({ id: 'Room' }));

export const timeSlotSchema = z
  .object({ id: z.string(), time: z.string(), isAvailable: z.boolean() })
  .check(z.meta({ id: 'TimeSlot', description: 'A party start time (HH:mm) and whether it can be booked on the date asked about' }));

export const kidsFoodItemSchema = z
  .object({
    ...pictured,
    /** One portion serves this many kids. */
    maxChildComplementory: z.number().check(z.int()),
  })
  .check(z.meta({ id: 'KidsFoodItem' }));

export const adultFoodItemSchema = z.object({ ...pictured, price: dollars }).check(z.meta({ id: 'AdultFoodItem' }));

export const addonSchema = z
  .object({
    ...pictured,
    price: dollars,
    /** `per_child` costs the price per kid; any other type costs per unit. */
    priceType: z.string(),
  })
  .check(z.meta({ id: 'Addon' }));

export const afterHoursAddonSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    price: dollars,
    type: z.enum(['quantity', 'selectable']),
    /** Quantity runs 0 to this (1 for a selectable add-on). */
    maxQuantity: z.number().check(z.int()),
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
