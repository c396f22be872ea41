import { useFormikContext } from 'formik';
import { type BookingRecord, complimentaryLimit } from '@party/domain';
import { CollapsibleSection, RadioGroup, StepActions } from '@party/shared-ui';
import { AddonList, AdultFoodList, KidsFoodList } from './food-sections';
import type { EditCatalogue, EditValues, Timing } from './edit-values';
import { useEditChoices } from './use-edit-choices';
import styles from './edit-booking.module.css';

export interface SectionsOpen {
  kidsFood: boolean;
  adultsFood: boolean;
  addons: boolean;
}

export const allSections = (open: boolean): SectionsOpen => ({ kidsFood: open, adultsFood: open, addons: open });

export interface FoodStepProps {
  booking: BookingRecord;
  catalogue: EditCatalogue;
  sections: SectionsOpen;
  onSectionsChange: (sections: SectionsOpen) => void;
}

/** Step 1: now or later, then kids' food, adult food and add-ons in collapsible sections. */
export function FoodStep({ booking, catalogue, sections, onSectionsChange }: FoodStepProps) {
  const { values, setFieldValue } = useFormikContext<EditValues>();
  const choices = useEditChoices(booking, () => onSectionsChange(allSections(true)));
  const limit = complimentaryLimit(booking.selectedPackage);
  const adultCount = Object.keys(values.adultsFood).length;
  const addonCount = Object.keys(values.addons).length;

  function chooseTiming(timing: Timing) {
    void setFieldValue('timing', timing, false);
    onSectionsChange(allSections(timing === 'now'));
  }

  return (
    <>
      <RadioGroup
        legend="When would you like to choose food and add-ons?"
        name="timing"
        value={values.timing}
        options={[
          { value: 'later', label: 'I will do it later' },
          { value: 'now', label: 'I will do it now' },
        ]}
        onChange={(value) => chooseTiming(value as Timing)}
      />
      <div className={styles.sections}>
        <CollapsibleSection
          title="Kids' Food"
          note={`${values.kidsFood.length} of ${limit} chosen`}
          open={sections.kidsFood}
          onToggle={(open) => onSectionsChange({ ...sections, kidsFood: open })}
        >
          <KidsFoodList items={catalogue.kidsFood} chosen={values.kidsFood} booking={booking} onToggle={choices.toggleKidsFood} />
        </CollapsibleSection>
        <CollapsibleSection
          title="Adult Food"
          note={`${adultCount} chosen`}
          open={sections.adultsFood}
          onToggle={(open) => onSectionsChange({ ...sections, adultsFood: open })}
        >
          <AdultFoodList
            items={catalogue.adultsFood}
            chosen={values.adultsFood}
            onToggle={choices.toggleAdultFood}
            onQuantity={choices.setAdultFoodQuantity}
          />
        </CollapsibleSection>
        <CollapsibleSection
          title="Add Ons"
          note={`${addonCount} chosen`}
          open={sections.addons}
          onToggle={(open) => onSectionsChange({ ...sections, addons: open })}
        >
          <AddonList items={catalogue.addons} chosen={values.addons} onToggle={choices.toggleAddon} onQuantity={choices.setAddonQuantity} />
        </CollapsibleSection>
      </div>
      <StepActions submitLabel="Continue to Step 2" />
    </>
  );
}
