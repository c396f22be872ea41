import { useState } from 'react';
import { areOnlineChangesOpen, isIsoDate, shortNoticeFoodMessage } from '@party/domain';
import { Alert, RadioGroup, StepActions, useVenue } from '@party/shared-ui';
import { useDraft } from '../../shared/draft/booking-form';
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

/**
 * Step 2: kids' food, adult food and add-ons, now or later. A party 4 days or less away cannot be
 * changed online after it is booked, so 'later' is not offered as if it could be: the step says so.
 */
export function FoodAndAddonsStep() {
  const dispatch = useAppDispatch();
  const { date } = useDraft();
  const venue = useVenue();
  const [now] = useState(() => Date.now());
  const shortNotice = isIsoDate(date) && !areOnlineChangesOpen(date, now, venue.timeZone);
  const chosenPlan = useAppSelector(selectFoodPlan);
  const plan: FoodPlan = shortNotice ? 'now' : chosenPlan;
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
      {shortNotice ? (
        <Alert tone="info">{shortNoticeFoodMessage(venue.phone)}</Alert>
      ) : (
        <RadioGroup
          legend="Would you like to choose food and add-ons now?"
          name="foodPlan"
          value={plan}
          options={planOptions}
          onChange={(value) => choosePlan(value === 'now' ? 'now' : 'later')}
        />
      )}
      <KidsFoodSection open={open.kids} onToggle={toggler('kids')} onPicked={picked} />
      <AdultFoodSection open={open.adults} onToggle={toggler('adults')} onPicked={picked} />
      <AddonsSection open={open.addons} onToggle={toggler('addons')} onPicked={picked} />
      <StepActions onBack={back} submitLabel="Continue to Step 3" {...price} />
    </form>
  );
}
