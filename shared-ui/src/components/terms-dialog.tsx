import { TERMS } from '@party/domain';
import { useVenue } from '../venue/venue';
import { Button } from './button';
import { Dialog } from './dialog';

export interface TermsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The booking and edit flows word the no-show rule differently (8 or more, 9 or more). */
  flow: 'booking' | 'edit';
}

/** The venue's terms and conditions (SPEC.md §9), as the booking and edit flows display them. */
export function TermsDialog({ open, onOpenChange, flow }: TermsDialogProps) {
  const venue = useVenue();
  const title = flow === 'edit' ? 'Terms and Cancellation Policy' : 'Terms and Conditions';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={`Please read these before booking your party at ${venue.name}.`}
      actions={<Button onClick={() => onOpenChange(false)}>Close</Button>}
    >
      <ul>
        {TERMS[flow].map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </Dialog>
  );
}
