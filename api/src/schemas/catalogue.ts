// Response schemas of the catalogue, registered once (app.addSchema) and referenced by $id.

const idSchema = { type: 'string' } as const;

export const packageSchema = {
  $id: 'Package',
  type: 'object',
  properties: {
    id: idSchema,
    name: { type: 'string' },
    description: { type: 'string' },
    pricePackage: { type: 'number', description: 'Dollars; covers minChildren kids' },
    minChildren: { type: 'integer' },
    pricePerChild: { type: 'number', description: 'Dollars per child beyond minChildren' },
    inclusions: { type: 'array', items: { type: 'string' } },
    complementoryMenu: { type: 'integer', description: "How many kids' food items are free" },
    duration: { type: 'number', description: 'Hours' },
  },
  required: ['id', 'name', 'pricePackage', 'minChildren', 'pricePerChild', 'inclusions', 'complementoryMenu', 'duration'],
} as const;

export const roomSchema = {
  $id: 'Room',
  type: 'object',
  properties: {
    id: idSchema,
    name: { type: 'string' },
    description: { type: 'string' },
    imageUrl: { type: 'string' },
    maxCapacity: { type: 'integer' },
    availability: {
      type: 'object',
      description: 'availableByDefault: whether the room can be chosen for the asked time and kids',
      properties: { availableByDefault: { type: 'boolean' } },
    },
    isAvailable: { type: 'boolean' },
  },
} as const;

export const timeSlotSchema = {
  $id: 'TimeSlot',
  type: 'object',
  properties: { id: idSchema, time: { type: 'string' }, isAvailable: { type: 'boolean' } },
} as const;

export const kidsFoodSchema = {
  $id: 'KidsFoodItem',
  type: 'object',
  properties: {
    id: idSchema,
    name: { type: 'string' },
    description: { type: 'string' },
    imageUrl: { type: 'string' },
    maxChildComplementory: { type: 'integer', description: 'One portion serves this many kids' },
  },
} as const;

export const adultFoodSchema = {
  $id: 'AdultFoodItem',
  type: 'object',
  properties: {
    id: idSchema,
    name: { type: 'string' },
    description: { type: 'string' },
    imageUrl: { type: 'string' },
    price: { type: 'number' },
  },
} as const;

export const addonSchema = {
  $id: 'Addon',
  type: 'object',
  properties: {
    id: idSchema,
    name: { type: 'string' },
    description: { type: 'string' },
    imageUrl: { type: 'string' },
    price: { type: 'number' },
    priceType: { type: 'string', description: 'per_child (price x kids) or per_item (price x quantity)' },
  },
} as const;

export const afterHoursAddonSchema = {
  $id: 'AfterHoursAddon',
  type: 'object',
  properties: {
    id: idSchema,
    name: { type: 'string' },
    price: { type: 'number' },
    type: { type: 'string', enum: ['quantity', 'selectable'] },
    maxQuantity: { type: 'integer' },
  },
} as const;
