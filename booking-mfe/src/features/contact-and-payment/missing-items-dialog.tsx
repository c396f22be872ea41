import { Button, Dialog } from '@party/shared-ui';

export interface MissingItemsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  missingAdultFood: boolean;
  missingAddons: boolean;
  onGoBack: () => void;
  onContinue: () => void;
}

function whatIsMissing(adultFood: boolean, addons: boolean): string {
  if (adultFood && addons) return 'any adult food or add-ons';
  return adultFood ? 'any adult food' : 'any add-ons';
}

/** Shown on Complete Booking when no adult food or no add-ons were chosen. */
export function MissingItemsDialog({ open, onOpenChange, missingAdultFood, missingAddons, onGoBack, onContinue }: MissingItemsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Before You Complete Your Booking"
      description={`You haven't added ${whatIsMissing(missingAdultFood, missingAddons)} to your party. Would you like to add some now?`}
      actions={
        <>
          <Button variant="secondary" onClick={onGoBack}>
            Go Back to Add Items
          </Button>
          <Button onClick={onContinue}>Continue Without Changes</Button>
        </>
      }
    />
  );
}
