import { useFormikContext } from 'formik';
import type { AdultFoodItem } from '@party/domain';
import { AdultFoodChoices, CollapsibleSection, QueryStatus, useGetFoodItemsQuery } from '@party/shared-ui';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { changeAdultFoodQuantity, findChosen, quantityIn, toggleAdultFood } from './selection';
import type { SectionProps } from './section-props';

/** Adult food platters, each with a quantity once chosen (1 or more). */
export function AdultFoodSection({ open, onToggle, onPicked }: SectionProps) {
  const { values, setValues } = useFormikContext<BookingFormValues>();
  const food = useGetFoodItemsQuery();

  const toggle = (item: AdultFoodItem) => {
    const picking = !findChosen(values.adultsFood, item.id);
    void setValues(toggleAdultFood(values, item));
    if (picking) onPicked();
  };

  return (
    <CollapsibleSection title="Adult Food Selection" open={open} onToggle={onToggle} note={`${values.adultsFood.length} chosen`}>
      <QueryStatus query={food} loadingLabel="Loading adult food…" errorTitle="Failed to fetch food items">
        <AdultFoodChoices
          items={food.data?.adultsFood ?? []}
          quantityOf={(id) => quantityIn(values.adultsFood, id)}
          onToggle={toggle}
          onQuantity={(id, quantity) => void setValues(changeAdultFoodQuantity(values, id, quantity))}
        />
      </QueryStatus>
    </CollapsibleSection>
  );
}
