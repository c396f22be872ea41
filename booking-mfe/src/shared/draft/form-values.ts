import { complimentaryLimit, type BookingDraft, type Package } from '@party/domain';

/** The wizard's form: the draft plus the terms checkbox, which is ticked anew for every booking. */
export interface BookingFormValues extends BookingDraft {
  acceptTerms: boolean;
}

export function toFormValues(draft: BookingDraft): BookingFormValues {
  return { ...draft, acceptTerms: false };
}

export function toDraft(values: BookingFormValues): BookingDraft {
  const { acceptTerms: _acceptTerms, ...draft } = values;
  return draft;
}

/**
 * Choosing another package keeps only as many kids' food items as it includes for free (the
 * server refuses more), the first ones chosen.
 */
export function changePackage<T extends BookingDraft>(draft: T, selectedPackage: Package): T {
  return { ...draft, selectedPackage, kidsFood: draft.kidsFood.slice(0, complimentaryLimit(selectedPackage)) };
}
