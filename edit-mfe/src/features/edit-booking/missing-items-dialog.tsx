import { Button, Dialog } from '@party/shared-ui';

export interface MissingItems {
  adultsFood: boolean;
  addons: boolean;
}

export interface MissingItemsDialogProps {
  missing: MissingItems | undefined;
  onGoBack: () => void;
  onContinue: () => void;
  onDismiss: () => void;
}

/** Warns before updating when no adult food or no add-ons are chosen. */
export function MissingItemsDialog({ missing, onGoBack, onContinue, onDismiss }: MissingItemsDialogProps) {
  const what =
    missing?.adultsFood && missing.addons
      ? 'any adult food platters or add-ons'
      : missing?.adultsFood
        ? 'any adult food platters'
        : 'any add-ons';
  return (
    <Dialog
      open={missing !== undefined}
      onOpenChange={(open) => (open ? undefined : onDismiss())}
      title="Before You Update Your Booking"
      description={`You haven't chosen ${what}. Would you like to add some before you update your booking?`}
      actions={
        <>
          <Button variant="secondary" onClick={onContinue}>
            Continue Without Changes
          </Button>
          <Button onClick={onGoBack}>Go Back to Add Items</Button>
        </>
      }
    />
  );
}
