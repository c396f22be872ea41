import { Button } from '../components/button';
import { Dialog } from '../components/dialog';

/** What a booking lacks when it is completed or updated: adult food, add-ons, or both. */
export interface MissingItems {
  adultFood: boolean;
  addons: boolean;
}

/** The dialog warns when no adult food or no add-ons are chosen; undefined when both are. */
export function missingItems(adultFoodChosen: number, addonsChosen: number): MissingItems | undefined {
  const missing = { adultFood: adultFoodChosen === 0, addons: addonsChosen === 0 };
  return missing.adultFood || missing.addons ? missing : undefined;
}

function whatIsMissing({ adultFood, addons }: MissingItems): string {
  if (adultFood && addons) return 'any adult food or add-ons';
  return adultFood ? 'any adult food' : 'any add-ons';
}

export interface MissingItemsDialogProps {
  /** Open while something is missing; `onDismiss` closes it (Escape, ×, or either button first). */
  missing: MissingItems | undefined;
  /** The button that asked: 'Complete' Booking (a new booking) or 'Update' Booking (an edit). */
  action: 'Complete' | 'Update';
  onGoBack: () => void;
  onContinue: () => void;
  onDismiss: () => void;
}

/**
 * 'Before You Complete Your Booking' (or Update): no adult food or no add-ons were chosen. 'Go Back
 * to Add Items' returns to them, 'Continue Without Changes' goes on as it is; either closes it first.
 */
export function MissingItemsDialog({ missing, action, onGoBack, onContinue, onDismiss }: MissingItemsDialogProps) {
  const closeThen = (next: () => void) => () => {
    onDismiss();
    next();
  };
  return (
    <Dialog
      open={missing !== undefined}
      onOpenChange={(open) => (open ? undefined : onDismiss())}
      title={`Before You ${action} Your Booking`}
      description={missing ? `You haven't added ${whatIsMissing(missing)} to your party. Would you like to add some now?` : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={closeThen(onGoBack)}>
            Go Back to Add Items
          </Button>
          <Button onClick={closeThen(onContinue)}>Continue Without Changes</Button>
        </>
      }
    />
  );
}
