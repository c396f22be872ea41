import { useFormikContext } from 'formik';
import { complimentaryLimit, toggleKidsFood, type KidsFoodItem } from '@party/domain';
import { CollapsibleSection, KidsFoodChoices, QueryStatus, useGetFoodItemsQuery } from '@party/shared-ui';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { findChosen } from './selection';
import type { SectionProps } from './section-props';

/** Kids' food: free with the package, up to its complimentary count; further boxes are disabled. */
export function KidsFoodSection({ open, onToggle, onPicked }: SectionProps) {
  const { values, setValues } = useFormikContext<BookingFormValues>();
  const food = useGetFoodItemsQuery();
  const { selectedPackage, numberOfKids, kidsFood } = values;

  const toggle = (item: KidsFoodItem) => {
    const picking = !findChosen(kidsFood, item.id);
    void setValues({ ...values, kidsFood: toggleKidsFood(kidsFood, item, selectedPackage, numberOfKids) });
    if (picking) onPicked();
  };

  return (
    <CollapsibleSection
      title="Kids' Food Selection"
      open={open}
      onToggle={onToggle}
      note={`${kidsFood.length} of ${complimentaryLimit(selectedPackage)} chosen`}
    >
      <QueryStatus query={food} loadingLabel="Loading kids' food…" errorTitle="Failed to fetch food items">
        <KidsFoodChoices
          items={food.data?.kidsFood ?? []}
          chosen={kidsFood}
          selectedPackage={selectedPackage}
          numberOfKids={numberOfKids}
          onToggle={toggle}
        />
      </QueryStatus>
    </CollapsibleSection>
  );
}
