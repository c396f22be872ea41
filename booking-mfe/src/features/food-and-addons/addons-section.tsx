import { useFormikContext } from 'formik';
import type { Addon } from '@party/domain';
import { AddonChoices, CollapsibleSection, QueryStatus, useGetAddonsQuery } from '@party/shared-ui';
import type { BookingFormValues } from '../../shared/draft/form-values';
import { changeAddonQuantity, findChosen, quantityIn, toggleAddon } from './selection';
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
      <QueryStatus query={addons} loadingLabel="Loading add-ons…" errorTitle="Failed to fetch add-ons">
        <AddonChoices
          items={addons.data ?? []}
          quantityOf={(id) => quantityIn(values.addons, id)}
          numberOfKids={values.numberOfKids}
          selectedPackage={values.selectedPackage}
          onToggle={toggle}
          onQuantity={(id, quantity) => void setValues(changeAddonQuantity(values, id, quantity))}
        />
      </QueryStatus>
    </CollapsibleSection>
  );
}
