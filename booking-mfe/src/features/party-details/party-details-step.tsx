import { StepActions } from '@party/shared-ui';
import { useStepPrice } from '../../shared/draft/step-price';
import { useValidatedSubmit } from '../../shared/wizard/use-validated-submit';
import { useWizardStep } from '../../shared/wizard/wizard-context';
import { ChildFields } from './child-fields';
import { PackagePicker } from './package-picker';
import { PartyDatePicker } from './party-date-picker';
import { RoomPicker } from './room-picker';
import { TimeSlotPicker } from './time-slot-picker';
import { partyDetailsToastMessage } from './toast-message';

/** Step 1: the child, the number of kids, the package, the date, the time and the room. */
export function PartyDetailsStep() {
  const { next } = useWizardStep();
  const submit = useValidatedSubmit(next, partyDetailsToastMessage);
  const price = useStepPrice();
  return (
    <form noValidate onSubmit={submit} aria-label="Party Details">
      <ChildFields />
      <PackagePicker />
      <PartyDatePicker />
      <TimeSlotPicker />
      <RoomPicker />
      <StepActions submitLabel="Next" {...price} />
    </form>
  );
}
