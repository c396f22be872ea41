import { useFormikContext } from 'formik';
import { paymentOptionsFor, toggleKidsFood, type BookingRecord, type KidsFoodItem, type StoredQuantities } from '@party/domain';
import { writeQuantities, type QuantityList } from './quantities-storage';
import type { EditValues } from './edit-values';

/**
 * Step 1's changes, with the spec's rules: picking any item switches the choice to 'now'; adult
 * food and add-ons start at 1 when chosen; a quantity change resets the payment option to deposit
 * where the booking offers one; the quantities are kept in session storage as they change.
 */
export function useEditChoices(booking: BookingRecord, onPicked: () => void) {
  const { setValues } = useFormikContext<EditValues>();
  const bookingId = String(booking.bookingId);
  const offersDeposit = paymentOptionsFor(booking.status).includes('deposit');

  function pick(change: (values: EditValues) => Partial<EditValues>) {
    void setValues((values) => ({ ...values, ...change(values), timing: 'now' }), false);
    onPicked();
  }

  function store(list: QuantityList, quantities: StoredQuantities) {
    writeQuantities(bookingId, list, quantities);
    return quantities;
  }

  function toggle(list: QuantityList, id: string) {
    pick((values) => {
      const { [id]: chosen, ...others } = values[list];
      return { [list]: store(list, chosen ? others : { ...values[list], [id]: 1 }) };
    });
  }

  function setQuantity(list: QuantityList, id: string, quantity: number) {
    void setValues(
      (values) => ({
        ...values,
        [list]: store(list, { ...values[list], [id]: quantity }),
        ...(offersDeposit ? { paymentOption: 'deposit' as const } : {}),
      }),
      false,
    );
  }

  return {
    toggleKidsFood: (item: KidsFoodItem) =>
      pick((values) => ({
        kidsFood: toggleKidsFood(values.kidsFood, item, booking.selectedPackage, values.numberOfKids),
      })),
    toggleAdultFood: (id: string) => toggle('adultsFood', id),
    toggleAddon: (id: string) => toggle('addons', id),
    setAdultFoodQuantity: (id: string, quantity: number) => setQuantity('adultsFood', id, quantity),
    setAddonQuantity: (id: string, quantity: number) => setQuantity('addons', id, quantity),
  };
}

export type EditChoices = ReturnType<typeof useEditChoices>;
