import { useState } from 'react';
import { RadioGroup, StepActions } from '@party/shared-ui';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { foodPlanChosen, selectFoodPlan, type FoodPlan } from '../../shared/draft/wizard-slice';
import { useStepPrice } from '../../shared/draft/step-price';
import { useValidatedSubmit } from '../../shared/wizard/use-validated-submit';
import { useWizardStep } from '../../shared/wizard/wizard-context';
import { AddonsSection } from './addons-section';
import { AdultFoodSection } from './adult-food-section';
import { KidsFoodSection } from './kids-food-section';

type Section = 'kids' | 'adults' | 'addons';
type OpenSections = Record<Section, boolean>;

const allSections = (open: boolean): OpenSections => ({ kids: open, adults: open, addons: open });

const planOptions = [
  { value: 'later', label: 'I will do it later' },
  { value: 'now', label: 'I will do it now' },
];

/** Step 2: kids' food, adult food and add-ons, now or later. */
export function FoodAndAddonsStep() {
  const dispatch = useAppDispatch();
  const plan = useAppSelector(selectFoodPlan);
  const { next, back } = useWizardStep();
  const submit = useValidatedSubmit(next);
  const price = useStepPrice();
  // 'Now' expands every section and 'later' collapses them; each can still be opened on its own.
  const [open, setOpen] = useState(() => allSections(plan === 'now'));

  const choosePlan = (chosen: FoodPlan) => {
    dispatch(foodPlanChosen(chosen));
    setOpen(allSections(chosen === 'now'));
  };
  // Picking any item switches the choice to 'now'.
  const picked = () => {
    if (plan !== 'now') choosePlan('now');
  };
  const toggler = (section: Section) => (isOpen: boolean) => setOpen((current) => ({ ...current, [section]: isOpen }));

  return (
    <form noValidate onSubmit={submit} aria-label="Food & Add-ons">
      <RadioGroup
        legend="Would you like to choose food and add-ons now?"
        name="foodPlan"
        value={plan}
        options={planOptions}
        onChange={(value) => choosePlan(value === 'now' ? 'now' : 'later')}
      />
      <KidsFoodSection open={open.kids} onToggle={toggler('kids')} onPicked={picked} />
      <AdultFoodSection open={open.adults} onToggle={toggler('adults')} onPicked={picked} />
      <AddonsSection open={open.addons} onToggle={toggler('addons')} onPicked={picked} />
      <StepActions onBack={back} submitLabel="Continue to Step 3" {...price} />
    </form>
  );
}
