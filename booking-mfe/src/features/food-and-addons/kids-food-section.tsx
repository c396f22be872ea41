import { useFormikContext } from 'formik';
import { complimentaryLimit, includedKidsFoodMessage, isKidsFoodDisabled, KIDS_FOOD_ALL_CHOSEN, kidsFoodQuantity, toggleKidsFood, type KidsFoodItem } from '@party/domain';
import { CollapsibleSection, ItemChoice, ItemChoiceList, useGetFoodItemsQuery } from '@party/shared-ui';
import { QueryStatus } from '../../shared/components/query-status';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { findChosen } from './selection';
import type { SectionProps } from './section-props';
import styles from './food-and-addons.module.css';

/** Kids' food: free with the package, up to its complimentary count; further boxes are disabled. */
export function KidsFoodSection({ open, onToggle, onPicked }: SectionProps) {
  const { values, setValues } = useFormikContext<BookingFormValues>();
  const food = useGetFoodItemsQuery();
  const { selectedPackage, numberOfKids, kidsFood } = values;
  const limit = complimentaryLimit(selectedPackage);

  const toggle = (item: KidsFoodItem) => {
    const picking = !findChosen(kidsFood, item.id);
    void setValues({ ...values, kidsFood: toggleKidsFood(kidsFood, item, selectedPackage, numberOfKids) });
    if (picking) onPicked();
  };

  return (
    <CollapsibleSection title="Kids' Food Selection" open={open} onToggle={onToggle} note={`${kidsFood.length} of ${limit} chosen`}>
      <p className={styles.intro}>
        {includedKidsFoodMessage(selectedPackage?.name, limit)}
        {kidsFood.length >= limit && limit > 0 ? ` ${KIDS_FOOD_ALL_CHOSEN}` : ''}
      </p>
      <QueryStatus
        isLoading={food.isLoading}
        isError={food.isError}
        loadingLabel="Loading kids' food…"
        errorTitle="Failed to fetch food items"
        onRetry={() => void food.refetch()}
      >
        <ItemChoiceList>
          {(food.data?.kidsFood ?? []).map((item) => (
            <ItemChoice
              key={item.id}
              name={item.name}
              description={item.description}
              imageUrl={item.imageUrl}
              detail={`Included · quantity ${kidsFoodQuantity(numberOfKids, item.maxChildComplementory)}`}
              checked={Boolean(findChosen(kidsFood, item.id))}
              disabled={isKidsFoodDisabled(kidsFood, item, selectedPackage)}
              onToggle={() => toggle(item)}
            />
          ))}
        </ItemChoiceList>
      </QueryStatus>
    </CollapsibleSection>
  );
}
