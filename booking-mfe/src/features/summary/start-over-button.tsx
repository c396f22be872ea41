import { useState } from 'react';
import { createBookingDraft } from '@party/domain';
import { Button, Dialog } from '@party/shared-ui';
import { useAppSelector } from '../../hooks';
import { useDraft } from '../../shared/draft/booking-form';
import { toDraft } from '../../shared/draft/form-values';
import { useStartOver } from '../../shared/draft/start-over';
import { selectStep } from '../../shared/draft/wizard-slice';
import styles from './booking-summary.module.css';

const pristine = JSON.stringify(createBookingDraft());

/** Resets the draft (every field back to its default) and the wizard to step 1, after asking. */
export function StartOverButton() {
  const startOver = useStartOver();
  const draft = toDraft(useDraft());
  const step = useAppSelector(selectStep);
  const [open, setOpen] = useState(false);
  if (step === 1 && JSON.stringify(draft) === pristine) return null;
  return (
    <>
      <Button variant="ghost" className={styles.startOver} onClick={() => setOpen(true)}>
        Start Over
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Start over?"
        description="This clears every detail of this booking and takes you back to step 1."
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep My Details
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setOpen(false);
                startOver();
              }}
            >
              Start Over
            </Button>
          </>
        }
      />
    </>
  );
}
