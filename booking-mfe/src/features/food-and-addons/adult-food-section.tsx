import { useFormikContext } from 'formik';
import { eachPriceLine, type AdultFoodItem } from '@party/domain';
import { CollapsibleSection, ItemChoice, ItemChoiceList, QuantityStepper, useGetFoodItemsQuery } from '@party/shared-ui';
import { QueryStatus } from '../../shared/components/query-status';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { changeAdultFoodQuantity, findChosen, MIN_ITEM_QUANTITY, toggleAdultFood } from './selection';
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
      <QueryStatus
        isLoading={food.isLoading}
        isError={food.isError}
        loadingLabel="Loading adult food…"
        errorTitle="Failed to fetch food items"
        onRetry={() => void food.refetch()}
      >
        <ItemChoiceList>
          {(food.data?.adultsFood ?? []).map((item) => {
            const chosen = findChosen(values.adultsFood, item.id);
            return (
              <ItemChoice
                key={item.id}
                name={item.name}
                description={item.description}
                imageUrl={item.imageUrl}
                detail={eachPriceLine(item.price)}
                checked={Boolean(chosen)}
                onToggle={() => toggle(item)}
              >
                <QuantityStepper
                  label={item.name}
                  value={chosen?.quantity ?? MIN_ITEM_QUANTITY}
                  min={MIN_ITEM_QUANTITY}
                  onChange={(quantity) => void setValues(changeAdultFoodQuantity(values, item.id, quantity))}
                />
              </ItemChoice>
            );
          })}
        </ItemChoiceList>
      </QueryStatus>
    </CollapsibleSection>
  );
}
