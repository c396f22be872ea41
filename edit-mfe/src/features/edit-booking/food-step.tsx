import { useFormikContext } from 'formik';
import { complimentaryLimit, type BookingRecord } from '@party/domain';
import { AddonChoices, AdultFoodChoices, CollapsibleSection, KidsFoodChoices, RadioGroup, StepActions, type StepActionsProps } from '@party/shared-ui';
import type { EditCatalogue, EditValues, Timing } from './edit-values';
import { NumberOfKidsField } from './number-of-kids-field';
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
  /** The price kept in view with the step's buttons on a phone. */
  price: Pick<StepActionsProps, 'price' | 'summaryId'>;
  /** Why the server refused this number of kids at Update, in its words. */
  kidsRefusal?: string;
}

/** Step 1: the number of kids, now or later, then kids' food, adult food and add-ons in collapsible sections. */
export function FoodStep({ booking, catalogue, sections, onSectionsChange, price, kidsRefusal }: FoodStepProps) {
  const { values, setFieldValue } = useFormikContext<EditValues>();
  const choices = useEditChoices(booking, () => onSectionsChange(allSections(true)));
  const limit = complimentaryLimit(booking.selectedPackage);
  const { numberOfKids } = values;
  const adultCount = Object.keys(values.adultsFood).length;
  const addonCount = Object.keys(values.addons).length;

  function chooseTiming(timing: Timing) {
    void setFieldValue('timing', timing, false);
    onSectionsChange(allSections(timing === 'now'));
  }

  return (
    <>
      <NumberOfKidsField booking={booking} refusal={kidsRefusal} />
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
          <KidsFoodChoices
            items={catalogue.kidsFood}
            chosen={values.kidsFood}
            selectedPackage={booking.selectedPackage}
            numberOfKids={numberOfKids}
            onToggle={choices.toggleKidsFood}
          />
        </CollapsibleSection>
        <CollapsibleSection
          title="Adult Food"
          note={`${adultCount} chosen`}
          open={sections.adultsFood}
          onToggle={(open) => onSectionsChange({ ...sections, adultsFood: open })}
        >
          <AdultFoodChoices
            items={catalogue.adultsFood}
            quantityOf={(id) => values.adultsFood[String(id)]}
            onToggle={(item) => choices.toggleAdultFood(String(item.id))}
            onQuantity={(id, quantity) => choices.setAdultFoodQuantity(String(id), quantity)}
          />
        </CollapsibleSection>
        <CollapsibleSection
          title="Add Ons"
          note={`${addonCount} chosen`}
          open={sections.addons}
          onToggle={(open) => onSectionsChange({ ...sections, addons: open })}
        >
          <AddonChoices
            items={catalogue.addons}
            quantityOf={(id) => values.addons[String(id)]}
            numberOfKids={numberOfKids}
            selectedPackage={booking.selectedPackage}
            onToggle={(item) => choices.toggleAddon(String(item.id))}
            onQuantity={(id, quantity) => choices.setAddonQuantity(String(id), quantity)}
          />
        </CollapsibleSection>
      </div>
      <StepActions submitLabel="Continue to Step 2" {...price} />
    </>
  );
}
