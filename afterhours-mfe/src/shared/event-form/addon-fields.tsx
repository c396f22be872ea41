import { eachPriceLine, formatAud, type AfterHoursAddon } from '@party/domain';
import { ItemChoice, ItemChoiceList, QuantityStepper, useShownError } from '@party/shared-ui';
import { useFormikContext } from 'formik';
import { changeAddon, quantityOf, type EventFormValues } from './form-values';
import styles from './event-form.module.css';

/** A counted add-on's price line: '$100.00 each, up to 5'; a selectable one's: '$150.00'. */
function priceLine(addon: AfterHoursAddon): string {
  return addon.type === 'quantity' ? `${eachPriceLine(addon.price)}, up to ${addon.maxQuantity}` : formatAud(addon.price);
}

/** A problem inside the list (an add-on's quantity) is said once, for the list. */
const ADDONS_PROBLEM = 'Please check the add-ons chosen.';

/**
 * The add-ons, each a card as the party pages show theirs (name, price, what it is): a tick for
 * each; a counted one (type 'quantity') then takes a quantity from 1 to its maxQuantity, so its
 * quantity runs 0 (not ticked) to maxQuantity.
 */
export function AddonFields({ addons }: { addons: readonly AfterHoursAddon[] }) {
  const { values, setValues } = useFormikContext<EventFormValues>();
  const error = useShownError('addons', ADDONS_PROBLEM);
  return (
    <div data-field="addons" tabIndex={-1} className={styles.fields}>
      {error ? <p className={styles.error}>{error}</p> : null}
      <ItemChoiceList>
        {addons.map((addon) => {
          const id = String(addon.id);
          const quantity = quantityOf(values, id);
          return (
            <ItemChoice
              key={id}
              name={addon.name}
              description={addon.description}
              detail={priceLine(addon)}
              checked={quantity > 0}
              onToggle={() => void setValues(changeAddon(values, id, quantity > 0 ? 0 : 1))}
            >
              {addon.type === 'quantity' && addon.maxQuantity > 1 ? (
                <QuantityStepper
                  label={addon.name}
                  value={quantity}
                  min={1}
                  max={addon.maxQuantity}
                  onChange={(next) => void setValues(changeAddon(values, id, next))}
                />
              ) : null}
            </ItemChoice>
          );
        })}
      </ItemChoiceList>
    </div>
  );
}
