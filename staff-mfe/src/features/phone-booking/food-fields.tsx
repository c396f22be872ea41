import { useState } from 'react';
import { useFormikContext } from 'formik';
import { complimentaryLimit, toggleKidsFood, type PhoneBookingChoices, type PhoneBookingPackage } from '@party/domain';
import { AddonChoices, AdultFoodChoices, CollapsibleSection, KidsFoodChoices } from '@party/shared-ui';
import { kidsOf, type PhoneBookingValues } from './phone-booking-values';

type List = 'adultsFood' | 'addons';

/** Kids' food (free with the package), adult platters and add-ons: the booking and edit pages' own choices, folded until opened. */
export function FoodFields({ choices, pkg }: { choices: PhoneBookingChoices; pkg: PhoneBookingPackage }) {
  const { values, setValues } = useFormikContext<PhoneBookingValues>();
  const [open, setOpen] = useState({ kidsFood: false, adultsFood: false, addons: false });
  const kids = kidsOf(values) ?? pkg.minChildren;

  const toggle = (list: List, id: string) =>
    void setValues((current) => {
      const { [id]: chosen, ...others } = current[list];
      return { ...current, [list]: chosen ? others : { ...current[list], [id]: 1 } };
    }, false);
  const setQuantity = (list: List, id: string, quantity: number) => void setValues((current) => ({ ...current, [list]: { ...current[list], [id]: quantity } }), false);

  return (
    <div className="stack gap-2">
      <CollapsibleSection
        title="Kids' Food"
        note={`${values.kidsFood.length} of ${complimentaryLimit(pkg)} chosen`}
        open={open.kidsFood}
        onToggle={(kidsFood) => setOpen({ ...open, kidsFood })}
      >
        <KidsFoodChoices
          items={choices.kidsFood}
          chosen={values.kidsFood}
          selectedPackage={pkg}
          numberOfKids={kids}
          onToggle={(item) => void setValues((current) => ({ ...current, kidsFood: toggleKidsFood(current.kidsFood, item, pkg, kids) }), false)}
        />
      </CollapsibleSection>
      <CollapsibleSection
        title="Adult Food"
        note={`${Object.keys(values.adultsFood).length} chosen`}
        open={open.adultsFood}
        onToggle={(adultsFood) => setOpen({ ...open, adultsFood })}
      >
        <AdultFoodChoices
          items={choices.adultsFood}
          quantityOf={(id) => values.adultsFood[String(id)]}
          onToggle={(item) => toggle('adultsFood', item.id)}
          onQuantity={(id, quantity) => setQuantity('adultsFood', String(id), quantity)}
        />
      </CollapsibleSection>
      <CollapsibleSection title="Add Ons" note={`${Object.keys(values.addons).length} chosen`} open={open.addons} onToggle={(addons) => setOpen({ ...open, addons })}>
        <AddonChoices
          items={choices.addons}
          quantityOf={(id) => values.addons[String(id)]}
          numberOfKids={kids}
          selectedPackage={pkg}
          onToggle={(item) => toggle('addons', item.id)}
          onQuantity={(id, quantity) => setQuantity('addons', String(id), quantity)}
        />
      </CollapsibleSection>
    </div>
  );
}
