import {
  complimentaryLimit,
  eachPriceLine,
  formatAud,
  formatPriceType,
  includedInPackageLine,
  includedKidsFoodMessage,
  isIncludedInPackage,
  isKidsFoodDisabled,
  KIDS_FOOD_ALL_CHOSEN,
  kidsFoodPortionsLine,
  kidsFoodQuantity,
  MIN_ITEM_QUANTITY,
  type Addon,
  type AdultFoodItem,
  type Id,
  type KidsFoodItem,
  type Package,
} from '@party/domain';
import { ItemChoice, ItemChoiceList } from '../components/item-choice';
import { QuantityStepper } from '../components/quantity-stepper';
import styles from './food-choices.module.css';

// The food and add-on lists of every flow that chooses them (the booking's step 2, the edit's
// step 1), in the same words: what each costs, what is included, how many kids it counts.

const sameId = (a: Id, b: Id) => String(a) === String(b);

/** What every item's card shows of it: its name, description and picture. */
const shown = ({ name, description, imageUrl }: Pick<KidsFoodItem, 'name' | 'description' | 'imageUrl'>) => ({
  name,
  description,
  imageUrl,
});

export interface KidsFoodChoicesProps {
  items: readonly KidsFoodItem[];
  chosen: ReadonlyArray<{ id: Id }>;
  selectedPackage: Pick<Package, 'name' | 'complementoryMenu'> | null | undefined;
  numberOfKids: number;
  onToggle: (item: KidsFoodItem) => void;
}

/** Kids' food: free with the package, up to its complimentary count; the other boxes are then disabled. */
export function KidsFoodChoices({ items, chosen, selectedPackage, numberOfKids, onToggle }: KidsFoodChoicesProps) {
  const limit = complimentaryLimit(selectedPackage);
  return (
    <>
      <p className={styles.hint}>
        {includedKidsFoodMessage(selectedPackage?.name, limit)}
        {chosen.length >= limit && limit > 0 ? ` ${KIDS_FOOD_ALL_CHOSEN}` : ''}
      </p>
      <ItemChoiceList>
        {items.map((item) => (
          <ItemChoice
            key={item.id}
            {...shown(item)}
            detail={kidsFoodPortionsLine(kidsFoodQuantity(numberOfKids, item.maxChildComplementory), item.maxChildComplementory)}
            checked={chosen.some((c) => sameId(c.id, item.id))}
            disabled={isKidsFoodDisabled(chosen, item, selectedPackage)}
            onToggle={() => onToggle(item)}
          />
        ))}
      </ItemChoiceList>
    </>
  );
}

interface CountedChoicesProps<T> {
  items: readonly T[];
  /** The chosen quantity of an item; undefined while it is not chosen. */
  quantityOf: (id: Id) => number | undefined;
  onToggle: (item: T) => void;
  onQuantity: (id: Id, quantity: number) => void;
}

interface StepperProps {
  name: string;
  id: Id;
  quantity: number | undefined;
  onQuantity: (id: Id, quantity: number) => void;
}

function Stepper({ name, id, quantity, onQuantity }: StepperProps) {
  return (
    <QuantityStepper
      label={name}
      value={quantity ?? MIN_ITEM_QUANTITY}
      min={MIN_ITEM_QUANTITY}
      onChange={(value) => onQuantity(id, value)}
    />
  );
}

/** Adult food platters, each '$65.00 each' with a quantity once chosen (1 or more). */
export function AdultFoodChoices({ items, quantityOf, onToggle, onQuantity }: CountedChoicesProps<AdultFoodItem>) {
  return (
    <ItemChoiceList>
      {items.map((item) => (
        <ItemChoice
          key={item.id}
          {...shown(item)}
          detail={eachPriceLine(item.price)}
          checked={quantityOf(item.id) !== undefined}
          onToggle={() => onToggle(item)}
        >
          <Stepper name={item.name} id={item.id} quantity={quantityOf(item.id)} onQuantity={onQuantity} />
        </ItemChoice>
      ))}
    </ItemChoiceList>
  );
}

/** Per-child add-ons cost their price for every kid and have no quantity of their own. */
export function isPerChild(addon: Pick<Addon, 'priceType'>): boolean {
  return addon.priceType === 'per_child';
}

export interface AddonChoicesProps extends CountedChoicesProps<Addon> {
  /** The kids a per-child add-on counts. */
  numberOfKids: number;
  /** The package: an add-on it already includes is not sold again. */
  selectedPackage: Pick<Package, 'name' | 'inclusions'> | null | undefined;
}

/**
 * Add-ons: a quantity once chosen, except per-child add-ons, which count every kid. One the
 * package includes says so and cannot be chosen (one chosen before can still be taken off).
 */
export function AddonChoices({ items, quantityOf, numberOfKids, selectedPackage, onToggle, onQuantity }: AddonChoicesProps) {
  return (
    <ItemChoiceList>
      {items.map((item) => {
        const price = `${formatAud(item.price)} ${formatPriceType(item.priceType)}`;
        const chosen = quantityOf(item.id) !== undefined;
        const included = selectedPackage && isIncludedInPackage(item, selectedPackage);
        return (
          <ItemChoice
            key={item.id}
            {...shown(item)}
            detail={included ? includedInPackageLine(selectedPackage.name) : isPerChild(item) ? `${price}, for ${numberOfKids} kids` : price}
            checked={chosen}
            disabled={Boolean(included) && !chosen}
            onToggle={() => onToggle(item)}
          >
            {isPerChild(item) ? null : <Stepper name={item.name} id={item.id} quantity={quantityOf(item.id)} onQuantity={onQuantity} />}
          </ItemChoice>
        );
      })}
    </ItemChoiceList>
  );
}
