// What the booking wizard's steps 1 and 3 say beside their fields, worded exactly as SPEC.md §4 gives
// them; the API answers the same words (the contract's schemas use them).

export const STEP1_MESSAGES = {
  childFirstNameRequired: "Child's First name is required",
  childAgeRequired: "Child's age is required",
  childAgeMax: "Children over 11 must book by phone",
  dateRequired: 'Please select a date',
  timeSlotRequired: 'Please select a time slot',
  roomRequired: 'Please select a room',
  packageRequired: 'Please select a package',
  numberOfKidsRequired: 'Number of kids is required',
  numberOfKidsMin: 'Minimum number of Children is 1',
  numberOfKidsMax: 'Maximum 50 Kids',
} as const;

export const STEP3_MESSAGES = {
  parentNameRequired: 'Parent/Guardian name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  mobileInvalid: 'Mobile number must be 10 digits',
  addressRequired: 'Address is required',
  termsRequired: 'You must accept the terms and conditions',
} as const;

export const PAYMENT_TYPE_REQUIRED = 'Please Select Payment Type';
