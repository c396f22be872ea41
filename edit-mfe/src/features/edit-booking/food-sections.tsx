import { type Addon, type AdultFoodItem, type BookingRecord, complimentaryLimit, eachPriceLine, formatAud, formatPriceType, includedKidsFoodMessage, isKidsFoodDisabled, KIDS_FOOD_ALL_CHOSEN, type KidsFoodItem, type SelectedKidsFood, type StoredQuantities } from '@party/domain';
import { ItemChoice, ItemChoiceList, QuantityStepper } from '@party/shared-ui';
import styles from './edit-booking.module.css';

export function KidsFoodList({
  items,
  chosen,
  booking,
  onToggle,
}: {
  items: KidsFoodItem[];
  chosen: SelectedKidsFood[];
  booking: BookingRecord;
  onToggle: (item: KidsFoodItem) => void;
}) {
  const limit = complimentaryLimit(booking.selectedPackage);
  return (
    <>
      <p className={styles.sectionHint}>
        {includedKidsFoodMessage(booking.selectedPackage?.name, limit)}
        {chosen.length >= limit && limit > 0 ? ` ${KIDS_FOOD_ALL_CHOSEN}` : ''}
      </p>
      <ItemChoiceList>
        {items.map((item) => (
          <ItemChoice
            key={item.id}
            name={item.name}
            description={item.description}
            imageUrl={item.imageUrl}
            detail="Included"
            checked={chosen.some((c) => String(c.id) === String(item.id))}
            disabled={isKidsFoodDisabled(chosen, item, booking.selectedPackage)}
            onToggle={() => onToggle(item)}
          />
        ))}
      </ItemChoiceList>
    </>
  );
}

export function AdultFoodList({
  items,
  chosen,
  onToggle,
  onQuantity,
}: {
  items: AdultFoodItem[];
  chosen: StoredQuantities;
  onToggle: (id: string) => void;
  onQuantity: (id: string, quantity: number) => void;
}) {
  return (
    <ItemChoiceList>
      {items.map((item) => {
        const id = String(item.id);
        return (
          <ItemChoice
            key={id}
            name={item.name}
            description={item.description}
            imageUrl={item.imageUrl}
            detail={eachPriceLine(item.price)}
            checked={Boolean(chosen[id])}
            onToggle={() => onToggle(id)}
          >
            <QuantityStepper label={item.name} value={chosen[id] ?? 1} min={1} onChange={(q) => onQuantity(id, q)} />
          </ItemChoice>
        );
      })}
    </ItemChoiceList>
  );
}

export function AddonList({
  items,
  chosen,
  onToggle,
  onQuantity,
}: {
  items: Addon[];
  chosen: StoredQuantities;
  onToggle: (id: string) => void;
  onQuantity: (id: string, quantity: number) => void;
}) {
  return (
    <ItemChoiceList>
      {items.map((item) => {
        const id = String(item.id);
        const perChild = item.priceType === 'per_child';
        return (
          <ItemChoice
            key={id}
            name={item.name}
            description={item.description}
            imageUrl={item.imageUrl}
            detail={`${formatAud(item.price)} ${formatPriceType(item.priceType)}`}
            checked={Boolean(chosen[id])}
            onToggle={() => onToggle(id)}
          >
            {perChild ? null : (
              <QuantityStepper label={item.name} value={chosen[id] ?? 1} min={1} onChange={(q) => onQuantity(id, q)} />
            )}
          </ItemChoice>
        );
      })}
    </ItemChoiceList>
  );
}
