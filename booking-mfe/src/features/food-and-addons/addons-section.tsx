import { useFormikContext } from 'formik';
import { formatAud, formatPriceType, type Addon } from '@party/domain';
import { CollapsibleSection, ItemChoice, ItemChoiceList, QuantityStepper, useGetAddonsQuery } from '@party/shared-ui';
import { QueryStatus } from '../../shared/components/query-status';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { changeAddonQuantity, findChosen, isPerChild, MIN_ITEM_QUANTITY, toggleAddon } from './selection';
import type { SectionProps } from './section-props';

/** Add-ons: a quantity once chosen, except per-child add-ons, which count every kid. */
export function AddonsSection({ open, onToggle, onPicked }: SectionProps) {
  const { values, setValues } = useFormikContext<BookingFormValues>();
  const addons = useGetAddonsQuery();

  const toggle = (addon: Addon) => {
    const picking = !findChosen(values.addons, addon.id);
    void setValues(toggleAddon(values, addon));
    if (picking) onPicked();
  };

  return (
    <CollapsibleSection title="Add Ons" open={open} onToggle={onToggle} note={`${values.addons.length} chosen`}>
      <QueryStatus
        isLoading={addons.isLoading}
        isError={addons.isError}
        loadingLabel="Loading add-ons…"
        errorTitle="Failed to fetch add-ons"
        onRetry={() => void addons.refetch()}
      >
        <ItemChoiceList>
          {(addons.data ?? []).map((addon) => {
            const chosen = findChosen(values.addons, addon.id);
            const perChild = isPerChild(addon);
            return (
              <ItemChoice
                key={addon.id}
                name={addon.name}
                description={addon.description}
                imageUrl={addon.imageUrl}
                detail={
                  perChild
                    ? `${formatAud(addon.price)} ${formatPriceType(addon.priceType)}, for ${values.numberOfKids} kids`
                    : `${formatAud(addon.price)} ${formatPriceType(addon.priceType)}`
                }
                checked={Boolean(chosen)}
                onToggle={() => toggle(addon)}
              >
                {perChild ? null : (
                  <QuantityStepper
                    label={addon.name}
                    value={chosen?.quantity ?? MIN_ITEM_QUANTITY}
                    min={MIN_ITEM_QUANTITY}
                    onChange={(quantity) => void setValues(changeAddonQuantity(values, addon.id, quantity))}
                  />
                )}
              </ItemChoice>
            );
          })}
        </ItemChoiceList>
      </QueryStatus>
    </CollapsibleSection>
  );
}
